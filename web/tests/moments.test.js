// The end of a game in each of the four games, against a running `whodunit serve`
// (scripts/browser-tests.sh): a table of bots only, watched by a spectator, plays to its
// end; the end panel then shows every seat's key moments (a chart with one line per seat,
// and a sentence per seat that links its steps to the replay) beside the game's own ending
// (solution and scores). Screenshots at desktop and phone width go to web/test-results/.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BASE_URL, createTable, launch, screenshot } from './helpers.js';

const skip = BASE_URL ? false : 'WHODUNIT_URL is not set (run scripts/browser-tests.sh)';

/** Each game with a table of bots: the number of seats and their level. */
const GAMES = [
  { game: 'cluedo', seats: 4, level: 'hard', acts: /accused at step/ },
  { game: 'pi', seats: 3, level: 'hard', acts: /tried to solve at step/ },
  { game: 'inkognito', seats: 4, level: 'hard', acts: /called at step/ },
  { game: 'bakerstreet', seats: 2, level: 'hard', acts: /most certain/ },
];

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

describe('Key moments at the end of a game', { skip }, () => {
  /** @type {import('playwright-core').Browser} */
  let browser;

  before(async () => {
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
  });

  for (const { game, seats, level, acts } of GAMES) {
    test(`${game}: every seat's moments beside the solution and scores`, async () => {
      const context = await browser.newContext({ viewport: VIEWPORTS[0] });
      const page = await context.newPage();
      /** @type {string[]} */
      const problems = [];
      page.on('pageerror', (error) => problems.push(error.message));
      const { spectator } = await createTable(page, Array(seats).fill(level), { game, private: true });
      const id = new URL(spectator).pathname.split('/').pop() ?? '';

      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.goto(spectator);
        // The bots play at once; a long Inkognito match takes a while.
        await page.getByTestId('moments-seat-0').waitFor({ timeout: 180_000 });
        await page.getByTestId('result').waitFor();

        const items = page.locator('[data-testid^=moments-seat-]');
        assert.equal(await items.count(), seats, 'a sentence per seat');
        // Games in parts fold each seat's parts away: read the text, open or not.
        const text = (await items.evaluateAll((all) => all.map((li) => li.textContent))).join('\n');
        assert.match(text, acts, text);

        // One line per seat, one point per step and the deal, in the drawing's bounds.
        const answer = await page.evaluate(async (id) => (await fetch(`/api/tables/${id}/moments`)).json(), id);
        const chart = page.getByTestId('moments').locator('svg');
        assert.equal(await chart.getAttribute('role'), 'img');
        const lines = await chart.locator('polyline.moments-line').evaluateAll((all) => all.map((l) => l.getAttribute('points') ?? ''));
        assert.equal(lines.length, seats);
        for (const points of lines) {
          assert.equal(points.split(' ').length, answer.steps + 1);
        }
        // A step number opens the replay at that step, as that seat.
        const link = page.locator('[data-testid^=moment-step-]').first();
        const href = (await link.getAttribute('href')) ?? '';
        assert.match(href, new RegExp(`/table/${id}/replay\\?viewer=\\d&step=\\d+`));

        assert.ok(await page.getByTestId('result').isVisible(), 'the game’s own ending');
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= viewport.width, `no sideways scrolling: ${width}`);
        // A game in parts: open the first seat's parts, one sentence each.
        const summary = page.locator('.moments-list summary').first();
        if (await summary.count()) {
          await summary.click();
          assert.ok((await page.locator('.moments-parts li').count()) >= 1, 'the parts, once opened');
        }
        await page.getByTestId('end-panel').scrollIntoViewIfNeeded();
        await screenshot(page, `moments-${game}-${viewport.name}`);
        await page.getByTestId('result').scrollIntoViewIfNeeded();
        await screenshot(page, `moments-${game}-${viewport.name}-result`);
      }
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});
