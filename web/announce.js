// What a screen reader hears of the game as it goes: each new log line, once, through a
// polite live region that is never hidden. The visible log is a tab that is often closed
// (a hidden region says nothing) and is redrawn whole on a language change or a snapshot,
// so it cannot be the one that speaks.

import { byId, h } from './dom.js';

/** Lines kept in the region: enough for a burst of bot moves, never the whole game. */
const KEEP = 30;

/**
 * Says these lines, in order, after whatever is being read now.
 * @param {string[]} lines
 */
export function announce(lines) {
  const region = byId('log-live');
  region.append(...lines.filter(Boolean).map((line) => h('p', {}, line)));
  while (region.childElementCount > KEEP) region.firstElementChild?.remove();
}

/** Pending re-announcement of the turn, so the same words are said again. */
let turnTimer = 0;

/**
 * Says that this person has a choice to make, in the words of the table's status line.
 * @param {string} status
 */
export function announceTurn(status) {
  const region = byId('turn-live');
  // A status region speaks on change: empty it first, so a repeated status is heard too.
  region.textContent = '';
  clearTimeout(turnTimer);
  turnTimer = window.setTimeout(() => (region.textContent = status), 100);
}
