// What the front page and the new-table form say of Cluedo: its picture, a sensible size
// for Play now, its typical length, and the names and options of its seats.

import { s } from '../dom.js';
import { t } from '../i18n.js';
import { DATA } from './cluedo-board.js';

/** @type {import('./entry.js').Intro} */
export const INTRO = {
  playNowPlayers: 4,
  minutes: 45,
  seatName: (seat) => t(`suspect.${DATA.suspects[seat]}`),
  flags: ['modern_suggestion_rule', 'hide_envelope_from_wrong_accuser'],
  numbers: [],
  picture,
  words: {
    en: {
      'game.cluedo': 'Cluedo',
      'front.blurb.cluedo': 'Walk the mansion, make suggestions and be first to name who did it, with which weapon, in which room.',
    },
    it: {
      'game.cluedo': 'Cluedo',
      'front.blurb.cluedo': 'Percorri la villa, formula ipotesi e sii il primo a dire chi è stato, con quale arma e in quale stanza.',
    },
  },
};

/** A floor plan of the mansion, with the sealed envelope in its cellar. */
function picture() {
  const room = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ w, /** @type {number} */ h) =>
    s('rect', { x, y, width: w, height: h, class: 'intro-room' });
  return s(
    'svg',
    { viewBox: '0 0 120 80', class: 'intro-picture', 'aria-hidden': 'true' },
    s('rect', { x: 4, y: 4, width: 112, height: 72, class: 'intro-floor' }),
    room(8, 8, 30, 22),
    room(45, 8, 30, 16),
    room(82, 8, 30, 22),
    room(8, 50, 30, 22),
    room(82, 46, 30, 26),
    s('rect', { x: 48, y: 34, width: 24, height: 16, rx: 1, class: 'intro-envelope' }),
    s('path', { d: 'M48 34 L60 43 L72 34', class: 'intro-envelope-flap' }),
    s('circle', { cx: 30, cy: 40, r: 3.2, fill: '#c0392b' }),
    s('circle', { cx: 92, cy: 38, r: 3.2, fill: '#d4ac0d' }),
  );
}
