// Cluedo's names on screen, always from the catalogue: cards, their kinds and triples.
// Shared by the table (cluedo.js), the deductions panel and the companion page.

import { t } from '../i18n.js';
import { DATA } from './cluedo-board.js';

/** @typedef {import('./cluedo-types.js').Triple} Triple */

/** @param {string} key */
export const suspectName = (key) => t(`suspect.${key}`);
/** @param {string} key */
export const weaponName = (key) => t(`weapon.${key}`);
/** @param {string} key */
export const roomName = (key) => t(`room.${key}`);

/** @param {string} card */
export function cardName(card) {
  if (DATA.suspects.includes(card)) return suspectName(card);
  if (DATA.weapons.includes(card)) return weaponName(card);
  return roomName(card);
}

/** @param {string} card @returns {'suspect' | 'weapon' | 'room'} */
export function cardKind(card) {
  if (DATA.suspects.includes(card)) return 'suspect';
  if (DATA.weapons.includes(card)) return 'weapon';
  return 'room';
}

/** @param {Triple} triple */
export function tripleText(triple) {
  return t('cl.triple', {
    suspect: suspectName(triple.suspect),
    weapon: weaponName(triple.weapon),
    room: roomName(triple.room),
  });
}
