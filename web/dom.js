// Tiny helpers to build DOM and SVG trees without a framework.

const SVG_NS = 'http://www.w3.org/2000/svg';

/** @typedef {string | number | boolean | null | undefined | ((ev: Event) => void)} AttrValue */
/** @typedef {Node | string | null | undefined | false} Child */

/**
 * Sets attributes: `on...` keys become listeners, `class` and `text` are shortcuts,
 * `false`, `null` and `undefined` leave the attribute out.
 * @param {Element} el
 * @param {Record<string, AttrValue>} attrs
 */
function setAttrs(el, attrs) {
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === undefined) continue;
    if (typeof value === 'function') {
      el.addEventListener(name.slice(2).toLowerCase(), value);
    } else if (name === 'text') {
      el.textContent = String(value);
    } else {
      el.setAttribute(name, value === true ? '' : String(value));
    }
  }
}

/**
 * @param {Element} el
 * @param {Child[]} children
 */
function append(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child);
  }
}

/**
 * An HTML element.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, AttrValue>} [attrs]
 * @param {...Child} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  setAttrs(el, attrs);
  append(el, children);
  return el;
}

/**
 * An SVG element.
 * @param {string} tag
 * @param {Record<string, AttrValue>} [attrs]
 * @param {...Child} children
 * @returns {SVGElement}
 */
export function s(tag, attrs = {}, ...children) {
  const el = /** @type {SVGElement} */ (document.createElementNS(SVG_NS, tag));
  setAttrs(el, attrs);
  append(el, children);
  return el;
}

/**
 * The element with this id, or an error naming it.
 * @param {string} id
 * @returns {HTMLElement}
 */
export function byId(id) {
  const el = document.getElementById(id);
  if (!el) throw new Error(`missing element #${id}`);
  return el;
}

/**
 * Copies text to the clipboard, with a fallback for pages that are not a secure context.
 * @param {string} text
 * @returns {Promise<boolean>}
 */
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = h('textarea', { readonly: true, style: 'position:fixed;opacity:0' });
    area.value = text;
    document.body.append(area);
    area.select();
    let ok = false;
    try {
      ok = document.execCommand('copy');
    } catch {
      ok = false;
    }
    area.remove();
    return ok;
  }
}

/**
 * Replaces an element's children, skipping empty ones.
 * @param {Element} el
 * @param {...Child} children
 */
export function fill(el, ...children) {
  el.replaceChildren();
  append(el, children);
}

/**
 * A keydown listener giving an element drawn as a button (an SVG shape with
 * role=button and tabindex) what a real button has: Enter and Space press it.
 * @param {() => void} press
 * @returns {(ev: Event) => void}
 */
export function onActivateKeys(press) {
  return (ev) => {
    const key = /** @type {KeyboardEvent} */ (ev).key;
    if (key !== 'Enter' && key !== ' ') return;
    ev.preventDefault();
    press();
  };
}
