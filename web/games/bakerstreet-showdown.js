// The last challenge and what followed, gathered from the events this seat received: both
// revealed hands, the total against the bid and the winner, then each evaluation in order
// (processed cards, a STOP, the scores, the winner, an ARROW going on) and its reward.
// It stays on the table until the next challenge, so nobody has to read the log for it.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { cardElement } from './bakerstreet-cards.js';
import { positionName } from './bakerstreet-board.js';

/** @typedef {import('./bakerstreet-types.js').Event} Event */
/** @typedef {import('./bakerstreet-types.js').Card} Card */
/** @typedef {import('../protocol.js').LogStep} LogStep */

/**
 * @typedef {Object} Evaluation
 * @property {number} position
 * @property {Card[]} processed
 * @property {boolean} stopped
 * @property {Extract<Event, {event: 'evaluated'}> | null} result
 * @property {Extract<Event, {event: 'rewarded'}> | null} reward
 */

/**
 * The events from the last challenge on, or null before the first one.
 * @param {LogStep[]} steps
 * @returns {Event[] | null}
 */
function sinceLastChallenge(steps) {
  const events = /** @type {Event[]} */ (steps.flatMap((step) => step.events));
  for (let i = events.length - 1; i >= 0; i--) {
    if (events[i].event === 'challenged') return events.slice(i);
  }
  return null;
}

/**
 * @param {LogStep[]} steps
 * @param {(seat: number) => string} name
 */
export function showdown(steps, name) {
  const events = sinceLastChallenge(steps);
  const challenge = events?.[0];
  if (!events || challenge?.event !== 'challenged') return null;
  /** @type {Evaluation[]} */
  const evaluations = [];
  const current = () => evaluations[evaluations.length - 1];
  for (const event of events) {
    // A new evaluation starts with its first processed card, or with its result when
    // the stack was empty.
    const starts = event.event === 'processed' || event.event === 'evaluated';
    if (starts && (!current() || current().result)) {
      evaluations.push({ position: event.position, processed: [], stopped: false, result: null, reward: null });
    }
    const evaluation = current();
    if (!evaluation) continue;
    if (event.event === 'processed') evaluation.processed.push(event.card);
    if (event.event === 'stopped') evaluation.stopped = true;
    if (event.event === 'evaluated') evaluation.result = event;
    if (event.event === 'rewarded') evaluation.reward = event;
  }
  const { result, hands } = challenge;
  // Which challenge of the game this is: a new one flashes as it appears.
  const nth = steps.reduce((n, step) => n + step.events.filter((e) => /** @type {Event} */ (e).event === 'challenged').length, 0);
  return h(
    'section',
    { class: 'bs-showdown', 'data-testid': 'showdown', 'data-appear': `showdown-${nth}` },
    h('h3', {}, t('bs.showdown.title')),
    h(
      'p',
      {},
      t('bs.showdown.challenge', { who: name(result.challenger), bidder: name(result.bidder), bid: result.bid }),
    ),
    h(
      'ul',
      { class: 'bs-hands' },
      ...hands.map((hand, seat) =>
        h('li', {}, h('span', { class: 'bs-who' }, name(seat)), ...hand.map((card) => cardElement(card, { size: 'small' }))),
      ),
    ),
    h(
      'p',
      { class: 'bs-verdict', 'data-testid': 'challenge-verdict' },
      t('bs.showdown.verdict', { total: result.total, bid: result.bid, who: name(result.winner) }),
    ),
    evaluations.length
      ? h(
          'ol',
          { class: 'bs-evaluations', 'data-testid': 'evaluations' },
          ...evaluations.map((evaluation) => evaluationItem(evaluation, name)),
        )
      : null,
  );
}

/**
 * @param {Evaluation} evaluation
 * @param {(seat: number) => string} name
 */
function evaluationItem(evaluation, name) {
  const { result, reward } = evaluation;
  return h(
    'li',
    {},
    h('strong', {}, positionName(evaluation.position)),
    ' ',
    evaluation.processed.length
      ? h('span', { class: 'bs-processed' }, ...evaluation.processed.map((card) => cardElement(card, { size: 'small' })))
      : h('span', { class: 'muted' }, t('bs.showdown.empty_stack')),
    evaluation.stopped ? h('span', { class: 'tag stop' }, t('bs.showdown.stopped')) : null,
    result
      ? h(
          'span',
          { class: 'bs-score' },
          t('bs.showdown.scores', { a: name(0), sa: result.scores[0], b: name(1), sb: result.scores[1], who: name(result.winner) }),
        )
      : null,
    reward ? h('span', { class: 'muted' }, ' ', rewardText(reward, name)) : null,
    result?.arrow ? h('span', { class: 'tag arrow' }, t('bs.showdown.arrow')) : null,
  );
}

/**
 * @param {Extract<Event, {event: 'rewarded'}>} reward
 * @param {(seat: number) => string} name
 */
export function rewardText(reward, name) {
  const where = positionName(reward.position);
  if (!reward.taken) return t('bs.log.nothing_taken', { who: name(reward.seat), where });
  return reward.letter
    ? t('bs.log.took_letter', { who: name(reward.seat), letter: reward.letter, where, left: reward.pile_size })
    : t('bs.log.took', { who: name(reward.seat), where, left: reward.pile_size });
}
