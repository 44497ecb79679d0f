// JSDoc types of Guess's JSON (games/guess/src: view.rs, actions.rs, notebook/report.rs).
// A card is its index in the deck: 0 is A.

/**
 * One public answer: `seat` asked about `card`; the other seat `holds` it or not.
 * @typedef {object} Answer
 * @property {number} seat
 * @property {number} card
 * @property {boolean} holds
 */

/**
 * @typedef {object} View
 * @property {number} cards  the deck's size
 * @property {number} hand_size  how many cards each seat holds
 * @property {number[] | null} hand  the viewer's own hand; null for a spectator
 * @property {number | null} to_act
 * @property {Answer[]} answers  every ask, in order
 * @property {number | null} hidden  shown at the end
 * @property {[number[], number[]] | null} hands  both hands, shown at the end
 * @property {number | null} winner
 * @property {'right_guess' | 'wrong_guess' | null} reason
 */

/**
 * @typedef {{event: 'asked', seat: number, card: number, holds: boolean}
 *   | {event: 'guessed', seat: number, card: number, right: boolean}
 *   | {event: 'game_over', winner: number, reason: 'right_guess' | 'wrong_guess', hidden: number, hands: [number[], number[]]}} Event
 */

/** @typedef {{ask: number} | {guess: number}} Action */

/**
 * What the seat can deduce: the cards the hidden one can still be, and what the other
 * seat is known to hold or lack.
 * @typedef {object} Notebook
 * @property {number[]} possible
 * @property {number[]} opponent_holds
 * @property {number[]} opponent_lacks
 */

export {};
