// Arrow keys between the places in reach on the board: the nearest one that way.

/** @type {Record<string, [number, number]>} */
const ARROWS = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/**
 * The element nearest `from` in direction `step` (x, y), favouring those straight ahead.
 * @param {Element} from
 * @param {Element[]} others
 * @param {[number, number]} step
 */
function nearestThatWay(from, others, step) {
  const centre = (/** @type {Element} */ el) => {
    const box = el.getBoundingClientRect();
    return [box.x + box.width / 2, box.y + box.height / 2];
  };
  const [x0, y0] = centre(from);
  let best = null;
  let bestCost = Infinity;
  for (const el of others) {
    if (el === from) continue;
    const [x, y] = centre(el);
    const ahead = (x - x0) * step[0] + (y - y0) * step[1];
    if (ahead <= 1) continue;
    const aside = Math.abs((x - x0) * step[1] + (y - y0) * step[0]);
    const cost = ahead + 2 * aside;
    if (cost < bestCost) {
      bestCost = cost;
      best = el;
    }
  }
  return best;
}

/**
 * Lets the arrow keys move the focus between the focusable places inside `layer`.
 * @param {SVGElement} layer
 */
export function arrowsBetweenPlaces(layer) {
  layer.addEventListener('keydown', (ev) => {
    const step = ARROWS[ev.key];
    const from = /** @type {Element} */ (ev.target);
    if (!step || !from.matches('[tabindex]')) return;
    const next = nearestThatWay(from, [...layer.querySelectorAll('[tabindex]')], step);
    if (next) {
      ev.preventDefault();
      /** @type {SVGElement} */ (next).focus();
    }
  });
}
