// Guess, the test game that proves a game plugs into the browser through its registry
// entry alone, against a running `whodunit serve` (scripts/browser-tests.sh starts one and
// sets WHODUNIT_URL): a person against a bot, played to the end by clicking the page's
// controls (asking, then naming the hidden card). Screenshots go to web/test-results/.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openPage } from './pages.js';
import { BASE_URL, checkAccessibility, createTable, launch, playTurns, screenshot, tryClick } from './helpers.js';

/** The two window sizes the screenshots are taken at. */
const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const skip = BASE_URL ? false : 'WHODUNIT_URL is not set (run scripts/browser-tests.sh)';

/** How many questions the person asks before naming a card. */
const ASKS = 1;
/**
 * A deal chosen by hand, so that the person's turns are the same every run: the person
 * holds A to D, the bot E to H, and I is hidden. The person's first question (E, the first
 * card offered) finds a card the bot holds, and the bot, with five cards left, asks rather
 * than guesses: the person names a card on the third turn.
 */
const DEAL = JSON.stringify({ explicit: { hidden: 8, hands: [[0, 1, 2, 3], [4, 5, 6, 7]] } });

/**
 * Looks at the page at phone width: no sideways scrolling, a screenshot, no serious
 * accessibility finding; then back to the wide window.
 * @param {import('playwright-core').Page} page
 * @param {string} name
 */
async function atPhoneWidth(page, name) {
  await page.setViewportSize(PHONE);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(sideways <= 0, `${name}: no sideways scrolling at phone width (${sideways}px)`);
  await screenshot(page, name);
  await checkAccessibility(page, name);
  await page.setViewportSize(WIDE);
}

/**
 * Plays the person's seat: asks about the first cards offered, then names the first card
 * the notebook still allows (any offered card while it has not answered).
 * @param {import('playwright-core').Page} page
 */
async function askThenGuess(page) {
  let asked = 0;
  const step = async () => {
    if (asked < ASKS && (await tryClick(page, '[data-testid^=ask-]'))) {
      asked += 1;
      return true;
    }
    // The notebook may not have taken the last answer in yet: a card the log already shows
    // in Blue's hand is never named.
    const log = (await page.locator('#log').innerText().catch(() => null)) ?? '';
    const held = new Set([...log.matchAll(/asks about ([A-Z]): Blue holds it/g)].map((m) => m[1]));
    const possible = (await page.getByTestId('notebook-possible').textContent().catch(() => null)) ?? '';
    const likely = possible.split(' ').filter((card) => /^[A-Z]$/.test(card) && !held.has(card));
    for (const card of [...likely, ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']) {
      if (!held.has(card) && (await tryClick(page, `[data-testid=guess-${card}]`))) return true;
    }
    return false;
  };
  await playTurns(page, step, { deadlineMs: 60_000 });
}

describe('guess in the browser', { skip }, () => {
  /** @type {import('playwright-core').Browser} */
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
  });

  test('a person plays against a bot to the end; the front page does not list the game', async () => {
    const { context, page, problems } = await openPage(browser, WIDE);
    const { invites } = await createTable(page, ['human', 'hard'], {
      game: 'guess',
      fields: { 'option-cards': '9' },
      options: DEAL,
    });
    await page.goto(invites[0]);
    await page.getByTestId('status').waitFor();
    assert.equal(await page.locator('[data-testid=deck] li').count(), 9, 'the deck of the option chosen');
    assert.deepEqual(await page.locator('[data-testid=hand] .guess-card').allTextContents(), ['A', 'B', 'C', 'D'], 'the deal chosen');
    // Seat 0 acts first (GU-TURN-1): the person's choices are offered.
    await page.locator('[data-testid^=ask-]').first().waitFor();
    await screenshot(page, 'guess-desk-turn');
    await checkAccessibility(page, 'guess-desk-turn');
    await atPhoneWidth(page, 'guess-phone-turn');
    // Its rules for players come from its own file, like every game's.
    await page.getByTestId('rules-button').click();
    const rules = page.locator('#rules[open]');
    await rules.locator('.rules-section').first().waitFor();
    assert.match(await rules.innerText(), /Name the hidden card/);
    await screenshot(page, 'guess-rules');
    await page.getByTestId('rules-close').click();

    await askThenGuess(page);
    const log = await page.locator('#log').innerText();
    assert.match(log, /Red \(you\) asks about E: Blue holds it\./, 'GU-ASK-1: the answer is public');
    assert.match(log, /Red \(you\) names [F-I] as the hidden card: (right!|wrong\.)/, 'GU-GUESS-1');
    assert.match(await page.getByTestId('result').innerText(), /wins/);
    await page.getByTestId('end-panel').waitFor();
    assert.ok(await page.getByTestId('rematch').isVisible(), 'the end panel offers a rematch');
    assert.equal(await page.locator('[data-testid=deck] .guess-card.hidden').textContent(), 'I', 'GU-INFO-3: the hidden card shown');
    await screenshot(page, 'guess-desk-over');
    await checkAccessibility(page, 'guess-desk-over');

    await atPhoneWidth(page, 'guess-phone-over');

    await page.goto(`${BASE_URL}/`);
    await page.locator('[data-testid^=game-card-]').first().waitFor();
    assert.equal(await page.getByTestId('game-card-guess').count(), 0, 'an unlisted game has no card');
    assert.ok(await page.getByTestId('game-card-cluedo').isVisible(), 'the listed games still do');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
