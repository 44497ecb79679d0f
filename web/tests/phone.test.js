// Every page on a phone, against a running `whodunit serve` (scripts/browser-tests.sh): the
// front page, the new-table page and its invite links, the companion, each game's table mid-game (a person's
// seat after a first move) and at the end (with the end panel), and the replay viewer. At
// 390 x 844 none scrolls sideways and every control is at least 40 px high; axe-core finds
// no serious or critical problem; each page is photographed at desktop and phone size
// (web/test-results/phone-*.png).

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BASE_URL, RESULTS, checkAccessibility, createTable, launch, screenshot } from './helpers.js';

const skip = BASE_URL ? false : 'WHODUNIT_URL is not set (run scripts/browser-tests.sh)';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** The least height of a control a finger must hit. */
const TOUCH = 40;
/**
 * Where controls live. Board pieces (squares, locations, positions) are left to axe's
 * target-size rule, which allows a small target with room around it.
 */
const CONTROL_AREAS = [
  '.topbar',
  '#controls',
  '#hand',
  '#end-panel',
  '#replay-bar',
  '.tab-bar',
  'dialog[open]',
  'main.front',
  'main.new-table',
  'main.companion',
  '#notebook',
  '.companion-link',
].join(', ');

/**
 * The visible controls under CONTROL_AREAS lower than TOUCH pixels.
 * @param {import('playwright-core').Page} page
 */
function smallControls(page) {
  return page.evaluate(
    ({ areas, least }) => {
      const controls =
        'button, select, a.button, a.brand, .companion-link a, summary, [role=button], input[type=number], input[type=text], input:not([type]), label:has(> input[type=checkbox])';
      /** @type {string[]} */
      const small = [];
      for (const area of document.querySelectorAll(areas)) {
        for (const el of area.querySelectorAll(controls)) {
          const box = el.getBoundingClientRect();
          if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
          if (box.height < least - 0.5) {
            const name = el.getAttribute('data-testid') ?? el.id ?? '';
            small.push(`${el.tagName.toLowerCase()}${name ? `[${name}]` : ''} "${(el.textContent ?? '').trim().slice(0, 20)}" ${Math.round(box.height)} px`);
          }
        }
      }
      return [...new Set(small)];
    },
    { areas: CONTROL_AREAS, least: TOUCH },
  );
}

/**
 * Checks the page as it stands on a phone, then on a desktop: no sideways scrolling, large
 * enough controls, axe; a screenshot of each (`full` for the whole page).
 * @param {import('playwright-core').Page} page
 * @param {string} name
 * @param {{full?: boolean}} [options]
 */
async function onPhoneAndDesktop(page, name, options = {}) {
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(100); // a layout pass after the resize
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= PHONE.width, `${name}: the page is ${width} px wide on a phone`);
  assert.deepEqual(await smallControls(page), [], `${name}: controls under ${TOUCH} px on a phone`);
  await checkAccessibility(page, `${name} (phone)`);
  await page.screenshot({ path: `${RESULTS}phone-${name}-phone.png`, fullPage: options.full ?? false });
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(100);
  await checkAccessibility(page, `${name} (desktop)`);
  await screenshot(page, `phone-${name}-desk`);
}

/**
 * A table of bots only, watched to its end: the end panel as a spectator sees it.
 * @param {import('playwright-core').Page} page
 * @param {string} game
 * @param {string[]} bots
 * @param {Record<string, string>} [fields]
 */
async function botsToTheEnd(page, game, bots, fields) {
  const { spectator } = await createTable(page, bots, { game, fields, private: true });
  await page.goto(spectator);
  await page.getByTestId('end-panel').waitFor({ timeout: 120_000 });
  await page.getByTestId('back-to-lobby').waitFor();
  return spectator;
}

/**
 * A person's seat against bots after one first move, made by clicking as a person would.
 * @param {import('playwright-core').Page} page
 * @param {string} game
 * @param {string[]} seats
 * @param {(page: import('playwright-core').Page) => Promise<void>} move
 */
async function afterFirstMove(page, game, seats, move) {
  const { invites } = await createTable(page, seats, { game, private: true });
  await page.goto(invites[0]);
  await page.locator('body[data-my-turn=true]').waitFor({ timeout: 30_000 });
  await move(page);
  await page.locator('body[data-my-turn=true], [data-testid=result]').first().waitFor({ timeout: 30_000 });
}

/** @type {Record<string, {seats: string[], bots: string[], fields?: Record<string, string>, move: (page: import('playwright-core').Page) => Promise<void>}>} */
const GAMES = {
  cluedo: {
    seats: ['human', 'easy', 'easy'],
    bots: ['easy', 'easy', 'easy'],
    // Rolled: the squares in reach are on the board, small on a phone.
    move: async (page) => {
      await page.getByTestId('act-roll').click();
    },
  },
  bakerstreet: {
    seats: ['human', 'easy'],
    bots: ['easy', 'easy'],
    fields: { 'option-max_rounds': '2' },
    move: async (page) => {
      await page.locator('[data-testid^=hand-card-]:enabled').first().click();
      await page.locator('[data-testid^=pos-]:enabled').first().click();
      await page.getByTestId('act-move').click();
    },
  },
  pi: {
    seats: ['human', 'easy', 'easy'],
    bots: ['easy', 'easy', 'easy'],
    move: async (page) => {
      await page.locator('.pi-card-button.open').first().click();
    },
  },
  inkognito: {
    seats: ['human', 'easy', 'easy'],
    bots: ['easy', 'easy', 'easy'],
    move: async (page) => {
      await page.locator('[data-testid^=loc-]:enabled').first().click();
    },
  },
};

describe('Every page on a phone', { skip }, () => {
  /** @type {import('playwright-core').Browser} */
  let browser;

  before(async () => {
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
  });

  test('the front page, the new-table page and the companion', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    /** @type {string[]} */
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${BASE_URL}/`);
    await page.getByTestId('play-now-inkognito').waitFor();
    await onPhoneAndDesktop(page, 'front', { full: true });
    await page.goto(`${BASE_URL}/new`);
    await page.getByTestId('create').waitFor();
    await onPhoneAndDesktop(page, 'new', { full: true });
    await page.getByTestId('private').check();
    await page.getByTestId('create').click();
    await page.getByTestId('spectator').waitFor();
    await onPhoneAndDesktop(page, 'new-invites', { full: true });
    await page.goto(`${BASE_URL}/companion`);
    await page.locator('main').waitFor();
    await page.waitForLoadState('networkidle');
    await onPhoneAndDesktop(page, 'companion', { full: true });
    assert.deepEqual(problems, []);
    await context.close();
  });

  for (const [game, plan] of Object.entries(GAMES)) {
    test(`${game}: mid-game, the rules, the end panel and the replay`, async () => {
      const context = await browser.newContext({ viewport: PHONE });
      const page = await context.newPage();
      /** @type {string[]} */
      const problems = [];
      page.on('pageerror', (error) => problems.push(error.message));

      await afterFirstMove(page, game, plan.seats, plan.move);
      if (game === 'cluedo') {
        // The squares in reach are finger-sized on a phone too (axe does not measure SVG).
        await page.setViewportSize(PHONE);
        const sizes = await page.locator('.reach.mine').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
        assert.ok(sizes.length > 0);
        for (const box of sizes) assert.ok(box.width >= 39.5 && box.height >= 39.5, `a square in reach of ${box.width} x ${box.height} px`);
        // The frame pans and the page scrolls to the pawn (smoothly: give it a moment).
        const inSight = () =>
          page.getByTestId('pawn-scarlett').evaluate((pawn, { width, height }) => {
            const box = pawn.getBoundingClientRect();
            return box.x >= 0 && box.x + box.width <= width && box.y >= 0 && box.y + box.height <= height;
          }, PHONE);
        for (let tries = 0; tries < 40 && !(await inSight()); tries++) await page.waitForTimeout(50);
        const pawn = await page.getByTestId('pawn-scarlett').boundingBox();
        assert.ok(pawn && pawn.x >= 0 && pawn.x + pawn.width <= PHONE.width, 'the frame is panned to the pawn');
        assert.ok(pawn && pawn.y >= 0 && pawn.y + pawn.height <= PHONE.height, 'the page is scrolled to the pawn');
      }
      await onPhoneAndDesktop(page, `${game}-mid-game`);
      await page.getByTestId('rules-button').click();
      await page.locator('#rules[open] .rules-section').first().waitFor();
      await onPhoneAndDesktop(page, `${game}-rules`);
      await page.getByTestId('rules-close').click();

      const spectator = await botsToTheEnd(page, game, plan.bots, plan.fields);
      await page.setViewportSize(PHONE);
      await page.getByTestId('end-panel').scrollIntoViewIfNeeded();
      await onPhoneAndDesktop(page, `${game}-end`);

      const replay = `${spectator.replace(/\?.*$/, '')}/replay?viewer=omniscient&step=4`;
      await page.goto(replay);
      await page.getByTestId('replay-position').filter({ hasText: /Step 4 of/ }).waitFor();
      await onPhoneAndDesktop(page, `${game}-replay`);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});
