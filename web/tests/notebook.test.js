// The notebook's assistance at a table and the companion page, against a running
// `whodunit serve` (scripts/browser-tests.sh). Screenshots go to web/test-results/.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openPage } from './pages.js';
import {
  BASE_URL,
  checkAccessibility,
  createTable,
  launch,
  playUntilOver,
  screenshot,
  untilCluedoWaitsOnMe,
} from './helpers.js';

const skip = BASE_URL ? false : 'WHODUNIT_URL is not set (run scripts/browser-tests.sh)';

describe('The notebook', { skip }, () => {
  /** @type {import('playwright-core').Browser} */
  let browser;

  before(async () => {
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
  });

  test('at a table it shows chances and reasons, and hides them on request', async () => {
    const { context, page, problems } = await openPage(browser, { width: 1280, height: 800 });
    const { invites } = await createTable(page, ['human', 'medium', 'medium']);
    await page.goto(invites[0]);
    await page.getByTestId('status').waitFor();
    await playUntilOver(page, { maxActions: 8 });
    // A bot's suggestion may ask this seat for a card; its dialog would cover the notebook.
    await untilCluedoWaitsOnMe(page);

    const notebook = page.getByTestId('notebook');
    await notebook.getByTestId('assist-grid').waitFor();
    const cells = await notebook.locator('.assist-grid td').allInnerTexts();
    assert.ok(cells.some((text) => /%$/.test(text)), 'some chances are shown in per cent');
    assert.ok(cells.includes('✓') && cells.includes('✗'), 'certain cells are marked');
    assert.ok((await notebook.getByTestId('assist-envelopes').locator('li').count()) > 0);

    // A card of the seat's own hand: its reason says so.
    const mine = await page.getByTestId('hand').locator('li').first().getAttribute('data-card');
    assert.ok(mine);
    await notebook.getByTestId(`why-${mine}`).click();
    const reasons = await notebook.locator('.reasons li').allInnerTexts();
    assert.ok(reasons.some((line) => /your hand/.test(line)), `a reason for ${mine}: ${reasons}`);
    await screenshot(page, 'notebook-assist');
    await checkAccessibility(page, 'notebook-assist');

    // Deducing alone: only the plain grid, and the choice survives a reload.
    await notebook.getByTestId('assist-toggle').uncheck();
    assert.equal(await notebook.getByTestId('assist-grid').count(), 0);
    assert.equal(await notebook.locator('.reasons').count(), 0);
    assert.ok((await notebook.locator('.notebook-grid').count()) === 1);
    await page.reload();
    await notebook.locator('.notebook-grid').waitFor();
    assert.equal(await notebook.getByTestId('assist-toggle').isChecked(), false);
    assert.equal(await notebook.getByTestId('assist-grid').count(), 0);
    await screenshot(page, 'notebook-alone');
    await checkAccessibility(page, 'notebook-alone');
    await notebook.getByTestId('assist-toggle').check();
    await notebook.getByTestId('assist-grid').waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the companion records a game, refuses a contradiction, undoes and resumes', async () => {
    for (const [width, height, name] of [
      [1280, 800, 'wide'],
      [390, 844, 'phone'],
    ]) {
      const { context, page, problems } = await openPage(browser, { width, height });
      await page.goto(`${BASE_URL}/`);
      await page.getByTestId('companion-link').click();

      // The table: three players, Miss Scarlett (seat 1) is this person, Mrs White dealt.
      await page.getByTestId('comp-start').waitFor();
      for (const [seat, suspect] of ['scarlett', 'mustard', 'white'].entries()) {
        await page.getByTestId(`comp-player-${seat}`).selectOption(suspect);
      }
      await page.getByTestId('comp-me').selectOption('0');
      await page.getByTestId('comp-dealer').selectOption('2');
      for (const card of ['scarlett', 'mustard', 'dagger', 'rope', 'kitchen', 'hall']) {
        await page.getByTestId(`comp-hand-${card}`).check();
      }
      await screenshot(page, `companion-${name}-setup`);
      await checkAccessibility(page, `companion-${name}-setup`);
      await page.getByTestId('comp-start').click();
      const candlestick = page.getByTestId('deductions').locator('tr[data-card=candlestick] td');
      await candlestick.first().waitFor();
      const before = await candlestick.allInnerTexts();

      /** Records a suggestion through the entry form. */
      const suggest = async (
        /** @type {string} */ by,
        /** @type {string[]} */ [suspect, weapon, room],
        /** @type {string} */ refuter,
        /** @type {string | null} */ card,
      ) => {
        await page.getByTestId('comp-kind').selectOption('suggestion');
        await page.getByTestId('comp-by').selectOption(by);
        await page.getByTestId('comp-suspect').selectOption(suspect);
        await page.getByTestId('comp-weapon').selectOption(weapon);
        await page.getByTestId('comp-room').selectOption(room);
        await page.getByTestId('comp-refuter').selectOption(refuter);
        if (card) await page.getByTestId('comp-card').selectOption(card);
        await page.getByTestId('comp-record').click();
      };

      // #1: Colonel Mustard showed this person the Candlestick.
      await suggest('0', ['white', 'candlestick', 'ballroom'], '1', 'candlestick');
      await page.getByTestId('records').locator('li[data-record="1"]').waitFor();
      const after = await candlestick.allInnerTexts();
      assert.notDeepEqual(after, before, 'the chances changed');
      assert.equal(after[1], '✓', `Colonel Mustard holds the Candlestick: ${after}`);
      // The facts the Candlestick just made certain come first; what this person's own
      // hand tells (you hold / do not hold ...) comes after everything else.
      const facts = page.getByTestId('assist-facts');
      const lines = await facts.locator('.reasons li').allInnerTexts();
      assert.match(lines[0], /^✓ Colonel Mustard holds the Candlestick: he showed it to you\.$/);
      assert.ok(lines.slice(0, 3).every((line) => /the Candlestick/i.test(line)), `the Candlestick first: ${lines}`);
      assert.ok(!lines.some((line) => /^. You (do not )?hold /.test(line)), `your own hand last: ${lines}`);
      await facts.scrollIntoViewIfNeeded();
      await screenshot(page, `companion-${name}-facts`);
      await checkAccessibility(page, `companion-${name}-facts`);
      // #2: Colonel Mustard suggested; Mrs White passed and this person showed the Rope.
      await suggest('1', ['plum', 'rope', 'study'], '0', 'rope');
      await page.getByTestId('records').locator('li[data-record="2"]').waitFor();

      // Mrs White's suggestion that Colonel Mustard could not refute contradicts #1.
      await suggest('2', ['white', 'candlestick', 'ballroom'], '', null);
      const message = page.getByTestId('message');
      await message.waitFor();
      assert.match(await message.innerText(), /contradicts entry #1\b/);
      assert.equal(await page.getByTestId('records').locator('li[data-record]').count(), 2);
      await screenshot(page, `companion-${name}-refused`);
      await checkAccessibility(page, `companion-${name}-refused`);

      await page.getByTestId('undo').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-record]').length === 1);

      await page.reload();
      await page.getByTestId('records').locator('li[data-record="1"]').waitFor();
      assert.equal(await page.getByTestId('records').locator('li[data-record]').count(), 1);
      assert.match(await message.innerText(), /resumed: 1 recorded/);
      assert.deepEqual(await candlestick.allInnerTexts(), after);
      await screenshot(page, `companion-${name}-resumed`);

      // A correction: #1 becomes "nobody refuted", and the candlestick is open again.
      await page.getByTestId('comp-correct-1').click();
      await page.getByTestId('comp-refuter').selectOption('');
      await page.getByTestId('comp-record').click();
      await page.waitForFunction(() => !document.querySelector('li.correcting'));
      assert.notEqual((await candlestick.allInnerTexts())[1], '✓');
      assert.deepEqual(problems, []);
      await context.close();
    }
  });
});
