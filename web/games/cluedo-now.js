// Cluedo's "what can I do now": the legal actions of this seat's step in words, or whom the
// table waits for and what they are doing.

import { t } from '../i18n.js';
import { choicesSentence } from '../now-line.js';
import { DATA } from './cluedo-board.js';
import { cardName, roomName } from './cluedo-names.js';

/** @typedef {import('./cluedo-types.js').View} View */
/** @typedef {import('./cluedo-types.js').Action} Action */

/**
 * @param {View} view
 * @param {number | null} me          this page's seat
 * @param {number | null} toAct
 * @param {Action[] | null} legal      this seat's legal actions, once the server answered
 * @param {(seat: number) => string} name
 * @returns {string | null}
 */
export function whatNow(view, me, toAct, legal, name) {
  const phase = view.phase;
  if (phase.phase === 'over' || toAct === null) return null;
  if (me === null || toAct !== me) return waiting(view, toAct, name);
  if (!legal) return null;
  const suspect = view.seats.find((x) => x.seat === me)?.suspect;
  const here = suspect ? view.pawns[DATA.suspects.indexOf(suspect)] : '';
  const room = DATA.rooms.includes(here) ? roomName(here) : '';
  const passageTo = DATA.passages.find((p) => p.from === here)?.to;
  /** @type {string[]} */
  const phrases = [];
  const has = (/** @type {string} */ key) => legal.some((a) => (typeof a === 'string' ? a === key : key in a));
  if (has('roll')) phrases.push(t('cl.now.roll'));
  if (has('passage') && passageTo) phrases.push(t('cl.now.passage', { room: roomName(passageTo) }));
  if (has('stay')) phrases.push(t('cl.now.stay', { room }));
  if (has('move')) phrases.push(t('cl.now.move'));
  if (has('suggest')) phrases.push(t('cl.now.suggest', { room }));
  if (has('show')) {
    const cards = legal.flatMap((a) => (typeof a === 'object' && 'show' in a ? [cardName(a.show)] : []));
    const to = phase.phase === 'refuting' ? name(phase.suggester) : '';
    phrases.push(t('cl.now.show', { who: to, cards: cards.join(', ') }));
  }
  if (has('accuse')) phrases.push(t('cl.now.accuse'));
  if (has('end_turn')) phrases.push(t('cl.now.end_turn'));
  return choicesSentence(phrases);
}

/**
 * @param {View} view
 * @param {number} toAct
 * @param {(seat: number) => string} name
 */
function waiting(view, toAct, name) {
  const phase = view.phase;
  const who = name(toAct);
  switch (phase.phase) {
    case 'moving':
      return t('cl.now.wait_move', { who });
    case 'after_move':
      return t('cl.now.wait_after', { who });
    case 'refuting':
      return t('cl.now.wait_show', { who, to: name(phase.suggester) });
    default:
      return t('cl.now.wait_turn', { who });
  }
}

/** The guided first turn: the board, the controls, the hand, the notebook, the log. */
export const GUIDE = /** @type {import('../guide.js').GuideStep[]} */ ([
  { at: 'board', key: 'cl.guide.board' },
  { at: 'controls', key: 'cl.guide.controls' },
  { at: 'hand', key: 'cl.guide.hand' },
  { at: 'notebook', key: 'cl.guide.notebook' },
  { at: 'log', key: 'cl.guide.log' },
]);
