// JSDoc types of P.I.'s view, events, actions and notebook as the server serialises them
// (games/pi/src/view.rs, actions.rs, elements.rs, board.rs). Seats count from 0; suspects
// are 1..12, crimes 1..10 and locations 1..14, as in the rules (§1.1, §1.3).

/** @typedef {'suspect' | 'crime' | 'location'} Kind */

/**
 * A suspect, a crime or a location; also the evidence card of that element.
 * @typedef {{suspect: number} | {crime: number} | {location: number}} Element
 */

/** @typedef {{suspect: number, crime: number, location: number}} Case */

/** @typedef {'disc' | 'cube'} Token */

/** @typedef {{location: number, kind: Kind}} Slot */

/** @typedef {{location: number, discs: number, cubes: number}} Investigator */

/** @typedef {{slot: Slot, token: Token}} Mark */

/**
 * @typedef {Object} SeatView
 * @property {number} seat
 * @property {number} unused_investigators
 * @property {Investigator[]} investigators   this mini-game's, in the order placed
 * @property {Mark[]} marks                   the seat's tokens in slots
 * @property {Element[]} kept                 evidence cards kept face up
 * @property {Case | null} solution           once solved in this mini-game
 * @property {number[]} mini_game_scores      the mini-games scored so far
 * @property {number} penalty_steps
 * @property {number} score                   mini-game points minus the penalties
 */

/**
 * @typedef {Object} View
 * @property {{seat: number} | 'spectator' | 'omniscient'} viewer
 * @property {number} players
 * @property {number} mini_game       1, 2 or 3
 * @property {number} round
 * @property {number} start_player
 * @property {number | null} active   null once the game is over
 * @property {number} score_value     what a solve pays this round
 * @property {{suspect_tiles: (number | null)[], crime_tiles: (number | null)[]}} board  by location, null for a blank tile
 * @property {Element[]} display
 * @property {number} deck_size
 * @property {Element[]} discard      oldest first
 * @property {SeatView[]} seats
 * @property {{seat: number, case: Case}[]} wrong_attempts   this mini-game's, oldest first
 * @property {Case | null} held_case  the case this seat holds: its left neighbour's
 * @property {Case[] | null} cases    every case by seat, once the game is over
 */

/**
 * @typedef {{event: 'mini_game_started', mini_game: number, start_player: number, suspect_tiles: (number | null)[], crime_tiles: (number | null)[], display: Element[]}
 *   | {event: 'case_dealt', holder: number, case: Case | null}
 *   | {event: 'round_started', round: number, score_value: number}
 *   | {event: 'investigated', seat: number, location: number, discs: number, cubes: number, unused_investigators: number}
 *   | {event: 'evidence_taken', seat: number, card: Element, tile: Slot, result: Token | null, from_investigator: boolean}
 *   | {event: 'deck_reshuffled', size: number}
 *   | {event: 'display_refilled', card: Element}
 *   | {event: 'solved', seat: number, case: Case, points: number}
 *   | {event: 'wrong_attempt', seat: number, attempt: Case, penalty_steps: number}
 *   | {event: 'mini_game_ended', mini_game: number, cases: Case[], points: number[]}
 *   | {event: 'game_over', scores: number[], places: number[], winners: number[]}} Event
 */

/** @typedef {{investigate: number} | {evidence: Element} | {solve: Case}} Action */

/** @typedef {{id: number, p: number}} Chance */

/**
 * What this seat can deduce, as the server works it out (the `notebook` frame).
 * @typedef {Object} Notebook
 * @property {number} possible                 cases still possible
 * @property {Chance[]} suspects
 * @property {Chance[]} crimes
 * @property {Chance[]} locations
 * @property {{case: Case, p: number}[]} likeliest   at most five, likeliest first
 * @property {{fact: string, reason: string}[]} facts  English sentences
 * @property {{location: number, bits: number}[]} investigate   best first
 * @property {{card: Element, bits: number}[]} evidence         best first
 */

export {};
