// The shape of a game's rules for players, as the Rules panel of a table shows them: one
// module per game and language (rules/GAME.LANG.js), plain data, text only (no markup).

/**
 * One titled part of the rules: its paragraphs in order, then an optional list (steps of a
 * turn, or points to remember), each item a sentence or two.
 * @typedef {object} Section
 * @property {string} title
 * @property {string[]} paragraphs
 * @property {string[]} [list]
 */

/**
 * A game's rules for players in one language: a one- or two-sentence summary (what the
 * game is and how you win), then the sections in reading order.
 * @typedef {object} Rules
 * @property {string} summary
 * @property {Section[]} sections
 */

export {};
