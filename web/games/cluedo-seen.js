// The notebook tab's own drawing of what this seat saw (cluedo-notebook.js collects it):
// the plain grid of held, shown and passed, and every suggestion with its answer.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { DATA } from './cluedo-board.js';
import { pawnIcon } from './cluedo-drawing.js';
import { cardName, tripleText } from './cluedo-names.js';
import { knownHeld } from './cluedo-notebook.js';

/** @typedef {import('./cluedo-types.js').View} View */
/** @typedef {import('./cluedo-notebook.js').Notebook} Notebook */

const SYMBOL = { has: '✓', not: '✗', maybe: '?' };

/**
 * The plain grid: all the notebook shows when assistance is off.
 * @param {View} view
 * @param {Notebook} notebook
 * @param {(seat: number) => string} name
 */
export function plainGrid(view, notebook, name) {
  /** @param {string} category @param {readonly string[]} keys */
  const group = (category, keys) => [
    h('tr', { class: 'group' }, h('th', { colspan: notebook.seats.length + 1, scope: 'colgroup' }, t(category))),
    ...keys.map((card) => {
      const held = knownHeld(notebook, card);
      const inEnvelope =
        notebook.envelope &&
        (notebook.envelope.suspect === card || notebook.envelope.weapon === card || notebook.envelope.room === card);
      return h(
        'tr',
        { class: `${held ? 'cleared' : ''}${inEnvelope ? ' envelope' : ''}`, 'data-card': card },
        h('th', { scope: 'row' }, cardName(card)),
        ...notebook.seats.map((seat) => {
          const mark = notebook.marks.get(card)?.get(seat);
          return h('td', { class: mark ?? '', title: mark ? t(`cl.notebook.${mark}`) : '' }, mark ? SYMBOL[mark] : '');
        }),
      );
    }),
  ];
  const table = h(
    'table',
    { class: 'notebook-grid' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { scope: 'col' }, t('cl.notebook.card')),
        ...notebook.seats.map((seat) =>
          h(
            'th',
            { scope: 'col', title: name(seat) },
            pawnIcon(view.seats[seat].suspect),
            h('span', { class: 'visually-hidden' }, name(seat)),
          ),
        ),
      ),
    ),
    h(
      'tbody',
      {},
      ...group('cl.notebook.suspects', DATA.suspects),
      ...group('cl.notebook.weapons', DATA.weapons),
      ...group('cl.notebook.rooms', DATA.rooms),
    ),
  );
  return [h('p', { class: 'legend muted' }, t('cl.notebook.legend')), table];
}

/**
 * Every suggestion and how it was answered, newest first.
 * @param {Notebook} notebook
 * @param {(seat: number) => string} name
 */
export function suggestionHistory(notebook, name) {
  const history = notebook.suggestions
    .slice()
    .reverse()
    .map((record) => {
      const parts = [t('cl.notebook.suggestion', { who: name(record.seat), triple: tripleText(record.triple) })];
      if (record.passed.length) parts.push(t('cl.notebook.passed', { who: record.passed.map(name).join(', ') }));
      if (record.shownBy !== null) {
        parts.push(
          record.card
            ? t('cl.notebook.shown_card', { who: name(record.shownBy), card: cardName(record.card) })
            : t('cl.notebook.shown', { who: name(record.shownBy) }),
        );
      }
      if (record.unrefuted) parts.push(t('cl.notebook.unrefuted'));
      return h('li', {}, h('span', { class: 'muted' }, t('cl.notebook.turn', { n: record.turn })), ' ', parts.join(' — '));
    });
  return [
    h('h3', {}, t('cl.notebook.history')),
    history.length ? h('ol', { class: 'history', reversed: true }, ...history) : h('p', { class: 'muted' }, t('cl.notebook.no_suggestions')),
  ];
}
