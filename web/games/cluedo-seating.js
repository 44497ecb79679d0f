// One step of a Cluedo table as its parts read it: the view, this seat's suspect, what
// the server allows, names for seats, and a way to act that closes any open dialog.

import { t } from '../i18n.js';
import { suspectName } from './cluedo-names.js';

/** @typedef {import('../shell.js').TableState} TableState */
/** @typedef {import('./cluedo-types.js').View} View */
/** @typedef {import('./cluedo-types.js').Action} Action */

/**
 * @typedef {object} Seating
 * @property {TableState} state
 * @property {View} view
 * @property {Action[]} legal       empty while the server has not answered
 * @property {boolean} mine          this seat is to act
 * @property {boolean} blocked       an action is in flight or the connection is down
 * @property {string | null} suspect this seat's suspect (none for a spectator)
 * @property {(seat: number) => string} name
 * @property {(action: unknown) => void} send
 */

/**
 * A seat's name: its suspect ("you" for this seat), or its number before the view says.
 * @param {TableState} state
 * @returns {(seat: number) => string}
 */
export function seatNamer(state) {
  return (seat) => {
    const view = /** @type {View} */ (state.view);
    const suspect = view.seats.find((x) => x.seat === seat)?.suspect;
    const name = suspect ? suspectName(suspect) : t('cl.seat', { n: seat + 1 });
    return seat === state.seat ? t('cl.you_named', { name }) : name;
  };
}

/**
 * @param {TableState} state
 * @param {(action: unknown) => void} send
 * @returns {Seating}
 */
export function seating(state, send) {
  const view = /** @type {View} */ (state.view);
  return {
    state,
    view,
    legal: /** @type {Action[]} */ (state.legal ?? []),
    mine: state.seat !== null && state.toAct === state.seat,
    blocked: state.busy || !state.connected,
    suspect: state.seat === null ? null : (view.seats.find((x) => x.seat === state.seat)?.suspect ?? null),
    name: seatNamer(state),
    send,
  };
}
