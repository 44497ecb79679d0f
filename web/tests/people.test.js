// Guests first (issue 16, point 1), against a running `whodunit serve`
// (scripts/browser-tests.sh): a first visit gets a name without asking; a table played with
// Play now is under My tables after the tab is closed and the site opened again, and its
// link leads back to the seat; another browser does not see it; a name is changed, refused
// with a reason when it cannot be, and shown as text whatever it holds; a long list shows
// the newest five until asked for all. Desktop and phone screenshots go to
// web/test-results/.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BASE_URL, RESULTS, checkAccessibility, launch, screenshot } from './helpers.js';
import { DESK, openPage } from './pages.js';

const skip = BASE_URL ? false : 'WHODUNIT_URL is not set (run scripts/browser-tests.sh)';
const PHONE = { width: 390, height: 844 };

/** A name a person may choose (24 characters at most), which must never run as markup. */
const HOSTILE = '<svg onload=ran=1>';

describe('Guests first: a name, My tables', { skip }, () => {
  /** @type {import('playwright-core').Browser} */
  let browser;

  before(async () => {
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
  });

  test('a guest plays, closes the tab, comes back and finds the table under My tables', async () => {
    for (const [size, viewport] of /** @type {const} */ ([['desk', DESK], ['phone', PHONE]])) {
      const { context, page, problems } = await openPage(browser, viewport);
      await page.goto(`${BASE_URL}/`);
      const name = await page.getByTestId('me-name').innerText();
      assert.ok(name.length > 0, 'a first visit has a name');
      assert.ok(await page.locator('#my-tables-section').isHidden(), 'no tables yet');
      const cookie = (await context.cookies()).find((c) => c.name === 'whodunit_session');
      assert.ok(cookie, 'a session cookie');
      assert.equal(cookie.httpOnly, true, 'out of reach of scripts');
      assert.equal(cookie.sameSite, 'Lax');

      await page.getByTestId('play-now-cluedo').click();
      await page.waitForURL(/\/table\/[^?]+\?seat=/);
      await page.locator('body[data-my-turn=true]').waitFor({ timeout: 30_000 });
      const seatUrl = page.url();
      const id = new URL(seatUrl).pathname.split('/').pop();
      await page.close();

      const again = await context.newPage();
      again.on('pageerror', (error) => problems.push(error.message));
      await again.goto(`${BASE_URL}/`);
      assert.equal(await again.getByTestId('me-name').innerText(), name, 'the same person');
      const row = again.getByTestId(`my-table-${id}`);
      await row.waitFor();
      assert.match(await row.innerText(), /Cluedo[\s\S]*seat 1 · playing/);
      assert.ok((await again.evaluate(() => document.documentElement.scrollWidth)) <= viewport.width, 'no sideways scrolling');
      await again.screenshot({ path: `${RESULTS}people-front-${size}.png`, fullPage: true });
      await checkAccessibility(again, `people-front-${size}`);
      await row.getByRole('link').click();
      await again.waitForURL(seatUrl);
      await again.locator('body[data-my-turn=true]').waitFor({ timeout: 30_000 });

      // Another browser is another person, who does not see that table.
      const other = await openPage(browser, viewport);
      await other.page.goto(`${BASE_URL}/`);
      await other.page.getByTestId('me-name').waitFor();
      assert.equal(await other.page.getByTestId(`my-table-${id}`).count(), 0);
      await other.context.close();
      assert.deepEqual(problems, []);
      await context.close();
    }
  });

  test('a name is changed, refused with a reason, and always shown as text', async () => {
    const { context, page, problems } = await openPage(browser, PHONE);
    await page.goto(`${BASE_URL}/`);
    await page.getByTestId('me-name').waitFor();

    await page.getByTestId('me-rename').click();
    await page.getByTestId('me-name-input').fill('   ');
    await page.getByTestId('me-name-save').click();
    await page.locator('#me-name-error:not([hidden])').waitFor();
    await screenshot(page, 'people-rename-refused-phone');
    assert.ok((await page.locator('#me-name-error').innerText()).length > 0, 'the reason is shown');

    await page.getByTestId('me-name-input').fill(HOSTILE);
    await page.getByTestId('me-name-save').click();
    await page.getByTestId('me-name').waitFor();
    assert.equal(await page.getByTestId('me-name').innerText(), HOSTILE, 'shown exactly, as text');
    await page.reload();
    assert.equal(await page.getByTestId('me-name').innerText(), HOSTILE, 'kept');
    assert.equal(await page.locator('#me-slot svg').count(), 0, 'no element made from the name');
    assert.equal(await page.evaluate(() => /** @type {any} */ (window).ran), undefined, 'nothing ran');
    await checkAccessibility(page, 'people-renamed-phone');

    // Six tables: My tables shows the newest five, and all of them when asked.
    const table = { game: 'guess', players: 2, seats: [{ player: 'human' }, { player: 'bot', level: 'easy' }], public: false };
    for (let n = 0; n < 6; n++) {
      const created = await page.request.post(`${BASE_URL}/api/tables`, { data: table });
      assert.equal(created.status(), 201, await created.text());
    }
    await page.reload();
    const rows = page.locator('[data-testid=my-tables] li');
    await rows.first().waitFor();
    assert.equal(await rows.count(), 5, 'the newest five');
    await page.getByTestId('my-tables-more').click();
    assert.equal(await rows.count(), 6, 'then all');
    await page.screenshot({ path: `${RESULTS}people-my-tables-phone.png`, fullPage: true });
    await checkAccessibility(page, 'people-my-tables-phone');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
