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
import { INTRO as guessIntro } from './guess-intro.js';

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
    companion: () => import('./bakerstreet-companion.js'),
  },
  pi: {
    intro: piIntro,
    table: () => import('./pi.js'),
    style: new URL('./pi.css', import.meta.url).href,
    words: { en: () => import('./pi-words.en.js'), it: () => import('./pi-words.it.js') },
    companion: () => import('./pi-companion.js'),
  },
  inkognito: {
    intro: inkognitoIntro,
    table: () => import('./inkognito.js'),
    style: new URL('./inkognito.css', import.meta.url).href,
    words: { en: () => import('./inkognito-words.en.js'), it: () => import('./inkognito-words.it.js') },
    companion: () => import('./inkognito-companion.js'),
  },
  // The two-player test game that proves a game plugs in through this entry alone.
  guess: {
    intro: guessIntro,
    table: () => import('./guess.js'),
    style: new URL('./guess.css', import.meta.url).href,
    words: { en: () => import('./guess-words.en.js'), it: () => import('./guess-words.it.js') },
    unlisted: true,
  },
};

/**
 * Catalogue loaders for words already in memory.
 * @param {Record<string, Record<string, string>>} words  by language
 * @returns {import('../i18n.js').Loaders}
 */
function loadersOf(words) {
  return Object.fromEntries(Object.entries(words).map(([lang, catalogue]) => [lang, async () => ({ default: catalogue })]));
}

/** Each game's intro words as loaders, made once: adding the same loaders again does nothing. */
const INTRO_WORDS = Object.fromEntries(Object.entries(GAMES).map(([name, entry]) => [name, loadersOf(entry.intro.words)]));

/**
 * Merges the names and blurbs of `games` (every game when none is named) into the catalogue:
 * what a page that only lists them says.
 * @param {string[]} [games]
 */
export async function useIntroWords(games = Object.keys(GAMES)) {
  await Promise.all(games.flatMap((game) => (INTRO_WORDS[game] ? [addWords(INTRO_WORDS[game])] : [])));
}

/**
 * Merges all the words of `games` (every game when none is named) into the catalogue.
 * @param {string[]} [games]
 */
export async function useWords(games = Object.keys(GAMES)) {
  const known = games.filter((game) => game in GAMES);
  await Promise.all([useIntroWords(known), ...known.map((game) => addWords(GAMES[game].words))]);
}

/**
 * Links `game`'s own stylesheet; resolves once it has loaded.
 * @param {string} game
 */
export async function useStyle(game) {
  if (GAMES[game]) await useStylesheet(GAMES[game].style);
}
