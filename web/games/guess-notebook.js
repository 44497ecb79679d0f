// The notebook tab of Guess: the assistance switch, then what the server's `notebook` frame
// says this seat can deduce (the cards the hidden one can still be, what the other seat
// holds and lacks).

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { letters } from './guess-cards.js';

/** @typedef {import('./guess-types.js').Notebook} Notebook */

/**
 * The panel's body under the switch.
 * @param {{on: boolean, answer: Notebook | null | undefined}} feed
 * @param {number | null} me
 * @returns {Node}
 */
export function notebookBody(feed, me) {
  if (me === null) return h('p', { class: 'muted' }, t('guess.notebook.spectator'));
  if (!feed.on) return h('p', { class: 'muted', 'data-testid': 'notebook-off' }, t('guess.notebook.off'));
  const notebook = feed.answer;
  if (notebook === undefined) return h('p', { class: 'muted' }, t('guess.notebook.asking'));
  if (notebook === null) return h('p', { class: 'muted' }, t('guess.notebook.unavailable'));
  const row = (/** @type {string} */ key, /** @type {number[]} */ cards, /** @type {string} */ testid) =>
    h('div', { class: 'guess-fact' }, h('dt', {}, t(key)), h('dd', { 'data-testid': testid }, letters(cards)));
  return h(
    'dl',
    { class: 'guess-notebook' },
    row('guess.notebook.possible', notebook.possible, 'notebook-possible'),
    row('guess.notebook.holds', notebook.opponent_holds, 'notebook-holds'),
    row('guess.notebook.lacks', notebook.opponent_lacks, 'notebook-lacks'),
  );
}
