// End-to-end tests of the browser client against a running `whodunit serve`
// (scripts/browser-tests.sh starts one and sets WHODUNIT_URL). Screenshots go to
// web/test-results/.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openPage } from './pages.js';
import { BASE_URL, checkAccessibility, createTable, launch, playUntilOver, screenshot } from './helpers.js';

const skip = BASE_URL ? false : 'WHODUNIT_URL is not set (run scripts/browser-tests.sh)';
/** The desktop window of these tests. */
const WIDE = { width: 1280, height: 800 };

describe('Cluedo in the browser', { skip }, () => {
  /** @type {import('playwright-core').Browser} */
  let browser;

  before(async () => {
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
  });

  test('a person creates a table with three bots and plays a whole game', async () => {
    const { context, page, problems } = await openPage(browser, WIDE);

    // The policy below ends the game by accusing; a turn limit set through the lobby's
    // advanced options is the safety net (the game then ends as a draw).
    const { invites } = await createTable(page, ['human', 'medium', 'medium', 'medium'], {
      shot: 'a',
      options: '{"turn_limit": 400}',
    });
    assert.ok(invites[0], 'the human seat has an invite link');
    await page.goto(invites[0]);
    await page.getByTestId('status').waitFor();
    await screenshot(page, 'a-start');
    await checkAccessibility(page, 'a-start');

    // The board: 9 rooms named from the catalogue, six pawns, weapons listed in rooms.
    await assert.doesNotReject(page.getByTestId('pawn-scarlett').waitFor());
    assert.equal(await page.locator('.cluedo-board .pawn').count(), 6);
    assert.equal(await page.locator('.cluedo-board .room-label').count() >= 9, true);
    assert.ok((await page.locator('.cluedo-board .weapon-label').count()) >= 1);
    assert.equal(await page.getByTestId('hand').locator('li').count() >= 4, true);

    let shots = 0;
    // Ending a turn out of a room, the status offers no suggestion (there is none to make).
    let corridors = 0;
    await playUntilOver(page, {
      accuseAfter: 3,
      onStep: async (n) => {
        if (n % 10 === 0 && shots < 4) {
          shots += 1;
          await screenshot(page, `a-step-${n}`);
          await checkAccessibility(page, `a-step-${n}`);
        }
      },
      beforeEndTurn: async () => {
        if (await page.getByTestId('act-suggest').count()) return;
        const status = await page.getByTestId('status').innerText();
        // The turn may have passed on while the controls were being redrawn: nothing to judge.
        if (!/your turn/i.test(status)) return;
        assert.doesNotMatch(status, /suggest/i);
        assert.match(status, /Accuse or end your turn/);
        if (corridors === 0) await screenshot(page, 'a-corridor');
        corridors += 1;
      },
    });
    assert.ok(corridors > 0, 'the game ended a turn outside a room at least once');
    await screenshot(page, 'a-over');
    await checkAccessibility(page, 'a-over');
    // Every hand is shown at the end (CL-INFO-12): the deductions leave no chance open.
    await page.waitForFunction(
      () => {
        const grid = document.querySelector('[data-testid=assist-grid]');
        return grid !== null && !/%/.test(grid.textContent ?? '');
      },
      null,
      { timeout: 15_000 },
    );
    if (await page.getByTestId('reveal-ok').isVisible()) await page.getByTestId('reveal-ok').click();
    await page.getByTestId('assist-grid').scrollIntoViewIfNeeded();
    await screenshot(page, 'a-over-notebook');
    const result = await page.getByTestId('result').innerText();
    assert.match(result, /envelope held/i);
    // Six pawns fit in every room off its walls: the squares they stand on there have all
    // four neighbours in the room.
    const onWalls = await page.evaluate(async () => {
      const { GEOMETRY } = await import('/static/games/cluedo-drawing.js');
      /** @type {string[]} */
      const bad = [];
      for (const room of GEOMETRY.rooms.values()) {
        const cells = new Set(room.cells.map(([r, c]) => `${r},${c}`));
        for (const [r, c] of room.slots.slice(0, 6)) {
          const around = [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]];
          if (!around.every(([y, x]) => cells.has(`${y},${x}`))) bad.push(`${room.key} ${r},${c}`);
        }
      }
      return bad;
    });
    assert.deepEqual(onWalls, []);
    const log = await page.getByTestId('log').locator('li').allInnerTexts();
    assert.ok(log.some((line) => /Game over/.test(line)), 'the log tells the end');
    // Places by their names, never by coordinates.
    assert.ok(log.some((line) => /moved to the corridor by the [A-Z]/.test(line)), 'a move in a corridor');
    assert.ok(!log.some((line) => /\(\d+,\d+\)/.test(line)), 'no coordinates in the log');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("a refused action shows the server's message with its rule id", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // Keep a handle on the page's socket so the test can send what the page never would.
    await page.addInitScript(() => {
      const send = WebSocket.prototype.send;
      WebSocket.prototype.send = function (data) {
        /** @type {any} */ (window).lastSocket = this;
        return send.call(this, data);
      };
    });
    const { invites } = await createTable(page, ['human', 'medium']);
    await page.goto(invites[0]);
    await page.getByTestId('act-roll').waitFor();
    await page.evaluate(() =>
      /** @type {any} */ (window).lastSocket.send(
        JSON.stringify({ type: 'action', seq: 0, action: 'end_turn' }),
      ),
    );
    const banner = page.getByTestId('error');
    await banner.waitFor();
    assert.match(await banner.innerText(), /\(CL-[A-Z]+-\d+\)/);
    await screenshot(page, 'c-rule-error');
    await checkAccessibility(page, 'c-rule-error');
    // The page is still usable: the roll goes through and clears the message.
    await page.getByTestId('act-roll').click();
    await page.getByTestId('die').waitFor();
    assert.equal(await banner.isVisible(), false);
    await context.close();
  });

  test('two people play each other from two browsers, one on a phone in Italian', async () => {
    const desk = await openPage(browser, WIDE);
    const phone = await openPage(browser, { width: 390, height: 844 }, { isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const [a, b] = [desk.page, phone.page];

    const { invites, spectator } = await createTable(a, ['human', 'human']);
    await a.goto(invites[0]);
    await b.goto(invites[1]);
    await a.getByTestId('status').waitFor();
    await b.getByTestId('status').waitFor();

    // The phone switches to Italian; names come from the Italian catalogue.
    await b.getByTestId('lang').selectOption('it');
    await b.locator('.room-label', { hasText: /sala da ballo/i }).first().waitFor();
    assert.equal(await b.evaluate(() => localStorage.getItem('whodunit.lang')), 'it');
    await screenshot(b, 'b-phone-start');
    await checkAccessibility(b, 'b-phone-start');

    // A spectator sees the same board but no hand. It gets a context of its own: a
    // second page in one context is a background tab, where clicks never settle.
    const spectating = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const watcher = await spectating.newPage();
    await watcher.goto(spectator);
    await watcher.getByTestId('status').waitFor();
    assert.equal(await watcher.getByTestId('hand').count(), 0);

    let shotA = 0;
    let shotB = 0;
    let showChecked = false;
    await Promise.all([
      playUntilOver(a, {
        accuseAfter: 4,
        onStep: async (n) => {
          if (n % 12 === 0 && shotA < 3) {
            shotA += 1;
            await screenshot(a, `b-desk-step-${n}`);
          }
        },
      }),
      playUntilOver(b, {
        accuseAfter: 4,
        onShow: async () => {
          if (showChecked) return;
          showChecked = true;
          await screenshot(b, 'b-phone-show-dialog');
          await checkAccessibility(b, 'b-phone-show-dialog');
        },
        onStep: async (n) => {
          if (n % 12 === 0 && shotB < 3) {
            shotB += 1;
            await screenshot(b, `b-phone-step-${n}`);
          }
        },
      }),
    ]);
    await screenshot(a, 'b-desk-over');
    await screenshot(b, 'b-phone-over');
    await watcher.getByTestId('result').waitFor();
    await screenshot(watcher, 'b-spectator-over');
    await checkAccessibility(watcher, 'b-spectator-over');

    // Both saw private cards: every refutation in a two-player game is shown to one of them.
    const logA = await a.getByTestId('log').locator('li.private').allInnerTexts();
    const logB = await b.getByTestId('log').locator('li.private').allInnerTexts();
    assert.ok(logA.length + logB.length > 0, 'private lines appear in the logs');
    assert.match(await b.getByTestId('result').innerText(), /busta/i);
    assert.deepEqual({ a: desk.problems, b: phone.problems }, { a: [], b: [] });
    await desk.context.close();
    await phone.context.close();
    await spectating.close();
  });
});
