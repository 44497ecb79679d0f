// What the front page, the form, the replay and the Rules panel know of Guess, the test
// game kept off the front page (its entry is `unlisted`).

import { s } from '../dom.js';
import { t } from '../i18n.js';

/** @type {import('./entry.js').Intro} */
export const INTRO = {
  playNowPlayers: 2,
  minutes: 5,
  seatName: (seat) => t(`guess.colour.${seat}`),
  flags: [],
  numbers: ['cards'],
  picture,
  words: {
    en: {
      'game.guess': 'Guess the hidden card',
      'front.blurb.guess': 'A tiny test game: ask about cards, then name the one nobody holds.',
    },
    it: {
      'game.guess': 'Indovina la carta nascosta',
      'front.blurb.guess': 'Un piccolo gioco di prova: chiedi delle carte, poi nomina quella che nessuno ha.',
    },
  },
};

/** Two face-up cards beside a face-down one with a question mark. */
function picture() {
  const card = (/** @type {number} */ x, /** @type {string} */ text, /** @type {string} */ kind) =>
    s(
      'g',
      {},
      s('rect', { x, y: 18, width: 28, height: 40, rx: 3, class: kind }),
      s('text', { x: x + 14, y: 44, 'text-anchor': 'middle', class: 'intro-letter' }, text),
    );
  return s(
    'svg',
    { viewBox: '0 0 120 80', class: 'intro-picture', 'aria-hidden': 'true' },
    card(12, 'A', 'intro-card'),
    card(46, 'B', 'intro-card'),
    card(80, '?', 'intro-evidence'),
  );
}
