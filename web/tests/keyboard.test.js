// Keyboard-only play, against a running `whodunit serve` (scripts/browser-tests.sh): in
// each game a person opens their table and plays one whole turn with Tab, Enter, Space and
// the arrows only (no click once the table is open); the turn passes to the next seat;
// after every action the focus stays on a control of the table, never on the page body.
// axe-core checks the table at each step.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BASE_URL, checkAccessibility, createTable, launch, screenshot } from './helpers.js';

const skip = BASE_URL ? false : 'WHODUNIT_URL is not set (run scripts/browser-tests.sh)';

/** Tabs allowed to reach a control from the previous one; the page has about 10 before its first. */
const MAX_TABS = 40;

/**
 * What has the focus: its test id, else its tag (BODY when focus was lost).
 * @param {import('playwright-core').Page} page
 */
function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('data-testid') ?? el?.tagName ?? 'none';
  });
}

/**
 * Presses Tab until the focused element matches `selector` (Shift+Tab when the first
 * match comes before the focus in the page); the number of presses.
 * @param {import('playwright-core').Page} page
 * @param {string} selector
 */
async function tabTo(page, selector) {
  const backwards = await page.evaluate((selector) => {
    const target = document.querySelector(selector);
    const from = document.activeElement;
    return !!target && !!from && from !== document.body && !!(target.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING);
  }, selector);
  for (let presses = 0; presses <= MAX_TABS; presses++) {
    if (await page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, selector)) return presses;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${MAX_TABS} Tabs did not reach ${selector}; the focus is on ${await focused(page)}`);
}

/**
 * Waits until this person may act again and the focus rests on a control matching
 * `selector` (the one the keeper chose after the redraw), not on the body.
 * @param {import('playwright-core').Page} page
 * @param {string} selector
 */
async function focusLandsOn(page, selector) {
  await page.locator('body[data-my-turn=true]').waitFor({ timeout: 30_000 });
  try {
    await page.waitForFunction((selector) => document.activeElement?.matches(selector) ?? false, selector, { timeout: 10_000 });
  } catch {
    assert.fail(`the focus is on ${await focused(page)}, not on ${selector}`);
  }
}

/**
 * The log's lines from `from` on.
 * @param {import('playwright-core').Page} page
 * @param {number} from
 */
async function linesSince(page, from) {
  return (await page.locator('#log li').allInnerTexts()).slice(from);
}

/**
 * Waits for a log line after the first `from` matching `pattern`: another seat acting.
 * @param {import('playwright-core').Page} page
 * @param {number} from
 * @param {RegExp} pattern
 */
async function otherSeatActs(page, from, pattern) {
  try {
    await page.waitForFunction(
      ({ from, source }) => [...document.querySelectorAll('#log li')].slice(from).some((li) => new RegExp(source).test(li.textContent ?? '')),
      { from, source: pattern.source },
      { timeout: 30_000 },
    );
  } catch {
    assert.fail(`no line ${pattern} in the log: ${(await linesSince(page, from)).join(' | ')}`);
  }
  return linesSince(page, from);
}

/**
 * Checks what a screen reader heard: each of the log's newest lines once, as a line of its
 * own in the polite live region, and nothing else there (not the controls).
 * @param {import('playwright-core').Page} page
 */
async function announcedLineByLine(page) {
  const { log, heard } = await page.evaluate(() => ({
    log: [...document.querySelectorAll('#log li')].map((li) => li.textContent ?? ''),
    heard: [...document.querySelectorAll('#log-live > *')].map((p) => p.textContent ?? ''),
  }));
  assert.ok(heard.length > 0, 'something was announced');
  assert.deepEqual(heard, log.slice(-heard.length), 'the live region holds the newest log lines, one by one');
  assert.equal(await page.locator('#log-live').getAttribute('aria-live'), 'polite');
  assert.equal(await page.locator('#controls[aria-live], #board[aria-live]').count(), 0);
}

/** @param {import('playwright-core').Page} page */
function logLength(page) {
  return page.locator('#log li').count();
}

/**
 * Opens a seat's table in a fresh desktop context, with nothing focused yet.
 * @param {import('playwright-core').Browser} browser
 * @param {string[]} seats
 * @param {string} game
 * @param {Record<string, string>} [fields]
 */
async function openTable(browser, seats, game, fields) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  /** @type {string[]} */
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const { invites } = await createTable(page, seats, { game, fields });
  await page.goto(invites[0]);
  await page.getByTestId('status').waitFor();
  return { context, page, problems };
}

describe('Keyboard-only play', { skip }, () => {
  /** @type {import('playwright-core').Browser} */
  let browser;

  before(async () => {
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
  });

  test('Cluedo: roll, move to a place in reach, end the turn', async () => {
    const { context, page, problems } = await openTable(browser, ['human', 'easy'], 'cluedo');
    await page.locator('body[data-my-turn=true]').waitFor();
    await checkAccessibility(page, 'cluedo at the start');
    const tabs = await tabTo(page, '[data-testid=act-roll]');
    console.log(`# cluedo: ${tabs} Tabs from the top of the page to Roll`);
    await page.keyboard.press('Enter');

    // The focus moves to the first place in reach: a room's button or a square on the board.
    await focusLandsOn(page, '[data-testid^=enter-], [data-testid^=dest-]');
    await checkAccessibility(page, 'cluedo moving');
    const first = await focused(page);
    if ((await page.locator('[data-testid^=dest-][tabindex="0"]').count()) > 1) {
      // The arrows walk between the places in reach.
      await tabTo(page, '[data-testid^=dest-][tabindex="0"]');
      const from = await focused(page);
      let moved = false;
      for (const key of ['ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft']) {
        await page.keyboard.press(key);
        if ((await focused(page)) !== from) {
          moved = true;
          break;
        }
      }
      assert.ok(moved, `an arrow moves the focus from ${from}`);
    }
    const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);
    assert.match(label ?? '', /^(Move to|Enter) (the |[A-Z])/, `the place is named: ${label}`);
    assert.doesNotMatch(label ?? '', /\(\d+,\d+\)/, 'no coordinates');
    console.log(`# cluedo: after Roll the focus went to ${first}; moving to "${label}"`);
    await screenshot(page, 'keyboard-cluedo-moving');
    const before = await logLength(page);
    // Space on a square drawn in SVG (as on any button), Enter on a room's button.
    await page.keyboard.press(first.startsWith('enter-') && (await focused(page)) === first ? 'Enter' : ' ');

    // Moved: the next step's control has the focus: Suggest in a room, else End turn.
    await focusLandsOn(page, '[data-testid=act-suggest], [data-testid=act-end_turn]');
    const moved = await linesSince(page, before);
    assert.ok(moved.some((line) => /\(you\) (moved|entered)/.test(line)), 'moved');
    if (moved.some((line) => /\(you\) moved/.test(line))) assert.equal(await focused(page), 'act-end_turn');
    await checkAccessibility(page, 'cluedo after the move');

    // The accusation dialog opens from the keyboard, is named by its heading, and Escape
    // closes it with the focus back where it was.
    await tabTo(page, '[data-testid=act-accuse]');
    await page.keyboard.press('Enter');
    const dialog = page.locator('#dialog[open]');
    await dialog.waitFor();
    const heading = await page.evaluate(() => {
      const id = document.getElementById('dialog')?.getAttribute('aria-labelledby') ?? '';
      return document.getElementById(id)?.textContent ?? '';
    });
    assert.match(heading, /accus/i, `the dialog is named "${heading}"`);
    assert.ok(await page.evaluate(() => document.getElementById('dialog')?.contains(document.activeElement)), 'the focus is in the dialog');
    await checkAccessibility(page, 'cluedo accusation dialog');
    await screenshot(page, 'keyboard-cluedo-accuse-dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await focused(page), 'act-accuse');

    await tabTo(page, '[data-testid=act-end_turn]');
    const ended = await logLength(page);
    await page.keyboard.press('Enter');
    const lines = await otherSeatActs(page, ended, /^Turn \d+: Colonel Mustard$/);
    assert.ok(lines.length > 0, 'the turn passed to Colonel Mustard');
    assert.notEqual(await focused(page), 'BODY');
    await announcedLineByLine(page);
    assert.deepEqual(problems, []);
    await context.close();
  });
  test('Bakerstreet: pick a card, a position and a bid, place it', async () => {
    const { context, page, problems } = await openTable(browser, ['human', 'easy'], 'bakerstreet');
    await page.locator('body[data-my-turn=true]').waitFor({ timeout: 30_000 });
    await checkAccessibility(page, 'bakerstreet at the start');
    // The first Tab stop skips the top bar and the board to the controls.
    await page.keyboard.press('Tab');
    assert.equal(await focused(page), 'skip-to-controls');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'controls');
    const tabs = await tabTo(page, '[data-testid^=hand-card-]:enabled');
    console.log(`# bakerstreet: ${tabs} Tabs from the controls to the first card`);
    await page.keyboard.press('Enter');
    // The card picked, its position comes next; then the bid.
    await focusLandsOn(page, '[data-testid^=pos-]:enabled');
    assert.equal(await page.locator('[data-testid^=hand-card-][aria-pressed=true]').count(), 1, 'the card is picked');
    await page.keyboard.press(' ');
    await focusLandsOn(page, '[data-testid=bid]');
    assert.equal(await page.locator('[data-testid^=pos-][aria-pressed=true]').count(), 1, 'the position is picked');
    const lowest = Number(await page.getByTestId('bid').inputValue());
    if (lowest < Number(await page.getByTestId('bid').getAttribute('max'))) await page.keyboard.press('ArrowUp');
    const bid = Number(await page.getByTestId('bid').inputValue());
    assert.ok(bid >= lowest);
    await checkAccessibility(page, 'bakerstreet composing a move');
    await screenshot(page, 'keyboard-bakerstreet-composed');
    await tabTo(page, '[data-testid=act-move]:enabled');
    const before = await logLength(page);
    await page.keyboard.press('Enter');
    const lines = await otherSeatActs(page, before, /^[^(]+ (bids \d+\.|challenges)/);
    assert.ok(lines.some((line) => line.includes(`(you) bids ${bid}.`)), `my bid of ${bid}: ${lines.join(' | ')}`);
    await page.locator('body[data-my-turn=true], [data-testid=result]').first().waitFor({ timeout: 30_000 });
    assert.notEqual(await focused(page), 'BODY');
    if (await page.locator('body[data-my-turn=true]').count()) {
      // Back to this person after the other's move: the status is said aloud.
      await page.getByTestId('turn-live').filter({ hasText: /^(Your turn|You won the challenge|You won the evaluation)/ }).waitFor();
    }
    await checkAccessibility(page, 'bakerstreet after the move');
    await announcedLineByLine(page);
    assert.deepEqual(problems, []);
    await context.close();
  });
  test('P.I.: take an evidence card from the display', async () => {
    const { context, page, problems } = await openTable(browser, ['human', 'easy', 'easy'], 'pi');
    await page.locator('body[data-my-turn=true]').waitFor({ timeout: 30_000 });
    await checkAccessibility(page, 'pi at the start');
    const tabs = await tabTo(page, '.pi-card-button.open');
    const card = await focused(page);
    console.log(`# pi: ${tabs} Tabs from the top of the page to the display card ${card}`);
    const before = await logLength(page);
    await page.keyboard.press('Enter');
    const lines = await otherSeatActs(page, before, /^[^(]+ (sends an investigator|takes the evidence card|solves the case|'s solution)/);
    assert.ok(lines.some((line) => /^Red \(you\) takes the evidence card /.test(line)), `my card: ${lines.join(' | ')}`);
    // Back to this person: the focus waits on the first card to take (or another control).
    await focusLandsOn(page, '#controls button, #board button, #hand button');
    if (await page.locator('.pi-card-button.open').count()) {
      await page.waitForFunction(() => document.activeElement?.matches('.pi-card-button.open[data-focus-next]'));
    }
    await checkAccessibility(page, 'pi after a turn');
    // The notebook and log tabs: Tab to the selected one, an arrow to the other.
    await tabTo(page, '#tab-notebook');
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'tab-log');
    assert.equal(await page.locator('#log').isVisible(), true);
    await announcedLineByLine(page);
    await screenshot(page, 'keyboard-pi-next-turn');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('Inkognito: go to a location', async () => {
    const { context, page, problems } = await openTable(browser, ['human', 'easy', 'easy'], 'inkognito');
    await page.locator('body[data-my-turn=true]').waitFor({ timeout: 30_000 });
    await checkAccessibility(page, 'inkognito at the start');
    const tabs = await tabTo(page, '[data-testid^=loc-]:enabled');
    console.log(`# inkognito: ${tabs} Tabs from the top of the page to the location ${await focused(page)}`);
    const before = await logLength(page);
    await page.keyboard.press('Enter');
    // The next seat goes somewhere, or (when this person placed last) the meetings begin.
    const lines = await otherSeatActs(page, before, /^([^(]+ (goes to|places the Ambassador|has chosen)|Meeting at )/);
    console.log(`# inkognito: ${lines.join(' | ')}`);
    assert.ok(lines.some((line) => /\(you\) goes to /.test(line)), `my move: ${lines.join(' | ')}`);
    await focusLandsOn(page, '#controls button, #board button, #hand button');
    await checkAccessibility(page, 'inkognito after a turn');
    await announcedLineByLine(page);
    await screenshot(page, 'keyboard-inkognito-next-turn');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
