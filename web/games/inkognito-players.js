// The players beside the table: colour, person or bot, whose turn, the start player and
// the 5-player Ambassador player, match points, and the identity and fragment where this
// seat knows them (its own; everyone's once the match is over).

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { agentOf } from './inkognito-board.js';
import { colourStyle, identityName } from './inkognito-names.js';

/** @typedef {import('./inkognito-types.js').View} View */
/** @typedef {import('../protocol.js').SeatInfo} SeatInfo */

/** A dot in a seat's colour, before its name. @param {number} seat */
export const swatch = (seat) => h('span', { class: 'ik-swatch', style: colourStyle(seat), 'data-seat': seat, 'aria-hidden': 'true' });

/**
 * @param {View} view
 * @param {SeatInfo[]} seats
 * @param {(seat: number) => string} name
 */
export function playersPanel(view, seats, name) {
  return [
    h('h2', {}, t('ik.players.title')),
    h(
      'ul',
      { class: 'player-list ik-players' },
      ...view.scores.map((score, seat) => {
        const player = seats.find((x) => x.seat === seat)?.player ?? '';
        const kind = player.startsWith('bot:') ? t('shell.bot', { level: t(`bot.${player.slice(4)}`) }) : t('shell.person');
        const agent = agentOf(view, seat);
        return h(
          'li',
          { class: `player${view.to_act === seat ? ' active' : ''}`, 'data-testid': `player-${seat}` },
          h('span', { class: 'player-name' }, swatch(seat), name(seat)),
          h('span', { class: 'muted' }, kind),
          view.to_act === seat ? h('span', { class: 'tag turn' }, t('ik.players.to_play')) : null,
          view.start === seat ? h('span', { class: 'tag' }, t('ik.players.start')) : null,
          view.ambassador_seat === seat ? h('span', { class: 'tag' }, t('ik.ambassador')) : null,
          view.winners.includes(seat) ? h('span', { class: 'tag won' }, t('ik.players.winner')) : null,
          h('strong', { 'data-testid': `score-${seat}` }, t(score === 1 ? 'ik.players.point' : 'ik.players.points', { n: score })),
          agent?.identity ? h('span', { class: 'muted' }, ` ${identityName(agent.identity)} · ${agent.fragment}`) : null,
        );
      }),
    ),
  ];
}
