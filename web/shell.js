// The generic part of a table page: the WebSocket connection, reconnecting with
// `resume`, seq tracking, error display, the game log and the notebook panel host.
// The game's own module (games/NAME.js) draws the board, controls and notebook.
// Nothing here decides a rule: the page shows what the server sends and sends actions.

import { byId, h } from './dom.js';
import { t } from './i18n.js';
import { parseFrame } from './protocol.js';
import { appendLogStep, loadGame, renderGame, renderTitle, roots, showLog, startPage } from './table-view.js';
import { endPanel } from './end-panel.js';
import { peoplePanel } from './people-panel.js';
import { clockBar } from './clock-bar.js';
import { guideOffer, guideSeen, startGuide } from './guide.js';
import { flip } from './motion.js';
import { nowLine } from './now-line.js';
import { playCue } from './sound.js';
import { tableSettings } from './table-settings.js';
import { turnAlert } from './turn-alert.js';
import { keepFocus } from './focus-keeper.js';
import { announceTurn } from './announce.js';
import { whoAmI } from './me.js';
import { liveChat } from './chat-live.js';

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
 * @property {(title: string, lines: string[], card?: Node) => void} reveal  a private message that
 *   stays until dismissed, with the card it is about (turned face up as it opens)
 * @property {() => void} askNotebook  asks what this seat can deduce; the answer comes to `notebook`
 */

/**
 * @typedef {Object} LogLine
 * @property {string} text
 * @property {string} [kind]   'turn', 'private' or 'important'
 * @property {number | null} [seat]  the seat the line is about (its colour); by default
 *   the seat that took the step, null for none
 */

/**
 * @typedef {Object} GameUi
 * @property {(state: TableState) => void} render
 * @property {(event: unknown, state: TableState) => LogLine | null} describe
 * @property {(step: LogStep, state: TableState) => void} [live]  a step that arrived live
 * @property {(frame: NotebookFrame, state: TableState) => void} [notebook]  the answer to `askNotebook`
 * @property {(seat: number, state: TableState) => string} [seatName]  a seat's name as the
 *   table says it (the key moments at the end)
 * @property {(seat: number, state: TableState) => string | null} [seatColour]  the seat's
 *   colour on the board (any CSS colour), for its lines in the log
 * @property {(state: TableState) => string | null} [whatNow]  this viewer's choices now, or
 *   whom the table waits for, in one sentence; null when there is nothing to say
 * @property {import('./guide.js').GuideStep[]} [guide]  the guided first turn's steps
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

const ending = endPanel(tableId, token, {
  game: () => state.game,
  look: (seat) =>
    ui?.seatName ? { name: ui.seatName(seat, state), colour: ui.seatColour?.(seat, state) ?? 'currentColor' } : null,
});
/** Who sits where, asked once the game's module can name the seats, and again at the end. */
const people = peoplePanel(tableId, (seat) => ui?.seatName?.(seat, state) ?? null);
let peopleAsked = false;
let peopleAskedAtEnd = false;
const clock = clockBar(
  () => sendFrame({ type: 'back' }),
  (seat) => ui?.seatName?.(seat, state) ?? t('lobby.seat', { n: seat + 1 }),
);

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

/** The Chat tab (chat-live.js): lines come with snapshots and `chat` frames. */
const chat = isReplay
  ? null
  : liveChat(tableId, {
      send: (text) => {
        if (!socket || socket.readyState !== WebSocket.OPEN) return false;
        sendFrame({ type: 'chat', text });
        return true;
      },
      mySeat: () => state.seat,
    });

const revealBox = /** @type {HTMLDialogElement} */ (byId('reveal'));
const now = nowLine();
/** What the page puts above the game's controls: the guide's offer, then the "now" line. */
const notes = h('div', { class: 'table-notes' }, now.element);
const alerts = turnAlert();
/** A live step is being drawn: a turn that starts now deserves a sound. */
let liveStep = false;
/** The offer of the guided first turn, while it stands. @type {HTMLElement | null} */
let offer = null;

/** @type {GameHost} */
const host = {
  send(action) {
    if (state.busy || !socket || socket.readyState !== WebSocket.OPEN) return;
    state.busy = true;
    offer?.remove(); // a person who plays found their way
    offer = null;
    hideError();
    sendFrame({ type: 'action', seq: state.seq, action });
    render();
  },
  reveal(title, lines, card) {
    revealBox.replaceChildren(
      h(
        'form',
        { method: 'dialog' },
        h('h2', {}, title),
        ...lines.map((line) => h('p', {}, line)),
        card ? h('p', { class: 'reveal-card' }, card) : null,
        h(
          'div',
          { class: 'dialog-actions' },
          h('button', { class: 'primary', value: 'ok', 'data-testid': 'reveal-ok' }, t('common.ok')),
        ),
      ),
    );
    if (!revealBox.open) revealBox.show();
    const shown = revealBox.querySelector('.reveal-card > *');
    if (shown) flip(shown);
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
    case 'people':
      // The finished table is settled: its ratings and their changes are there to read.
      people.load();
      break;
    case 'clock':
      clock.update(frame, state.seat);
      people.setLeft(frame.left ?? []);
      break;
    case 'chat':
      chat?.add(frame);
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
  state.legal = frame.legal ?? null;
  state.busy = false;
  resuming = false;
  chat?.set(frame.chat ?? []);
  await ensureGame(frame.game);
  if (!peopleAsked) {
    peopleAsked = true;
    people.load();
  }
  rebuildLog();
  render();
  askLegal();
  offerGuide();
}

/** A person new to this game is offered the guided first turn, once. */
function offerGuide() {
  if (offer || !ui?.guide || state.seat === null || state.toAct === null || guideSeen(state.game)) return;
  offer = guideOffer(state.game, ui.guide);
  notes.prepend(offer);
  render();
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
  const step = { seq: frame.seq, seat: frame.seat, stand_in: frame.stand_in, events: frame.events };
  state.seq = frame.seq;
  state.steps.push(step);
  state.view = frame.view;
  state.toAct = frame.to_act;
  state.legal = frame.legal ?? null;
  state.busy = false;
  const shownToMe = appendLog(step) && step.seat !== state.seat;
  ui?.live?.(step, state);
  liveStep = true;
  const turnSounded = render();
  liveStep = false;
  if (state.toAct === null) playCue('over');
  else if (shownToMe && !turnSounded) playCue('card');
  askLegal();
}

/** @param {ErrorFrame} frame */
function onError(frame) {
  state.busy = false;
  // A chat line refused: said under the chat's input, not in the game's banner.
  if (chat?.refusedNow(frame)) return;
  if (frame.code === 'rate_limited') {
    // The page's own requests came faster than the server's limit (docs/protocol.md,
    // "Limits"), not the person's clicks: no banner; the refused frame may have been the
    // request for legal actions, so ask again shortly.
    setTimeout(askLegal, RATE_LIMITED_RETRY_MS);
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

/** Asks for this seat's legal actions when it is to act and its last frame did not bring them. */
function askLegal() {
  if (state.seat !== null && state.toAct === state.seat && state.legal === null) sendFrame({ type: 'legal' });
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

/**
 * Adds a step's lines to the log; true when one of them is private news for this seat.
 * @param {LogStep} step
 */
function appendLog(step) {
  if (!ui) return false;
  return appendLogStep(ui, step, state).some((item) => item.classList.contains('private'));
}

/** Draws the page; true when a turn that just began sounded its alert. */
function render() {
  renderTitle(state);
  // Whether this page's person has a choice to make now (tests, and styles, read it).
  const myTurn = !state.busy && (state.legal?.length ?? 0) > 0;
  document.body.dataset.myTurn = String(myTurn);
  const game = ui;
  if (game) {
    renderGame(game, state, () => {
      now.show(game.whatNow?.(state) ?? null);
      // The game redraws its panel at will: the notes go back on top when they are gone.
      if (roots.controls.firstChild !== notes) roots.controls.prepend(notes);
    });
  }
  // A screen reader hears when a choice comes to this person: the status line's words.
  const waitingForAnswer = state.busy || (state.legal === null && state.toAct === state.seat);
  if (myTurn && !wasMyTurn) announceTurn(byId('controls').querySelector('[data-testid=status]')?.textContent ?? '');
  if (!waitingForAnswer) wasMyTurn = myTurn;
  // Nobody is to act once the game is over.
  if (state.seq >= 0 && state.toAct === null) {
    ending.show();
    clock.stop();
    if (!peopleAskedAtEnd) {
      peopleAskedAtEnd = true;
      people.loadEnd();
    }
  }
  return alerts.update(isMyTurn(), liveStep, state.game);
}

/** This page's person is to act (not a spectator, the game not over). */
function isMyTurn() {
  return state.seat !== null && state.toAct !== null && state.toAct === state.seat;
}

async function start() {
  if (isReplay) {
    (await import('./replay.js')).startReplay(tableId, token);
    return;
  }
  startPage(
    () => {
      setConnection(/** @type {'online'} */ (byId('conn').dataset.state ?? 'connecting'));
      rebuildLog();
      render();
      chat?.render();
      ending.render();
      people.render();
      clock.redraw();
    },
    () => state.game,
    {
      now: () => (ui && state.view ? (ui.whatNow?.(state) ?? null) : null),
      tour: () => {
        const steps = ui?.guide;
        return steps && state.seat !== null ? () => startGuide(state.game, steps) : null;
      },
    },
  );
  tableSettings(byId('settings-slot'), render);
  byId('error-close').addEventListener('click', hideError);
  // The keyboard keeps its place across redraws (focus-keeper.js).
  keepFocus(/** @type {HTMLElement} */ (document.querySelector('main')), () => document.body.dataset.myTurn === 'true');
  if (!tableId) {
    showError(t('shell.no_table'));
    return;
  }
  // Who this browser is first (a first visit becomes a guest), so that the server links
  // the seat to the person when the connection comes with the session cookie.
  whoAmI().then(connect);
}

start();
