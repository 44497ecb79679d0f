// The call dialog: the four fragments for F, B, Z and X, chosen to begin with as the
// notebook's likeliest number (or, without it, this seat's own fragment under its own
// identity). Each choice shows the notebook's chance; only a number the server lists may
// be dialled.

import { percent } from '../assist.js';
import { h } from '../dom.js';
import { t } from '../i18n.js';
import { FRAGMENTS, IDENTITIES, identityName, numberText } from './inkognito-names.js';

/** @typedef {import('./inkognito-types.js').PhoneNumber} PhoneNumber */
/** @typedef {import('./inkognito-types.js').Notebook} Notebook */
/** @typedef {import('./inkognito-types.js').Identity} Identity */
/** @typedef {import('./inkognito-types.js').Fragment} Fragment */

/**
 * The number to begin with.
 * @param {Notebook | null} notebook
 * @param {{identity: Identity | null, fragment: Fragment | null} | null} me
 * @returns {PhoneNumber}
 */
function firstGuess(notebook, me) {
  const likeliest = notebook?.numbers[0]?.number;
  if (likeliest) return likeliest;
  const rest = FRAGMENTS.filter((f) => f !== me?.fragment);
  return /** @type {PhoneNumber} */ (IDENTITIES.map((who) => (who === me?.identity && me.fragment ? me.fragment : /** @type {Fragment} */ (rest.shift()))));
}

/**
 * Fills the dialog and opens it.
 * @param {HTMLDialogElement} dialog
 * @param {{calls: Set<string>, me: {identity: Identity | null, fragment: Fragment | null} | null, notebook: Notebook | null, call: (number: PhoneNumber) => void}} how
 */
export function openCallDialog(dialog, how) {
  const guess = firstGuess(how.notebook, how.me);
  const chance = new Map((how.notebook?.numbers ?? []).map((n) => [numberText(n.number), n.p]));
  /** @returns {PhoneNumber} */
  const picked = () =>
    /** @type {PhoneNumber} */ (IDENTITIES.map((who) => /** @type {HTMLSelectElement} */ (form.querySelector(`select[name=${who}]`)).value));
  const confirm = h('button', { type: 'button', class: 'primary danger', 'data-testid': 'confirm-call' }, t('ik.call.confirm'));
  const note = h('p', { class: 'muted', 'data-testid': 'call-number' });
  const update = () => {
    const number = numberText(picked());
    const ok = how.calls.has(number);
    confirm.toggleAttribute('disabled', !ok);
    const p = chance.get(number);
    note.textContent = ok ? t('ik.call.number', { number, chance: p === undefined ? '' : ` (${percent(p)})` }) : t('ik.call.not_a_number');
  };
  const form = h(
    'form',
    { method: 'dialog', class: 'ik-call' },
    h('h2', {}, t('ik.call.title')),
    h('p', { class: 'warning' }, t('ik.call.warning')),
    h(
      'div',
      { class: 'ik-call-fields' },
      ...IDENTITIES.map((who, i) =>
        h(
          'label',
          {},
          identityName(who),
          ' ',
          h(
            'select',
            { name: who, 'data-testid': `call-${who}`, onchange: update },
            ...FRAGMENTS.map((f) => h('option', { value: f, selected: guess[i] === f }, f)),
          ),
        ),
      ),
    ),
    note,
    h('div', { class: 'dialog-actions' }, h('button', { type: 'submit', value: 'cancel' }, t('common.cancel')), confirm),
  );
  confirm.addEventListener('click', () => {
    const number = picked();
    dialog.close();
    how.call(number);
  });
  dialog.replaceChildren(form);
  update();
  if (!dialog.open) dialog.showModal();
}
