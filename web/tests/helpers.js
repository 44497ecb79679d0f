// Shared pieces of the browser tests: launching Debian's Chromium, creating a table in
// the lobby, and a simple clicking policy that plays a seat through the page.

import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

/** The server under test, started by scripts/browser-tests.sh. */
export const BASE_URL = process.env.WHODUNIT_URL ?? '';
export const RESULTS = new URL('../test-results/', import.meta.url).pathname;

export async function launch() {
  mkdirSync(RESULTS, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/**
 * @param {import('playwright-core').Page} page
 * @param {string} name
 */
export async function screenshot(page, name) {
  await page.screenshot({ path: join(RESULTS, `${name}.png`) });
}

/**
 * Creates a table through the new-table page and returns the invite links.
 * @param {import('playwright-core').Page} page
 * @param {string[]} seats  "human" or a bot level, one per seat
 * @param {{game?: string, fields?: Record<string, string>, options?: string, shot?: string, private?: boolean, clock?: string, spectatorChat?: boolean}} [extra]
 *   `fields`: the page's option fields to fill, by test id; `private`: not listed in the lobby;
 *   `spectatorChat`: the players read the spectators' chat;
 *   `clock`: the clock's choice (`off` unless given, so that a slow test never meets a
 *   bot standing in for a person)
 * @returns {Promise<{invites: Record<number, string>, spectator: string}>}
 */
export async function createTable(page, seats, extra = {}) {
  await page.goto(`${BASE_URL}/new`);
  await page.getByTestId('create').waitFor();
  if (extra.game) await page.getByTestId('game').selectOption(extra.game);
  if (extra.private) await page.getByTestId('private').check();
  if (extra.spectatorChat) await page.getByTestId('spectator-chat').check();
  await page.getByTestId('clock').selectOption(extra.clock ?? 'off');
  await page.getByTestId('players').selectOption(String(seats.length));
  for (const [seat, choice] of seats.entries()) {
    await page.getByTestId(`seat-${seat}`).selectOption(choice);
  }
  if (extra.options || extra.fields) await page.locator('details.advanced summary').click();
  for (const [testid, value] of Object.entries(extra.fields ?? {})) {
    await page.getByTestId(testid).fill(value);
  }
  if (extra.options) await page.getByTestId('options-json').fill(extra.options);
  if (extra.shot) await screenshot(page, `${extra.shot}-lobby`);
  await page.getByTestId('create').click();
  await page.getByTestId('spectator').waitFor();
  if (extra.shot) await screenshot(page, `${extra.shot}-invites`);
  /** @type {Record<number, string>} */
  const invites = {};
  for (const [seat, choice] of seats.entries()) {
    if (choice !== 'human') continue;
    invites[seat] = await page.getByTestId(`invite-${seat}`).locator('input').inputValue();
  }
  const spectator = await page.getByTestId('spectator').locator('input').inputValue();
  return { invites, spectator };
}

/**
 * Clicks the first visible element matching `selector`, if any; true when clicked.
 * The page redraws on every frame, so a vanished element is not an error.
 * @param {import('playwright-core').Page} page
 * @param {string} selector
 */
export async function tryClick(page, selector) {
  const target = page.locator(selector).first();
  try {
    if (!(await target.isVisible())) return false;
    if (await target.isDisabled({ timeout: 300 })) return false;
    await target.click({ timeout: 1000 });
    return true;
  } catch (error) {
    if (process.env.DEBUG_CLICKS) console.log('click failed', selector, String(error).slice(0, 600));
    return false;
  }
}

/**
 * Plays one seat through its page until the game's result shows: dismisses private
 * reveals, and otherwise lets `step` look at the page and act once (true when it sent an
 * action; it is told how many it took so far), calling `onStep` after each action and waiting a moment when nothing was done.
 * Every game's play loop; the game says only what one step does.
 * @param {import('playwright-core').Page} page
 * @param {(actions: number) => Promise<boolean>} step
 * @param {{deadlineMs: number, maxActions?: number, onStep?: (n: number) => Promise<void>}} policy
 *   with `maxActions`, stops (without error) once this many actions were taken
 * @returns {Promise<{actions: number}>}
 */
export async function playTurns(page, step, policy) {
  const deadline = Date.now() + policy.deadlineMs;
  let actions = 0;
  let nextProbe = Date.now() + 5000;
  while (Date.now() < deadline) {
    if (process.env.DEBUG_PLAY && Date.now() > nextProbe) {
      nextProbe = Date.now() + 5000;
      const status = await page.getByTestId('status').innerText().catch(() => '?');
      const buttons = await page.locator('#controls button').allInnerTexts().catch(() => []);
      console.log(`[play ${page.url().slice(-6)}] ${status} [${buttons.join(', ')}] actions=${actions}`);
    }
    if (await page.getByTestId('result').isVisible()) return { actions };
    if (policy.maxActions !== undefined && actions >= policy.maxActions) return { actions };
    if (await tryClick(page, '[data-testid=reveal-ok]')) continue;
    if (await step(actions)) {
      actions += 1;
      if (policy.onStep) await policy.onStep(actions);
    } else {
      await page.waitForTimeout(40);
    }
  }
  const status = await page.getByTestId('status').innerText().catch(() => '?');
  const buttons = await page.locator('#controls button').allInnerTexts().catch(() => []);
  const dialog = await page.locator('#dialog[open]').innerText().catch(() => '');
  await page.screenshot({ path: `${RESULTS}stalled-${Date.now()}.png` }).catch(() => {});
  throw new Error(
    `the game did not end in time; status "${status}", buttons [${buttons.join(', ')}], dialog "${dialog}"`,
  );
}

/**
 * Plays one Cluedo seat with a simple policy until the game is over: show the first
 * offered card, roll, enter a room when one is offered or else take the first highlighted
 * square, suggest when allowed, accuse after `accuseAfter` own suggestions (with the
 * dialog's preselection) and otherwise end the turn.
 * @param {import('playwright-core').Page} page
 * `beforeEndTurn` looks at the page each time the turn is about to be ended, `onShow` each
 * time the dialog to show a card is open; the rest is `playTurns`'s.
 * @param {{accuseAfter?: number, deadlineMs?: number, maxActions?: number, onStep?: (n: number) => Promise<void>, beforeEndTurn?: () => Promise<void>, onShow?: () => Promise<void>}} [policy]
 * @returns {Promise<{actions: number}>}
 */
export async function playUntilOver(page, policy = {}) {
  const accuseAfter = policy.accuseAfter ?? 3;
  let suggestions = 0;
  const step = async () => {
    if (await page.locator('#dialog[open] [data-testid^=show-]').count()) {
      if (policy.onShow) await policy.onShow();
      return tryClick(page, '#dialog[open] [data-testid^=show-]');
    }
    if (await page.locator('#dialog[open]').count()) {
      // A dialog this policy did not open: close it.
      await page.keyboard.press('Escape');
      return false;
    }
    if (await tryClick(page, '[data-testid=act-show]')) return false; // opens the dialog
    if (await tryClick(page, '[data-testid=act-roll]')) return true;
    if (await tryClick(page, '[data-testid^=enter-]')) return true;
    if (await tryClick(page, '.reach.mine')) return true;
    if (suggestions >= accuseAfter && (await tryClick(page, '[data-testid=act-accuse]'))) {
      await page.getByTestId('confirm-accuse').click();
      return true;
    }
    if (await tryClick(page, '[data-testid=act-suggest]')) {
      await page.getByTestId('confirm-suggest').click();
      suggestions += 1;
      return true;
    }
    if (await page.getByTestId('act-end_turn').isVisible()) {
      if (policy.beforeEndTurn) await policy.beforeEndTurn();
      return tryClick(page, '[data-testid=act-end_turn]');
    }
    return tryClick(page, '[data-testid=act-stay]');
  };
  return playTurns(page, step, { ...policy, deadlineMs: policy.deadlineMs ?? 240_000 });
}

/**
 * Waits until the Cluedo game waits on this seat again (the bots play on after the person
 * stops), then closes a dialog that opened by itself, such as the one asking this seat to
 * show a card, so that nothing covers the page. The dialog is not opened again on its own
 * for the same step, and the game does not move while it waits on this seat.
 * @param {import('playwright-core').Page} page
 */
export async function untilCluedoWaitsOnMe(page) {
  await page.locator('#controls button, .reach.mine').first().waitFor();
  if (await page.locator('#dialog[open]').count()) await page.keyboard.press('Escape');
  await page.locator('#dialog[open]').waitFor({ state: 'detached' });
}

/** axe-core's source, read once and injected into each page checked. */
let axeSource = '';

/**
 * Runs axe-core on the page as it stands and fails on any violation of impact
 * `serious` or `critical`, naming each rule, its impact, how many elements break it
 * and the first few of them. Lesser findings (moderate, minor) are printed when
 * AXE_VERBOSE is set, never failed.
 * @param {import('playwright-core').Page} page
 * @param {string} name  where the page is, for the message
 */
export async function checkAccessibility(page, name) {
  if (!axeSource) {
    axeSource = readFileSync(new URL('../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  /** @type {{id: string, impact: string | null, help: string, nodes: {target: unknown[]}[]}[]} */
  const violations = await page.evaluate(async () => {
    const axe = /** @type {any} */ (window).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((/** @type {any} */ v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((/** @type {any} */ n) => ({ target: n.target })),
    }));
  });
  const describe = (/** @type {typeof violations[number]} */ v) =>
    `${v.id} (${v.impact}) x${v.nodes.length}: ${v.help}; ${v.nodes
      .slice(0, 3)
      .map((n) => JSON.stringify(n.target))
      .join(', ')}`;
  const grave = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const minor = violations.filter((v) => !grave.includes(v));
  if (minor.length && process.env.AXE_VERBOSE) console.log(`# axe ${name}: ${minor.map(describe).join('; ')}`);
  assert.deepEqual(grave.map(describe), [], `axe on ${name}`);
}
