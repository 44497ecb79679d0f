// Guess's board: the deck, each card with what the viewer knows of it (in its hand, held
// or not held by a seat by the public answers, the hidden card at the end), and the
// answers so far in order.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { cardTile, letter } from './guess-cards.js';

/** @typedef {import('./guess-types.js').View} View */

/**
 * What the viewer knows of `card`, as a mark for its tile and a caption.
 * @param {View} view
 * @param {number} card
 * @param {(seat: number) => string} name
 * @returns {{mark: string, caption: string}}
 */
function knowledge(view, card, name) {
  if (view.hidden === card) return { mark: 'hidden', caption: t('guess.board.hidden') };
  const holder = view.hands?.findIndex((hand) => hand.includes(card)) ?? -1;
  if (holder >= 0) return { mark: `owner-${holder}`, caption: name(holder) };
  if (view.hand?.includes(card)) return { mark: 'mine', caption: t('guess.board.yours') };
  const answers = view.answers.filter((a) => a.card === card);
  const held = answers.find((a) => a.holds);
  if (held) return { mark: `owner-${1 - held.seat}`, caption: name(1 - held.seat) };
  if (answers.length) {
    const lacking = [...new Set(answers.map((a) => 1 - a.seat))];
    return { mark: 'lacking', caption: lacking.map((seat) => t('guess.board.not_with', { who: name(seat) })).join(', ') };
  }
  return { mark: '', caption: t('guess.board.unknown') };
}

/**
 * @param {View} view
 * @param {(seat: number) => string} name
 */
export function board(view, name) {
  const deck = Array.from({ length: view.cards }, (_, card) => {
    const { mark, caption } = knowledge(view, card, name);
    return h('li', { class: 'guess-slot', 'data-testid': `deck-${letter(card)}` }, cardTile(card, mark), h('span', { class: 'guess-caption' }, caption));
  });
  return [
    h('h2', {}, t('guess.board.title', { n: view.cards })),
    h('ul', { class: 'guess-deck', 'data-testid': 'deck' }, ...deck),
    h('h3', {}, t('guess.board.answers')),
    view.answers.length
      ? h(
          'ol',
          { class: 'guess-answers', 'data-testid': 'answers' },
          ...view.answers.map((a) =>
            h('li', {}, t(a.holds ? 'guess.answer.holds' : 'guess.answer.lacks', { who: name(a.seat), other: name(1 - a.seat), card: letter(a.card) })),
          ),
        )
      : h('p', { class: 'muted', 'data-testid': 'answers' }, t('guess.board.no_answers')),
  ];
}
