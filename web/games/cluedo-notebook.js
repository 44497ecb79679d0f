// The notebook: facts this page has seen, collected from the view and the events it
// received. It records what was seen (held, shown, passed); it draws no conclusions
// beyond "a card in my hand is in nobody else's".

import { DATA } from './cluedo-board.js';

/** @typedef {import('./cluedo-types.js').View} View */
/** @typedef {import('./cluedo-types.js').Event} Event */
/** @typedef {import('./cluedo-types.js').Triple} Triple */
/** @typedef {import('../protocol.js').LogStep} LogStep */

/** @typedef {'has' | 'not' | 'maybe'} Mark */

/**
 * One suggestion and how it was answered.
 * @typedef {Object} SuggestionRecord
 * @property {number} turn
 * @property {number} seat
 * @property {Triple} triple
 * @property {number[]} passed     seats that could not refute
 * @property {number | null} shownBy
 * @property {string | null} card  the shown card, when this viewer saw it
 * @property {boolean} unrefuted
 */

/**
 * @typedef {Object} Notebook
 * @property {string[]} cards          every card key: suspects, weapons, rooms
 * @property {number[]} seats
 * @property {Map<string, Map<number, Mark>>} marks  card -> seat -> mark
 * @property {SuggestionRecord[]} suggestions
 * @property {Triple | null} envelope
 */

/** Every card key in canonical order. */
export const CARDS = [...DATA.suspects, ...DATA.weapons, ...DATA.rooms];

/**
 * @param {View} view
 * @param {LogStep[]} steps
 * @param {number | null} me
 * @returns {Notebook}
 */
export function deriveNotebook(view, steps, me) {
  const seats = view.seats.map((s) => s.seat);
  /** @type {Map<string, Map<number, Mark>>} */
  const marks = new Map(CARDS.map((card) => [card, new Map()]));
  /** @param {string} card @param {number} seat @param {Mark} mark */
  const mark = (card, seat, mark) => {
    const row = marks.get(card);
    if (!row) return;
    const before = row.get(seat);
    if (before === 'has' || before === 'not') return; // a fact is never weakened
    row.set(seat, mark);
  };

  /** @type {SuggestionRecord[]} */
  const suggestions = [];
  /** @type {SuggestionRecord | null} */
  let open = null;
  let turn = 0;
  for (const step of steps) {
    for (const raw of step.events) {
      const event = /** @type {Event} */ (raw);
      switch (event.event) {
        case 'turn_started':
          turn = event.turn;
          break;
        case 'suggested':
          open = {
            turn,
            seat: event.seat,
            triple: { suspect: event.suspect, weapon: event.weapon, room: event.room },
            passed: [],
            shownBy: null,
            card: null,
            unrefuted: false,
          };
          suggestions.push(open);
          break;
        case 'passed':
          if (open) {
            open.passed.push(event.seat);
            for (const card of tripleCards(open.triple)) mark(card, event.seat, 'not');
          }
          break;
        case 'shown':
          if (open) {
            open.shownBy = event.refuter;
            open.card = event.card;
            if (event.card) {
              mark(event.card, event.refuter, 'has');
            } else {
              for (const card of tripleCards(open.triple)) mark(card, event.refuter, 'maybe');
            }
          }
          open = null;
          break;
        case 'unrefuted':
          if (open) open.unrefuted = true;
          open = null;
          break;
        default:
          break;
      }
    }
  }

  // The view is the authority on what this seat holds and was shown.
  if (me !== null && view.hand) {
    const mine = new Set(view.hand);
    for (const card of CARDS) {
      if (mine.has(card)) {
        marks.get(card)?.set(me, 'has');
        for (const other of seats) if (other !== me) marks.get(card)?.set(other, 'not');
      } else {
        marks.get(card)?.set(me, 'not');
      }
    }
  }
  for (const { by, card } of view.shown_to_me) marks.get(card)?.set(by, 'has');
  if (view.hands) {
    view.hands.forEach((hand, seat) => {
      for (const card of CARDS) marks.get(card)?.set(seat, hand.includes(card) ? 'has' : 'not');
    });
  }
  return { cards: CARDS, seats, marks, suggestions, envelope: view.envelope };
}

/** @param {Triple} triple */
export function tripleCards(triple) {
  return [triple.suspect, triple.weapon, triple.room];
}

/**
 * Whether some seat is known to hold `card`.
 * @param {Notebook} notebook
 * @param {string} card
 */
export function knownHeld(notebook, card) {
  for (const mark of notebook.marks.get(card)?.values() ?? []) if (mark === 'has') return true;
  return false;
}
