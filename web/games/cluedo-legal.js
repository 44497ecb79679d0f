// What the server's legal list offers this seat: plain actions by name, and the choices
// inside the suggestions, accusations and cards to show.

/** @typedef {import('./cluedo-types.js').Action} Action */
/** @typedef {import('./cluedo-types.js').Triple} Triple */

/** @param {Action[]} legal @param {'roll' | 'passage' | 'stay' | 'end_turn'} action */
export const offers = (legal, action) => legal.some((a) => a === action);

/** @param {Action[]} legal */
export const suggestions = (legal) => legal.flatMap((a) => (typeof a === 'object' && 'suggest' in a ? [a.suggest] : []));

/** @param {Action[]} legal @returns {Triple[]} */
export const accusations = (legal) => legal.flatMap((a) => (typeof a === 'object' && 'accuse' in a ? [a.accuse] : []));

/** @param {Action[]} legal */
export const cardsToShow = (legal) => legal.flatMap((a) => (typeof a === 'object' && 'show' in a ? [a.show] : []));
