// The P.I. map: 14 locations in five offset rows joined by their 29 adjacencies. Each
// location shows its suspect tile, its crime tile and its own slot with the tokens on
// them, and the investigators standing there with their discs and cubes. A location this
// seat may send an investigator to is a button; with assistance on, the expected
// information of sending one there is shown on it.

import { h, s } from '../dom.js';
import { t } from '../i18n.js';
import { EDGES, placement } from './pi-map.js';
import { KINDS, nameOf } from './pi-names.js';
import { investigatorElement, tokenElement } from './pi-pieces.js';

/** @typedef {import('./pi-types.js').View} View */
/** @typedef {import('./pi-types.js').Kind} Kind */

/**
 * @typedef {Object} MapChoice
 * @property {Set<number>} open                  locations this seat may pick now
 * @property {(location: number) => void} pick
 * @property {Map<number, number> | null} bits   expected information per location, when assistance is on
 */

/**
 * The name on a slot: the tile's element, a blank tile, or the location itself.
 * @param {View} view
 * @param {number} location
 * @param {Kind} kind
 */
export function slotName(view, location, kind) {
  if (kind === 'location') return nameOf('location', location);
  const tile = kind === 'suspect' ? view.board.suspect_tiles[location - 1] : view.board.crime_tiles[location - 1];
  return tile === null ? t(`pi.blank.${kind}`) : nameOf(kind, tile);
}

/**
 * @param {View} view
 * @param {MapChoice} choice
 */
export function map(view, choice) {
  const most = choice.bits ? Math.max(0.001, ...choice.bits.values()) : 1;
  const edges = s(
    'svg',
    { class: 'pi-edges', viewBox: '0 0 100 100', preserveAspectRatio: 'none', 'aria-hidden': 'true' },
    ...EDGES.map(([a, b]) => {
      const from = placement(a);
      const to = placement(b);
      return s('line', { x1: from.x, y1: from.y, x2: to.x, y2: to.y, 'data-edge': `${a}-${b}` });
    }),
  );
  const places = Array.from({ length: 14 }, (_, index) => {
    const id = index + 1;
    const at = placement(id);
    const open = choice.open.has(id);
    const bits = choice.bits?.get(id);
    const name = nameOf('location', id);
    return h(
      'button',
      {
        type: 'button',
        class: `pi-location${open ? ' open' : ''}${bits !== undefined ? ' hinted' : ''}`,
        style: `left: ${at.x.toFixed(2)}%; top: ${at.y.toFixed(2)}%${bits !== undefined ? `; --gain: ${(bits / most).toFixed(2)}` : ''}`,
        disabled: !open,
        'data-testid': `loc-${id}`,
        onclick: open ? () => choice.pick(id) : null,
      },
      // Named by its content (axe: the visible name must start the spoken one): the
      // location, then in words its two tiles; the drawing itself is hidden from readers.
      h('span', { class: 'pi-location-name' }, name),
      h(
        'span',
        { class: 'visually-hidden' },
        `: ${slotName(view, id, 'suspect')}, ${slotName(view, id, 'crime')}${open ? `. ${t('pi.map.click_investigate')}` : ''}`,
      ),
      h('span', { class: 'pi-slots', 'aria-hidden': 'true' }, ...KINDS.map((kind) => slot(view, id, kind))),
      investigators(view, id),
      bits !== undefined ? h('span', { class: 'pi-bits', 'data-testid': `loc-bits-${id}` }, t('pi.bits', { bits: bits.toFixed(2) })) : null,
    );
  });
  return h('div', { class: 'pi-map', 'data-testid': 'map', 'data-glide-frame': true }, edges, ...places);
}

/**
 * One slot and every token on it.
 * @param {View} view
 * @param {number} location
 * @param {Kind} kind
 */
function slot(view, location, kind) {
  const tile = kind === 'location' ? location : (kind === 'suspect' ? view.board.suspect_tiles : view.board.crime_tiles)[location - 1];
  const tokens = view.seats.flatMap((seat) =>
    seat.marks
      .filter((mark) => mark.slot.location === location && mark.slot.kind === kind)
      .map((mark) => {
        const token = tokenElement(seat.seat, mark.token);
        // A new token glides in from the seat's investigator here, when it came from one.
        token.dataset.glide = `token-${seat.seat}-${location}-${kind}-${mark.token}`;
        token.dataset.glideFrom = `investigator-${seat.seat}-${location}`;
        return token;
      }),
  );
  return h(
    'span',
    {
      class: `pi-slot kind-${kind}${tile === null ? ' blank' : ''}`,
      'data-testid': `slot-${location}-${kind}`,
      'data-element': tile === null ? 'blank' : `${kind}-${tile}`,
      title: t(`pi.slot.${kind}`),
    },
    h('span', { class: 'pi-slot-name' }, kind === 'location' ? t('pi.slot.here') : slotName(view, location, kind)),
    h('span', { class: 'pi-tokens' }, ...tokens),
  );
}

/**
 * The investigators standing at a location.
 * @param {View} view
 * @param {number} location
 */
function investigators(view, location) {
  const here = view.seats.flatMap((seat) =>
    seat.investigators
      .filter((i) => i.location === location)
      .map((i) => {
        const investigator = investigatorElement(seat.seat, i);
        investigator.dataset.glide = `investigator-${seat.seat}-${location}`;
        return investigator;
      }),
  );
  return here.length ? h('span', { class: 'pi-investigators', 'aria-hidden': 'true' }, ...here) : null;
}

/**
 * Above the map: the mini-game, the round and the score track (7-5-3-1-0) with the space a
 * solve pays now, and the deck.
 * @param {View} view
 */
export function header(view) {
  const over = view.active === null;
  return h(
    'div',
    { class: 'pi-header', 'data-testid': 'pi-header' },
    h('span', { class: 'pi-stage', 'data-testid': 'stage' }, over ? t('pi.header.over') : t('pi.header.stage', { mini: view.mini_game, round: view.round })),
    h(
      'span',
      { class: 'pi-score-track', role: 'img', 'aria-label': t('pi.header.pays', { n: view.score_value }), 'data-testid': 'score-track' },
      h('span', { class: 'muted' }, t('pi.header.track')),
      ...[7, 5, 3, 1, 0].map((value) =>
        h('span', { class: `pi-space${!over && value === view.score_value ? ' current' : ''}`, 'aria-hidden': 'true' }, String(value)),
      ),
    ),
    h('span', { class: 'muted' }, t('pi.header.deck', { n: view.deck_size })),
  );
}
