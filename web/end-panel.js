// What a finished table offers under the game's own ending (its solution and scores):
// Rematch (same seats and people, bots at their levels, a new deal), Watch the replay and
// Back to the lobby. The rematch is set up by the first person who asks; the others hear of
// it (a `rematch` frame, or the table's facts when the page opens after) and join it, or
// leave it: a bot then plays their seat there to the end.

import { byId, h } from './dom.js';
import { t } from './i18n.js';
import { keyMoments } from './end-moments.js';

/** @typedef {import('./protocol.js').TakenSeat} TakenSeat */

const panel = byId('end-panel');

/** The rematch's table, once someone asked for it. @type {string | null} */
let rematch = null;
let asked = false;
/** This page's person left the rematch. */
let left = false;
/** @type {string | null} */
let failure = null;

/**
 * @param {string} tableId
 * @param {string | null} token  this page's seat, or null for a spectator
 * @param {Parameters<typeof keyMoments>[1]} game  the game played and how it names and paints seats
 */
export function endPanel(tableId, token, game) {
  const table = encodeURIComponent(tableId);
  const moments = keyMoments(tableId, game);

  async function join() {
    asked = true;
    failure = null;
    render();
    try {
      const answer = await fetch(`/api/tables/${table}/rematch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      const data = await answer.json().catch(() => ({}));
      if (!answer.ok) throw new Error(data.error ?? answer.statusText);
      location.assign(/** @type {TakenSeat} */ (data).link);
    } catch (err) {
      asked = false;
      failure = t('end.rematch_failed', { reason: String(/** @type {Error} */ (err).message) });
      render();
    }
  }

  async function leave() {
    asked = true;
    failure = null;
    render();
    try {
      const answer = await fetch(`/api/tables/${table}/rematch/leave`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      const data = await answer.json().catch(() => ({}));
      if (!answer.ok) throw new Error(data.error ?? answer.statusText);
      left = true;
    } catch (err) {
      failure = t('end.leave_failed', { reason: String(/** @type {Error} */ (err).message) });
    }
    asked = false;
    render();
  }

  /** Leave, next to Join, once a rematch is offered to this page's person. */
  function leaveControl() {
    if (token === null || !rematch || left) return null;
    return h(
      'button',
      {
        type: 'button',
        'data-testid': 'leave-rematch',
        'aria-label': t('end.leave_rematch_label'),
        disabled: asked,
        onclick: leave,
      },
      t('end.leave_rematch'),
    );
  }

  function rematchControl() {
    if (left && rematch) {
      return h('a', { class: 'button', href: `/table/${encodeURIComponent(rematch)}`, 'data-testid': 'watch-rematch' }, t('end.watch_rematch'));
    }
    if (token === null) {
      return rematch
        ? h('a', { class: 'button', href: `/table/${encodeURIComponent(rematch)}`, 'data-testid': 'watch-rematch' }, t('end.watch_rematch'))
        : null;
    }
    return h(
      'button',
      { type: 'button', class: 'primary', 'data-testid': 'rematch', disabled: asked, onclick: join },
      t(rematch ? 'end.join_rematch' : 'end.rematch'),
    );
  }

  function render() {
    const replay = `/table/${table}/replay${token ? `?seat=${encodeURIComponent(token)}` : ''}`;
    panel.replaceChildren(
      h('h2', {}, t('end.title')),
      h(
        'p',
        { class: 'muted', 'data-testid': 'rematch-status', 'aria-live': 'polite' },
        failure ??
          (left ? t('end.rematch_left') : rematch ? t('end.rematch_ready') : token ? t('end.rematch_help') : ''),
      ),
      h(
        'div',
        { class: 'end-actions' },
        rematchControl(),
        leaveControl(),
        h('a', { class: 'button', href: replay, 'data-testid': 'watch-replay' }, t('end.replay')),
        h('a', { class: 'button', href: '/', 'data-testid': 'back-to-lobby' }, t('end.lobby')),
      ),
      moments.element,
    );
    moments.render();
  }

  return {
    /** The game ended (or was over when the page opened): show the panel, learn of a rematch. */
    async show() {
      if (!panel.hidden) return;
      panel.hidden = false;
      render();
      moments.load();
      const answer = await fetch(`/api/tables/${table}`).catch(() => null);
      const info = answer?.ok ? await answer.json().catch(() => null) : null;
      if (info?.rematch && !rematch) {
        rematch = info.rematch;
        render();
      }
    },
    /** @param {string} table  the rematch's table */
    offered(table) {
      rematch = table;
      if (!panel.hidden) render();
    },
    render() {
      if (!panel.hidden) render();
    },
  };
}
