// The P.I. map of rules §1.1 and §1.2: the 14 locations in five offset rows, like bricks,
// and their 29 adjacencies. Plain data with no DOM, so the browser tests can read it too.

/** Location ids row by row, top to bottom, as §1.1 draws them. */
export const ROWS = [[1, 2], [3, 4, 5], [6, 7, 8, 9], [10, 11, 12], [13, 14]];

/** The 29 undirected edges of §1.2, by location id. */
export const EDGES = [
  [1, 2], [1, 3], [1, 4], [2, 4], [2, 5], [3, 4], [3, 6], [3, 7], [4, 5], [4, 7],
  [4, 8], [5, 8], [5, 9], [6, 7], [6, 10], [7, 8], [7, 10], [7, 11], [8, 9], [8, 11],
  [8, 12], [9, 12], [10, 11], [10, 13], [11, 12], [11, 13], [11, 14], [12, 14], [13, 14],
];

/** Columns in half-steps: the middle row fills 0, 2, 4, 6 and every other row sits between. */
const LAST_COLUMN = 6;

/** How far the outer centres sit from the map's sides, in per cent: half a location's width. */
export const SIDE_MARGIN = 12.5;

/**
 * Where a location's centre lies, in per cent of the map's width and height.
 * @param {number} id
 * @returns {{x: number, y: number}}
 */
export function placement(id) {
  const row = ROWS.findIndex((ids) => ids.includes(id));
  const ids = ROWS[row];
  // A row of n locations starts 4 - n half-steps in, so rows of two sit above the middle.
  const column = 4 - ids.length + 2 * ids.indexOf(id);
  return {
    x: SIDE_MARGIN + (column / LAST_COLUMN) * (100 - 2 * SIDE_MARGIN),
    y: ((row + 0.5) / ROWS.length) * 100,
  };
}

/**
 * Whether two locations share an edge.
 * @param {number} a
 * @param {number} b
 */
export function adjacent(a, b) {
  return EDGES.some(([p, q]) => (p === a && q === b) || (p === b && q === a));
}
