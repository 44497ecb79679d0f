// The ends of mini-games and of the game, read from the events seen: a banner naming the
// mini-game just ended with every case it revealed and the points each seat scored, and
// the final result with places and scores.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { caseText } from './pi-names.js';

/** @typedef {import('./pi-types.js').View} View */
/** @typedef {import('./pi-types.js').Event} Event */
/** @typedef {import('../protocol.js').LogStep} LogStep */
/** @typedef {Extract<Event, {event: 'mini_game_ended'}>} Ended */
/** @typedef {Extract<Event, {event: 'game_over'}>} Over */

/**
 * The last event of this kind among the steps seen, if any.
 * @template {Event['event']} K
 * @param {LogStep[]} steps
 * @param {K} kind
 * @returns {Extract<Event, {event: K}> | null}
 */
export function lastEvent(steps, kind) {
  for (let i = steps.length - 1; i >= 0; i--) {
    const events = /** @type {Event[]} */ (steps[i].events);
    for (let j = events.length - 1; j >= 0; j--) {
      if (events[j].event === kind) return /** @type {Extract<Event, {event: K}>} */ (events[j]);
    }
  }
  return null;
}

/**
 * The banner of the last mini-game ended: prominent while the next one is in its first
 * round (or the game is over), quiet after that.
 * @param {View} view
 * @param {LogStep[]} steps
 * @param {(seat: number) => string} name
 */
export function endedBanner(view, steps, name) {
  const ended = lastEvent(steps, 'mini_game_ended');
  if (!ended) return null;
  const over = view.active === null;
  const fresh = over || view.round === 1;
  return h(
    'section',
    { class: `pi-ended${fresh ? ' fresh' : ''}`, role: fresh ? 'status' : null, 'data-testid': 'mini-game-ended', 'data-appear': `ended-${ended.mini_game}` },
    h(
      'h3',
      {},
      over && ended.mini_game === 3
        ? t('pi.ended.last', { n: ended.mini_game })
        : t('pi.ended.title', { n: ended.mini_game, next: ended.mini_game + 1 }),
    ),
    h(
      'ul',
      { class: 'pi-ended-cases' },
      ...ended.cases.map((found, seat) =>
        h('li', { class: `owner-${seat}` }, t('pi.ended.case', { who: name(seat), case: caseText(found), points: ended.points[seat] })),
      ),
    ),
  );
}

/**
 * The final result under the status line.
 * @param {View} view
 * @param {LogStep[]} steps
 * @param {(seat: number) => string} name
 */
export function finalResult(view, steps, name) {
  const over = lastEvent(steps, 'game_over');
  const scores = over?.scores ?? view.seats.map((seat) => seat.score);
  const places = over?.places ?? null;
  const order = view.seats.map((seat) => seat.seat).sort((a, b) => (places ? places[a] - places[b] : scores[b] - scores[a]));
  return h(
    'div',
    { class: 'result', 'data-testid': 'result', role: 'status', 'data-appear': 'result' },
    h('p', {}, h('strong', {}, winnersText(over?.winners ?? [], name))),
    h(
      'ul',
      { class: 'pi-standings', 'data-testid': 'standings' },
      ...order.map((seat) =>
        h(
          'li',
          { class: `owner-${seat}` },
          t('pi.result.line', { place: places ? places[seat] : '?', who: name(seat), score: scores[seat], left: view.seats[seat].unused_investigators, penalty: view.seats[seat].penalty_steps }),
        ),
      ),
    ),
  );
}

/**
 * @param {number[]} winners
 * @param {(seat: number) => string} name
 */
export function winnersText(winners, name) {
  if (winners.length === 1) return t('pi.result.won', { who: name(winners[0]) });
  return t('pi.result.shared', { who: winners.map(name).join(', ') });
}
