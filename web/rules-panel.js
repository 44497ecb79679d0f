// The Rules panel of a table: the game's rules written for players (web/rules/GAME.LANG.js,
// fetched only when the panel opens), in the page's language, under the game's picture.

import { byId, h } from './dom.js';
import { language, onLanguageChange, t } from './i18n.js';
import { INTROS } from './games/intros.js';

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
 * Wires the top bar's Rules button; `game` says which game the table plays, once known.
 * @param {() => string} game
 */
export function rulesPanel(game) {
  const button = byId('rules-button');

  async function fill() {
    const name = game();
    // Only a game this client knows names a rules file.
    const rules = name in INTROS ? await loadRules(name, language()) : null;
    const title = t('rules.title', { game: name ? t(`game.${name}`) : '' });
    dialog.replaceChildren(
      h(
        'form',
        { method: 'dialog', class: 'rules-form' },
        // First in the dialog, so that opening it focuses the top, not the end.
        h('button', { class: 'icon-button rules-x', value: 'close', 'aria-label': t('rules.close') }, '×'),
        h('h2', { id: 'rules-heading' }, title),
        INTROS[name]?.picture(),
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
