// The form fields every game's companion builds its setup and entry forms from.

import { h } from './dom.js';

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
