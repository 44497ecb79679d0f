// The Cluedo table module: the board with its pawns, weapons and places in reach; the
// controls and their dialogs, this seat's hand and the players beside it; the notebook
// tab with what was seen or, with assistance on, the server's deductions. It offers only
// what the view's phase and the server's `legal` answer allow; the server decides every
// rule.

import { assistToggle, notebookFeed } from '../assist.js';
import { fill } from '../dom.js';
import { t } from '../i18n.js';
import { DATA } from './cluedo-board.js';
import { controls } from './cluedo-controls.js';
import { deductionsPanel } from './cluedo-deductions.js';
import { openAccuse, openShow, openSuggest } from './cluedo-dialogs.js';
import { handPanel } from './cluedo-hand.js';
import { describeEvent, eventSeat, revealNews } from './cluedo-log.js';
import { mansion } from './cluedo-mansion.js';
import { deriveNotebook } from './cluedo-notebook.js';
import { GUIDE, whatNow } from './cluedo-now.js';
import { playersPanel } from './cluedo-players.js';
import { seatNamer, seating } from './cluedo-seating.js';
import { plainGrid, suggestionHistory } from './cluedo-seen.js';

/** @typedef {import('../shell.js').TableState} TableState */
/** @typedef {import('../shell.js').GameRoots} GameRoots */
/** @typedef {import('../shell.js').GameHost} GameHost */
/** @typedef {import('./cluedo-types.js').View} View */
/** @typedef {import('./cluedo-types.js').Event} Event */
/** @typedef {import('./cluedo-types.js').Action} Action */
/** @typedef {import('./cluedo-deductions.js').Deductions} Deductions */
/** @typedef {import('./cluedo-seating.js').Seating} Seating */

/**
 * @param {GameRoots} roots
 * @param {GameHost} host
 * @returns {import('../shell.js').GameUi}
 */
export function mount(roots, host) {
  const drawBoard = mansion(roots.board);
  /** The seq for which the show dialog was opened automatically. */
  let autoShownSeq = -1;
  /** The seq at which the open dialog was made, so a new step closes a stale one. */
  let dialogSeq = -1;
  /** Whether the notebook shows the server's deductions (remembered) or only what was seen. */
  /** @type {ReturnType<typeof notebookFeed<Deductions>>} */
  const assist = notebookFeed('whodunit.cluedo.assist', () => host.askNotebook());
  const deductions = deductionsPanel();

  /** @param {unknown} action */
  function send(action) {
    if (roots.dialog.open) roots.dialog.close();
    host.send(action);
  }

  /** @param {Seating} table */
  function showDialog(table) {
    if (openShow(roots.dialog, table)) dialogSeq = table.state.seq;
  }

  /** @param {Seating} table */
  function renderNotebook(table) {
    const { view, state } = table;
    const notebook = deriveNotebook(view, state.steps, state.seat);
    const toggle = state.seat === null ? null : assistToggle(assist, t('cl.assist.toggle'), 'assist-toggle', () => render(state));
    const deduced = assist.answer;
    if (assist.on && deduced && state.seat !== null) {
      deductions.render(deduced, {
        name: table.name,
        short: (seat) => t(`pawn.${view.seats[seat]?.suspect ?? ''}`),
      });
    }
    const body = assist.on && deduced && state.seat !== null ? [deductions.element] : plainGrid(view, notebook, table.name);
    fill(roots.notebook, toggle, ...body, ...suggestionHistory(notebook, table.name));
  }

  /** @param {TableState} state */
  function render(state) {
    if (!state.view) return;
    if (roots.dialog.open && dialogSeq !== state.seq) roots.dialog.close();
    const table = seating(state, send);
    drawBoard(table);
    const opened = (/** @type {(dialog: HTMLDialogElement, table: Seating) => void} */ open) => () => {
      open(roots.dialog, table);
      dialogSeq = state.seq;
    };
    fill(roots.controls, ...controls(table, { suggest: opened(openSuggest), accuse: opened(openAccuse), show: () => showDialog(table) }));
    const hand = handPanel(table);
    roots.hand.hidden = hand.length === 0;
    roots.hand.replaceChildren(...hand);
    roots.players.replaceChildren(...playersPanel(table));
    assist.ask(state); // once per step while assistance is on
    renderNotebook(table);
    // The refuter is asked to choose at once; the dialog can be closed and reopened.
    const phase = table.view.phase;
    if (
      phase.phase === 'refuting' &&
      phase.refuter === state.seat &&
      state.legal !== null &&
      !state.busy &&
      autoShownSeq !== state.seq
    ) {
      autoShownSeq = state.seq;
      showDialog(table);
    }
  }

  /** @param {unknown} raw @param {TableState} state */
  function describe(raw, state) {
    const event = /** @type {Event} */ (raw);
    const line = describeEvent(event, state.seat, seatNamer(state));
    return line && { ...line, seat: eventSeat(event) };
  }

  /** @param {number} seat @param {TableState} state */
  function seatColour(seat, state) {
    const suspect = /** @type {View} */ (state.view).seats.find((x) => x.seat === seat)?.suspect;
    return suspect ? DATA.colours[suspect] : null;
  }

  /** @param {TableState} state */
  function now(state) {
    return whatNow(/** @type {View} */ (state.view), state.seat, state.toAct, /** @type {Action[] | null} */ (state.legal), seatNamer(state));
  }

  return {
    render,
    describe,
    live: (step, state) => revealNews(step, state.seat, seatNamer(state), host),
    notebook: (frame, state) => assist.receive(frame, state),
    seatColour,
    seatName: (seat, state) => seatNamer(state)(seat),
    whatNow: now,
    guide: GUIDE,
  };
}
