// The five Venice locations drawn as small scenes (SVG, 160 x 100): the landmark above,
// a stone quay along the bottom where the persons at the location stand as pawns. Shapes
// carry classes only; style.css paints them (water, stone, brick, domes...).

import { s } from '../dom.js';

/** @typedef {import('./inkognito-types.js').Location} Location */

/** Where the quay starts and where a pawn's feet rest. */
const QUAY = 76;
const FEET = 95;
/** Pawns stand this far apart, centred on the quay (at most 5 persons at a location). */
const PAWN_SPACING = 28;

/** @param {string} cls @param {string} d */
const path = (cls, d) => s('path', { class: cls, d });

/** @param {string} cls @param {number} x @param {number} y @param {number} width @param {number} height */
const rect = (cls, x, y, width, height) => s('rect', { class: cls, x, y, width, height });

/** An arched opening standing on `bottom`, `width` wide and `height` tall. @param {number} x @param {number} bottom @param {number} width @param {number} height */
const arch = (x, bottom, width, height) =>
  path('dark', `M${x} ${bottom} V${bottom - height + width / 2} A${width / 2} ${width / 2} 0 0 1 ${x + width} ${bottom - height + width / 2} V${bottom} Z`);

/** A dome on a base line: `cx` its middle, `rx` half its width, `ry` its height. @param {number} cx @param {number} base @param {number} rx @param {number} ry */
const dome = (cx, base, rx, ry) => path('dome', `M${cx - rx} ${base} A${rx} ${ry} 0 0 1 ${cx + rx} ${base} Z`);

/** A few ripples on water. @param {[number, number][]} at */
const ripples = (at) => at.map(([x, y]) => path('ripple', `M${x} ${y} q3 -2 6 0 t6 0`));

/** A bell tower: brick shaft, stone belfry with openings, green spire. @param {number} x @param {number} top @param {number} width @param {number} bottom */
function campanile(x, top, width, bottom) {
  return [
    rect('brick', x, top + 10, width, bottom - top - 10),
    rect('stone', x - 1, top + 2, width + 2, 9),
    rect('dark', x + 2, top + 4, 2, 5),
    rect('dark', x + width - 4, top + 4, 2, 5),
    path('copper', `M${x - 2} ${top + 2} L${x + width / 2} ${top - 12} L${x + width + 2} ${top + 2} Z`),
  ];
}

/** The Rialto bridge: one stone arch over the Grand Canal, shops on its ramps, a portico on top. */
function rialto() {
  /** The height of the left ramp's walkway at `x`. @param {number} x */
  const ramp = (x) => 58 - ((x - 4) * 22) / 62;
  /** A row of shops standing on one ramp. @param {boolean} left */
  const shops = (left) => {
    /** @param {number} x */
    const side = (x) => (left ? x : 160 - x);
    return [
      path('stone-light', `M${side(12)} ${ramp(12)} V${ramp(12) - 8} L${side(64)} ${ramp(64) - 8} V${ramp(64)} Z`),
      path('roof-line', `M${side(10)} ${ramp(10) - 8.5} L${side(65)} ${ramp(65) - 8.5}`),
      ...[18, 30, 42, 54].map((x) => arch(left ? x : 156 - x, ramp(x + 4) - 1, 4, 5)),
    ];
  };
  return [
    rect('water', 0, 50, 160, QUAY - 50),
    ...ripples([[8, 71], [136, 70], [70, 73]]),
    rect('stone-light', 66, 20, 28, 17),
    path('roof', 'M62 21 L80 11 L98 21 Z'),
    arch(75, 36, 10, 12),
    path('stone', 'M4 58 L66 36 L94 36 L156 58 L156 66 L4 66 Z'),
    path('water-dark', 'M28 66 Q80 22 132 66 Z'),
    ...shops(true),
    ...shops(false),
  ];
}

/** San Marco: the basilica's front with its portals and domes, the campanile beside it. */
function sanMarco() {
  return [
    ...campanile(130, 14, 13, QUAY),
    dome(36, 40, 9, 9),
    dome(92, 40, 9, 9),
    dome(64, 38, 14, 13),
    rect('stone', 62.5, 22, 3, 4),
    rect('stone', 12, 40, 104, QUAY - 40),
    ...[14, 34, 54, 74, 94].map((x) => path('gold', `M${x} 46 Q${x + 10} 30 ${x + 20} 46 Z`)),
    ...[17, 37, 77, 97].map((x) => arch(x, QUAY, 14, 20)),
    arch(55, QUAY, 18, 25),
  ];
}

/** San Giorgio Maggiore: a white church and its campanile on an island across the water. */
function sanGiorgio() {
  return [
    rect('water', 0, 44, 160, QUAY - 44),
    ...ripples([[10, 66], [40, 71], [100, 69], [140, 64]]),
    ...campanile(112, 16, 9, 56),
    rect('stone-light', 86, 42, 30, 14),
    rect('white', 62, 24, 20, 8),
    dome(72, 25, 11, 11),
    rect('white', 70, 10, 4, 4),
    rect('white', 42, 34, 44, 22),
    path('white', 'M39 35 L64 22 L89 35 Z'),
    ...[47, 57, 69, 79].map((x) => rect('line', x, 36, 2, 20)),
    arch(60, 56, 8, 11),
    path('stone', 'M20 56 L140 56 L136 62 L24 62 Z'),
  ];
}

/** Santa Maria della Salute: the great dome on its drum, scrolls, steps down to the water. */
function salute() {
  return [
    rect('water', 0, 66, 160, QUAY - 66),
    ...ripples([[12, 71], [136, 71]]),
    dome(122, 42, 10, 9),
    rect('white', 134, 26, 5, 16),
    path('copper', 'M133 26 L136.5 19 L140 26 Z'),
    rect('white', 46, 40, 68, 22),
    s('circle', { class: 'white', cx: 49, cy: 39, r: 5 }),
    s('circle', { class: 'white', cx: 111, cy: 39, r: 5 }),
    s('circle', { class: 'scroll', cx: 49, cy: 39, r: 2 }),
    s('circle', { class: 'scroll', cx: 111, cy: 39, r: 2 }),
    rect('white', 56, 28, 48, 12),
    ...[60, 70, 86, 96].map((x) => rect('dark', x, 31, 4, 6)),
    dome(80, 29, 26, 22),
    rect('white', 76, 3, 8, 5),
    dome(80, 4, 5, 3),
    path('white', 'M67 47 L80 39 L93 47 Z'),
    arch(73, 62, 14, 15),
    rect('stone', 38, 62, 84, 4),
  ];
}

/** The Bridge of Sighs: an enclosed white bridge with barred windows between two palaces. */
function ponteDeiSospiri() {
  /** A grid of windows on a palace front. @param {number} x0 @param {number} y0 */
  const windows = (x0, y0) => [0, 1, 2].flatMap((row) => [0, 1, 2].map((col) => rect('dark', x0 + col * 13, y0 + row * 17, 5, 8)));
  return [
    rect('water', 40, 36, 80, QUAY - 36),
    ...ripples([[52, 56], [90, 52]]),
    path('dark', 'M54 66 Q80 73 106 66 L102 69 Q80 74 58 69 Z'),
    rect('pink-stone', 0, 6, 46, QUAY - 6),
    ...windows(6, 14),
    rect('grey-stone', 114, 10, 46, QUAY - 10),
    ...windows(120, 18),
    path('white', 'M44 22 L116 22 L116 44 Q80 34 44 44 Z'),
    rect('stone', 42, 18, 76, 5),
    path('roof-line', 'M62 18 Q80 8 98 18'),
    ...[62, 90].flatMap((x) => [rect('dark', x, 27, 8, 7), rect('bars', x + 3.5, 27, 1, 7)]),
  ];
}

const SCENES = {
  rialto,
  san_marco: sanMarco,
  san_giorgio: sanGiorgio,
  salute,
  ponte_dei_sospiri: ponteDeiSospiri,
};

/**
 * @typedef {Object} Pawn
 * @property {string} name       shown when the pointer rests on it
 * @property {string} testid
 * @property {string} glide      what it glides by: the same for one person from round to round
 * @property {string} kind       'agent', 'dummy' or 'ambassador'
 * @property {string | null} style   the seat's colour (`colourStyle`), for an agent
 * @property {boolean} mine
 * @property {boolean} past     stood there the round before (drawn faded)
 */

/**
 * A standing pawn: head and body, the Ambassador in a top hat; the viewer's own stands
 * on a gold ring.
 * @param {Pawn} pawn
 * @param {number} x
 */
function pawnShape(pawn, x) {
  return s(
    'g',
    { class: `ik-pawn ${pawn.kind}${pawn.mine ? ' mine' : ''}${pawn.past ? ' past' : ''}`, style: pawn.style, 'data-testid': pawn.testid, 'data-glide': pawn.glide },
    s('title', {}, pawn.name),
    s('ellipse', { class: 'base', cx: x, cy: FEET, rx: 10, ry: 2.8 }),
    path('body', `M${x - 8} ${FEET} C${x - 8} ${FEET - 9} ${x - 5} ${FEET - 12} ${x} ${FEET - 12} C${x + 5} ${FEET - 12} ${x + 8} ${FEET - 9} ${x + 8} ${FEET}Z`),
    s('circle', { class: 'body', cx: x, cy: FEET - 16.5, r: 5 }),
    pawn.kind === 'ambassador' ? path('hat', `M${x - 7} ${FEET - 20} h14 v1.5 h-14 Z M${x - 4} ${FEET - 20} v-6 h8 v6 Z`) : null,
  );
}

/**
 * The scene of a location with the pawns of the persons there.
 * @param {Location} where
 * @param {Pawn[]} pawns
 */
export function scene(where, pawns) {
  const first = 80 - ((pawns.length - 1) * PAWN_SPACING) / 2;
  return s(
    'svg',
    { class: 'ik-scene', viewBox: '0 0 160 100', 'data-testid': `scene-${where}` },
    ...SCENES[where](),
    rect('quay', 0, QUAY, 160, 100 - QUAY),
    path('quay-edge', `M0 ${QUAY} H160`),
    ...pawns.map((pawn, i) => pawnShape(pawn, first + i * PAWN_SPACING)),
  );
}
