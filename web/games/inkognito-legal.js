// Reading the server's `legal` answer once per step: what this seat may do now, by kind.
// The page offers exactly these, and nothing else.

import { numberText, pairKey } from './inkognito-names.js';

/** @typedef {import('./inkognito-types.js').Action} Action */
/** @typedef {import('./inkognito-types.js').Location} Location */
/** @typedef {import('./inkognito-types.js').Pair} Pair */
/** @typedef {import('./inkognito-types.js').BlackKind} BlackKind */

/**
 * @typedef {Object} Choices
 * @property {Set<Location>} places
 * @property {Pair[]} pairs            the pairs that may be shown
 * @property {BlackKind[]} black       own black cards that may be shown at a meeting
 * @property {Set<string>} calls       numbers that may be dialled, as "52-11-0-29"
 * @property {number[]} ask            seats that may be named
 * @property {BlackKind[]} askDummy    the dummy's cards that may be asked for
 * @property {BlackKind[]} reveal      own black cards to show the asker
 * @property {BlackKind[]} look        the dummy's cards to look at
 * @property {boolean} pass
 */

/** @type {WeakMap<Action[], Choices>} */
const read = new WeakMap();

/** @returns {Choices} */
function empty() {
  return { places: new Set(), pairs: [], black: [], calls: new Set(), ask: [], askDummy: [], reveal: [], look: [], pass: false };
}

/** Nothing may be done: not this seat's turn, or the answer has not come yet. */
export const NOTHING = empty();

/**
 * @param {Action[]} legal
 * @returns {Choices}
 */
export function choices(legal) {
  const known = read.get(legal);
  if (known) return known;
  const found = empty();
  for (const action of legal) {
    if (action === 'pass') found.pass = true;
    else if ('place' in action) found.places.add(action.place);
    else if ('show_pair' in action) found.pairs.push(action.show_pair);
    else if ('show_black' in action) found.black.push(action.show_black);
    else if ('call' in action) found.calls.add(numberText(action.call));
    else if ('ask' in action) found.ask.push(action.ask);
    else if ('ask_dummy' in action) found.askDummy.push(action.ask_dummy);
    else if ('reveal_black' in action) found.reveal.push(action.reveal_black);
    else if ('look' in action) found.look.push(action.look);
  }
  read.set(legal, found);
  return found;
}

/** Whether anything at a meeting (not a placement) may be done. @param {Choices} c */
export const atMeeting = (c) => c.pairs.length + c.black.length + c.calls.size + c.ask.length + c.askDummy.length + c.reveal.length + c.look.length > 0 || c.pass;

/** @param {Choices} c @param {Pair} pair */
export const pairAllowed = (c, pair) => c.pairs.some((p) => pairKey(p) === pairKey(pair));
