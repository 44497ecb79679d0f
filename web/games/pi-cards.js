// P.I.'s evidence cards: a card names one element and is tinted by its type (with the
// type written too); the display of nine, clickable when the card may be taken; the
// discard pile; the cards a player keeps face up.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { elementKey, elementName, kindOf } from './pi-names.js';

/** @typedef {import('./pi-types.js').Element} Element */
/** @typedef {import('./pi-types.js').View} View */

/**
 * A card as a small chip: its type and its name.
 * @param {Element} card
 */
export function cardChip(card) {
  const kind = kindOf(card);
  return h(
    'span',
    { class: `pi-card kind-${kind}`, 'data-card': elementKey(card) },
    h('span', { class: 'pi-card-kind' }, t(`pi.kind.${kind}`)),
    h('span', { class: 'pi-card-name' }, elementName(card)),
  );
}

/**
 * @typedef {Object} DisplayChoice
 * @property {Set<string>} open                 element keys this seat may take now
 * @property {(card: Element) => void} take
 * @property {Map<string, number> | null} bits  expected information per card, when assistance is on
 */

/**
 * The nine face-up cards, the deck and the discard pile.
 * @param {View} view
 * @param {DisplayChoice} choice
 */
export function display(view, choice) {
  const most = choice.bits ? Math.max(0.001, ...choice.bits.values()) : 1;
  return h(
    'section',
    { class: 'pi-evidence' },
    h('h3', {}, t('pi.display.title')),
    h(
      'ul',
      { class: 'pi-display', 'data-testid': 'display' },
      ...view.display.map((card, index) => {
        const key = elementKey(card);
        const open = choice.open.has(key);
        // The first card this seat may take is where the keyboard's focus goes on its turn.
        const first = open && view.display.findIndex((other) => choice.open.has(elementKey(other))) === index;
        const bits = choice.bits?.get(key);
        return h(
          'li',
          {},
          h(
            'button',
            {
              type: 'button',
              class: `pi-card-button${open ? ' open' : ''}${bits !== undefined ? ' hinted' : ''}`,
              style: bits !== undefined ? `--gain: ${(bits / most).toFixed(2)}` : null,
              disabled: !open,
              'data-testid': `card-${key}`,
              'data-focus-next': first,
              onclick: open ? () => choice.take(card) : null,
            },
            // Named by what it shows (axe: the visible words start the spoken name).
            cardChip(card),
            open ? h('span', { class: 'visually-hidden' }, `. ${t('pi.display.click_take')}`) : null,
            bits !== undefined ? h('span', { class: 'pi-bits' }, t('pi.bits', { bits: bits.toFixed(2) })) : null,
          ),
        );
      }),
    ),
    h(
      'p',
      { class: 'pi-discard', 'data-testid': 'discard' },
      h('span', { class: 'muted' }, t('pi.display.discard', { n: view.discard.length })),
      ' ',
      ...view.discard.map(cardChip),
    ),
  );
}

/**
 * The cards a player keeps face up, or nothing.
 * @param {Element[]} kept
 * @param {string} testid
 */
export function keptCards(kept, testid) {
  return kept.length
    ? h('p', { class: 'pi-kept', 'data-testid': testid }, h('span', { class: 'muted' }, t('pi.players.kept')), ' ', ...kept.map(cardChip))
    : null;
}
