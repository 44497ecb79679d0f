// The front page's account part, under "You play as NAME": a guest may keep their name with
// a username and password, or log in to an account; an account may log out (here or
// everywhere) and change its password. Each is a small form; the server's refusals are
// shown as text under it.

import { h } from './dom.js';
import { t } from './i18n.js';
import { whoAmI } from './me.js';

/** @typedef {import('./protocol.js').Me} Me */
/** @typedef {import('./i18n.js').MessageKey} MessageKey */

/** The form open now, if any. */
/** @type {'' | 'claim' | 'login' | 'password'} */
let open = '';
/** The server's reason for refusing the last request, shown under the form. */
let refusal = '';
/** What the last request did, when it says so. */
let notice = '';

/**
 * Sends a request; the answer's JSON, or throws with the server's reason.
 * @param {string} method
 * @param {string} path
 * @param {object} [body]
 * @returns {Promise<any>}
 */
async function send(method, path, body) {
  const answer = await fetch(path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  const data = await answer.json().catch(() => ({}));
  if (!answer.ok) throw new Error(data.error ?? answer.statusText);
  return data;
}

/**
 * A labelled field that keeps what was typed across a redraw (a language change).
 * @param {string} id
 * @param {MessageKey} label
 * @param {'text' | 'password'} type
 * @param {string} autocomplete
 * @param {MessageKey} [hint]
 */
function field(id, label, type, autocomplete, hint) {
  const typed = /** @type {HTMLInputElement | null} */ (document.getElementById(id))?.value ?? '';
  const hintId = `${id}-hint`;
  return h(
    'span',
    { class: 'account-field' },
    h('label', { for: id }, t(label)),
    h('input', {
      id,
      type,
      value: typed,
      autocomplete,
      required: true,
      'data-testid': id,
      'aria-describedby': hint ? `${hintId} account-error` : 'account-error',
      ...(type === 'text' ? { maxlength: '24', autocapitalize: 'none', spellcheck: 'false' } : {}),
    }),
    hint ? h('small', { id: hintId, class: 'muted' }, t(hint)) : '',
  );
}

/** @param {string} id */
function value(id) {
  return /** @type {HTMLInputElement} */ (document.getElementById(id)).value;
}

/**
 * A button that reads as a link.
 * @param {MessageKey} label
 * @param {string} testid
 * @param {() => void} onclick
 */
function linkButton(label, testid, onclick) {
  return h('button', { type: 'button', class: 'link-button', 'data-testid': testid, onclick }, t(label));
}

/** The dot between two links of a line, hidden where a phone stacks them. */
function separator() {
  return h('span', { class: 'separator', 'aria-hidden': 'true' }, ' · ');
}

/**
 * The account part for `me`; `update` takes the person after a change and redraws.
 * @param {Me} me
 * @param {(me: Me | null) => void} update
 */
export function accountPart(me, update) {
  const redraw = () => update(me);
  /**
   * Runs a request from a form; the person it leaves, or the refusal, is drawn.
   * @param {() => Promise<Me | null>} work
   */
  const run = async (work) => {
    try {
      const next = await work();
      open = '';
      refusal = '';
      update(next);
    } catch (err) {
      refusal = String(/** @type {Error} */ (err).message);
      notice = '';
      redraw();
    }
  };
  const choose = (/** @type {typeof open} */ form) => () => {
    open = form;
    refusal = '';
    notice = '';
    redraw();
    /** @type {HTMLInputElement | null} */ (document.querySelector('#account-slot input:not([hidden])'))?.focus();
  };
  const cancel = h(
    'button',
    {
      type: 'button',
      onclick: () => {
        open = '';
        refusal = '';
        redraw();
      },
    },
    t('common.cancel'),
  );
  const error = h('p', { id: 'account-error', class: 'error-text', role: 'alert', 'data-testid': 'account-error', hidden: !refusal }, refusal);
  /**
   * @param {MessageKey} submit
   * @param {() => Promise<Me | null>} work
   * @param {...Node} fields
   */
  const form = (submit, work, ...fields) =>
    h(
      'form',
      {
        class: 'account-form',
        'data-testid': `account-form-${open}`,
        onsubmit: (/** @type {Event} */ ev) => {
          ev.preventDefault();
          run(work);
        },
      },
      ...fields,
      h('span', { class: 'account-buttons' }, h('button', { type: 'submit', class: 'primary', 'data-testid': 'account-submit' }, t(submit)), cancel),
      error,
    );

  let body;
  if (open === 'claim') {
    body = form(
      'account.create',
      () => send('POST', '/api/account', { username: value('account-username'), password: value('account-password') }),
      field('account-username', 'account.username', 'text', 'username', 'account.username_hint'),
      field('account-password', 'account.password', 'password', 'new-password', 'account.password_hint'),
    );
  } else if (open === 'login') {
    body = form(
      'account.login',
      () => send('POST', '/api/login', { username: value('account-username'), password: value('account-password') }),
      field('account-username', 'account.username', 'text', 'username'),
      field('account-password', 'account.password', 'password', 'current-password'),
    );
  } else if (open === 'password') {
    body = form(
      'account.save_password',
      async () => {
        await send('PUT', '/api/password', { old: value('account-old-password'), new: value('account-new-password') });
        notice = t('account.password_changed');
        return me;
      },
      // A hidden username lets a password manager know which account this is.
      h('input', { type: 'text', hidden: true, autocomplete: 'username', value: me.username ?? '', readonly: true, tabindex: '-1', 'aria-hidden': 'true' }),
      field('account-old-password', 'account.old_password', 'password', 'current-password'),
      field('account-new-password', 'account.new_password', 'password', 'new-password', 'account.password_hint'),
    );
  } else if (me.username === null) {
    body = h(
      'p',
      { class: 'account-line' },
      linkButton('account.keep', 'account-claim', choose('claim')),
      separator(),
      linkButton('account.login', 'account-login', choose('login')),
    );
  } else {
    body = h(
      'p',
      { class: 'account-line' },
      h('span', {}, t('account.signed_in'), ' ', h('strong', { 'data-testid': 'account-signed-in' }, me.username)),
      separator(),
      linkButton('account.logout', 'account-logout', () => run(async () => (await send('POST', '/api/logout'), whoAmI()))),
      separator(),
      linkButton('account.logout_all', 'account-logout-all', () =>
        run(async () => {
          await send('POST', '/api/logout-all');
          notice = t('account.logged_out_all');
          return whoAmI();
        }),
      ),
      separator(),
      linkButton('account.change_password', 'account-change-password', choose('password')),
      error,
    );
  }
  return h(
    'div',
    { id: 'account-slot', class: 'account', 'data-testid': 'account' },
    body,
    notice ? h('p', { class: 'muted', role: 'status', 'data-testid': 'account-notice' }, notice) : '',
  );
}
