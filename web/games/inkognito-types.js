// JSDoc types of Inkognito's view, events, actions and notebook as the server serialises
// them (games/inkognito/src/view.rs, actions.rs, elements.rs). Seats count from 0; an
// agent is a seat's agent or the 3-player dummy.

/** @typedef {'rialto' | 'san_marco' | 'san_giorgio' | 'salute' | 'ponte_dei_sospiri'} Location */
/** @typedef {'F' | 'B' | 'Z' | 'X'} Identity */
/** @typedef {'52' | '11' | '0' | '29'} Fragment */
/** @typedef {'identity' | 'number'} BlackKind */
/** A coloured card, or the face of a black card. @typedef {{identity: Identity} | {number: Fragment}} Card */
/** @typedef {[Card, Card]} Pair */
/** The fragments of F, B, Z and X in that order. @typedef {[Fragment, Fragment, Fragment, Fragment]} PhoneNumber */
/** @typedef {{seat: number} | 'dummy'} Agent */
/** @typedef {'two_agents' | 'ambassador' | 'dummy' | 'audience'} MeetingKind */

/**
 * @typedef {Object} AgentView
 * @property {Agent} agent
 * @property {Identity | null} identity   the viewer's own, or everyone's once the match ends
 * @property {Fragment | null} fragment
 * @property {Location | null} placed     this round's card
 * @property {Location[]} played          played this series
 */

/**
 * @typedef {Object} MeetingView
 * @property {Location} location
 * @property {MeetingKind} kind
 * @property {Agent[]} persons
 * @property {boolean} committed   the first agent has committed its choice
 * @property {Agent | null} named
 */

/**
 * @typedef {Object} View
 * @property {{seat: number} | 'spectator' | 'omniscient'} viewer
 * @property {number} players
 * @property {number} game
 * @property {number} round
 * @property {number[]} scores              match points by seat
 * @property {number | null} ambassador_seat   the 5-player Ambassador player
 * @property {number | null} start
 * @property {AgentView[]} agents           agent seats increasing, the dummy last
 * @property {Location | null} ambassador_at
 * @property {Location | null} ambassador_hidden   the 5-player Ambassador's own hidden card
 * @property {Location[]} ambassador_played
 * @property {number | null} to_act
 * @property {MeetingView | null} meeting
 * @property {{receiver: number, pairs: Pair[]}[]} shown   pairs this seat showed each receiver
 * @property {number[]} winners             match winners, once the match is over
 */

/**
 * @typedef {{event: 'game_started', game: number, ambassador: number | null, start: number, scores: number[]}
 *   | {event: 'dealt', seat: number, identity: Identity | null, fragment: Fragment | null}
 *   | {event: 'placed', by: Agent, ambassador: boolean, location: Location | null}
 *   | {event: 'ambassador_at', location: Location}
 *   | {event: 'meeting', location: Location, kind: MeetingKind, persons: Agent[]}
 *   | {event: 'committed', seat: number}
 *   | {event: 'showed', from: number, to: number, cards: number, shown: {pair: Pair} | {black: Card} | null}
 *   | {event: 'asked', asker: number, named: Agent | null}
 *   | {event: 'passed', seat: number}
 *   | {event: 'black_shown', from: Agent, to: number, witness: number | null, card: Card | null}
 *   | {event: 'looked', seat: number, card: Card | null}
 *   | {event: 'called', caller: number, number: PhoneNumber, correct: boolean}
 *   | {event: 'series_ended', series: number}
 *   | {event: 'game_ended', end: 'correct' | 'wrong' | 'draw', identities: [Agent, Identity, Fragment][], number: PhoneNumber, scored: number[], scores: number[]}} Event
 */

/**
 * @typedef {{place: Location} | {show_pair: Pair} | {show_black: BlackKind} | {call: PhoneNumber}
 *   | {ask: number} | {ask_dummy: BlackKind} | 'pass' | {reveal_black: BlackKind} | {look: BlackKind}} Action
 */

/**
 * @typedef {Object} Block
 * @property {number} seat
 * @property {boolean} dummy
 * @property {boolean} ambassador   the 5-player Ambassador player's block
 * @property {{round: number, location: Location, kind: string, marks: Record<string, string>}[]} columns
 */

/**
 * What this seat can deduce (the `notebook` frame).
 * @typedef {Object} Notebook
 * @property {{identity: Identity | null, fragment: Fragment | null}} me
 * @property {{seat: number, dummy: boolean, identity: Record<Identity, number>, fragment: Record<Fragment, number>, partner: number | null}[]} agents
 * @property {{number: PhoneNumber, p: number}[]} numbers   likeliest first
 * @property {{fact: string, reason: string}[]} facts  English sentences, `{seat N}` standing for seat N's name
 * @property {{fragments: Record<Identity, Fragment | null>, blocks: Block[], pairs: {seat: number, shown: Pair[], left: number, valid: Pair[]}[]}} clue_sheet
 */

export {};
