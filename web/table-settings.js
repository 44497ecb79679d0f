// The table page's "Sound and alerts" menu in the top bar: sounds (off by default), the turn
// alert in the tab's title and icon (on by default), and browser notifications, asked for
// only when the person ticks the box (a click, as browsers require).

import { h } from './dom.js';
import { onLanguageChange, t } from './i18n.js';
import { playCue, setSound, soundOn } from './sound.js';
import { alertsOn, notificationsGranted, notifyOn, setAlerts, setNotify } from './turn-alert.js';

/**
 * Builds the menu into `slot`.
 * @param {HTMLElement} slot
 * @param {() => void} changed  redraws what depends on the switches (the title)
 */
export function tableSettings(slot, changed) {
  const menu = h('details', { class: 'settings-menu', 'data-testid': 'settings' });
  const note = h('p', { class: 'muted settings-note', 'data-testid': 'notify-note', hidden: true });

  /**
   * @param {string} testid @param {string} label @param {boolean} checked
   * @param {(on: boolean, box: HTMLInputElement) => void} onChange
   */
  const toggle = (testid, label, checked, onChange) => {
    const box = h('input', { type: 'checkbox', 'data-testid': testid });
    box.checked = checked;
    box.addEventListener('change', () => onChange(box.checked, box));
    return h('label', { class: 'settings-toggle' }, box, ' ', label);
  };

  async function askNotifications(/** @type {HTMLInputElement} */ box) {
    if (typeof Notification !== 'function') {
      box.checked = false;
      showNote(t('alert.notify_unsupported'));
      return;
    }
    const answer = notificationsGranted() ? 'granted' : await Notification.requestPermission();
    const granted = answer === 'granted';
    box.checked = granted;
    setNotify(granted);
    showNote(granted ? '' : t('alert.notify_denied'));
  }

  /** @param {string} text */
  function showNote(text) {
    note.textContent = text;
    note.hidden = !text;
  }

  function build() {
    const open = menu.open;
    menu.replaceChildren(
      h('summary', { class: 'topbar-button', 'data-testid': 'settings-button' }, t('settings.button')),
      h(
        'div',
        { class: 'settings-panel' },
        toggle('sound-toggle', t('settings.sound'), soundOn(), (on) => {
          setSound(on);
          if (on) playCue('card'); // a sample, so the person hears what was turned on
        }),
        toggle('alert-toggle', t('settings.alerts'), alertsOn(), (on) => {
          setAlerts(on);
          changed();
        }),
        toggle('notify-toggle', t('settings.notify'), notifyOn(), (on, box) => {
          if (on) void askNotifications(box);
          else setNotify(false);
        }),
        note,
      ),
    );
    menu.open = open;
  }

  build();
  slot.replaceChildren(menu);
  onLanguageChange(build);
  // A click elsewhere closes the menu, as menus do.
  document.addEventListener('click', (event) => {
    if (menu.open && event.target instanceof Node && !menu.contains(event.target)) menu.open = false;
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menu.open) {
      menu.open = false;
      menu.querySelector('summary')?.focus();
    }
  });
}
