// JSDoc types of Bakerstreet's view, events, actions and notebook as the server
// serialises them (games/bakerstreet/src/view.rs, actions.rs, cards.rs). Seats are 0 and 1,
// positions 0..4 clockwise, letters "A".."T".

/** @typedef {'stop' | 'x2' | 'arrow'} Symbol */

/**
 * What a card shows without its colour: how a player names a card of its own.
 * @typedef {{value: number, symbol: Symbol | null}} Face
 */

/** @typedef {Face & {owner: number}} Card */

/** @typedef {{seat: number, value: number}} Bid */

/**
 * @typedef {Object} ChallengeResult
 * @property {number} challenger
 * @property {number} bidder
 * @property {number} bid
 * @property {number} total   both revealed hands added up
 * @property {number} winner
 */

/**
 * @typedef {Object} SeatView
 * @property {number} seat
 * @property {number} draw_size
 * @property {number} hand_size
 * @property {number} discard_size
 * @property {Card | null} discard_top
 * @property {number} collection_size
 */

/** @typedef {{size: number, top: Card | null}} StackView */

/** @typedef {'run_of_seven' | 'no_evidence_left' | 'round_limit'} EndReason */

/**
 * @typedef {{phase: 'turn', seat: number}
 *   | {phase: 'choose', seat: number}
 *   | {phase: 'take', seat: number, position: number, arrow: boolean, pile: string[] | null}
 *   | {phase: 'over', reason: EndReason, winner: number | null}} PhaseView
 */

/**
 * @typedef {Object} View
 * @property {{seat: number} | 'spectator' | 'omniscient'} viewer
 * @property {number} round
 * @property {number | null} max_rounds
 * @property {boolean} one_card_per_letter
 * @property {PhaseView} phase
 * @property {number} active
 * @property {Bid[]} bids                 this round's, oldest first
 * @property {ChallengeResult | null} challenge
 * @property {SeatView[]} seats           by seat
 * @property {StackView[]} stacks         by position
 * @property {number[]} evidence_sizes    by position
 * @property {Card[] | null} hand
 * @property {string[] | null} collection  the viewer's own, in the order taken
 * @property {string[][] | null} collections  both, once the game is over
 * @property {number | null} winner
 */

/**
 * @typedef {{event: 'placed', seat: number, card: Card, position: number}
 *   | {event: 'drew', seat: number, card: Card | null}
 *   | {event: 'draw_skipped', seat: number}
 *   | {event: 'reshuffled', seat: number, size: number}
 *   | {event: 'bid', seat: number, value: number}
 *   | {event: 'challenged', result: ChallengeResult, hands: Card[][]}
 *   | {event: 'hands_discarded', discard_tops: (Card | null)[]}
 *   | {event: 'chosen', seat: number, position: number}
 *   | {event: 'processed', position: number, card: Card}
 *   | {event: 'stopped', position: number, top: Card | null}
 *   | {event: 'evaluated', position: number, scores: number[], winner: number, arrow: boolean, discard_tops: (Card | null)[]}
 *   | {event: 'pile_seen', seat: number, position: number, cards: string[] | null}
 *   | {event: 'rewarded', seat: number, position: number, taken: boolean, letter: string | null, pile_size: number, collection_size: number}
 *   | {event: 'round_started', round: number, first: number}
 *   | {event: 'game_over', winner: number | null, reason: EndReason, collections: string[][], longest_runs: number[]}} Event
 */

/**
 * @typedef {'challenge'
 *   | {move: {card: Face | null, position: number, bid: number}}
 *   | {choose: number}
 *   | {take: string}} Action
 */

/**
 * An evidence pile as this seat knows it: `known` the letters certainly in it (null if never
 * looked at), `exact` whether that is all of it, `may_hold` what it held when last seen.
 * @typedef {{size: number, known: string[] | null, exact: boolean, may_hold?: string[] | null}} Pile
 */

/**
 * What this seat has seen, as the server remembers it for the seat (the `notebook` frame).
 * @typedef {Object} Notebook
 * @property {(Card & {visible: boolean})[][]} stacks   by position, top first
 * @property {Pile[]} piles  by position
 * @property {Card[]} opponent_discards   top first
 * @property {Card[]} opponent_known   cards certainly in the opponent's hand (by elimination)
 * @property {number[]} opponent_total   probability of each total of the opponent's hand
 * @property {number[]} sum              probability of each total of both hands
 * @property {number | null} bid
 * @property {number | null} p_sum_at_least_bid
 */

export {};
