// Inkognito's "what can I do now": the legal actions of this seat's step in words (a
// location card to place, or the choices at a meeting), or whom the table waits for.

import { t } from '../i18n.js';
import { choicesSentence } from '../now-line.js';
import { placeName } from './inkognito-names.js';

/** @typedef {import('./inkognito-types.js').View} View */
/** @typedef {import('./inkognito-legal.js').Choices} Choices */

/**
 * @param {View} view
 * @param {boolean} mine           this seat is to act
 * @param {Choices | null} choices  what it may do, once the server answered
 * @param {(seat: number) => string} name
 * @returns {string | null}
 */
export function whatNow(view, mine, choices, name) {
  if (view.to_act === null) return null;
  if (!mine) {
    const who = name(view.to_act);
    return view.meeting
      ? t('ik.now.wait_meeting', { who, where: placeName(view.meeting.location) })
      : t('ik.now.wait_place', { who });
  }
  if (!choices) return null;
  /** @type {string[]} */
  const phrases = [];
  if (choices.places.size) phrases.push(t('ik.now.place'));
  if (choices.pairs.length) phrases.push(t('ik.now.pair'));
  if (choices.black.length) phrases.push(t('ik.now.black'));
  if (choices.ask.length) phrases.push(t('ik.now.ask'));
  if (choices.askDummy.length) phrases.push(t('ik.now.ask_dummy'));
  if (choices.reveal.length) phrases.push(t('ik.now.reveal'));
  if (choices.look.length) phrases.push(t('ik.now.look'));
  if (choices.calls.size) phrases.push(t('ik.now.call'));
  if (choices.pass) phrases.push(t('ik.now.pass'));
  return choicesSentence(phrases);
}

/** The guided first turn: Venice, the controls, the hand, the clue sheet, the log. */
export const GUIDE = /** @type {import('../guide.js').GuideStep[]} */ ([
  { at: 'board', key: 'ik.guide.board' },
  { at: 'controls', key: 'ik.guide.controls' },
  { at: 'hand', key: 'ik.guide.hand' },
  { at: 'notebook', key: 'ik.guide.notebook' },
  { at: 'log', key: 'ik.guide.log' },
]);
