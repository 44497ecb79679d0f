// Gives each of the table's dialogs the name a screen reader says when it opens: its own
// heading. Game modules fill the dialogs with whatever they ask (suggest, solve, call, a
// private reveal), always under a heading; this keeps aria-labelledby pointing at it.

/**
 * @param {HTMLDialogElement[]} dialogs
 */
export function nameDialogsByHeading(dialogs) {
  for (const dialog of dialogs) {
    const name = () => {
      const heading = dialog.querySelector('h1, h2, h3');
      if (!heading) {
        dialog.removeAttribute('aria-labelledby');
        return;
      }
      if (!heading.id) heading.id = `${dialog.id}-heading`;
      dialog.setAttribute('aria-labelledby', heading.id);
    };
    new MutationObserver(name).observe(dialog, { childList: true, subtree: true });
    name();
  }
}
