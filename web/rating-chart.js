// A rating's history as a small inline SVG chart: a polyline through the values, the lowest
// and highest value on the left axis, the first and last date under it. Drawn from the
// numbers alone; its text alternative says the same in a sentence.

import { h, s } from './dom.js';

/** The drawing's size in its own units; it scales to its box. */
const W = 320;
const H = 140;
const LEFT = 44;
const RIGHT = 10;
const TOP = 12;
const BOTTOM = 26;

/**
 * @param {{at: number, value: number}[]} history  oldest first, `at` in seconds
 * @param {{label: string, date: (seconds: number) => string, summary: (params: Record<string, number>) => string}} words
 *   `summary` says the history in a sentence from `first`, `last`, `n`, `min` and `max`
 */
export function ratingChart(history, words) {
  const values = history.map((point) => Math.round(point.value));
  const min = Math.min(...values);
  const max = Math.max(...values);
  // A flat history still gets a band to sit in.
  const low = Math.floor((min - 10) / 10) * 10;
  const high = Math.ceil((max + 10) / 10) * 10;
  const x = (/** @type {number} */ i) => (history.length === 1 ? (LEFT + W - RIGHT) / 2 : LEFT + ((W - LEFT - RIGHT) * i) / (history.length - 1));
  const y = (/** @type {number} */ v) => TOP + ((H - TOP - BOTTOM) * (high - v)) / (high - low);
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const summary = words.summary({ first: values[0], last: values[values.length - 1], n: values.length, min, max });
  const single = history.length === 1;
  const axisText = (/** @type {Record<string, string | number>} */ attrs, /** @type {string} */ text) =>
    s('text', { class: 'chart-label', ...attrs }, text);
  const svg = s(
    'svg',
    { viewBox: `0 0 ${W} ${H}`, class: 'rating-chart', role: 'img', 'aria-label': `${words.label}. ${summary}` },
    s('line', { class: 'chart-axis', x1: LEFT, y1: TOP, x2: LEFT, y2: H - BOTTOM }),
    s('line', { class: 'chart-axis', x1: LEFT, y1: H - BOTTOM, x2: W - RIGHT, y2: H - BOTTOM }),
    s('line', { class: 'chart-grid', x1: LEFT, y1: y(max), x2: W - RIGHT, y2: y(max) }),
    min !== max ? s('line', { class: 'chart-grid', x1: LEFT, y1: y(min), x2: W - RIGHT, y2: y(min) }) : null,
    axisText({ x: LEFT - 6, y: y(max) + 4, 'text-anchor': 'end' }, String(max)),
    min !== max ? axisText({ x: LEFT - 6, y: y(min) + 4, 'text-anchor': 'end' }, String(min)) : null,
    axisText({ x: single ? x(0) : LEFT, y: H - 8, 'text-anchor': single ? 'middle' : 'start' }, words.date(history[0].at)),
    history.length > 1 ? axisText({ x: W - RIGHT, y: H - 8, 'text-anchor': 'end' }, words.date(history[history.length - 1].at)) : null,
    history.length > 1 ? s('polyline', { class: 'chart-line', points, fill: 'none' }) : null,
    ...(history.length <= 40 ? values.map((v, i) => s('circle', { class: 'chart-point', cx: x(i).toFixed(1), cy: y(v).toFixed(1), r: 3 })) : []),
  );
  return h('figure', { class: 'rating-history', 'data-testid': 'rating-chart' }, svg, h('figcaption', { class: 'muted small' }, summary));
}
