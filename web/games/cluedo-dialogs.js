// The dialogs of a Cluedo table: suggest, accuse (starting from the cards nobody is known
// to hold) and show a card. Each offers only the choices in the server's legal list.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { DATA } from './cluedo-board.js';
import { pawnIcon, placeName } from './cluedo-drawing.js';
import { accusations, cardsToShow, suggestions } from './cluedo-legal.js';
import { cardKind, cardName, roomName, suspectName, tripleText, weaponName } from './cluedo-names.js';
import { deriveNotebook, knownHeld } from './cluedo-notebook.js';

/** @typedef {import('./cluedo-seating.js').Seating} Seating */
/** @typedef {{label: string, onClick?: () => void, primary?: boolean, testid?: string}} DialogAction */

/**
 * @param {HTMLDialogElement} dialog
 * @param {string} title
 * @param {Node[]} body
 * @param {DialogAction[]} actions
 */
function openDialog(dialog, title, body, actions) {
  const form = h('form', { method: 'dialog' });
  form.append(
    h('h2', {}, title),
    ...body,
    h(
      'div',
      { class: 'dialog-actions' },
      ...actions.map((a) =>
        h(
          'button',
          {
            type: a.onClick ? 'button' : 'submit',
            class: a.primary ? 'primary' : '',
            'data-testid': a.testid ?? null,
            onclick: a.onClick ?? null,
          },
          a.label,
        ),
      ),
    ),
  );
  dialog.replaceChildren(form);
  if (!dialog.open) dialog.showModal();
}

/**
 * A group of radio buttons.
 * @param {string} name @param {string} legend @param {string[]} keys
 * @param {(key: string) => string} label @param {string} [checked]
 */
function radios(name, legend, keys, label, checked) {
  return h(
    'fieldset',
    { class: 'choices' },
    h('legend', {}, legend),
    ...keys.map((key, i) =>
      h(
        'label',
        { class: 'choice' },
        h('input', {
          type: 'radio',
          name,
          value: key,
          checked: checked ? key === checked : i === 0,
          'data-testid': `${name}-${key}`,
        }),
        ' ',
        name === 'suspect' ? pawnIcon(key) : null,
        label(key),
      ),
    ),
  );
}

/** @param {HTMLElement} form @param {string} name */
function chosen(form, name) {
  const input = /** @type {HTMLInputElement | null} */ (form.querySelector(`input[name=${name}]:checked`));
  return input?.value ?? '';
}

/** @param {HTMLDialogElement} dialog @param {Seating} table */
export function openSuggest(dialog, table) {
  const options = suggestions(table.legal);
  const suspects = DATA.suspects.filter((k) => options.some((o) => o.suspect === k));
  const weapons = DATA.weapons.filter((k) => options.some((o) => o.weapon === k));
  const me = table.suspect;
  const room = me ? table.view.pawns[DATA.suspects.indexOf(me)] : '';
  const box = h('div', { class: 'dialog-body' });
  box.append(
    h('p', {}, t('cl.dialog.suggest_room', { room: placeName(room) })),
    radios('suspect', t('cl.dialog.suspect'), suspects, suspectName),
    radios('weapon', t('cl.dialog.weapon'), weapons, weaponName),
  );
  openDialog(dialog, t('cl.dialog.suggest_title'), [box], [
    { label: t('common.cancel') },
    {
      label: t('cl.action.suggest'),
      primary: true,
      testid: 'confirm-suggest',
      onClick: () => table.send({ suggest: { suspect: chosen(box, 'suspect'), weapon: chosen(box, 'weapon') } }),
    },
  ]);
}

/** @param {HTMLDialogElement} dialog @param {Seating} table */
export function openAccuse(dialog, table) {
  const options = accusations(table.legal);
  const suspects = DATA.suspects.filter((k) => options.some((o) => o.suspect === k));
  const weapons = DATA.weapons.filter((k) => options.some((o) => o.weapon === k));
  const rooms = DATA.rooms.filter((k) => options.some((o) => o.room === k));
  // Start from the cards nobody is known to hold: a convenience, not a rule.
  const notebook = deriveNotebook(table.view, table.state.steps, table.state.seat);
  /** @param {string[]} keys */
  const open = (keys) => keys.find((k) => !knownHeld(notebook, k));
  const box = h('div', { class: 'dialog-body' });
  box.append(
    h('p', { class: 'warning' }, t('cl.dialog.accuse_warning')),
    radios('suspect', t('cl.dialog.suspect'), suspects, suspectName, open(suspects)),
    radios('weapon', t('cl.dialog.weapon'), weapons, weaponName, open(weapons)),
    radios('room', t('cl.dialog.room'), rooms, roomName, open(rooms)),
  );
  openDialog(dialog, t('cl.dialog.accuse_title'), [box], [
    { label: t('common.cancel') },
    {
      label: t('cl.action.accuse'),
      primary: true,
      testid: 'confirm-accuse',
      onClick: () =>
        table.send({
          accuse: { suspect: chosen(box, 'suspect'), weapon: chosen(box, 'weapon'), room: chosen(box, 'room') },
        }),
    },
  ]);
}

/**
 * Asks this seat which card to show; nothing while nobody is refuting.
 * @param {HTMLDialogElement} dialog
 * @param {Seating} table
 * @returns {boolean} whether the dialog opened
 */
export function openShow(dialog, table) {
  const phase = table.view.phase;
  if (phase.phase !== 'refuting') return false;
  const body = [
    h('p', {}, t('cl.dialog.show_intro', { who: table.name(phase.suggester), triple: tripleText(phase.suggestion) })),
    h(
      'div',
      { class: 'card-choices' },
      ...cardsToShow(table.legal).map((card) =>
        h(
          'button',
          {
            type: 'button',
            class: `card-button ${cardKind(card)}`,
            'data-testid': `show-${card}`,
            onclick: () => table.send({ show: card }),
          },
          cardName(card),
        ),
      ),
    ),
  ];
  openDialog(dialog, t('cl.dialog.show_title'), body, [{ label: t('cl.dialog.later') }]);
  return true;
}
