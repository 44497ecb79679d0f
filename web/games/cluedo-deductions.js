// What a notebook deduces, as the server works it out (docs/protocol.md, "The notebook"):
// per card and holder the probability, ✓ / ✗ when certain, the envelope's likeliest
// candidates, and the certain facts with their reasons (click a card for its own). Drawn
// the same at a table and on the companion page. The reasons are English sentences from
// the server and are shown as they come, with a note saying so in other languages.

import { percent } from '../assist.js';
import { fill, h } from '../dom.js';
import { t } from '../i18n.js';
import { DATA } from './cluedo-board.js';
import { cardName, tripleText } from './cluedo-names.js';

/** @typedef {import('./cluedo-types.js').Triple} Triple */

/**
 * @typedef {Object} Fact
 * @property {string} card
 * @property {'envelope' | number} holder
 * @property {boolean} holds
 * @property {string} reason     one English sentence
 * @property {boolean} by_counting
 */

/**
 * @typedef {Object} Deductions
 * @property {number} total          deals consistent with what is known
 * @property {('envelope' | number)[]} holders   the order of each card's `p`
 * @property {{card: string, p: number[]}[]} cards
 * @property {(Triple & {p: number})[]} envelopes  the likeliest, most likely first
 * @property {number} envelope_count
 * @property {Fact[]} facts   those that became certain last first, those about the seat's own hand last
 */

/**
 * How the page names the seats.
 * @typedef {Object} Seating
 * @property {(seat: number) => string} name    in sentences and tooltips
 * @property {(seat: number) => string} short   as a column heading
 */

/** Facts listed when no card is chosen; a card shows all of its own. */
const FACTS_SHOWN = 12;

/**
 * A deductions panel that keeps the chosen card across redraws.
 * @returns {{element: HTMLElement, render: (deductions: Deductions, seating: Seating) => void}}
 */
export function deductionsPanel() {
  const element = h('div', { class: 'deductions', 'data-testid': 'deductions' });
  /** @type {string | null} */
  let chosen = null;
  /** @type {[Deductions, Seating] | null} */
  let shown = null;

  /** @param {string | null} card */
  function choose(card) {
    chosen = card;
    if (shown) render(...shown);
  }

  /** @param {Deductions} deductions @param {Seating} seating */
  function render(deductions, seating) {
    shown = [deductions, seating];
    fill(element, grid(deductions, seating, chosen, choose), envelopes(deductions), facts(deductions, chosen, choose));
  }

  return { element, render };
}

/**
 * @param {'envelope' | number} holder
 * @param {Seating} seating
 */
function holderName(holder, seating) {
  return holder === 'envelope' ? t('cl.assist.envelope') : seating.name(holder);
}

/**
 * @param {Deductions} deductions
 * @param {Seating} seating
 * @param {string | null} chosen
 * @param {(card: string | null) => void} choose
 */
function grid(deductions, seating, chosen, choose) {
  // Seats in turn order, then the envelope, as on a paper notebook.
  /** @type {('envelope' | number)[]} */
  const columns = [...deductions.holders.filter((x) => x !== 'envelope'), 'envelope'];
  const byCard = new Map(deductions.cards.map((row) => [row.card, row.p]));
  /** @param {string} category @param {readonly string[]} keys */
  const group = (category, keys) => [
    h('tr', { class: 'group' }, h('th', { colspan: columns.length + 1, scope: 'colgroup' }, t(category))),
    ...keys.map((card) => {
      const p = byCard.get(card) ?? [];
      const envelope = p[deductions.holders.indexOf('envelope')] ?? 0;
      return h(
        'tr',
        {
          class: `${envelope === 0 ? 'cleared' : ''}${envelope === 1 ? ' envelope' : ''}${card === chosen ? ' chosen' : ''}`,
          'data-card': card,
        },
        h(
          'th',
          { scope: 'row' },
          h(
            'button',
            {
              type: 'button',
              class: 'link card-link',
              'data-testid': `why-${card}`,
              'aria-pressed': String(card === chosen),
              onclick: () => choose(card === chosen ? null : card),
            },
            cardName(card),
          ),
        ),
        ...columns.map((holder) => {
          const chance = p[deductions.holders.indexOf(holder)] ?? 0;
          const mark = chance === 1 ? 'has' : chance === 0 ? 'not' : 'chance';
          return h(
            'td',
            {
              class: mark,
              style: mark === 'chance' ? `--p: ${chance.toFixed(3)}` : null,
              title: t('cl.assist.cell', { who: holderName(holder, seating), card: cardName(card), p: percent(chance) }),
            },
            mark === 'has' ? '✓' : mark === 'not' ? '✗' : percent(chance),
          );
        }),
      );
    }),
  ];
  return h(
    'table',
    { class: 'notebook-grid assist-grid', 'data-testid': 'assist-grid' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { scope: 'col' }, t('cl.notebook.card')),
        ...columns.map((holder) =>
          h(
            'th',
            { scope: 'col', title: holderName(holder, seating) },
            holder === 'envelope' ? t('cl.assist.envelope_short') : seating.short(holder),
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
}

/** @param {Deductions} deductions */
function envelopes(deductions) {
  return h(
    'section',
    { class: 'assist-envelopes', 'data-testid': 'assist-envelopes' },
    h('h3', {}, t('cl.assist.envelopes', { n: deductions.envelope_count })),
    h(
      'ol',
      { class: 'candidates' },
      ...deductions.envelopes.map((triple) =>
        h('li', {}, h('span', { class: 'chance' }, percent(triple.p)), ' ', tripleText(triple)),
      ),
    ),
  );
}

/**
 * @param {Deductions} deductions
 * @param {string | null} chosen
 * @param {(card: string | null) => void} choose
 */
function facts(deductions, chosen, choose) {
  const listed = chosen
    ? deductions.facts.filter((fact) => fact.card === chosen)
    : deductions.facts.slice(0, FACTS_SHOWN);
  const note = t('cl.assist.reasons_language');
  return h(
    'section',
    { class: 'assist-facts', 'data-testid': 'assist-facts' },
    h(
      'h3',
      {},
      chosen ? t('cl.assist.facts_for', { card: cardName(chosen) }) : t('cl.assist.facts', { n: deductions.facts.length }),
    ),
    note ? h('p', { class: 'muted small' }, note) : null,
    chosen
      ? h('button', { type: 'button', class: 'link', onclick: () => choose(null) }, t('cl.assist.all_facts'))
      : h('p', { class: 'muted small' }, t('cl.assist.click_card')),
    listed.length
      ? h(
          'ul',
          { class: 'reasons', lang: 'en' },
          ...listed.map((fact) =>
            h(
              'li',
              { class: fact.holds ? 'has' : 'not', 'data-card': fact.card },
              h('span', { class: 'mark', 'aria-hidden': 'true' }, fact.holds ? '✓' : '✗'),
              ' ',
              fact.reason,
            ),
          ),
        )
      : h('p', { class: 'muted' }, t('cl.assist.nothing_certain')),
  );
}
