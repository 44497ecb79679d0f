// Bakerstreet's "what can I do now": the legal actions of this seat's step in words (a move
// with its bid range, a challenge, the position to evaluate, the card to take), or whom the
// table waits for.

import { t } from '../i18n.js';
import { choicesSentence } from '../now-line.js';
import { positionName } from './bakerstreet-board.js';
import { bidRange, canChallenge, choices, moves, takeable } from './bakerstreet-legal.js';

/** @typedef {import('./bakerstreet-types.js').View} View */
/** @typedef {import('./bakerstreet-types.js').Action} Action */

/**
 * @param {View} view
 * @param {number | null} me
 * @param {number | null} toAct
 * @param {Action[] | null} legal
 * @param {(seat: number) => string} name
 * @returns {string | null}
 */
export function whatNow(view, me, toAct, legal, name) {
  const phase = view.phase;
  if (phase.phase === 'over' || toAct === null) return null;
  if (me === null || toAct !== me) {
    const who = name(toAct);
    if (phase.phase === 'choose') return t('bs.now.wait_choose', { who });
    if (phase.phase === 'take') return t('bs.now.wait_take', { who, where: positionName(phase.position) });
    return t('bs.now.wait_turn', { who });
  }
  if (!legal) return null;
  /** @type {string[]} */
  const phrases = [];
  const range = bidRange(legal);
  if (range) {
    const bid = range.min === range.max ? String(range.min) : t('bs.now.range', { min: range.min, max: range.max });
    const withCard = moves(legal).some((m) => m.card !== null);
    phrases.push(t(withCard ? 'bs.now.move' : 'bs.now.move_no_card', { bid }));
  }
  const last = view.bids[view.bids.length - 1];
  if (canChallenge(legal) && last) phrases.push(t('bs.now.challenge', { who: name(last.seat), bid: last.value }));
  if (choices(legal).length) phrases.push(t('bs.now.choose'));
  if (takeable(legal).length && phase.phase === 'take') phrases.push(t('bs.now.take', { where: positionName(phase.position) }));
  return choicesSentence(phrases);
}

/** The guided first turn: the positions, the hand, the controls, the memory aid, the log. */
export const GUIDE = /** @type {import('../guide.js').GuideStep[]} */ ([
  { at: 'board', key: 'bs.guide.board' },
  { at: 'hand', key: 'bs.guide.hand' },
  { at: 'controls', key: 'bs.guide.controls' },
  { at: 'notebook', key: 'bs.guide.notebook' },
  { at: 'log', key: 'bs.guide.log' },
]);
