// Bakerstreet's companion (/companion/bakerstreet): the exact notebook for a person playing
// the card game at a real table. They give their seat, who moves first and their three
// dealt cards (and names if they like), then record in order what happens: their moves
// with the card they drew, the opponent's moves, challenges with the hand the opponent
// showed, the position chosen, the pile they looked at and each card taken, and their
// draws at a round's start. The server (POST /api/companion/bakerstreet) replays them as
// the rules do and answers with the notebook a seat has at an online table (the stacks
// with their covered cards, the piles, the opponent's discards, the exact chances of the
// hand totals and of reaching the bid), what comes next, the opponent's unseen cards and
// the letters each side needs. The session's keeping, checking and files are the kit's
// (companion-kit.js).

import { runCompanion } from '../companion-kit.js';
import { reoption, select } from '../companion-fields.js';
import { h } from '../dom.js';
import { t } from '../i18n.js';
import { positionName } from './bakerstreet-board.js';
import { LETTERS, cardElement, cardText } from './bakerstreet-cards.js';
import { memoryPanel } from './bakerstreet-memory.js';

/** @typedef {import('./bakerstreet-types.js').Face} Face */
/** @typedef {import('./bakerstreet-types.js').Notebook} Notebook */

/**
 * One thing that happened at the table (games/bakerstreet/src/companion.rs, `Record`).
 * @typedef {{move: {seat: number, card: Face | null, position: number, bid: number, drew?: Face | null}}
 *   | {challenge: {seat: number, hand: Face[]}}
 *   | {choose: {position: number}}
 *   | {look: {letters: string[]}}
 *   | {take: {letter: string | null, ends?: boolean}}
 *   | 'pass'
 *   | {draw: {cards: Face[]}}} CompanionRecord
 */

/**
 * @typedef {Object} Session
 * @property {number} me
 * @property {number} first
 * @property {Face[]} hand
 * @property {boolean} [one_card_per_letter]
 * @property {string[]} [names]
 * @property {CompanionRecord[]} records
 */

/**
 * The server's answer.
 * @typedef {Object} Answer
 * @property {Notebook} notebook
 * @property {number} round
 * @property {{what: string, seat: number | null, position: number | null, cards: number | null}} next
 * @property {Face[]} hand
 * @property {(Face & {count: number})[]} unseen
 * @property {{collection: string[], longest_run: number, needs: string[][]}} mine
 * @property {{collection_size: number, needs_at_least: number}} theirs
 */

const MAX_NAME = 40;
const SYMBOLS = [null, 'stop', 'x2', 'arrow'];

/** The entry the server expects next, offered by the entry form. */
let expected = 'move';
/** The lowest bid allowed next (BS-BID-4), offered by the entry form. */
let lowestBid = 0;

// --- names -----------------------------------------------------------------------

/**
 * A seat's name: the one given, or its colour; "you" added for the person's own.
 * @param {Session | null} session
 * @param {number} seat
 */
function seatName(session, seat) {
  const given = session?.names?.[seat]?.trim();
  const name = given || t(`bs.colour.${seat}`);
  return seat === session?.me ? t('bsc.you_named', { name }) : name;
}

/** The server's English with each `{seat N}` as that seat's name and each `{position N}` as its name here. */
const withSeats = (/** @type {string} */ text, /** @type {Session | null} */ session) =>
  text
    .replace(/\{seat (\d+)\}/g, (_, seat) => seatName(session, Number(seat)))
    .replace(/\{position (\d+)\}/g, (_, position) => positionName(Number(position)));

/** @param {Face | null | undefined} face */
const faceKey = (face) => (face ? `${face.value}${face.symbol ?? ''}` : '');

/** @param {string} key @returns {Face | null} */
function faceOf(key) {
  const match = key.match(/^([0-5])(stop|x2|arrow)?$/);
  return match ? { value: Number(match[1]), symbol: /** @type {any} */ (match[2] ?? null) } : null;
}

/** @param {Face[]} faces */
const facesText = (faces) => (faces.length ? faces.map((f) => cardText(f)).join(', ') : t('bsc.nothing'));

/** @param {CompanionRecord} record @param {Session} session */
function recordText(record, session) {
  if (record === 'pass') return t('bsc.line_pass');
  if ('move' in record) {
    const { seat, card, position, bid, drew } = record.move;
    const placed = card ? t('bsc.placed', { card: cardText(card), position: positionName(position) }) : t('bsc.placed_none');
    const line = t('bsc.line_move', { who: seatName(session, seat), placed, bid });
    return drew ? `${line} ${t('bsc.drew', { card: cardText(drew) })}` : line;
  }
  if ('challenge' in record) {
    return t('bsc.line_challenge', { who: seatName(session, record.challenge.seat), hand: facesText(record.challenge.hand) });
  }
  if ('choose' in record) return t('bsc.line_choose', { position: positionName(record.choose.position) });
  if ('look' in record) return t('bsc.line_look', { letters: record.look.letters.join('') || '—' });
  if ('take' in record) {
    if (record.take.letter) return t(record.take.ends ? 'bsc.line_take_end' : 'bsc.line_take', { letter: record.take.letter });
    return record.take.ends ? t('bsc.line_took_end') : t('bsc.line_took');
  }
  return t('bsc.line_draw', { cards: facesText(record.draw.cards) });
}

// --- forms -----------------------------------------------------------------------

/** Every face, as select options; `none` first when given. @param {string} [none] */
function faceOptions(none) {
  /** @type {[string, string][]} */
  const options = none === undefined ? [] : [['', none]];
  for (let value = 0; value <= 5; value++) {
    for (const symbol of SYMBOLS) {
      const face = { value, symbol: /** @type {any} */ (symbol) };
      options.push([faceKey(face), cardText(face)]);
    }
  }
  return options;
}

/** @returns {[string, string][]} */
const positionOptions = () => [0, 1, 2, 3, 4].map((p) => [String(p), positionName(p)]);

/** A labelled number field. @param {string} label @param {string} testid @param {number} value */
function numberField(label, testid, value) {
  const el = /** @type {HTMLInputElement} */ (h('input', { type: 'number', min: 0, max: 30, value: String(value), 'data-testid': testid, inputmode: 'numeric' }));
  return { field: h('label', { class: 'field' }, h('span', {}, label), el), el };
}

/** A labelled text field. @param {string} label @param {string} testid @param {string} value */
function textField(label, testid, value) {
  const el = /** @type {HTMLInputElement} */ (h('input', { type: 'text', value, 'data-testid': testid, autocomplete: 'off', maxlength: 16 }));
  return { field: h('label', { class: 'field' }, h('span', {}, label), el), el };
}

/** The set-up: this person's seat, who moves first, the three dealt cards, the options. */
function setup() {
  // The page's introduction is Cluedo's words; this game says its own.
  const intro = document.querySelector('#setup p.muted');
  if (intro) {
    intro.removeAttribute('data-i18n');
    intro.textContent = t('bsc.intro');
  }
  const names = [0, 1].map((seat) => {
    const el = /** @type {HTMLInputElement} */ (h('input', { type: 'text', maxlength: MAX_NAME, 'data-testid': `comp-name-${seat}`, autocomplete: 'off' }));
    return { field: h('label', { class: 'field' }, h('span', {}, t('bsc.name_of', { colour: t(`bs.colour.${seat}`) })), el), el };
  });
  /** @returns {[string, string][]} */
  const seats = () => [0, 1].map((seat) => [String(seat), names[seat].el.value.trim() || t(`bs.colour.${seat}`)]);
  const me = select(t('comp.me'), 'comp-me', seats(), '0');
  const first = select(t('bsc.first'), 'comp-first', seats(), '0');
  const dealt = [0, 1, 2].map((i) => select(t('bsc.dealt_n', { n: i + 1 }), `comp-dealt-${i}`, faceOptions(), ['0', '1', '2'][i]));
  // The seats are called by the names given, as they are typed.
  for (const name of names) {
    name.el.addEventListener('change', () => {
      reoption(me.el, seats());
      reoption(first.el, seats());
    });
  }
  const one = select(
    t('bsc.one_per_letter'),
    'comp-one-per-letter',
    [
      ['no', t('bsc.no')],
      ['yes', t('bsc.yes')],
    ],
    'no',
  );
  /** @returns {Session} */
  const session = () => {
    const given = names.map((n) => n.el.value.trim().slice(0, MAX_NAME));
    return {
      me: Number(me.el.value),
      first: Number(first.el.value),
      hand: dealt.map((d) => faceOf(d.el.value) ?? { value: 0, symbol: null }),
      one_card_per_letter: one.el.value === 'yes',
      names: given.every((n) => !n) ? [] : given,
      records: [],
    };
  };
  return {
    fields: [
      h('fieldset', { class: 'players-picker' }, h('legend', {}, t('bsc.names')), ...names.map((n) => n.field)),
      me.field,
      first.field,
      h('fieldset', { class: 'bsc-dealt' }, h('legend', {}, t('bsc.dealt')), ...dealt.map((d) => d.field)),
      one.field,
    ],
    session,
  };
}

/**
 * The entry form, filled from `editing` when correcting.
 * @param {Session} current
 * @param {CompanionRecord | null} editing
 */
function entry(current, editing) {
  const them = 1 - current.me;
  const editingKind = editing === null ? null : editing === 'pass' ? 'pass' : Object.keys(editing)[0];
  const oldMove = editing && editing !== 'pass' && 'move' in editing ? editing.move : null;
  const theirTake = editing !== null && editing !== 'pass' && 'take' in editing && !editing.take.letter;
  const initial = oldMove ? (oldMove.seat === current.me ? 'move' : 'they') : theirTake ? 'took' : editingKind ?? expected;
  const kind = select(
    t('comp.kind'),
    'comp-entry',
    ['move', 'they', 'challenge', 'choose', 'look', 'take', 'took', 'pass', 'draw'].map((k) => [k, t(`bsc.entry_${k}`)]),
    initial,
  );
  const card = select(t('bsc.card'), 'comp-card', faceOptions(t('bsc.no_card')), oldMove ? faceKey(oldMove.card) : '0');
  const position = select(
    t('bsc.position'),
    'comp-position',
    positionOptions(),
    String(oldMove?.position ?? (editing && editing !== 'pass' && 'choose' in editing ? editing.choose.position : 0)),
  );
  const bid = numberField(t('bsc.bid'), 'comp-bid', oldMove?.bid ?? lowestBid);
  const drew = select(t('bsc.drew_card'), 'comp-drew', faceOptions(t('bsc.nothing')), oldMove ? faceKey(oldMove.drew) : '0');
  const oldChallenge = editing && editing !== 'pass' && 'challenge' in editing ? editing.challenge : null;
  const challenger = select(
    t('bsc.challenger'),
    'comp-challenger',
    [
      [String(current.me), seatName(current, current.me)],
      [String(them), seatName(current, them)],
    ],
    oldChallenge ? String(oldChallenge.seat) : String(current.me),
  );
  const shown = [0, 1, 2].map((i) => select(t('bsc.shown_n', { n: i + 1 }), `comp-shown-${i}`, faceOptions(t('bsc.no_card')), faceKey(oldChallenge?.hand[i]) || '0'));
  const oldLook = editing && editing !== 'pass' && 'look' in editing ? editing.look.letters.join('') : '';
  const letters = textField(t('bsc.letters'), 'comp-letters', oldLook);
  const oldTake = editing && editing !== 'pass' && 'take' in editing ? editing.take : null;
  const letter = select(
    t('bsc.letter'),
    'comp-letter',
    LETTERS.map((l) => [l, l]),
    oldTake?.letter ?? 'A',
  );
  const ends = select(
    t('bsc.ends'),
    'comp-ends',
    [
      ['no', t('bsc.no')],
      ['yes', t('bsc.yes')],
    ],
    oldTake?.ends ? 'yes' : 'no',
  );
  const oldDraw = editing && editing !== 'pass' && 'draw' in editing ? editing.draw.cards : [];
  const draws = [0, 1, 2].map((i) => select(t('bsc.drawn_n', { n: i + 1 }), `comp-draw-${i}`, faceOptions(t('bsc.nothing')), faceKey(oldDraw[i]) || '0'));
  const hand = h('fieldset', { class: 'bsc-cards' }, h('legend', {}, t('bsc.their_hand')), ...shown.map((s) => s.field));
  const drawn = h('fieldset', { class: 'bsc-cards' }, h('legend', {}, t('bsc.your_draws')), ...draws.map((s) => s.field));
  const arrange = () => {
    const k = kind.el.value;
    const moving = k === 'move' || k === 'they';
    card.field.hidden = !moving;
    position.field.hidden = !moving && k !== 'choose';
    bid.field.hidden = !moving;
    drew.field.hidden = k !== 'move';
    challenger.field.hidden = k !== 'challenge';
    hand.hidden = k !== 'challenge';
    letters.field.hidden = k !== 'look';
    letter.field.hidden = k !== 'take';
    ends.field.hidden = k !== 'took' && k !== 'take';
    drawn.hidden = k !== 'draw';
  };
  kind.el.addEventListener('change', arrange);
  arrange();
  /** @returns {CompanionRecord} */
  const record = () => {
    const k = kind.el.value;
    const position_ = Number(position.el.value);
    switch (k) {
      case 'move':
      case 'they':
        return {
          move: {
            seat: k === 'move' ? current.me : them,
            card: faceOf(card.el.value),
            position: position_,
            bid: Math.trunc(Number(bid.el.value)) || 0,
            drew: k === 'move' ? faceOf(drew.el.value) : null,
          },
        };
      case 'challenge':
        return { challenge: { seat: Number(challenger.el.value), hand: /** @type {Face[]} */ (shown.map((s) => faceOf(s.el.value)).filter(Boolean)) } };
      case 'choose':
        return { choose: { position: position_ } };
      case 'look':
        return { look: { letters: letters.el.value.toUpperCase().replace(/[^A-Z]/g, '').split('') } };
      case 'take':
        return { take: { letter: letter.el.value, ends: ends.el.value === 'yes' } };
      case 'took':
        return { take: { letter: null, ends: ends.el.value === 'yes' } };
      case 'pass':
        return 'pass';
      default:
        return { draw: { cards: /** @type {Face[]} */ (draws.map((s) => faceOf(s.el.value)).filter(Boolean)) } };
    }
  };
  return {
    fields: [kind.field, card.field, position.field, bid.field, drew.field, challenger.field, hand, letters.field, letter.field, ends.field, drawn],
    record,
  };
}

// --- the answer --------------------------------------------------------------------

/** The entry kind the answer's `next` asks for. @param {Answer['next']} next @param {number} me */
function expectedKind(next, me) {
  switch (next.what) {
    case 'turn':
      return next.seat === me ? 'move' : 'they';
    case 'choose':
      return 'choose';
    case 'look':
      return 'look';
    case 'take':
      return next.seat === me ? 'take' : 'took';
    case 'draw':
      return 'draw';
    default:
      return 'move';
  }
}

/** What comes next, in words. @param {Session} session @param {Answer} answer */
function nextText(session, answer) {
  const { next } = answer;
  const who = next.seat === null ? '' : seatName(session, next.seat);
  const where = next.position === null ? '' : positionName(next.position);
  return t(`bsc.next_${next.what}`, { who, where, n: next.cards ?? 0, round: answer.round });
}

/**
 * The notebook drawn: what comes next, the hand, the opponent's unseen cards, the letters
 * needed, then the memory aid of the online table.
 * @param {Session} session
 * @param {Answer} answer
 */
function notebook(session, answer) {
  expected = expectedKind(answer.next, session.me);
  lowestBid = answer.notebook.bid === null ? 0 : Math.min(30, answer.notebook.bid + 1);
  // The entry form was drawn before this answer: offer the entry expected now, unless an
  // entry is being corrected.
  const kind = /** @type {HTMLSelectElement | null} */ (document.querySelector('[data-testid="comp-entry"]'));
  if (kind && !document.querySelector('[data-testid="comp-cancel"]') && kind.value !== expected) {
    kind.value = expected;
    kind.dispatchEvent(new Event('change'));
  }
  const bidInput = /** @type {HTMLInputElement | null} */ (document.querySelector('[data-testid="comp-bid"]'));
  if (bidInput && !document.querySelector('[data-testid="comp-cancel"]')) bidInput.value = String(lowestBid);
  const them = 1 - session.me;
  // The fewest letters missing; with many runs as near, the first few and an ellipsis.
  const runs = answer.mine.needs.map((letters) => letters.join(''));
  const needs = runs.slice(0, 4).join(t('bsc.or')) + (runs.length > 4 ? t('bsc.more_runs', { n: runs.length - 4 }) : '');
  return h(
    'div',
    { class: 'bsc-notebook', 'data-testid': 'bs-companion' },
    h('p', { class: 'bsc-next', 'data-testid': 'bsc-next' }, nextText(session, answer)),
    h('h3', {}, t('bsc.your_hand')),
    h('p', { class: 'bs-memory-cards', 'data-testid': 'bsc-hand' }, ...(answer.hand.length ? answer.hand.map((face) => cardElement({ ...face, owner: session.me }, { size: 'small' })) : [h('span', { class: 'muted' }, t('bs.empty'))])),
    h('h3', {}, t('bsc.unseen', { who: seatName(session, them) })),
    h(
      'p',
      { class: 'bsc-unseen', 'data-testid': 'bsc-unseen' },
      ...answer.unseen.map((face) => h('span', { class: 'bsc-count' }, cardElement({ ...face, owner: them }, { size: 'small' }), `×${face.count}`)),
    ),
    h('h3', {}, t('bsc.letters_needed')),
    h(
      'ul',
      { class: 'bsc-letters', 'data-testid': 'bsc-letters' },
      h('li', {}, t('bsc.mine', { letters: answer.mine.collection.join('') || '—', run: answer.mine.longest_run, needs })),
      h('li', {}, t('bsc.theirs', { who: seatName(session, them), n: answer.theirs.collection_size, more: answer.theirs.needs_at_least })),
    ),
    memoryPanel(answer.notebook, (seat) => seatName(session, seat), session.me),
  );
}

/** Fills companion.html's regions and resumes the saved session if any. */
export function mountCompanion() {
  return runCompanion({
    game: 'bakerstreet',
    storageKey: 'whodunit.bakerstreet.companion',
    fileName: 'whodunit-bakerstreet-companion.json',
    keepsContradictions: true,
    ownPart: (refusal) => (refusal.dealt ? t('bsc.your_dealt') : null),
    detail: withSeats,
    setup,
    entry,
    recordText,
    notebook,
    forget: () => {
      expected = 'move';
      lowestBid = 0;
    },
  });
}
