// P.I.'s words: element names as the components spell them, a case as three names, seat
// colours and their letters (tokens show the letter too, never colour alone).

import { t } from '../i18n.js';

/** @typedef {import('./pi-types.js').Element} Element */
/** @typedef {import('./pi-types.js').Kind} Kind */
/** @typedef {import('./pi-types.js').Case} Case */

/** The three types, in the order a case names them (§1.3). */
export const KINDS = /** @type {const} */ (['suspect', 'crime', 'location']);

/** How many elements each type has (§1.3). */
export const COUNTS = { suspect: 12, crime: 10, location: 14 };

/** @param {Element} element @returns {Kind} */
export function kindOf(element) {
  return 'suspect' in element ? 'suspect' : 'crime' in element ? 'crime' : 'location';
}

/** @param {Element} element @returns {number} */
export function idOf(element) {
  return 'suspect' in element ? element.suspect : 'crime' in element ? element.crime : element.location;
}

/** A stable key for an element, e.g. "crime-6", for test ids and lookups. @param {Element} element */
export const elementKey = (element) => `${kindOf(element)}-${idOf(element)}`;

/** @param {Kind} kind @param {number} id */
export const nameOf = (kind, id) => t(`pi.${kind}.${id}`);

/** @param {Element} element */
export const elementName = (element) => nameOf(kindOf(element), idOf(element));

/** A case as "suspect-crime-location" ids, for test ids and lookups. @param {Case} found */
export const caseKey = (found) => `${found.suspect}-${found.crime}-${found.location}`;

/** @param {Case} found */
export const caseText = (found) => KINDS.map((kind) => nameOf(kind, found[kind])).join(' / ');

/** @param {number} seat */
export const colourName = (seat) => t(`pi.colour.${seat}`);

/** @param {number} seat */
export const initial = (seat) => t(`pi.initial.${seat}`);

/**
 * The next seat clockwise, whose case this seat holds (PI-SETUP-3).
 * @param {number} seat
 * @param {number} players
 */
export const leftNeighbour = (seat, players) => (seat + 1) % players;
