// Inkognito's companion (companion.html?game=inkognito): the exact notebook for a person
// playing the card game at a real table. They give the table (3, 4 or 5 players, their
// seat, with 5 players the Ambassador player, their identity and fragment, and names if
// they like), then record what they see at each meeting: a pair or black card shown to
// them (the dummy's card too), what they showed whom, and calls with their results. The
// server checks every change (POST /api/companion/inkognito) and answers with the same
// notebook a seat has at an online table (chances, the partner, the numbers, the certain
// facts with their reasons, the clue sheet and the pairs already shown), or with the
// earlier entries a new one contradicts; nothing is kept on the server. The session lives
// in localStorage and can be exported and imported as a JSON file.

import { byId, fill, h } from '../dom.js';
import { onLanguageChange, t } from '../i18n.js';
import { CARDS, FRAGMENTS, IDENTITIES, LOCATIONS, cardKey, cardName, identityName, numberText, pairText, placeName } from './inkognito-names.js';
import { notebookPanel } from './inkognito-notebook.js';
import { ownSheet } from './inkognito-sheet.js';

/** @typedef {import('./inkognito-types.js').Card} Card */
/** @typedef {import('./inkognito-types.js').Notebook} Notebook */
/** @typedef {import('./inkognito-types.js').Location} Location */
/** @typedef {import('./inkognito-types.js').PhoneNumber} PhoneNumber */
/** @typedef {{seat: number} | 'dummy'} Agent */
/** @typedef {{pair: [Card, Card]} | {black: Card}} Shown */

/**
 * One thing the person saw (games/inkognito/src/companion.rs, `Record`).
 * @typedef {{saw: {round: number, location: Location, kind: string, from: Agent, to?: number | null, shown: Shown}}
 *   | {showed: {round: number, location: Location, kind: string, to: number, shown: Shown}}
 *   | {call: {round: number, caller: number, number: PhoneNumber, correct: boolean, with?: Agent | null}}} CompanionRecord
 */

/**
 * @typedef {Object} Session
 * @property {number} players
 * @property {number} me
 * @property {number | null} [ambassador]
 * @property {string | null} [identity]
 * @property {string | null} [fragment]
 * @property {string[]} [names]
 * @property {CompanionRecord[]} records
 */

/**
 * A refusal (409): the other entries involved and whether the person's cards are.
 * @typedef {{message: string, records: number[], cards: boolean, detail: string}} Refusal
 */

const STORAGE_KEY = 'whodunit.inkognito.companion';
const SHEET_KEY = 'whodunit.inkognito.companion.sheet';
const ENDPOINT = '/api/companion/inkognito';
const KINDS = ['two_agents', 'ambassador', 'dummy', 'audience'];
const MAX_NAME = 40;

/** @type {Session | null} */
let session = null;
/** The record number (from 1) being corrected, or null when adding. */
let correcting = /** @type {number | null} */ (null);
/** The last answer: the notebook and every number's chance. */
let answer = /** @type {{notebook: Notebook, numbers: Notebook['numbers']} | null} */ (null);
/** Why the loaded session's entries contradict each other, until one is removed. */
let conflict = /** @type {Refusal | null} */ (null);
/** The message above the forms, as a function so that a language change redraws it. */
let message = /** @type {{text: () => string, kind: 'error' | 'info'} | null} */ (null);
/** Where the last entry was made, offered for the next one. */
let here = { round: 1, location: /** @type {Location} */ ('rialto'), kind: 'two_agents' };

// --- the server ------------------------------------------------------------------

/**
 * Sends `candidate` to be checked. On success it becomes the session and is saved; on a
 * refusal nothing changes and the message says why.
 * A session loaded whole (resumed, imported, an entry removed) is kept even when its
 * entries contradict each other: the message names them and each can be removed.
 * @param {Session} candidate
 * @param {number | null} changed  the record just added or corrected
 * @param {boolean} [load]  a whole session, kept even with contradicting entries
 * @returns {Promise<boolean>}
 */
async function submit(candidate, changed, load = false) {
  /** @type {Response} */
  let response;
  /** @type {any} */
  let body;
  try {
    response = await fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // A whole session names every entry in a contradiction (`changed` 0 leaves none out).
      body: JSON.stringify({ ...candidate, changed: changed ?? 0 }),
    });
    body = await response.json();
  } catch (error) {
    say(() => t('comp.failed', { reason: String(error) }), 'error');
    return false;
  }
  if (response.ok) {
    session = candidate;
    answer = body;
    conflict = null;
    save();
    message = null;
    render();
    return true;
  }
  if (response.status === 409 && body.refused && load) {
    session = candidate;
    answer = null;
    conflict = /** @type {Refusal} */ (body.refused);
    correcting = null;
    save();
    message = { text: () => conflictText(), kind: 'error' };
    render();
  } else if (response.status === 409 && body.refused) {
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
  const what = [...(refusal.cards ? [t('ikc.your_cards')] : []), ...refusal.records.map((n) => t('comp.entry', { n }))];
  return `${t('comp.refused', { what: what.join(', ') })} ${t('comp.detail', { detail: withSeats(refusal.detail) })}`;
}

/** The loaded session's contradiction: the entries involved, and what to do. */
function conflictText() {
  if (!conflict) return '';
  const what = [...(conflict.cards ? [t('ikc.your_cards')] : []), ...conflict.records.map((n) => t('comp.entry', { n }))];
  return `${t('ikc.conflicted', { what: what.join(', ') })} ${t('comp.detail', { detail: withSeats(conflict.detail) })}`;
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

/** A seat's name: the one given, or "Player N"; "you" added for the person's own. */
function seatName(/** @type {number} */ seat) {
  const given = session?.names?.[seat]?.trim();
  const name = given || t('ikc.player_n', { n: seat + 1 });
  return seat === session?.me ? t('ikc.you_named', { name }) : name;
}

/** The server's English with each `{seat N}` as that seat's name here. */
const withSeats = (/** @type {string} */ text) => text.replace(/\{seat (\d+)\}/g, (_, seat) => seatName(Number(seat)));

/** @param {Agent} agent */
const agentText = (agent) => (agent === 'dummy' ? t('ik.dummy') : seatName(agent.seat));

/** @param {Shown} shown */
const shownText = (shown) => ('pair' in shown ? t('ikc.the_pair', { pair: pairText(shown.pair) }) : t('ikc.the_black', { card: cardName(shown.black) }));

/** @param {CompanionRecord} record */
function recordText(record) {
  if ('saw' in record) {
    const { round, location, from, to, shown } = record.saw;
    const whom = to === null || to === undefined ? t('ikc.you') : seatName(to);
    return t('ikc.line_saw', { round, place: placeName(location), who: agentText(from), whom, what: shownText(shown) });
  }
  if ('showed' in record) {
    const { round, location, to, shown } = record.showed;
    return t('ikc.line_showed', { round, place: placeName(location), whom: seatName(to), what: shownText(shown) });
  }
  const { round, caller, number, correct } = record.call;
  return t('ikc.line_call', { round, who: seatName(caller), number: numberText(number), verdict: t(correct ? 'comp.right' : 'comp.wrong') });
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

/** @param {HTMLSelectElement} el @param {[string, string][]} options */
function reoption(el, options) {
  const keep = el.value;
  el.replaceChildren(...options.map(([v, text]) => h('option', { value: v, selected: v === keep }, text)));
}

/** @returns {[string, string][]} */
const cardOptions = () => CARDS.map((card) => [cardKey(card), cardName(card)]);

/** @param {string} key @returns {Card} */
const cardOf = (key) => CARDS.find((card) => cardKey(card) === key) ?? CARDS[0];

function renderSetup() {
  const intro = document.querySelector('#setup p.muted');
  if (intro) {
    intro.removeAttribute('data-i18n');
    intro.textContent = t('ikc.intro');
  }
  const form = byId('setup-form');
  const players = select(t('ikc.players'), 'comp-players', ['3', '4', '5'].map((n) => [n, n]), '4');
  const me = select(t('comp.me'), 'comp-me', []);
  const ambassador = select(t('ikc.ambassador'), 'comp-ambassador', []);
  const identity = select(t('ikc.identity'), 'comp-identity', IDENTITIES.map((i) => [i, identityName(i)]));
  const fragment = select(t('ikc.fragment'), 'comp-fragment', FRAGMENTS.map((f) => [f, f]));
  const names = Array.from({ length: 5 }, (_, seat) => {
    const el = h('input', { type: 'text', maxlength: MAX_NAME, 'data-testid': `comp-name-${seat}`, autocomplete: 'off' });
    return { field: h('label', { class: 'field' }, h('span', {}, t('ikc.name_n', { n: seat + 1 })), el), el: /** @type {HTMLInputElement} */ (el) };
  });
  const count = () => Number(players.el.value);
  const arrange = () => {
    /** @type {[string, string][]} */
    const seats = Array.from({ length: count() }, (_, seat) => [String(seat), names[seat].el.value.trim() || t('ikc.player_n', { n: seat + 1 })]);
    reoption(me.el, seats);
    reoption(ambassador.el, seats);
    ambassador.field.hidden = count() !== 5;
    names.forEach((name, seat) => (name.field.hidden = seat >= count()));
    const amb = count() === 5 && ambassador.el.value === me.el.value;
    identity.field.hidden = amb;
    fragment.field.hidden = amb;
  };
  for (const part of [players, me, ambassador]) part.el.addEventListener('change', arrange);
  for (const name of names) name.el.addEventListener('change', arrange);
  fill(
    form,
    players.field,
    h('fieldset', { class: 'players-picker' }, h('legend', {}, t('ikc.names')), ...names.map((n) => n.field)),
    me.field,
    ambassador.field,
    identity.field,
    fragment.field,
    h('button', { type: 'submit', class: 'primary', 'data-testid': 'comp-start' }, t('comp.start')),
  );
  arrange();
  form.onsubmit = async (event) => {
    event.preventDefault();
    const n = count();
    const seat = Number(me.el.value);
    const amb = n === 5 ? Number(ambassador.el.value) : null;
    /** @type {Session} */
    const candidate = {
      players: n,
      me: seat,
      ambassador: amb,
      identity: amb === seat ? null : identity.el.value,
      fragment: amb === seat ? null : fragment.el.value,
      names: names.slice(0, n).map((name) => name.el.value.trim().slice(0, MAX_NAME)),
      records: [],
    };
    if (candidate.names?.every((name) => !name)) candidate.names = [];
    await submit(candidate, null);
  };
}

/** The entry form: seen, shown or a call, new or correcting record `correcting`. */
function renderEntry() {
  if (!session) return;
  const current = session;
  const form = byId('entry-form');
  const editing = correcting === null ? null : current.records[correcting - 1];
  const old = editing && 'saw' in editing ? editing.saw : editing && 'showed' in editing ? editing.showed : null;
  const oldCall = editing && 'call' in editing ? editing.call : null;
  const isAmb = current.ambassador === current.me;
  /** @type {number[]} */
  const seats = Array.from({ length: current.players }, (_, seat) => seat);
  const agentSeats = seats.filter((seat) => seat !== current.ambassador);
  const kind = select(
    t('comp.kind'),
    'comp-entry',
    [
      ['saw', t('ikc.entry_saw')],
      ...(isAmb ? [] : /** @type {[string, string][]} */ ([['showed', t('ikc.entry_showed')]])),
      ['call', t('ikc.entry_call')],
    ],
    editing ? Object.keys(editing)[0] : 'saw',
  );
  const round = h('input', { type: 'number', min: 1, max: 50, value: String(old?.round ?? oldCall?.round ?? here.round), 'data-testid': 'comp-round' });
  const roundField = h('label', { class: 'field' }, h('span', {}, t('ikc.round')), round);
  const location = select(t('ikc.location'), 'comp-location', LOCATIONS.map((l) => [l, placeName(l)]), old?.location ?? here.location);
  const meetingKinds = KINDS.filter((k) => (k !== 'dummy' || current.players === 3) && (k !== 'audience' || current.players === 5));
  const meeting = select(t('ikc.meeting'), 'comp-meeting', meetingKinds.map((k) => [k, t(`ik.kind.${k}`)]), old?.kind ?? here.kind);
  /** @type {[string, string][]} */
  const fromOptions = [
    ...agentSeats.filter((seat) => seat !== current.me).map((seat) => /** @type {[string, string]} */ ([String(seat), seatName(seat)])),
    ...(current.players === 3 ? /** @type {[string, string][]} */ ([['dummy', t('ik.dummy')]]) : []),
  ];
  const oldFrom = editing && 'saw' in editing ? editing.saw.from : null;
  const from = select(t('ikc.from'), 'comp-from', fromOptions, oldFrom === null ? undefined : oldFrom === 'dummy' ? 'dummy' : String(oldFrom.seat));
  const oldTo = editing && 'saw' in editing ? editing.saw.to : editing && 'showed' in editing ? editing.showed.to : null;
  const to = select(
    t('ikc.to'),
    'comp-to',
    seats.filter((seat) => seat !== current.me).map((seat) => [String(seat), seatName(seat)]),
    oldTo === null || oldTo === undefined ? undefined : String(oldTo),
  );
  // As the 5-player Ambassador player, a black card shown to the asker (IK-5P-13).
  const asker = select(
    t('ikc.asker'),
    'comp-asker',
    [['', t('ikc.you')], ...agentSeats.filter((seat) => seat !== current.me).map((seat) => /** @type {[string, string]} */ ([String(seat), seatName(seat)]))],
    editing && 'saw' in editing && editing.saw.to != null ? String(editing.saw.to) : '',
  );
  const oldShown = old?.shown ?? null;
  const what = select(
    t('ikc.what'),
    'comp-what',
    [
      ['pair', t('ikc.a_pair')],
      ['black', t('ikc.a_black')],
    ],
    oldShown && 'black' in oldShown ? 'black' : 'pair',
  );
  const first = select(t('ikc.card_1'), 'comp-card-1', cardOptions(), oldShown && 'pair' in oldShown ? cardKey(oldShown.pair[0]) : undefined);
  const second = select(t('ikc.card_2'), 'comp-card-2', cardOptions(), oldShown && 'pair' in oldShown ? cardKey(oldShown.pair[1]) : cardKey(CARDS[4]));
  const black = select(t('ikc.black_card'), 'comp-black', cardOptions(), oldShown && 'black' in oldShown ? cardKey(oldShown.black) : undefined);
  const caller = select(t('ikc.caller'), 'comp-caller', seats.map((seat) => [String(seat), seatName(seat)]), oldCall ? String(oldCall.caller) : undefined);
  const dialled = IDENTITIES.map((identity, i) =>
    select(t('ikc.fragment_of', { identity }), `comp-number-${identity}`, FRAGMENTS.map((f) => [f, f]), oldCall?.number[i] ?? FRAGMENTS[i]),
  );
  const withWhom = select(
    t('ikc.with'),
    'comp-with',
    [['', t('ikc.nobody')], ...agentSeats.map((seat) => /** @type {[string, string]} */ ([String(seat), seatName(seat)])), ...(current.players === 3 ? /** @type {[string, string][]} */ ([['dummy', t('ik.dummy')]]) : [])],
    oldCall?.with ? (oldCall.with === 'dummy' ? 'dummy' : String(oldCall.with.seat)) : '',
  );
  const verdict = select(
    t('comp.verdict'),
    'comp-verdict',
    [
      ['wrong', t('comp.wrong')],
      ['right', t('comp.right')],
    ],
    oldCall?.correct ? 'right' : 'wrong',
  );
  const numberField = h('fieldset', { class: 'ikc-number' }, h('legend', {}, t('ikc.number')), ...dialled.map((d) => d.field));
  const arrange = () => {
    const entry = kind.el.value;
    const meet = entry !== 'call';
    for (const part of [location, meeting, what]) part.field.hidden = !meet;
    from.field.hidden = entry !== 'saw';
    asker.field.hidden = !(entry === 'saw' && isAmb && meeting.el.value === 'ambassador');
    to.field.hidden = entry !== 'showed';
    const pair = what.el.value === 'pair';
    first.field.hidden = !meet || !pair;
    second.field.hidden = !meet || !pair;
    black.field.hidden = !meet || pair;
    for (const part of [caller, withWhom, verdict]) part.field.hidden = meet;
    numberField.hidden = meet;
  };
  for (const part of [kind, meeting, what]) part.el.addEventListener('change', arrange);
  fill(
    form,
    h('h2', {}, correcting === null ? t('comp.new_entry') : t('comp.correcting', { n: correcting })),
    kind.field,
    roundField,
    location.field,
    meeting.field,
    from.field,
    asker.field,
    to.field,
    what.field,
    first.field,
    second.field,
    black.field,
    caller.field,
    numberField,
    withWhom.field,
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
    const r = Math.trunc(Number(/** @type {HTMLInputElement} */ (round).value)) || 0;
    const place = /** @type {Location} */ (location.el.value);
    /** @type {Shown} */
    const shown = what.el.value === 'pair' ? { pair: [cardOf(first.el.value), cardOf(second.el.value)] } : { black: cardOf(black.el.value) };
    /** @type {CompanionRecord} */
    let record;
    if (kind.el.value === 'saw') {
      const witness = !asker.field.hidden && asker.el.value !== '' ? Number(asker.el.value) : null;
      record = {
        saw: { round: r, location: place, kind: meeting.el.value, from: from.el.value === 'dummy' ? 'dummy' : { seat: Number(from.el.value) }, to: witness, shown },
      };
    } else if (kind.el.value === 'showed') {
      record = { showed: { round: r, location: place, kind: meeting.el.value, to: Number(to.el.value), shown } };
    } else {
      const w = withWhom.el.value;
      record = {
        call: {
          round: r,
          caller: Number(caller.el.value),
          number: /** @type {PhoneNumber} */ (dialled.map((d) => d.el.value)),
          correct: verdict.el.value === 'right',
          with: w === '' ? null : w === 'dummy' ? 'dummy' : { seat: Number(w) },
        },
      };
    }
    const records = current.records.slice();
    const number = correcting ?? records.length + 1;
    records[number - 1] = record;
    here = { round: r, location: place, kind: meeting.el.value };
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
      {
        class: correcting === index + 1 || conflict?.records.includes(index + 1) ? 'correcting' : '',
        'data-record': index + 1,
      },
      h('span', { class: 'record-number' }, `#${index + 1}`),
      ' ',
      h('span', { class: 'record-text' }, recordText(record)),
      ' ',
      // While the entries contradict each other, only removing one helps.
      conflict
        ? null
        : h(
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
      ' ',
      h(
        'button',
        {
          type: 'button',
          class: 'link',
          'data-testid': `comp-remove-${index + 1}`,
          onclick: () => remove(index + 1),
        },
        t('ikc.remove'),
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
  if (!session || !answer) return;
  const name = (/** @type {number} */ seat) => seatName(seat);
  const notebook = { ...answer.notebook, numbers: answer.numbers };
  fill(byId('notebook-body'), notebookPanel(notebook, name, ownSheet(SHEET_KEY)));
}

function render() {
  const active = session !== null;
  byId('setup').hidden = active;
  byId('entry').hidden = !active || conflict !== null;
  byId('records').hidden = !active;
  byId('notebook').hidden = !active || !answer;
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
  await submit({ ...session, records: session.records.slice(0, -1) }, null, true);
}

/** Removes entry `number` (from 1): any entry, and the way out of a contradiction. */
async function remove(/** @type {number} */ number) {
  if (!session) return;
  correcting = null;
  await submit({ ...session, records: session.records.filter((_, i) => i !== number - 1) }, null, true);
}

function exportSession() {
  if (!session) return;
  const blob = new Blob([JSON.stringify(session, null, 2)], { type: 'application/json' });
  const link = h('a', { href: URL.createObjectURL(blob), download: 'whodunit-inkognito-companion.json' });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(/** @type {HTMLAnchorElement} */ (link).href);
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
  if (await submit(/** @type {Session} */ (candidate), null, true)) {
    const n = session?.records.length ?? 0;
    say(() => t('comp.imported', { n }), 'info');
  }
}

function newSession() {
  if (!confirm(t('comp.confirm_new'))) return;
  session = null;
  answer = null;
  conflict = null;
  correcting = null;
  message = null;
  save();
  try {
    localStorage.removeItem(SHEET_KEY);
  } catch {
    // nothing kept
  }
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
  if (resumed && (await submit(/** @type {Session} */ (resumed), null, true))) {
    const n = session?.records.length ?? 0;
    say(() => t('comp.resumed', { n }), 'info');
  }
}
