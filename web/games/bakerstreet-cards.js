// How Bakerstreet's cards and letters look: a detective card in its owner's colour with
// its value and symbol (a drawn icon and the symbol's name, never colour alone), the same
// card as words for the log, and a collection as the alphabet A..T.

import { h, s } from '../dom.js';
import { t } from '../i18n.js';

/** @typedef {import('./bakerstreet-types.js').Card} Card */
/** @typedef {import('./bakerstreet-types.js').Face} Face */
/** @typedef {import('./bakerstreet-types.js').Symbol} Symbol */

/** The evidence letters in order (BS-SETUP-5). */
export const LETTERS = 'ABCDEFGHIJKLMNOPQRST'.split('');

/** @param {number} seat */
export const colourName = (seat) => t(`bs.colour.${seat}`);

/** @param {Symbol} symbol */
export const symbolName = (symbol) => t(`bs.symbol.${symbol}`);

/**
 * A card in words: "Red 3 x2", or "3 x2" without an owner.
 * @param {Face & {owner?: number}} card
 */
export function cardText(card) {
  const face = card.symbol ? `${card.value} ${symbolName(card.symbol)}` : String(card.value);
  return card.owner === undefined ? face : t('bs.card', { colour: colourName(card.owner), face });
}

/** @param {Face} a @param {Face} b */
export function sameFace(a, b) {
  return a.value === b.value && (a.symbol ?? null) === (b.symbol ?? null);
}

/**
 * The symbol's icon: a raised hand for STOP, an arrow for ARROW; x2 is its own label.
 * @param {Symbol} symbol
 */
function symbolIcon(symbol) {
  const icon = { viewBox: '0 0 20 20', class: 'bs-icon', 'aria-hidden': 'true' };
  if (symbol === 'stop') {
    // A raised open hand: four fingers, the thumb and the palm.
    return s(
      'svg',
      icon,
      ...[4.6, 7.6, 10.6, 13.6].map((x, i) =>
        s('rect', { x, y: i === 0 || i === 3 ? 3.5 : 1.5, width: 2.6, height: 10, rx: 1.3 }),
      ),
      s('rect', { x: 1, y: 9, width: 2.6, height: 7, rx: 1.3, transform: 'rotate(-35 2.3 12.5)' }),
      s('rect', { x: 4.6, y: 9, width: 11.6, height: 9.5, rx: 3.5 }),
    );
  }
  if (symbol === 'arrow') {
    return s('svg', icon, s('path', { d: 'M2 8.5h10V4.5l6 5.5-6 5.5v-4H2z' }));
  }
  return null;
}

/**
 * A detective card. `size` 'small' for lists; `remembered` for a card no longer in view.
 * @param {Face & {owner: number}} card
 * @param {{size?: 'small', remembered?: boolean}} [options]
 */
export function cardElement(card, options = {}) {
  const classes = ['bs-card', `owner-${card.owner}`];
  if (card.symbol) classes.push(`sym-${card.symbol}`);
  if (options.size) classes.push(options.size);
  if (options.remembered) classes.push('remembered');
  return h(
    'span',
    {
      class: classes.join(' '),
      role: 'img',
      'aria-label': cardText(card),
      title: cardText(card),
      'data-card': `${card.owner}:${card.value}:${card.symbol ?? ''}`,
    },
    h('span', { class: 'bs-owner', 'aria-hidden': 'true' }, t(`bs.initial.${card.owner}`)),
    h('span', { class: 'bs-value', 'aria-hidden': 'true' }, String(card.value)),
    card.symbol
      ? h(
          'span',
          { class: 'bs-symbol', 'aria-hidden': 'true' },
          symbolIcon(card.symbol),
          h('span', { class: 'bs-symbol-label' }, symbolName(card.symbol)),
        )
      : null,
  );
}

/** An empty place where a card could lie. */
export function emptySlot() {
  return h('span', { class: 'bs-card empty', role: 'img', 'aria-label': t('bs.empty') }, '—');
}

/**
 * The letters of one longest run in `letters` (the first, if several are as long), for
 * highlighting only: the server decides the winner (BS-END-1).
 * @param {string[]} letters
 * @returns {Set<string>}
 */
export function longestRunLetters(letters) {
  const held = new Set(letters);
  let best = { start: 0, length: 0 };
  let start = 0;
  LETTERS.forEach((letter, i) => {
    if (!held.has(letter)) {
      start = i + 1;
    } else if (i + 1 - start > best.length) {
      best = { start, length: i + 1 - start };
    }
  });
  return new Set(LETTERS.slice(best.start, best.start + best.length));
}

/**
 * A collection as the alphabet: held letters filled (a double frame for both copies), the
 * longest run highlighted.
 * @param {string[]} letters
 * @param {string} testid
 */
export function collectionStrip(letters, testid) {
  const run = longestRunLetters(letters);
  return h(
    'div',
    { class: 'bs-collection', 'data-testid': testid },
    h(
      'ol',
      { class: 'bs-letters', 'aria-label': t('bs.collection.letters', { letters: letters.slice().sort().join(' ') || '—' }) },
      ...LETTERS.map((letter) => {
        const copies = letters.filter((x) => x === letter).length;
        const classes = ['bs-letter'];
        if (copies) classes.push('held');
        if (copies > 1) classes.push('twice');
        if (run.has(letter)) classes.push('run');
        return h(
          'li',
          { class: classes.join(' '), 'data-letter': letter, 'aria-hidden': 'true', title: copies > 1 ? t('bs.collection.twice') : null },
          letter,
        );
      }),
    ),
    h('p', { class: 'muted' }, t('bs.collection.run', { n: run.size, count: letters.length })),
  );
}
