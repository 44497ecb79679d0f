// The Chat tab of the live table: mounts the chat panel (chat.js), counts the lines that
// came while another tab was shown, and says under the input why a line was refused.

import { byId } from './dom.js';
import { t } from './i18n.js';
import { chatPanel } from './chat.js';
import { onTabChange } from './table-view.js';

/** @typedef {import('./protocol.js').ChatLine} ChatLine */
/** @typedef {import('./protocol.js').ErrorFrame} ErrorFrame */

/** How long after sending a line a `rate_limited` error is taken as the line's. */
const OWN_REFUSAL_MS = 3000;

/**
 * @param {string} tableId
 * @param {{send: (text: string) => boolean, mySeat: () => number | null}} options
 */
export function liveChat(tableId, options) {
  let sentAt = -Infinity;
  let unread = 0;
  let shown = false;
  const panel = chatPanel(tableId, {
    send: (text) => {
      const sent = options.send(text);
      if (sent) sentAt = performance.now();
      return sent;
    },
    mySeat: options.mySeat,
  });
  byId('chat').append(panel.element);
  const badge = byId('chat-unread');

  function renderBadge() {
    badge.hidden = unread === 0;
    badge.textContent = String(unread);
    badge.setAttribute('aria-label', t('chat.unread', { n: unread }));
  }

  onTabChange((which) => {
    shown = which === 'chat';
    if (shown) {
      unread = 0;
      renderBadge();
      panel.render();
    }
  });

  return {
    /** @param {ChatLine[]} lines */
    set(lines) {
      panel.set(lines);
    },
    /** @param {ChatLine} line */
    add(line) {
      panel.add(line);
      if (!shown && line.seat !== options.mySeat()) {
        unread += 1;
        renderBadge();
      }
    },
    render() {
      panel.render();
      renderBadge();
    },
    /**
     * Shows a refusal of this page's chat line; true when the error was about one.
     * @param {ErrorFrame} frame
     */
    refusedNow(frame) {
      const recent = performance.now() - sentAt < OWN_REFUSAL_MS;
      if (frame.code === 'bad_chat') {
        panel.refused(t('chat.refused', { message: frame.message }));
        return true;
      }
      if (frame.code === 'rate_limited' && recent) {
        panel.refused(t('chat.slow_down'));
        return true;
      }
      return false;
    },
  };
}
