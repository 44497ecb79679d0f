// The P.I. table module: the map with its tiles, tokens and investigators, the display and
// discard pile on the board; the controls, the case this seat holds and the players beside
// it; the notebook panel with its assistance switch in the notebook tab. It draws only
// what the server sends (view, events, legal actions, notebook) and leaves every rule to
// the server.

import { notebookFeed, notebookTab } from '../assist.js';
import { choosingSeating } from '../seating.js';
import { fill } from '../dom.js';
import { t } from '../i18n.js';
import { header, map } from './pi-board.js';
import { display } from './pi-cards.js';
import { controls, openSolveDialog } from './pi-controls.js';
import { endedBanner, lastEvent } from './pi-ending.js';
import { NOTHING, choices } from './pi-legal.js';
import { describeEvent, eventSeat } from './pi-log.js';
import { GUIDE, whatNow } from './pi-now.js';
import { colourName, elementKey } from './pi-names.js';
import { notebookPanel } from './pi-notebook.js';
import { heldCase, playersPanel } from './pi-players.js';

/** @typedef {import('../shell.js').TableState} TableState */
/** @typedef {import('../shell.js').GameRoots} GameRoots */
/** @typedef {import('../shell.js').GameHost} GameHost */
/** @typedef {import('../protocol.js').NotebookFrame} NotebookFrame */
/** @typedef {import('./pi-types.js').View} View */
/** @typedef {import('./pi-types.js').Event} Event */
/** @typedef {import('./pi-types.js').Action} Action */
/** @typedef {import('./pi-types.js').Notebook} Notebook */
/** @typedef {import('./pi-controls.js').Seating} Seating */

/**
 * @param {GameRoots} roots
 * @param {GameHost} host
 * @returns {import('../shell.js').GameUi}
 */
export function mount(roots, host) {
  /** @type {ReturnType<typeof notebookFeed<Notebook>>} */
  const assist = notebookFeed('whodunit.pi.assist', () => host.askNotebook());
  /** The seq the solve dialog was opened at: a later step closes it. */
  let dialogSeq = -1;
  /** @type {TableState | null} */
  let last = null;

  /** @param {TableState} state @returns {(seat: number) => string} */
  const namer = (state) => (seat) => (seat === state.seat ? t('pi.you_named', { name: colourName(seat) }) : colourName(seat));

  /** @param {TableState} state @returns {Seating} */
  function seating(state) {
    return /** @type {Seating} */ (choosingSeating(state, host, namer(state), choices, NOTHING));
  }

  /** @param {Seating} table */
  function renderBoard(table) {
    const hints = assist.shown;
    fill(
      roots.board,
      header(table.view),
      endedBanner(table.view, table.steps, table.name),
      map(table.view, {
        open: table.choices.investigate,
        pick: (location) => table.send({ investigate: location }),
        bits: hints ? new Map(hints.investigate.map((x) => [x.location, x.bits])) : null,
      }),
      display(table.view, {
        open: table.choices.evidence,
        take: (card) => table.send({ evidence: card }),
        bits: hints ? new Map(hints.evidence.map((x) => [elementKey(x.card), x.bits])) : null,
      }),
    );
  }

  /** @param {Seating} table */
  function renderNotebook(table) {
    notebookTab(roots.notebook, assist, 'pi', table.me, notebookPanel, () => last && render(last));
  }

  /** @param {TableState} state */
  function render(state) {
    if (!state.view) return;
    last = state;
    if (roots.dialog.open && dialogSeq !== state.seq) roots.dialog.close();
    const table = seating(state);
    renderBoard(table);
    fill(
      roots.controls,
      ...controls(table, () => {
        dialogSeq = state.seq;
        openSolveDialog(roots.dialog, table, assist.shown);
      }),
    );
    roots.hand.hidden = table.me === null;
    if (table.me !== null) fill(roots.hand, ...heldCase(table.view, table.me, table.name));
    const over = lastEvent(state.steps, 'game_over');
    fill(roots.players, ...playersPanel(table.view, state.seats, table.name, over?.winners ?? []));
    assist.ask(state);
    renderNotebook(table);
  }

  /**
   * @param {unknown} raw
   * @param {TableState} state
   */
  function describe(raw, state) {
    const view = /** @type {View | null} */ (state.view);
    const event = /** @type {Event} */ (raw);
    const line = describeEvent(event, view?.players ?? 2, namer(state));
    return line && { ...line, seat: eventSeat(event) };
  }

  /** @param {TableState} state */
  function now(state) {
    const table = seating(state);
    return whatNow(table.view, table.me, table.mine, table.mine && state.legal ? table.choices : null, table.name);
  }

  // The seats' colours as the stylesheet paints their pieces (.owner-N).
  const COLOUR_VARS = ['--bs-0', '--bs-1', '--seat-2', '--seat-3', '--seat-4'];
  /** @param {number} seat */
  const seatColour = (seat) => (COLOUR_VARS[seat] ? `var(${COLOUR_VARS[seat]})` : null);

  /**
   * The answer to `askNotebook`.
   * @param {NotebookFrame} frame
   * @param {TableState} state
   */
  function notebookAnswer(frame, state) {
    assist.receive(frame, state);
  }

  return {
    render,
    describe,
    notebook: notebookAnswer,
    seatColour,
    seatName: (seat, state) => namer(state)(seat),
    whatNow: now,
    guide: GUIDE,
  };
}
