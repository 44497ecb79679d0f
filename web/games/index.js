// The one registry of games: every page learns the games from here. An entry is the game's
// intro (what a page says of it without its table), its table module and stylesheet, loaded
// when a table of that game opens, and its words, merged into the catalogue by whichever
// page shows the game (`useWords`). A new game adds one entry.

import { addWords } from '../i18n.js';
import { useStylesheet } from '../stylesheets.js';
import { INTRO as cluedoIntro } from './cluedo-intro.js';
import { INTRO as bakerstreetIntro } from './bakerstreet-intro.js';
import { INTRO as piIntro } from './pi-intro.js';
import { INTRO as inkognitoIntro } from './inkognito-intro.js';

/** @typedef {import('./entry.js').GameEntry} GameEntry */
/** @typedef {import('./entry.js').Intro} Intro */

/** @type {Record<string, GameEntry>} */
export const GAMES = {
  cluedo: {
    intro: cluedoIntro,
    table: () => import('./cluedo.js'),
    style: new URL('./cluedo.css', import.meta.url).href,
    words: { en: () => import('./cluedo-words.en.js'), it: () => import('./cluedo-words.it.js') },
    companion: () => import('./cluedo-companion.js'),
  },
  bakerstreet: {
    intro: bakerstreetIntro,
    table: () => import('./bakerstreet.js'),
    style: new URL('./bakerstreet.css', import.meta.url).href,
    words: { en: () => import('./bakerstreet-words.en.js'), it: () => import('./bakerstreet-words.it.js') },
  },
  pi: {
    intro: piIntro,
    table: () => import('./pi.js'),
    style: new URL('./pi.css', import.meta.url).href,
    words: { en: () => import('./pi-words.en.js'), it: () => import('./pi-words.it.js') },
  },
  inkognito: {
    intro: inkognitoIntro,
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
