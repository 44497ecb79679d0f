// Clocks, against a running `whodunit serve` (scripts/browser-tests.sh): the new-table
// form sets a time per decision and the top bar counts it down; a person whose time runs
// out is stood in for by a bot, marked in the log and on a banner, until they take their
// seat back; and a server killed and started again on the same store keeps the clock
// where it was. Those two run on a server of this test's own (WHODUNIT_BIN), whose bots
// pause as for people, so that a game of bots does not end before the page looks.
// Screenshots at desktop and phone width go to web/test-results/.

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { BASE_URL, createTable, launch, screenshot } from './helpers.js';

const skip = BASE_URL ? false : 'WHODUNIT_URL is not set (run scripts/browser-tests.sh)';

/** Cluedo: Miss Scarlett (seat 0, a person) starts, two easy bots follow. */
const SEATS = [{ player: 'human' }, { player: 'bot', level: 'easy' }, { player: 'bot', level: 'easy' }];

/**
 * Creates a table through the API; the link of seat 0.
 * @param {string} base
 * @param {unknown} clock
 */
async function clockedTable(base, clock) {
  const answer = await fetch(`${base}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'cluedo', seats: SEATS, clock, stand_in: 'easy', public: false }),
  });
  assert.equal(answer.status, 201);
  const created = await answer.json();
  return `${base}${created.seats[0].link}`;
}

/**
 * The seconds the top bar says are left ("Your time: 0:17" gives 17).
 * @param {import('playwright-core').Page} page
 */
async function secondsShown(page) {
  const text = await page.getByTestId('clock').innerText();
  const match = text.match(/(\d+):(\d\d)/);
  assert.ok(match, `a time in "${text}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** A free TCP port on 127.0.0.1, for a server that must come back on the same address. */
async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The bots' pause on this test's own server: long enough to look between moves. */
const BOT_DELAY_MS = '600';

/**
 * Starts `whodunit serve` on `port` with the store `db`; resolves once it listens.
 * @param {string} db
 * @param {number} port
 */
async function startServer(db, port) {
  const binary = process.env.WHODUNIT_BIN;
  assert.ok(binary, 'WHODUNIT_BIN names the server binary');
  const child = spawn(binary, ['serve', '--host', '127.0.0.1', '--port', String(port), '--db', db, '--bot-delay-ms', BOT_DELAY_MS], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server stopped (${code})`)));
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('serving on')) resolve(undefined);
    });
  });
  child.removeAllListeners('exit');
  return child;
}

describe('Clocks', { skip }, () => {
  /** @type {import('playwright-core').Browser} */
  let browser;
  const dir = mkdtempSync(join(tmpdir(), 'whodunit-clock-'));
  const db = join(dir, 'tables.db');
  let base = '';
  let port = 0;
  /** @type {import('node:child_process').ChildProcess} */
  let server;

  before(async () => {
    browser = await launch();
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = await startServer(db, port);
  });

  after(async () => {
    await browser?.close();
    server?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  test('the form sets a clock and the top bar counts it down', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const { invites } = await createTable(page, ['human', 'easy', 'easy'], { clock: '30s', shot: 'clock-form' });
    await page.goto(invites[0]);
    await page.getByTestId('clock').waitFor();
    const shown = await secondsShown(page);
    assert.ok(shown > 0 && shown <= 30, `at most 30 s: ${shown}`);
    assert.match(await page.getByTestId('clock').innerText(), /Your time/);
    await screenshot(page, 'clock-desk');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('clock').waitFor();
    await screenshot(page, 'clock-phone');
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 390, 'no sideways scrolling');
    await page.close();
  });

  test('a bot plays for a person whose time ran out, until they take the seat back', async () => {
    for (const [width, height, name] of [
      [1280, 800, 'desk'],
      [390, 844, 'phone'],
    ]) {
      const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
      const link = await clockedTable(base, { seconds: 3 });
      await page.goto(link);
      // The person does nothing: after three seconds the banner says a bot plays.
      await page.getByTestId('stand-in-banner').waitFor({ timeout: 20_000 });
      // Everyone else at the table sees whom the bot plays for.
      const spectator = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
      await spectator.goto(link.replace(/\?.*$/, ''));
      await spectator.getByText('A bot is playing for Miss Scarlett').waitFor();
      await screenshot(spectator, `stand-in-spectator-${name}`);
      await spectator.close();
      await page.locator('#tab-log').click();
      await page.locator('#log .stand-in').first().waitFor();
      await screenshot(page, `stand-in-${name}`);
      if (width === 390) {
        assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 390, 'no sideways scrolling');
      }
      await page.getByTestId('take-back').click();
      await page.waitForSelector('body[data-stand-in=false]');
      assert.equal(await page.getByTestId('stand-in-banner').isVisible(), false);
      await page.close();
    }
  });

  test('a server killed and started again keeps the clock', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(await clockedTable(base, { seconds: 40 }));
    await page.getByTestId('clock').waitFor();
    const shownBefore = await secondsShown(page);
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
    await page.waitForTimeout(4000);
    server = await startServer(db, port);
    // The page reconnects by itself; the clock it is sent goes on from the stored time.
    await page.locator('#conn[data-state=online]').waitFor({ timeout: 20_000 });
    await page.waitForTimeout(500);
    const shownAfter = await secondsShown(page);
    assert.ok(shownAfter <= shownBefore - 4, `the clock went on through the restart: ${shownBefore} s, then ${shownAfter} s`);
    await screenshot(page, 'clock-after-restart');
    await page.close();
  });
});
