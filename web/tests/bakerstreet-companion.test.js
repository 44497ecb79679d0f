// Bakerstreet's companion page (issue 18 point 3), against a running `whodunit serve`
// (scripts/browser-tests.sh), at desktop and phone size: the set-up, moves of both
// players, the stacks with a covered card, a card the person no longer holds refused
// naming the entry that placed it, a challenge and its evaluation, a look and a take, the
// next round's draws offered, undo, a reload that resumes, and Italian words.
// Screenshots go to web/test-results/.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openPage } from './pages.js';
import { BASE_URL, checkAccessibility, launch, screenshot } from './helpers.js';

const skip = BASE_URL ? false : 'WHODUNIT_URL is not set (run scripts/browser-tests.sh)';

describe('The Bakerstreet companion', { skip }, () => {
  /** @type {import('playwright-core').Browser} */
  let browser;

  before(async () => {
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
  });

  test('records a game, refuses a contradiction, undoes and resumes', async () => {
    for (const [width, height, name] of [
      [1280, 800, 'wide'],
      [390, 844, 'phone'],
    ]) {
      const { context, page, problems } = await openPage(browser, { width, height });
      // From the game's card on the front page to /companion/bakerstreet.
      await page.goto(`${BASE_URL}/`);
      await page.getByTestId('companion-bakerstreet').click();
      await page.waitForURL(/\/companion\/bakerstreet$/);

      // The set-up: this person is Red (seat 0), moves first, and holds 3x2, 0 and 5.
      await page.getByTestId('comp-start').waitFor();
      await page.getByTestId('comp-name-0').fill('Me');
      await page.getByTestId('comp-name-1').fill('<b>Bruno</b>');
      await page.getByTestId('comp-me').selectOption('0');
      await page.getByTestId('comp-first').selectOption('0');
      for (const [i, card] of ['3x2', '0', '5'].entries()) {
        await page.getByTestId(`comp-dealt-${i}`).selectOption(card);
      }
      await screenshot(page, `bs-companion-${name}-setup`);
      await checkAccessibility(page, `bs-companion-${name}-setup`);
      await page.getByTestId('comp-start').click();
      const notebook = page.getByTestId('bs-companion');
      await notebook.waitFor();
      const next = page.getByTestId('bsc-next');
      assert.match(await next.innerText(), /Me \(you\) to move/);

      /** Records a move; `drew` only for this person's own. */
      const move = async (/** @type {string} */ kind, /** @type {string} */ card, /** @type {number} */ position, /** @type {number} */ bid, /** @type {string} */ drew = '') => {
        const count = await page.locator('[data-record]').count();
        await page.getByTestId('comp-entry').selectOption(kind);
        await page.getByTestId('comp-card').selectOption(card);
        await page.getByTestId('comp-position').selectOption(String(position));
        await page.getByTestId('comp-bid').fill(String(bid));
        if (drew) await page.getByTestId('comp-drew').selectOption(drew);
        await page.getByTestId('comp-record').click();
        return count;
      };
      const recorded = (/** @type {number} */ n) => page.waitForFunction((n) => document.querySelectorAll('[data-record]').length === n, n);

      // #1 Me: 5 at position 3, drew a 4, bid 10; #2 Bruno: 1 on it, bid 12.
      await move('move', '5', 2, 10, '4');
      await recorded(1);
      assert.equal(await page.getByTestId('comp-entry').inputValue(), 'they', "the opponent's move is offered next");
      await move('they', '1', 2, 12);
      await recorded(2);
      // Position 3's stack: Bruno's 1 over this person's covered 5.
      const stack = notebook.getByTestId('memory-stacks').locator('li').nth(2);
      assert.equal(await stack.locator('.bs-card').count(), 2);
      assert.match(await page.getByTestId('p-bid').innerText(), /bid of 12/);
      // A name is text, never markup.
      assert.equal(await page.locator('#record-list b, .bsc-notebook b').count(), 0);
      await screenshot(page, `bs-companion-${name}-stacks`);
      await checkAccessibility(page, `bs-companion-${name}-stacks`);

      // #3 Me: 3x2 at position 2, drew a 1; placing 3x2 again contradicts #3.
      await move('move', '3x2', 1, 13, '1');
      await recorded(3);
      await move('they', '2stop', 0, 14);
      await recorded(4);
      await move('move', '3x2', 3, 15, '1');
      const message = page.getByTestId('message');
      await message.waitFor();
      assert.match(await message.innerText(), /entry #3\b/);
      assert.equal(await page.locator('[data-record]').count(), 4);
      await message.scrollIntoViewIfNeeded();
      await screenshot(page, `bs-companion-${name}-refused`);
      await checkAccessibility(page, `bs-companion-${name}-refused`);

      // #5 Me challenges; Bruno shows 0 0 1 (total 6 < 14: this person wins).
      await page.getByTestId('comp-entry').selectOption('challenge');
      await page.getByTestId('comp-challenger').selectOption('0');
      for (const [i, card] of ['0', '0', '1'].entries()) await page.getByTestId(`comp-shown-${i}`).selectOption(card);
      await page.getByTestId('comp-record').click();
      await recorded(5);
      assert.equal(await page.getByTestId('comp-entry').inputValue(), 'choose');
      // #6 position 3: 1 and 5 processed, this person wins and looks at the pile.
      await page.getByTestId('comp-position').selectOption('2');
      await page.getByTestId('comp-record').click();
      await recorded(6);
      assert.match(await next.innerText(), /You won at Position 3/);
      await page.getByTestId('comp-letters').fill('aabcdefg');
      await page.getByTestId('comp-record').click();
      await recorded(7);
      await page.getByTestId('comp-letter').selectOption('C');
      await page.getByTestId('comp-record').click();
      await recorded(8);
      assert.match(await next.innerText(), /Round 2 begins: enter the 3 cards you drew/);
      assert.equal(await page.getByTestId('comp-entry').inputValue(), 'draw');
      assert.match(await page.getByTestId('bsc-letters').innerText(), /You hold C/);
      await notebook.scrollIntoViewIfNeeded();
      await screenshot(page, `bs-companion-${name}-evaluated`);
      await checkAccessibility(page, `bs-companion-${name}-evaluated`);

      await page.getByTestId('undo').click();
      await recorded(7);
      await page.reload();
      await page.getByTestId('records').locator('li[data-record="7"]').waitFor();
      assert.match(await message.innerText(), /resumed: 7 recorded/);
      // Nothing is wider than the screen.
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(wide <= width, `the page is ${wide} px wide at ${width}`);
      await screenshot(page, `bs-companion-${name}-resumed`);

      // In Italian, the form, the records and the notebook change language.
      await page.getByTestId('lang').selectOption('it');
      await page.waitForFunction(() => document.querySelector('[data-testid="comp-entry"] option')?.textContent === 'La mia mossa');
      assert.match(await page.getByTestId('records').innerText(), /Hai guardato il mazzetto: AABCDEFG/);
      await screenshot(page, `bs-companion-${name}-italian`);
      await checkAccessibility(page, `bs-companion-${name}-italian`);
      await page.getByTestId('lang').selectOption('en');
      assert.deepEqual(problems, []);
      await context.close();
    }
  });
});
