// What this seat may do now: the status line, a button per card it may ask about and per
// card it may name, read from the server's `legal` answer; the result once the game is
// over.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { letter } from './guess-cards.js';

/** @typedef {import('./guess-types.js').View} View */
/** @typedef {import('./guess-types.js').Action} Action */

/**
 * One step as the controls read it.
 * @typedef {object} Seating
 * @property {View} view
 * @property {number | null} me
 * @property {boolean} mine  this seat is to act
 * @property {Action[] | null} legal  null until the server answered
 * @property {boolean} blocked  an action is on its way, or the connection is down
 * @property {(seat: number) => string} name
 * @property {(action: Action) => void} send
 */

/** @param {Seating} table */
function statusLine(table) {
  const { view } = table;
  if (view.to_act === null) return t('guess.status.over');
  if (table.mine) return t('guess.status.your_turn');
  return t('guess.status.other_turn', { who: table.name(view.to_act) });
}

/**
 * The buttons of one kind of action, one per card the server allows.
 * @param {Seating} table
 * @param {'ask' | 'guess'} kind
 */
function cardButtons(table, kind) {
  const cards = (table.legal ?? []).flatMap((action) => (kind in action ? [/** @type {Record<string, number>} */ (action)[kind]] : []));
  if (!cards.length) return null;
  return h(
    'div',
    { class: 'guess-choices', role: 'group', 'aria-labelledby': `guess-${kind}-label` },
    h('p', { id: `guess-${kind}-label`, class: 'hint' }, t(`guess.controls.${kind}`)),
    h(
      'div',
      { class: 'buttons' },
      ...cards.map((card) =>
        h(
          'button',
          {
            type: 'button',
            class: kind === 'guess' ? 'guess-name' : '',
            'data-testid': `${kind}-${letter(card)}`,
            disabled: table.blocked,
            'aria-label': t(`guess.controls.${kind}_card`, { card: letter(card) }),
            onclick: () => table.send(/** @type {Action} */ ({ [kind]: card })),
          },
          letter(card),
        ),
      ),
    ),
  );
}

/**
 * @param {Seating} table
 * @returns {(Node | null)[]}
 */
export function controls(table) {
  const { view } = table;
  const status = h('p', { class: `status${table.mine ? ' mine' : ''}`, 'data-testid': 'status' }, statusLine(table));
  if (view.winner !== null && view.hidden !== null) {
    const result = t(view.reason === 'right_guess' ? 'guess.result.right' : 'guess.result.wrong', {
      who: table.name(view.winner),
      card: letter(view.hidden),
    });
    return [status, h('p', { class: 'result', 'data-testid': 'result' }, result)];
  }
  if (!table.mine) return [status];
  if (table.legal === null) return [status, h('p', { class: 'hint' }, t('guess.hint.waiting_legal'))];
  return [status, cardButtons(table, 'ask'), cardButtons(table, 'guess')];
}
