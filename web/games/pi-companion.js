// P.I.'s companion (/companion/pi): the exact notebook for a person playing the board game
// at a real table. They give the table (2 to 5 players, their seat), the tiles on the
// board (each location's suspect and crime tile, picked by clicking the location on the
// map; its third tile is the place itself) and the case they hold for their neighbour,
// then record what everyone sees: investigators and their discs and cubes, evidence cards
// and their tokens, solve attempts and their verdicts, the display, and each new
// mini-game with its new layout. The server (POST /api/companion/pi) answers with the
// notebook a seat has at an online table (the cases left, the chance of each suspect,
// crime and location, the certain facts with their reasons, the expected information of
// each location and display card). The session's keeping, checking and files are the
// kit's (companion-kit.js), which keeps a loaded session whose entries contradict each
// other until one is removed.

import { runCompanion } from '../companion-kit.js';
import { select, verdictSelect } from '../companion-fields.js';
import { h, s } from '../dom.js';
import { t } from '../i18n.js';
import { map } from './pi-board.js';
import { EDGES, placement } from './pi-map.js';
import { COUNTS, KINDS, caseText, elementName, nameOf } from './pi-names.js';
import { notebookPanel } from './pi-notebook.js';

/** @typedef {import('./pi-types.js').Notebook} Notebook */
/** @typedef {import('./pi-types.js').Kind} Kind */
/** @typedef {{suspect: number} | {crime: number} | {location: number}} Element */
/** @typedef {{suspect: number, crime: number, location: number}} Case */
/** @typedef {{suspect_tiles: (number | null)[], crime_tiles: (number | null)[]}} Tiles */
/** @typedef {'disc' | 'cube' | null} Result */

/**
 * One thing that happened at the table (games/pi/src/companion.rs, `Record`).
 * @typedef {{investigated: {seat: number, location: number, discs: number, cubes: number}}
 *   | {evidence: {seat: number, card: Element, result?: Result}}
 *   | {attempt: {seat: number, case: Case, correct: boolean}}
 *   | {display: {cards: Element[]}}
 *   | {mini_game: {tiles: Tiles, held: Case}}} CompanionRecord
 */

/**
 * @typedef {Object} Session
 * @property {number} players
 * @property {number} me
 * @property {Tiles} tiles
 * @property {Case} held
 * @property {string[]} [names]
 * @property {CompanionRecord[]} records
 */

/**
 * @typedef {Object} Answer
 * @property {Notebook} notebook
 * @property {number} mini_game
 * @property {number[]} investigators_left
 * @property {number[]} penalties
 * @property {(Case | null)[]} solved
 * @property {Element[] | null} display
 * @property {Tiles} layout
 */

const MAX_NAME = 40;
const ENTRIES = ['investigated', 'evidence', 'attempt', 'display', 'mini_game'];

/** Every element: 12 suspects, 10 crimes, 14 locations, in the server's order. */
const ELEMENTS = /** @type {Element[]} */ (KINDS.flatMap((kind) => Array.from({ length: COUNTS[kind] }, (_, i) => /** @type {Element} */ ({ [kind]: i + 1 }))));

/** @param {Element} element */
const elementKey = (element) => Object.entries(element).map(([kind, id]) => `${kind}-${id}`)[0];

/** @param {string} key @returns {Element} */
const elementOf = (key) => ELEMENTS.find((e) => elementKey(e) === key) ?? ELEMENTS[0];

// --- names -----------------------------------------------------------------------

/**
 * A seat's name: the one given, or "Player N"; "you" added for the person's own.
 * @param {Session | null} session
 * @param {number} seat
 */
function seatName(session, seat) {
  const given = session?.names?.[seat]?.trim();
  const name = given || t('pic.player_n', { n: seat + 1 });
  return seat === session?.me ? t('pi.you_named', { name }) : name;
}

/** The server's English with each `{seat N}` as that seat's name here. */
const withSeats = (/** @type {string} */ text, /** @type {Session | null} */ session) =>
  text.replace(/\{seat (\d+)\}/g, (_, seat) => seatName(session, Number(seat)));

/** @param {Result | undefined} result */
const resultText = (result) => t(`pic.result.${result ?? 'nothing'}`);

/** @param {CompanionRecord} record @param {Session} session */
function recordText(record, session) {
  if ('investigated' in record) {
    const { seat, location, discs, cubes } = record.investigated;
    return t('pic.line_investigated', { who: seatName(session, seat), place: nameOf('location', location), discs, cubes });
  }
  if ('evidence' in record) {
    const { seat, card, result } = record.evidence;
    return t('pic.line_evidence', { who: seatName(session, seat), card: elementName(card), result: resultText(result) });
  }
  if ('attempt' in record) {
    const { seat, case: named, correct } = record.attempt;
    return t('pic.line_attempt', { who: seatName(session, seat), case: caseText(named), verdict: t(correct ? 'comp.right' : 'comp.wrong') });
  }
  if ('display' in record) {
    return t('pic.line_display', { cards: record.display.cards.map(elementName).join(', ') || '—' });
  }
  return t('pic.line_mini_game', { case: caseText(record.mini_game.held) });
}

// --- the layout, clicked on the map -------------------------------------------------

/** @returns {Tiles} */
const emptyTiles = () => ({ suspect_tiles: Array(14).fill(null), crime_tiles: Array(14).fill(null) });

/**
 * The map with each location's tiles: clicking a location picks its suspect and crime
 * tiles below it (its third tile is the place itself). A tile already placed elsewhere
 * is marked in the lists, and placing it here moves it.
 * @param {Tiles} start
 * @param {string} prefix  for test ids
 */
function layoutEditor(start, prefix) {
  const tiles = { suspect_tiles: start.suspect_tiles.slice(), crime_tiles: start.crime_tiles.slice() };
  let chosen = 1;
  const root = h('div', { class: 'pic-layout' });
  const listOf = (/** @type {'suspect' | 'crime'} */ kind) => (kind === 'suspect' ? tiles.suspect_tiles : tiles.crime_tiles);
  const tileName = (/** @type {'suspect' | 'crime'} */ kind, /** @type {number | null} */ id) => (id === null ? t(`pi.blank.${kind}`) : nameOf(kind, id));
  const draw = () => {
    const edges = s(
      'svg',
      { class: 'pi-edges', viewBox: '0 0 100 100', preserveAspectRatio: 'none', 'aria-hidden': 'true' },
      ...EDGES.map(([a, b]) => {
        const from = placement(a);
        const to = placement(b);
        return s('line', { x1: from.x, y1: from.y, x2: to.x, y2: to.y });
      }),
    );
    const places = Array.from({ length: 14 }, (_, index) => {
      const id = index + 1;
      const at = placement(id);
      return h(
        'button',
        {
          type: 'button',
          class: `pi-location open${id === chosen ? ' chosen' : ''}`,
          style: `left: ${at.x.toFixed(2)}%; top: ${at.y.toFixed(2)}%`,
          'aria-pressed': String(id === chosen),
          'data-testid': `${prefix}-loc-${id}`,
          onclick: () => {
            chosen = id;
            draw();
          },
        },
        h('span', { class: 'pi-location-name' }, nameOf('location', id)),
        h('span', { class: 'visually-hidden' }, `: ${tileName('suspect', tiles.suspect_tiles[index])}, ${tileName('crime', tiles.crime_tiles[index])}`),
        h(
          'span',
          { class: 'pi-slots', 'aria-hidden': 'true' },
          ...(/** @type {const} */ (['suspect', 'crime'])).map((kind) =>
            h(
              'span',
              { class: `pi-slot kind-${kind}${listOf(kind)[index] === null ? ' blank' : ''}`, 'data-testid': `${prefix}-slot-${id}-${kind}` },
              h('span', { class: 'pi-slot-name' }, tileName(kind, listOf(kind)[index])),
            ),
          ),
        ),
      );
    });
    const pickers = (/** @type {const} */ (['suspect', 'crime'])).map((kind) => {
      const list = listOf(kind);
      const here = list[chosen - 1];
      /** @type {[string, string][]} */
      const options = [
        ['', tileName(kind, null)],
        ...Array.from({ length: COUNTS[kind] }, (_, i) => {
          const where = list.indexOf(i + 1);
          const elsewhere = where >= 0 && where !== chosen - 1 ? ` (${nameOf('location', where + 1)})` : '';
          return /** @type {[string, string]} */ ([String(i + 1), `${nameOf(kind, i + 1)}${elsewhere}`]);
        }),
      ];
      const picker = select(t(`pic.tile_${kind}`), `${prefix}-tile-${kind}`, options, here === null ? '' : String(here));
      picker.el.addEventListener('change', () => {
        const value = picker.el.value === '' ? null : Number(picker.el.value);
        // One tile of each element: placing it here takes it from where it was.
        if (value !== null) {
          const was = list.indexOf(value);
          if (was >= 0) list[was] = null;
        }
        list[chosen - 1] = value;
        draw();
        /** @type {HTMLElement | null} */ (root.querySelector(`[data-testid="${prefix}-tile-${kind}"]`))?.focus();
      });
      return picker.field;
    });
    const placed = tiles.suspect_tiles.filter((x) => x !== null).length + tiles.crime_tiles.filter((x) => x !== null).length;
    root.replaceChildren(
      h('p', { class: 'muted small' }, t('pic.layout_help', { placed, all: COUNTS.suspect + COUNTS.crime })),
      h('div', { class: 'pic-map-wrap' }, h('div', { class: 'pi-map pic-map', 'data-testid': `${prefix}-map` }, edges, ...places)),
      h('fieldset', { class: 'pic-tiles' }, h('legend', {}, t('pic.tiles_at', { place: nameOf('location', chosen) })), ...pickers),
    );
  };
  draw();
  return { field: root, tiles: () => ({ suspect_tiles: tiles.suspect_tiles.slice(), crime_tiles: tiles.crime_tiles.slice() }) };
}

/**
 * Three selects naming a case.
 * @param {string} prefix
 * @param {Case | null} value
 * @param {string} legend
 */
function caseFields(prefix, value, legend) {
  const parts = KINDS.map((kind) =>
    select(
      t(`pic.kind.${kind}`),
      `${prefix}-${kind}`,
      Array.from({ length: COUNTS[kind] }, (_, i) => /** @type {[string, string]} */ ([String(i + 1), nameOf(kind, i + 1)])),
      value ? String(value[kind]) : undefined,
    ),
  );
  return {
    field: h('fieldset', { class: 'pic-case' }, h('legend', {}, legend), ...parts.map((p) => p.field)),
    /** @returns {Case} */
    value: () => ({ suspect: Number(parts[0].el.value), crime: Number(parts[1].el.value), location: Number(parts[2].el.value) }),
  };
}

// --- forms -----------------------------------------------------------------------

/** The table: players, names, this person's seat, the layout and the case held. */
function setup() {
  const intro = document.querySelector('#setup p.muted');
  if (intro) {
    intro.removeAttribute('data-i18n');
    intro.textContent = t('pic.intro');
  }
  const players = select(t('pic.players'), 'comp-players', ['2', '3', '4', '5'].map((n) => [n, n]), '4');
  const me = select(t('comp.me'), 'comp-me', []);
  const names = Array.from({ length: 5 }, (_, seat) => {
    const el = h('input', { type: 'text', maxlength: MAX_NAME, 'data-testid': `comp-name-${seat}`, autocomplete: 'off' });
    return { field: h('label', { class: 'field' }, h('span', {}, t('pic.player_n', { n: seat + 1 })), el), el: /** @type {HTMLInputElement} */ (el) };
  });
  const count = () => Number(players.el.value);
  const arrange = () => {
    const keep = me.el.value;
    me.el.replaceChildren(
      ...Array.from({ length: count() }, (_, seat) => h('option', { value: String(seat), selected: String(seat) === keep }, names[seat].el.value.trim() || t('pic.player_n', { n: seat + 1 }))),
    );
    names.forEach((name, seat) => (name.field.hidden = seat >= count()));
  };
  for (const part of [players.el, ...names.map((n) => n.el)]) part.addEventListener('change', arrange);
  arrange();
  const layout = layoutEditor(emptyTiles(), 'setup');
  const held = caseFields('comp-held', null, t('pic.held'));
  /** @returns {Session} */
  const session = () => {
    const n = count();
    /** @type {Session} */
    const candidate = {
      players: n,
      me: Number(me.el.value),
      tiles: layout.tiles(),
      held: held.value(),
      names: names.slice(0, n).map((name) => name.el.value.trim().slice(0, MAX_NAME)),
      records: [],
    };
    if (candidate.names?.every((name) => !name)) candidate.names = [];
    return candidate;
  };
  return {
    fields: [
      players.field,
      h('fieldset', { class: 'players-picker' }, h('legend', {}, t('pic.names')), ...names.map((n) => n.field)),
      me.field,
      h('fieldset', { class: 'pic-board' }, h('legend', {}, t('pic.board')), layout.field),
      held.field,
    ],
    session,
  };
}

/** The layout last given: mini-game 1's, or the last new mini-game's. @param {Session} session */
function currentTiles(session) {
  const last = session.records.filter((r) => 'mini_game' in r).pop();
  return last && 'mini_game' in last ? last.mini_game.tiles : session.tiles;
}

/**
 * The entry form, filled from `editing` when correcting.
 * @param {Session} current
 * @param {CompanionRecord | null} editing
 */
function entry(current, editing) {
  const was = editing ? /** @type {any} */ (Object.values(editing)[0]) : null;
  const kind = select(
    t('comp.kind'),
    'comp-entry',
    ENTRIES.map((e) => [e, t(`pic.entry.${e}`)]),
    editing ? Object.keys(editing)[0] : 'investigated',
  );
  /** @type {[string, string][]} */
  const seats = Array.from({ length: current.players }, (_, seat) => [String(seat), seatName(current, seat)]);
  const seat = select(t('pic.seat'), 'comp-seat', seats, was && 'seat' in was ? String(was.seat) : String(current.me));
  const location = select(
    t('pic.kind.location'),
    'comp-location',
    Array.from({ length: 14 }, (_, i) => [String(i + 1), nameOf('location', i + 1)]),
    was?.location ? String(was.location) : undefined,
  );
  const counts = /** @type {[string, string][]} */ (['0', '1', '2', '3'].map((n) => [n, n]));
  const discs = select(t('pic.discs'), 'comp-discs', counts, was?.discs !== undefined ? String(was.discs) : '0');
  const cubes = select(t('pic.cubes'), 'comp-cubes', counts, was?.cubes !== undefined ? String(was.cubes) : '0');
  const card = select(
    t('pic.card'),
    'comp-card',
    ELEMENTS.map((e) => [elementKey(e), elementName(e)]),
    was?.card ? elementKey(was.card) : undefined,
  );
  const result = select(
    t('pic.result'),
    'comp-result',
    ['disc', 'cube', 'nothing'].map((r) => [r, t(`pic.result.${r}`)]),
    was && 'result' in was ? was.result ?? 'nothing' : 'cube',
  );
  const named = caseFields('comp-case', was?.case ?? null, t('pic.named'));
  const verdict = verdictSelect(was?.correct);
  const shown = new Set(/** @type {Element[]} */ (was?.cards ?? []).map(elementKey));
  const display = h(
    'fieldset',
    { class: 'pic-display', 'data-testid': 'comp-display' },
    h('legend', {}, t('pic.display_cards')),
    ...ELEMENTS.map((e) =>
      h(
        'label',
        { class: 'pic-card' },
        h('input', { type: 'checkbox', value: elementKey(e), checked: shown.has(elementKey(e)), 'data-testid': `comp-display-${elementKey(e)}` }),
        ' ',
        elementName(e),
      ),
    ),
  );
  const layout = layoutEditor(was?.tiles ?? currentTiles(current), 'entry');
  const layoutField = h('fieldset', { class: 'pic-board' }, h('legend', {}, t('pic.new_board')), layout.field);
  const held = caseFields('comp-new-held', was?.held ?? null, t('pic.held'));
  const arrange = () => {
    const e = kind.el.value;
    seat.field.hidden = !['investigated', 'evidence', 'attempt'].includes(e);
    for (const part of [location, discs, cubes]) part.field.hidden = e !== 'investigated';
    for (const part of [card, result]) part.field.hidden = e !== 'evidence';
    named.field.hidden = e !== 'attempt';
    verdict.field.hidden = e !== 'attempt';
    display.hidden = e !== 'display';
    layoutField.hidden = e !== 'mini_game';
    held.field.hidden = e !== 'mini_game';
  };
  kind.el.addEventListener('change', arrange);
  arrange();
  /** @returns {CompanionRecord} */
  const record = () => {
    const who = Number(seat.el.value);
    switch (kind.el.value) {
      case 'evidence': {
        const r = result.el.value;
        return { evidence: { seat: who, card: elementOf(card.el.value), result: r === 'nothing' ? null : /** @type {Result} */ (r) } };
      }
      case 'attempt':
        return { attempt: { seat: who, case: named.value(), correct: verdict.el.value === 'right' } };
      case 'display': {
        const cards = [...display.querySelectorAll('input:checked')].map((box) => elementOf(/** @type {HTMLInputElement} */ (box).value));
        return { display: { cards } };
      }
      case 'mini_game':
        return { mini_game: { tiles: layout.tiles(), held: held.value() } };
      default:
        return { investigated: { seat: who, location: Number(location.el.value), discs: Number(discs.el.value), cubes: Number(cubes.el.value) } };
    }
  };
  const fields = [kind.field, seat.field, location.field, discs.field, cubes.field, card.field, result.field, named.field, verdict.field, display, layoutField, held.field];
  return { fields, record };
}

/**
 * The answer: the mini-game, each seat's investigators left, penalties and solution, then
 * the online notebook's panel.
 * @param {Session} session
 * @param {Answer} answer
 */
function notebook(session, answer) {
  const seats = h(
    'ul',
    { class: 'pic-seats', 'data-testid': 'pic-seats' },
    ...answer.investigators_left.map((left, seat) => {
      const solved = answer.solved[seat];
      return h(
        'li',
        { 'data-seat': seat },
        h('strong', {}, seatName(session, seat)),
        ': ',
        t('pic.seat_line', { left, penalties: answer.penalties[seat] ?? 0 }),
        solved ? ` · ${t('pic.solved', { case: caseText(solved) })}` : '',
      );
    }),
  );
  const panel = notebookPanel(answer.notebook);
  // The facts' reasons name other seats as {seat N}: the names given here instead.
  const walker = document.createTreeWalker(panel, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue?.includes('{seat ')) node.nodeValue = withSeats(node.nodeValue, session);
  }
  // The board as laid out, each location glowing with what an investigator there would
  // tell this person (the online table's assistance), read only.
  const bits = new Map(answer.notebook.investigate.map((x) => [x.location, x.bits]));
  const board = map(/** @type {any} */ ({ board: answer.layout, seats: [] }), { open: new Set(), pick: () => {}, bits });
  board.classList.add('pic-map');
  return h(
    'div',
    { class: 'pic-answer' },
    h('p', { 'data-testid': 'pic-mini-game' }, h('strong', {}, t('pic.mini_game', { n: answer.mini_game }))),
    seats,
    answer.display === null ? h('p', { class: 'muted small' }, t('pic.no_display')) : null,
    panel,
    h('h3', {}, t('pic.board_now')),
    // Read only, it scrolls sideways on a phone: reachable by keyboard.
    h('div', { class: 'pic-map-wrap', tabindex: '0', role: 'region', 'aria-label': t('pic.board_now') }, board),
  );
}

/** Fills companion.html's regions and resumes the saved session if any. */
export function mountCompanion() {
  return runCompanion({
    game: 'pi',
    storageKey: 'whodunit.pi.companion',
    fileName: 'whodunit-pi-companion.json',
    keepsContradictions: true,
    ownPart: (refusal) => (refusal.held ? t('pic.your_held') : null),
    detail: withSeats,
    setup,
    entry,
    recordText,
    notebook,
  });
}
