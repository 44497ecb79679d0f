// Table chat (docs/protocol.md, "Chat"): the Chat tab of the table page and of the replay.
// Every name and line is set as text (the h() helper), never as HTML: a line is only what
// a person typed. Muting is this browser's own: the muted speakers of a table are kept in
// localStorage, and their lines are hidden here only.

import { h, fill } from './dom.js';
import { t } from './i18n.js';

/** @typedef {import('./protocol.js').ChatLine} ChatLine */

/** The longest line the server takes, in characters. */
export const MAX_CHARS = 300;

/** Lines the panel keeps (the server's snapshot sends 200). */
const KEPT = 500;

/**
 * Who wrote a line, as muting knows them: the seat, or a spectator by name.
 * @param {ChatLine} line
 */
function speakerOf(line) {
  return line.seat === null ? `spectator:${line.name}` : `seat:${line.seat}`;
}

/**
 * @param {string} tableId
 * @param {{send?: (text: string) => boolean, mySeat?: () => number | null}} [options]
 *   `send`: writes a line (the live table; none in the replay), false when not connected
 */
export function chatPanel(tableId, options = {}) {
  const storageKey = `whodunit.chat-muted.${tableId}`;
  /** @type {ChatLine[]} */
  let lines = [];
  /** @type {Map<string, string>} speaker -> the name shown when muted */
  const muted = new Map(readMuted());

  const list = h('ol', { class: 'chat-lines', 'data-testid': 'chat-lines' });
  const mutedNote = h('div', { class: 'chat-muted', 'data-testid': 'chat-muted', hidden: true });
  const input = h('input', {
    type: 'text',
    class: 'chat-input',
    'data-testid': 'chat-input',
    maxlength: MAX_CHARS,
    autocomplete: 'off',
  });
  const counter = h('span', { class: 'chat-count', 'data-testid': 'chat-count', 'aria-live': 'off' });
  const sendButton = h('button', { type: 'submit', class: 'chat-send', 'data-testid': 'chat-send' });
  const note = h('p', { class: 'chat-note', 'data-testid': 'chat-note', role: 'status' });
  const form = h('form', { class: 'chat-form' }, input, counter, sendButton);
  const element = h('div', { class: 'chat-panel' }, list, mutedNote, options.send ? form : null, options.send ? note : null);

  input.addEventListener('input', () => {
    note.textContent = '';
    renderCounter();
  });
  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    const text = input.value.trim();
    if (!text || !options.send) return;
    if (options.send(text)) {
      input.value = '';
      renderCounter();
    } else {
      note.textContent = t('chat.offline');
    }
  });

  /** @returns {[string, string][]} */
  function readMuted() {
    try {
      const saved = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
      return Array.isArray(saved) ? saved.filter((pair) => Array.isArray(pair) && pair.length === 2).map((pair) => [String(pair[0]), String(pair[1])]) : [];
    } catch {
      return [];
    }
  }

  function saveMuted() {
    try {
      localStorage.setItem(storageKey, JSON.stringify([...muted]));
    } catch {
      // A browser without storage mutes for this page only.
    }
  }

  function renderCounter() {
    const n = [...input.value].length;
    counter.textContent = t('chat.count', { n, max: MAX_CHARS });
    counter.classList.toggle('full', n >= MAX_CHARS);
  }

  /** @param {ChatLine} line */
  function lineItem(line) {
    const speaker = speakerOf(line);
    const mine = line.seat !== null && line.seat === (options.mySeat?.() ?? null);
    const who = line.seat === null ? t('chat.spectator_tag') : t('lobby.seat', { n: line.seat + 1 });
    return h(
      'li',
      { class: line.seat === null ? 'chat-line spectator' : 'chat-line', 'data-testid': 'chat-line', 'data-n': line.n },
      h('span', { class: 'chat-name', title: who }, line.name),
      ' ',
      h('span', { class: 'chat-text' }, line.text),
      mine
        ? null
        : h(
            'button',
            {
              type: 'button',
              class: 'chat-mute',
              'data-testid': 'chat-mute',
              'aria-label': t('chat.mute_name', { name: line.name }),
              onclick: () => {
                muted.set(speaker, line.name);
                saveMuted();
                render();
              },
            },
            t('chat.mute'),
          ),
    );
  }

  function render() {
    const follow = list.scrollTop + list.clientHeight >= list.scrollHeight - 8;
    const shown = lines.filter((line) => !muted.has(speakerOf(line)));
    fill(list, ...shown.map(lineItem));
    if (shown.length === 0) list.append(h('li', { class: 'chat-empty' }, t('chat.empty')));
    const hidden = lines.length - shown.length;
    mutedNote.hidden = muted.size === 0;
    fill(
      mutedNote,
      h('span', { 'data-testid': 'chat-muted-count' }, t('chat.muted_lines', { n: hidden })),
      ...[...muted].map(([speaker, name]) =>
        h(
          'button',
          {
            type: 'button',
            class: 'chat-unmute',
            'data-testid': 'chat-unmute',
            onclick: () => {
              muted.delete(speaker);
              saveMuted();
              render();
            },
          },
          t('chat.unmute_name', { name }),
        ),
      ),
    );
    input.setAttribute('aria-label', t('chat.input'));
    input.placeholder = t('chat.placeholder');
    sendButton.textContent = t('chat.send');
    renderCounter();
    if (follow) list.scrollTop = list.scrollHeight;
  }

  return {
    element,
    render,
    /** All the lines there are (a snapshot, or a replay's step). @param {ChatLine[]} all */
    set(all) {
      lines = all.slice(-KEPT);
      render();
    },
    /** One more line. @param {ChatLine} line */
    add(line) {
      if (lines.some((known) => known.n === line.n)) return;
      lines.push(line);
      lines.sort((a, b) => a.n - b.n);
      if (lines.length > KEPT) lines = lines.slice(-KEPT);
      render();
    },
    /** The server refused this page's line. @param {string} message */
    refused(message) {
      note.textContent = message;
    },
  };
}
