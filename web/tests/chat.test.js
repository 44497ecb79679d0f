// Table chat in the browser, against a running `whodunit serve` (scripts/browser-tests.sh
// starts one and sets WHODUNIT_URL): two people and a spectator write to each other; markup
// is shown as text and runs nothing; a bidi override is refused; a spectator's line stays
// with the spectators; muting hides a speaker in this browser only and outlives a reload;
// the replay shows the lines. Screenshots (desktop and phone) go to web/test-results/.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openPage } from './pages.js';
import { BASE_URL, checkAccessibility, createTable, launch, screenshot } from './helpers.js';

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const skip = BASE_URL ? false : 'WHODUNIT_URL is not set (run scripts/browser-tests.sh)';

/** A line that would run script if it were ever read as HTML. */
const HOSTILE = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script> & co';

/**
 * The chat lines a page shows, as "name: text".
 * @param {import('playwright-core').Page} page
 */
async function shown(page) {
  return page.locator('[data-testid=chat-line]').evaluateAll((items) =>
    items.map((item) => `${item.querySelector('.chat-name')?.textContent}: ${item.querySelector('.chat-text')?.textContent}`),
  );
}

/**
 * Opens the Chat tab and writes a line.
 * @param {import('playwright-core').Page} page
 * @param {string} text
 */
async function say(page, text) {
  if ((await page.locator('#tab-chat').getAttribute('aria-selected')) !== 'true') await page.locator('#tab-chat').click();
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-input').press('Enter');
}

/**
 * Waits until the page shows a line with `text`.
 * @param {import('playwright-core').Page} page
 * @param {string} text
 */
async function waitForLine(page, text) {
  await page.locator('[data-testid=chat-line] .chat-text', { hasText: text }).first().waitFor({ state: 'attached', timeout: 15_000 });
}

/** @param {import('playwright-core').Page} page */
async function myName(page) {
  return page.evaluate(async () => (await (await fetch('/api/me')).json()).name);
}

describe('table chat in the browser', { skip }, () => {
  /** @type {import('playwright-core').Browser} */
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
  });

  test('two people and a spectator chat; markup is text; mute hides a speaker; a reload keeps the lines', async () => {
    const maker = await openPage(browser, WIDE);
    const { invites, spectator } = await createTable(maker.page, ['human', 'human'], {
      game: 'guess',
      fields: { 'option-cards': '9' },
    });
    await maker.context.close();
    const ann = await openPage(browser, WIDE);
    const bob = await openPage(browser, WIDE);
    const watcher = await openPage(browser, WIDE);
    await ann.page.goto(invites[0]);
    await bob.page.goto(invites[1]);
    await watcher.page.goto(spectator);
    for (const { page } of [ann, bob, watcher]) await page.getByTestId('status').waitFor();
    const annName = await myName(ann.page);
    const bobName = await myName(bob.page);

    // Ann writes; the counter counts to 300; Bob is told of a new line on his closed tab.
    await ann.page.locator('#tab-chat').click();
    await ann.page.getByTestId('chat-input').fill('Hello from Ann');
    assert.equal(await ann.page.getByTestId('chat-count').textContent(), '14/300');
    assert.equal(await ann.page.getByTestId('chat-input').getAttribute('maxlength'), '300');
    await ann.page.getByTestId('chat-input').press('Enter');
    await bob.page.getByTestId('chat-unread').waitFor();
    assert.equal(await bob.page.getByTestId('chat-unread').textContent(), '1');
    await bob.page.locator('#tab-chat').click();
    assert.equal(await bob.page.getByTestId('chat-unread').isHidden(), true);
    for (const { page } of [ann, bob, watcher]) await waitForLine(page, 'Hello from Ann');
    assert.deepEqual(await shown(bob.page), [`${annName}: Hello from Ann`]);

    // Markup is shown exactly as typed and runs nothing, anywhere.
    await say(bob.page, HOSTILE);
    for (const { page } of [ann, bob, watcher]) {
      await waitForLine(page, '& co');
      assert.ok((await shown(page)).includes(`${bobName}: ${HOSTILE}`));
      assert.equal(await page.locator('#chat img, #chat script').count(), 0, 'no element made from a line');
      assert.equal(await page.evaluate(() => /** @type {any} */ (window).__pwned), undefined, 'nothing ran');
    }

    // A right-to-left override is refused with a reason, and shown nowhere.
    await say(bob.page, 'evil \u202Egnp.exe');
    await bob.page.getByTestId('chat-note').filter({ hasText: 'U+202E' }).waitFor();
    assert.equal(await bob.page.getByTestId('error-banner').isVisible().catch(() => false), false);

    // A spectator's line stays with the spectators at this table.
    await say(watcher.page, 'Only the spectators read this');
    await waitForLine(watcher.page, 'Only the spectators');
    await say(bob.page, 'Your turn, Ann');
    await waitForLine(ann.page, 'Your turn, Ann');
    assert.ok(!(await shown(ann.page)).some((line) => line.includes('Only the spectators')));
    await screenshot(ann.page, 'chat-desktop');

    // Ann mutes Bob: his two lines go, counted, with an unmute.
    await ann.page
      .locator('[data-testid=chat-line]', { hasText: 'Your turn, Ann' })
      .getByTestId('chat-mute')
      .click();
    assert.deepEqual(await shown(ann.page), [`${annName}: Hello from Ann`]);
    assert.equal(await ann.page.getByTestId('chat-muted-count').textContent(), '2 muted lines');
    await screenshot(ann.page, 'chat-muted');
    // Bob still reads everything: muting is Ann's browser's own.
    assert.equal((await shown(bob.page)).length, 3);

    // A reload brings the lines back from the server, and Bob stays muted.
    await ann.page.reload();
    await ann.page.getByTestId('status').waitFor();
    await ann.page.locator('#tab-chat').click();
    await ann.page.getByTestId('chat-muted-count').waitFor();
    assert.deepEqual(await shown(ann.page), [`${annName}: Hello from Ann`]);
    await ann.page.getByTestId('chat-unmute').click();
    assert.deepEqual(await shown(ann.page), [
      `${annName}: Hello from Ann`,
      `${bobName}: ${HOSTILE}`,
      `${bobName}: Your turn, Ann`,
    ]);
    assert.equal(await ann.page.getByTestId('chat-muted').isHidden(), true);

    // At phone size the chat fits: no sideways scrolling, the input on screen.
    await watcher.page.setViewportSize(PHONE);
    await watcher.page.locator('#tab-chat').scrollIntoViewIfNeeded();
    await watcher.page.getByTestId('chat-input').scrollIntoViewIfNeeded();
    const sideways = await watcher.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(sideways <= 0, `no sideways scrolling at phone width (${sideways}px)`);
    const box = await watcher.page.getByTestId('chat-input').boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= PHONE.width, `the input fits: ${JSON.stringify(box)}`);
    await screenshot(watcher.page, 'chat-phone');
    await checkAccessibility(watcher.page, 'chat at phone width');

    // The replay shows the lines written up to its step, as text.
    const id = new URL(spectator).pathname.split('/')[2];
    await watcher.page.goto(`${BASE_URL}/table/${id}/replay?viewer=spectator`);
    await watcher.page.locator('#tab-chat').click();
    await waitForLine(watcher.page, 'Your turn, Ann');
    assert.equal((await shown(watcher.page)).length, 4);
    assert.equal(await watcher.page.locator('#chat img, #chat script, #chat form').count(), 0);
    await watcher.page.getByTestId('chat').scrollIntoViewIfNeeded();
    await screenshot(watcher.page, 'chat-replay-phone');

    for (const one of [ann, bob, watcher]) {
      assert.deepEqual(one.problems, []);
      await one.context.close();
    }
  });

  test("a table made so lets the players read the spectators' chat", async () => {
    const maker = await openPage(browser, WIDE);
    const { invites, spectator } = await createTable(maker.page, ['human', 'human'], {
      game: 'guess',
      fields: { 'option-cards': '9' },
      spectatorChat: true,
    });
    await maker.context.close();
    const ann = await openPage(browser, WIDE);
    const watcher = await openPage(browser, WIDE);
    await ann.page.goto(invites[0]);
    await watcher.page.goto(spectator);
    for (const { page } of [ann, watcher]) await page.getByTestId('status').waitFor();
    await say(watcher.page, 'Good luck, both');
    await waitForLine(ann.page, 'Good luck, both');
    assert.deepEqual(await shown(ann.page), [`${await myName(watcher.page)}: Good luck, both`]);
    for (const one of [ann, watcher]) {
      assert.deepEqual(one.problems, []);
      await one.context.close();
    }
  });
});
