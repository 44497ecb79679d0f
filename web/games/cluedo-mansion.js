// The Cluedo board at a table: the printed board (cluedo-drawing.js) with the places in
// reach as buttons, the weapons listed in their rooms, the pawns, and the same facts as a
// list of whereabouts for small screens and screen readers.

import { h, onActivateKeys, s } from '../dom.js';
import { t } from '../i18n.js';
import { DATA } from './cluedo-board.js';
import { roomName, suspectName, weaponName } from './cluedo-names.js';
import { arrowsBetweenPlaces } from './cluedo-reach-keys.js';
import {
  CELL,
  GEOMETRY,
  buildBaseLayer,
  logPlace,
  parsePosition,
  pawnIcon,
  pawnSvg,
  squareFrom,
  tabOrder,
  wrapLabel,
  wrapList,
} from './cluedo-drawing.js';

/** @typedef {import('./cluedo-seating.js').Seating} Seating */

/**
 * Puts the board into `root` and returns how to redraw it for a step.
 * @param {HTMLElement} root
 * @returns {(table: Seating) => void}
 */
export function mansion(root) {
  const svg = s('svg', {
    class: 'cluedo-board',
    viewBox: `0 0 ${DATA.cols * CELL} ${DATA.rows * CELL}`,
    // A group, not a picture: the squares in reach are buttons inside it.
    role: 'group',
    // Pawns glide within the board, wherever the board itself is on the page.
    'data-glide-frame': true,
  });
  // Only the places in reach speak to screen readers; pawns and weapons are told by the
  // whereabouts list below the board.
  const reachLayer = s('g', { class: 'reach-layer' });
  const dynamic = s('g', { class: 'dynamic', 'aria-hidden': 'true' });
  const whereabouts = h('ul', { class: 'whereabouts', 'data-testid': 'whereabouts' });
  // The board's own frame: on a phone it pans while the board is zoomed in (style.css).
  const frame = h('div', { class: 'cluedo-frame' }, svg);
  root.replaceChildren(frame, whereabouts);
  arrowsBetweenPlaces(reachLayer);
  /** @type {string | null} */
  let baseLanguage = null;
  /** Whether this seat is choosing where to move (the board zooms in on a phone). */
  let wasChoosing = false;

  /**
   * Marks the board while this seat chooses where to move; as the choice opens on a phone
   * (where the board then pans in its frame), brings the pawn and the squares around it
   * into sight.
   * @param {boolean} now
   */
  function choosing(now) {
    svg.classList.toggle('choosing', now);
    if (now && !wasChoosing && frame.scrollWidth > frame.clientWidth) {
      svg.querySelector('.pawn.me')?.scrollIntoView({ block: 'center', inline: 'center' });
    }
    wasChoosing = now;
  }

  /** @param {Seating} table */
  return function render(table) {
    const language = document.documentElement.lang;
    if (baseLanguage !== language) {
      const base = buildBaseLayer();
      base.setAttribute('aria-hidden', 'true');
      svg.replaceChildren(base, reachLayer, dynamic);
      svg.setAttribute('aria-label', t('cl.board_label'));
      baseLanguage = language;
    }
    const view = table.view;
    const me = table.suspect;
    const activeSuspect = view.seats.find((x) => x.seat === view.active)?.suspect;
    const over = view.phase.phase === 'over';
    /** @type {SVGElement[]} */
    const items = [];
    /** @type {SVGElement[]} */
    const reach = [];

    // Reachable destinations, clickable (and focusable, Enter or Space) when this seat may move.
    if (view.phase.phase === 'moving') {
      const mine = table.mine;
      const from = me ? parsePosition(view.pawns[DATA.suspects.indexOf(me)]) : null;
      for (const dest of tabOrder(view.phase.reach)) {
        const place = parsePosition(dest);
        const go = () => table.send({ move: dest });
        const live = mine && !table.blocked;
        const onClick = live ? go : null;
        const keys = {
          tabindex: live ? 0 : null,
          onkeydown: live ? onActivateKeys(go) : null,
        };
        const label = t('cl.move_to', {
          place: 'square' in place && from && 'square' in from ? squareFrom(dest, from.square) : logPlace(dest),
        });
        if ('square' in place) {
          const [r, c] = place.square;
          reach.push(
            s(
              'rect',
              {
                class: `reach${mine ? ' mine' : ''}`,
                x: c * CELL + 0.6,
                y: r * CELL + 0.6,
                width: CELL - 1.2,
                height: CELL - 1.2,
                rx: 1.2,
                'data-dest': dest,
                'data-testid': `dest-${dest}`,
                role: mine ? 'button' : null,
                'aria-label': mine ? label : null,
                onclick: onClick,
                ...keys,
              },
              s('title', {}, label),
            ),
          );
        } else {
          const room = GEOMETRY.rooms.get(place.room);
          if (!room) continue;
          reach.push(
            s(
              'g',
              {
                class: `reach-room${mine ? ' mine' : ''}`,
                'data-dest': dest,
                'data-testid': `dest-${dest}`,
                role: mine ? 'button' : null,
                'aria-label': mine ? label : null,
                onclick: onClick,
                ...keys,
              },
              s('title', {}, label),
              ...room.cells.map(([r, c]) => s('rect', { x: c * CELL, y: r * CELL, width: CELL, height: CELL })),
            ),
          );
        }
      }
    }

    // Weapons, listed inside their rooms under the room's name.
    /** @type {Map<string, string[]>} */
    const weaponsIn = new Map();
    view.weapons.forEach((room, i) => {
      const list = weaponsIn.get(room) ?? [];
      list.push(weaponName(DATA.weapons[i]));
      weaponsIn.set(room, list);
    });
    for (const [roomKey, names] of weaponsIn) {
      const room = GEOMETRY.rooms.get(roomKey);
      if (!room) continue;
      const { r0, c0, c1 } = room.box;
      const width = (c1 - c0 + 1) * CELL;
      const size = 3.3;
      const labelLines = wrapLabel(roomName(roomKey), width - 2, 4.1).length;
      const lines = wrapList(names, width - 2, size);
      lines.forEach((line, i) => {
        items.push(
          s(
            'text',
            {
              class: 'weapon-label',
              x: (c0 + (c1 - c0 + 1) / 2) * CELL,
              y: r0 * CELL + 6 + labelLines * 4.5 + i * size * 1.2,
              'font-size': size,
            },
            line,
          ),
        );
      });
    }

    // Pawns: on their square, or on the room's free slots.
    /** @type {Map<string, number>} */
    const used = new Map();
    view.pawns.forEach((position, i) => {
      const suspect = DATA.suspects[i];
      const seat = view.seats.find((x) => x.suspect === suspect);
      const flags = {
        me: suspect === me,
        active: !over && suspect === activeSuspect,
        out: seat?.eliminated ?? false,
      };
      const place = parsePosition(position);
      /** @type {[number, number] | null} */
      let at = null;
      if ('square' in place) {
        at = place.square;
      } else {
        const room = GEOMETRY.rooms.get(place.room);
        if (!room) return;
        const n = used.get(place.room) ?? 0;
        used.set(place.room, n + 1);
        at = room.slots[n % room.slots.length];
      }
      const pawn = pawnSvg(suspect, (at[1] + 0.5) * CELL, (at[0] + 0.5) * CELL, flags);
      pawn.dataset.glide = `pawn-${suspect}`; // a move glides from the pawn's last place
      items.push(pawn);
    });
    reachLayer.replaceChildren(...reach);
    dynamic.replaceChildren(...items);
    choosing(view.phase.phase === 'moving' && table.mine && !table.blocked);

    // The same facts as text, for small screens and screen readers.
    whereabouts.replaceChildren(
      ...DATA.rooms.flatMap((roomKey) => {
        const weapons = weaponsIn.get(roomKey) ?? [];
        const pawns = DATA.suspects.filter((_, i) => view.pawns[i] === roomKey);
        if (!weapons.length && !pawns.length) return [];
        return [
          h(
            'li',
            {},
            h('strong', {}, roomName(roomKey)),
            ' ',
            ...pawns.map((p) => h('span', { class: 'chip suspect', title: suspectName(p) }, pawnIcon(p), suspectName(p))),
            ...weapons.map((w) => h('span', { class: 'chip weapon' }, w)),
          ),
        ];
      }),
    );
  };
}
