// What the front page and the new-table form know of each game, without loading its
// table: one small module per game, registered here.

import { INTRO as cluedo } from './cluedo-intro.js';
import { INTRO as bakerstreet } from './bakerstreet-intro.js';
import { INTRO as pi } from './pi-intro.js';
import { INTRO as inkognito } from './inkognito-intro.js';

/**
 * @typedef {object} Intro
 * @property {number} playNowPlayers  the table size of Play now: you and bots
 * @property {number} minutes  a typical game at a real table
 * @property {(seat: number) => string} seatName  the seat's colour or character
 * @property {string[]} flags  boolean options worth a checkbox (`option.<game>.<flag>`)
 * @property {string[]} numbers  whole-number options worth a field (empty: the default)
 * @property {() => SVGElement} picture  a small drawing for the game's card
 */

/** @type {Record<string, Intro>} */
export const INTROS = { cluedo, bakerstreet, pi, inkognito };
