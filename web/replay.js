// The replay viewer (`/table/{id}/replay`): steps through a game as one viewer saw it,
// drawn by the game's own module exactly as at the live table, with that viewer's
// notebook at each step. The server decides what may be seen (GET /api/tables/{id}/replay):
// while the game runs only this page's own seat and the spectators' view.

import { byId, copyText, h } from './dom.js';
import { t } from './i18n.js';
import { loadGame, renderGame, renderTitle, showLog, startPage } from './table-view.js';
import { GAMES } from './games/index.js';
import { chatPanel } from './chat.js';
import { peoplePanel } from './people-panel.js';

/** @typedef {import('./shell.js').TableState} TableState */
/** @typedef {import('./shell.js').GameUi} GameUi */
/** @typedef {import('./protocol.js').ReplayFrame} ReplayFrame */

/** Seconds per step at each speed of Play. */
const SPEEDS = [2, 1, 0.5, 0.25];

/**
 * @param {string} tableId
 * @param {string | null} token  this page's seat, if it came with its link
 */
export function startReplay(tableId, token) {
  const params = new URLSearchParams(location.search);
  /** `omniscient`, `spectator` or a seat number; `null` until the first answer says. */
  let viewer = params.get('viewer');
  let step = params.has('step') ? Number(params.get('step')) : null;
  /** @type {ReplayFrame | null} */
  let frame = null;
  /** @type {GameUi | null} */
  let ui = null;
  let speed = 1;
  /** @type {ReturnType<typeof setInterval> | null} */
  let playing = null;
  /** The request in flight; an older answer is dropped. */
  let asked = 0;
  /** The chat lines written up to the step shown (read only: nobody writes in a replay). */
  const chat = chatPanel(tableId);
  byId('chat').append(chat.element);
  /** Who sat where, with the rating changes of a rated table, asked once the game names its seats. */
  const people = peoplePanel(tableId, (seat) => ui?.seatName?.(seat, state) ?? null);
  let peopleAsked = false;

  /** @type {TableState} */
  const state = {
    tableId,
    game: '',
    seq: 0,
    seat: null,
    seats: [],
    view: null,
    toAct: null,
    steps: [],
    legal: [],
    busy: false,
    connected: true,
  };

  const host = {
    send() {},
    reveal() {},
    askNotebook() {
      // The answer came with the step: hand it over once the module has drawn.
      const notebook = frame?.notebook;
      if (!ui?.notebook || !notebook) return;
      const answer = { type: /** @type {const} */ ('notebook'), seq: state.seq, notebook };
      queueMicrotask(() => {
        ui?.notebook?.(answer, state);
        ui?.render(state);
      });
    },
  };

  const bar = byId('replay-bar');
  const error = byId('error-banner');
  const slider = /** @type {HTMLInputElement} */ (
    h('input', {
      type: 'range',
      min: 0,
      max: 0,
      value: 0,
      'data-testid': 'replay-slider',
      'aria-label': t('replay.slider'),
      oninput: () => go(Number(slider.value)),
    })
  );
  const position = h('span', { class: 'replay-position', 'data-testid': 'replay-position', 'aria-live': 'polite' });
  const playButton = button('replay-play', '▶', t('replay.play'), () => (playing ? stop() : play()));
  const viewerSelect = /** @type {HTMLSelectElement} */ (
    h('select', {
      'data-testid': 'replay-viewer',
      'aria-label': t('replay.viewer'),
      onchange: () => {
        viewer = viewerSelect.value;
        load();
      },
    })
  );
  const speedSelect = /** @type {HTMLSelectElement} */ (
    h(
      'select',
      {
        'data-testid': 'replay-speed',
        'aria-label': t('replay.speed'),
        onchange: () => {
          speed = Number(speedSelect.value);
          if (playing) play();
        },
      },
      ...SPEEDS.map((seconds) =>
        h('option', { value: seconds, selected: seconds === speed }, t('replay.per_step', { n: seconds })),
      ),
    )
  );
  const copied = h('span', { class: 'copied', 'aria-live': 'polite' });
  const linkButton = h(
    'button',
    {
      type: 'button',
      'data-testid': 'replay-link',
      onclick: async () => {
        copied.textContent = (await copyText(shareLink())) ? t('lobby.copied') : t('lobby.copy_failed');
      },
    },
    t('replay.link'),
  );

  /**
   * @param {string} testid
   * @param {string} symbol
   * @param {string} label
   * @param {() => void} onclick
   */
  function button(testid, symbol, label, onclick) {
    return h('button', { type: 'button', class: 'replay-step', 'data-testid': testid, 'aria-label': label, title: label, onclick }, symbol);
  }

  function last() {
    return frame?.last ?? 0;
  }

  /** @param {number} target */
  function go(target) {
    const next = Math.min(Math.max(0, target), last());
    if (frame && next === frame.step) return;
    step = next;
    load();
  }

  function play() {
    if (playing) clearInterval(playing);
    if ((frame?.step ?? 0) >= last()) go(0);
    playing = setInterval(() => {
      if ((frame?.step ?? 0) >= last()) stop();
      else go((step ?? 0) + 1);
    }, speed * 1000);
    playButton.textContent = '❚❚';
    playButton.setAttribute('aria-label', t('replay.pause'));
  }

  function stop() {
    if (playing) clearInterval(playing);
    playing = null;
    playButton.textContent = '▶';
    playButton.setAttribute('aria-label', t('replay.play'));
  }

  /** The address of this step for this viewer, without this page's seat token. */
  function shareLink() {
    const url = new URL(location.pathname, location.origin);
    if (viewer) url.searchParams.set('viewer', viewer);
    url.searchParams.set('step', String(frame?.step ?? step ?? 0));
    return url.href;
  }

  async function load() {
    const query = new URLSearchParams();
    if (viewer) query.set('viewer', viewer);
    if (step !== null) query.set('step', String(step));
    if (token) query.set('token', token);
    const ticket = ++asked;
    let answer;
    try {
      const response = await fetch(`/api/tables/${encodeURIComponent(tableId)}/replay?${query}`);
      answer = await response.json().catch(() => ({}));
      if (!response.ok) throw new Error(answer.error ?? response.statusText);
    } catch (err) {
      if (ticket !== asked) return;
      stop();
      byId('error-text').textContent = t('replay.failed', { reason: String(/** @type {Error} */ (err).message) });
      error.hidden = false;
      return;
    }
    if (ticket !== asked) return;
    error.hidden = true;
    frame = /** @type {ReplayFrame} */ (answer);
    viewer = frame.omniscient ? 'omniscient' : frame.seat === null ? 'spectator' : String(frame.seat);
    step = frame.step;
    if (!ui) ui = await loadGame(frame.game, host);
    if (!peopleAsked) {
      peopleAsked = true;
      people.load();
    }
    show();
  }

  function show() {
    if (!frame) return;
    Object.assign(state, {
      game: frame.game,
      seq: frame.step,
      seat: frame.seat,
      seats: frame.seats,
      view: frame.view,
      toAct: frame.to_act,
      steps: frame.log,
    });
    const url = new URL(location.href);
    url.searchParams.set('viewer', viewer ?? 'spectator');
    url.searchParams.set('step', String(frame.step));
    history.replaceState(null, '', url);
    renderTitle(state, t('replay.title'));
    renderBar();
    chat.set(frame.chat ?? []);
    if (ui) {
      showLog(ui, state);
      renderGame(ui, state);
    }
  }

  function renderBar() {
    if (!frame) return;
    slider.max = String(frame.last);
    slider.value = String(frame.step);
    position.textContent = t(frame.over ? 'replay.position' : 'replay.position_running', {
      step: frame.step,
      last: frame.last,
    });
    const intro = GAMES[frame.game]?.intro;
    /** @type {[string, string][]} */
    const choices = [['spectator', t('replay.as_spectator')]];
    for (const seat of frame.seats) {
      const name = intro ? intro.seatName(seat.seat) : t('lobby.seat', { n: seat.seat + 1 });
      const mine = token !== null && frame.seat === seat.seat && !frame.over;
      if (frame.over || mine) choices.push([String(seat.seat), t('replay.as_seat', { name })]);
    }
    if (frame.over) choices.push(['omniscient', t('replay.as_omniscient')]);
    viewerSelect.replaceChildren(
      ...choices.map(([value, label]) => h('option', { value, selected: value === viewer }, label)),
    );
  }

  function build() {
    const back = token ? `/table/${encodeURIComponent(tableId)}?seat=${encodeURIComponent(token)}` : `/table/${encodeURIComponent(tableId)}`;
    bar.replaceChildren(
      h(
        'div',
        { class: 'replay-steps' },
        button('replay-first', '«', t('replay.first'), () => go(0)),
        button('replay-prev', '‹', t('replay.previous'), () => go((frame?.step ?? 0) - 1)),
        playButton,
        button('replay-next', '›', t('replay.next'), () => go((frame?.step ?? 0) + 1)),
        button('replay-last', '»', t('replay.last'), () => go(last())),
        speedSelect,
      ),
      h('div', { class: 'replay-slider' }, slider, position),
      h(
        'div',
        { class: 'replay-tools' },
        viewerSelect,
        linkButton,
        copied,
        h('a', { class: 'button', href: back, 'data-testid': 'replay-back' }, t('replay.back')),
      ),
    );
    bar.hidden = false;
    document.body.classList.add('replaying');
  }

  startPage(
    () => {
      build();
      renderBar();
      show();
      people.render();
    },
    () => state.game,
  );
  byId('error-close').addEventListener('click', () => (error.hidden = true));
  // Arrow keys step, unless a control that uses them has the focus.
  document.addEventListener('keydown', (ev) => {
    const target = /** @type {HTMLElement} */ (ev.target);
    if (target.closest('input, select, textarea')) return;
    if (ev.key === 'ArrowLeft') go((frame?.step ?? 0) - 1);
    if (ev.key === 'ArrowRight') go((frame?.step ?? 0) + 1);
  });
  build();
  load();
}
