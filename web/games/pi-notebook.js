// The P.I. notebook panel, drawn from the server's `notebook` frame: how many cases are
// still possible, the likeliest ones, the chance of each suspect, crime and location (the
// ruled-out struck through), the certain facts with their reasons (English sentences from
// the server, shown as they come), and the expected information of each action.

import { percent } from '../assist.js';
import { h } from '../dom.js';
import { t } from '../i18n.js';
import { KINDS, caseKey, caseText, elementName, nameOf } from './pi-names.js';

/** @typedef {import('./pi-types.js').Notebook} Notebook */
/** @typedef {import('./pi-types.js').Chance} Chance */
/** @typedef {import('./pi-types.js').Kind} Kind */

/** How many of the best actions of each kind are listed. */
const ACTIONS_SHOWN = 5;

/** The notebook's list of chances for each type. */
export const CHANCES = /** @type {const} */ ({ suspect: 'suspects', crime: 'crimes', location: 'locations' });

/** @param {Notebook} notebook */
export function notebookPanel(notebook) {
  const note = t('pi.nb.reasons_language');
  return h(
    'div',
    { class: 'pi-notebook', 'data-testid': 'pi-notebook' },
    h('p', { 'data-testid': 'nb-possible' }, h('strong', {}, t(notebook.possible === 1 ? 'pi.nb.possible_one' : 'pi.nb.possible', { n: notebook.possible }))),
    h('h3', {}, t('pi.nb.likeliest')),
    h(
      'ol',
      { class: 'candidates', 'data-testid': 'nb-likeliest' },
      ...notebook.likeliest.map((entry) =>
        h('li', { 'data-case': caseKey(entry.case) }, h('span', { class: 'chance' }, percent(entry.p)), ' ', caseText(entry.case)),
      ),
    ),
    ...KINDS.map((kind) => chances(kind, notebook[CHANCES[kind]])),
    h('h3', {}, t('pi.nb.facts', { n: notebook.facts.length })),
    note ? h('p', { class: 'muted small' }, note) : null,
    notebook.facts.length
      ? h(
          'ul',
          { class: 'reasons', lang: 'en', 'data-testid': 'nb-facts' },
          ...notebook.facts.map((fact) => h('li', {}, h('strong', {}, fact.fact), h('span', { class: 'muted' }, ` — ${fact.reason}`))),
        )
      : h('p', { class: 'muted', 'data-testid': 'nb-facts' }, t('pi.nb.nothing_certain')),
    h('h3', {}, t('pi.nb.information')),
    h('p', { class: 'muted small' }, t('pi.nb.information_help')),
    h(
      'div',
      { class: 'pi-gains' },
      gains(
        t('pi.nb.investigate'),
        'nb-investigate',
        notebook.investigate.map((x) => [nameOf('location', x.location), x.bits]),
      ),
      gains(
        t('pi.nb.evidence'),
        'nb-evidence',
        notebook.evidence.map((x) => [elementName(x.card), x.bits]),
      ),
    ),
  );
}

/**
 * One type's chances in id order: shaded by size, struck through when ruled out.
 * @param {Kind} kind
 * @param {Chance[]} list
 */
function chances(kind, list) {
  return h(
    'section',
    {},
    h('h3', {}, t(`pi.kinds.${kind}`)),
    h(
      'ul',
      { class: 'pi-chances', 'data-testid': `nb-${kind}` },
      ...list.map((chance) => {
        const label = `${nameOf(kind, chance.id)} ${percent(chance.p)}`;
        return h(
          'li',
          {
            class: `kind-${kind}${chance.p === 0 ? ' ruled-out' : ''}${chance.p === 1 ? ' certain' : ''}`,
            style: `--p: ${chance.p.toFixed(3)}`,
            'data-id': chance.id,
            title: label,
          },
          chance.p === 0 ? h('s', {}, nameOf(kind, chance.id)) : nameOf(kind, chance.id),
          ' ',
          h('span', { class: 'chance' }, percent(chance.p)),
        );
      }),
    ),
  );
}

/**
 * The best actions of one kind with their expected information, best first.
 * @param {string} title
 * @param {string} testid
 * @param {[string, number][]} rows
 */
function gains(title, testid, rows) {
  return h(
    'section',
    {},
    h('h4', {}, title),
    rows.length
      ? h(
          'ol',
          { class: 'pi-gain-list', 'data-testid': testid },
          ...rows.slice(0, ACTIONS_SHOWN).map(([what, bits]) => h('li', {}, what, ' ', h('span', { class: 'chance' }, t('pi.bits', { bits: bits.toFixed(2) })))),
        )
      : h('p', { class: 'muted', 'data-testid': testid }, t('pi.nb.no_action')),
  );
}
