// The Guess table module: the deck and the answers on the board, the controls, this
// seat's hand and the two players beside it, the notebook in its tab. The smallest game
// module, kept for tests (its registry entry is `unlisted`); it draws only what the server
// sends and leaves every rule to the server.

import { assistToggle, notebookFeed } from '../assist.js';
import { fill, h } from '../dom.js';
import { seatingBase } from '../seating.js';
import { t } from '../i18n.js';
import { board } from './guess-board.js';
import { cardTile } from './guess-cards.js';
import { controls } from './guess-controls.js';
import { describeEvent, eventSeat } from './guess-log.js';
import { notebookBody } from './guess-notebook.js';

/** @typedef {import('../shell.js').TableState} TableState */
/** @typedef {import('../shell.js').GameRoots} GameRoots */
/** @typedef {import('../shell.js').GameHost} GameHost */
/** @typedef {import('./guess-types.js').View} View */
/** @typedef {import('./guess-types.js').Event} Event */
/** @typedef {import('./guess-types.js').Action} Action */
/** @typedef {import('./guess-types.js').Notebook} Notebook */
/** @typedef {import('./guess-controls.js').Seating} Seating */

/**
 * @param {GameRoots} roots
 * @param {GameHost} host
 * @returns {import('../shell.js').GameUi}
 */
export function mount(roots, host) {
  /** @type {ReturnType<typeof notebookFeed<Notebook>>} */
  const assist = notebookFeed('whodunit.guess.assist', () => host.askNotebook());
  /** @type {TableState | null} */
  let last = null;

  /** @param {number} seat */
  const colourName = (seat) => t(`guess.colour.${seat}`);
  /** @param {TableState} state @returns {(seat: number) => string} */
  const namer = (state) => (seat) => (seat === state.seat ? t('guess.you_named', { name: colourName(seat) }) : colourName(seat));

  /** @param {TableState} state @returns {Seating} */
  function seating(state) {
    return seatingBase(state, host, namer(state));
  }

  /** @param {View} view */
  function renderHand(view) {
    roots.hand.hidden = view.hand === null;
    if (view.hand === null) return;
    fill(roots.hand, h('h2', {}, t('guess.hand.title')), h('div', { class: 'guess-hand', 'data-testid': 'hand' }, ...view.hand.map((card) => cardTile(card, 'mine'))));
  }

  /** @param {Seating} table @param {TableState} state */
  function renderPlayers(table, state) {
    const { view } = table;
    fill(
      roots.players,
      h('h2', {}, t('guess.players.title')),
      h(
        'ul',
        { class: 'player-list' },
        ...[0, 1].map((seat) => {
          const player = state.seats.find((x) => x.seat === seat)?.player ?? '';
          const kind = player.startsWith('bot:') ? t('shell.bot', { level: t(`bot.${player.slice(4)}`) }) : t('shell.person');
          return h(
            'li',
            { class: `player owner-${seat}${view.to_act === seat ? ' active' : ''}`, 'data-testid': `player-${seat}` },
            h('span', { class: 'guess-swatch', 'aria-hidden': 'true' }),
            h('span', { class: 'player-name' }, table.name(seat)),
            h('span', { class: 'muted' }, kind),
            view.to_act === seat ? h('span', { class: 'tag turn' }, t('guess.players.to_act')) : null,
            view.winner === seat ? h('span', { class: 'tag won' }, t('guess.players.winner')) : null,
            h('span', { class: 'muted' }, t('guess.players.holds', { n: view.hand_size })),
          );
        }),
      ),
    );
  }

  function redraw() {
    if (last) render(last);
  }

  /** @param {TableState} state */
  function render(state) {
    if (!state.view) return;
    last = state;
    const table = seating(state);
    fill(roots.board, ...board(table.view, table.name));
    fill(roots.controls, ...controls(table));
    renderHand(table.view);
    renderPlayers(table, state);
    assist.ask(state); // once per step while on
    fill(roots.notebook, state.seat === null ? null : assistToggle(assist, t('guess.notebook.toggle'), 'assist-toggle', redraw), notebookBody(assist, state.seat));
  }

  return {
    render,
    describe: (raw, state) => {
      const event = /** @type {Event} */ (raw);
      const line = describeEvent(event, namer(state));
      return line && { ...line, seat: eventSeat(event) };
    },
    notebook: (frame, state) => assist.receive(frame, state),
    seatName: (seat, state) => namer(state)(seat),
    // The two seats' colours, as the shared stylesheet paints them (.owner-N).
    seatColour: (seat) => `var(--bs-${seat})`,
  };
}
