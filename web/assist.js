// What every game's assistance shares: the person's remembered choice to see it or to
// play alone, the notebook asked for while it is on, its switch, the notebook tab around
// it, and how a chance is written.

import { fill, h } from './dom.js';
import { t } from './i18n.js';

/**
 * An on/off choice kept in localStorage under `key` (on unless turned off), so a browser
 * remembers it across tables and reloads.
 * @param {string} key
 */
export function rememberedSwitch(key) {
  let on = true;
  try {
    on = localStorage.getItem(key) !== 'off';
  } catch {
    // storage unavailable: the switch stays on, just not remembered
  }
  return {
    get on() {
      return on;
    },
    /** @param {boolean} value */
    set(value) {
      on = value;
      try {
        localStorage.setItem(key, value ? 'on' : 'off');
      } catch {
        // still switched for this page
      }
    },
  };
}

/**
 * A probability as a whole per cent, never rounding a possibility to 0% or 100%.
 * @param {number} p
 */
export function percent(p) {
  if (p > 0 && p < 0.005) return '<1%';
  if (p < 1 && p > 0.995) return '>99%';
  return `${Math.round(p * 100)}%`;
}

/**
 * A game's assistance fed by the server's `notebook` frame: a remembered switch; while it
 * is on, the notebook is asked for once per step (never while off), and an answer worked
 * out for an older step makes it ask again. `answer` is undefined before any answer and
 * null when the game has no notebook.
 * @template N
 * @param {string} key   where the switch is remembered
 * @param {() => void} ask   the host's `askNotebook`
 */
export function notebookFeed(key, ask) {
  const choice = rememberedSwitch(key);
  /** @type {N | null | undefined} */
  let answer = undefined;
  let askedSeq = -1;
  return {
    get on() {
      return choice.on;
    },
    /** @param {boolean} value */
    set(value) {
      choice.set(value);
    },
    get answer() {
      return answer;
    },
    /** The notebook to draw from: the answer while assistance is on, else none. */
    get shown() {
      return choice.on ? (answer ?? null) : null;
    },
    /** @param {{connected: boolean, seat: number | null, seq: number}} state */
    ask(state) {
      if (!state.connected) {
        askedSeq = -1; // a request in flight died with the connection
        return;
      }
      if (!choice.on || state.seat === null || askedSeq === state.seq) return;
      askedSeq = state.seq;
      ask();
    },
    /** @param {{seq: number, notebook: unknown}} frame @param {{seq: number}} state */
    receive(frame, state) {
      answer = /** @type {N | null} */ (frame.notebook);
      if (frame.seq !== state.seq) askedSeq = -1;
    },
  };
}

/**
 * The switch of an assistance panel.
 * @param {{on: boolean, set: (value: boolean) => void}} choice
 * @param {string} label
 * @param {string} testid
 * @param {() => void} changed   redraws after a flip
 */
export function assistToggle(choice, label, testid, changed) {
  return h(
    'label',
    { class: 'assist-toggle' },
    h('input', {
      type: 'checkbox',
      'data-testid': testid,
      checked: choice.on,
      onchange: (ev) => {
        choice.set(/** @type {HTMLInputElement} */ (ev.target).checked);
        changed();
      },
    }),
    ' ',
    label,
  );
}

/**
 * A game's notebook tab: a word for a spectator, else the switch above what the feed has
 * (off, being asked, none for this game, or the notebook `draw` makes of the answer). The
 * words are the game's `PREFIX.nb.spectator`, `.toggle`, `.off`, `.asking` and
 * `.unavailable`.
 * @template N
 * @param {HTMLElement} root
 * @param {{on: boolean, answer: N | null | undefined, set: (value: boolean) => void}} feed
 * @param {string} prefix
 * @param {number | null} me   this person's seat
 * @param {(answer: N) => Node} draw
 * @param {() => void} changed   redraws after a flip of the switch
 */
export function notebookTab(root, feed, prefix, me, draw, changed) {
  if (me === null) {
    fill(root, h('p', { class: 'muted' }, t(`${prefix}.nb.spectator`)));
    return;
  }
  const answer = feed.answer;
  /** @type {Node} */
  let body;
  if (!feed.on) body = h('p', { class: 'muted', 'data-testid': 'assist-off' }, t(`${prefix}.nb.off`));
  else if (answer === undefined) body = h('p', { class: 'muted' }, t(`${prefix}.nb.asking`));
  else if (answer === null) body = h('p', { class: 'muted', 'data-testid': 'notebook-unavailable' }, t(`${prefix}.nb.unavailable`));
  else body = draw(answer);
  fill(root, assistToggle(feed, t(`${prefix}.nb.toggle`), 'assist-toggle', changed), body);
}
