// The players beside the map: colour and letter, person or bot, whose turn, who has
// solved; unused investigators, the score of each mini-game, the penalty track (−2 a
// step), the total and the cards kept face up. Also the case this seat holds, which is
// its left neighbour's and not its own to solve.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { keptCards } from './pi-cards.js';
import { caseKey, caseText, leftNeighbour } from './pi-names.js';

/** @typedef {import('./pi-types.js').View} View */
/** @typedef {import('../protocol.js').SeatInfo} SeatInfo */

/** The penalty track shows five steps; the real penalty keeps growing (PI-SCORE-9). */
const TRACK_STEPS = 5;

/**
 * @param {View} view
 * @param {SeatInfo[]} seats
 * @param {(seat: number) => string} name
 * @param {number[]} winners   empty until the game is over
 */
export function playersPanel(view, seats, name, winners) {
  return [
    h('h2', {}, t('pi.players.title')),
    h(
      'ul',
      { class: 'player-list pi-players' },
      ...view.seats.map((seat) => {
        const player = seats.find((x) => x.seat === seat.seat)?.player ?? '';
        const kind = player.startsWith('bot:') ? t('shell.bot', { level: t(`bot.${player.slice(4)}`) }) : t('shell.person');
        const active = view.active === seat.seat;
        const scores = [0, 1, 2].map((i) => (i < seat.mini_game_scores.length ? String(seat.mini_game_scores[i]) : '–'));
        return h(
          'li',
          { class: `player pi-player owner-${seat.seat}${active ? ' active' : ''}`, 'data-testid': `player-${seat.seat}` },
          h('span', { class: 'pi-swatch', 'aria-hidden': 'true' }, t(`pi.initial.${seat.seat}`)),
          h('span', { class: 'player-name' }, name(seat.seat)),
          h('span', { class: 'muted' }, kind),
          active ? h('span', { class: 'tag turn' }, t('pi.players.to_play')) : null,
          view.start_player === seat.seat ? h('span', { class: 'tag' }, t('pi.players.start')) : null,
          seat.solution ? h('span', { class: 'tag won', 'data-testid': `solved-${seat.seat}` }, t('pi.players.solved')) : null,
          winners.includes(seat.seat) ? h('span', { class: 'tag won' }, t('pi.players.winner')) : null,
          h(
            'p',
            { class: 'pi-counts' },
            t('pi.players.investigators', { n: seat.unused_investigators }),
            ' · ',
            h('span', { 'data-testid': `scores-${seat.seat}` }, t('pi.players.scores', { scores: scores.join(' · ') })),
            ' · ',
            h('strong', { 'data-testid': `score-${seat.seat}` }, t('pi.players.total', { n: seat.score })),
          ),
          penaltyTrack(seat.seat, seat.penalty_steps),
          seat.solution ? h('p', { class: 'pi-solution', 'data-case': caseKey(seat.solution) }, t('pi.players.solution', { case: caseText(seat.solution) })) : null,
          keptCards(seat.kept, `kept-${seat.seat}`),
        );
      }),
    ),
  ];
}

/**
 * 0, −2 … −10 with the seat's marker; steps beyond the track are written out.
 * @param {number} seat
 * @param {number} steps
 */
function penaltyTrack(seat, steps) {
  return h(
    'p',
    // A picture of the track, named by what it says (a plain paragraph may not carry a label).
    { class: 'pi-penalty', role: 'img', 'data-testid': `penalty-${seat}`, 'aria-label': t('pi.players.penalty', { n: steps, points: -2 * steps }) },
    h('span', { class: 'muted', 'aria-hidden': 'true' }, t('pi.players.penalty_track')),
    ...Array.from({ length: TRACK_STEPS + 1 }, (_, step) =>
      h('span', { class: `pi-space${Math.min(steps, TRACK_STEPS) === step ? ' current' : ''}`, 'aria-hidden': 'true' }, step ? `−${2 * step}` : '0'),
    ),
    steps > TRACK_STEPS ? h('span', { class: 'pi-beyond' }, `(${-2 * steps})`) : null,
  );
}

/**
 * The case this seat holds: its left neighbour's, which this seat answers for.
 * @param {View} view
 * @param {number} me
 * @param {(seat: number) => string} name
 */
export function heldCase(view, me, name) {
  if (!view.held_case) return [];
  const owner = leftNeighbour(me, view.players);
  const holder = (me + view.players - 1) % view.players;
  return [
    h('h2', {}, t('pi.held.title')),
    h(
      'div',
      { class: `pi-held owner-${owner}`, 'data-testid': 'held-case', 'data-case': caseKey(view.held_case) },
      h('p', {}, t('pi.held.whose', { who: name(owner) }), ' ', h('strong', {}, caseText(view.held_case))),
      h('p', { class: 'hint' }, t('pi.held.not_yours', { who: name(owner), holder: name(holder) })),
    ),
  ];
}
