// The one road from a key to the words on screen. The shell's words live in one catalogue
// per language (i18n/en.js, i18n/it.js), each game's in its own (games/NAME-words.LANG.js),
// merged in when a page loads the game (`addWords`). English is the fallback. Only English
// and the chosen language are loaded: another catalogue is fetched when it is chosen.

import en from './i18n/en.js';

/** @typedef {keyof typeof en} MessageKey */
/** @typedef {Record<string, string | number>} Params */

/** Each language by its own name, for the picker, without loading its catalogue. */
const NAMES = /** @type {const} */ ({ en: 'English', it: 'Italiano' });
export const LANGUAGES = /** @type {(keyof typeof NAMES)[]} */ (Object.keys(NAMES));

/**
 * A catalogue's loaders by language (English may be missing when it is loaded already).
 * @typedef {Record<string, () => Promise<{default: Record<string, string>}>>} Loaders
 */

/** @type {Loaders} */
const LOADERS = { it: () => import('./i18n/it.js') };

/** The catalogues loaded so far, with the games' words merged in. @type {Record<string, Record<string, string>>} */
const CATALOGUES = { en: { ...en } };

/** The games' words added so far, to merge into a language chosen later. @type {Set<Loaders>} */
const added = new Set();

const STORAGE_KEY = 'whodunit.lang';

/** @type {Set<() => void>} */
const listeners = new Set();
let current = initialLanguage();
// Pages import this module before they draw, so the first drawing is in the right language.
await loadCatalogue(current);

function initialLanguage() {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved && saved in NAMES) return saved;
  } catch {
    // storage may be unavailable (private mode); fall through
  }
  const preferred = (navigator.language || 'en').slice(0, 2).toLowerCase();
  return preferred in NAMES ? preferred : 'en';
}

/**
 * Loads `lang`'s catalogue if it is not yet; on failure the page stays in English.
 * @param {string} lang
 */
async function loadCatalogue(lang) {
  if (lang in CATALOGUES) return;
  try {
    const catalogue = { ...(await LOADERS[lang]()).default };
    // Listed before the games' words arrive, so that words added meanwhile land here too.
    CATALOGUES[lang] = catalogue;
    await Promise.all([...added].map((words) => mergeWords(catalogue, lang, words)));
  } catch (error) {
    console.warn(`the ${lang} catalogue did not load`, error);
  }
}

/**
 * Merges a game's words in `lang`, if it has them, into `catalogue`.
 * @param {Record<string, string>} catalogue
 * @param {string} lang
 * @param {Loaders} words
 */
async function mergeWords(catalogue, lang, words) {
  const load = words[lang];
  if (load) Object.assign(catalogue, (await load()).default);
}

/**
 * Adds a game's words to English and to every language loaded, and to those loaded later.
 * Adding the same loaders twice does nothing.
 * @param {Loaders} words
 */
export async function addWords(words) {
  if (added.has(words)) return;
  added.add(words);
  await Promise.all(Object.entries(CATALOGUES).map(([lang, catalogue]) => mergeWords(catalogue, lang, words)));
}

/** @returns {string} */
export function language() {
  return current;
}

/**
 * Switches the language, remembers it and tells every listener to redraw.
 * @param {string} lang
 */
export async function setLanguage(lang) {
  if (!(lang in NAMES) || lang === current) return;
  await loadCatalogue(lang);
  current = lang;
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // not remembered, but still switched
  }
  document.documentElement.lang = lang;
  for (const listener of listeners) listener();
}

/** @param {() => void} listener */
export function onLanguageChange(listener) {
  listeners.add(listener);
}

/**
 * The text for `key` in the current language, with `{name}` placeholders filled.
 * Unknown keys show themselves, so a missing entry is visible rather than silent.
 * @param {string} key
 * @param {Params} [params]
 * @returns {string}
 */
export function t(key, params) {
  const text = CATALOGUES[current]?.[key] ?? CATALOGUES.en[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Whether the catalogue has `key` (for optional, game-specific words). */
export function has(/** @type {string} */ key) {
  return key in CATALOGUES.en;
}

/**
 * Fills every element under `root` that names a key: `data-i18n` sets the text,
 * `data-i18n-title`, `data-i18n-placeholder` and `data-i18n-aria` set attributes.
 * @param {ParentNode} root
 */
export function translateStatic(root) {
  for (const el of root.querySelectorAll('[data-i18n]')) {
    el.textContent = t(/** @type {string} */ (el.getAttribute('data-i18n')));
  }
  for (const [data, attr] of [
    ['data-i18n-title', 'title'],
    ['data-i18n-placeholder', 'placeholder'],
    ['data-i18n-aria', 'aria-label'],
  ]) {
    for (const el of root.querySelectorAll(`[${data}]`)) {
      el.setAttribute(attr, t(/** @type {string} */ (el.getAttribute(data))));
    }
  }
}

/**
 * A language picker; its choice is remembered in localStorage.
 * @returns {HTMLSelectElement}
 */
export function languagePicker() {
  const select = document.createElement('select');
  select.className = 'lang-picker';
  select.dataset.testid = 'lang';
  const fill = () => {
    select.replaceChildren(
      ...LANGUAGES.map((lang) => {
        const option = document.createElement('option');
        option.value = lang;
        option.textContent = NAMES[lang];
        option.selected = lang === current;
        return option;
      }),
    );
    select.setAttribute('aria-label', t('lang.label'));
  };
  fill();
  onLanguageChange(fill);
  select.addEventListener('change', () => setLanguage(select.value));
  document.documentElement.lang = current;
  return select;
}
