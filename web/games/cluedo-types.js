// JSDoc types of Cluedo's view, events and actions as the server serialises them
// (games/cluedo/src/view.rs and actions.rs). Positions are "row,col" or a room key;
// cards, suspects, weapons and rooms are their lowercase keys.

/** @typedef {{suspect: string, weapon: string, room: string}} Triple */

/**
 * @typedef {Object} SeatView
 * @property {number} seat
 * @property {string} suspect
 * @property {number} hand_size
 * @property {boolean} eliminated
 * @property {boolean} summoned
 */

/**
 * @typedef {{phase: 'start_of_turn'}
 *   | {phase: 'moving', die: number, reach: string[]}
 *   | {phase: 'after_move', suggested: boolean, entered_this_turn: boolean}
 *   | {phase: 'refuting', suggestion: Triple, suggester: number, refuter: number, options: string[] | null}
 *   | {phase: 'over', reason: string}} PhaseView
 */

/**
 * @typedef {Object} View
 * @property {{seat: number} | 'spectator' | 'omniscient'} viewer
 * @property {SeatView[]} seats
 * @property {boolean} modern_suggestion_rule
 * @property {boolean} hide_envelope_from_wrong_accuser
 * @property {number} dealer
 * @property {string[]} pawns     by suspect in canonical order
 * @property {string[]} weapons   each weapon's room, by weapon in canonical order
 * @property {number} active
 * @property {number} turn
 * @property {PhaseView} phase
 * @property {string[] | null} hand
 * @property {{by: number, card: string}[]} shown_to_me
 * @property {Triple | null} envelope
 * @property {string[][] | null} hands
 * @property {number | null} winner
 */

/**
 * @typedef {{event: 'turn_started', seat: number, turn: number}
 *   | {event: 'rolled', seat: number, value: number}
 *   | {event: 'moved', seat: number, to: string, by_passage: boolean}
 *   | {event: 'stayed', seat: number}
 *   | {event: 'blocked', seat: number}
 *   | {event: 'suggested', seat: number, suspect: string, weapon: string, room: string, pawn_from: string, weapon_from: string}
 *   | {event: 'passed', seat: number}
 *   | {event: 'must_show', refuter: number, suggester: number, options: string[] | null}
 *   | {event: 'shown', refuter: number, suggester: number, card: string | null}
 *   | {event: 'unrefuted', suggester: number}
 *   | {event: 'accused', seat: number, correct: boolean, accusation: Triple | null}
 *   | {event: 'envelope_seen', seat: number, envelope: Triple}
 *   | {event: 'eliminated', seat: number, pawn_to: string | null}
 *   | {event: 'game_over', winner: number | null, reason: string, envelope: Triple}} Event
 */

/**
 * @typedef {'roll' | 'passage' | 'stay' | 'end_turn'
 *   | {move: string}
 *   | {suggest: {suspect: string, weapon: string}}
 *   | {show: string}
 *   | {accuse: Triple}} Action
 */

export {};
