// Inkognito's companion page (issue 18 point 2), against a running `whodunit serve`
// (scripts/browser-tests.sh), at desktop and phone size: the table set up, a black card
// and a pair recorded, the notebook's chances, facts (with the names given) and pairs
// shown, a contradiction refused naming the entry, undo, and a reload that resumes.
// Screenshots go to web/test-results/.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openPage } from './pages.js';
import { BASE_URL, checkAccessibility, launch, screenshot } from './helpers.js';

const skip = BASE_URL ? false : 'WHODUNIT_URL is not set (run scripts/browser-tests.sh)';

describe('The Inkognito companion', { skip }, () => {
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
      // From the game's card on the front page to /companion/inkognito.
      await page.goto(`${BASE_URL}/`);
      await page.getByTestId('companion-inkognito').click();
      await page.waitForURL(/\/companion\/inkognito$/);

      // The table: four players, this person at seat 0 with Lord Fiddlebottom and 52.
      await page.getByTestId('comp-start').waitFor();
      await page.getByTestId('comp-players').selectOption('4');
      for (const [seat, player] of ['Me', 'Anna', '<b>Mario</b>', 'David'].entries()) {
        await page.getByTestId(`comp-name-${seat}`).fill(player);
      }
      await page.getByTestId('comp-me').selectOption('0');
      await page.getByTestId('comp-identity').selectOption('F');
      await page.getByTestId('comp-fragment').selectOption('52');
      await screenshot(page, `ink-companion-${name}-setup`);
      await checkAccessibility(page, `ink-companion-${name}-setup`);
      await page.getByTestId('comp-start').click();
      const notebook = page.getByTestId('ik-notebook');
      await notebook.waitFor();

      /** Records something shown to this person at round 1 at Rialto. */
      const saw = async (/** @type {string} */ from, /** @type {string} */ card) => {
        await page.getByTestId('comp-entry').selectOption('saw');
        await page.getByTestId('comp-round').fill('1');
        await page.getByTestId('comp-location').selectOption('rialto');
        await page.getByTestId('comp-meeting').selectOption('two_agents');
        await page.getByTestId('comp-from').selectOption(from);
        await page.getByTestId('comp-what').selectOption('black');
        await page.getByTestId('comp-black').selectOption(card);
        await page.getByTestId('comp-record').click();
      };

      // #1: Anna showed her black card Colonel Bubble: she is this person's partner.
      await saw('1', 'identity-B');
      await page.getByTestId('records').locator('li[data-record="1"]').waitFor();
      const facts = await notebook.getByTestId('nb-facts').locator('li').allInnerTexts();
      assert.ok(
        facts.some((line) => /^Anna is Colonel Bubble\./.test(line)),
        `a fact with Anna's name: ${facts}`,
      );
      assert.ok(facts.some((line) => /^Anna is your partner\./.test(line)), `${facts}`);
      // A name is text, never markup.
      assert.equal(await page.locator('#record-list b, .ik-notebook b').count(), 0);

      // #2: this person showed Anna the pair Lord Fiddlebottom + 0.
      await page.getByTestId('comp-entry').selectOption('showed');
      await page.getByTestId('comp-to').selectOption('1');
      await page.getByTestId('comp-what').selectOption('pair');
      await page.getByTestId('comp-card-1').selectOption('identity-F');
      await page.getByTestId('comp-card-2').selectOption('number-0');
      await page.getByTestId('comp-record').click();
      await page.getByTestId('records').locator('li[data-record="2"]').waitFor();
      const toAnna = notebook.getByTestId('nb-pairs').locator('li[data-seat="1"]');
      assert.match(await toAnna.innerText(), /11 left/);
      assert.equal(await toAnna.locator('s.shown').count(), 1);
      await notebook.getByTestId('nb-facts').scrollIntoViewIfNeeded();
      await screenshot(page, `ink-companion-${name}-facts`);
      await checkAccessibility(page, `ink-companion-${name}-facts`);

      // Mario showing Colonel Bubble too contradicts #1.
      await saw('2', 'identity-B');
      const message = page.getByTestId('message');
      await message.waitFor();
      assert.match(await message.innerText(), /contradicts entry #1\b/);
      assert.equal(await page.getByTestId('records').locator('li[data-record]').count(), 2);
      await message.scrollIntoViewIfNeeded();
      await screenshot(page, `ink-companion-${name}-refused`);
      await checkAccessibility(page, `ink-companion-${name}-refused`);

      await page.getByTestId('undo').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-record]').length === 1);
      await page.reload();
      await page.getByTestId('records').locator('li[data-record="1"]').waitFor();
      assert.match(await message.innerText(), /resumed: 1 recorded/);
      // Nothing is wider than the screen.
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(wide <= width, `the page is ${wide} px wide at ${width}`);
      await screenshot(page, `ink-companion-${name}-resumed`);

      // A hand-edited file whose entries contradict each other is loaded with them named;
      // removing one brings the notebook back.
      const black = (/** @type {number} */ round, /** @type {number} */ from) => ({
        saw: { round, location: 'salute', kind: 'two_agents', from: { seat: from }, shown: { black: { identity: 'Z' } } },
      });
      const edited = { players: 4, me: 0, identity: 'F', fragment: '52', records: [black(1, 2), black(2, 3)] };
      await page.getByTestId('import').setInputFiles({
        name: 'edited.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(edited)),
      });
      await page.waitForFunction(() => document.querySelectorAll('[data-record]').length === 2);
      assert.match(await message.innerText(), /contradict each other: entry #1, entry #2\./);
      assert.ok(await page.locator('#notebook').isHidden());
      await screenshot(page, `ink-companion-${name}-conflicted`);
      await checkAccessibility(page, `ink-companion-${name}-conflicted`);
      await page.getByTestId('comp-remove-2').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-record]').length === 1);
      await page.getByTestId('ik-notebook').waitFor();
      assert.ok(await page.locator('#entry').isVisible(), 'the entry form is back');

      // In Italian, the form, the records and the notebook's headings change language.
      await page.getByTestId('lang').selectOption('it');
      await page.waitForFunction(() => document.querySelector('[data-testid="comp-entry"] option')?.textContent === 'Mostrato a me');
      assert.match(await page.getByTestId('records').innerText(), /turno 1, Salute: Giocatore 3 ha mostrato a te la carta nera/);
      await screenshot(page, `ink-companion-${name}-italian`);
      await checkAccessibility(page, `ink-companion-${name}-italian`);
      await page.getByTestId('lang').selectOption('en');
      assert.deepEqual(problems, []);
      await context.close();
    }
  });
});
