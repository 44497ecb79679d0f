// The players beside a Cluedo board: pawn, name, person or bot, cards held, and who is to
// play, out or the winner.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { pawnIcon } from './cluedo-drawing.js';

/** @typedef {import('./cluedo-seating.js').Seating} Seating */

/**
 * The children of the players panel.
 * @param {Seating} table
 */
export function playersPanel(table) {
  const { view, state } = table;
  const over = view.phase.phase === 'over';
  return [
    h('h2', {}, t('cl.players.title')),
    h(
      'ul',
      { class: 'player-list' },
      ...view.seats.map((seat) => {
        const player = state.seats.find((x) => x.seat === seat.seat)?.player ?? '';
        const kind = player.startsWith('bot:') ? t('shell.bot', { level: t(`bot.${player.slice(4)}`) }) : t('shell.person');
        const flags = [];
        if (!over && seat.seat === view.active) flags.push(h('span', { class: 'tag turn' }, t('cl.players.to_play')));
        if (seat.eliminated) flags.push(h('span', { class: 'tag out' }, t('cl.players.eliminated')));
        if (view.winner === seat.seat) flags.push(h('span', { class: 'tag won' }, t('cl.players.winner')));
        return h(
          'li',
          { class: `player${seat.seat === view.active && !over ? ' active' : ''}${seat.eliminated ? ' out' : ''}` },
          pawnIcon(seat.suspect),
          h('span', { class: 'player-name' }, table.name(seat.seat)),
          h('span', { class: 'muted' }, `${kind} · ${t('cl.players.cards', { n: seat.hand_size })}`),
          ...flags,
        );
      }),
    ),
  ];
}
