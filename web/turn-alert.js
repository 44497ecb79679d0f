// Telling a person it is their turn while they look elsewhere: the tab's title and icon
// change, a short sound plays (if sounds are on), and a browser notification comes if the
// person asked for one and the tab is hidden. Title and icon come back when the turn
// passes. The alert can be turned off; notifications are off until asked for.

import { t } from './i18n.js';
import { playCue } from './sound.js';

const ALERT_KEY = 'whodunit.alerts';
const NOTIFY_KEY = 'whodunit.notify';

/** A red dot with a white ring: "your turn" in the tab strip. */
export const TURN_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14" fill="#c62828" stroke="#fff" stroke-width="3"/><circle cx="16" cy="16" r="5" fill="#fff"/></svg>',
  );

/** @param {string} key @param {boolean} fallback */
function remembered(key, fallback) {
  try {
    const value = localStorage.getItem(key);
    return value === null ? fallback : value === 'on';
  } catch {
    return fallback;
  }
}

/** @param {string} key @param {boolean} on */
function remember(key, on) {
  try {
    localStorage.setItem(key, on ? 'on' : 'off');
  } catch {
    // kept for this page only
  }
}

/** Whether turn alerts are on (on by default). */
export const alertsOn = () => remembered(ALERT_KEY, true);
/** @param {boolean} on */
export const setAlerts = (on) => remember(ALERT_KEY, on);
/** Whether the person asked for browser notifications (off by default). */
export const notifyOn = () => remembered(NOTIFY_KEY, false) && notificationsGranted();
/** @param {boolean} on */
export const setNotify = (on) => remember(NOTIFY_KEY, on);

export function notificationsGranted() {
  return typeof Notification === 'function' && Notification.permission === 'granted';
}

/** The page's icon link, made if the page has none. */
function iconLink() {
  let link = /** @type {HTMLLinkElement | null} */ (document.querySelector('link[rel~="icon"]'));
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  return link;
}

/**
 * Follows whether it is this page's person's turn.
 * @returns {{update: (mine: boolean, fresh: boolean, game: string) => boolean}}
 */
export function turnAlert() {
  const icon = iconLink();
  const plainIcon = icon.getAttribute('href') ?? 'data:,';
  let alerted = false;

  return {
    /**
     * @param {boolean} mine   this person must act now
     * @param {boolean} fresh  the turn came with a live step (not the page opening): only
     *   then is there a sound or a notification
     * @param {string} game    the game's key, for the notification's words
     * @returns {boolean}  whether a turn alert went off just now
     */
    update(mine, fresh, game) {
      const on = mine && alertsOn();
      const title = t('app.title');
      const wanted = on ? t('alert.title', { title }) : title;
      if (document.title !== wanted) document.title = wanted;
      // Set only when it changes: a new icon address makes the browser fetch it again.
      const href = on ? TURN_ICON : plainIcon;
      if (icon.getAttribute('href') !== href) icon.setAttribute('href', href);
      document.body.dataset.turnAlert = String(on);
      const sounded = on && fresh && !alerted;
      if (sounded) {
        playCue('turn');
        if (notifyOn() && document.hidden) notify(game);
      }
      alerted = mine;
      return sounded;
    },
  };
}

/** @param {string} game */
function notify(game) {
  try {
    const note = new Notification(t('alert.notify_title'), {
      body: t('alert.notify_body', { game: game ? t(`game.${game}`) : '' }),
      tag: 'whodunit-turn',
      icon: TURN_ICON,
    });
    note.addEventListener('click', () => {
      window.focus();
      note.close();
    });
  } catch {
    // some browsers allow notifications only from a service worker: the title still says it
  }
}
