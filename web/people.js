// People's names, ratings and profile links, as every page shows them (the lobby, the table,
// the end screen, the profile). A name is hostile text: it only ever goes into the page as
// text, and a username only into a link's path through encodeURIComponent.

import { h } from './dom.js';
import { t } from './i18n.js';

/** @typedef {import('./protocol.js').TablePeople} TablePeople */

/** A rating whose deviation is above this is provisional, shown with `?` (as Lichess does). */
export const PROVISIONAL_DEVIATION = 110;

/** @param {string} username */
export function profileHref(username) {
  return `/player/${encodeURIComponent(username)}`;
}

/**
 * A rating as shown: rounded, with `?` while provisional.
 * @param {number} value
 * @param {number} [deviation]
 */
export function ratingText(value, deviation) {
  return `${Math.round(value)}${deviation !== undefined && deviation > PROVISIONAL_DEVIATION ? '?' : ''}`;
}

/**
 * A rating's change as shown: `+12`, `−8` (a real minus sign), `±0`.
 * @param {number} change
 */
export function changeText(change) {
  const n = Math.round(change);
  if (n > 0) return `+${n}`;
  if (n < 0) return `\u2212${-n}`;
  return '\u00b10';
}

/**
 * A person's name as text, a link to their profile when they have a username.
 * @param {string} name
 * @param {string | null | undefined} username
 * @param {Record<string, string>} [attrs]
 */
export function personName(name, username, attrs = {}) {
  return username
    ? h('a', { ...attrs, href: profileHref(username), 'aria-label': t('front.profile_of', { name }) }, name)
    : h('span', attrs, name);
}

/**
 * Who sits at a table (GET /api/tables/{id}/people), or null when the server does not say.
 * @param {string} tableId
 * @returns {Promise<TablePeople | null>}
 */
export async function tablePeople(tableId) {
  try {
    const answer = await fetch(`/api/tables/${encodeURIComponent(tableId)}/people`);
    return answer.ok ? /** @type {TablePeople} */ (await answer.json()) : null;
  } catch {
    return null;
  }
}
