// A game's own stylesheet, linked once when a page first shows the game (its table, its
// replay, its companion), after style.css so that it may refine the shared rules.

/** The stylesheets linked so far, by address, each settled once it has loaded. @type {Map<string, Promise<void>>} */
const linked = new Map();

/**
 * Links the stylesheet at `href` unless it is linked already; resolves once it has loaded
 * (or failed: the page then goes on unstyled rather than not at all).
 * @param {string} href
 * @returns {Promise<void>}
 */
export function useStylesheet(href) {
  let loading = linked.get(href);
  if (!loading) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    loading = new Promise((resolve) => {
      link.addEventListener('load', () => resolve());
      link.addEventListener('error', () => {
        console.warn(`the stylesheet ${href} did not load`);
        resolve();
      });
    });
    document.head.append(link);
    linked.set(href, loading);
  }
  return loading;
}
