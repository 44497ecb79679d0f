// Pages the game tests open the same way: one in a window of its own that collects the
// page's errors, every person's seat of a new table in its own window, and a page whose
// notebook frames come from the test instead of the server.

import { createTable } from './helpers.js';

/** The window size of the game tests' desktop pages. */
export const DESK = { width: 1280, height: 900 };

/**
 * A page in a new window of `viewport`; `problems` gathers the errors the page throws, for
 * the test to find empty at its end.
 * @param {import('playwright-core').Browser} browser
 * @param {{width: number, height: number}} [viewport]
 * @param {import('playwright-core').BrowserContextOptions} [device]  more of the window's
 *   make (a phone's touch screen, a language)
 */
export async function openPage(browser, viewport = DESK, device = {}) {
  const context = await browser.newContext({ ...device, viewport });
  const page = await context.newPage();
  /** @type {string[]} */
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  return { context, page, problems };
}

/**
 * A table of `players` persons of `game`, each seat's page in a browser window of its own
 * (a page in the background would not finish its clicks), seat 0 first, each showing its
 * table's status.
 * @param {import('playwright-core').Browser} browser
 * @param {string} game
 * @param {number} players
 * @param {{options?: string, before?: (page: import('playwright-core').Page, seat: number) => Promise<unknown>}} [extra]
 *   `options`: the table's options as JSON; `before`: called with each page before it opens the table
 */
export async function seatedPages(browser, game, players, extra = {}) {
  const windows = await Promise.all(Array.from({ length: players }, () => browser.newContext({ viewport: DESK })));
  const { invites } = await createTable(await windows[0].newPage(), Array(players).fill('human'), { game, options: extra.options });
  return Promise.all(
    windows.map(async (window, seat) => {
      const page = await window.newPage();
      await extra.before?.(page, seat);
      await page.goto(invites[seat]);
      await page.getByTestId('status').waitFor();
      return page;
    }),
  );
}

/**
 * Answers the page's requests for its notebook with `notebook` (as of the last step the
 * server sent), passing every other frame through, both ways.
 * @param {import('playwright-core').Page} page
 * @param {unknown} notebook
 */
export async function standInNotebook(page, notebook) {
  let seq = 0;
  await page.routeWebSocket(/\/ws/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      if (String(message).includes('"type":"notebook"')) {
        ws.send(JSON.stringify({ type: 'notebook', seq, notebook }));
      } else {
        server.send(message);
      }
    });
    server.onMessage((message) => {
      const frame = JSON.parse(String(message));
      if (typeof frame.seq === 'number' && frame.type !== 'error') seq = frame.seq;
      ws.send(message);
    });
  });
}
