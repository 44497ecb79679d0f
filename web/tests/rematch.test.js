// The end of a game, against a running `whodunit serve` (scripts/browser-tests.sh): two
// people finish a game, one asks for a rematch and lands in their seat at a new table, the
// other is told at once and joins the same table in their own seat; or the other leaves,
// and a bot plays their seat while the first plays the rematch. Screenshots at desktop and
// phone width go to web/test-results/.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openPage } from './pages.js';
import { BASE_URL, checkAccessibility, createTable, launch, playUntilOver, screenshot } from './helpers.js';

const skip = BASE_URL ? false : 'WHODUNIT_URL is not set (run scripts/browser-tests.sh)';

/** Where the page keeps the language chosen (web/i18n.js). */
const LANG_KEY = 'whodunit.lang';

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

  test('one person leaves the rematch and a bot plays their seat', async () => {
    const first = await openPage(browser, { width: 1280, height: 800 });
    const second = await openPage(browser, { width: 390, height: 844 });
    const [alice, bob] = [first.page, second.page];
    const { invites } = await createTable(alice, ['human', 'human'], { private: true });
    await alice.goto(invites[0]);
    await bob.goto(invites[1]);
    await alice.getByTestId('status').waitFor();
    await bob.getByTestId('status').waitFor();
    await Promise.all([playUntilOver(alice, { accuseAfter: 0 }), playUntilOver(bob, { accuseAfter: 0 })]);
    await alice.getByTestId('end-panel').waitFor();
    await bob.getByTestId('end-panel').waitFor();

    const old = tableOf(invites[0]);
    await alice.getByTestId('rematch').click();
    await alice.waitForURL((url) => tableOf(url.href) !== old);
    const rematch = tableOf(alice.url());
    await alice.getByTestId('status').waitFor();

    // Bob is offered Join and Leave side by side, each big enough for a finger.
    const leave = bob.getByTestId('leave-rematch');
    await bob.getByTestId('rematch').filter({ hasText: 'Join the rematch' }).waitFor();
    await leave.waitFor();
    for (const button of [bob.getByTestId('rematch'), leave]) {
      const box = await button.boundingBox();
      assert.ok(box && box.height >= 40 && box.width >= 40, `a touch target of ${JSON.stringify(box)}`);
    }
    // The dialog of Bob's wrong accusation may still be open over the panel.
    if (await bob.getByTestId('reveal-ok').isVisible()) await bob.getByTestId('reveal-ok').click();
    await leave.scrollIntoViewIfNeeded();
    await screenshot(bob, 'rematch-offered-phone');
    await checkAccessibility(bob, 'rematch-offered-phone');
    await leave.click();
    await bob.getByTestId('rematch-status').filter({ hasText: 'You left the rematch' }).waitFor();
    assert.equal(await leave.count(), 0, 'no Leave once left');
    assert.equal(await bob.getByTestId('rematch').count(), 0, 'no Join once left');
    assert.equal(await bob.getByTestId('watch-rematch').getAttribute('href'), `/table/${rematch}`);
    assert.ok((await bob.evaluate(() => document.documentElement.scrollWidth)) <= 390, 'no sideways scrolling');
    await bob.getByTestId('end-panel').scrollIntoViewIfNeeded();
    await screenshot(bob, 'rematch-left-phone');
    await checkAccessibility(bob, 'rematch-left-phone');

    // Alice sees that Bob left and that a bot plays his seat; she plays the rematch to its
    // end without waiting for him.
    await alice.getByTestId('seat-left').filter({ hasText: 'left the rematch' }).waitFor();
    await alice.getByTestId('people-left-1').filter({ hasText: 'a bot' }).waitFor();
    await screenshot(alice, 'rematch-left-desk');
    await checkAccessibility(alice, 'rematch-left-desk');
    await playUntilOver(alice, { accuseAfter: 1 });
    assert.ok((await alice.locator('.log-line.stand-in').count()) >= 1, 'the bot played for Bob');
    await screenshot(alice, 'rematch-left-over-desk');

    // In Italian, after a reload: leaving again changes nothing.
    await bob.evaluate((key) => localStorage.setItem(key, 'it'), LANG_KEY);
    await bob.reload();
    await bob.getByTestId('leave-rematch').filter({ hasText: 'Lascia' }).click();
    await bob.getByTestId('rematch-status').filter({ hasText: 'Hai lasciato la rivincita' }).waitFor();
    await screenshot(bob, 'rematch-left-it-phone');
    assert.deepEqual({ alice: first.problems, bob: second.problems }, { alice: [], bob: [] });
    await first.context.close();
    await second.context.close();
  });
});
