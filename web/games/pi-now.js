// P.I.'s "what can I do now": the legal actions of this seat's turn in words, or whom the
// table waits for.

import { t } from '../i18n.js';
import { choicesSentence } from '../now-line.js';

/** @typedef {import('./pi-types.js').View} View */
/** @typedef {import('./pi-legal.js').Choices} Choices */

/**
 * @param {View} view
 * @param {number | null} me
 * @param {boolean} mine        this seat is to act
 * @param {Choices | null} choices  what it may do, once the server answered
 * @param {(seat: number) => string} name
 * @returns {string | null}
 */
export function whatNow(view, me, mine, choices, name) {
  if (view.active === null) return null;
  if (!mine) return t('pi.now.wait', { who: name(view.active) });
  if (!choices || me === null) return null;
  /** @type {string[]} */
  const phrases = [];
  if (choices.investigate.size) phrases.push(t('pi.now.investigate', { n: view.seats[me]?.unused_investigators ?? 0 }));
  if (choices.evidence.size) phrases.push(t('pi.now.evidence'));
  if (choices.solve) phrases.push(t('pi.now.solve'));
  return choicesSentence(phrases);
}

/** The guided first turn: the map, the controls, the case held, the notebook, the log. */
export const GUIDE = /** @type {import('../guide.js').GuideStep[]} */ ([
  { at: 'board', key: 'pi.guide.board' },
  { at: 'controls', key: 'pi.guide.controls' },
  { at: 'hand', key: 'pi.guide.hand' },
  { at: 'notebook', key: 'pi.guide.notebook' },
  { at: 'log', key: 'pi.guide.log' },
]);
