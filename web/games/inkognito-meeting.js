// What this seat may do now, beside the table: the status line, the meeting being resolved
// and this seat's choice there. A pair is composed from the seat's 8 coloured cards, each
// card offered only while it can still make a pair the server lists; the pairs already
// shown to this receiver are listed. Black cards, naming an agent, passing, answering with
// a black card and looking at the dummy are one button each; a call opens a dialog.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { agentOf } from './inkognito-board.js';
import { atMeeting, pairAllowed } from './inkognito-legal.js';
import { CARDS, agentName, cardKey, cardName, pairText, placeName, seatOf } from './inkognito-names.js';

/** @typedef {import('./inkognito-types.js').View} View */
/** @typedef {import('./inkognito-types.js').Action} Action */
/** @typedef {import('./inkognito-types.js').Card} Card */
/** @typedef {import('./inkognito-legal.js').Choices} Choices */

/**
 * @typedef {Object} Seating
 * @property {View} view
 * @property {import('../protocol.js').LogStep[]} steps
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
  const { view, mine, name } = table;
  if (view.to_act === null) return t('ik.status.over');
  if (mine) return t(table.choices.places.size ? 'ik.status.place' : 'ik.status.meeting');
  return t('ik.status.other', { who: name(view.to_act) });
}

/** @param {Seating} table */
function meetingLine(table) {
  const meeting = table.view.meeting;
  if (!meeting) return null;
  const who = meeting.persons.map((a) => agentName(a, table.name));
  if (meeting.kind === 'ambassador' || meeting.kind === 'audience') who.push(t('ik.ambassador'));
  return h(
    'p',
    { class: 'ik-meeting', 'data-testid': 'meeting', 'data-kind': meeting.kind },
    t('ik.meeting.line', { where: placeName(meeting.location), kind: t(`ik.kind.${meeting.kind}`), who: who.join(', ') }),
    meeting.committed ? h('span', { class: 'muted' }, ` ${t('ik.meeting.committed')}`) : null,
    meeting.named ? h('span', {}, ` ${t('ik.meeting.named', { who: agentName(meeting.named, table.name) })}`) : null,
  );
}

/** Who receives this seat's pair: the other agent, or the Ambassador player at an audience. @param {Seating} table */
function receiver(table) {
  const meeting = table.view.meeting;
  if (!meeting) return null;
  if (meeting.kind === 'audience') return table.view.ambassador_seat;
  return meeting.persons.map(seatOf).find((s) => s !== null && s !== table.me) ?? null;
}

/**
 * The pair composer: the cards picked so far live in `picked` (card keys) across redraws.
 * @param {Seating} table
 * @param {string[]} picked
 * @param {() => void} redraw
 */
function pairComposer(table, picked, redraw) {
  const me = table.me === null ? null : agentOf(table.view, table.me);
  const to = receiver(table);
  const shown = table.view.shown.find((s) => s.receiver === to)?.pairs ?? [];
  const byKey = new Map(CARDS.map((c) => [cardKey(c), c]));
  const chosen = /** @type {Card[]} */ (picked.map((k) => byKey.get(k)).filter(Boolean));
  /** @param {Card} card */
  const usable = (card) =>
    picked.includes(cardKey(card)) ||
    (chosen.length === 0 && table.choices.pairs.some((p) => p.some((c) => cardKey(c) === cardKey(card)))) ||
    (chosen.length === 1 && pairAllowed(table.choices, [chosen[0], card]));
  /** @param {Card} card */
  const isTrue = (card) => ('identity' in card ? card.identity === me?.identity : card.number === me?.fragment);
  const ready = chosen.length === 2 && pairAllowed(table.choices, [chosen[0], chosen[1]]);
  return h(
    'fieldset',
    { class: 'ik-pair', 'data-testid': 'pair-composer' },
    h('legend', {}, t('ik.pair.title', { who: to === null ? '?' : table.name(to) })),
    h(
      'div',
      { class: 'ik-hand' },
      ...CARDS.map((card) => {
        const key = cardKey(card);
        const on = picked.includes(key);
        return h(
          'button',
          {
            type: 'button',
            class: `ik-card coloured${on ? ' picked' : ''}${isTrue(card) ? ' true' : ''}`,
            'data-testid': `pair-card-${key}`,
            'aria-pressed': String(on),
            disabled: table.blocked || !usable(card),
            title: isTrue(card) ? t('ik.pair.true') : t('ik.pair.false'),
            onclick: () => {
              const at = picked.indexOf(key);
              if (at >= 0) picked.splice(at, 1);
              else if (picked.length < 2) picked.push(key);
              redraw();
            },
          },
          cardName(card),
          isTrue(card) ? h('span', { class: 'ik-true-mark', 'aria-hidden': 'true' }, ' ✓') : null,
        );
      }),
    ),
    h('p', { class: 'hint' }, t('ik.pair.hint')),
    h(
      'button',
      {
        type: 'button',
        class: 'primary',
        'data-testid': 'show-pair',
        disabled: table.blocked || !ready,
        onclick: () => {
          if (chosen.length === 2) table.send({ show_pair: [chosen[0], chosen[1]] });
          picked.length = 0;
        },
      },
      t('ik.pair.show'),
    ),
    shown.length
      ? h('p', { class: 'muted', 'data-testid': 'already-shown' }, t('ik.pair.already', { who: to === null ? '?' : table.name(to), pairs: shown.map(pairText).join('; ') }))
      : null,
  );
}

/**
 * One button per simple choice the server lists.
 * @param {Seating} table
 */
function buttons(table) {
  const c = table.choices;
  const me = table.me === null ? null : agentOf(table.view, table.me);
  /** @param {string} testid @param {string} label @param {Action} action @param {string} [cls] */
  const button = (testid, label, action, cls = '') =>
    h('button', { type: 'button', class: cls, 'data-testid': testid, disabled: table.blocked, onclick: () => table.send(action) }, label);
  /** @param {'identity' | 'number'} kind */
  const own = (kind) => (kind === 'identity' ? (me?.identity ? cardName({ identity: me.identity }) : '?') : (me?.fragment ?? '?'));
  return [
    ...c.black.map((kind) => button(`show-black-${kind}`, t('ik.action.show_black', { card: own(kind) }), { show_black: kind })),
    ...c.ask.map((seat) => button(`ask-${seat}`, t('ik.action.ask', { who: table.name(seat) }), { ask: seat })),
    ...c.askDummy.map((kind) => button(`ask-dummy-${kind}`, t(`ik.action.ask_dummy_${kind}`), { ask_dummy: kind })),
    ...c.reveal.map((kind) => button(`reveal-${kind}`, t('ik.action.reveal', { card: own(kind) }), { reveal_black: kind }, 'primary')),
    ...c.look.map((kind) => button(`look-${kind}`, t(`ik.action.look_${kind}`), { look: kind })),
    c.pass ? button('act-pass', t('ik.action.pass'), 'pass') : null,
  ];
}

/**
 * @param {Seating} table
 * @param {{picked: string[], redraw: () => void, openCall: () => void}} how
 * @returns {(Node | null)[]}
 */
export function controls(table, how) {
  const status = h('p', { class: `status${table.mine ? ' mine' : ''}`, 'data-testid': 'status' }, statusLine(table));
  const c = table.choices;
  const acting = table.mine && !table.waiting && atMeeting(c);
  return [
    status,
    meetingLine(table),
    table.waiting ? h('p', { class: 'hint' }, t('ik.hint.waiting_legal')) : null,
    table.mine && c.places.size ? h('p', { class: 'hint' }, t('ik.hint.place')) : null,
    acting && c.pairs.length ? pairComposer(table, how.picked, how.redraw) : null,
    acting ? h('div', { class: 'buttons' }, ...buttons(table)) : null,
    acting && c.calls.size
      ? h(
          'div',
          { class: 'buttons' },
          h('button', { type: 'button', class: 'danger', 'data-testid': 'act-call', disabled: table.blocked, onclick: how.openCall }, t('ik.action.call')),
        )
      : null,
  ];
}
