// Who this browser is: the guest the server makes on a first visit (GET /api/me sets a
// session cookie) with its display name and the tables it has sat at. Pages ask once; a
// page works on without it if the server does not answer.

/** @typedef {import('./protocol.js').Me} Me */

/** @returns {Promise<Me | null>} */
export async function whoAmI() {
  try {
    const answer = await fetch('/api/me');
    return answer.ok ? /** @type {Me} */ (await answer.json()) : null;
  } catch {
    return null;
  }
}

/**
 * Changes the display name; throws with the server's reason when it refuses.
 * @param {string} name
 * @returns {Promise<Me>}
 */
export async function rename(name) {
  const answer = await fetch('/api/me/name', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  const data = await answer.json().catch(() => ({}));
  if (!answer.ok) throw new Error(data.error ?? answer.statusText);
  return /** @type {Me} */ (data);
}

/**
 * Hides the account's profile from everyone else, or shows it again; throws with the
 * server's reason when it refuses.
 * @param {boolean} hidden
 * @returns {Promise<Me>}
 */
export async function setProfileHidden(hidden) {
  const answer = await fetch('/api/me/profile', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ hidden }),
  });
  const data = await answer.json().catch(() => ({}));
  if (!answer.ok) throw new Error(data.error ?? answer.statusText);
  return /** @type {Me} */ (data);
}
