// The replay viewer (/table/{id}/replay), against a running `whodunit serve`
// (scripts/browser-tests.sh): it steps forward and back, plays, jumps with the slider, links
// to a step and changes viewer after the end; while a game runs a seat replays its own view
// and the omniscient view is refused. Screenshots at desktop and phone width go to
// web/test-results/.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openPage } from './pages.js';
import { BASE_URL, checkAccessibility, createTable, launch, playUntilOver, screenshot } from './helpers.js';

const skip = BASE_URL ? false : 'WHODUNIT_URL is not set (run scripts/browser-tests.sh)';

/** @param {import('playwright-core').Page} page */
async function position(page) {
  const text = await page.getByTestId('replay-position').innerText();
  const match = text.match(/Step (\d+) of (\d+)/);
  assert.ok(match, text);
  return { step: Number(match[1]), last: Number(match[2]) };
}

/**
 * @param {import('playwright-core').Page} page
 * @param {number} step
 */
async function waitForStep(page, step) {
  await page.getByTestId('replay-position').filter({ hasText: new RegExp(`Step ${step} of`) }).waitFor();
}

describe('The replay viewer', { skip }, () => {
  /** @type {import('playwright-core').Browser} */
  let browser;

  before(async () => {
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
  });

  test('steps through a finished game as any viewer', async () => {
    const { context, page, problems } = await openPage(browser, { width: 1280, height: 800 });
    const { invites } = await createTable(page, ['human', 'easy', 'easy'], { private: true });
    await page.goto(invites[0]);
    await page.getByTestId('status').waitFor();
    await playUntilOver(page, { accuseAfter: 2 });
    const id = new URL(invites[0]).pathname.split('/').pop();

    await page.goto(`${BASE_URL}/table/${id}/replay?viewer=omniscient`);
    await page.getByTestId('replay-position').filter({ hasText: /Step \d+ of \d+/ }).waitFor();
    const { step, last } = await position(page);
    assert.ok(last > 3 && step === last, `opens at the last step: ${step} of ${last}`);
    await screenshot(page, 'replay-omniscient-end');
    await checkAccessibility(page, 'replay-omniscient-end');

    await page.getByTestId('replay-first').click();
    await waitForStep(page, 0);
    await page.getByTestId('replay-next').click();
    await waitForStep(page, 1);
    await page.getByTestId('replay-next').click();
    await waitForStep(page, 2);
    assert.ok((await page.locator('#log li').count()) > 0, 'the log up to step 2');
    await page.getByTestId('replay-prev').click();
    await waitForStep(page, 1);
    assert.match(page.url(), /step=1/, 'the address is the link to this step');

    // Play, fastest: the steps advance by themselves.
    await page.getByTestId('replay-speed').selectOption('0.25');
    await page.getByTestId('replay-play').click();
    await waitForStep(page, 4);
    await page.getByTestId('replay-play').click();
    // A step asked for just before the pause may still arrive.
    await page.waitForTimeout(300);
    const paused = (await position(page)).step;
    await page.waitForTimeout(600);
    assert.equal((await position(page)).step, paused, 'paused');

    // The slider jumps; a link to a step opens there.
    await page.getByTestId('replay-slider').fill(String(Math.floor(last / 2)));
    await waitForStep(page, Math.floor(last / 2));
    await page.goto(`${BASE_URL}/table/${id}/replay?viewer=omniscient&step=3`);
    await waitForStep(page, 3);

    // Another viewer: seat 2's view, with its notebook at that step.
    await page.getByTestId('replay-viewer').selectOption('1');
    await page.getByTestId('replay-viewer').locator('option:checked').filter({ hasText: 'Colonel Mustard' }).waitFor({ state: 'attached' });
    await page.getByTestId('assist-grid').waitFor();
    await screenshot(page, 'replay-seat-2-step-3');
    await checkAccessibility(page, 'replay-seat-2-step-3');

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const small = await phone.newPage();
    await small.goto(`${BASE_URL}/table/${id}/replay?viewer=0&step=5`);
    await waitForStep(small, 5);
    assert.ok((await small.evaluate(() => document.documentElement.scrollWidth)) <= 390, 'no sideways scrolling');
    await screenshot(small, 'replay-phone');
    await checkAccessibility(small, 'replay-phone');
    assert.deepEqual(problems, []);
    await phone.close();
    await context.close();
  });

  test('while the game runs a seat replays only its own view', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const { invites, spectator } = await createTable(page, ['human', 'easy', 'easy'], { private: true });
    await page.goto(invites[0]);
    await page.getByTestId('status').waitFor();
    await playUntilOver(page, { maxActions: 3 });
    const url = new URL(invites[0]);
    await page.goto(`${url.origin}${url.pathname}/replay${url.search}`);
    await page.getByTestId('replay-position').filter({ hasText: /so far/ }).waitFor();
    const viewers = await page.getByTestId('replay-viewer').locator('option').allInnerTexts();
    assert.deepEqual(viewers, ['A spectator', 'Miss Scarlett'], 'no other seat, no omniscient view yet');
    await screenshot(page, 'replay-running-own-seat');
    await checkAccessibility(page, 'replay-running-own-seat');

    // Without the seat's link, the omniscient view is refused by the server.
    await page.goto(`${spectator}/replay?viewer=omniscient`);
    await page.getByTestId('error').filter({ hasText: /still being played/ }).waitFor();
    await context.close();
  });
});
