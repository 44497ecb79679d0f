// The Rules panel of a table: the game's rules written for players (web/rules/GAME.LANG.js,
// fetched only when the panel opens), in the page's language, under the game's picture.

import { byId, h } from './dom.js';
import { language, onLanguageChange, t } from './i18n.js';
import { GAMES } from './games/index.js';

/** @typedef {import('./rules/types.js').Rules} Rules */

const dialog = /** @type {HTMLDialogElement} */ (byId('rules'));

/**
 * The rules of `game` in `lang`, falling back to English; `null` if there are none.
 * @param {string} game
 * @param {string} lang
 * @returns {Promise<Rules | null>}
 */
async function loadRules(game, lang) {
  for (const which of [lang, 'en']) {
    try {
      return (await import(`./rules/${game}.${which}.js`)).default;
    } catch {
      // not written in this language: try the next
    }
  }
  return null;
}

/**
 * What a live table adds to its rules: the "what can I do now" line and the guided tour.
 * @typedef {Object} RulesExtras
 * @property {() => string | null} now   the legal choices of the current step, in words
 * @property {() => ((() => void) | null)} tour  what starts the guided first turn again, if there is one
 */

/**
 * Wires the top bar's Rules button; `game` says which game the table plays, once known.
 * @param {() => string} game
 * @param {RulesExtras} [extras]
 */
export function rulesPanel(game, extras) {
  const button = byId('rules-button');

  async function fill() {
    const name = game();
    // Only a game this client knows names a rules file.
    const rules = name in GAMES ? await loadRules(name, language()) : null;
    const title = t('rules.title', { game: name ? t(`game.${name}`) : '' });
    dialog.replaceChildren(
      h(
        'form',
        { method: 'dialog', class: 'rules-form' },
        // First in the dialog, so that opening it focuses the top, not the end.
        h('button', { class: 'icon-button rules-x', value: 'close', 'aria-label': t('rules.close') }, '×'),
        h('h2', { id: 'rules-heading' }, title),
        nowBox(extras),
        GAMES[name]?.intro.picture(),
        rules ? h('p', { class: 'rules-summary' }, rules.summary) : h('p', {}, t('rules.missing')),
        ...(rules?.sections ?? []).map((section) =>
          h(
            'section',
            { class: 'rules-section' },
            h('h3', {}, section.title),
            ...section.paragraphs.map((text) => h('p', {}, text)),
            section.list ? h('ul', {}, ...section.list.map((item) => h('li', {}, item))) : null,
          ),
        ),
        h(
          'div',
          { class: 'dialog-actions' },
          h('button', { class: 'primary', value: 'close', 'data-testid': 'rules-close' }, t('rules.close')),
        ),
      ),
    );
  }

  button.addEventListener('click', async () => {
    await fill();
    if (!dialog.open) dialog.showModal();
  });
  onLanguageChange(() => {
    if (dialog.open) fill();
  });
}

/**
 * The line naming this seat's choices now, and the tour button, above the rules.
 * @param {RulesExtras} [extras]
 */
function nowBox(extras) {
  const now = extras?.now();
  const tour = extras?.tour() ?? null;
  if (!now && !tour) return null;
  return h(
    'div',
    { class: 'rules-now' },
    now ? h('p', { 'data-testid': 'rules-now' }, h('strong', {}, t('now.label')), ' ', now) : null,
    tour
      ? h('button', { type: 'button', class: 'rules-tour', 'data-testid': 'rules-tour', onclick: () => { dialog.close(); tour(); } }, t('guide.again'))
      : null,
  );
}
