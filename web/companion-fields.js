// The form fields every game's companion builds its setup and entry forms from.

import { h } from './dom.js';
import { t } from './i18n.js';

/**
 * A labelled select.
 * @param {string} label
 * @param {string} testid
 * @param {[string, string][]} options  value and text
 * @param {string} [value]
 */
export function select(label, testid, options, value) {
  const el = h(
    'select',
    { 'data-testid': testid, name: testid },
    ...options.map(([v, text]) => h('option', { value: v, selected: v === value }, text)),
  );
  return { field: h('label', { class: 'field' }, h('span', {}, label), el), el };
}

/** New options for a select, keeping the choice when it is still offered. */
export function reoption(/** @type {HTMLSelectElement} */ el, /** @type {[string, string][]} */ options) {
  const keep = el.value;
  el.replaceChildren(...options.map(([v, text]) => h('option', { value: v, selected: v === keep }, text)));
}

/** Whether an accusation or a call was right; `right` chosen when it was. */
export function verdictSelect(/** @type {boolean | null | undefined} */ right) {
  return select(
    t('comp.verdict'),
    'comp-verdict',
    [
      ['wrong', t('comp.wrong')],
      ['right', t('comp.right')],
    ],
    right ? 'right' : 'wrong',
  );
}
