// What the front page and the new-table form say of Bakerstreet: its picture, a sensible
// size for Play now, its typical length, and the names and options of its seats.

import { s } from '../dom.js';
import { t } from '../i18n.js';

/** @type {import('./entry.js').Intro} */
export const INTRO = {
  playNowPlayers: 2,
  minutes: 30,
  seatName: (seat) => t(`bs.colour.${seat}`),
  flags: ['one_card_per_letter'],
  numbers: ['max_rounds'],
  picture,
  words: {
    en: {
      'game.bakerstreet': 'Bakerstreet',
      'front.blurb.bakerstreet': 'A duel of bids and bluffs: win evidence letters until you hold seven in a row.',
    },
    it: {
      'game.bakerstreet': 'Bakerstreet',
      'front.blurb.bakerstreet': 'Un duello di offerte e bluff: conquista lettere indizio fino ad averne sette di fila.',
    },
  },
};

/** A fan of detective cards beside an evidence letter. */
function picture() {
  const card = (/** @type {number} */ angle, /** @type {string} */ value, /** @type {string} */ colour) =>
    s(
      'g',
      { transform: `rotate(${angle} 44 72)` },
      s('rect', { x: 30, y: 14, width: 28, height: 40, rx: 3, class: 'intro-card' }),
      s('text', { x: 44, y: 40, 'text-anchor': 'middle', class: 'intro-card-value', fill: colour }, value),
    );
  return s(
    'svg',
    { viewBox: '0 0 120 80', class: 'intro-picture', 'aria-hidden': 'true' },
    card(-18, '3', '#a4161a'),
    card(0, '5', '#1f4e8c'),
    card(18, '2', '#a4161a'),
    s('rect', { x: 80, y: 20, width: 30, height: 40, rx: 3, class: 'intro-evidence' }),
    s('text', { x: 95, y: 47, 'text-anchor': 'middle', class: 'intro-letter' }, 'K'),
  );
}
