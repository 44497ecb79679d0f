// The pieces on the P.I. map: a token (a round disc or a square cube) and an investigator
// carrying the discs and cubes its placement yielded, one piece each (they stay on it, not
// on a tile: only their numbers are public, PI-INVESTIGATOR-9), all in the owner's colour
// and marked with the owner's letter, so shape and letter tell them apart without colour.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { colourName, initial } from './pi-names.js';

/** @typedef {import('./pi-types.js').Token} Token */
/** @typedef {import('./pi-types.js').Investigator} Investigator */

/**
 * @param {number} seat
 * @param {Token} token
 */
export function tokenText(seat, token) {
  return t(`pi.token.${token}_of`, { who: colourName(seat) });
}

/**
 * @param {number} seat
 * @param {Token} token
 */
export function tokenElement(seat, token) {
  return h(
    'span',
    { class: `pi-token ${token} owner-${seat}`, role: 'img', 'aria-label': tokenText(seat, token), title: tokenText(seat, token) },
    initial(seat),
  );
}

/**
 * An investigator's load in words: "1 disc, 2 cubes".
 * @param {{discs: number, cubes: number}} load
 */
export function loadText(load) {
  if (!load.discs && !load.cubes) return t('pi.load.nothing');
  return [
    load.discs ? t(load.discs === 1 ? 'pi.load.disc' : 'pi.load.discs', { n: load.discs }) : '',
    load.cubes ? t(load.cubes === 1 ? 'pi.load.cube' : 'pi.load.cubes', { n: load.cubes }) : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * @param {number} seat
 * @param {Investigator} investigator
 */
export function investigatorElement(seat, investigator) {
  const label = t('pi.investigator_of', { who: colourName(seat), load: loadText(investigator) });
  return h(
    'span',
    { class: `pi-investigator owner-${seat}`, role: 'img', 'aria-label': label, title: label, 'data-testid': `investigator-${seat}-${investigator.location}` },
    h('span', { class: 'pi-investigator-letter', 'aria-hidden': 'true' }, initial(seat)),
    ...carried(investigator.discs, 'disc'),
    ...carried(investigator.cubes, 'cube'),
  );
}

/**
 * The tokens an investigator carries, one shape each.
 * @param {number} count
 * @param {Token} token
 */
function carried(count, token) {
  return Array.from({ length: count }, () => h('span', { class: `pi-shape ${token}`, 'aria-hidden': 'true' }));
}
