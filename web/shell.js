// The generic part of a table page: the WebSocket connection, reconnecting with
// `resume`, seq tracking, error display, the game log and the notebook panel host.
// The game's own module (games/NAME.js) draws the board, controls and notebook.
// Nothing here decides a rule: the page shows what the server sends and sends actions.

import { byId, h } from './dom.js';
import { t } from './i18n.js';
import { parseFrame } from './protocol.js';
import { appendLogStep, loadGame, renderTitle, showLog, startPage } from './table-view.js';
import { endPanel } from './end-panel.js';
import { keepFocus } from './focus-keeper.js';
import { announceTurn } from './announce.js';

/** @typedef {import('./protocol.js').ServerFrame} ServerFrame */
/** @typedef {import('./protocol.js').ClientFrame} ClientFrame */
/** @typedef {import('./protocol.js').SnapshotFrame} SnapshotFrame */
/** @typedef {import('./protocol.js').EventsFrame} EventsFrame */
/** @typedef {import('./protocol.js').ErrorFrame} ErrorFrame */
/** @typedef {import('./protocol.js').NotebookFrame} NotebookFrame */
/** @typedef {import('./protocol.js').LogStep} LogStep */
/** @typedef {import('./protocol.js').SeatInfo} SeatInfo */

/**
 * Everything the page knows about its table, rebuilt only from server frames.
 * @typedef {Object} TableState
 * @property {string} tableId
 * @property {string} game
 * @property {number} seq        the seq of the last step seen (-1 before the snapshot)
 * @property {number | null} seat  this page's seat, or null for a spectator
 * @property {SeatInfo[]} seats
 * @property {unknown} view      the game's view for this viewer
 * @property {number | null} toAct
 * @property {LogStep[]} steps   every step seen, in seq order
 * @property {unknown[] | null} legal  this seat's legal actions at `seq`, once asked
 * @property {boolean} busy      an action was sent and its answer has not come yet
 * @property {boolean} connected
 */

/**
 * Where a game module draws.
 * @typedef {Object} GameRoots
 * @property {HTMLElement} board
 * @property {HTMLElement} controls
 * @property {HTMLElement} hand
 * @property {HTMLElement} players
 * @property {HTMLElement} notebook
 * @property {HTMLDialogElement} dialog
 */

/**
 * What the shell offers a game module.
 * @typedef {Object} GameHost
 * @property {(action: unknown) => void} send  sends an action at the current seq
 * @property {(title: string, lines: string[]) => void} reveal  a private message that stays until dismissed
 * @property {() => void} askNotebook  asks what this seat can deduce; the answer comes to `notebook`
 */

/**
 * @typedef {Object} LogLine
 * @property {string} text
 * @property {string} [kind]   'turn', 'private' or 'important'
 */

/**
 * @typedef {Object} GameUi
 * @property {(state: TableState) => void} render
 * @property {(event: unknown, state: TableState) => LogLine | null} describe
 * @property {(step: LogStep, state: TableState) => void} [live]  a step that arrived live
 * @property {(frame: NotebookFrame, state: TableState) => void} [notebook]  the answer to `askNotebook`
 */

/**
 * @typedef {Object} GameModule
 * @property {(roots: GameRoots, host: GameHost) => GameUi} mount
 */

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 8000;
/** After a `rate_limited` refusal, the wait before asking for the legal actions again. */
const RATE_LIMITED_RETRY_MS = 1000;

const tableId = decodeURIComponent(location.pathname.match(/\/table\/([^/?#]+)/)?.[1] ?? '');
const token = new URLSearchParams(location.search).get('seat');
/** `/table/{id}/replay`: the same page steps through the game instead (replay.js). */
const isReplay = /\/replay\/?$/.test(location.pathname);

/** @type {TableState} */
const state = {
  tableId,
  game: '',
  seq: -1,
  seat: null,
  seats: [],
  view: null,
  toAct: null,
  steps: [],
  legal: null,
  busy: false,
  connected: false,
};

const ending = endPanel(tableId, token);

/** @type {WebSocket | null} */
let socket = null;
let attempts = 0;
/** Set when reconnecting is pointless (a bad token). */
let fatal = false;
/** A resume was sent and its answer has not caught us up yet. */
let resuming = false;
/** @type {GameUi | null} */
let ui = null;
/** Whether the last render offered this person a choice (a new turn is announced). */
let wasMyTurn = false;
/** @type {string | null} */
let loadedGame = null;

const revealBox = /** @type {HTMLDialogElement} */ (byId('reveal'));

/** @type {GameHost} */
const host = {
  send(action) {
    if (state.busy || !socket || socket.readyState !== WebSocket.OPEN) return;
    state.busy = true;
    hideError();
    sendFrame({ type: 'action', seq: state.seq, action });
    render();
  },
  reveal(title, lines) {
    revealBox.replaceChildren(
      h(
        'form',
        { method: 'dialog' },
        h('h2', {}, title),
        ...lines.map((line) => h('p', {}, line)),
        h(
          'div',
          { class: 'dialog-actions' },
          h('button', { class: 'primary', value: 'ok', 'data-testid': 'reveal-ok' }, t('common.ok')),
        ),
      ),
    );
    if (!revealBox.open) revealBox.show();
  },
  askNotebook() {
    sendFrame({ type: 'notebook' });
  },
};

/** @param {ClientFrame} frame */
function sendFrame(frame) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
}

function connect() {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  const url = `${scheme}//${location.host}/api/tables/${encodeURIComponent(tableId)}/ws${query}`;
  setConnection(attempts === 0 ? 'connecting' : 'reconnecting');
  const ws = new WebSocket(url);
  socket = ws;
  ws.addEventListener('open', () => {
    attempts = 0;
    state.connected = true;
    setConnection('online');
    // After a drop, ask for what we missed; the server may answer with a snapshot.
    if (state.seq >= 0) requestResume();
  });
  ws.addEventListener('message', (message) => {
    const frame = typeof message.data === 'string' ? parseFrame(message.data) : null;
    if (frame) handle(frame);
  });
  ws.addEventListener('close', () => {
    if (socket !== ws) return;
    socket = null;
    state.connected = false;
    state.busy = false;
    resuming = false;
    if (fatal) {
      setConnection('closed');
      render();
      return;
    }
    attempts += 1;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** (attempts - 1));
    setConnection('reconnecting');
    render();
    setTimeout(connect, delay);
  });
}

function requestResume() {
  if (resuming) return;
  resuming = true;
  sendFrame({ type: 'resume', seq: state.seq });
}

/** @param {ServerFrame} frame */
function handle(frame) {
  switch (frame.type) {
    case 'snapshot':
      onSnapshot(frame);
      break;
    case 'events':
      onEvents(frame);
      break;
    case 'legal':
      if (frame.seq === state.seq) {
        state.legal = frame.actions;
        render();
      }
      break;
    case 'notebook':
      ui?.notebook?.(frame, state);
      render();
      break;
    case 'rematch':
      ending.offered(frame.table);
      break;
    case 'error':
      onError(frame);
      break;
  }
}

/** @param {SnapshotFrame} frame */
async function onSnapshot(frame) {
  state.game = frame.game;
  state.seq = frame.seq;
  state.seat = typeof frame.seat === 'number' ? frame.seat : null;
  state.seats = frame.seats;
  state.view = frame.view;
  state.toAct = frame.to_act;
  state.steps = frame.log.slice();
  state.legal = null;
  state.busy = false;
  resuming = false;
  await ensureGame(frame.game);
  rebuildLog();
  render();
  askLegal();
}

/** @param {EventsFrame} frame */
function onEvents(frame) {
  if (frame.seq <= state.seq) return; // already seen (e.g. after a resume)
  if (frame.seq > state.seq + 1) {
    requestResume(); // a gap: the answer brings the missing steps in order
    return;
  }
  resuming = false;
  /** @type {LogStep} */
  const step = { seq: frame.seq, seat: frame.seat, events: frame.events };
  state.seq = frame.seq;
  state.steps.push(step);
  state.view = frame.view;
  state.toAct = frame.to_act;
  state.legal = null;
  state.busy = false;
  appendLog(step);
  ui?.live?.(step, state);
  render();
  askLegal();
}

/** @param {ErrorFrame} frame */
function onError(frame) {
  state.busy = false;
  if (frame.code === 'rate_limited') {
    // The page's own requests came faster than the server's limit (docs/protocol.md,
    // "Limits"), not the person's clicks: no banner; the refused frame may have been the
    // request for legal actions, so ask again shortly.
    setTimeout(() => {
      if (state.legal === null) askLegal();
    }, RATE_LIMITED_RETRY_MS);
    render();
    return;
  }
  if (frame.code === 'bad_token') fatal = true;
  if (frame.code === 'stale') requestResume();
  const known = ['malformed', 'too_large', 'stale', 'not_a_seat', 'rule', 'bad_token', 'unavailable'];
  const what = known.includes(frame.code) ? t(`error.${frame.code}`) : frame.code;
  showError(
    frame.rule
      ? t('error.with_rule', { rule: frame.rule, message: frame.message })
      : t('error.plain', { what, message: frame.message }),
  );
  render();
}

function askLegal() {
  if (state.seat !== null && state.toAct === state.seat) sendFrame({ type: 'legal' });
}

/** @param {string} message */
function showError(message) {
  byId('error-text').textContent = message;
  byId('error-banner').hidden = false;
}

function hideError() {
  byId('error-banner').hidden = true;
}

/** @param {'connecting' | 'online' | 'reconnecting' | 'closed'} which */
function setConnection(which) {
  const el = byId('conn');
  el.dataset.state = which;
  el.textContent = t(`conn.${which}`);
}

/** @param {string} game */
async function ensureGame(game) {
  if (loadedGame === game) return;
  ui = await loadGame(game, host);
  if (ui) loadedGame = game;
  else showError(t('shell.unknown_game', { game }));
}

function rebuildLog() {
  if (ui) showLog(ui, state);
}

/** @param {LogStep} step */
function appendLog(step) {
  if (ui) appendLogStep(ui, step, state);
}

function render() {
  renderTitle(state);
  // Whether this page's person has a choice to make now (tests, and styles, read it).
  const myTurn = !state.busy && (state.legal?.length ?? 0) > 0;
  document.body.dataset.myTurn = String(myTurn);
  ui?.render(state);
  // A screen reader hears when a choice comes to this person: the status line's words.
  const waitingForAnswer = state.busy || (state.legal === null && state.toAct === state.seat);
  if (myTurn && !wasMyTurn) announceTurn(byId('controls').querySelector('[data-testid=status]')?.textContent ?? '');
  if (!waitingForAnswer) wasMyTurn = myTurn;
  // Nobody is to act once the game is over.
  if (state.seq >= 0 && state.toAct === null) ending.show();
}

async function start() {
  if (isReplay) {
    (await import('./replay.js')).startReplay(tableId, token);
    return;
  }
  startPage(() => {
    setConnection(/** @type {'online'} */ (byId('conn').dataset.state ?? 'connecting'));
    rebuildLog();
    render();
    ending.render();
  }, () => state.game);
  byId('error-close').addEventListener('click', hideError);
  // The keyboard keeps its place across redraws (focus-keeper.js).
  keepFocus(/** @type {HTMLElement} */ (document.querySelector('main')), () => document.body.dataset.myTurn === 'true');
  if (!tableId) {
    showError(t('shell.no_table'));
    return;
  }
  connect();
}

start();
