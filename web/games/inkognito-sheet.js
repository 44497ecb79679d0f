// The person's own entries on the Inkognito clue sheet: the holder and fragment of every box
// of the fragment table but their own (IK-INFO-34), and free marks such as "?" or "✓" on any
// cell of a block (IK-INFO-41). The server never sees them, so they cannot affect play: they
// are kept in this browser's localStorage, one sheet per table, seat and game, so each game
// starts with an empty sheet (IK-INFO-30).

/** The free marks a click on a cell cycles through, the blank first. */
export const FREE_MARKS = ['', '?', '✓'];

/** @typedef {{holder: string, fragment: string}} Box */

/**
 * @typedef {Object} OwnSheet
 * @property {(identity: string) => Box} box
 * @property {(identity: string, field: keyof Box, value: string) => void} setBox
 * @property {(cell: string) => string} mark   a cell's free mark, '' for none
 * @property {(cell: string) => string} cycle  moves a cell to its next free mark and returns it
 */

/**
 * The sheet kept under `key` (read once; every change is written at once).
 * @param {string} key
 * @returns {OwnSheet}
 */
export function ownSheet(key) {
  /** @type {{boxes: Record<string, Box>, marks: Record<string, string>}} */
  let data = { boxes: {}, marks: {} };
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (saved && typeof saved === 'object') data = { boxes: saved.boxes ?? {}, marks: saved.marks ?? {} };
  } catch {
    // A sheet that cannot be read starts empty.
  }
  const save = () => {
    try {
      localStorage.setItem(key, JSON.stringify(data));
    } catch {
      // Storage full or switched off: the entries last as long as the page.
    }
  };
  const empty = () => ({ holder: '', fragment: '' });
  return {
    box: (identity) => data.boxes[identity] ?? empty(),
    setBox(identity, field, value) {
      data.boxes[identity] = { ...(data.boxes[identity] ?? empty()), [field]: value };
      save();
    },
    mark: (cell) => data.marks[cell] ?? '',
    cycle(cell) {
      const next = FREE_MARKS[(FREE_MARKS.indexOf(data.marks[cell] ?? '') + 1) % FREE_MARKS.length];
      if (next) data.marks[cell] = next;
      else delete data.marks[cell];
      save();
      return next;
    },
  };
}
