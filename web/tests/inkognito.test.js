// Inkognito in the browser, against a running `whodunit serve` (scripts/browser-tests.sh
// starts one and sets WHODUNIT_URL): tables created in the lobby and played by clicking the
// page's controls only (locations or location cards, the pair composer, black cards,
// naming, passing, the call dialog) until a game of the match ends. A match to 3 points
// can take long, so each test stops once a game has ended. Screenshots go to
// web/test-results/.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DESK, seatedPages } from './pages.js';
import { BASE_URL, checkAccessibility, createTable, launch, screenshot, tryClick } from './helpers.js';

const skip = BASE_URL ? false : 'WHODUNIT_URL is not set (run scripts/browser-tests.sh)';

/**
 * The test ids of the enabled controls matching a selector.
 * @param {import('playwright-core').Page} page
 * @param {string} selector
 */
function enabled(page, selector) {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)]
        .filter((el) => !(/** @type {HTMLButtonElement} */ (el).disabled))
        .map((el) => el.getAttribute('data-testid') ?? ''),
    selector,
  );
}

/** @template T @param {T[]} list @returns {T} */
const any = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * Composes a pair in the composer: a random card the page offers, then a random card
 * still offered with it, then shows it.
 * @param {import('playwright-core').Page} page
 */
async function showRandomPair(page) {
  for (let i = 0; i < 2; i++) {
    const cards = (await enabled(page, '[data-testid^=pair-card-]')).filter((id) => !id.includes('picked'));
    const unpicked = [];
    for (const id of cards) if ((await page.getByTestId(id).getAttribute('aria-pressed')) !== 'true') unpicked.push(id);
    if (!unpicked.length) return false;
    await page.getByTestId(any(unpicked)).click();
  }
  return tryClick(page, '[data-testid=show-pair]');
}

/**
 * Calls through the dialog with its preselected number (the notebook's likeliest when it
 * has one), or the first number it accepts.
 * @param {import('playwright-core').Page} page
 * @param {string} [shot]
 */
async function call(page, shot) {
  await page.getByTestId('act-call').click();
  await page.getByTestId('confirm-call').waitFor();
  const fragments = ['52', '11', '0', '29'];
  if (await page.getByTestId('confirm-call').isDisabled()) {
    for (const [i, who] of ['F', 'B', 'Z', 'X'].entries()) await page.getByTestId(`call-${who}`).selectOption(fragments[i]);
  }
  if (shot) await screenshot(page, shot);
  if (shot) await checkAccessibility(page, shot);
  await page.getByTestId('confirm-call').click();
}

/**
 * Plays one seat by clicking until the first game of the match ends (or the match).
 * Placement: a random offered location. At a meeting: call when the notebook's likeliest
 * number is certain, or once `callAfter` meetings with a call allowed have passed; else a
 * random pair (or now and then a black card); elsewhere a random offered button.
 * @param {import('playwright-core').Page} page
 * @param {{deadlineMs?: number, callAfter?: number, shots?: string}} [policy]
 */
async function playOneGame(page, policy = {}) {
  const deadline = Date.now() + (policy.deadlineMs ?? 180_000);
  let actions = 0;
  let callable = 0;
  let shotPair = false;
  while (Date.now() < deadline) {
    if (await page.getByTestId('game-ended').count()) return actions;
    if (await tryClick(page, '[data-testid=reveal-ok]')) continue;
    if (await page.locator('#dialog[open]').count()) await page.keyboard.press('Escape');
    const places = await enabled(page, '[data-testid^=loc-]');
    if (places.length) {
      await page.getByTestId(any(places)).click();
      actions += 1;
      continue;
    }
    const mayCall = (await enabled(page, '[data-testid=act-call]')).length > 0;
    if (mayCall) {
      callable += 1;
      const certain = (await page.locator('[data-testid=nb-numbers] li[data-p="1"]').count()) > 0;
      if (certain || (policy.callAfter !== undefined && callable > policy.callAfter)) {
        await call(page, policy.shots && `${policy.shots}-call`);
        actions += 1;
        continue;
      }
    }
    if (await page.getByTestId('pair-composer').count()) {
      if (policy.shots && !shotPair) {
        shotPair = true;
        await screenshot(page, `${policy.shots}-meeting`);
        await checkAccessibility(page, `${policy.shots}-meeting`);
      }
      const black = await enabled(page, '[data-testid^=show-black-]');
      if (black.length && Math.random() < 0.15) await page.getByTestId(any(black)).click();
      else if (!(await showRandomPair(page))) continue;
      actions += 1;
      continue;
    }
    const other = await enabled(page, '#controls [data-testid^=ask-], #controls [data-testid^=reveal-], #controls [data-testid^=look-], #controls [data-testid=act-pass]');
    if (other.length) {
      await page.getByTestId(any(other)).click();
      actions += 1;
      continue;
    }
    await page.waitForTimeout(40);
  }
  const status = await page.getByTestId('status').innerText().catch(() => '?');
  await screenshot(page, `inkognito-stalled-${Date.now()}`).catch(() => {});
  throw new Error(`no game ended in time; status "${status}", ${actions} actions`);
}

/**
 * Screenshots at the page's desktop size and at a phone's 390 x 844, where the page must
 * not scroll sideways; the desktop size is restored. `focus` is scrolled into view first.
 * @param {import('playwright-core').Page} page
 * @param {string} name
 * @param {import('playwright-core').Locator} [focus]
 */
async function desktopAndPhone(page, name, focus) {
  await focus?.scrollIntoViewIfNeeded();
  await screenshot(page, name);
await checkAccessibility(page, name);
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await focus?.scrollIntoViewIfNeeded();
  await screenshot(page, `${name}-phone`);
await checkAccessibility(page, `${name}-phone`);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `${name}: the page is ${width} pixels wide on a phone`);
  if (desktop) await page.setViewportSize(desktop);
}

/**
 * What each colour name means, tested on a computed CSS colour's hue (degrees),
 * saturation and lightness (0 to 1).
 * @type {Record<string, (c: {h: number, s: number, l: number}) => boolean>}
 */
const NAMED_COLOURS = {
  'Light blue': ({ h, s, l }) => s > 0.3 && h >= 185 && h <= 215 && l > 0.45,
  Pink: ({ h, s }) => s > 0.3 && h >= 300 && h <= 350,
  Green: ({ h, s }) => s > 0.25 && h >= 90 && h <= 150,
  Orange: ({ h, s }) => s > 0.5 && h >= 20 && h <= 45,
  Grey: ({ s }) => s < 0.1,
};

/** `rgb(r, g, b)` as hue, saturation and lightness. @param {string} css */
function hsl(css) {
  const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((x) => Number(x) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

/**
 * Checks that every seat's chip on the board and swatch among the players is painted in
 * the colour its name says; returns the names seen on chips.
 * @param {import('playwright-core').Page} page
 */
async function coloursAgreeWithNames(page) {
  /** @param {string} selector @param {string} property */
  const painted = (selector, property) =>
    page.locator(selector).evaluateAll(
      (els, property) => els.map((el) => ({ text: el.closest('li, .ik-chip, .ik-pawn')?.textContent ?? '', colour: getComputedStyle(el).getPropertyValue(property) })),
      property,
    );
  const chips = await painted('.ik-chip[data-seat]:not([data-seat=dummy])', 'border-top-color');
  const pawns = await painted('.ik-pawn.agent path.body', 'fill');
  const swatches = await painted('.ik-players .ik-swatch', 'background-color');
  assert.equal(pawns.length, chips.length, 'a pawn for each chip');
  const seen = [];
  for (const { text, colour } of [...chips, ...pawns, ...swatches]) {
    const name = Object.keys(NAMED_COLOURS).find((n) => text.startsWith(n));
    assert.ok(name, `a colour name in "${text}"`);
    assert.ok(NAMED_COLOURS[name](hsl(colour)), `"${text}" is painted ${colour}`);
  }
  for (const { text } of chips) seen.push(text.replace(/ \(you\)$/, ''));
  return { chips: seen, swatches: swatches.length };
}

/**
 * Checks the board: the five locations each drawn as a scene at least `minWidth` pixels
 * wide, with a pawn inside the scene for every person named at the location.
 * @param {import('playwright-core').Page} page
 * @param {number} minWidth
 */
async function pawnsStandOnTheirScenes(page, minWidth) {
  const places = ['rialto', 'san_marco', 'san_giorgio', 'salute', 'ponte_dei_sospiri'];
  for (const where of places) {
    const location = page.getByTestId(`loc-${where}`);
    const scene = await location.getByTestId(`scene-${where}`).boundingBox();
    assert.ok(scene && scene.width >= minWidth, `${where}: the scene is ${scene?.width} pixels wide`);
    const named = await location.locator('.ik-chip').allInnerTexts();
    const pawns = location.locator('.ik-pawn');
    assert.deepEqual(await pawns.locator('title').allTextContents(), named, `${where}: a pawn for each person named`);
    for (const pawn of await pawns.all()) {
      const box = await pawn.boundingBox();
      assert.ok(box && box.x >= scene.x && box.x + box.width <= scene.x + scene.width && box.y >= scene.y && box.y + box.height <= scene.y + scene.height, `${where}: pawns stand inside the scene`);
    }
  }
}

/**
 * The deal of the rules' worked example (§12): seat 0 is Colonel Bubble with 11, seat 1
 * Lord Fiddlebottom with 52, seat 2 Mme Zsa Zsa with 0, seat 3 Agent X with 29; seat 0
 * starts and the Ambassador goes to San Marco first.
 */
const WORKED_EXAMPLE = JSON.stringify({
  setup: {
    start_player: 0,
    identities: ['B', 'F', 'Z', 'X'],
    fragments: ['11', '52', '0', '29'],
    decks: [['san_marco', 'ponte_dei_sospiri', 'san_giorgio', 'salute', 'rialto']],
  },
});

/**
 * Round 1 of the worked example: seats 0 and 1 go to Rialto, seats 2 and 3 to San Marco,
 * where the Ambassador makes three persons and nothing happens; seat 0 is to show first
 * at Rialto.
 * @param {import('playwright-core').Page[]} pages
 */
async function toTheFirstMeeting(pages) {
  for (const [seat, page] of pages.entries()) await page.getByTestId(`loc-${seat < 2 ? 'rialto' : 'san_marco'}`).click();
  await pages[0].getByTestId('pair-composer').waitFor();
}

/** @param {import('playwright-core').Page} page */
const logLines = (page) => page.locator('#log li').allInnerTexts();

/**
 * The fragment table (IK-INFO-33, 34): the person's own fragment locked in their own box,
 * every other box a holder and a fragment they choose, kept through redraws (IK-INFO-41's
 * free marks are kept the same way, by inkognito-sheet.js).
 * @param {import('playwright-core').Page} page
 * @param {string} identity
 */
async function ownEntriesStay(page, identity) {
  await page.getByTestId('ik-notebook').waitFor();
  const fragment = await page.getByTestId('my-identity').getAttribute('data-fragment');
  const mine = page.locator(`[data-testid=nb-fragments] td[data-identity=${identity}]`);
  assert.equal(await mine.innerText(), fragment);
  assert.equal(await mine.locator('select').count(), 0, 'your own box is locked');
  const other = ['F', 'B', 'Z', 'X'].find((who) => who !== identity);
  const holder = page.getByTestId(`nb-box-${other}-holder`);
  const values = await holder.locator('option').evaluateAll((options) => options.map((o) => /** @type {HTMLOptionElement} */ (o).value));
  assert.deepEqual(values.length, 4, `blank and the three other players: ${values}`);
  await holder.selectOption(values[2]);
  await page.getByTestId(`nb-box-${other}-fragment`).selectOption('0');
  // Assistance off and on again draws the panel anew from the server's notebook.
  await page.getByTestId('assist-toggle').uncheck();
  await page.getByTestId('assist-off').waitFor();
  await page.getByTestId('assist-toggle').check();
  await page.getByTestId('ik-notebook').waitFor();
  assert.equal(await page.getByTestId(`nb-box-${other}-holder`).inputValue(), values[2]);
  assert.equal(await page.getByTestId(`nb-box-${other}-fragment`).inputValue(), '0');
  assert.equal(await page.locator('[data-testid=nb-pairs] li').count(), 3, 'a pairs line per other player');
  assert.equal(await page.locator('[data-testid=nb-pairs] li').first().locator('.ik-valid-pairs > *').count(), 12);
}

describe('Inkognito in the browser', { skip }, () => {
  /** @type {import('playwright-core').Browser} */
  let browser;

  before(async () => {
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
  });

  test('a person plays a game of the match against three bots', async () => {
    const context = await browser.newContext({ viewport: DESK });
    const page = await context.newPage();
    const { invites } = await createTable(page, ['human', 'easy', 'easy', 'easy'], { game: 'inkognito', shot: 'inkognito' });
    await page.goto(invites[0]);
    await page.getByTestId('status').waitFor();
    await page.getByTestId('loc-rialto').waitFor();
    const identity = await page.getByTestId('my-identity').getAttribute('data-identity');
    assert.match(identity ?? '', /^[FBZX]$/);
    assert.match((await page.getByTestId('my-identity').getAttribute('data-fragment')) ?? '', /^(52|11|0|29)$/);
    await screenshot(page, 'inkognito-start');
    // The notebook tab: the switch, and "not available" until the game has a notebook.
    await page.locator('#tab-notebook').click();
    await page.getByTestId('assist-toggle').waitFor();
    await page.locator('[data-testid=notebook-unavailable], [data-testid=ik-notebook]').first().waitFor();
    await screenshot(page, 'inkognito-notebook');
await checkAccessibility(page, 'inkognito-notebook');
    await ownEntriesStay(page, identity ?? '');
    await page.locator('#tab-log').click();

    // Random bots may call blindly, so a game can end after only a few of the person's
    // actions; what matters is that the person acted through the page until it ended.
    const actions = await playOneGame(page, { shots: 'inkognito' });
    assert.ok(actions > 0, `played ${actions} actions`);
    await page.getByTestId('game-ended').waitFor();
    const banner = await page.getByTestId('game-ended').innerText();
    assert.match(banner, /The number was (52|11|0|29)(-(52|11|0|29)){3}\./);
    assert.equal((await page.locator('[data-testid=game-ended] .ik-revealed li').count()), 4, 'every black card revealed');
    await screenshot(page, 'inkognito-game-ended');
await checkAccessibility(page, 'inkognito-game-ended');
    const scores = await Promise.all([0, 1, 2, 3].map(async (seat) => Number((await page.getByTestId(`score-${seat}`).innerText()).match(/\d+/)?.[0])));
    assert.ok(scores.reduce((a, b) => a + b, 0) > 0 || banner.includes('draw'), `points scored: ${scores}`);

    const log = await logLines(page);
    assert.ok(log.some((line) => /^Light blue \(you\) goes to /.test(line)), 'a placement');
    assert.ok(log.some((line) => /^The Ambassador is at /.test(line)), "the Ambassador's card");
    assert.ok(log.some((line) => /^Meeting at /.test(line)), 'a meeting');
    const call = (/** @type {string} */ line) => / calls (\d+-){3}\d+: (correct|wrong)!$/.test(line);
    // A meeting ends in a show, unless a call came first (IK-CALL-06).
    assert.ok(log.some((line) => /shows .* (a pair|a black card)/.test(line) || call(line)), 'a show');
    assert.ok(log.some(call), 'the call');
    assert.ok(log.some((line) => /^The game is over: the number was /.test(line)), 'the end of the game');
    await context.close();
  });

  test('the board draws the five places of Venice with the persons there standing as pawns, in the colours their names say', async () => {
    const pages = await seatedPages(browser, 'inkognito', 4);
    // Two agents go to Rialto and two to San Marco: wherever the Ambassador turns up, a
    // meeting holds the round with the four agents on the board.
    const first = pages[0];
    for (let tries = 0; tries < 100 && (await first.locator('.ik-chip[data-seat]').count()) < 4; tries++) {
      for (const [seat, page] of pages.entries()) await tryClick(page, `[data-testid=loc-${seat < 2 ? 'rialto' : 'san_marco'}]:enabled`);
    }
    const { chips, swatches } = await coloursAgreeWithNames(first);
    assert.equal(chips.length, 4, `four agents on the board: ${chips}`);
    assert.equal(new Set(chips).size, 4, 'four different colours');
    assert.equal(swatches, 4, 'a swatch per player');
    await pawnsStandOnTheirScenes(first, 180);
    await desktopAndPhone(first, 'inkognito-board');
    await first.setViewportSize({ width: 390, height: 844 });
    await pawnsStandOnTheirScenes(first, 160);
    await Promise.all(pages.map((page) => page.context().close()));
  });

  test('a round that closes at once, with no meeting, leaves its pawns standing faded until the next card is placed', async () => {
    const pages = await seatedPages(browser, 'inkognito', 4, { options: WORKED_EXAMPLE });
    // Four agents at four places and the Ambassador at the fifth, San Marco: nobody meets,
    // so the last card placed, seat 3's, ends the round at once (IK-ROUND-09).
    const places = ['rialto', 'san_giorgio', 'salute', 'ponte_dei_sospiri'];
    for (const [seat, page] of pages.entries()) await page.getByTestId(`loc-${places[seat]}`).click();
    const last = pages[3];
    await last.getByTestId('stage').filter({ hasText: 'round 2' }).waitFor();
    for (const [seat, where] of places.entries()) {
      const pawn = last.getByTestId(`loc-${where}`).getByTestId(`pawn-before-${seat}`);
      assert.equal(await pawn.getAttribute('class'), `ik-pawn agent${seat === 3 ? ' mine' : ''} past`, `seat ${seat} at ${where}`);
    }
    assert.equal(await last.getByTestId('loc-san_marco').getByTestId('pawn-before-ambassador').count(), 1);
    assert.equal(await last.locator('.ik-pawn:not(.past), .ik-chip').count(), 0, 'nobody stands there this round yet');
    assert.match(await last.getByTestId('pawn-before-3').locator('title').textContent() ?? '', /^Orange \(you\), the round before$/);
    await last.waitForFunction(() => document.getAnimations().length === 0);
    assert.equal(await last.getByTestId('pawn-before-3').evaluate((pawn) => getComputedStyle(pawn).opacity), '0.4', 'faded');
    await desktopAndPhone(last, 'inkognito-round-before', last.getByTestId('loc-ponte_dei_sospiri'));
    // Round 2 starts with seat 1 (IK-ROUND-14); its card clears the round before away.
    await pages[1].getByTestId('loc-rialto').click();
    await last.getByTestId('loc-rialto').getByTestId('pawn-1').waitFor();
    assert.equal(await last.locator('.ik-pawn.past').count(), 0, 'the round before is gone');
    await Promise.all(pages.map((page) => page.context().close()));
  });

  test("the notebook's facts name the players as the table does, in whole sentences", async () => {
    const pages = await seatedPages(browser, 'inkognito', 4, { options: WORKED_EXAMPLE });
    await toTheFirstMeeting(pages);
    const [you, anna] = pages;
    await you.getByTestId('pair-card-identity-B').click();
    await you.getByTestId('pair-card-number-52').click();
    await you.getByTestId('show-pair').click();
    await anna.getByTestId('show-black-identity').click();
    const facts = you.locator('[data-testid=nb-facts] li');
    const fact = facts.filter({ hasText: 'Pink is Lord Fiddlebottom.' });
    await fact.waitFor();
    assert.equal(await fact.innerText(), 'Pink is Lord Fiddlebottom. In round 1 at Rialto, Pink showed you the black card Lord Fiddlebottom.');
    for (const line of await facts.allInnerTexts()) {
      assert.doesNotMatch(line, /seat|\{|\}/i, `"${line}" names players as the table does`);
      assert.match(line, /^[A-Z][^]*\.$/, `"${line}" is whole sentences`);
    }
    await desktopAndPhone(you, 'inkognito-facts', fact);
    await Promise.all(pages.map((page) => page.context().close()));
  });

  test('a card picked for a pair stays picked when a frame redraws the page between press and release', async () => {
    // Seat 0's notebook frames are held back while `holding`, to arrive at a chosen moment.
    let holding = false;
    /** @type {(() => void)[]} */
    const held = [];
    const pages = await seatedPages(browser, 'inkognito', 4, {
      options: WORKED_EXAMPLE,
      before: async (page, seat) =>
        seat === 0 &&
        page.routeWebSocket(/\/ws/, (ws) => {
          const server = ws.connectToServer();
          server.onMessage((message) => {
            if (holding && String(message).includes('"type":"notebook"')) held.push(() => ws.send(message));
            else ws.send(message);
          });
        }),
    });
    const you = pages[0];
    holding = true;
    await toTheFirstMeeting(pages);
    assert.ok(held.length > 0, "the meeting's notebook is held back");
    // The person presses on a card; the notebook arrives and the page redraws; the press
    // ends on the card.
    const card = you.getByTestId('pair-card-identity-B');
    const box = await card.boundingBox();
    assert.ok(box);
    await you.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await you.mouse.down();
    const redrawn = you.evaluate(
      () => new Promise((resolve) => new MutationObserver((_, observer) => resolve(observer.disconnect())).observe(document.getElementById('notebook') ?? document.body, { childList: true, subtree: true })),
    );
    holding = false;
    for (const send of held.splice(0)) send();
    await redrawn;
    await you.mouse.up();
    assert.equal(await card.getAttribute('aria-pressed'), 'true', 'the first card is picked');
    await desktopAndPhone(you, 'inkognito-pair-picked', you.getByTestId('pair-composer'));
    assert.equal(await card.getAttribute('aria-pressed'), 'true', 'still picked after the page was resized');
    await you.getByTestId('pair-card-number-52').click();
    await you.getByTestId('show-pair').click();
    await you.getByTestId('status').filter({ hasText: "Pink's turn." }).waitFor();
    await Promise.all(pages.map((page) => page.context().close()));
  });

  test('a pair is composed and shown with the keyboard alone', async () => {
    const pages = await seatedPages(browser, 'inkognito', 4, { options: WORKED_EXAMPLE });
    await toTheFirstMeeting(pages);
    const you = pages[0];
    /** @param {string} testid */
    const tabTo = async (testid) => {
      for (let presses = 0; presses <= 60; presses++) {
        if ((await you.evaluate(() => document.activeElement?.getAttribute('data-testid'))) === testid) return;
        await you.keyboard.press('Tab');
      }
      assert.fail(`60 Tabs did not reach ${testid}`);
    };
    const focused = () => you.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);
    await tabTo('pair-card-identity-B');
    await you.keyboard.press('Enter');
    await you.getByTestId('pair-card-identity-B').and(you.locator('[aria-pressed=true]')).waitFor();
    assert.notEqual(await focused(), 'BODY', 'the focus stays on the table');
    await tabTo('pair-card-number-52');
    await you.keyboard.press(' ');
    await you.getByTestId('pair-card-number-52').and(you.locator('[aria-pressed=true]')).waitFor();
    assert.notEqual(await focused(), 'BODY', 'the focus stays on the table');
    await tabTo('show-pair');
    await you.keyboard.press('Enter');
    await you.getByTestId('status').filter({ hasText: "Pink's turn." }).waitFor();
    assert.notEqual(await focused(), 'BODY', 'the focus stays on the table');
    assert.ok((await logLines(you)).includes('Light blue (you) has chosen.'), `the pair: ${await logLines(you)}`);
    await Promise.all(pages.map((page) => page.context().close()));
  });

  test('at 5 players a person plays agent or Ambassador player until a game ends', async () => {
    const context = await browser.newContext({ viewport: DESK });
    const page = await context.newPage();
    const { invites } = await createTable(page, ['human', 'easy', 'easy', 'easy', 'easy'], { game: 'inkognito' });
    await page.goto(invites[0]);
    await page.getByTestId('status').waitFor();
    await page.getByTestId('my-identity').waitFor();
    await screenshot(page, 'inkognito-five');
    assert.equal((await coloursAgreeWithNames(page)).swatches, 5, 'Grey, the fifth colour, among the players');
    await playOneGame(page, { callAfter: 3 });
    const log = await logLines(page);
    assert.ok(log.some((line) => / places the Ambassador /.test(line)), "the Ambassador player's hidden card");
    assert.ok(log.some((line) => /^The game is over: /.test(line)), 'the end of the game');
    await screenshot(page, 'inkognito-five-ended');
    await context.close();
  });

  test('two people play each other from two browsers until a game ends, one in Italian', async () => {
    const first = await browser.newContext({ viewport: DESK });
    const second = await browser.newContext({ viewport: DESK, locale: 'it-IT' });
    const a = await first.newPage();
    const b = await second.newPage();
    const { invites } = await createTable(a, ['human', 'human', 'easy'], { game: 'inkognito' });
    await a.goto(invites[0]);
    await b.goto(invites[1]);
    await Promise.all([a.getByTestId('status').waitFor(), b.getByTestId('status').waitFor()]);
    await Promise.all([playOneGame(a, { callAfter: 4, shots: 'inkognito-two' }), playOneGame(b, { callAfter: 8 })]);
    await Promise.all([a.getByTestId('game-ended').waitFor(), b.getByTestId('game-ended').waitFor()]);
    await screenshot(a, 'inkognito-two-ended-a');
    await screenshot(b, 'inkognito-two-ended-b');
    const logA = await logLines(a);
    const logB = await logLines(b);
    assert.ok(logA.some((line) => /^Meeting at .*the dummy/.test(line)) || logA.some((line) => /^Meeting at /.test(line)), 'meetings at 3 players');
    assert.ok(logB.some((line) => /^La partita è finita: il numero era /.test(line)), 'the end, in Italian');
    // What one person was shown never reaches the other's page.
    const privateA = logA.filter((line) => /^Azzurro|^Light blue \(you\)|shows Light blue \(you\) a pair: /.test(line) && /: .+\+/.test(line));
    for (const line of privateA) assert.ok(!logB.includes(line));
    await first.close();
    await second.close();
  });
});
