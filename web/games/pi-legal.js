// Reading the server's `legal` answer once per step: the locations an investigator may go
// to, the display cards that may be taken, and whether a solve may be tried. The solve
// attempts make up most of the list (~1,700), so only their presence is kept.

import { elementKey } from './pi-names.js';

/** @typedef {import('./pi-types.js').Action} Action */

/**
 * @typedef {Object} Choices
 * @property {Set<number>} investigate   location ids
 * @property {Set<string>} evidence      element keys of display cards
 * @property {boolean} solve
 */

/** @type {WeakMap<Action[], Choices>} */
const read = new WeakMap();

/** Nothing may be done: not this seat's turn, or the answer has not come yet. */
export const NOTHING = { investigate: new Set(), evidence: new Set(), solve: false };

/**
 * @param {Action[]} legal
 * @returns {Choices}
 */
export function choices(legal) {
  const known = read.get(legal);
  if (known) return known;
  /** @type {Choices} */
  const found = { investigate: new Set(), evidence: new Set(), solve: false };
  for (const action of legal) {
    if ('investigate' in action) found.investigate.add(action.investigate);
    else if ('evidence' in action) found.evidence.add(elementKey(action.evidence));
    else found.solve = true;
  }
  read.set(legal, found);
  return found;
}
