// Each game's table module and stylesheet, loaded when a table of that game opens, and its
// words, merged into the catalogue by whichever page shows the game (`useWords`).

import { addWords } from '../i18n.js';
import { useStylesheet } from '../stylesheets.js';

/**
 * @typedef {object} GameEntry
 * @property {() => Promise<import('../shell.js').GameModule>} table
 * @property {import('../i18n.js').Loaders} words  by language
 * @property {string} style  the address of the game's own stylesheet (`useStyle`)
 */

/** @type {Record<string, GameEntry>} */
export const GAMES = {
  cluedo: {
    table: () => import('./cluedo.js'),
    style: new URL('./cluedo.css', import.meta.url).href,
    words: { en: () => import('./cluedo-words.en.js'), it: () => import('./cluedo-words.it.js') },
  },
  bakerstreet: {
    table: () => import('./bakerstreet.js'),
    style: new URL('./bakerstreet.css', import.meta.url).href,
    words: { en: () => import('./bakerstreet-words.en.js'), it: () => import('./bakerstreet-words.it.js') },
  },
  pi: {
    table: () => import('./pi.js'),
    style: new URL('./pi.css', import.meta.url).href,
    words: { en: () => import('./pi-words.en.js'), it: () => import('./pi-words.it.js') },
  },
  inkognito: {
    table: () => import('./inkognito.js'),
    style: new URL('./inkognito.css', import.meta.url).href,
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

/**
 * Links `game`'s own stylesheet; resolves once it has loaded.
 * @param {string} game
 */
export async function useStyle(game) {
  if (GAMES[game]) await useStylesheet(GAMES[game].style);
}
