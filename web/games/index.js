// The board module of each game, loaded when a table of that game opens.

/** @type {Record<string, () => Promise<import('../shell.js').GameModule>>} */
export const GAMES = {
  cluedo: () => import('./cluedo.js'),
  bakerstreet: () => import('./bakerstreet.js'),
  pi: () => import('./pi.js'),
  inkognito: () => import('./inkognito.js'),
};
