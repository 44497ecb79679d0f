// What the front page and the new-table form say of P.I.: its picture, a sensible size for
// Play now, its typical length, and the names and options of its seats.

import { s } from '../dom.js';
import { t } from '../i18n.js';

/** @type {import('./entry.js').Intro} */
export const INTRO = {
  playNowPlayers: 3,
  minutes: 60,
  seatName: (seat) => t(`pi.colour.${seat}`),
  flags: [],
  numbers: [],
  picture,
  words: {
    en: {
      'game.pi': 'P.I.',
      'front.blurb.pi': 'Three cases in a row: each investigation answers for the whole city map, and you solve the case your right-hand neighbour holds.',
    },
    it: {
      'game.pi': 'P.I.',
      'front.blurb.pi': 'Tre casi di fila: ogni indagine risponde per tutta la mappa della città, e risolvi il caso che tiene il vicino alla tua destra.',
    },
  },
};

/** Linked city locations, one marked by a disc and its neighbour by a cube. */
function picture() {
  const places = [
    [18, 20],
    [52, 14],
    [90, 22],
    [30, 58],
    [68, 52],
    [102, 60],
  ];
  const roads = [
    [0, 1],
    [1, 2],
    [0, 3],
    [1, 4],
    [3, 4],
    [2, 5],
    [4, 5],
  ];
  return s(
    'svg',
    { viewBox: '0 0 120 80', class: 'intro-picture', 'aria-hidden': 'true' },
    ...roads.map(([a, b]) =>
      s('line', { x1: places[a][0], y1: places[a][1], x2: places[b][0], y2: places[b][1], class: 'intro-road' }),
    ),
    ...places.map(([x, y]) => s('rect', { x: x - 9, y: y - 7, width: 18, height: 14, rx: 2, class: 'intro-tile' })),
    s('circle', { cx: 68, cy: 52, r: 4.5, fill: '#1f4e8c' }),
    s('rect', { x: 48, y: 10, width: 8, height: 8, fill: '#a4161a' }),
  );
}
