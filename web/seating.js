// What every game's table module reads the same way off the table's state to draw one
// moment: its view, this person's seat and whether it is theirs to act, the legal actions
// (null until they come), whether the page may act now, the seats' names and the way to
// send an action. Each game adds what only it draws from.

/** @typedef {import('./shell.js').TableState} TableState */
/** @typedef {import('./shell.js').GameHost} GameHost */

/**
 * @template View, Action
 * @typedef {Object} SeatingBase
 * @property {View} view
 * @property {number | null} me
 * @property {boolean} mine              this seat is to act
 * @property {Action[] | null} legal     null until the server answers
 * @property {boolean} blocked           an action is in flight or the connection is down
 * @property {(seat: number) => string} name
 * @property {(action: Action) => void} send
 */

/**
 * The part of a game's seating that every game reads the same way. The caller names its
 * view and action types (the table state holds them untyped).
 * @template View, Action
 * @param {TableState} state
 * @param {GameHost} host
 * @param {(seat: number) => string} name
 * @returns {SeatingBase<View, Action>}
 */
export function seatingBase(state, host, name) {
  return {
    view: /** @type {View} */ (state.view),
    me: state.seat,
    mine: state.seat !== null && state.toAct === state.seat,
    legal: /** @type {Action[] | null} */ (state.legal),
    blocked: state.busy || !state.connected,
    name,
    send: (action) => host.send(action),
  };
}

/**
 * The seating of a game whose controls offer choices worked out of the legal list (P.I.,
 * Inkognito): the base, the steps, whether this seat still awaits its legal actions, and
 * the choices (`none` unless this seat may act now).
 * @template View, Action, Choices
 * @param {TableState} state
 * @param {GameHost} host
 * @param {(seat: number) => string} name
 * @param {(legal: Action[]) => Choices} choose
 * @param {Choices} none
 */
export function choosingSeating(state, host, name, choose, none) {
  /** @type {SeatingBase<View, Action>} */
  const base = seatingBase(state, host, name);
  const { mine, legal, blocked } = base;
  return {
    ...base,
    steps: state.steps,
    waiting: mine && legal === null,
    choices: mine && legal && !blocked ? choose(legal) : none,
  };
}
