// The end of a game, against a running `whodunit serve` (scripts/browser-tests.sh): two
// people finish a game, one asks for a rematch and lands in their seat at a new table, the
// other is told at once and joins the same table in their own seat. Screenshots at desktop
// and phone width go to web/test-results/.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openPage } from './pages.js';
import { BASE_URL, checkAccessibility, createTable, launch, playUntilOver, screenshot } from './helpers.js';

const skip = BASE_URL ? false : 'WHODUNIT_URL is not set (run scripts/browser-tests.sh)';

/** @param {string} url */
function tableOf(url) {
  return new URL(url).pathname.split('/')[2];
}

describe('The end of a game', { skip }, () => {
  /** @type {import('playwright-core').Browser} */
  let browser;

  before(async () => {
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
  });

  test('two people play a rematch in the same seats', async () => {
    const first = await openPage(browser, { width: 1280, height: 800 });
    const second = await openPage(browser, { width: 390, height: 844 });
    const [alice, bob] = [first.page, second.page];
    const { invites } = await createTable(alice, ['human', 'human'], { private: true });
    await alice.goto(invites[0]);
    await bob.goto(invites[1]);
    await alice.getByTestId('status').waitFor();
    await bob.getByTestId('status').waitFor();
    // Both accuse at their first turn: the game ends soon, whoever is right.
    await Promise.all([playUntilOver(alice, { accuseAfter: 0 }), playUntilOver(bob, { accuseAfter: 0 })]);

    for (const page of [alice, bob]) {
      await page.getByTestId('end-panel').waitFor();
      await page.getByTestId('watch-replay').waitFor();
      assert.equal(await page.getByTestId('back-to-lobby').getAttribute('href'), '/');
    }
    await screenshot(alice, 'end-desk');
    await checkAccessibility(alice, 'end-desk');
    await screenshot(bob, 'end-phone');
    await checkAccessibility(bob, 'end-phone');
    assert.ok((await bob.evaluate(() => document.documentElement.scrollWidth)) <= 390, 'no sideways scrolling');

    const old = tableOf(invites[0]);
    await alice.getByTestId('rematch').click();
    await alice.waitForURL((url) => tableOf(url.href) !== old);
    const rematch = tableOf(alice.url());
    await alice.getByTestId('status').waitFor();

    // Bob hears of it without reloading, and joins in his own seat.
    await bob.getByTestId('rematch').filter({ hasText: 'Join the rematch' }).waitFor();
    await bob.getByTestId('rematch').click();
    await bob.waitForURL((url) => tableOf(url.href) === rematch);
    await bob.getByTestId('status').waitFor();
    assert.notEqual(new URL(alice.url()).search, new URL(bob.url()).search, 'each has their own seat');
    await screenshot(bob, 'rematch-phone');
    await checkAccessibility(bob, 'rematch-phone');

    // The watch-the-replay link of the finished table opens its replay.
    await alice.goto(invites[0]);
    await alice.getByTestId('watch-replay').click();
    await alice.getByTestId('replay-position').filter({ hasText: /Step \d+ of \d+$/ }).waitFor();
    assert.deepEqual({ alice: first.problems, bob: second.problems }, { alice: [], bob: [] });
    await first.context.close();
    await second.context.close();
  });
});
