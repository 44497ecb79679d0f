// What the live table (shell.js) and the replay (replay.js) share: the page's regions, the
// game's module loaded once, the game log drawn from steps, the title, the language picker
// and the tabs. Neither the connection nor the stepping lives here.

import { byId, h } from './dom.js';
import { languagePicker, onLanguageChange, t, translateStatic } from './i18n.js';
import { GAMES, useStyle, useWords } from './games/index.js';
import { rulesPanel } from './rules-panel.js';
import { logFollower } from './log-follow.js';
import { flash, play, remember } from './motion.js';
import { backgroundOf, cssRgb, readableOn, toRgb } from './seat-colour.js';
import { announce } from './announce.js';
import { nameDialogsByHeading } from './dialog-names.js';

/** @typedef {import('./shell.js').TableState} TableState */
/** @typedef {import('./shell.js').GameHost} GameHost */
/** @typedef {import('./shell.js').GameUi} GameUi */
/** @typedef {import('./protocol.js').LogStep} LogStep */

/** Where a game module draws. */
export const roots = {
  board: byId('board'),
  controls: byId('controls'),
  hand: byId('hand'),
  players: byId('players'),
  notebook: byId('notebook'),
  dialog: /** @type {HTMLDialogElement} */ (byId('dialog')),
};

const logList = byId('log');
const follower = logFollower(logList, /** @type {HTMLButtonElement} */ (byId('log-new')));
/** Where the game draws, watched for what moved between two drawings. */
const layout = /** @type {Element} */ (document.querySelector('.table-layout'));

/**
 * Loads the game's module and mounts it on the page; `null` for a game this client lacks.
 * @param {string} game
 * @param {GameHost} host
 * @returns {Promise<GameUi | null>}
 */
export async function loadGame(game, host) {
  const entry = GAMES[game];
  if (!entry) return null;
  const [module] = await Promise.all([entry.table(), useWords([game]), useStyle(game)]);
  return module.mount(roots, host);
}

/**
 * The log lines of one step.
 * @param {GameUi} ui
 * @param {LogStep} step
 * @param {TableState} state
 */
function stepItems(ui, step, state) {
  const items = [];
  if (step.stand_in) {
    items.push(h('li', { class: 'log-line stand-in', 'data-seq': step.seq }, t('clock.stand_in_step')));
  }
  for (const event of step.events) {
    const line = ui.describe(event, state);
    if (line) {
      // The seat a line is about: the game says, or else the seat that took the step.
      const seat = line.seat === undefined ? (step.seat ?? null) : line.seat;
      const item = h('li', { class: `log-line ${line.kind ?? ''}`, 'data-seq': step.seq, 'data-seat': seat }, line.text);
      const colour = seat === null ? null : seatShade(ui, seat, state);
      if (colour) {
        item.classList.add('seat-line');
        item.style.setProperty('--seat-colour', colour);
      }
      items.push(item);
    }
  }
  return items;
}

/** Each seat colour as read on the log's background, worked out once. @type {Map<string, string | null>} */
const shades = new Map();

/**
 * The seat's colour on the board, darkened until it reads on the log (4.5:1).
 * @param {GameUi} ui
 * @param {number} seat
 * @param {TableState} state
 */
function seatShade(ui, seat, state) {
  const colour = ui.seatColour?.(seat, state);
  if (!colour) return null;
  let shade = shades.get(colour);
  if (shade === undefined) {
    const rgb = toRgb(colour, document.body);
    shade = rgb ? cssRgb(readableOn(rgb, backgroundOf(logList))) : null;
    shades.set(colour, shade);
  }
  return shade;
}

/**
 * Draws the whole log of `state.steps`, scrolled to the newest line.
 * @param {GameUi} ui
 * @param {TableState} state
 */
export function showLog(ui, state) {
  logList.replaceChildren(...state.steps.flatMap((step) => stepItems(ui, step, state)));
  follower.reset();
}

/**
 * Adds one step's lines, following the newest line unless the reader scrolled up; an
 * important line flashes as it comes. Returns the lines added.
 * @param {GameUi} ui
 * @param {LogStep} step
 * @param {TableState} state
 */
export function appendLogStep(ui, step, state) {
  const items = stepItems(ui, step, state);
  logList.append(...items);
  announce(items.map((item) => item.textContent ?? ''));
  follower.added();
  for (const item of items) if (item.classList.contains('important')) flash(item);
  return items;
}

/** Whether the game was drawn on this page already: its first drawing animates nothing. */
let drawn = false;

/**
 * Draws the game, then animates what moved, flipped or appeared since the last drawing.
 * @param {GameUi} ui
 * @param {TableState} state
 * @param {() => void} [decorate]  what the page adds to the game's drawing, done before
 *   anything is measured, so that no half-drawn page is ever laid out
 */
export function renderGame(ui, state, decorate) {
  // Not the emptiness of the board: a first piece put on an empty one is news.
  const before = drawn ? remember(layout) : null;
  ui.render(state);
  decorate?.();
  play(layout, before);
  drawn = true;
}

/**
 * The game's name in the top bar, marked for a spectator.
 * @param {TableState} state
 * @param {string} [suffix]  what else to say after it (a replay says so)
 */
export function renderTitle(state, suffix) {
  const game = state.game ? t(`game.${state.game}`) : '';
  const title = state.seat === null ? t('shell.title_spectator', { game }) : game;
  byId('table-title').textContent = suffix ? `${title} · ${suffix}` : title;
}

/** @typedef {'notebook' | 'log' | 'chat'} TabName */

/** The tabs, in order. */
const TABS = /** @type {TabName[]} */ (['notebook', 'log', 'chat']);

/** Called with the tab shown, whenever one is chosen. @type {((which: TabName) => void)[]} */
const tabListeners = [];

/** @param {(which: TabName) => void} listener */
export function onTabChange(listener) {
  tabListeners.push(listener);
}

/** @param {TabName} which */
export function selectTab(which) {
  for (const name of TABS) {
    const selected = name === which;
    byId(`tab-${name}`).setAttribute('aria-selected', String(selected));
    byId(name).hidden = !selected;
  }
  if (which === 'log') follower.reset();
  else byId('log-new').hidden = true;
  for (const listener of tabListeners) listener(which);
}

/**
 * The parts every table page starts with: language picker, static words, tabs, rules.
 * @param {() => void} redraw  called after the language changes
 * @param {() => string} game  the game the table plays, once known
 * @param {import('./rules-panel.js').RulesExtras} [extras]  what the Rules panel adds for a live seat
 */
export function startPage(redraw, game, extras) {
  rulesPanel(game, extras);
  nameDialogsByHeading([roots.dialog, /** @type {HTMLDialogElement} */ (byId('reveal'))]);
  byId('lang-slot').append(languagePicker());
  translateStatic(document);
  document.title = t('app.title');
  onLanguageChange(() => {
    translateStatic(document);
    document.title = t('app.title');
    redraw();
  });
  for (const [index, name] of TABS.entries()) {
    const tab = byId(`tab-${name}`);
    tab.addEventListener('click', () => selectTab(name));
    // As in any tab list, the arrows go from one tab to the next.
    tab.addEventListener('keydown', (ev) => {
      if (ev.key !== 'ArrowLeft' && ev.key !== 'ArrowRight') return;
      ev.preventDefault();
      const step = ev.key === 'ArrowRight' ? 1 : TABS.length - 1;
      const to = TABS[(index + step) % TABS.length];
      selectTab(to);
      byId(`tab-${to}`).focus();
    });
  }
}
