// Cluedo's companion (companion.html): a notebook for a person playing on a physical board. They
// give the table (players in turn order, their seat, the dealer, their hand), then record
// each suggestion with who refuted it (and the card when it was shown to them) and their
// accusations. The server checks every change (POST /api/companion/cluedo) and answers
// with the deductions, or with the earlier entries a new one contradicts; nothing is kept
// on the server. The session lives in localStorage and can be exported and imported as
// a JSON file.

import { byId, fill, h } from '../dom.js';
import { onLanguageChange, t } from '../i18n.js';
import { DATA } from './cluedo-board.js';
import { deductionsPanel } from './cluedo-deductions.js';
import { CARDS } from './cluedo-notebook.js';
import { cardKind, cardName, suspectName, tripleText } from './cluedo-names.js';

/** @typedef {import('./cluedo-types.js').Triple} Triple */
/** @typedef {import('./cluedo-deductions.js').Deductions} Deductions */

/**
 * One thing that happened at the table (games/cluedo/src/companion.rs, `Record`).
 * @typedef {{suggestion: {by: number, triple: Triple, refuted_by: number | null, card: string | null}}
 *   | {accusation: {triple: Triple, correct: boolean, envelope: Triple | null}}} CompanionRecord
 */

/**
 * @typedef {Object} Session
 * @property {string[]} players   suspects in turn order
 * @property {number} me
 * @property {number} dealer
 * @property {string[]} hand
 * @property {CompanionRecord[]} records
 */

/**
 * A refusal (409): the other entries involved and whether the hand is.
 * @typedef {{message: string, records: number[], hand: boolean, detail: string}} Refusal
 */

const STORAGE_KEY = 'whodunit.cluedo.companion';
const ENDPOINT = '/api/companion/cluedo';
const MAX_PLAYERS = 6;

/** @type {Session | null} */
let session = null;
/** The record number (from 1) being corrected, or null when adding. */
let correcting = /** @type {number | null} */ (null);
/** The last deductions, redrawn on a language change. */
let deduced = /** @type {Deductions | null} */ (null);
/** The message above the forms, as a function so that a language change redraws it. */
let message = /** @type {{text: () => string, kind: 'error' | 'info'} | null} */ (null);

const panel = deductionsPanel();

// --- the server ------------------------------------------------------------------

/**
 * Sends `candidate` to be checked. On success it becomes the session and is saved; on a
 * refusal nothing changes and the message says why.
 * @param {Session} candidate
 * @param {number | null} changed  the record just added or corrected
 * @returns {Promise<boolean>}
 */
async function submit(candidate, changed) {
  /** @type {Response} */
  let response;
  /** @type {any} */
  let body;
  try {
    response = await fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(changed === null ? candidate : { ...candidate, changed }),
    });
    body = await response.json();
  } catch (error) {
    say(() => t('comp.failed', { reason: String(error) }), 'error');
    return false;
  }
  if (response.ok) {
    session = candidate;
    deduced = body.notebook;
    save();
    message = null;
    render();
    return true;
  }
  if (response.status === 409 && body.refused) {
    const refusal = /** @type {Refusal} */ (body.refused);
    say(() => refusedText(refusal), 'error');
  } else {
    const reason = String(body.error ?? response.status);
    say(() => t('comp.invalid', { reason }), 'error');
  }
  return false;
}

/** @param {Refusal} refusal */
function refusedText(refusal) {
  const what = [
    ...(refusal.hand ? [t('comp.your_hand')] : []),
    ...refusal.records.map((n) => t('comp.entry', { n })),
  ];
  return `${t('comp.refused', { what: what.join(', ') })} ${t('comp.detail', { detail: refusal.detail })}`;
}

/** @param {() => string} text @param {'error' | 'info'} kind */
function say(text, kind) {
  message = { text, kind };
  renderMessage();
}

function save() {
  try {
    if (session) localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // not saved; export still works
  }
}

/** @returns {unknown} */
function saved() {
  try {
    const text = localStorage.getItem(STORAGE_KEY);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

// --- names -----------------------------------------------------------------------

/** @param {number} seat */
function seatName(seat) {
  const suspect = session?.players[seat];
  const name = suspect ? suspectName(suspect) : t('cl.seat', { n: seat + 1 });
  return seat === session?.me ? t('cl.you_named', { name }) : name;
}

/** @param {CompanionRecord} record */
function recordText(record) {
  if ('suggestion' in record) {
    const { by, triple, refuted_by, card } = record.suggestion;
    const answer =
      refuted_by === null
        ? t('comp.line_unrefuted')
        : card
          ? t('comp.line_refuted_card', { who: seatName(refuted_by), card: cardName(card) })
          : t('comp.line_refuted', { who: seatName(refuted_by) });
    return t('comp.line_suggestion', { who: seatName(by), triple: tripleText(triple), answer });
  }
  const { triple, correct } = record.accusation;
  return t('comp.line_accusation', { triple: tripleText(triple), verdict: t(correct ? 'comp.right' : 'comp.wrong') });
}

// --- forms -----------------------------------------------------------------------

/**
 * A labelled select.
 * @param {string} label
 * @param {string} testid
 * @param {[string, string][]} options  value and text
 * @param {string} [value]
 */
function select(label, testid, options, value) {
  const el = h(
    'select',
    { 'data-testid': testid, name: testid },
    ...options.map(([v, text]) => h('option', { value: v, selected: v === value }, text)),
  );
  return { field: h('label', { class: 'field' }, h('span', {}, label), el), el };
}

/** @param {readonly string[]} keys @returns {[string, string][]} */
const named = (keys) => keys.map((key) => [key, cardName(key)]);

function renderSetup() {
  const form = byId('setup-form');
  const players = Array.from({ length: MAX_PLAYERS }, (_, i) =>
    select(t('comp.player_n', { n: i + 1 }), `comp-player-${i}`, [['', t('comp.nobody')], ...named(DATA.suspects)]),
  );
  const me = select(t('comp.me'), 'comp-me', []);
  const dealer = select(t('comp.dealer'), 'comp-dealer', []);
  const chosen = () => players.map((p) => p.el.value).filter(Boolean);
  const seatOptions = () => {
    /** @type {[string, string][]} */
    const options = chosen().map((suspect, seat) => [String(seat), suspectName(suspect)]);
    for (const { el } of [me, dealer]) {
      const keep = el.value;
      el.replaceChildren(...options.map(([v, text]) => h('option', { value: v, selected: v === keep }, text)));
    }
  };
  for (const { el } of players) el.addEventListener('change', seatOptions);
  const count = h('span', { class: 'muted' });
  const hand = h(
    'fieldset',
    { class: 'hand-picker' },
    h('legend', {}, t('comp.hand'), ' ', count),
    ...CARDS.map((card) =>
      h(
        'label',
        { class: `card-chip ${cardKind(card)}` },
        h('input', { type: 'checkbox', value: card, 'data-testid': `comp-hand-${card}` }),
        ' ',
        cardName(card),
      ),
    ),
  );
  const picked = () =>
    Array.from(hand.querySelectorAll('input:checked')).map((x) => /** @type {HTMLInputElement} */ (x).value);
  const recount = () => {
    count.textContent = t('comp.hand_count', { n: picked().length });
  };
  hand.addEventListener('change', recount);
  recount();
  fill(
    form,
    h('fieldset', { class: 'players-picker' }, h('legend', {}, t('comp.players')), ...players.map((p) => p.field)),
    me.field,
    dealer.field,
    hand,
    h('button', { type: 'submit', class: 'primary', 'data-testid': 'comp-start' }, t('comp.start')),
  );
  form.onsubmit = async (event) => {
    event.preventDefault();
    /** @type {Session} */
    const candidate = {
      players: chosen(),
      me: Number(me.el.value),
      dealer: Number(dealer.el.value),
      hand: picked(),
      records: [],
    };
    await submit(candidate, null);
  };
}

/** The entry form: a suggestion or an accusation, new or correcting record `correcting`. */
function renderEntry() {
  if (!session) return;
  const current = session;
  const form = byId('entry-form');
  const editing = correcting === null ? null : current.records[correcting - 1];
  const kind = select(
    t('comp.kind'),
    'comp-kind',
    [
      ['suggestion', t('comp.new_suggestion')],
      ['accusation', t('comp.new_accusation')],
    ],
    editing && 'accusation' in editing ? 'accusation' : 'suggestion',
  );
  /** @type {[string, string][]} */
  const seats = current.players.map((_, seat) => [String(seat), seatName(seat)]);
  const old = editing && 'suggestion' in editing ? editing.suggestion : null;
  const oldTriple = editing ? ('suggestion' in editing ? editing.suggestion.triple : editing.accusation.triple) : null;
  const by = select(t('comp.by'), 'comp-by', seats, String(old?.by ?? current.me));
  const suspect = select(t('comp.suspect'), 'comp-suspect', named(DATA.suspects), oldTriple?.suspect);
  const weapon = select(t('comp.weapon'), 'comp-weapon', named(DATA.weapons), oldTriple?.weapon);
  const room = select(t('comp.room'), 'comp-room', named(DATA.rooms), oldTriple?.room);
  const refuter = select(
    t('comp.refuted_by'),
    'comp-refuter',
    [['', t('comp.nobody_refuted')], ...seats],
    old ? (old.refuted_by === null ? '' : String(old.refuted_by)) : undefined,
  );
  const card = select(t('comp.card'), 'comp-card', []);
  const verdict = select(
    t('comp.verdict'),
    'comp-verdict',
    [
      ['wrong', t('comp.wrong')],
      ['right', t('comp.right')],
    ],
    editing && 'accusation' in editing && editing.accusation.correct ? 'right' : 'wrong',
  );
  const triple = () => ({ suspect: suspect.el.value, weapon: weapon.el.value, room: room.el.value });
  // Only the suggester and the refuter see the card (CL-REFUTE-7): offer it to them only.
  const cardOptions = () => {
    const keep = card.el.value || old?.card || '';
    const sees = refuter.el.value !== '' && (Number(by.el.value) === current.me || Number(refuter.el.value) === current.me);
    /** @type {[string, string][]} */
    const options = [['', t('comp.card_unseen')], ...(sees ? named(Object.values(triple())) : [])];
    card.el.replaceChildren(...options.map(([v, text]) => h('option', { value: v, selected: v === keep }, text)));
    card.field.hidden = !sees;
  };
  const arrange = () => {
    const suggestion = kind.el.value === 'suggestion';
    for (const part of [by, refuter, card]) part.field.hidden = !suggestion;
    verdict.field.hidden = suggestion;
    if (suggestion) cardOptions();
  };
  for (const part of [kind, by, suspect, weapon, room, refuter]) part.el.addEventListener('change', arrange);
  fill(
    form,
    h('h2', {}, correcting === null ? t('comp.new_entry') : t('comp.correcting', { n: correcting })),
    kind.field,
    by.field,
    suspect.field,
    weapon.field,
    room.field,
    refuter.field,
    card.field,
    verdict.field,
    h(
      'div',
      { class: 'entry-actions' },
      h('button', { type: 'submit', class: 'primary', 'data-testid': 'comp-record' }, correcting === null ? t('comp.record') : t('comp.save_correction', { n: correcting })),
      correcting === null
        ? null
        : h('button', { type: 'button', 'data-testid': 'comp-cancel', onclick: () => { correcting = null; message = null; render(); } }, t('common.cancel')),
    ),
  );
  arrange();
  form.onsubmit = async (event) => {
    event.preventDefault();
    /** @type {CompanionRecord} */
    const record =
      kind.el.value === 'suggestion'
        ? {
            suggestion: {
              by: Number(by.el.value),
              triple: triple(),
              refuted_by: refuter.el.value === '' ? null : Number(refuter.el.value),
              card: card.field.hidden || card.el.value === '' ? null : card.el.value,
            },
          }
        : { accusation: { triple: triple(), correct: verdict.el.value === 'right', envelope: null } };
    const records = current.records.slice();
    const number = correcting ?? records.length + 1;
    records[number - 1] = record;
    if (await submit({ ...current, records }, number)) {
      correcting = null;
      render();
    }
  };
}

function renderRecords() {
  if (!session) return;
  const list = byId('record-list');
  const items = session.records.map((record, index) =>
    h(
      'li',
      { class: correcting === index + 1 ? 'correcting' : '', 'data-record': index + 1 },
      h('span', { class: 'record-number' }, `#${index + 1}`),
      ' ',
      h('span', { class: 'record-text' }, recordText(record)),
      ' ',
      h(
        'button',
        {
          type: 'button',
          class: 'link',
          'data-testid': `comp-correct-${index + 1}`,
          onclick: () => {
            correcting = index + 1;
            message = null;
            render();
          },
        },
        t('comp.correct'),
      ),
    ),
  );
  if (items.length) fill(list, ...items);
  else fill(list, h('li', { class: 'muted' }, t('comp.no_records')));
}

function renderMessage() {
  const el = byId('message');
  el.hidden = !message;
  el.className = `message ${message?.kind ?? ''}`;
  el.textContent = message ? message.text() : '';
}

function renderNotebook() {
  if (!session || !deduced) return;
  const current = session;
  panel.render(deduced, {
    name: seatName,
    short: (seat) => t(`pawn.${current.players[seat] ?? ''}`),
  });
  fill(byId('notebook-body'), panel.element);
}

function render() {
  const active = session !== null;
  byId('setup').hidden = active;
  byId('entry').hidden = !active;
  byId('records').hidden = !active;
  byId('notebook').hidden = !active;
  for (const id of ['undo', 'export', 'new-session']) {
    /** @type {HTMLButtonElement} */ (byId(id)).disabled = !active;
  }
  /** @type {HTMLButtonElement} */ (byId('undo')).disabled = !session?.records.length;
  if (active) {
    renderEntry();
    renderRecords();
    renderNotebook();
  } else {
    renderSetup();
  }
  renderMessage();
}

// --- session actions -------------------------------------------------------------

async function undo() {
  if (!session?.records.length) return;
  correcting = null;
  await submit({ ...session, records: session.records.slice(0, -1) }, null);
}

function exportSession() {
  if (!session) return;
  const blob = new Blob([JSON.stringify(session, null, 2)], { type: 'application/json' });
  const link = h('a', { href: URL.createObjectURL(blob), download: 'whodunit-companion.json' });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(link.href);
}

/** @param {Event} event */
async function importSession(event) {
  const input = /** @type {HTMLInputElement} */ (event.target);
  const file = input.files?.[0];
  input.value = '';
  if (!file) return;
  /** @type {unknown} */
  let candidate;
  try {
    candidate = JSON.parse(await file.text());
  } catch (error) {
    say(() => t('comp.import_failed', { reason: String(error) }), 'error');
    return;
  }
  correcting = null;
  if (await submit(/** @type {Session} */ (candidate), null)) {
    const n = session?.records.length ?? 0;
    say(() => t('comp.imported', { n }), 'info');
  }
}

function newSession() {
  if (!confirm(t('comp.confirm_new'))) return;
  session = null;
  deduced = null;
  correcting = null;
  message = null;
  save();
  render();
}

/** Wires the page's forms and session buttons, then resumes the saved session if any. */
export async function mountCompanion() {
  onLanguageChange(render);
  byId('undo').addEventListener('click', undo);
  byId('export').addEventListener('click', exportSession);
  byId('import').addEventListener('change', importSession);
  byId('new-session').addEventListener('click', newSession);
  render();
  const resumed = saved();
  if (resumed && (await submit(/** @type {Session} */ (resumed), null))) {
    const n = session?.records.length ?? 0;
    say(() => t('comp.resumed', { n }), 'info');
  }
}
