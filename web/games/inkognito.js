// The Inkognito table module: the five locations with the cards placed this series and the
// Ambassador on the board; the status, the meeting and this seat's choice there (pair,
// black card, call, naming an agent, answering, looking) as controls; this seat's black
// and location cards as its hand; the players with their match points; the clue sheet
// with its assistance switch in the notebook tab. It draws only what the server sends.

import { notebookFeed, notebookTab } from '../assist.js';
import { choosingSeating } from '../seating.js';
import { fill } from '../dom.js';
import { language, t } from '../i18n.js';
import { agentOf, hand, header, lastRound, locations } from './inkognito-board.js';
import { openCallDialog } from './inkognito-call.js';
import { endedBanner, matchResult, seenBox, split } from './inkognito-ending.js';
import { NOTHING, choices } from './inkognito-legal.js';
import { describeEvent, eventSeat } from './inkognito-log.js';
import { GUIDE, whatNow } from './inkognito-now.js';
import { controls } from './inkognito-meeting.js';
import { colourCss, colourName } from './inkognito-names.js';
import { notebookPanel } from './inkognito-notebook.js';
import { ownSheet } from './inkognito-sheet.js';
import { playersPanel } from './inkognito-players.js';

/** @typedef {import('../shell.js').TableState} TableState */
/** @typedef {import('../shell.js').GameRoots} GameRoots */
/** @typedef {import('../shell.js').GameHost} GameHost */
/** @typedef {import('../protocol.js').NotebookFrame} NotebookFrame */
/** @typedef {import('./inkognito-types.js').View} View */
/** @typedef {import('./inkognito-types.js').Event} Event */
/** @typedef {import('./inkognito-types.js').Action} Action */
/** @typedef {import('./inkognito-types.js').Notebook} Notebook */
/** @typedef {import('./inkognito-meeting.js').Seating} Seating */

/**
 * @param {GameRoots} roots
 * @param {GameHost} host
 * @returns {import('../shell.js').GameUi}
 */
export function mount(roots, host) {
  /** @type {ReturnType<typeof notebookFeed<Notebook>>} */
  const assist = notebookFeed('whodunit.inkognito.assist', () => host.askNotebook());
  /** The cards picked for a pair, kept across redraws of one step. */
  const picked = /** @type {string[]} */ ([]);
  let pickedSeq = -1;
  /** What the board, controls and hand were last drawn from (see `tableKey`). */
  let drawnKey = '';
  /** The seq the call dialog was opened at: a later step closes it. */
  let dialogSeq = -1;
  /** @type {TableState | null} */
  let last = null;
  /** The person's own clue sheet entries, for one table, seat and game. */
  /** @type {{key: string, sheet: import('./inkognito-sheet.js').OwnSheet} | null} */
  let own = null;

  /** @param {TableState} state @returns {(seat: number) => string} */
  const namer = (state) => (seat) => (seat === state.seat ? t('ik.you_named', { name: colourName(seat) }) : colourName(seat));

  /** @param {TableState} state @returns {Seating} */
  function seating(state) {
    return /** @type {Seating} */ (choosingSeating(state, host, namer(state), choices, NOTHING));
  }

  /** The person's own entries for this game's sheet. @param {TableState} state @param {View} view */
  function ownEntries(state, view) {
    const key = `whodunit.inkognito.sheet.${state.tableId}.${state.seat}.${view.game}`;
    if (!own || own.key !== key) own = { key, sheet: ownSheet(key) };
    return own.sheet;
  }

  /** @param {Seating} table @param {TableState} state */
  function renderNotebook(table, state) {
    const draw = (/** @type {Notebook} */ answer) => notebookPanel(answer, table.name, ownEntries(state, table.view));
    notebookTab(roots.notebook, assist, 'ik', table.me, draw, () => last && render(last));
  }

  /**
   * Everything the board, controls and hand depend on. A redraw that changes none of it (a
   * notebook frame, the assistance switch) leaves their buttons in place: a button
   * replaced between a press and its release would lose the click.
   * @param {TableState} state
   */
  const tableKey = (state) => JSON.stringify([state.seq, state.legal !== null, state.busy, state.connected, picked, language()]);

  /** @param {TableState} state */
  function render(state) {
    if (!state.view) return;
    last = state;
    if (roots.dialog.open && dialogSeq !== state.seq) roots.dialog.close();
    if (pickedSeq !== state.seq) {
      picked.length = 0;
      pickedSeq = state.seq;
    }
    const table = seating(state);
    const key = tableKey(state);
    if (key !== drawnKey) {
      drawnKey = key;
      renderTable(table, state);
    }
    fill(roots.players, ...playersPanel(table.view, state.seats, table.name));
    assist.ask(state);
    renderNotebook(table, state);
  }

  /** The board, the controls and the hand. @param {Seating} table @param {TableState} state */
  function renderTable(table, state) {
    const { current, ended } = split(state.steps);
    const place = (/** @type {import('./inkognito-types.js').Location} */ where) => table.send({ place: where });
    fill(
      roots.board,
      header(table.view),
      endedBanner(table.view, ended, table.name),
      locations(table.view, { open: table.choices.places, place, name: table.name, before: lastRound(current) }),
    );
    const me = table.me === null ? null : agentOf(table.view, table.me);
    fill(
      roots.controls,
      ...controls(table, {
        picked,
        redraw: () => render(state),
        openCall: () => {
          dialogSeq = state.seq;
          openCallDialog(roots.dialog, {
            calls: table.choices.calls,
            me: me && { identity: me.identity, fragment: me.fragment },
            notebook: assist.shown,
            call: (number) => table.send({ call: number }),
          });
        },
      }),
      table.me !== null ? seenBox(current, table.me, table.name) : null,
      table.view.to_act === null ? matchResult(table.view, table.name) : null,
    );
    roots.hand.hidden = table.me === null;
    if (table.me !== null) fill(roots.hand, ...hand(table.view, table.me, { open: table.choices.places, place }));
  }

  /** @param {unknown} raw @param {TableState} state */
  function describe(raw, state) {
    const event = /** @type {Event} */ (raw);
    const line = describeEvent(event, namer(state));
    return line && { ...line, seat: eventSeat(event) };
  }

  /** @param {TableState} state */
  function now(state) {
    const table = seating(state);
    return whatNow(table.view, table.mine, table.mine && state.legal ? table.choices : null, table.name);
  }

  /** @param {NotebookFrame} frame @param {TableState} state */
  function notebookAnswer(frame, state) {
    assist.receive(frame, state);
  }

  return {
    render,
    describe,
    notebook: notebookAnswer,
    seatColour: colourCss,
    seatName: (seat, state) => namer(state)(seat),
    whatNow: now,
    guide: GUIDE,
  };
}
