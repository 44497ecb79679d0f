// The controls of a Cluedo table: the die, the status line, the buttons the server's
// legal list allows (each dialog opened through `open`), and the envelope at the end.

import { h, s } from '../dom.js';
import { t } from '../i18n.js';
import { DATA } from './cluedo-board.js';
import { parsePosition } from './cluedo-drawing.js';
import { cardsToShow, offers, suggestions, accusations } from './cluedo-legal.js';
import { roomName, tripleText } from './cluedo-names.js';

/** @typedef {import('./cluedo-seating.js').Seating} Seating */

/**
 * The dialogs the buttons open.
 * @typedef {object} Openers
 * @property {() => void} suggest
 * @property {() => void} accuse
 * @property {() => void} show
 */

/** @param {Seating} table */
function statusLine(table) {
  const { view, state, mine, name } = table;
  const phase = view.phase;
  if (phase.phase === 'over') {
    return view.winner !== null ? t('cl.status.won', { who: name(view.winner) }) : t('cl.status.no_winner');
  }
  if (phase.phase === 'refuting') {
    if (phase.refuter === state.seat) {
      return t('cl.status.you_refute', { who: name(phase.suggester) });
    }
    return t('cl.status.refuting', { who: name(phase.refuter), to: name(phase.suggester) });
  }
  if (mine) {
    if (phase.phase === 'start_of_turn') return t('cl.status.your_turn');
    if (phase.phase === 'moving') return t('cl.status.your_move', { die: phase.die });
    // Out of a room (or once suggested) there is nothing to suggest: do not offer it.
    return t(suggestions(table.legal).length ? 'cl.status.after_move' : 'cl.status.after_move_no_suggest');
  }
  const who = name(view.active);
  if (phase.phase === 'moving') return t('cl.status.other_moving', { who, die: phase.die });
  return t('cl.status.other_turn', { who });
}

/**
 * The buttons of the actions the server allows now.
 * @param {Seating} table
 * @param {Openers} open
 */
function buttons(table, open) {
  const { view, legal, blocked, send } = table;
  const phase = view.phase;
  /** @type {HTMLElement[]} */
  const list = [];
  /** @param {string} testid @param {string} label @param {string} cls @param {() => void} onclick */
  const button = (testid, label, cls, onclick) =>
    list.push(h('button', { type: 'button', class: cls, disabled: blocked, 'data-testid': testid, onclick }, label));
  /** @param {'roll' | 'passage' | 'stay' | 'end_turn'} action @param {string} label @param {string} [cls] */
  const simple = (action, label, cls = '') => {
    if (offers(legal, action)) button(`act-${action}`, label, cls, () => send(action));
  };
  const here = table.suspect ? view.pawns[DATA.suspects.indexOf(table.suspect)] : null;
  simple('roll', t('cl.action.roll'), 'primary');
  simple('stay', t('cl.action.stay'));
  if (offers(legal, 'passage')) {
    const to = DATA.passages.find((p) => p.from === here)?.to;
    simple('passage', to ? t('cl.action.passage_to', { room: roomName(to) }) : t('cl.action.passage'));
  }
  if (phase.phase === 'moving' && table.mine) {
    for (const dest of phase.reach) {
      const place = parsePosition(dest);
      if ('room' in place) {
        button(`enter-${place.room}`, t('cl.action.enter', { room: roomName(place.room) }), 'primary', () => send({ move: dest }));
      }
    }
  }
  const canSuggest = suggestions(legal).length > 0;
  if (canSuggest) button('act-suggest', t('cl.action.suggest'), 'primary', open.suggest);
  if (accusations(legal).length) button('act-accuse', t('cl.action.accuse'), 'danger', open.accuse);
  if (cardsToShow(legal).length) button('act-show', t('cl.action.show'), 'primary', open.show);
  simple('end_turn', t('cl.action.end_turn'));
  // With nothing to suggest, ending the turn is the usual next step (accusing is rare):
  // the keyboard's focus goes there after the move, not to Accuse.
  if (!canSuggest) list.find((b) => b.dataset.testid === 'act-end_turn')?.setAttribute('data-focus-next', '');
  return list;
}

/** @param {number} die */
function dieFace(die) {
  const pips = {
    1: [[5, 5]],
    2: [[2.5, 2.5], [7.5, 7.5]],
    3: [[2.5, 2.5], [5, 5], [7.5, 7.5]],
    4: [[2.5, 2.5], [7.5, 2.5], [2.5, 7.5], [7.5, 7.5]],
    5: [[2.5, 2.5], [7.5, 2.5], [5, 5], [2.5, 7.5], [7.5, 7.5]],
    6: [[2.5, 2.5], [7.5, 2.5], [2.5, 5], [7.5, 5], [2.5, 7.5], [7.5, 7.5]],
  }[die] ?? [];
  return s(
    'svg',
    { viewBox: '0 0 10 10', class: 'die-face', 'data-testid': 'die', 'data-value': die },
    s('rect', { x: 0.5, y: 0.5, width: 9, height: 9, rx: 1.8 }),
    ...pips.map(([x, y]) => s('circle', { cx: x, cy: y, r: 0.95 })),
  );
}

/** @param {Seating} table */
function result(table) {
  const envelope = table.view.envelope;
  return h(
    'div',
    { class: 'result', 'data-testid': 'result', 'data-appear': 'result' },
    envelope ? h('p', {}, t('cl.result.envelope', { triple: tripleText(envelope) })) : null,
  );
}

/**
 * The children of the controls panel.
 * @param {Seating} table
 * @param {Openers} open
 */
export function controls(table, open) {
  const { view, state, mine } = table;
  const phase = view.phase;
  const list = buttons(table, open);
  const die =
    phase.phase === 'moving'
      ? h('span', { class: 'die', role: 'img', 'aria-label': t('cl.die', { die: phase.die }) }, dieFace(phase.die))
      : null;
  const hint = mine && phase.phase === 'moving' ? h('p', { class: 'hint' }, t('cl.hint.click_destination')) : null;
  const waiting = mine && state.legal === null ? h('p', { class: 'hint' }, t('cl.hint.waiting_legal')) : null;
  return [
    h('div', { class: 'status-row' }, die, h('p', { class: `status${mine ? ' mine' : ''}`, 'data-testid': 'status' }, statusLine(table))),
    hint,
    waiting,
    list.length ? h('div', { class: 'buttons' }, ...list) : null,
    phase.phase === 'over' ? result(table) : null,
  ];
}
