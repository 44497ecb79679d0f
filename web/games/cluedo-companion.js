// Cluedo's companion (companion.html): a notebook for a person playing on a physical board. They
// give the table (players in turn order, their seat, the dealer, their hand), then record
// each suggestion with who refuted it (and the card when it was shown to them) and their
// accusations. The server (POST /api/companion/cluedo) answers with the deductions, drawn
// as at a table. The session's keeping, checking and files are the kit's (companion-kit.js).

import { runCompanion } from '../companion-kit.js';
import { reoption, select, verdictSelect } from '../companion-fields.js';
import { h } from '../dom.js';
import { t } from '../i18n.js';
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

const MAX_PLAYERS = 6;

const panel = deductionsPanel();

// --- names -----------------------------------------------------------------------

/** @param {Session | null} session @param {number} seat */
function seatName(session, seat) {
  const suspect = session?.players[seat];
  const name = suspect ? suspectName(suspect) : t('cl.seat', { n: seat + 1 });
  return seat === session?.me ? t('cl.you_named', { name }) : name;
}

/** @param {CompanionRecord} record @param {Session} session */
function recordText(record, session) {
  if ('suggestion' in record) {
    const { by, triple, refuted_by, card } = record.suggestion;
    const answer =
      refuted_by === null
        ? t('comp.line_unrefuted')
        : card
          ? t('comp.line_refuted_card', { who: seatName(session, refuted_by), card: cardName(card) })
          : t('comp.line_refuted', { who: seatName(session, refuted_by) });
    return t('comp.line_suggestion', { who: seatName(session, by), triple: tripleText(triple), answer });
  }
  const { triple, correct } = record.accusation;
  return t('comp.line_accusation', { triple: tripleText(triple), verdict: t(correct ? 'comp.right' : 'comp.wrong') });
}

// --- forms -----------------------------------------------------------------------

/** @param {readonly string[]} keys @returns {[string, string][]} */
const named = (keys) => keys.map((key) => [key, cardName(key)]);

/** The table: players in turn order, this person's seat, the dealer, the hand. */
function setup() {
  const players = Array.from({ length: MAX_PLAYERS }, (_, i) =>
    select(t('comp.player_n', { n: i + 1 }), `comp-player-${i}`, [['', t('comp.nobody')], ...named(DATA.suspects)]),
  );
  const me = select(t('comp.me'), 'comp-me', []);
  const dealer = select(t('comp.dealer'), 'comp-dealer', []);
  const chosen = () => players.map((p) => p.el.value).filter(Boolean);
  const seatOptions = () => {
    /** @type {[string, string][]} */
    const options = chosen().map((suspect, seat) => [String(seat), suspectName(suspect)]);
    for (const { el } of [me, dealer]) reoption(el, options);
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
  return {
    fields: [
      h('fieldset', { class: 'players-picker' }, h('legend', {}, t('comp.players')), ...players.map((p) => p.field)),
      me.field,
      dealer.field,
      hand,
    ],
    /** @returns {Session} */
    session: () => ({
      players: chosen(),
      me: Number(me.el.value),
      dealer: Number(dealer.el.value),
      hand: picked(),
      records: [],
    }),
  };
}

/**
 * The entry form: a suggestion or an accusation, filled from `editing` when correcting.
 * @param {Session} current
 * @param {CompanionRecord | null} editing
 */
function entry(current, editing) {
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
  const seats = current.players.map((_, seat) => [String(seat), seatName(current, seat)]);
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
  const verdict = verdictSelect(editing && 'accusation' in editing && editing.accusation.correct);
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
  arrange();
  return {
    fields: [kind.field, by.field, suspect.field, weapon.field, room.field, refuter.field, card.field, verdict.field],
    /** @returns {CompanionRecord} */
    record: () =>
      kind.el.value === 'suggestion'
        ? {
            suggestion: {
              by: Number(by.el.value),
              triple: triple(),
              refuted_by: refuter.el.value === '' ? null : Number(refuter.el.value),
              card: card.field.hidden || card.el.value === '' ? null : card.el.value,
            },
          }
        : { accusation: { triple: triple(), correct: verdict.el.value === 'right', envelope: null } },
  };
}

/** Fills companion.html's regions and resumes the saved session if any. */
export function mountCompanion() {
  return runCompanion({
    game: 'cluedo',
    storageKey: 'whodunit.cluedo.companion',
    fileName: 'whodunit-companion.json',
    ownPart: (refusal) => (refusal.hand ? t('comp.your_hand') : null),
    detail: (detail) => detail,
    setup,
    entry,
    recordText,
    /** @param {Session} session @param {{notebook: Deductions}} answer */
    notebook: (session, answer) => {
      panel.render(answer.notebook, {
        name: (seat) => seatName(session, seat),
        short: (seat) => t(`pawn.${session.players[seat] ?? ''}`),
      });
      return panel.element;
    },
  });
}
