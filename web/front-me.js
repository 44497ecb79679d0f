// The front page's part for the person: "You play as NAME" with a way to change it, and
// My tables, the tables this browser's person has sat at, so a closed tab loses nothing.
// Names are hostile text: they only ever go into the page as text.

import { byId, h } from './dom.js';
import { has, t } from './i18n.js';
import { rename, setProfileHidden, whoAmI } from './me.js';
import { accountPart } from './front-account.js';
import { profileHref } from './people.js';

/** @typedef {import('./protocol.js').Me} Me */
/** @typedef {import('./protocol.js').MyTable} MyTable */

/** @type {Me | null} */
let me = null;
let editing = false;
/** My tables shows the newest few unless the person asks for all of them. */
const FEW = 5;
let showAll = false;
/** The server's reason for refusing the last name, shown under the field. */
let refusal = '';
/** The server's reason for not saving "hide my profile". */
let hideRefusal = '';
/** "3 min ago" by the server's clock, as the front page words it. */
let ageOf = (/** @type {number} */ _created) => '';

/** @param {string} name */
function gameName(name) {
  return has(`game.${name}`) ? t(`game.${name}`) : name;
}

/**
 * The replay page of a seat's table, reached with the seat's own link.
 * @param {string} seatLink
 */
function replayLink(seatLink) {
  const url = new URL(seatLink, location.origin);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/replay`;
  return url.pathname + url.search;
}

/** @param {MyTable} table */
function tableRow(table) {
  const name = gameName(table.game);
  const status = t(table.finished ? 'me.finished' : 'me.running');
  const details = [t('me.seat', { n: table.seat + 1 }), status, ageOf(table.linked_at)].join(' · ');
  const link = table.finished
    ? h('a', { class: 'button', href: replayLink(table.seat_link), 'aria-label': t('me.replay_named', { game: name }) }, t('me.replay'))
    : h('a', { class: 'button primary', href: table.seat_link, 'aria-label': t('me.resume_named', { game: name }) }, t('me.resume'));
  return h(
    'li',
    { class: 'listed-table', 'data-testid': `my-table-${table.table}` },
    h('span', { class: 'listed-text' }, h('strong', {}, name), h('span', { class: 'muted' }, details)),
    link,
  );
}

function nameForm() {
  // A redraw (a language change, the ages' timer) keeps what was typed.
  const typed = /** @type {HTMLInputElement | null} */ (document.getElementById('me-name-input'))?.value;
  const input = /** @type {HTMLInputElement} */ (
    h('input', {
      type: 'text',
      id: 'me-name-input',
      value: typed ?? me?.name ?? '',
      maxlength: '24',
      autocomplete: 'nickname',
      'aria-describedby': 'me-name-error',
      'data-testid': 'me-name-input',
    })
  );
  const form = h(
    'form',
    {
      class: 'me-form',
      onsubmit: async (ev) => {
        ev.preventDefault();
        try {
          me = await rename(input.value);
          editing = false;
          refusal = '';
        } catch (err) {
          refusal = String(/** @type {Error} */ (err).message);
        }
        renderMe();
        if (editing) byId('me-name-input').focus();
      },
    },
    h('label', { for: 'me-name-input' }, t('me.name_label')),
    input,
    h('button', { type: 'submit', class: 'primary', 'data-testid': 'me-name-save' }, t('me.save')),
    h(
      'button',
      {
        type: 'button',
        onclick: () => {
          editing = false;
          refusal = '';
          renderMe();
        },
      },
      t('common.cancel'),
    ),
    h('p', { id: 'me-name-error', class: 'error-text', role: 'alert', hidden: !refusal }, refusal),
  );
  return form;
}

function nameLine() {
  return h(
    'p',
    { class: 'me-line' },
    t('me.playing_as'),
    ' ',
    h('strong', { 'data-testid': 'me-name' }, me?.name ?? ''),
    ' ',
    h(
      'button',
      {
        type: 'button',
        class: 'link-button',
        'data-testid': 'me-rename',
        onclick: () => {
          editing = true;
          renderMe();
          byId('me-name-input').focus();
        },
      },
      t('me.change_name'),
    ),
  );
}

/**
 * An account's link to its profile and "hide my profile"; a guest's word on what an
 * account brings.
 * @param {Me} me
 */
function profilePart(me) {
  if (me.username === null) return h('p', { class: 'muted small me-profile', 'data-testid': 'me-guest-profile' }, t('me.guest_profile'));
  const box = h('input', {
    type: 'checkbox',
    id: 'me-hide-profile',
    'data-testid': 'me-hide-profile',
    checked: Boolean(me.hidden),
    'aria-describedby': 'me-hide-error',
    onchange: async (ev) => {
      const input = /** @type {HTMLInputElement} */ (ev.currentTarget);
      input.disabled = true;
      try {
        const next = await setProfileHidden(input.checked);
        // The answer is the whole person; keep what this page knows if it says less.
        Object.assign(me, next);
        hideRefusal = '';
      } catch (err) {
        hideRefusal = t('me.hide_failed', { reason: String(/** @type {Error} */ (err).message) });
      }
      renderMe();
      byId('me-hide-profile').focus();
    },
  });
  return h(
    'div',
    { class: 'me-profile' },
    h('a', { href: profileHref(me.username), 'data-testid': 'me-profile-link' }, t('me.profile')),
    h('label', { class: 'check', for: 'me-hide-profile' }, box, t('me.hide_profile')),
    h('p', { id: 'me-hide-error', class: 'error-text', role: 'alert', hidden: !hideRefusal }, hideRefusal),
  );
}

/** Draws the person's line and My tables (in the current language). */
export function renderMe() {
  const slot = byId('me-slot');
  slot.hidden = !me;
  if (!me) {
    byId('my-tables-section').hidden = true;
    return;
  }
  slot.replaceChildren(
    editing ? nameForm() : nameLine(),
    accountPart(me, (next) => {
      me = next;
      renderMe();
    }),
    profilePart(me),
  );
  const tables = me.tables;
  byId('my-tables-section').hidden = tables.length === 0;
  const shown = showAll ? tables : tables.slice(0, FEW);
  byId('my-tables').replaceChildren(...shown.map(tableRow));
  byId('my-tables-more').replaceChildren(
    tables.length > FEW
      ? h(
          'button',
          {
            type: 'button',
            class: 'link-button',
            'data-testid': 'my-tables-more',
            'aria-expanded': String(showAll),
            onclick: () => {
              showAll = !showAll;
              renderMe();
            },
          },
          showAll ? t('me.fewer') : t('me.all', { n: tables.length }),
        )
      : '',
  );
}

/**
 * Asks who this browser is (a first visit becomes a guest) and draws it.
 * @param {(created: number) => string} age  "3 min ago" by the server's clock
 */
export async function showMe(age) {
  ageOf = age;
  me = await whoAmI();
  renderMe();
}
