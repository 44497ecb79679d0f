// The shape of a game's entry in the registry (games/index.js). Types only: the registry
// and each game's parts name them here without importing one another.

/**
 * What the front page, the new-table form, the replay and the Rules panel know of a game
 * without loading its table.
 * @typedef {object} Intro
 * @property {number} playNowPlayers  the table size of Play now: you and bots
 * @property {number} minutes  a typical game at a real table
 * @property {(seat: number) => string} seatName  the seat's colour or character
 * @property {string[]} flags  boolean options worth a checkbox (`option.<game>.<flag>`)
 * @property {string[]} numbers  whole-number options worth a field (empty: the default)
 * @property {() => SVGElement} picture  a small drawing for the game's card
 * @property {Record<string, Record<string, string>>} words  by language, the game's name
 *   (`game.<game>`) and its one sentence on the front page (`front.blurb.<game>`): all a
 *   page that only lists the game needs of its words
 */

/**
 * One game as every page of the client knows it.
 * @typedef {object} GameEntry
 * @property {Intro} intro
 * @property {() => Promise<import('../shell.js').GameModule>} table  loaded when a table opens
 * @property {string} style  the address of the game's own stylesheet
 * @property {import('../i18n.js').Loaders} words  the game's words, by language
 * @property {boolean} [unlisted]  true: no card on the front page (a game kept for tests)
 * @property {() => Promise<CompanionModule>} [companion]  a notebook for a game played on a
 *   real board (companion.html), loaded when that page opens
 */

/**
 * A game's companion: it draws into companion.html's regions once the game's words and
 * stylesheet are in.
 * @typedef {object} CompanionModule
 * @property {() => Promise<void>} mountCompanion
 */

export {};
