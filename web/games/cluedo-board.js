// The classic Cluedo board as data, copied from shared/rules/cluedo-board.txt.
// Squares are (row, col), both from 0, row 0 at the top. Legend of GRID:
//   .        corridor square
//   ^ v < >  door threshold; the arrow is the step from this square into the room
//   1 .. 6   start squares, in canonical suspect order
//   K B C D I L O H S  room squares, in canonical room order
//   X        the cellar (never walkable)
//   #        outside play
// The board module draws from this data only; names come from the i18n catalogue.

/**
 * @typedef {Object} BoardData
 * @property {number} rows
 * @property {number} cols
 * @property {readonly string[]} grid
 * @property {Readonly<Record<string, string>>} roomLetters  board letter -> room key
 * @property {readonly string[]} suspects  suspect keys in canonical order (start square n+1)
 * @property {readonly string[]} weapons   weapon keys in canonical order
 * @property {readonly string[]} rooms     room keys in canonical order
 * @property {Readonly<Record<string, string>>} colours  suspect key -> CSS colour
 * @property {readonly {from: string, to: string}[]} passages  secret passages (both ways)
 * @property {Readonly<Record<string, readonly [number, number]>>} passageMarks  room key -> square of the artwork
 */

/** @type {BoardData} */
export const DATA = Object.freeze({
  rows: 25,
  cols: 24,
  grid: Object.freeze([
    '#########3####4#########',
    'KKKKKK#...BBBB...#CCCCCC',
    'KKKKKK..BBBBBBBB..CCCCCC',
    'KKKKKK..BBBBBBBB..CCCCCC',
    'KKKKKK..BBBBBBBB..CCCCCC',
    'KKKKKK.>BBBBBBBB<.^CCCCC',
    '#KKKKK..BBBBBBBB.......5',
    '....^...BBBBBBBB.......#',
    '#........^....^...IIIIII',
    'DDDDD............>IIIIII',
    'DDDDDDDD..XXXXX...IIIIII',
    'DDDDDDDD..XXXXX...IIIIII',
    'DDDDDDDD<.XXXXX...IIIIII',
    'DDDDDDDD..XXXXX.....v.^#',
    'DDDDDDDD..XXXXX...LLLLL#',
    'DDDDDDDD..XXXXX..LLLLLLL',
    '#.....^...XXXXX.>LLLLLLL',
    '2..........vv....LLLLLLL',
    '#.....v..HHHHHH...LLLLL#',
    'OOOOOOO..HHHHHH........6',
    'OOOOOOO..HHHHHH<.v.....#',
    'OOOOOOO..HHHHHH..SSSSSSS',
    'OOOOOOO..HHHHHH..SSSSSSS',
    'OOOOOOO..HHHHHH..SSSSSSS',
    'OOOOOO#1##HHHH##.#SSSSSS',
  ]),
  roomLetters: Object.freeze({
    K: 'kitchen',
    B: 'ballroom',
    C: 'conservatory',
    D: 'dining_room',
    I: 'billiard_room',
    L: 'library',
    O: 'lounge',
    H: 'hall',
    S: 'study',
  }),
  suspects: Object.freeze(['scarlett', 'mustard', 'white', 'green', 'peacock', 'plum']),
  weapons: Object.freeze(['dagger', 'candlestick', 'revolver', 'rope', 'lead_pipe', 'wrench']),
  rooms: Object.freeze([
    'kitchen',
    'ballroom',
    'conservatory',
    'dining_room',
    'billiard_room',
    'library',
    'lounge',
    'hall',
    'study',
  ]),
  colours: Object.freeze({
    scarlett: '#d32f2f',
    mustard: '#f2c200',
    white: '#f7f7f2',
    green: '#2e7d32',
    peacock: '#1565c0',
    plum: '#7b1fa2',
  }),
  passages: Object.freeze([
    { from: 'kitchen', to: 'study' },
    { from: 'study', to: 'kitchen' },
    { from: 'conservatory', to: 'lounge' },
    { from: 'lounge', to: 'conservatory' },
  ]),
  passageMarks: Object.freeze({
    kitchen: /** @type {const} */ ([1, 5]),
    study: /** @type {const} */ ([21, 23]),
    conservatory: /** @type {const} */ ([5, 22]),
    lounge: /** @type {const} */ ([19, 0]),
  }),
});
