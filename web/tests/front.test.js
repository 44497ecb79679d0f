// The front page and the lobby, against a running `whodunit serve`
// (scripts/browser-tests.sh): Play now for every game reaches a table where the person
// can act; a public table shows up live in a second browser's lobby, whose visitor takes
// its free seat with one click; the new-table page; both at desktop and phone width.
// Screenshots go to web/test-results/.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BASE_URL, RESULTS, checkAccessibility, createTable, launch, screenshot } from './helpers.js';

const skip = BASE_URL ? false : 'WHODUNIT_URL is not set (run scripts/browser-tests.sh)';

const GAMES = ['cluedo', 'bakerstreet', 'pi', 'inkognito'];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/**
 * Bytes this page's first load took over the network: the document and every file it
 * loaded (not its WebSocket frames).
 * @param {import('playwright-core').Page} page
 */
async function bytesTransferred(page) {
  return page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].reduce(
      (sum, entry) => sum + (/** @type {PerformanceResourceTiming} */ (entry).transferSize || 0),
      0,
    ),
  );
}

/**
 * What is untidy in the account line under the person's name: a link whose text does not
 * start flush with its own left edge (centred as it wraps), or a line that starts with a
 * stray dot.
 * @param {import('playwright-core').Page} page
 */
async function accountLineProblems(page) {
  return page.evaluate(() => {
    const line = document.querySelector('.account-line');
    if (!line) return ['no account line'];
    const left = line.getBoundingClientRect().left;
    /** @type {string[]} */
    const problems = [];
    const range = document.createRange();
    for (const button of line.querySelectorAll('button')) {
      range.selectNodeContents(button);
      const first = range.getClientRects()[0];
      const inside = first ? first.left - button.getBoundingClientRect().left : 0;
      if (inside > 1) problems.push(`"${button.textContent}" starts ${Math.round(inside)} px into its button`);
    }
    const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!(node.textContent ?? '').includes('·')) continue;
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 0 && rect.left - left <= 1) problems.push('a line starts with a dot');
      }
    }
    return problems;
  });
}

/** @param {import('playwright-core').Page} page */
async function pageWidth(page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

describe('The front page and the lobby', { skip }, () => {
  /** @type {import('playwright-core').Browser} */
  let browser;

  before(async () => {
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
  });

  test('explains whodunit and shows a card for each game, at desktop and phone width', async () => {
    for (const [name, viewport] of [['desk', DESKTOP], ['phone', PHONE]]) {
      const context = await browser.newContext({ viewport: /** @type {typeof DESKTOP} */ (viewport) });
      const page = await context.newPage();
      /** @type {string[]} */
      const problems = [];
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(`${BASE_URL}/`);
      await page.getByTestId('play-now-inkognito').waitFor();
      if (name === 'desk') console.log(`# front page: ${await bytesTransferred(page)} bytes on first load`);
      assert.match(await page.locator('.hero').innerText(), /notebook/);
      for (const game of GAMES) {
        const card = page.getByTestId(`game-card-${game}`);
        assert.equal(await card.locator('svg.intro-picture').count(), 1, `${game} has a picture`);
        assert.match(await card.locator('.game-meta').innerText(), /players · about \d+ min/);
        assert.ok((await card.locator('.game-blurb').innerText()).length > 20);
        const box = await card.getByTestId(`play-now-${game}`).boundingBox();
        assert.ok(box && box.height >= 40 && box.width >= 40, `${game}: Play now is easy to touch`);
      }
      assert.ok((await pageWidth(page)) <= /** @type {typeof DESKTOP} */ (viewport).width, 'no sideways scrolling');
      await page.getByTestId('account-claim').waitFor();
      assert.deepEqual(await accountLineProblems(page), [], `the account line at ${name} width`);
      await page.screenshot({ path: `${RESULTS}front-${name}.png`, fullPage: true });
      await checkAccessibility(page, `front-${name}`);
      // Create a table opens the form on that game.
      await page.getByTestId('create-pi').click();
      await page.getByTestId('create').waitFor();
      assert.equal(await page.getByTestId('game').inputValue(), 'pi');
      assert.equal(await page.getByTestId('public').isChecked(), true, 'public by default');
      assert.ok((await pageWidth(page)) <= /** @type {typeof DESKTOP} */ (viewport).width);
      await screenshot(page, `new-table-${name}`);
      await checkAccessibility(page, `new-table-${name}`);
      assert.deepEqual(problems, []);
      await context.close();
    }
  });

  for (const game of GAMES) {
    test(`Play now for ${game} reaches a table where the person can act`, async () => {
      const context = await browser.newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      /** @type {string[]} */
      const problems = [];
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(`${BASE_URL}/`);
      const started = Date.now();
      await page.getByTestId(`play-now-${game}`).click();
      await page.waitForURL(/\/table\/[^?]+\?seat=/);
      await page.locator('body[data-my-turn=true]').waitFor({ timeout: 30_000 });
      const ready = Date.now() - started;
      // Screen readers hear each step in the log, not the whole control panel on every redraw.
      assert.equal(await page.locator('#log-live').getAttribute('role'), 'log');
      assert.equal(await page.locator('#log-live').getAttribute('aria-live'), 'polite');
      assert.equal(await page.locator('#controls').getAttribute('aria-live'), null);
      const enabled = await page.locator('#controls button:enabled, #board button:enabled').count();
      assert.ok(enabled > 0, 'a control to act with');
      console.log(`# ${game}: Play now to an interactive table in ${ready} ms`);
      console.log(`# ${game} table: ${await bytesTransferred(page)} bytes on first load`);
      await screenshot(page, `play-now-${game}`);
      await checkAccessibility(page, `play-now-${game}`);

      // The Rules panel: the game's rules for players, in English, then in Italian.
      await page.getByTestId('rules-button').click();
      const rules = page.locator('#rules[open]');
      await rules.locator('.rules-section').first().waitFor();
      assert.match(await rules.locator('h2').innerText(), /^How to play /);
      assert.ok((await rules.locator('.rules-section').count()) >= 4, 'several sections');
      assert.equal(await rules.locator('svg.intro-picture').count(), 1);
      await screenshot(page, `rules-${game}`);
      await checkAccessibility(page, `rules-${game}`);
      await page.getByTestId('rules-close').click();
      await page.getByTestId('lang').selectOption('it');
      await page.getByTestId('rules-button').filter({ hasText: 'Regole' }).click();
      await rules.locator('h2', { hasText: /^Come si gioca a / }).waitFor();
      await page.getByTestId('rules-close').click();
      await page.getByTestId('lang').selectOption('en');
      assert.deepEqual(problems, []);
      await context.close();
    });

    test(`the ${game} table fits a phone`, async () => {
      const context = await browser.newContext({ viewport: PHONE });
      const page = await context.newPage();
      await page.goto(`${BASE_URL}/`);
      await page.getByTestId(`play-now-${game}`).click();
      await page.locator('body[data-my-turn=true]').waitFor({ timeout: 30_000 });
      await screenshot(page, `play-now-${game}-phone`);
      assert.ok((await pageWidth(page)) <= PHONE.width, `page ${await pageWidth(page)} px wide`);
      await page.getByTestId('rules-button').click();
      await page.locator('#rules[open] .rules-section').first().waitFor();
      await screenshot(page, `rules-${game}-phone`);
      await checkAccessibility(page, `rules-${game}-phone`);
      assert.ok((await pageWidth(page)) <= PHONE.width, 'the rules fit too');
      await context.close();
    });
  }

  test('a public table appears live in another browser, whose visitor takes its free seat', async () => {
    const creatorContext = await browser.newContext({ viewport: DESKTOP });
    const creator = await creatorContext.newPage();
    const visitorContext = await browser.newContext({ viewport: PHONE });
    const visitor = await visitorContext.newPage();
    /** @type {string[]} */
    const problems = [];
    visitor.on('pageerror', (error) => problems.push(error.message));
    // The visitor's lobby is open before the table exists: it must arrive without a reload.
    await visitor.goto(`${BASE_URL}/`);
    await visitor.getByTestId('open-tables').waitFor({ state: 'attached' });

    const { invites } = await createTable(creator, ['human', 'human', 'easy'], { game: 'cluedo' });
    const id = new URL(invites[0]).pathname.split('/').pop();
    await creator.goto(invites[0]);
    await creator.getByTestId('status').waitFor();

    const row = visitor.getByTestId(`listed-${id}`);
    await row.waitFor({ timeout: 15_000 });
    assert.match(await row.innerText(), /Cluedo[\s\S]*3 players · 1 free seat · 1 bot \(easy\)/);
    assert.ok((await pageWidth(visitor)) <= PHONE.width);
    await visitor.screenshot({ path: `${RESULTS}lobby-phone.png`, fullPage: true });
    await checkAccessibility(visitor, 'lobby-phone');
    await visitor.getByTestId(`take-${id}`).click();
    await visitor.waitForURL(/\/table\/[^?]+\?seat=/);
    assert.equal(new URL(visitor.url()).href, invites[1], 'the free seat is seat 2');
    await visitor.getByTestId('status').waitFor();

    // Full now: the creator's lobby lists it among the games to watch.
    await creator.goto(`${BASE_URL}/`);
    await creator.getByTestId(`watch-${id}`).waitFor({ timeout: 15_000 });
    assert.equal(await creator.getByTestId(`take-${id}`).count(), 0);
    await screenshot(creator, 'lobby-desk');
    await checkAccessibility(creator, 'lobby-desk');

    // A private table is never listed.
    const hidden = await createTable(creator, ['human', 'human', 'easy'], { private: true });
    const hiddenId = new URL(hidden.invites[0]).pathname.split('/').pop();
    await creator.goto(hidden.invites[0]);
    await creator.getByTestId('status').waitFor();
    await creator.goto(`${BASE_URL}/`);
    await creator.getByTestId(`watch-${id}`).waitFor();
    assert.equal(await creator.getByTestId(`listed-${hiddenId}`).count(), 0);
    assert.deepEqual(problems, []);
    await creatorContext.close();
    await visitorContext.close();
  });
});
