// What every game's companion does the same way (companion.html): the session kept in
// localStorage, each change checked by POST /api/companion/GAME (nothing is kept on the
// server), refusals and the message above the forms, the list of entries with Correct,
// undo, export and import of the session file, a new session and the drawing of the
// page's regions. A game fills in a CompanionGame: its forms, how an entry reads and its
// notebook.

import { byId, fill, h } from './dom.js';
import { onLanguageChange, t } from './i18n.js';

/** The session format's version this page writes (the engine's `companion::VERSION`). */
const SESSION_VERSION = 1;

/**
 * A refusal (409): the other entries involved, and flags of the game's own (the hand).
 * @typedef {{message: string, records: number[], detail: string} & Record<string, unknown>} Refusal
 */

/**
 * One game's companion. `S` is its session, `R` an entry, `A` the server's answer.
 * @template R
 * @template {{records: R[]}} S
 * @template A
 * @typedef {object} CompanionGame
 * @property {string} game  the name in /api/companion/GAME
 * @property {string} storageKey  where localStorage keeps the session
 * @property {string} fileName  the exported session's file name
 * @property {boolean} [keepsContradictions]  a session loaded whole (resumed, imported, an
 *   entry undone or removed) is kept even when its entries contradict each other: the
 *   message names them, they are marked, and each can be removed
 * @property {(refusal: Refusal) => string | null} ownPart  the person's own part of a
 *   refusal (their hand, their cards), named; null when it is not involved
 * @property {(detail: string, session: S | null) => string} detail  the server's detail as shown
 * @property {() => {fields: Node[], session: () => S}} setup  the table's fields and the
 *   session they give
 * @property {(session: S, editing: R | null) => {fields: Node[], record: () => R}} entry
 *   the entry form's fields (filled from `editing` when correcting) and the entry they give
 * @property {(record: R, session: S) => string} recordText
 * @property {(session: S, answer: A) => Node} notebook  the answer drawn
 * @property {() => void} [forget]  what else a new session forgets
 */

/**
 * Wires the page's forms and session buttons for `game`, then resumes the saved session
 * if any.
 * @template R
 * @template {{records: R[]}} S
 * @template A
 * @param {CompanionGame<R, S, A>} game
 */
export async function runCompanion(game) {
  /** @type {S | null} */
  let session = null;
  /** The record number (from 1) being corrected, or null when adding. */
  let correcting = /** @type {number | null} */ (null);
  /** @type {A | null} */
  let answer = null;
  /** Why the loaded session's entries contradict each other, until one is removed. */
  let conflict = /** @type {Refusal | null} */ (null);
  /** The message above the forms, as a function so that a language change redraws it. */
  let message = /** @type {{text: () => string, kind: 'error' | 'info'} | null} */ (null);

  /**
   * Sends `candidate` to be checked. On success it becomes the session and is saved; on a
   * refusal nothing changes and the message says why, unless `load` and the game keeps
   * contradictions.
   * @param {S} candidate
   * @param {number | null} changed  the record just added or corrected
   * @param {boolean} [load]  a whole session (resumed, imported, an entry undone or removed)
   * @returns {Promise<boolean>}
   */
  async function submit(candidate, changed, load = false) {
    /** @type {Response} */
    let response;
    /** @type {any} */
    let body;
    // Where contradictions are kept, every entry in one is named (`changed` 0 leaves none
    // out); else the server leaves out the last entry of a whole session.
    const sent = game.keepsContradictions ? { ...candidate, changed: changed ?? 0 } : changed === null ? candidate : { ...candidate, changed };
    try {
      response = await fetch(`/api/companion/${game.game}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(sent),
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
    if (response.status === 409 && body.refused && load && game.keepsContradictions) {
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

  /** The person's part and the entries a refusal involves, and its detail. */
  const involved = (/** @type {Refusal} */ refusal) => {
    const own = game.ownPart(refusal);
    const what = [...(own ? [own] : []), ...refusal.records.map((n) => t('comp.entry', { n }))].join(', ');
    return { what, detail: t('comp.detail', { detail: game.detail(refusal.detail, session) }) };
  };

  /** @param {Refusal} refusal */
  function refusedText(refusal) {
    const { what, detail } = involved(refusal);
    return `${t('comp.refused', { what })} ${detail}`;
  }

  /** The loaded session's contradiction: the entries involved, and what to do. */
  function conflictText() {
    if (!conflict) return '';
    const { what, detail } = involved(conflict);
    return `${t('comp.conflicted', { what })} ${detail}`;
  }

  /** @param {() => string} text @param {'error' | 'info'} kind */
  function say(text, kind) {
    message = { text, kind };
    renderMessage();
  }

  /** The session as saved: tagged with its game and the format's version, which the server checks. */
  const tagged = (/** @type {S} */ current) => ({ ...current, game: game.game, version: SESSION_VERSION });

  function save() {
    try {
      if (session) localStorage.setItem(game.storageKey, JSON.stringify(tagged(session)));
      else localStorage.removeItem(game.storageKey);
    } catch {
      // not saved; export still works
    }
  }

  /** @returns {unknown} */
  function saved() {
    try {
      const text = localStorage.getItem(game.storageKey);
      return text ? JSON.parse(text) : null;
    } catch {
      return null;
    }
  }

  // --- drawing ---------------------------------------------------------------------

  function renderSetup() {
    const form = byId('setup-form');
    const setup = game.setup();
    fill(form, ...setup.fields, h('button', { type: 'submit', class: 'primary', 'data-testid': 'comp-start' }, t('comp.start')));
    form.onsubmit = async (event) => {
      event.preventDefault();
      await submit(setup.session(), null);
    };
  }

  /** The entry form, new or correcting record `correcting`. */
  function renderEntry() {
    if (!session) return;
    const current = session;
    const form = byId('entry-form');
    const entry = game.entry(current, correcting === null ? null : current.records[correcting - 1]);
    const cancel = () => {
      correcting = null;
      message = null;
      render();
    };
    fill(
      form,
      h('h2', {}, correcting === null ? t('comp.new_entry') : t('comp.correcting', { n: correcting })),
      ...entry.fields,
      h(
        'div',
        { class: 'entry-actions' },
        h('button', { type: 'submit', class: 'primary', 'data-testid': 'comp-record' }, correcting === null ? t('comp.record') : t('comp.save_correction', { n: correcting })),
        correcting === null ? null : h('button', { type: 'button', 'data-testid': 'comp-cancel', onclick: cancel }, t('common.cancel')),
      ),
    );
    form.onsubmit = async (event) => {
      event.preventDefault();
      const records = current.records.slice();
      const number = correcting ?? records.length + 1;
      records[number - 1] = entry.record();
      if (await submit({ ...current, records }, number)) {
        correcting = null;
        render();
      }
    };
  }

  /** @param {number} number @param {string} testid @param {string} text @param {() => void} onclick */
  const linkButton = (number, testid, text, onclick) =>
    h('button', { type: 'button', class: 'link', 'data-testid': `${testid}-${number}`, onclick }, text);

  function renderRecords() {
    if (!session) return;
    const current = session;
    const list = byId('record-list');
    const items = current.records.map((record, index) => {
      const number = index + 1;
      const correct = () => {
        correcting = number;
        message = null;
        render();
      };
      return h(
        'li',
        { class: correcting === number || conflict?.records.includes(number) ? 'correcting' : '', 'data-record': number },
        h('span', { class: 'record-number' }, `#${number}`),
        ' ',
        h('span', { class: 'record-text' }, game.recordText(record, current)),
        ' ',
        // While the entries contradict each other, only removing one helps.
        conflict ? null : linkButton(number, 'comp-correct', t('comp.correct'), correct),
        ...(game.keepsContradictions ? [' ', linkButton(number, 'comp-remove', t('comp.remove'), () => remove(number))] : []),
      );
    });
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
    fill(byId('notebook-body'), game.notebook(session, answer));
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
    const blob = new Blob([JSON.stringify(tagged(session), null, 2)], { type: 'application/json' });
    const link = h('a', { href: URL.createObjectURL(blob), download: game.fileName });
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(/** @type {HTMLAnchorElement} */ (link).href);
  }

  const recorded = () => session?.records.length ?? 0;

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
    if (await submit(/** @type {S} */ (candidate), null, true)) {
      const n = recorded();
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
    game.forget?.();
    render();
  }

  onLanguageChange(render);
  byId('undo').addEventListener('click', undo);
  byId('export').addEventListener('click', exportSession);
  byId('import').addEventListener('change', importSession);
  byId('new-session').addEventListener('click', newSession);
  render();
  const resumed = saved();
  if (resumed && (await submit(/** @type {S} */ (resumed), null, true))) {
    const n = recorded();
    say(() => t('comp.resumed', { n }), 'info');
  }
}
