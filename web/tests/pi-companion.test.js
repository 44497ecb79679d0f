// P.I.'s companion page (issue 18 point 1), against a running `whodunit serve`
// (scripts/browser-tests.sh), at desktop and phone size: the board's tiles entered by
// clicking each location on the map, a layout the game cannot produce refused, the table
// set up, an investigator and an evidence card recorded, the notebook's chances, facts
// and the value of each next action, a contradiction refused naming the entry, undo, a
// reload that resumes, and Italian. Screenshots go to web/test-results/.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openPage } from './pages.js';
import { BASE_URL, checkAccessibility, launch, screenshot } from './helpers.js';

const skip = BASE_URL ? false : 'WHODUNIT_URL is not set (run scripts/browser-tests.sh)';

describe('The P.I. companion', { skip }, () => {
  /** @type {import('playwright-core').Browser} */
  let browser;

  before(async () => {
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
  });

  test('sets up the board on the map, records, refuses a contradiction, undoes and resumes', async () => {
    for (const [width, height, name] of [
      [1280, 800, 'wide'],
      [390, 844, 'phone'],
    ]) {
      const { context, page, problems } = await openPage(browser, { width, height });
      // From the game's card on the front page to /companion/pi.
      await page.goto(`${BASE_URL}/`);
      await page.getByTestId('companion-pi').click();
      await page.waitForURL(/\/companion\/pi$/);
      await page.getByTestId('comp-start').waitFor();

      // The table: three players, this person at seat 0.
      await page.getByTestId('comp-players').selectOption('3');
      for (const [seat, player] of ['Me', 'Anna', '<b>Mario</b>'].entries()) {
        await page.getByTestId(`comp-name-${seat}`).fill(player);
      }
      await page.getByTestId('comp-me').selectOption('0');

      // Suspect i and crime i at location i, the rest blank: each location clicked on the
      // map, then its two tiles picked.
      for (let id = 1; id <= 12; id += 1) {
        await page.getByTestId(`setup-loc-${id}`).click();
        await page.getByTestId('setup-tile-suspect').selectOption(String(id));
        if (id <= 10) await page.getByTestId('setup-tile-crime').selectOption(String(id));
      }
      assert.match(await page.getByTestId('setup-slot-7-suspect').innerText(), /Maurice/);
      assert.match(await page.getByTestId('setup-slot-13-crime').innerText(), /No Crime/);
      // The held case: Bubbles, Bank Job, Lakeside.
      for (const kind of ['suspect', 'crime', 'location']) await page.getByTestId(`comp-held-${kind}`).selectOption('1');
      await page.getByTestId('setup-loc-7').scrollIntoViewIfNeeded();
      await screenshot(page, `pi-companion-${name}-setup`);
      await checkAccessibility(page, `pi-companion-${name}-setup`);

      // A layout the game cannot produce: Shorty taken off the board is refused, saying why.
      await page.getByTestId('setup-loc-12').click();
      await page.getByTestId('setup-tile-suspect').selectOption('');
      await page.getByTestId('comp-start').click();
      const message = page.getByTestId('message');
      await message.waitFor();
      assert.match(await message.innerText(), /Shorty is on no location.*PI-SETUP-8/);
      await page.getByTestId('setup-tile-suspect').selectOption('12');
      await page.getByTestId('comp-start').click();
      const notebook = page.getByTestId('pi-notebook');
      await notebook.waitFor();
      assert.match(await page.getByTestId('nb-possible').innerText(), /1.?287/);

      // #1: this person's investigator at Downtown found nothing.
      await page.getByTestId('comp-entry').selectOption('investigated');
      await page.getByTestId('comp-seat').selectOption('0');
      await page.getByTestId('comp-location').selectOption('11');
      await page.getByTestId('comp-discs').selectOption('0');
      await page.getByTestId('comp-cubes').selectOption('0');
      await page.getByTestId('comp-record').click();
      await page.getByTestId('records').locator('li[data-record="1"]').waitFor();
      assert.match(await page.getByTestId('records').innerText(), /Me \(you\) sent an investigator to Downtown: 0 discs, 0 cubes/);

      // #2: the Road House card gave this person a cube: the location is Ocean Drive.
      await page.getByTestId('comp-entry').selectOption('evidence');
      await page.getByTestId('comp-card').selectOption('location-9');
      await page.getByTestId('comp-result').selectOption('cube');
      await page.getByTestId('comp-record').click();
      await page.getByTestId('records').locator('li[data-record="2"]').waitFor();
      const facts = await notebook.getByTestId('nb-facts').locator('li').allInnerTexts();
      assert.ok(
        facts.some((line) => /^The location is Ocean Drive/.test(line)),
        `${facts}`,
      );
      assert.match(await notebook.getByTestId('nb-location').locator('li.certain').innerText(), /Ocean Drive/);
      assert.ok((await notebook.getByTestId('nb-investigate').locator('li').count()) > 0);
      // Every location this person may still investigate shows its value on the board.
      assert.match(await page.getByTestId('loc-bits-7').innerText(), /bits/);
      assert.equal(await page.getByTestId('loc-bits-11').count(), 0);
      await page.getByTestId('map').scrollIntoViewIfNeeded();
      await screenshot(page, `pi-companion-${name}-board`);
      // A name is text, never markup.
      assert.equal(await page.locator('#record-list b, .pi-notebook b, .pic-seats b').count(), 0);
      await notebook.getByTestId('nb-facts').scrollIntoViewIfNeeded();
      await screenshot(page, `pi-companion-${name}-facts`);
      await checkAccessibility(page, `pi-companion-${name}-facts`);

      // Rick's Café's card giving a disc contradicts #1 (next to Downtown), though not #2.
      await page.getByTestId('comp-entry').selectOption('evidence');
      await page.getByTestId('comp-card').selectOption('location-12');
      await page.getByTestId('comp-result').selectOption('disc');
      await page.getByTestId('comp-record').click();
      await page.waitForFunction(() => /contradicts/.test(document.querySelector('[data-testid="message"]')?.textContent ?? ''));
      assert.match(await message.innerText(), /contradicts entry #1\b/);
      assert.equal(await page.getByTestId('records').locator('li[data-record]').count(), 2);
      await message.scrollIntoViewIfNeeded();
      await screenshot(page, `pi-companion-${name}-refused`);

      await page.getByTestId('undo').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-record]').length === 1);
      await page.reload();
      await page.getByTestId('records').locator('li[data-record="1"]').waitFor();
      assert.match(await message.innerText(), /resumed: 1 recorded/);
      // Nothing is wider than the screen.
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(wide <= width, `the page is ${wide} px wide at ${width}`);

      // A new mini-game: its form shows the board to change on the map.
      await page.getByTestId('comp-entry').selectOption('mini_game');
      await page.getByTestId('entry-map').waitFor();
      await page.getByTestId('entry-loc-1').click();
      await page.getByTestId('entry-tile-suspect').selectOption('2');
      assert.match(await page.getByTestId('entry-slot-2-suspect').innerText(), /No Suspect/);
      await page.getByTestId('entry-loc-2').click();
      await page.getByTestId('entry-tile-suspect').selectOption('1');
      for (const kind of ['suspect', 'crime', 'location']) await page.getByTestId(`comp-new-held-${kind}`).selectOption('2');
      await page.getByTestId('entry-map').scrollIntoViewIfNeeded();
      await screenshot(page, `pi-companion-${name}-mini-game`);
      await page.getByTestId('comp-record').click();
      await page.getByTestId('records').locator('li[data-record="2"]').waitFor();
      assert.match(await page.getByTestId('pic-mini-game').innerText(), /Mini-game 2/);
      assert.match(await page.getByTestId('pic-seats').innerText(), /Me \(you\): 4 investigators left/);
      await screenshot(page, `pi-companion-${name}-resumed`);

      // A hand-edited file whose entries contradict each other is loaded with them named;
      // removing one brings the notebook back.
      const ids = (/** @type {number} */ count) => Array.from({ length: 14 }, (_, i) => (i < count ? i + 1 : null));
      const edited = {
        players: 3,
        me: 0,
        tiles: { suspect_tiles: ids(12), crime_tiles: ids(10) },
        held: { suspect: 1, crime: 1, location: 1 },
        records: [
          { investigated: { seat: 0, location: 11, discs: 0, cubes: 0 } },
          { evidence: { seat: 0, card: { location: 11 }, result: 'disc' } },
        ],
      };
      await page.getByTestId('import').setInputFiles({
        name: 'edited.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(edited)),
      });
      await page.waitForFunction(() => /contradict each other/.test(document.querySelector('[data-testid="message"]')?.textContent ?? ''));
      assert.match(await message.innerText(), /contradict each other: entry #1, entry #2\./);
      assert.ok(await page.locator('#notebook').isHidden());
      await screenshot(page, `pi-companion-${name}-conflicted`);
      await checkAccessibility(page, `pi-companion-${name}-conflicted`);
      await page.getByTestId('comp-remove-2').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-record]').length === 1);
      await page.getByTestId('pi-notebook').waitFor();

      // In Italian, the form, the records and the notebook's headings change language.
      await page.getByTestId('lang').selectOption('it');
      await page.waitForFunction(() => document.querySelector('[data-testid="comp-entry"] option')?.textContent === 'Un investigatore');
      assert.match(await page.getByTestId('records').innerText(), /Giocatore 1 \(tu\) ha mandato un investigatore a Downtown: 0 dischi, 0 cubetti/);
      await screenshot(page, `pi-companion-${name}-italian`);
      await checkAccessibility(page, `pi-companion-${name}-italian`);
      await page.getByTestId('lang').selectOption('en');
      assert.deepEqual(problems, []);
      await context.close();
    }
  });
});
