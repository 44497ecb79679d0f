// Each game's table module, loaded when a table of that game opens, and its words, merged
// into the catalogue by whichever page shows the game (`useWords`).

import { addWords } from '../i18n.js';

/**
 * @typedef {object} GameEntry
 * @property {() => Promise<import('../shell.js').GameModule>} table
 * @property {import('../i18n.js').Loaders} words  by language
 */

/** @type {Record<string, GameEntry>} */
export const GAMES = {
  cluedo: {
    table: () => import('./cluedo.js'),
    words: { en: () => import('./cluedo-words.en.js'), it: () => import('./cluedo-words.it.js') },
  },
  bakerstreet: {
    table: () => import('./bakerstreet.js'),
    words: { en: () => import('./bakerstreet-words.en.js'), it: () => import('./bakerstreet-words.it.js') },
  },
  pi: {
    table: () => import('./pi.js'),
    words: { en: () => import('./pi-words.en.js'), it: () => import('./pi-words.it.js') },
  },
  inkognito: {
    table: () => import('./inkognito.js'),
    words: { en: () => import('./inkognito-words.en.js'), it: () => import('./inkognito-words.it.js') },
  },
};

/**
 * Merges the words of `games` (every game when none is named) into the catalogue.
 * @param {string[]} [games]
 */
export async function useWords(games = Object.keys(GAMES)) {
  await Promise.all(games.flatMap((game) => (GAMES[game] ? [addWords(GAMES[game].words)] : [])));
}
