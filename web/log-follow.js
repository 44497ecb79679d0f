// The game log follows its newest line, unless the reader scrolled up to read an older one:
// then new lines wait below and a small "new lines" button jumps down to them.

/** Within this many pixels of the end, the reader counts as following. */
const NEAR_END_PX = 24;

/**
 * @param {HTMLElement} list    the scrolling log
 * @param {HTMLButtonElement} button   shown while new lines wait below
 */
export function logFollower(list, button) {
  /** Whether the reader is at the newest line; kept from scrolling, not from appends. */
  let following = true;
  const atEnd = () => list.scrollHeight - list.scrollTop - list.clientHeight < NEAR_END_PX;

  function toEnd() {
    list.scrollTop = list.scrollHeight;
    following = true;
    button.hidden = true;
  }

  list.addEventListener('scroll', () => {
    // A hidden log (another tab shown) has no scroll position to judge by.
    if (list.hidden || list.clientHeight === 0) return;
    following = atEnd();
    if (following) button.hidden = true;
  });
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
