// A seat's colour made readable on a given background: the same hue, darkened just enough
// to reach a contrast of 4.5:1 (WCAG), so a light colour (Mrs White, mustard, light blue)
// still marks its seat's lines in the log.

export const READABLE = 4.5;

/** @typedef {[number, number, number]} Rgb */

/** @type {CanvasRenderingContext2D | null} */
let probe = null;

/**
 * Any CSS colour (a name, hex, rgb(), var(--x) resolved against `context`) as 0..255 RGB;
 * null when it cannot be read.
 * @param {string} colour
 * @param {Element} [context]  where a var() is resolved
 * @returns {Rgb | null}
 */
export function toRgb(colour, context) {
  let value = colour.trim();
  if (value.startsWith('var(') && context) {
    const name = value.slice(4, -1).split(',')[0].trim();
    value = getComputedStyle(context).getPropertyValue(name).trim();
  }
  probe ??= document.createElement('canvas').getContext('2d');
  if (!probe || !value) return null;
  // The canvas answers with #rrggbb (or rgba() for a translucent colour).
  probe.fillStyle = '#000001';
  probe.fillStyle = value;
  const parsed = String(probe.fillStyle);
  if (parsed === '#000001' && value !== '#000001') return null;
  return parseRgb(parsed);
}

/** @param {string} text @returns {Rgb | null} */
export function parseRgb(text) {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(text);
  if (hex) return [parseInt(hex[1], 16), parseInt(hex[2], 16), parseInt(hex[3], 16)];
  const fn = /^rgba?\(\s*(\d+)[,\s]+(\d+)[,\s]+(\d+)/.exec(text);
  if (fn) return [Number(fn[1]), Number(fn[2]), Number(fn[3])];
  return null;
}

/** WCAG relative luminance. @param {Rgb} rgb */
export function luminance(rgb) {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours. @param {Rgb} a @param {Rgb} b */
export function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * `colour` darkened towards black in small steps until it reads on `background`.
 * @param {Rgb} colour
 * @param {Rgb} background
 * @returns {Rgb}
 */
export function readableOn(colour, background) {
  let shade = colour;
  for (let step = 1; step <= 20 && contrast(shade, background) < READABLE; step++) {
    const keep = 1 - step * 0.05;
    shade = /** @type {Rgb} */ (colour.map((v) => Math.round(v * keep)));
  }
  return shade;
}

/** @param {Rgb} rgb */
export const cssRgb = (rgb) => `rgb(${rgb[0]}, ${rgb[1]}, ${rgb[2]})`;

/**
 * The colour `el` is painted on: its own background or the nearest opaque one above it.
 * @param {Element} el
 * @returns {Rgb}
 */
export function backgroundOf(el) {
  for (let at = /** @type {Element | null} */ (el); at; at = at.parentElement) {
    const value = getComputedStyle(at).backgroundColor;
    const alpha = /rgba\(.*,\s*([\d.]+)\)$/.exec(value);
    if (alpha && Number(alpha[1]) === 0) continue;
    const rgb = parseRgb(value);
    if (rgb) return rgb;
  }
  return [255, 255, 255];
}
