// What the front page and the new-table form say of Inkognito: its picture, a sensible
// size for Play now, its typical length, and the names and options of its seats.

import { s } from '../dom.js';
import { t } from '../i18n.js';

/** @type {import('./entry.js').Intro} */
export const INTRO = {
  playNowPlayers: 4,
  minutes: 30,
  seatName: (seat) => t(`ik.colour.${seat}`),
  flags: [],
  numbers: [],
  picture,
  words: {
    en: {
      'game.inkognito': 'Inkognito',
      'front.blurb.inkognito': 'Secret agents in carnival Venice: find your partner among strangers and call the number together.',
    },
    it: {
      'game.inkognito': 'Inkognito',
      'front.blurb.inkognito': 'Agenti segreti nella Venezia del carnevale: trova il tuo compagno tra gli sconosciuti e chiamate insieme il numero.',
    },
  },
};

/** A carnival mask over the waters of Venice. */
function picture() {
  return s(
    'svg',
    { viewBox: '0 0 120 80', class: 'intro-picture', 'aria-hidden': 'true' },
    s('path', { d: 'M6 66 q10 -6 20 0 t20 0 t20 0 t20 0 t20 0 t10 0', class: 'intro-water' }),
    s('path', { d: 'M6 74 q10 -6 20 0 t20 0 t20 0 t20 0 t20 0 t10 0', class: 'intro-water' }),
    s('path', {
      d: 'M22 26 C36 16 50 20 60 28 C70 20 84 16 98 26 C96 44 82 52 70 46 C64 43 62 40 60 40 C58 40 56 43 50 46 C38 52 24 44 22 26 Z',
      class: 'intro-mask',
    }),
    s('ellipse', { cx: 44, cy: 33, rx: 8, ry: 5, class: 'intro-eye' }),
    s('ellipse', { cx: 76, cy: 33, rx: 8, ry: 5, class: 'intro-eye' }),
    s('path', { d: 'M98 26 C104 14 110 10 116 8', class: 'intro-ribbon' }),
  );
}
