// "What can I do now": one line naming the choices of the current step, above the controls
// and in the Rules panel. Each game words its own choices from its legal actions
// (GameUi.whatNow); this module joins them into a sentence and keeps the line in place.

import { h } from './dom.js';
import { language, t } from './i18n.js';

/**
 * The choices as one sentence: "Roll the dice, or make an accusation."
 * @param {string[]} phrases  each a lower-case phrase from the catalogue
 * @returns {string | null}    null when there is nothing to choose
 */
export function choicesSentence(phrases) {
  if (!phrases.length) return null;
  const joined = new Intl.ListFormat(language(), { style: 'long', type: 'disjunction' }).format(phrases);
  return `${joined.charAt(0).toUpperCase()}${joined.slice(1)}.`;
}

/** The line above a table's controls; `show` keeps it first in the controls panel. */
export function nowLine() {
  const text = h('span', { 'data-testid': 'now-text' });
  const line = h('p', { class: 'now-line', 'data-testid': 'now-line' }, h('strong', {}, t('now.label')), ' ', text);
  return {
    /**
     * @param {HTMLElement} controls  the panel the game draws its controls in
     * @param {string | null} words
     */
    show(controls, words) {
      if (!words) {
        line.remove();
        return;
      }
      /** @type {HTMLElement} */ (line.firstChild).textContent = t('now.label');
      text.textContent = words;
      // The game redraws its panel at will; the line goes back on top when it is gone.
      if (controls.firstChild !== line) controls.prepend(line);
    },
  };
}
