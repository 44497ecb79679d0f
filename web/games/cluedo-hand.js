// This seat's hand beside the board; the envelope once a wrong accusation showed it; every
// hand for the omniscient viewer.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { cardKind, cardName, tripleText } from './cluedo-names.js';

/** @typedef {import('./cluedo-seating.js').Seating} Seating */

/**
 * The children of the hand panel (none: the panel hides).
 * @param {Seating} table
 * @returns {HTMLElement[]}
 */
export function handPanel(table) {
  const view = table.view;
  const parts = [];
  if (view.hand) {
    parts.push(
      h('h2', {}, t('cl.hand.title')),
      h(
        'ul',
        { class: 'cards', 'data-testid': 'hand' },
        ...view.hand.map((card) => h('li', { class: `card-chip ${cardKind(card)}`, 'data-card': card }, cardName(card))),
      ),
    );
  }
  if (view.envelope && view.phase.phase !== 'over') {
    parts.push(h('p', { class: 'envelope-known' }, t('cl.hand.envelope_seen', { triple: tripleText(view.envelope) })));
  }
  if (view.hands) {
    parts.push(
      h('h2', {}, t('cl.hand.all_hands')),
      h(
        'ul',
        { class: 'all-hands' },
        ...view.hands.map((hand, seat) => h('li', {}, h('strong', {}, table.name(seat)), ': ', hand.map(cardName).join(', '))),
      ),
    );
  }
  return parts;
}
