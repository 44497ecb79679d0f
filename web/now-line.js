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

/** The line above a table's controls: `element` to place, `show` to fill or hide it. */
export function nowLine() {
  const label = h('strong', {});
  const text = h('span', { 'data-testid': 'now-text' });
  const element = h('p', { class: 'now-line', 'data-testid': 'now-line', hidden: true }, label, ' ', text);
  return {
    element,
    /** @param {string | null} words  null hides the line */
    show(words) {
      element.hidden = !words;
      label.textContent = t('now.label');
      text.textContent = words ?? '';
    },
  };
}
