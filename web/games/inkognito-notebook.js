// The Inkognito clue sheet and notebook panel from the server's `notebook` frame: the
// fragment table (F, B, Z, X: your own fragment locked in your box, every other box a
// holder and a fragment for you to fill), one block per other agent with a column per event
// and its marks (✗ shown to you, • you showed, ■ black card you saw, □ your black card
// seen) where a click adds your own free mark, your 12 valid pairs with those already shown
// to each player, the chances of each agent's identity and fragment and of being your
// partner, the likeliest numbers, and the certain facts with reasons. Your own entries are
// kept by `inkognito-sheet.js`, in this browser only.

import { percent } from '../assist.js';
import { h } from '../dom.js';
import { has, t } from '../i18n.js';
import { FRAGMENTS, IDENTITIES, identityName, numberText, pairKey, pairText, placeName } from './inkognito-names.js';

/** @typedef {import('./inkognito-types.js').Notebook} Notebook */
/** @typedef {import('./inkognito-types.js').Block} Block */
/** @typedef {import('./inkognito-sheet.js').OwnSheet} OwnSheet */
/** @typedef {import('./inkognito-types.js').Identity} Identity */

/** How many numbers are listed. */
const NUMBERS_SHOWN = 6;
/** The rows of a block (IK-INFO-35). */
const ROWS = [...IDENTITIES, ...FRAGMENTS];

/**
 * @param {{seat: number, dummy: boolean}} who
 * @param {(seat: number) => string} name
 */
const whoName = (who, name) => (who.dummy ? t('ik.dummy') : name(who.seat));

/**
 * The server's English sentence with each `{seat N}` replaced by that seat's name at the
 * table.
 * @param {string} text
 * @param {(seat: number) => string} name
 */
const withNames = (text, name) => text.replace(/\{seat (\d+)\}/g, (_, seat) => name(Number(seat)));

/**
 * @param {Notebook} notebook
 * @param {(seat: number) => string} name
 * @param {OwnSheet} own  the person's own entries
 */
export function notebookPanel(notebook, name, own) {
  const sheet = notebook.clue_sheet;
  return h(
    'div',
    { class: 'ik-notebook', 'data-testid': 'ik-notebook' },
    notebook.me.identity
      ? h('p', {}, t('ik.nb.me', { identity: identityName(notebook.me.identity), fragment: notebook.me.fragment ?? '?' }))
      : null,
    h('h3', {}, t('ik.nb.fragments')),
    h(
      'table',
      { class: 'ik-fragments', 'data-testid': 'nb-fragments' },
      h('tr', {}, ...IDENTITIES.map((who) => h('th', { title: identityName(who) }, who))),
      h('tr', {}, ...IDENTITIES.map((who) => fragmentBox(who, sheet, name, own))),
    ),
    h('h3', {}, t('ik.nb.numbers')),
    h(
      'ol',
      { class: 'candidates', 'data-testid': 'nb-numbers' },
      ...notebook.numbers.slice(0, NUMBERS_SHOWN).map((n) =>
        h('li', { 'data-number': numberText(n.number), 'data-p': n.p }, h('span', { class: 'chance' }, percent(n.p)), ' ', numberText(n.number)),
      ),
    ),
    h('h3', {}, t('ik.nb.chances')),
    chancesTable(notebook, name),
    h('h3', {}, t('ik.nb.sheet')),
    h('p', { class: 'muted small' }, t('ik.nb.marks')),
    h('p', { class: 'muted small' }, t('ik.nb.free_marks')),
    ...sheet.blocks.map((block) => blockTable(block, name, own)),
    sheet.pairs.length ? h('h3', {}, t('ik.nb.pairs')) : null,
    sheet.pairs.length
      ? h(
          'ul',
          { class: 'ik-pairs', 'data-testid': 'nb-pairs' },
          ...sheet.pairs.map((p) => {
            const shown = new Set(p.shown.map(pairKey));
            return h(
              'li',
              { 'data-seat': p.seat },
              t('ik.nb.pairs_line', { who: name(p.seat), pairs: p.shown.map(pairText).join('; ') || '—', left: p.left }),
              h(
                'div',
                { class: 'ik-valid-pairs small' },
                ...p.valid.map((pair) =>
                  shown.has(pairKey(pair))
                    ? h('s', { class: 'shown', title: t('ik.nb.pair_shown') }, pairText(pair))
                    : h('span', {}, pairText(pair)),
                ),
              ),
            );
          }),
        )
      : null,
    h('h3', {}, t('ik.nb.facts', { n: notebook.facts.length })),
    notebook.facts.length
      ? h(
          'ul',
          { class: 'reasons', lang: 'en', 'data-testid': 'nb-facts' },
          ...notebook.facts.map((fact) => h('li', {}, h('strong', {}, withNames(fact.fact, name)), ' ', h('span', { class: 'muted' }, withNames(fact.reason, name)))),
        )
      : h('p', { class: 'muted', 'data-testid': 'nb-facts' }, t('ik.nb.nothing_certain')),
  );
}

/**
 * One box of the fragment table: your own fragment, locked, or a holder and a fragment for
 * you to choose (the server never fills them).
 * @param {Identity} who
 * @param {Notebook['clue_sheet']} sheet
 * @param {(seat: number) => string} name
 * @param {OwnSheet} own
 */
function fragmentBox(who, sheet, name, own) {
  const mine = sheet.fragments[who];
  if (mine) return h('td', { 'data-identity': who, class: 'locked', title: t('ik.nb.locked') }, mine);
  const box = own.box(who);
  /** @param {'holder' | 'fragment'} field @param {[string, string][]} options */
  const select = (field, options) =>
    h(
      'select',
      {
        'data-testid': `nb-box-${who}-${field}`,
        'aria-label': t(`ik.nb.box_${field}`, { identity: identityName(who) }),
        onchange: (ev) => own.setBox(who, field, /** @type {HTMLSelectElement} */ (ev.target).value),
      },
      ...[['', '—'], ...options].map(([value, label]) => h('option', { value, selected: value === box[field] }, label)),
    );
  const holders = sheet.blocks
    .filter((block) => !block.ambassador)
    .map((block) => /** @type {[string, string]} */ ([block.dummy ? 'dummy' : String(block.seat), whoName(block, name)]));
  return h(
    'td',
    { 'data-identity': who },
    select('holder', holders),
    select(
      'fragment',
      FRAGMENTS.map((f) => [f, f]),
    ),
  );
}

/**
 * Each other agent's chances: identity, fragment, being your partner.
 * @param {Notebook} notebook
 * @param {(seat: number) => string} name
 */
function chancesTable(notebook, name) {
  /** @param {number} p */
  const cell = (p) => h('td', { class: `${p === 0 ? 'ruled-out' : ''}${p === 1 ? ' certain' : ''}`, style: `--p: ${p.toFixed(3)}` }, percent(p));
  return h(
    'table',
    { class: 'ik-chances', 'data-testid': 'nb-chances' },
    h('tr', {}, h('td', {}), ...ROWS.map((row) => h('th', {}, row)), h('th', {}, t('ik.nb.partner'))),
    ...notebook.agents.map((agent) =>
      h(
        'tr',
        { 'data-seat': agent.dummy ? 'dummy' : agent.seat },
        h('th', {}, whoName(agent, name)),
        ...IDENTITIES.map((who) => cell(agent.identity[who] ?? 0)),
        ...FRAGMENTS.map((f) => cell(agent.fragment[f] ?? 0)),
        agent.partner === null ? h('td', {}, '–') : cell(agent.partner),
      ),
    ),
  );
}

/**
 * One block of the clue sheet: rows F B Z X 52 11 0 29, a column per event. A click on a
 * cell cycles your own free mark there.
 * @param {Block} block
 * @param {(seat: number) => string} name
 * @param {OwnSheet} own
 */
function blockTable(block, name, own) {
  const who = block.dummy ? 'dummy' : String(block.seat);
  /** @param {Block['columns'][number]} col @param {string} row */
  const cell = (col, row) => {
    const key = `${who}|${col.round}|${col.location}|${row}`;
    const free = h('span', { class: 'free' }, own.mark(key));
    return h(
      'td',
      { 'data-cell': `${col.round}-${row}`, title: t('ik.nb.free_mark'), onclick: () => (free.textContent = own.cycle(key)) },
      col.marks[row] ?? '',
      free,
    );
  };
  /** @param {string} kind */
  const kindName = (kind) => (has(`ik.col.${kind}`) ? t(`ik.col.${kind}`) : kind);
  return h(
    'section',
    { class: 'ik-block', 'data-testid': `nb-block-${block.dummy ? 'dummy' : block.seat}` },
    h('h4', {}, whoName(block, name)),
    block.columns.length
      ? h(
          'table',
          { class: 'ik-sheet' },
          h(
            'tr',
            {},
            h('th', {}),
            ...block.columns.map((col) => h('th', { title: `${placeName(col.location)} · ${kindName(col.kind)}` }, t('ik.nb.column', { round: col.round }))),
          ),
          ...ROWS.map((row) => h('tr', {}, h('th', {}, row), ...block.columns.map((col) => cell(col, row)))),
        )
      : h('p', { class: 'muted' }, t('ik.nb.no_columns')),
  );
}
