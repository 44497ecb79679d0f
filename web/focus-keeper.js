// Keeps the keyboard's place while the table redraws. Game modules rebuild their
// controls on every frame, so the focused button is often replaced (or disabled) under
// the person's fingers and focus falls back to the page body: 7 to 10 Tabs to get back.
// Generic: it knows the page's regions and the elements' test ids, nothing of any game.
//
// After each redraw (seen as DOM mutations), when the focused element has gone:
//  1. if it was just pressed and the game marked the control that naturally comes next
//     (`data-focus-next`, e.g. the position once a card is picked), that control;
//  2. else the element with the same key (data-testid, else id), if it is still offered;
//  3. else the first enabled control of the controls, the board, then the hand;
//  4. else the controls panel itself, "parked", until this person has a choice to make,
//     when focus moves on to the marked control or that first control.

/** Where a person acts, in the order a next control is looked for. */
const REGIONS = ['controls', 'board', 'hand'];
const FOCUSABLE =
  'button:not(:disabled), select:not(:disabled), input:not(:disabled):not([type=hidden]), [tabindex="0"], a[href]';

/** @param {Element} el */
function keyOf(el) {
  return el.getAttribute('data-testid') || el.id || null;
}

/** @param {Element} el */
function usable(el) {
  if (el.matches(':disabled')) return false;
  const box = el.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}

/** The first control a person can use now, region by region. */
function firstControl() {
  for (const id of REGIONS) {
    const region = document.getElementById(id);
    if (!region || region.hidden) continue;
    for (const el of region.querySelectorAll(FOCUSABLE)) if (usable(el)) return /** @type {HTMLElement} */ (el);
  }
  return null;
}

/**
 * The control the game marked as the natural next one, if it can take the focus.
 * @param {Element} scope
 */
function markedNext(scope) {
  for (const el of scope.querySelectorAll('[data-focus-next]')) {
    if (el.matches(FOCUSABLE) && usable(el)) return /** @type {HTMLElement} */ (el);
  }
  return null;
}

/**
 * @param {string} key
 * @param {Element} scope
 */
function byKey(key, scope) {
  for (const el of scope.querySelectorAll(`[data-testid="${CSS.escape(key)}"], [id="${CSS.escape(key)}"]`)) {
    if (el.matches(FOCUSABLE) && usable(el)) return /** @type {HTMLElement} */ (el);
  }
  return null;
}

/**
 * Starts keeping focus inside `scope` (the table's main area).
 * @param {HTMLElement} scope
 * @param {() => boolean} myTurn  whether this person has a choice to make now
 */
export function keepFocus(scope, myTurn) {
  /** @type {Element | null} */
  let last = null;
  /** @type {string | null} */
  let lastKey = null;
  let parked = false;
  /** The key of the control last pressed (a click, or Enter or Space on a button). */
  /** @type {string | null} */
  let pressed = null;
  /** Whether the person last used the keyboard: only then may focus scroll the page. */
  let keyboard = false;
  const park = document.getElementById('controls');
  if (park && !park.hasAttribute('tabindex')) park.setAttribute('tabindex', '-1');

  document.addEventListener('keydown', () => (keyboard = true), true);
  document.addEventListener('pointerdown', () => (keyboard = false), true);
  document.addEventListener('click', (event) => {
    const control = /** @type {Element} */ (event.target).closest('[data-testid], [id]');
    pressed = control ? keyOf(control) : null;
  }, true);
  document.addEventListener('focusin', (event) => {
    const target = /** @type {Element} */ (event.target);
    if (target === park && parked) return;
    parked = false;
    if (keyOf(target) !== pressed) pressed = null;
    last = scope.contains(target) ? target : null;
    lastKey = last ? keyOf(last) : null;
  });

  /** @param {HTMLElement} el */
  const focus = (el) => el.focus({ preventScroll: !keyboard });

  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    if (parked && active === park) {
      const next = myTurn() ? markedNext(scope) || firstControl() : null;
      if (next) focus(next);
      return;
    }
    const lost = !active || active === document.body;
    if (!lost || !last || (last.isConnected && !last.matches(':disabled'))) return;
    const justPressed = lastKey !== null && pressed === lastKey;
    const next =
      (justPressed && markedNext(scope)) || (lastKey && byKey(lastKey, scope)) || markedNext(scope) || firstControl();
    if (next) {
      focus(next);
    } else if (park) {
      parked = true;
      focus(park);
    }
  });
  observer.observe(scope, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
}
