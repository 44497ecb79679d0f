// What this seat may do now, beside the map: the status line, a hint on clicking the map
// and the display, the solve button and its dialog, the seat's wrong attempts of this
// mini-game, and the final result once the game is over. The dialog refuses nothing: the
// server judges the attempt and the shell shows a refusal with its rule.

import { percent } from '../assist.js';
import { h } from '../dom.js';
import { t } from '../i18n.js';
import { finalResult } from './pi-ending.js';
import { COUNTS, KINDS, caseText, nameOf } from './pi-names.js';
import { CHANCES } from './pi-notebook.js';

/** @typedef {import('./pi-types.js').View} View */
/** @typedef {import('./pi-types.js').Case} Case */
/** @typedef {import('./pi-types.js').Kind} Kind */
/** @typedef {import('./pi-types.js').Action} Action */
/** @typedef {import('./pi-types.js').Notebook} Notebook */
/** @typedef {import('./pi-legal.js').Choices} Choices */
/** @typedef {import('../protocol.js').LogStep} LogStep */

/**
 * @typedef {Object} Seating
 * @property {View} view
 * @property {LogStep[]} steps
 * @property {number | null} me
 * @property {boolean} mine         this seat is to act
 * @property {boolean} waiting      this seat is to act and the legal actions have not come yet
 * @property {boolean} blocked      an action is in flight or the connection is down
 * @property {Choices} choices
 * @property {(seat: number) => string} name
 * @property {(action: Action) => void} send
 */

/** @param {Seating} table */
export function statusLine(table) {
  const { view, me, mine, name } = table;
  if (view.active === null) return t('pi.status.over');
  if (mine) return t('pi.status.your_turn');
  if (me !== null && view.seats[me]?.solution) return t('pi.status.you_solved', { who: name(view.active) });
  return t('pi.status.other_turn', { who: name(view.active) });
}

/**
 * @param {Seating} table
 * @param {() => void} openSolve
 * @returns {(Node | null)[]}
 */
export function controls(table, openSolve) {
  const status = h('p', { class: `status${table.mine ? ' mine' : ''}`, 'data-testid': 'status' }, statusLine(table));
  if (table.view.active === null) return [status, finalResult(table.view, table.steps, table.name)];
  const attempts = ownAttempts(table);
  return [
    status,
    table.waiting ? h('p', { class: 'hint' }, t('pi.hint.waiting_legal')) : null,
    table.mine && !table.waiting ? h('p', { class: 'hint' }, t('pi.hint.turn', { n: table.view.seats[table.me ?? 0].unused_investigators })) : null,
    table.me !== null && !table.view.seats[table.me].solution
      ? h(
          'div',
          { class: 'buttons' },
          h(
            'button',
            { type: 'button', class: 'primary', 'data-testid': 'act-solve', disabled: table.blocked || !table.choices.solve, onclick: openSolve },
            t('pi.action.solve'),
          ),
        )
      : null,
    attempts.length
      ? h(
          'div',
          { class: 'pi-attempts', 'data-testid': 'wrong-attempts' },
          h('p', { class: 'muted' }, t('pi.attempts.title')),
          h('ul', {}, ...attempts.map((found) => h('li', {}, caseText(found)))),
        )
      : null,
  ];
}

/** @param {Seating} table @returns {Case[]} */
function ownAttempts(table) {
  return table.view.wrong_attempts.filter((a) => a.seat === table.me).map((a) => a.case);
}

/**
 * Fills the dialog with a choice of suspect, crime and location and opens it. The
 * likeliest case is chosen to begin with when the notebook gives one, and each choice
 * shows its chance; without the notebook the first of each is chosen.
 * @param {HTMLDialogElement} dialog
 * @param {Seating} table
 * @param {Notebook | null} notebook   null when assistance is off or has nothing
 */
export function openSolveDialog(dialog, table, notebook) {
  const likeliest = notebook?.likeliest[0]?.case ?? null;
  /** @param {Kind} kind */
  const chances = (kind) => new Map((notebook?.[CHANCES[kind]] ?? []).map((c) => [c.id, c.p]));
  const attempts = ownAttempts(table);
  const form = h(
    'form',
    { method: 'dialog', class: 'pi-solve' },
    h('h2', {}, t('pi.solve.title')),
    h('p', { class: 'warning' }, t('pi.solve.warning')),
    ...KINDS.map((kind) => {
      const p = chances(kind);
      return h(
        'fieldset',
        { class: `choices pi-choices kind-${kind}` },
        h('legend', {}, t(`pi.kinds.${kind}`)),
        ...Array.from({ length: COUNTS[kind] }, (_, i) => {
          const id = i + 1;
          const chance = p.get(id);
          return h(
            'label',
            { class: `choice${chance === 0 ? ' ruled-out' : ''}` },
            h('input', { type: 'radio', name: kind, value: id, checked: likeliest ? likeliest[kind] === id : id === 1, 'data-testid': `solve-${kind}-${id}` }),
            ' ',
            nameOf(kind, id),
            chance !== undefined ? h('span', { class: 'muted' }, ` ${percent(chance)}`) : null,
          );
        }),
      );
    }),
    attempts.length ? h('p', { class: 'muted' }, t('pi.solve.tried', { cases: attempts.map(caseText).join('; ') })) : null,
    h(
      'div',
      { class: 'dialog-actions' },
      h('button', { type: 'submit', value: 'cancel' }, t('common.cancel')),
      h(
        'button',
        {
          type: 'button',
          class: 'primary',
          'data-testid': 'confirm-solve',
          onclick: () => {
            /** @param {Kind} kind */
            const picked = (kind) => Number(/** @type {HTMLInputElement | null} */ (form.querySelector(`input[name=${kind}]:checked`))?.value ?? 0);
            dialog.close();
            table.send({ solve: { suspect: picked('suspect'), crime: picked('crime'), location: picked('location') } });
          },
        },
        t('pi.action.confirm_solve'),
      ),
    ),
  );
  dialog.replaceChildren(form);
  if (!dialog.open) dialog.showModal();
}
