// What this seat saw in the steps: the cards shown to it in the current game (newest
// first), the banner of the last game ended with every black card revealed, and the match
// result once the match is over.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { agentName, cardName, identityName, numberText, pairText } from './inkognito-names.js';
import { swatch } from './inkognito-players.js';

/** @typedef {import('./inkognito-types.js').View} View */
/** @typedef {import('./inkognito-types.js').Event} Event */
/** @typedef {import('../protocol.js').LogStep} LogStep */
/** @typedef {Extract<Event, {event: 'game_ended'}>} Ended */

/** How many of the cards seen are listed. */
const SEEN_SHOWN = 4;

/**
 * The events of the current game (after the last game ended) and that last end, if any.
 * @param {LogStep[]} steps
 */
export function split(steps) {
  const events = /** @type {Event[]} */ (steps.flatMap((step) => step.events));
  let at = -1;
  events.forEach((e, i) => {
    if (e.event === 'game_ended') at = i;
  });
  return { current: events.slice(at + 1), ended: at >= 0 ? /** @type {Ended} */ (events[at]) : null };
}

/**
 * A card seen by this seat, in words, or null for an event without a face for it.
 * @param {Event} e
 * @param {number} me
 * @param {(seat: number) => string} name
 */
export function sighting(e, me, name) {
  if (e.event === 'showed' && e.shown && e.to === me) {
    const what = 'pair' in e.shown ? pairText(e.shown.pair) : t('ik.seen.black', { card: cardName(e.shown.black) });
    return t('ik.seen.showed', { who: name(e.from), what });
  }
  if (e.event === 'black_shown' && e.card && e.to === me) return t('ik.seen.black_shown', { who: agentName(e.from, name), card: cardName(e.card) });
  if (e.event === 'black_shown' && e.card && e.witness === me) return t('ik.seen.witness', { who: agentName(e.from, name), to: name(e.to), card: cardName(e.card) });
  if (e.event === 'looked' && e.card && e.seat === me) return t('ik.seen.looked', { card: cardName(e.card) });
  return null;
}

/**
 * What was shown to this seat this game, newest first.
 * @param {Event[]} current
 * @param {number} me
 * @param {(seat: number) => string} name
 */
export function seenBox(current, me, name) {
  const seen = current.map((e) => sighting(e, me, name)).filter((x) => x !== null);
  if (!seen.length) return null;
  return h(
    'section',
    { class: 'ik-seen', 'data-testid': 'seen' },
    h('h3', {}, t('ik.seen.title')),
    h('ul', {}, ...seen.reverse().slice(0, SEEN_SHOWN).map((line) => h('li', {}, line))),
  );
}

/**
 * The banner of the last game ended: prominent during the next game's first round and
 * once the match is over, quiet after that.
 * @param {View} view
 * @param {Ended | null} ended
 * @param {(seat: number) => string} name
 */
export function endedBanner(view, ended, name) {
  if (!ended) return null;
  const over = view.to_act === null;
  const fresh = over || view.round <= 1;
  return h(
    'section',
    { class: `ik-ended${fresh ? ' fresh' : ''}`, role: fresh ? 'status' : null, 'data-testid': 'game-ended', 'data-end': ended.end, 'data-appear': `ended-${view.game}` },
    h('h3', {}, t(`ik.ended.${ended.end}`, { scored: ended.scored.map(name).join(', ') || '—' })),
    h('p', {}, t('ik.ended.number', { number: numberText(ended.number) })),
    h(
      'ul',
      { class: 'ik-revealed' },
      ...ended.identities.map(([agent, identity, fragment]) =>
        h('li', {}, t('ik.ended.agent', { who: agentName(agent, name), identity: identityName(identity), fragment })),
      ),
    ),
    h('p', { 'data-testid': 'ended-scores' }, t('ik.ended.scores', { scores: ended.scores.map((s, seat) => `${name(seat)} ${s}`).join(', ') })),
  );
}

/**
 * The match result under the status line.
 * @param {View} view
 * @param {(seat: number) => string} name
 */
export function matchResult(view, name) {
  const order = view.scores.map((_, seat) => seat).sort((a, b) => view.scores[b] - view.scores[a]);
  return h(
    'div',
    { class: 'result', 'data-testid': 'result', role: 'status', 'data-appear': 'result' },
    h('p', {}, h('strong', {}, t(view.winners.length === 1 ? 'ik.result.won' : 'ik.result.shared', { who: view.winners.map(name).join(', ') }))),
    h('ul', { class: 'ik-standings' }, ...order.map((seat) => h('li', {}, swatch(seat), t('ik.result.line', { who: name(seat), score: view.scores[seat] })))),
  );
}
