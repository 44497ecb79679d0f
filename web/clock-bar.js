// A table's clock in the top bar, and the banner a person sees while a bot stands in for
// them. The server decides everything (docs/protocol.md, "clock"): when time is up and who
// plays; this module only counts down the time it was told is left and offers the person
// their seat back.

import { byId, h } from './dom.js';
import { t } from './i18n.js';

/** @typedef {import('./protocol.js').ClockFrame} ClockFrame */

/** How often the countdown redraws. */
const TICK_MS = 250;
/** Below this the countdown is drawn as urgent. */
const URGENT_MS = 10_000;

/**
 * @param {() => void} takeBack  asks the server for the seat back
 * @param {(seat: number) => string} seatName  a seat's name as the table says it
 */
export function clockBar(takeBack, seatName) {
  const display = byId('clock');
  const banner = byId('stand-in-banner');
  /** @type {ClockFrame | null} */
  let last = null;
  /** The local time at which the decision due runs out, by this page's clock. */
  let deadline = 0;
  /** @type {number | null} */
  let mySeat = null;
  /** @type {ReturnType<typeof setInterval> | null} */
  let ticking = null;

  function tick() {
    if (!last || last.remaining_ms === null || last.seat === null) {
      display.hidden = true;
      return;
    }
    const left = Math.max(0, deadline - Date.now());
    display.hidden = false;
    const mine = last.seat === mySeat;
    display.classList.toggle('urgent', left < URGENT_MS);
    display.classList.toggle('mine', mine);
    display.textContent = mine
      ? t('clock.yours', { time: formatLeft(left) })
      : t('clock.theirs', { time: formatLeft(left) });
  }

  /** The person's own seat first (with the button to take it back), then the others. */
  function drawBanner() {
    const standIns = last?.stand_ins ?? [];
    const left = last?.left ?? [];
    const mine = mySeat !== null && standIns.includes(mySeat) && !left.includes(mySeat);
    const others = standIns.filter((seat) => seat !== mySeat);
    banner.hidden = !mine && others.length === 0;
    document.body.dataset.standIn = String(mine);
    banner.replaceChildren(
      ...(mine
        ? [
            h('span', { 'data-testid': 'stand-in-text' }, t('clock.stand_in_for_you')),
            h(
              'button',
              { type: 'button', class: 'primary', 'data-testid': 'take-back', onclick: takeBack },
              t('clock.take_back'),
            ),
          ]
        : []),
      ...others.map((seat) =>
        left.includes(seat)
          ? h('span', { class: 'stand-in-other', 'data-testid': 'seat-left' }, t('clock.left_for', { name: seatName(seat) }))
          : h('span', { class: 'stand-in-other' }, t('clock.stand_in_for', { name: seatName(seat) })),
      ),
    );
  }

  return {
    /**
     * A clock frame arrived for the page of `seat` (null: a spectator).
     * @param {ClockFrame} frame
     * @param {number | null} seat
     */
    update(frame, seat) {
      last = frame;
      mySeat = seat;
      deadline = Date.now() + (frame.remaining_ms ?? 0);
      if (ticking === null) ticking = setInterval(tick, TICK_MS);
      tick();
      drawBanner();
    },
    /** Redraws in the language now chosen. */
    redraw() {
      tick();
      drawBanner();
    },
    /** The game is over: no clock any more. */
    stop() {
      if (ticking !== null) clearInterval(ticking);
      ticking = null;
      last = null;
      tick();
      drawBanner();
    },
  };
}

/**
 * "0:42", "4:05", or days and hours for a slow game ("2 d 3 h").
 * @param {number} ms
 */
export function formatLeft(ms) {
  const seconds = Math.ceil(ms / 1000);
  if (seconds >= 24 * 3600) {
    const days = Math.floor(seconds / (24 * 3600));
    const hours = Math.floor((seconds % (24 * 3600)) / 3600);
    return t('clock.days_hours', { days, hours });
  }
  if (seconds >= 3600) {
    const hours = Math.floor(seconds / 3600);
    const minutes = Math.floor((seconds % 3600) / 60);
    return t('clock.hours_minutes', { hours, minutes });
  }
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
