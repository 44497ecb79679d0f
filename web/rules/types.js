// The shape of a game's rules for players (web/rules/GAME.LANG.js), shown by the Rules panel.

/**
 * @typedef {Object} Section
 * @property {string} title
 * @property {string[]} paragraphs
 * @property {string[]} [list]
 */

/**
 * @typedef {Object} Rules
 * @property {string} summary  what the game is and how you win, in a sentence or two
 * @property {Section[]} sections
 */

export {};
