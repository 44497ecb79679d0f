// Reading the server's `legal` answer: which hand cards, positions, bids, challenge,
// positions to evaluate and letters to take this seat may choose now. The page offers
// exactly these; it never works out a rule itself.

import { sameFace } from './bakerstreet-cards.js';

/** @typedef {import('./bakerstreet-types.js').Action} Action */
/** @typedef {import('./bakerstreet-types.js').Face} Face */
/** @typedef {{card: Face | null, position: number, bid: number}} Move */

/** @param {Action[]} legal @returns {Move[]} */
export function moves(legal) {
  return legal.flatMap((a) => (typeof a === 'object' && 'move' in a ? [a.move] : []));
}

/** @param {Action[]} legal */
export function canChallenge(legal) {
  return legal.includes('challenge');
}

/**
 * The lowest and highest bid any legal move makes, or null when no move is legal.
 * @param {Action[]} legal
 */
export function bidRange(legal) {
  const bids = moves(legal).map((m) => m.bid);
  return bids.length ? { min: Math.min(...bids), max: Math.max(...bids) } : null;
}

/**
 * Whether a move placing `card` (null: an empty hand) is legal at all.
 * @param {Action[]} legal
 * @param {Face | null} card
 */
export function mayPlace(legal, card) {
  return moves(legal).some((m) => (m.card && card ? sameFace(m.card, card) : m.card === card));
}

/**
 * The positions a move may use (or, in the choose phase, that may be evaluated first).
 * @param {Action[]} legal
 * @returns {Set<number>}
 */
export function positions(legal) {
  const found = new Set(moves(legal).map((m) => m.position));
  for (const a of legal) if (typeof a === 'object' && 'choose' in a) found.add(a.choose);
  return found;
}

/**
 * The exact move, if the server lists it.
 * @param {Action[]} legal
 * @param {Face | null} card
 * @param {number | null} position
 * @param {number | null} bid
 * @returns {Action | null}
 */
export function findMove(legal, card, position, bid) {
  const move = moves(legal).find(
    (m) =>
      m.position === position &&
      m.bid === bid &&
      (m.card && card ? sameFace(m.card, card) : m.card === card),
  );
  return move ? { move } : null;
}

/** @param {Action[]} legal @returns {number[]} */
export function choices(legal) {
  return legal.flatMap((a) => (typeof a === 'object' && 'choose' in a ? [a.choose] : []));
}

/** @param {Action[]} legal @returns {string[]} */
export function takeable(legal) {
  return legal.flatMap((a) => (typeof a === 'object' && 'take' in a ? [a.take] : []));
}
