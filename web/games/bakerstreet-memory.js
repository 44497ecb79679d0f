// The memory aid: what this seat has seen, as the server remembers it for the seat (the
// `notebook` frame): every stack down to its covered cards, the piles it looked into, the
// opponent's discards, the cards known to be in the opponent's hand, and the chances of
// each hand total with P(sum ≥ bid).

import { percent } from '../assist.js';
import { h, s } from '../dom.js';
import { t } from '../i18n.js';
import { cardElement } from './bakerstreet-cards.js';
import { positionName } from './bakerstreet-board.js';

/** @typedef {import('./bakerstreet-types.js').Notebook} Notebook */

/**
 * @param {Notebook} notebook
 * @param {(seat: number) => string} name
 * @param {number} me
 */
export function memoryPanel(notebook, name, me) {
  return h(
    'div',
    { class: 'bs-memory', 'data-testid': 'memory' },
    h('h3', {}, t('bs.memory.stacks')),
    h(
      'ol',
      { class: 'bs-memory-stacks', 'data-testid': 'memory-stacks' },
      ...notebook.stacks.map((stack, position) =>
        h(
          'li',
          {},
          h('span', { class: 'bs-who' }, positionName(position)),
          ...(stack.length
            ? stack.map((card) => cardElement(card, { size: 'small', remembered: !card.visible }))
            : [h('span', { class: 'muted' }, t('bs.empty'))]),
        ),
      ),
    ),
    h('h3', {}, t('bs.memory.piles')),
    h(
      'ol',
      { class: 'bs-memory-piles', 'data-testid': 'memory-piles' },
      ...notebook.piles.map((pile, position) =>
        h(
          'li',
          {},
          h('span', { class: 'bs-who' }, positionName(position)),
          ` ${t('bs.board.pile', { n: pile.size })}: `,
          ...pileKnowledge(pile),
        ),
      ),
    ),
    h('h3', {}, t('bs.memory.discards', { who: name(1 - me) })),
    cardRow(notebook.opponent_discards, 'memory-discards', t('bs.memory.none')),
    h('h3', {}, t('bs.memory.sum')),
    chart(notebook.sum, notebook.bid, 'memory-sum'),
    h(
      'p',
      { class: 'bs-p-bid', 'data-testid': 'p-bid' },
      notebook.bid === null || notebook.p_sum_at_least_bid === null
        ? t('bs.memory.no_bid')
        : t('bs.memory.p_bid', { bid: notebook.bid, p: percent(notebook.p_sum_at_least_bid) }),
    ),
    h('h3', {}, t('bs.memory.known', { who: name(1 - me) })),
    cardRow(notebook.opponent_known, 'memory-known', t('bs.memory.none_known')),
    h('h3', {}, t('bs.memory.opponent_total', { who: name(1 - me) })),
    chart(notebook.opponent_total, null, 'memory-opponent'),
  );
}

/**
 * A row of small cards, or `empty` in muted text when there are none.
 * @param {import('./bakerstreet-types.js').Card[]} cards
 * @param {string} testid
 * @param {string} empty
 */
function cardRow(cards, testid, empty) {
  if (!cards.length) return h('p', { class: 'muted', 'data-testid': testid }, empty);
  return h('p', { class: 'bs-memory-cards', 'data-testid': testid }, ...cards.map((card) => cardElement(card, { size: 'small' })));
}

/**
 * What is known of one pile: nothing, exactly its letters, or some letters for certain
 * and what it held when last seen.
 * @param {import('./bakerstreet-types.js').Pile} pile
 */
function pileKnowledge(pile) {
  if (pile.known === null) return [h('span', { class: 'muted' }, t('bs.memory.never_seen'))];
  const known = h('span', { class: 'bs-known' }, pile.known.join(' ') || '—');
  if (pile.exact) return [known, ' ', h('span', { class: 'muted' }, t('bs.memory.exact'))];
  return [
    h('span', { class: 'muted' }, t('bs.memory.certain')),
    ' ',
    known,
    pile.may_hold ? h('span', { class: 'muted' }, ` · ${t('bs.memory.may_hold', { letters: pile.may_hold.join(' ') })}`) : null,
  ];
}

/**
 * A small bar chart of a distribution over totals 0..n-1; totals at or above `bid` drawn
 * darker.
 * @param {number[]} p
 * @param {number | null} bid
 * @param {string} testid
 */
function chart(p, bid, testid) {
  const top = Math.max(...p, 0.0001);
  const width = p.length * 4;
  return s(
    'svg',
    { class: 'bs-chart', viewBox: `0 0 ${width} 34`, role: 'img', 'aria-label': t('bs.memory.chart'), 'data-testid': testid },
    ...p.map((chance, total) => {
      const height = (chance / top) * 26;
      return s(
        'rect',
        {
          class: bid !== null && total >= bid ? 'at-least' : '',
          x: total * 4 + 0.5,
          y: 27 - height,
          width: 3,
          height: Math.max(height, 0.2),
        },
        s('title', {}, t('bs.memory.bar', { total, p: percent(chance) })),
      );
    }),
    ...[0, 10, 20, 30]
      .filter((total) => total < p.length)
      .map((total) => s('text', { x: total * 4 + 2, y: 33, 'text-anchor': 'middle' }, String(total))),
  );
}
