// Guess's events as lines of the game log. Every event is public, so every seat reads the
// same lines.

import { t } from '../i18n.js';
import { letter, letters } from './guess-cards.js';

/** @typedef {import('./guess-types.js').Event} Event */
/** @typedef {import('../shell.js').LogLine} LogLine */

/**
 * The seat a line is about, for its colour in the log: who asked or guessed, or who won.
 * @param {Event} event
 */
export function eventSeat(event) {
  return event.event === 'game_over' ? event.winner : event.seat;
}

/**
 * @param {Event} event
 * @param {(seat: number) => string} name
 * @returns {LogLine | null}
 */
export function describeEvent(event, name) {
  switch (event.event) {
    case 'asked':
      return {
        text: t(event.holds ? 'guess.log.asked_holds' : 'guess.log.asked_lacks', {
          who: name(event.seat),
          other: name(1 - event.seat),
          card: letter(event.card),
        }),
      };
    case 'guessed':
      return {
        text: t(event.right ? 'guess.log.guessed_right' : 'guess.log.guessed_wrong', { who: name(event.seat), card: letter(event.card) }),
        kind: 'important',
      };
    case 'game_over':
      return {
        text: t('guess.log.over', {
          who: name(event.winner),
          card: letter(event.hidden),
          a: name(0),
          la: letters(event.hands[0]),
          b: name(1),
          lb: letters(event.hands[1]),
        }),
        kind: 'important',
      };
    default:
      return null;
  }
}
