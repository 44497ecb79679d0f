// Brief animations of what changed between two drawings of a table: pieces glide from
// where they stood, a new face of a card flips in, a new result flashes. A game module only
// marks its elements (data-glide, data-flip with data-face, data-appear); the table page
// remembers them before a redraw and animates the differences after it. Everything is
// skipped when the reader asks for reduced motion, and nothing waits for an animation:
// they move transforms only, so every control stays usable at once.

const GLIDE_MS = 320;
const POP_MS = 240;
const FLIP_MS = 300;
const FLASH_MS = 400;

const REDUCED = '(prefers-reduced-motion: reduce)';

/** Whether the reader asked for reduced motion (asked each time: the setting can change). */
export function reducedMotion() {
  return typeof matchMedia === 'function' && matchMedia(REDUCED).matches;
}

/**
 * @typedef {Object} Mark
 * @property {number} x   centre, relative to the element's frame, in CSS pixels
 * @property {number} y
 * @property {string} face
 */

/** @typedef {Map<string, Mark>} Memory */

/**
 * Where an element's centre stands within its frame (the nearest `data-glide-frame`, or
 * `root`), so that a frame pushed down by a panel above it moves no piece in it.
 * @param {Element} el
 * @param {Element} root
 * @returns {{x: number, y: number} | null}  null for an element not drawn
 */
function centre(el, root) {
  const box = el.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return null;
  const frame = (el.parentElement?.closest('[data-glide-frame]') ?? root).getBoundingClientRect();
  return { x: box.left + box.width / 2 - frame.left, y: box.top + box.height / 2 - frame.top };
}

/**
 * Notes the marked elements under `root` before a redraw; null when nothing will animate.
 * @param {Element} root
 * @returns {Memory | null}
 */
export function remember(root) {
  if (reducedMotion()) return null;
  /** @type {Memory} */
  const memory = new Map();
  for (const el of root.querySelectorAll('[data-glide], [data-flip], [data-appear]')) {
    const at = centre(el, root);
    if (!at) continue;
    const face = /** @type {HTMLElement} */ (el).dataset.face ?? '';
    for (const key of keys(el)) memory.set(key, { ...at, face });
  }
  return memory;
}

/** The memory keys of an element, one per kind of mark it carries. @param {Element} el */
function keys(el) {
  const data = /** @type {HTMLElement} */ (el).dataset;
  return [
    data.glide !== undefined ? `glide:${data.glide}` : null,
    data.flip !== undefined ? `flip:${data.flip}` : null,
    data.appear !== undefined ? `appear:${data.appear}` : null,
  ].filter((key) => key !== null);
}

/**
 * CSS pixels to the element's own units: an SVG element moves in its drawing's units.
 * @param {Element} el
 */
function unitsPerPixel(el) {
  if (!(el instanceof SVGGraphicsElement)) return 1;
  const scale = el.ownerSVGElement?.getScreenCTM()?.a ?? 1;
  return scale > 0 ? 1 / scale : 1;
}

/**
 * Animates what changed under `root` since `memory` was taken; no memory, nothing moves.
 * An empty memory is a board with nothing on it yet, so everything on it now is new.
 * @param {Element} root
 * @param {Memory | null} memory
 */
export function play(root, memory) {
  if (!memory || reducedMotion()) return;
  for (const el of root.querySelectorAll('[data-glide]')) glide(el, root, memory);
  for (const el of root.querySelectorAll('[data-flip]')) {
    const data = /** @type {HTMLElement} */ (el).dataset;
    const before = memory.get(`flip:${data.flip}`);
    if (!before || before.face !== (data.face ?? '')) flip(el);
  }
  for (const el of root.querySelectorAll('[data-appear]')) {
    if (!memory.has(`appear:${/** @type {HTMLElement} */ (el).dataset.appear}`)) flash(el);
  }
}

/**
 * A piece that moved glides from its old place; a new one glides from the first place
 * named in its `data-glide-from` that was drawn, or else grows in where it stands.
 * @param {Element} el
 * @param {Element} root
 * @param {Memory} memory
 */
function glide(el, root, memory) {
  const data = /** @type {HTMLElement} */ (el).dataset;
  const origins = [data.glide, ...(data.glideFrom ?? '').split(' ').filter(Boolean)];
  const from = origins.map((key) => memory.get(`glide:${key}`)).find(Boolean);
  const at = centre(el, root);
  if (!at) return;
  if (!from) {
    // It grows to its own opacity: a faded piece stays faded.
    const opacity = getComputedStyle(el).opacity;
    el.animate([{ transform: 'scale(0.4)', opacity: 0 }, { transform: 'none', opacity }], { duration: POP_MS, easing: 'ease-out' });
    return;
  }
  const k = unitsPerPixel(el);
  const dx = (from.x - at.x) * k;
  const dy = (from.y - at.y) * k;
  if (Math.abs(dx) + Math.abs(dy) < 0.5) return;
  el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'translate(0, 0)' }], {
    duration: GLIDE_MS,
    easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)',
  });
}

/** A card turning face up. @param {Element} el */
export function flip(el) {
  if (reducedMotion()) return;
  el.animate([{ transform: 'perspective(30em) rotateY(90deg)' }, { transform: 'perspective(30em) rotateY(0deg)' }], {
    duration: FLIP_MS,
    easing: 'ease-out',
  });
}

/** A short highlight of something new (a result, an important line). @param {Element} el */
export function flash(el) {
  if (reducedMotion()) return;
  // An inset shadow tints over the element's own background, which stays as it is.
  el.animate([{ boxShadow: 'inset 0 0 0 100vmax rgb(255 214 10 / 45%)' }, { boxShadow: 'inset 0 0 0 100vmax rgb(255 214 10 / 0%)' }], {
    duration: FLASH_MS,
    easing: 'ease-out',
  });
}
