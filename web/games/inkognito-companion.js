// Inkognito's companion (companion.html?game=inkognito): the exact notebook for a person
// playing the card game at a real table. They give the table (3, 4 or 5 players, their
// seat, with 5 players the Ambassador player, their identity and fragment, and names if
// they like), then record what they see at each meeting: a pair or black card shown to
// them (the dummy's card too), what they showed whom, and calls with their results. The
// server (POST /api/companion/inkognito) answers with the same notebook a seat has at an
// online table (chances, the partner, the numbers, the certain facts with their reasons,
// the clue sheet and the pairs already shown). The session's keeping, checking and files
// are the kit's (companion-kit.js), which keeps a loaded session whose entries contradict
// each other until one is removed.

import { runCompanion } from '../companion-kit.js';
import { reoption, select, verdictSelect } from '../companion-fields.js';
import { h } from '../dom.js';
import { t } from '../i18n.js';
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

const SHEET_KEY = 'whodunit.inkognito.companion.sheet';
const KINDS = ['two_agents', 'ambassador', 'dummy', 'audience'];
const MAX_NAME = 40;

/** Where the last entry was made, offered for the next one. */
let here = { round: 1, location: /** @type {Location} */ ('rialto'), kind: 'two_agents' };

// --- names -----------------------------------------------------------------------

/**
 * A seat's name: the one given, or "Player N"; "you" added for the person's own.
 * @param {Session | null} session
 * @param {number} seat
 */
function seatName(session, seat) {
  const given = session?.names?.[seat]?.trim();
  const name = given || t('ikc.player_n', { n: seat + 1 });
  return seat === session?.me ? t('ikc.you_named', { name }) : name;
}

/** The server's English with each `{seat N}` as that seat's name here. */
const withSeats = (/** @type {string} */ text, /** @type {Session | null} */ session) =>
  text.replace(/\{seat (\d+)\}/g, (_, seat) => seatName(session, Number(seat)));

/** @param {Session} session @param {Agent} agent */
const agentText = (session, agent) => (agent === 'dummy' ? t('ik.dummy') : seatName(session, agent.seat));

/** @param {Shown} shown */
const shownText = (shown) => ('pair' in shown ? t('ikc.the_pair', { pair: pairText(shown.pair) }) : t('ikc.the_black', { card: cardName(shown.black) }));

/** @param {CompanionRecord} record @param {Session} session */
function recordText(record, session) {
  if ('saw' in record) {
    const { round, location, from, to, shown } = record.saw;
    const whom = to === null || to === undefined ? t('ikc.you') : seatName(session, to);
    return t('ikc.line_saw', { round, place: placeName(location), who: agentText(session, from), whom, what: shownText(shown) });
  }
  if ('showed' in record) {
    const { round, location, to, shown } = record.showed;
    return t('ikc.line_showed', { round, place: placeName(location), whom: seatName(session, to), what: shownText(shown) });
  }
  const { round, caller, number, correct } = record.call;
  return t('ikc.line_call', { round, who: seatName(session, caller), number: numberText(number), verdict: t(correct ? 'comp.right' : 'comp.wrong') });
}

// --- forms -----------------------------------------------------------------------

/** @returns {[string, string][]} */
const cardOptions = () => CARDS.map((card) => [cardKey(card), cardName(card)]);

/** @param {string} key @returns {Card} */
const cardOf = (key) => CARDS.find((card) => cardKey(card) === key) ?? CARDS[0];

/** The table: players, this person's seat, the Ambassador player, identity, fragment, names. */
function setup() {
  // The page's introduction is Cluedo's words; this game says its own.
  const intro = document.querySelector('#setup p.muted');
  if (intro) {
    intro.removeAttribute('data-i18n');
    intro.textContent = t('ikc.intro');
  }
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
  arrange();
  /** @returns {Session} */
  const session = () => {
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
    return candidate;
  };
  return {
    fields: [
      players.field,
      h('fieldset', { class: 'players-picker' }, h('legend', {}, t('ikc.names')), ...names.map((n) => n.field)),
      me.field,
      ambassador.field,
      identity.field,
      fragment.field,
    ],
    session,
  };
}

/**
 * The entry form: seen, shown or a call, filled from `editing` when correcting.
 * @param {Session} current
 * @param {CompanionRecord | null} editing
 */
function entry(current, editing) {
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
    ...agentSeats.filter((seat) => seat !== current.me).map((seat) => /** @type {[string, string]} */ ([String(seat), seatName(current, seat)])),
    ...(current.players === 3 ? /** @type {[string, string][]} */ ([['dummy', t('ik.dummy')]]) : []),
  ];
  const oldFrom = editing && 'saw' in editing ? editing.saw.from : null;
  const from = select(t('ikc.from'), 'comp-from', fromOptions, oldFrom === null ? undefined : oldFrom === 'dummy' ? 'dummy' : String(oldFrom.seat));
  const oldTo = editing && 'saw' in editing ? editing.saw.to : editing && 'showed' in editing ? editing.showed.to : null;
  const to = select(
    t('ikc.to'),
    'comp-to',
    seats.filter((seat) => seat !== current.me).map((seat) => [String(seat), seatName(current, seat)]),
    oldTo === null || oldTo === undefined ? undefined : String(oldTo),
  );
  // As the 5-player Ambassador player, a black card shown to the asker (IK-5P-13).
  const asker = select(
    t('ikc.asker'),
    'comp-asker',
    [['', t('ikc.you')], ...agentSeats.filter((seat) => seat !== current.me).map((seat) => /** @type {[string, string]} */ ([String(seat), seatName(current, seat)]))],
    editing && 'saw' in editing && editing.saw.to != null ? String(editing.saw.to) : '',
  );
  const oldShown = old?.shown ?? null;
  /** @type {[string, string][]} */
  const shownKinds = [
    ['pair', t('ikc.a_pair')],
    ['black', t('ikc.a_black')],
  ];
  const what = select(t('ikc.what'), 'comp-what', shownKinds, oldShown && 'black' in oldShown ? 'black' : 'pair');
  const first = select(t('ikc.card_1'), 'comp-card-1', cardOptions(), oldShown && 'pair' in oldShown ? cardKey(oldShown.pair[0]) : undefined);
  const second = select(t('ikc.card_2'), 'comp-card-2', cardOptions(), oldShown && 'pair' in oldShown ? cardKey(oldShown.pair[1]) : cardKey(CARDS[4]));
  const black = select(t('ikc.black_card'), 'comp-black', cardOptions(), oldShown && 'black' in oldShown ? cardKey(oldShown.black) : undefined);
  const caller = select(t('ikc.caller'), 'comp-caller', seats.map((seat) => [String(seat), seatName(current, seat)]), oldCall ? String(oldCall.caller) : undefined);
  const dialled = IDENTITIES.map((identity, i) =>
    select(t('ikc.fragment_of', { identity }), `comp-number-${identity}`, FRAGMENTS.map((f) => [f, f]), oldCall?.number[i] ?? FRAGMENTS[i]),
  );
  const withWhom = select(
    t('ikc.with'),
    'comp-with',
    [['', t('ikc.nobody')], ...agentSeats.map((seat) => /** @type {[string, string]} */ ([String(seat), seatName(current, seat)])), ...(current.players === 3 ? /** @type {[string, string][]} */ ([['dummy', t('ik.dummy')]]) : [])],
    oldCall?.with ? (oldCall.with === 'dummy' ? 'dummy' : String(oldCall.with.seat)) : '',
  );
  const verdict = verdictSelect(oldCall?.correct);
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
  arrange();
  /** @returns {CompanionRecord} */
  const record = () => {
    const r = Math.trunc(Number(/** @type {HTMLInputElement} */ (round).value)) || 0;
    const place = /** @type {Location} */ (location.el.value);
    here = { round: r, location: place, kind: meeting.el.value };
    /** @type {Shown} */
    const shown = what.el.value === 'pair' ? { pair: [cardOf(first.el.value), cardOf(second.el.value)] } : { black: cardOf(black.el.value) };
    if (kind.el.value === 'saw') {
      const witness = !asker.field.hidden && asker.el.value !== '' ? Number(asker.el.value) : null;
      return {
        saw: { round: r, location: place, kind: meeting.el.value, from: from.el.value === 'dummy' ? 'dummy' : { seat: Number(from.el.value) }, to: witness, shown },
      };
    }
    if (kind.el.value === 'showed') {
      return { showed: { round: r, location: place, kind: meeting.el.value, to: Number(to.el.value), shown } };
    }
    const w = withWhom.el.value;
    return {
      call: {
        round: r,
        caller: Number(caller.el.value),
        number: /** @type {PhoneNumber} */ (dialled.map((d) => d.el.value)),
        correct: verdict.el.value === 'right',
        with: w === '' ? null : w === 'dummy' ? 'dummy' : { seat: Number(w) },
      },
    };
  };
  const fields = [
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
  ];
  return { fields, record };
}

/** Fills companion.html's regions and resumes the saved session if any. */
export function mountCompanion() {
  return runCompanion({
    game: 'inkognito',
    storageKey: 'whodunit.inkognito.companion',
    fileName: 'whodunit-inkognito-companion.json',
    keepsContradictions: true,
    ownPart: (refusal) => (refusal.cards ? t('ikc.your_cards') : null),
    detail: withSeats,
    setup,
    entry,
    recordText,
    /** @param {Session} session @param {{notebook: Notebook, numbers: Notebook['numbers']}} answer */
    notebook: (session, answer) =>
      notebookPanel({ ...answer.notebook, numbers: answer.numbers }, (seat) => seatName(session, seat), ownSheet(SHEET_KEY)),
    // The clue sheet's boxes and marks belong to the session.
    forget: () => {
      try {
        localStorage.removeItem(SHEET_KEY);
      } catch {
        // nothing kept
      }
    },
  });
}
