// The Bakerstreet table module: the circle of piles and stacks, the round's bids and the
// last showdown on the board; the controls, the hand, both players' piles and collections
// beside it; the memory aid in the notebook tab. It draws only what the server sends (view,
// events, legal actions) and leaves every rule to the server.

import { assistToggle, notebookFeed } from '../assist.js';
import { fill, h } from '../dom.js';
import { seatingBase } from '../seating.js';
import { t } from '../i18n.js';
import { bidHistory, circle } from './bakerstreet-board.js';
import { cardElement, collectionStrip, colourName, emptySlot } from './bakerstreet-cards.js';
import { controls } from './bakerstreet-controls.js';
import { mayPlace, positions } from './bakerstreet-legal.js';
import { describeEvent, eventSeat } from './bakerstreet-log.js';
import { GUIDE, whatNow } from './bakerstreet-now.js';
import { memoryPanel } from './bakerstreet-memory.js';
import { showdown } from './bakerstreet-showdown.js';

/** @typedef {import('../shell.js').TableState} TableState */
/** @typedef {import('../shell.js').GameRoots} GameRoots */
/** @typedef {import('../shell.js').GameHost} GameHost */
/** @typedef {import('../protocol.js').LogStep} LogStep */
/** @typedef {import('../protocol.js').NotebookFrame} NotebookFrame */
/** @typedef {import('./bakerstreet-types.js').View} View */
/** @typedef {import('./bakerstreet-types.js').Event} Event */
/** @typedef {import('./bakerstreet-types.js').Action} Action */
/** @typedef {import('./bakerstreet-types.js').Notebook} Notebook */
/** @typedef {import('./bakerstreet-controls.js').Seating} Seating */
/** @typedef {import('./bakerstreet-controls.js').Selection} Selection */

/**
 * @param {GameRoots} roots
 * @param {GameHost} host
 * @returns {import('../shell.js').GameUi}
 */
export function mount(roots, host) {
  /** @type {ReturnType<typeof notebookFeed<Notebook>>} */
  const memory = notebookFeed('whodunit.bakerstreet.memory', () => host.askNotebook());
  /** @type {Selection} */
  let selection = { seq: -1, card: null, position: null, bid: null };
  /** @type {TableState | null} */
  let last = null;

  /** @param {TableState} state @returns {(seat: number) => string} */
  const namer = (state) => (seat) =>
    seat === state.seat ? t('bs.you_named', { name: colourName(seat) }) : colourName(seat);

  /** @param {TableState} state @returns {Seating} */
  function seating(state) {
    if (selection.seq !== state.seq) selection = { seq: state.seq, card: null, position: null, bid: null };
    /** @type {import('../seating.js').SeatingBase<View, Action>} */
    const base = seatingBase(state, host, namer(state));
    return { ...base, selection };
  }

  function redraw() {
    if (last) render(last);
  }

  /** @param {Seating} table @param {LogStep[]} steps */
  function renderBoard(table, steps) {
    const legal = table.mine ? (table.legal ?? []) : [];
    const choosing = table.view.phase.phase === 'choose';
    fill(
      roots.board,
      circle(table.view, table.name, {
        open: table.blocked ? new Set() : positions(legal),
        selected: table.selection.position,
        hint: choosing ? t('bs.board.click_choose') : t('bs.board.click_place'),
        next: !choosing && table.selection.card !== null && table.selection.position === null,
        pick: (position) => {
          if (choosing) {
            table.send({ choose: position });
          } else {
            table.selection.position = position;
            redraw();
          }
        },
      }),
      h('div', { class: 'bs-under' }, bidHistory(table.view, table.name), showdown(steps, table.name)),
    );
  }

  /** @param {Seating} table */
  function renderHand(table) {
    const hand = table.view.hand;
    roots.hand.hidden = hand === null;
    if (hand === null) return;
    const legal = table.mine ? (table.legal ?? []) : [];
    fill(
      roots.hand,
      h('h2', {}, t('bs.hand.title')),
      hand.length
        ? h(
            'ul',
            { class: 'bs-hand', 'data-testid': 'hand' },
            ...hand.map((card, index) => {
              const open = !table.blocked && mayPlace(legal, card);
              // A position picked first: a card comes next (the first one offered).
              const next =
                open &&
                table.selection.card === null &&
                table.selection.position !== null &&
                hand.findIndex((other) => !table.blocked && mayPlace(legal, other)) === index;
              return h(
                'li',
                {},
                h(
                  'button',
                  {
                    type: 'button',
                    class: `bs-hand-card${table.selection.card === index ? ' selected' : ''}`,
                    'data-testid': `hand-card-${index}`,
                    'data-focus-next': next,
                    disabled: !open,
                    'aria-pressed': open ? String(table.selection.card === index) : null,
                    onclick: () => {
                      table.selection.card = index;
                      redraw();
                    },
                  },
                  cardElement(card),
                ),
              );
            }),
          )
        : h('p', { class: 'muted', 'data-testid': 'hand' }, t('bs.hand.empty')),
      table.mine && table.view.phase.phase === 'turn' && hand.length
        ? h('p', { class: 'hint' }, t('bs.hand.hint'))
        : null,
    );
  }

  /** @param {Seating} table @param {TableState} state */
  function renderPlayers(table, state) {
    const { view, name } = table;
    roots.players.replaceChildren(
      h('h2', {}, t('bs.players.title')),
      h(
        'ul',
        { class: 'player-list bs-players' },
        ...view.seats.map((seat) => {
          const player = state.seats.find((x) => x.seat === seat.seat)?.player ?? '';
          const kind = player.startsWith('bot:') ? t('shell.bot', { level: t(`bot.${player.slice(4)}`) }) : t('shell.person');
          const active = 'seat' in view.phase && view.phase.seat === seat.seat;
          const letters = view.collections?.[seat.seat] ?? (seat.seat === table.me ? view.collection : null);
          return h(
            'li',
            { class: `player bs-player owner-${seat.seat}${active ? ' active' : ''}`, 'data-testid': `player-${seat.seat}` },
            h('span', { class: 'bs-swatch', 'aria-hidden': 'true' }),
            h('span', { class: 'player-name' }, name(seat.seat)),
            h('span', { class: 'muted' }, kind),
            active ? h('span', { class: 'tag turn' }, t('bs.players.to_play')) : null,
            view.winner === seat.seat ? h('span', { class: 'tag won' }, t('bs.players.winner')) : null,
            h(
              'p',
              { class: 'bs-counts muted', 'data-testid': `discard-${seat.seat}` },
              t('bs.players.counts', { hand: seat.hand_size, draw: seat.draw_size, evidence: seat.collection_size }),
              ' · ',
              t('bs.players.discard', { n: seat.discard_size }),
              ' ',
              seat.discard_top ? cardElement(seat.discard_top, { size: 'small' }) : emptySlot(),
            ),
            letters
              ? collectionStrip(letters, `collection-${seat.seat}`)
              : h('p', { class: 'muted', 'data-testid': `collection-${seat.seat}` }, t('bs.players.hidden_evidence', { n: seat.collection_size })),
          );
        }),
      ),
    );
  }

  /** @param {Seating} table */
  function renderMemory(table) {
    if (table.me === null) {
      fill(roots.notebook, h('p', { class: 'muted' }, t('bs.memory.spectator')));
      return;
    }
    const me = table.me;
    /** @type {Node} */
    let body;
    const remembered = memory.answer;
    if (!memory.on) body = h('p', { class: 'muted', 'data-testid': 'memory-off' }, t('bs.memory.off'));
    else if (remembered === undefined) body = h('p', { class: 'muted' }, t('bs.memory.asking'));
    else if (remembered === null) body = h('p', { class: 'muted', 'data-testid': 'memory-unavailable' }, t('bs.memory.unavailable'));
    else body = memoryPanel(remembered, table.name, me);
    fill(roots.notebook, assistToggle(memory, t('bs.memory.toggle'), 'memory-toggle', redraw), body);
  }

  /** @param {TableState} state */
  function render(state) {
    if (!state.view) return;
    last = state;
    const table = seating(state);
    renderBoard(table, state.steps);
    fill(roots.controls, ...controls(table));
    renderHand(table);
    renderPlayers(table, state);
    memory.ask(state); // once per step while on, never while off (pure memory play)
    renderMemory(table);
  }

  /**
   * @param {unknown} raw
   * @param {TableState} state
   */
  function describe(raw, state) {
    const event = /** @type {Event} */ (raw);
    const line = describeEvent(event, state.seat, namer(state));
    return line && { ...line, seat: eventSeat(event) };
  }

  /**
   * The answer to `askNotebook`.
   * @param {NotebookFrame} frame
   * @param {TableState} state
   */
  function notebook(frame, state) {
    memory.receive(frame, state);
  }

  /** @param {TableState} state */
  function now(state) {
    return whatNow(/** @type {View} */ (state.view), state.seat, state.toAct, /** @type {Action[] | null} */ (state.legal), namer(state));
  }

  // The two seats' colours, as the stylesheet paints their cards (--bs-0, --bs-1).
  /** @param {number} seat */
  const seatColour = (seat) => `var(--bs-${seat})`;

  return {
    render,
    describe,
    notebook,
    seatColour,
    seatName: (seat, state) => namer(state)(seat),
    whatNow: now,
    guide: GUIDE,
  };
}
