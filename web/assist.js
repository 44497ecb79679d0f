// What every game's assistance shares: the person's remembered choice to see it or to
// play alone, and how a chance is written.

/**
 * An on/off choice kept in localStorage under `key` (on unless turned off), so a browser
 * remembers it across tables and reloads.
 * @param {string} key
 */
export function rememberedSwitch(key) {
  let on = true;
  try {
    on = localStorage.getItem(key) !== 'off';
  } catch {
    // storage unavailable: the switch stays on, just not remembered
  }
  return {
    get on() {
      return on;
    },
    /** @param {boolean} value */
    set(value) {
      on = value;
      try {
        localStorage.setItem(key, value ? 'on' : 'off');
      } catch {
        // still switched for this page
      }
    },
  };
}

/**
 * A probability as a whole per cent, never rounding a possibility to 0% or 100%.
 * @param {number} p
 */
export function percent(p) {
  if (p > 0 && p < 0.005) return '<1%';
  if (p < 1 && p > 0.995) return '>99%';
  return `${Math.round(p * 100)}%`;
}
