// Each seat's key moments at the end of a game (GET /api/tables/{id}/moments): how certain
// its notebook was, step by step, of what it had to find, as one line per seat in the
// seat's colour, with the step it could have known (a dot) and its accusations, solves or
// calls (a square when right, a cross when wrong). The same is told in sentences under the
// chart, which is the chart's text alternative; their step numbers open the replay there.

import { h, s } from './dom.js';
import { t } from './i18n.js';

/** @typedef {import('./protocol.js').MomentsAnswer} MomentsAnswer */
/** @typedef {import('./protocol.js').SeatMoments} SeatMoments */
/** @typedef {import('./protocol.js').MomentGoal} MomentGoal */

/**
 * How the game names and paints a seat.
 * @typedef {Object} SeatLook
 * @property {string} name
 * @property {string} colour  a CSS colour
 */

/** The drawing's own units; the SVG scales to the panel's width. */
const WIDTH = 320;
const HEIGHT = 132;
const LEFT = 30;
const RIGHT = 8;
const TOP = 8;
const BOTTOM = 20;

/** Colours for a game that paints no seat. */
const FALLBACK = ['#b3261e', '#1d4f91', '#e0b000', '#2e7d32', '#6a1b9a', '#00838f'];

/**
 * @param {string} tableId
 * @param {{ game: () => string, look: (seat: number) => SeatLook | null }} table
 */
export function keyMoments(tableId, table) {
  const root = h('section', { class: 'moments', 'data-testid': 'moments', 'aria-labelledby': 'moments-title' });
  /** @type {MomentsAnswer | null} */
  let data = null;
  /** @type {'idle' | 'loading' | 'failed'} */
  let status = 'idle';

  /** @param {number} seat @returns {SeatLook} */
  function look(seat) {
    return table.look(seat) ?? { name: t('moments.seat', { n: seat + 1 }), colour: FALLBACK[seat % FALLBACK.length] };
  }

  /** @param {number} seat @param {number} step */
  function stepLink(seat, step) {
    const href = `/table/${encodeURIComponent(tableId)}/replay?viewer=${seat}&step=${step}`;
    return h('a', { href, 'data-testid': `moment-step-${seat}-${step}` }, String(step));
  }

  /**
   * One goal in words, its step numbers linked to the replay: "could have known at step
   * 40; accused at step 52 (right)".
   * @param {number} seat @param {MomentGoal} goal
   * @returns {(Node | string)[]}
   */
  function goalWords(seat, goal) {
    /** @type {(Node | string)[]} */
    const words = [];
    if (goal.known !== null) {
      words.push(t('moments.known'), ' ', stepLink(seat, goal.known));
    } else {
      words.push(t('moments.never'));
    }
    goal.acts.forEach((act, i) => {
      words.push(i === 0 ? t('moments.then') : ', ', t(`moments.act.${table.game()}`), ' ', stepLink(seat, act.step));
      words.push(` (${t(act.right ? 'moments.right' : 'moments.wrong')})`);
    });
    if (goal.known !== null && goal.acts.length === 0) words.push(t('moments.not_acted'));
    words.push('.');
    return words;
  }

  /** @param {SeatMoments} seat */
  function seatItem(seat) {
    const who = look(seat.seat);
    const swatch = h('span', { class: 'moments-swatch', style: `--seat-colour: ${who.colour}`, 'aria-hidden': 'true' });
    const head = h('strong', {}, who.name);
    if (seat.goals.length === 0) {
      // Nothing to find once and for all: the highest point and where it was.
      let best = 0;
      seat.certainty.forEach((c, i) => {
        if (c > seat.certainty[best]) best = i;
      });
      const pct = Math.round(seat.certainty[best] * 100);
      return h('li', { 'data-testid': `moments-seat-${seat.seat}` }, swatch, head, ': ',
        t('moments.peak', { pct }), ' ', stepLink(seat.seat, best), '.');
    }
    if (seat.goals.length === 1) {
      return h('li', { 'data-testid': `moments-seat-${seat.seat}` }, swatch, head, ': ', ...goalWords(seat.seat, seat.goals[0]));
    }
    const known = seat.goals.filter((g) => g.known !== null).length;
    return h(
      'li',
      { 'data-testid': `moments-seat-${seat.seat}` },
      h(
        'details',
        {},
        h('summary', {}, swatch, head, ': ', t(`moments.parts.${table.game()}`, { known, n: seat.goals.length })),
        h('ol', { class: 'moments-parts' }, ...seat.goals.map((goal) => h('li', {}, ...goalWords(seat.seat, goal)))),
      ),
    );
  }

  /** @param {MomentsAnswer} answer */
  function chart(answer) {
    const steps = Math.max(answer.steps, 1);
    const x = (/** @type {number} */ step) => LEFT + ((WIDTH - LEFT - RIGHT) * step) / steps;
    const y = (/** @type {number} */ c) => TOP + (HEIGHT - TOP - BOTTOM) * (1 - c);
    const grid = [0, 0.5, 1].map((c) =>
      s('g', { class: 'moments-grid' },
        s('line', { x1: LEFT, x2: WIDTH - RIGHT, y1: y(c), y2: y(c) }),
        s('text', { x: LEFT - 4, y: y(c) + 3, 'text-anchor': 'end' }, `${c * 100}%`)),
    );
    // Where a new deal began (P.I.'s mini-games, Inkognito's games).
    const starts = new Set(answer.seats.flatMap((seat) => seat.goals.map((g) => g.from).filter((from) => from > 0)));
    const parts = [...starts].map((from) => s('line', { class: 'moments-part', x1: x(from), x2: x(from), y1: TOP, y2: HEIGHT - BOTTOM }));
    const axis = s('text', { class: 'moments-axis', x: WIDTH - RIGHT, y: HEIGHT - 4, 'text-anchor': 'end' }, t('moments.steps', { n: answer.steps }));
    const lines = answer.seats.map((seat) => {
      const points = seat.certainty.map((c, step) => `${x(step).toFixed(1)},${y(c).toFixed(1)}`).join(' ');
      const marks = seat.goals.flatMap((goal) => [
        goal.known === null ? null : s('circle', { class: 'moments-known', cx: x(goal.known), cy: y(1), r: 3.5 }),
        ...goal.acts.map((act) => {
          // At the value before the act: the act's own step may open the next deal.
          const [cx, cy] = [x(act.step), y(seat.certainty[act.step - 1] ?? 0)];
          return act.right
            ? s('rect', { class: 'moments-act', x: cx - 3, y: cy - 3, width: 6, height: 6 })
            : s('path', { class: 'moments-act wrong', d: `M${cx - 3},${cy - 3}l6,6m0,-6l-6,6` });
        }),
      ]);
      return s('g', { class: 'moments-seat', style: `--seat-colour: ${look(seat.seat).colour}` },
        // A dark casing under the colour, so that a pale seat (Mrs White) still shows.
        s('polyline', { class: 'moments-casing', points }), s('polyline', { class: 'moments-line', points }), ...marks);
    });
    return s(
      'svg',
      {
        class: 'moments-chart',
        viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
        role: 'img',
        'aria-labelledby': 'moments-about',
        'aria-describedby': 'moments-list',
      },
      ...grid, ...parts, ...lines, axis,
    );
  }

  function render() {
    const title = h('h3', { id: 'moments-title' }, t('moments.title'));
    if (status === 'failed') {
      root.replaceChildren(title, h('p', { class: 'muted' }, t('moments.failed')));
      return;
    }
    if (!data) {
      root.replaceChildren(title, h('p', { class: 'muted' }, t('moments.loading')));
      return;
    }
    if (data.seats.length === 0) {
      root.replaceChildren();
      return;
    }
    root.replaceChildren(
      title,
      h('p', { id: 'moments-about', class: 'moments-about' }, t(`moments.about.${table.game()}`)),
      chart(data),
      h('p', { class: 'moments-key muted' }, t('moments.key')),
      h('ul', { id: 'moments-list', class: 'moments-list' }, ...data.seats.map(seatItem)),
    );
  }

  return {
    element: root,
    /** Loads the moments once (the game is over), then draws them. */
    async load() {
      if (status === 'loading' || data) return;
      status = 'loading';
      render();
      try {
        const answer = await fetch(`/api/tables/${encodeURIComponent(tableId)}/moments`);
        if (!answer.ok) throw new Error(answer.statusText);
        data = /** @type {MomentsAnswer} */ (await answer.json());
        status = 'idle';
      } catch {
        status = 'failed';
      }
      render();
    },
    render,
  };
}
