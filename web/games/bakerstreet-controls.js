// What this seat may do now, offered only as the server's `legal` answer allows: a move
// (a hand card, a position, a bid) or a challenge on a turn; the position evaluated first
// as challenge winner; the letter to take as evaluation winner. Also the status line and
// the game-over banner.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { cardText } from './bakerstreet-cards.js';
import { positionName } from './bakerstreet-board.js';
import { bidRange, canChallenge, choices, findMove, takeable } from './bakerstreet-legal.js';

/** @typedef {import('./bakerstreet-types.js').View} View */
/** @typedef {import('./bakerstreet-types.js').Action} Action */

/**
 * The move being put together; forgotten when the table moves on.
 * @typedef {Object} Selection
 * @property {number} seq
 * @property {number | null} card      index in the hand
 * @property {number | null} position
 * @property {number | null} bid
 */

/**
 * @typedef {Object} Seating
 * @property {View} view
 * @property {number | null} me
 * @property {boolean} mine           this seat is to act
 * @property {Action[] | null} legal  null until the server answers
 * @property {boolean} blocked        an action is in flight or the connection is down
 * @property {(seat: number) => string} name
 * @property {Selection} selection
 * @property {(action: Action) => void} send
 */

/** @param {Seating} table */
function statusLine(table) {
  const { view, mine, name } = table;
  const phase = view.phase;
  switch (phase.phase) {
    case 'over':
      return phase.winner === null ? t('bs.status.draw') : t('bs.status.won', { who: name(phase.winner) });
    case 'turn':
      return mine ? t('bs.status.your_turn') : t('bs.status.other_turn', { who: name(phase.seat) });
    case 'choose':
      return mine ? t('bs.status.you_choose') : t('bs.status.other_chooses', { who: name(phase.seat) });
    case 'take':
      return mine
        ? t('bs.status.you_take', { where: positionName(phase.position) })
        : t('bs.status.other_takes', { who: name(phase.seat), where: positionName(phase.position) });
  }
}

/**
 * @param {Seating} table
 * @returns {(Node | null)[]}
 */
export function controls(table) {
  const status = h('p', { class: `status${table.mine ? ' mine' : ''}`, 'data-testid': 'status' }, statusLine(table));
  const phase = table.view.phase;
  if (phase.phase === 'over') return [status, result(table)];
  if (!table.mine) return [status];
  if (table.legal === null) return [status, h('p', { class: 'hint' }, t('bs.hint.waiting_legal'))];
  if (phase.phase === 'turn') return [status, ...turn(table, table.legal)];
  if (phase.phase === 'choose') return [status, choose(table, table.legal)];
  return [status, take(table, table.legal, phase.pile ?? [])];
}

/**
 * The move composer and the challenge.
 * @param {Seating} table
 * @param {Action[]} legal
 */
function turn(table, legal) {
  const { view, selection } = table;
  const range = bidRange(legal);
  const hand = view.hand ?? [];
  const card = selection.card === null ? null : (hand[selection.card] ?? null);
  // The typed bid, or the lowest legal one until something is typed.
  const bid = () => selection.bid ?? range?.min ?? null;
  const chosen = () => findMove(legal, card, selection.position, bid());
  const place = h(
    'button',
    {
      type: 'button',
      class: 'primary',
      'data-testid': 'act-move',
      disabled: table.blocked || !chosen(),
      onclick: () => {
        const action = chosen();
        if (action) table.send(action);
      },
    },
    t('bs.action.place'),
  );
  const parts = [];
  if (range) {
    const bidInput = h('input', {
      id: 'bs-bid',
      type: 'number',
      min: range.min,
      max: range.max,
      step: 1,
      value: bid(),
      'data-testid': 'bid',
      // Card and position picked: the bid is what is left to set.
      'data-focus-next': card !== null && selection.position !== null,
      oninput: (ev) => {
        const text = /** @type {HTMLInputElement} */ (ev.target).value;
        selection.bid = text === '' ? null : Number(text);
        // Only the button follows the typing: a redraw would take the focus away.
        place.disabled = table.blocked || !chosen();
      },
    });
    parts.push(
      h(
        'div',
        { class: 'bs-composer', 'data-testid': 'composer' },
        h(
          'p',
          {},
          h('span', { class: 'muted' }, t('bs.composer.card')),
          ' ',
          hand.length === 0
            ? t('bs.composer.no_card')
            : card
              ? h('strong', {}, cardText(card))
              : h('span', { class: 'hint' }, t('bs.composer.pick_card')),
        ),
        h(
          'p',
          {},
          h('span', { class: 'muted' }, t('bs.composer.position')),
          ' ',
          selection.position === null
            ? h('span', { class: 'hint' }, t('bs.composer.pick_position'))
            : h('strong', {}, positionName(selection.position)),
        ),
        h(
          'p',
          {},
          h('label', { for: 'bs-bid', class: 'muted' }, t('bs.composer.bid')),
          ' ',
          bidInput,
          ' ',
          h('span', { class: 'muted' }, t('bs.composer.bid_range', { min: range.min, max: range.max })),
        ),
      ),
    );
  }
  const buttons = [];
  if (range) buttons.push(place);
  if (canChallenge(legal)) {
    buttons.push(
      h(
        'button',
        {
          type: 'button',
          class: 'danger',
          'data-testid': 'act-challenge',
          disabled: table.blocked,
          onclick: () => table.send('challenge'),
        },
        t('bs.action.challenge', { bid: view.bids[view.bids.length - 1]?.value ?? '' }),
      ),
    );
  }
  parts.push(h('div', { class: 'buttons' }, ...buttons));
  return parts;
}

/**
 * @param {Seating} table
 * @param {Action[]} legal
 */
function choose(table, legal) {
  return h(
    'div',
    { class: 'buttons' },
    ...choices(legal).map((position) =>
      h(
        'button',
        {
          type: 'button',
          class: table.selection.position === position ? 'primary' : '',
          'data-testid': `choose-${position}`,
          disabled: table.blocked,
          onclick: () => table.send({ choose: position }),
        },
        t('bs.action.choose', { where: positionName(position) }),
      ),
    ),
  );
}

/**
 * The pile, top first, as only this seat sees it, and a button per letter it may take.
 * @param {Seating} table
 * @param {Action[]} legal
 * @param {string[]} pile
 */
function take(table, legal, pile) {
  const held = new Set(table.view.collection ?? []);
  return h(
    'div',
    { class: 'bs-take' },
    h('p', { class: 'muted' }, t('bs.take.pile')),
    h(
      'ol',
      { class: 'bs-pile-letters', 'data-testid': 'pile-letters' },
      ...pile.map((letter) => h('li', { class: held.has(letter) ? 'held' : '', title: held.has(letter) ? t('bs.take.held') : null }, letter)),
    ),
    h(
      'div',
      { class: 'buttons' },
      ...takeable(legal).map((letter) =>
        h(
          'button',
          {
            type: 'button',
            class: 'primary',
            'data-testid': `take-${letter}`,
            disabled: table.blocked,
            onclick: () => table.send({ take: letter }),
          },
          t('bs.action.take', { letter }),
        ),
      ),
    ),
  );
}

/**
 * The game-over banner under the status line (which names the winner): why it ended. Both
 * collections, now revealed (BS-INFO-13), are drawn with the players.
 * @param {Seating} table
 */
function result(table) {
  const phase = table.view.phase;
  if (phase.phase !== 'over') return null;
  return h('div', { class: 'result', 'data-testid': 'result', role: 'status' }, t(`bs.reason.${phase.reason}`));
}
