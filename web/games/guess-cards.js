// Guess's cards as the page writes them: a letter per card, a list of them, and a card
// drawn as a small face-up tile.

import { h } from '../dom.js';

/** The card's letter: 0 is A. @param {number} card */
export const letter = (card) => String.fromCharCode(65 + card);

/** The cards' letters in deck order, or a dash for none. @param {number[]} cards */
export const letters = (cards) => (cards.length ? [...cards].sort((a, b) => a - b).map(letter).join(' ') : '—');

/**
 * A card as a tile, marked by what is known of it (`mine`, `theirs`, `lacking`, `hidden`).
 * @param {number} card
 * @param {string} [mark]
 */
export function cardTile(card, mark = '') {
  return h('span', { class: `guess-card ${mark}`.trim(), 'data-card': letter(card) }, letter(card));
}
