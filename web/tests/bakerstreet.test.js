// Bakerstreet in the browser, against a running `whodunit serve` (scripts/browser-tests.sh
// starts one and sets WHODUNIT_URL): tables created in the lobby and played to the end by
// clicking the page's controls only. Screenshots go to web/test-results/.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DESK, openPage, standInNotebook } from './pages.js';
import { BASE_URL, checkAccessibility, createTable, launch, playTurns, screenshot, tryClick } from './helpers.js';

const skip = BASE_URL ? false : 'WHODUNIT_URL is not set (run scripts/browser-tests.sh)';

/**
 * Plays one seat by clicking until the game-over banner: challenges once the round has
 * `patience` bids, else places its first playable card at the first open position with a
 * bid a little above the lowest legal one; as challenge winner evaluates the first
 * position offered, as evaluation winner takes the first letter offered. Returns how many
 * actions it took.
 * @param {import('playwright-core').Page} page
 * @param {{patience?: number, deadlineMs?: number, onStep?: (n: number) => Promise<void>}} [policy]
 */
async function playUntilOver(page, policy = {}) {
  const patience = policy.patience ?? 1;
  const step = async (/** @type {number} */ actions) => {
    const bids = await page.locator('[data-testid=bids] li').count();
    if (bids >= patience && (await tryClick(page, '[data-testid=act-challenge]'))) return true;
    if (await page.getByTestId('act-move').isVisible()) {
      return placeAndBid(page, actions % 3);
    }
    return (await tryClick(page, '[data-testid^=choose-]')) || tryClick(page, '[data-testid^=take-]');
  };
  const { actions } = await playTurns(page, step, { ...policy, deadlineMs: policy.deadlineMs ?? 100_000 });
  return actions;
}

/**
 * Composes a move through the hand, the circle and the bid field, then sends it.
 * @param {import('playwright-core').Page} page
 * @param {number} raise  how far above the lowest legal bid
 */
async function placeAndBid(page, raise) {
  await tryClick(page, '[data-testid^=hand-card-]:enabled');
  if (!(await tryClick(page, '[data-testid^=pos-]:enabled'))) return false;
  const bid = page.getByTestId('bid');
  const lowest = Number(await bid.getAttribute('min').catch(() => null));
  const highest = Number(await bid.getAttribute('max').catch(() => null));
  await bid.fill(String(Math.min(lowest + raise, highest))).catch(() => {});
  return tryClick(page, '[data-testid=act-move]');
}

/** A notebook in exactly the shape the server will send (docs/protocol.md, Bakerstreet). */
const NOTEBOOK = {
  stacks: [
    [
      { owner: 0, value: 3, symbol: 'x2', visible: true },
      { owner: 1, value: 5, symbol: 'stop', visible: false },
    ],
    [],
    [{ owner: 1, value: 2, symbol: 'arrow', visible: true }],
    [],
    [],
  ],
  piles: [
    { size: 7, known: ['K', 'C'], exact: false, may_hold: ['K', 'C', 'F', 'R'] },
    { size: 7, known: null, exact: false },
    { size: 8, known: null, exact: false },
    { size: 6, known: ['A', 'B', 'Q', 'R', 'S', 'T'], exact: true },
    { size: 8, known: null, exact: false },
  ],
  opponent_discards: [{ owner: 1, value: 2, symbol: null }],
  opponent_known: [
    { owner: 1, value: 1, symbol: null },
    { owner: 1, value: 3, symbol: null },
  ],
  opponent_total: Array.from({ length: 16 }, (_, t) => (t === 7 ? 0.5 : t === 8 ? 0.5 : 0)),
  sum: Array.from({ length: 31 }, (_, t) => (t >= 10 && t < 20 ? 0.1 : 0)),
  bid: 17,
  p_sum_at_least_bid: 0.42,
};

describe('Bakerstreet in the browser', { skip }, () => {
  /** @type {import('playwright-core').Browser} */
  let browser;

  before(async () => {
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
  });

  test('a person creates a table against a bot in the lobby and plays it to the end', async () => {
    const { context, page, problems } = await openPage(browser);
    let notebookAsks = 0;
    page.on('websocket', (ws) =>
      ws.on('framesent', (frame) => {
        if (String(frame.payload).includes('"type":"notebook"')) notebookAsks += 1;
      }),
    );

    const { invites } = await createTable(page, ['human', 'easy'], {
      game: 'bakerstreet',
      fields: { 'option-max_rounds': '4' },
      shot: 'bs-a',
    });
    await page.goto(invites[0]);
    await page.getByTestId('status').waitFor();

    // The table: five face-down piles of eight, empty stacks, three cards in hand.
    for (let position = 0; position < 5; position++) {
      assert.equal(await page.getByTestId(`pile-${position}`).locator('.bs-pile-size').innerText(), '8');
    }
    assert.equal(await page.getByTestId('hand').locator('.bs-card').count(), 3);
    assert.match(await page.getByTestId('circle').innerText(), /Round 1 of 4/);
    await screenshot(page, 'bs-a-start');
    await checkAccessibility(page, 'bs-a-start');

    // The memory aid is on by default: the server's answer, or a quiet "not available".
    await page.locator('[data-testid=memory], [data-testid=memory-unavailable]').first().waitFor();
    await screenshot(page, 'bs-a-memory');

    // Switched off it is neither shown nor asked for, and the browser remembers that.
    await page.getByTestId('memory-toggle').uncheck();
    await page.getByTestId('memory-off').waitFor();
    const asksBefore = notebookAsks;
    let shots = 0;
    await playUntilOver(page, {
      patience: 1,
      onStep: async (n) => {
        if (n === 3) {
          assert.equal(notebookAsks, asksBefore, 'no notebook is asked for while the aid is off');
          await page.reload();
          await page.getByTestId('memory-off').waitFor();
          assert.equal(await page.getByTestId('memory-toggle').isChecked(), false);
        }
        if (n % 4 === 0 && shots < 4) {
          shots += 1;
          await screenshot(page, `bs-a-step-${n}`);
          await checkAccessibility(page, `bs-a-step-${n}`);
        }
      },
    });
    await screenshot(page, 'bs-a-over');
    await checkAccessibility(page, 'bs-a-over');

    assert.match(await page.getByTestId('status').innerText(), /wins!|draw/);
    assert.match(await page.getByTestId('result').innerText(), /round limit|seven|no evidence/i);
    // Both collections are revealed at the end, the opponent's too.
    assert.equal(await page.getByTestId('collection-1').locator('.bs-letter').count(), 20);
    assert.match(await page.getByTestId('challenge-verdict').innerText(), /Total \d+ against a bid of \d+/);
    await page.locator('#tab-log').click();
    const log = await page.getByTestId('log').locator('li').allInnerTexts();
    assert.ok(log.some((line) => /challenges .* Total \d+: .* wins the challenge/.test(line)), 'a challenge reveal');
    assert.ok(log.some((line) => /wins the evaluation/.test(line)), 'an evaluation');
    assert.ok(log.some((line) => /STOP|x2|ARROW/.test(line)), 'symbols are named');
    assert.ok(log.some((line) => /^Game over/.test(line)), 'the end');
    await screenshot(page, 'bs-a-log');
    await checkAccessibility(page, 'bs-a-log');

    await page.locator('#tab-notebook').click();
    await page.getByTestId('memory-toggle').check();
    const aid = page.locator('[data-testid=memory], [data-testid=memory-unavailable]').first();
    await aid.waitFor();
    assert.ok(notebookAsks > asksBefore, 'switched on, the notebook is asked for');
    await aid.scrollIntoViewIfNeeded();
    await screenshot(page, 'bs-a-memory-end');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the memory aid draws the notebook the server sends', async () => {
    const { context, page, problems } = await openPage(browser);
    // Stand in for the server's notebook answer.
    await standInNotebook(page, NOTEBOOK);
    await page.addInitScript(() => localStorage.setItem('whodunit.bakerstreet.memory', 'on'));
    const { invites } = await createTable(page, ['human', 'easy'], { game: 'bakerstreet' });
    await page.goto(invites[0]);
    const memory = page.getByTestId('memory');
    await memory.waitFor();

    const stacks = memory.getByTestId('memory-stacks').locator('li');
    assert.equal(await stacks.count(), 5);
    assert.equal(await stacks.nth(0).locator('.bs-card').count(), 2);
    assert.equal(await stacks.nth(0).locator('.bs-card.remembered').count(), 1);
    assert.equal(await stacks.nth(0).locator('.bs-card.remembered').getAttribute('aria-label'), 'Blue 5 STOP');
    const piles = await memory.getByTestId('memory-piles').locator('li').allInnerTexts();
    assert.match(piles[0], /certainly\s+K C\s+· when last seen: K C F R/);
    assert.match(piles[1], /never seen/);
    assert.match(piles[3], /A B Q R S T\s+\(exactly/);
    assert.equal(await memory.getByTestId('memory-discards').locator('.bs-card').count(), 1);
    // Cards known by elimination are drawn as cards, not as chances.
    assert.equal(await memory.getByTestId('memory-known').locator('.bs-card').count(), 2);
    assert.equal(await memory.getByTestId('memory-sum').locator('rect').count(), 31);
    assert.equal(await memory.getByTestId('memory-sum').locator('rect.at-least').count(), 14);
    assert.match(await memory.getByTestId('p-bid').innerText(), /bid of 17: 42%/);
    await memory.getByTestId('memory-sum').scrollIntoViewIfNeeded();
    await screenshot(page, 'bs-memory-aid');
    await checkAccessibility(page, 'bs-memory-aid');
    await page.setViewportSize({ width: 390, height: 844 });
    await memory.getByTestId('memory-known').scrollIntoViewIfNeeded();
    await screenshot(page, 'bs-memory-known-phone');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('two people play each other from two browsers, one in Italian', async () => {
    const desk = await openPage(browser);
    const phone = await openPage(browser, { width: 390, height: 844 }, { isMobile: true, hasTouch: true });
    const watching = await browser.newContext({ viewport: DESK });
    const [a, b] = [desk.page, phone.page];

    const { invites, spectator } = await createTable(a, ['human', 'human'], {
      game: 'bakerstreet',
      fields: { 'option-max_rounds': '3' },
    });
    await a.goto(invites[0]);
    await b.goto(invites[1]);
    await a.getByTestId('status').waitFor();
    await b.getByTestId('status').waitFor();
    await b.getByTestId('lang').selectOption('it');
    await b.getByTestId('circle').getByText('Posizione 1').waitFor();

    // A spectator sees the table but no hand and no memory aid.
    const watcher = await watching.newPage();
    await watcher.goto(spectator);
    await watcher.getByTestId('status').waitFor();
    assert.equal(await watcher.getByTestId('hand').count(), 0);

    let shots = 0;
    const [movesA, movesB] = await Promise.all([
      playUntilOver(a, {
        patience: 1,
        onStep: async (n) => {
          if (n % 4 === 0 && shots < 3) {
            shots += 1;
            await screenshot(a, `bs-b-desk-step-${n}`);
          }
        },
      }),
      playUntilOver(b, { patience: 2 }),
    ]);
    assert.ok(movesA > 0 && movesB > 0, 'both people played');
    await screenshot(a, 'bs-b-desk-over');
    await screenshot(b, 'bs-b-phone-over');
    await checkAccessibility(b, 'bs-b-phone-over');
    await watcher.getByTestId('result').waitFor();
    await screenshot(watcher, 'bs-b-spectator-over');

    // Each saw its own draws and nobody else's.
    const privateA = await a.getByTestId('log').locator('li.private').allInnerTexts();
    const privateB = await b.getByTestId('log').locator('li.private').allInnerTexts();
    assert.ok(privateA.some((line) => /^You drew/.test(line)));
    assert.ok(privateB.some((line) => /^Peschi/.test(line)));
    assert.equal(await watcher.getByTestId('log').locator('li.private').count(), 0);
    assert.match(await b.getByTestId('status').innerText(), /Vince|patta/);
    assert.deepEqual({ a: desk.problems, b: phone.problems }, { a: [], b: [] });
    await desk.context.close();
    await phone.context.close();
    await watching.close();
  });
});
