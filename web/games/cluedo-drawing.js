// The Cluedo board drawn as SVG: the geometry read from DATA, the base layer (rooms, walls,
// doors, corridors, start squares, the cellar, secret passages), and the pawns, each with
// its own shape and letter as well as its colour. Pure functions of the board data and
// the catalogue; the table module (cluedo.js) places pieces and handles clicks.

import { s } from '../dom.js';
import { t } from '../i18n.js';
import { DATA } from './cluedo-board.js';
import { roomName, suspectName } from './cluedo-names.js';

/** SVG units per square. */
export const CELL = 10;

// ---------------------------------------------------------------------------
// Board geometry, computed once from DATA.

/**
 * @typedef {Object} RoomGeometry
 * @property {string} key
 * @property {[number, number][]} cells
 * @property {{r0: number, r1: number, c0: number, c1: number}} box
 * @property {[number, number][]} slots   squares where pawns in the room stand
 */

/**
 * @typedef {Object} Door
 * @property {number} r
 * @property {number} c
 * @property {number} dr
 * @property {number} dc
 * @property {string} room
 */

const ARROWS = /** @type {Record<string, [number, number]>} */ ({
  '^': [-1, 0],
  v: [1, 0],
  '<': [0, -1],
  '>': [0, 1],
});

/** @param {number} r @param {number} c */
function charAt(r, c) {
  if (r < 0 || r >= DATA.rows || c < 0 || c >= DATA.cols) return '#';
  return DATA.grid[r][c];
}

/** @param {string} ch */
function isRoomLetter(ch) {
  return ch in DATA.roomLetters;
}

/** @param {string} ch */
function isWalkable(ch) {
  return ch === '.' || ch in ARROWS || (ch >= '1' && ch <= '6');
}

export const GEOMETRY = (() => {
  /** @type {Map<string, RoomGeometry>} */
  const rooms = new Map();
  /** @type {Door[]} */
  const doors = [];
  for (let r = 0; r < DATA.rows; r++) {
    for (let c = 0; c < DATA.cols; c++) {
      const ch = charAt(r, c);
      if (isRoomLetter(ch)) {
        const key = DATA.roomLetters[ch];
        let room = rooms.get(key);
        if (!room) {
          room = { key, cells: [], box: { r0: r, r1: r, c0: c, c1: c }, slots: [] };
          rooms.set(key, room);
        }
        room.cells.push([r, c]);
        room.box.r0 = Math.min(room.box.r0, r);
        room.box.r1 = Math.max(room.box.r1, r);
        room.box.c0 = Math.min(room.box.c0, c);
        room.box.c1 = Math.max(room.box.c1, c);
      } else if (ch in ARROWS) {
        const [dr, dc] = ARROWS[ch];
        doors.push({ r, c, dr, dc, room: DATA.roomLetters[charAt(r + dr, c + dc)] });
      }
    }
  }
  for (const room of rooms.values()) {
    const mark = DATA.passageMarks[room.key];
    const inRoom = new Set(room.cells.map(([r, c]) => `${r},${c}`));
    const free = room.cells.filter(([r, c]) => !(mark && mark[0] === r && mark[1] === c));
    // Pawns stand inside the room, off its walls, below its name and weapons: the cells
    // whose four neighbours are the room's, nearest a point low in the middle of it.
    const inside = free.filter(([r, c]) =>
      [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]].every(([y, x]) => inRoom.has(`${y},${x}`)),
    );
    const { r0, r1, c0, c1 } = room.box;
    const [midR, midC] = [r0 + (r1 - r0) * 0.65, (c0 + c1) / 2];
    const distance = (/** @type {[number, number]} */ [r, c]) => (r - midR) ** 2 + (c - midC) ** 2;
    room.slots = (inside.length ? inside : free).sort((a, b) => distance(a) - distance(b) || a[1] - b[1]);
  }
  return { rooms, doors };
})();

/**
 * A position from the server: a square "row,col" or a room key.
 * @param {string} position
 * @returns {{square: [number, number]} | {room: string}}
 */
export function parsePosition(position) {
  const match = /^(\d+),(\d+)$/.exec(position);
  if (match) return { square: [Number(match[1]), Number(match[2])] };
  return { room: position };
}

// ---------------------------------------------------------------------------
// Names, always from the catalogue.


/** @param {string} position */
export function placeName(position) {
  const place = parsePosition(position);
  return 'room' in place
    ? roomName(place.room)
    : t('cl.square', { row: place.square[0], col: place.square[1] });
}

/**
 * A position as a reader of the log pictures it: a room by its name, a square as the
 * corridor by the nearest room (coordinates mean nothing to a player).
 * @param {string} position
 */
export function logPlace(position) {
  const place = parsePosition(position);
  if ('room' in place) return roomName(place.room);
  const [row, col] = place.square;
  let nearest = '';
  let best = Infinity;
  DATA.grid.forEach((line, r) => {
    [...line].forEach((letter, c) => {
      const room = DATA.roomLetters[letter];
      const distance = Math.abs(r - row) + Math.abs(c - col);
      if (room && distance < best) {
        best = distance;
        nearest = room;
      }
    });
  });
  return t('cl.corridor_by', { room: roomName(nearest) });
}

/**
 * A square in reach, for a screen reader: the corridor it lies in and how far it is from
 * the pawn's square ("3 up, 1 left"), since several squares share one corridor.
 * @param {string} position
 * @param {[number, number]} from  the pawn's square
 */
export function squareFrom(position, from) {
  const place = parsePosition(position);
  if (!('square' in place)) return logPlace(position);
  const rows = place.square[0] - from[0];
  const cols = place.square[1] - from[1];
  const steps = [];
  if (rows) steps.push(t(rows < 0 ? 'cl.dir.up' : 'cl.dir.down', { n: Math.abs(rows) }));
  if (cols) steps.push(t(cols < 0 ? 'cl.dir.left' : 'cl.dir.right', { n: Math.abs(cols) }));
  return t('cl.square_from', { place: logPlace(position), steps: steps.join(', ') });
}

/**
 * Places in reach in the order Tab visits them: rooms first (the usual goal), then the
 * squares as they are read, row by row.
 * @param {string[]} positions
 */
export function tabOrder(positions) {
  const key = (/** @type {string} */ position) => {
    const place = parsePosition(position);
    return 'room' in place ? -1 : place.square[0] * 100 + place.square[1];
  };
  return positions.slice().sort((a, b) => key(a) - key(b));
}

// ---------------------------------------------------------------------------
// Pawns: colour, a letter and a shape, so colour is never the only cue.

const SHAPES = ['circle', 'square', 'diamond', 'triangle', 'hexagon', 'star'];

/**
 * Points of a regular polygon (or a star when `inner` is given).
 * @param {number} cx @param {number} cy @param {number} r @param {number} n
 * @param {number} rotation @param {number} [inner]
 */
function polygon(cx, cy, r, n, rotation, inner) {
  const points = [];
  const count = inner ? n * 2 : n;
  for (let i = 0; i < count; i++) {
    const radius = inner && i % 2 === 1 ? inner : r;
    const angle = rotation + (i * 2 * Math.PI) / count;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return points.join(' ');
}

/**
 * A pawn token in SVG.
 * @param {string} suspect
 * @param {number} cx @param {number} cy
 * @param {{me?: boolean, active?: boolean, out?: boolean, icon?: boolean}} [flags]
 */
export function pawnSvg(suspect, cx, cy, flags = {}) {
  const index = DATA.suspects.indexOf(suspect);
  const shape = SHAPES[index];
  const r = CELL * 0.42;
  const attrs = { class: `pawn-shape pawn-${suspect}`, fill: DATA.colours[suspect] };
  /** @type {SVGElement} */
  let body;
  let dy = 0;
  switch (shape) {
    case 'square':
      body = s('rect', { ...attrs, x: cx - r * 0.85, y: cy - r * 0.85, width: r * 1.7, height: r * 1.7, rx: 0.8 });
      break;
    case 'diamond':
      body = s('polygon', { ...attrs, points: polygon(cx, cy, r * 1.12, 4, -Math.PI / 2) });
      break;
    case 'triangle':
      body = s('polygon', { ...attrs, points: polygon(cx, cy + r * 0.2, r * 1.25, 3, -Math.PI / 2) });
      dy = r * 0.3;
      break;
    case 'hexagon':
      body = s('polygon', { ...attrs, points: polygon(cx, cy, r * 1.05, 6, 0) });
      break;
    case 'star':
      body = s('polygon', { ...attrs, points: polygon(cx, cy, r * 1.25, 5, -Math.PI / 2, r * 0.72) });
      break;
    default:
      body = s('circle', { ...attrs, cx, cy, r });
  }
  const dark = suspect === 'white' || suspect === 'mustard';
  return s(
    'g',
    {
      class: `pawn${flags.me ? ' me' : ''}${flags.active ? ' active' : ''}${flags.out ? ' out' : ''}`,
      'data-testid': flags.icon ? null : `pawn-${suspect}`,
    },
    s('title', {}, suspectName(suspect)),
    flags.active ? s('circle', { class: 'active-ring', cx, cy, r: CELL * 0.62 }) : null,
    body,
    s(
      'text',
      {
        x: cx,
        y: cy + dy,
        class: 'pawn-letter',
        fill: dark ? '#222' : '#fff',
        'font-size': t(`pawn.${suspect}`).length > 1 ? CELL * 0.36 : CELL * 0.46,
      },
      t(`pawn.${suspect}`),
    ),
  );
}

/**
 * The same token as a small inline SVG for lists and the notebook.
 * @param {string} suspect
 */
export function pawnIcon(suspect) {
  return s(
    'svg',
    { class: 'pawn-icon', viewBox: `0 0 ${CELL} ${CELL}`, 'aria-hidden': 'true' },
    pawnSvg(suspect, CELL / 2, CELL / 2, { icon: true }),
  );
}

// ---------------------------------------------------------------------------
// The board's fixed layer: squares, walls, doors, rooms, passages, the cellar.

/**
 * Splits a label into at most two lines when it is too wide for `width` units.
 * @param {string} text @param {number} width @param {number} size
 */
export function wrapLabel(text, width, size) {
  const fits = (/** @type {string} */ line) => line.length * size * 0.56 <= width;
  if (fits(text) || !text.includes(' ')) return [text];
  const words = text.split(' ');
  let best = [text];
  let bestWidth = Infinity;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const widest = Math.max(...lines.map((l) => l.length));
    if (widest < bestWidth) {
      best = lines;
      bestWidth = widest;
    }
  }
  return best;
}

/**
 * Wraps a list of names into lines that fit `width` units.
 * @param {string[]} items @param {number} width @param {number} size
 */
export function wrapList(items, width, size) {
  const lines = [];
  let line = '';
  for (const item of items) {
    const next = line ? `${line} · ${item}` : item;
    if (line && next.length * size * 0.55 > width) {
      lines.push(line);
      line = item;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function buildBaseLayer() {
  const layer = s('g', { class: 'base' });
  layer.append(s('rect', { class: 'frame', x: 0, y: 0, width: DATA.cols * CELL, height: DATA.rows * CELL }));
  const squares = s('g', { class: 'squares' });
  const roomsLayer = s('g', { class: 'rooms' });
  for (let r = 0; r < DATA.rows; r++) {
    for (let c = 0; c < DATA.cols; c++) {
      const ch = charAt(r, c);
      const x = c * CELL;
      const y = r * CELL;
      if (isRoomLetter(ch)) {
        roomsLayer.append(
          s('rect', { class: `room-cell room-${DATA.roomLetters[ch]}`, x, y, width: CELL, height: CELL }),
        );
      } else if (ch === 'X') {
        roomsLayer.append(s('rect', { class: 'cellar', x, y, width: CELL, height: CELL }));
      } else if (isWalkable(ch)) {
        const start = ch >= '1' && ch <= '6' ? DATA.suspects[Number(ch) - 1] : null;
        squares.append(
          s('rect', {
            class: start ? 'square start' : 'square',
            x: x + 0.25,
            y: y + 0.25,
            width: CELL - 0.5,
            height: CELL - 0.5,
            fill: start ? DATA.colours[start] : null,
          }),
        );
      }
    }
  }
  layer.append(roomsLayer, squares);

  // Walls: every edge between a room square and anything else, except doors.
  const doorEdges = new Set(GEOMETRY.doors.map((d) => `${d.r + d.dr},${d.c + d.dc},${-d.dr},${-d.dc}`));
  let walls = '';
  for (let r = 0; r < DATA.rows; r++) {
    for (let c = 0; c < DATA.cols; c++) {
      const ch = charAt(r, c);
      if (!isRoomLetter(ch) && ch !== 'X') continue;
      for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
        if (charAt(r + dr, c + dc) === ch) continue;
        if (doorEdges.has(`${r},${c},${dr},${dc}`)) continue;
        const x0 = (c + (dc === 1 ? 1 : 0)) * CELL;
        const y0 = (r + (dr === 1 ? 1 : 0)) * CELL;
        walls += dr === 0 ? `M${x0} ${r * CELL}v${CELL}` : `M${c * CELL} ${y0}h${CELL}`;
      }
    }
  }
  layer.append(s('path', { class: 'walls', d: walls }));

  // Doors: a bar in the wall and an arrow on the threshold.
  for (const door of GEOMETRY.doors) {
    const cx = (door.c + 0.5) * CELL;
    const cy = (door.r + 0.5) * CELL;
    const ex = cx + door.dc * CELL * 0.5;
    const ey = cy + door.dr * CELL * 0.5;
    const half = CELL * 0.38;
    layer.append(
      s('line', {
        class: 'door',
        x1: ex - Math.abs(door.dr) * half,
        y1: ey - Math.abs(door.dc) * half,
        x2: ex + Math.abs(door.dr) * half,
        y2: ey + Math.abs(door.dc) * half,
      }),
      s('polygon', {
        class: 'door-arrow',
        points: polygon(cx + door.dc * 1.2, cy + door.dr * 1.2, CELL * 0.22, 3, Math.atan2(door.dr, door.dc)),
      }),
    );
  }

  // Secret passages: a staircase mark in one corner of the room.
  for (const passage of DATA.passages) {
    const mark = DATA.passageMarks[passage.from];
    if (!mark) continue;
    const [r, c] = mark;
    const x = c * CELL;
    const y = r * CELL;
    const to = DATA.passageMarks[passage.to];
    const angle = Math.atan2(to[0] - r, to[1] - c);
    layer.append(
      s(
        'g',
        { class: 'passage' },
        s('title', {}, t('cl.passage_to', { room: roomName(passage.to) })),
        s('rect', { x: x + 1, y: y + 1, width: CELL - 2, height: CELL - 2, rx: 1.5 }),
        s('path', { d: `M${x + 3} ${y + 7.5}h1.5v-1.5h1.5v-1.5h1.5v-1.5h1`, class: 'stairs' }),
        s('polygon', {
          class: 'passage-arrow',
          points: polygon(x + CELL / 2 + Math.cos(angle) * 2.6, y + CELL / 2 + Math.sin(angle) * 2.6, 1.5, 3, angle),
        }),
      ),
    );
  }

  // The cellar: where the envelope lies.
  const cx = 12.5 * CELL;
  const cy = 13.5 * CELL;
  layer.append(
    s(
      'g',
      { class: 'envelope' },
      s('rect', { x: cx - 14, y: cy - 14, width: 28, height: 18, rx: 1.5 }),
      s('path', { d: `M${cx - 14} ${cy - 14}L${cx} ${cy - 4}L${cx + 14} ${cy - 14}` }),
      s('text', { x: cx, y: cy + 12, class: 'cellar-label' }, t('cl.envelope')),
    ),
  );

  // Room names.
  for (const room of GEOMETRY.rooms.values()) {
    const { r0, c0, c1 } = room.box;
    const width = (c1 - c0 + 1) * CELL;
    const size = 4.1;
    const lines = wrapLabel(roomName(room.key), width - 2, size);
    lines.forEach((line, i) => {
      layer.append(
        s(
          'text',
          { class: 'room-label', x: (c0 + (c1 - c0 + 1) / 2) * CELL, y: r0 * CELL + 5.5 + i * size * 1.1, 'font-size': size },
          line,
        ),
      );
    });
  }
  return layer;
}

// ---------------------------------------------------------------------------
// The module.
