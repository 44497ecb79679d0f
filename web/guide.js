// The guided first turn: a few steps, each pointing at one part of the table (the board, the
// controls, the notebook, the log) with a sentence the game supplies. It floats beside the
// table without blocking it: Next, Skip, or Esc. Offered once per game in this browser, by a
// line above the controls that covers nothing: "First time at Cluedo? Show me / No thanks".

import { byId, h } from './dom.js';
import { t } from './i18n.js';

/**
 * @typedef {Object} GuideStep
 * @property {'board' | 'controls' | 'hand' | 'players' | 'notebook' | 'log'} at
 * @property {string} key   the catalogue key of its sentence
 */

const seenKey = (/** @type {string} */ game) => `whodunit.guide.${game}`;

/** Whether this browser was already offered the guide of `game`. @param {string} game */
export function guideSeen(game) {
  try {
    return localStorage.getItem(seenKey(game)) === 'seen';
  } catch {
    return true; // without storage it would come back on every visit
  }
}

/**
 * The offer of the guide, to put above the controls; remembered as made at once, so that it
 * comes at one table only. It removes itself when answered; the page removes it too when
 * the person makes a first move (they found their way).
 * @param {string} game
 * @param {GuideStep[]} steps
 */
export function guideOffer(game, steps) {
  markSeen(game);
  const answer = () => offer.remove();
  const offer = h(
    'div',
    { class: 'guide-offer', 'data-testid': 'guide-offer' },
    h('span', { class: 'guide-offer-text' }, t('guide.offer', { game: t(`game.${game}`) })),
    h('button', { type: 'button', class: 'primary', 'data-testid': 'guide-start', onclick: () => { answer(); startGuide(game, steps); } }, t('guide.start')),
    h('button', { type: 'button', 'data-testid': 'guide-no', onclick: answer }, t('guide.no')),
  );
  return offer;
}

/** @param {string} game */
function markSeen(game) {
  try {
    localStorage.setItem(seenKey(game), 'seen');
  } catch {
    // nothing to remember it in
  }
}

/**
 * The element a step points at; the notebook tab when the log is shown instead.
 * @param {GuideStep['at']} at
 */
function target(at) {
  if (at === 'log') return byId('tab-log');
  if (at === 'notebook') {
    const notebook = byId('notebook');
    return notebook.hidden ? byId('tab-notebook') : notebook;
  }
  return byId(at);
}

/** @type {(() => void) | null} */
let closeOpen = null;

/**
 * Shows the guide of `game` from its first step, and remembers that it was offered.
 * @param {string} game
 * @param {GuideStep[]} steps
 */
export function startGuide(game, steps) {
  closeOpen?.();
  const usable = steps.filter((step) => !target(step.at).hidden);
  if (!usable.length) return;
  markSeen(game);
  let index = 0;
  /** @type {HTMLElement | null} */
  let marked = null;

  const text = h('p', { class: 'guide-text', 'data-testid': 'guide-text', id: 'guide-text' });
  const counter = h('span', { class: 'guide-count muted', 'data-testid': 'guide-count' });
  const next = h('button', { type: 'button', class: 'primary', 'data-testid': 'guide-next' });
  const skip = h('button', { type: 'button', 'data-testid': 'guide-skip' }, t('guide.skip'));
  const card = h(
    'div',
    { class: 'guide', role: 'dialog', 'aria-modal': 'false', 'aria-labelledby': 'guide-title', 'aria-describedby': 'guide-text', 'data-testid': 'guide' },
    h('h2', { id: 'guide-title', class: 'guide-title' }, t('guide.title', { game: t(`game.${game}`) })),
    text,
    h('div', { class: 'guide-actions' }, counter, skip, next),
  );

  function close() {
    marked?.classList.remove('guide-target');
    // Keyboard users carry on from the table's first control, not from the page's top.
    const hadFocus = card.contains(document.activeElement);
    card.remove();
    const next = /** @type {HTMLButtonElement | null} */ (byId('controls').querySelector('button:not(:disabled)'));
    if (hadFocus) next?.focus({ preventScroll: true });
    document.removeEventListener('keydown', onKey);
    window.removeEventListener('resize', place);
    closeOpen = null;
  }

  /** @param {KeyboardEvent} event */
  function onKey(event) {
    if (event.key === 'Escape') close();
  }

  /** Puts the card where it hides least of the part it points at. */
  function place() {
    if (!marked) return;
    const box = marked.getBoundingClientRect();
    const width = Math.min(360, window.innerWidth - 16);
    card.style.width = `${width}px`;
    card.style.left = `${Math.max(8, Math.min(box.left, window.innerWidth - width - 8))}px`;
    const below = box.top + box.height / 2 < window.innerHeight / 2;
    card.style.top = below ? '' : '8px';
    card.style.bottom = below ? '8px' : '';
  }

  function show() {
    const step = usable[index];
    marked?.classList.remove('guide-target');
    marked = target(step.at);
    marked.classList.add('guide-target');
    marked.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    // In the one-column layout the page scrolls under its sticky controls: bring the part's
    // top just below them, where neither they nor the card hide it.
    if (window.matchMedia('(max-width: 900px)').matches) {
      window.scrollBy({ top: marked.getBoundingClientRect().top - window.innerHeight * 0.3, behavior: 'instant' });
    }
    text.textContent = t(step.key);
    counter.textContent = t('guide.count', { n: index + 1, of: usable.length });
    const last = index === usable.length - 1;
    next.textContent = last ? t('guide.done') : t('guide.next');
    place();
  }

  next.addEventListener('click', () => {
    if (index === usable.length - 1) close();
    else {
      index += 1;
      show();
    }
  });
  skip.addEventListener('click', close);
  document.addEventListener('keydown', onKey);
  window.addEventListener('resize', place);
  document.body.append(card);
  closeOpen = close;
  show();
  next.focus({ preventScroll: true });
}
