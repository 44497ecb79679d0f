// The game log follows its newest line, unless the reader scrolled up to read an older one:
// then new lines wait below and a small "new lines" button jumps down to them.

/** Within this many pixels of the end, the reader counts as following. */
const NEAR_END_PX = 24;
/** A scroll this soon after the reader touched the log is the reader's (momentum included). */
const INTENT_MS = 2000;

/**
 * @param {HTMLElement} list    the scrolling log
 * @param {HTMLButtonElement} button   shown while new lines wait below
 */
export function logFollower(list, button) {
  /** Whether the reader is at the newest line. */
  let following = true;
  /** When the reader last wheeled, touched, dragged or pressed a key in the log. */
  let touchedAt = -Infinity;
  const atEnd = () => list.scrollHeight - list.scrollTop - list.clientHeight < NEAR_END_PX;
  const stick = () => {
    list.scrollTop = list.scrollHeight;
  };

  function toEnd() {
    stick();
    following = true;
    button.hidden = true;
  }

  const touched = () => {
    touchedAt = performance.now();
  };
  for (const kind of ['wheel', 'touchstart', 'touchmove', 'keydown', 'pointerdown']) {
    list.addEventListener(kind, touched, { passive: true });
  }
  list.addEventListener('pointermove', (event) => {
    if (event.buttons) touched(); // dragging the scroll bar
  });

  list.addEventListener('scroll', () => {
    // A hidden log (another tab shown) has no scroll position to judge by.
    if (list.hidden || list.clientHeight === 0) return;
    if (performance.now() - touchedAt < INTENT_MS) {
      following = atEnd();
      if (following) button.hidden = true;
    } else if (following) {
      // Not the reader: the page around the log changed size and moved it. Stay at the end.
      stick();
    }
  });
  // Panels above the log grow and shrink as the game redraws them: a follower stays at the end.
  new ResizeObserver(() => {
    if (following) stick();
  }).observe(list);
  button.addEventListener('click', () => {
    toEnd();
    list.lastElementChild?.scrollIntoView({ block: 'nearest' });
  });

  return {
    /** Lines were added at the end. */
    added() {
      if (following) toEnd();
      else if (!list.hidden) button.hidden = false;
    },
    /** The whole log was drawn again, or shown again: start at its end. */
    reset: toEnd,
  };
}
