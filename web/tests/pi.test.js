// P.I. in the browser, against a running `whodunit serve` (scripts/browser-tests.sh starts
// one and sets WHODUNIT_URL): tables created in the lobby and played to the end by clicking
// the page's controls only (locations, display cards and the solve dialog). Screenshots go
// to web/test-results/.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { adjacent } from '../games/pi-map.js';
import { openPage, seatedPages, standInNotebook } from './pages.js';
import { BASE_URL, checkAccessibility, createTable, launch, screenshot, tryClick } from './helpers.js';

const skip = BASE_URL ? false : 'WHODUNIT_URL is not set (run scripts/browser-tests.sh)';

const COUNTS = { suspect: 12, crime: 10, location: 14 };
const KINDS = /** @type {const} */ (['suspect', 'crime', 'location']);
/** Solve once this few cases are left, even if an evidence card could still narrow them. */
const GUESS_AT = 2;

/**
 * What the page shows that a careful person would note down: the tiles, their own tokens
 * on tiles and kept cards (the answers their evidence cards gave), the case they hold,
 * the solutions made public, and what they may click now.
 * @param {import('playwright-core').Page} page
 * @param {number} me
 */
function readTable(page, me) {
  return page.evaluate((me) => {
    const all = (/** @type {string} */ selector) => [...document.querySelectorAll(selector)].map((el) => /** @type {HTMLElement} */ (el));
    /** @type {Record<string, number>} */
    const position = {};
    for (const slot of all('.pi-slot')) {
      if (slot.dataset.element !== 'blank') position[slot.dataset.element ?? ''] = Number(slot.dataset.testid?.split('-')[1]);
    }
    const solve = /** @type {HTMLButtonElement | null} */ (document.querySelector('[data-testid=act-solve]'));
    const lastLine = all('#log li').at(-1);
    return {
      stage: document.querySelector('[data-testid=stage]')?.textContent ?? '',
      seq: lastLine ? Number(lastLine.dataset.seq) : 0,
      over: !!document.querySelector('[data-testid=result]'),
      error: !document.querySelector('#error-banner')?.hasAttribute('hidden'),
      ready: !!solve && !solve.disabled,
      position,
      marks: all(`.pi-slot .pi-token.owner-${me}`).map((token) => ({
        element: token.closest('.pi-slot')?.getAttribute('data-element') ?? '',
        token: token.classList.contains('disc') ? 'disc' : 'cube',
      })),
      kept: all(`[data-testid=kept-${me}] [data-card]`).map((card) => card.dataset.card ?? ''),
      known: [
        document.querySelector('[data-testid=held-case]')?.getAttribute('data-case'),
        ...all('.pi-solution').map((p) => p.dataset.case),
      ].filter(Boolean),
      likeliest: all('[data-testid=nb-likeliest] li').map((li) => li.dataset.case ?? ''),
      locations: all('.pi-location.open').map((b) => b.dataset.testid ?? ''),
      cards: all('.pi-card-button.open').map((b) => b.dataset.testid ?? ''),
    };
  }, me);
}

/** @typedef {Awaited<ReturnType<typeof readTable>>} Table */

/**
 * The suspects, crimes and locations still possible for this person's case, from what
 * the page shows: no element of a known case (PI-SETUP-7), and each evidence card's
 * answer, a token on its tile or the kept card (PI-EVIDENCE-5, PI-EVIDENCE-6).
 * @param {Table} table
 */
function possible(table) {
  const known = new Set(table.known.flatMap((key) => (key ?? '').split('-').map((id, i) => `${KINDS[i]}-${id}`)));
  /** @param {number} at @param {number} probe */
  const answer = (at, probe) => (at === probe ? 'disc' : adjacent(at, probe) ? 'cube' : null);
  const answers = [
    ...table.marks.map((m) => ({ element: m.element, token: /** @type {string | null} */ (m.token) })),
    ...table.kept.map((element) => ({ element, token: null })),
  ];
  return Object.fromEntries(
    KINDS.map((kind) => [
      kind,
      Array.from({ length: COUNTS[kind] }, (_, i) => i + 1).filter((id) => {
        const key = `${kind}-${id}`;
        if (known.has(key)) return false;
        return answers
          .filter((a) => a.element.startsWith(`${kind}-`))
          .every((a) => answer(table.position[key], table.position[a.element]) === a.token);
      }),
    ]),
  );
}

/**
 * Names a suspect, a crime and a location in the solve dialog and confirms.
 * @param {import('playwright-core').Page} page
 * @param {number[]} ids  suspect, crime, location
 */
async function solve(page, ids) {
  await page.getByTestId('act-solve').click();
  for (const [i, kind] of KINDS.entries()) await page.getByTestId(`solve-${kind}-${ids[i]}`).check();
  await page.getByTestId('confirm-solve').click();
}

/**
 * Plays one seat by clicking until the game-over banner. Each turn: solve when one case is
 * left (the notebook's likeliest first when the panel shows it), or at most GUESS_AT, or
 * when nothing else can be clicked; else send an investigator on the first turn of a
 * mini-game; else take a display card of a type still open, or any card, or investigate.
 * @param {import('playwright-core').Page} page
 * @param {number} me
 * @param {{deadlineMs?: number, onStep?: (n: number) => Promise<void>}} [policy]
 */
async function playUntilOver(page, me, policy = {}) {
  const deadline = Date.now() + (policy.deadlineMs ?? 150_000);
  /** @type {Set<string>} */
  const tried = new Set();
  let stage = '';
  let actions = 0;
  let investigated = false;
  while (Date.now() < deadline) {
    if (await tryClick(page, '[data-testid=reveal-ok]')) continue;
    const table = await readTable(page, me);
    if (table.over) return actions;
    if (!table.ready) {
      await page.waitForTimeout(40);
      continue;
    }
    const miniGame = table.stage.match(/\d/)?.[0] ?? '';
    if (miniGame !== stage) {
      stage = miniGame;
      tried.clear();
      investigated = false;
    }
    const left = possible(table);
    const cases = left.suspect.flatMap((s) => left.crime.flatMap((c) => left.location.map((l) => [s, c, l])));
    const untried = [...table.likeliest.map((key) => key.split('-').map(Number)), ...cases].filter((ids) => !tried.has(ids.join('-')));
    const open = (/** @type {string} */ testid) => KINDS.some((kind) => testid.startsWith(`card-${kind}-`) && left[kind].length > 1);
    const useful = table.cards.find(open);
    if (untried.length && (cases.length <= GUESS_AT || (!table.cards.length && !table.locations.length))) {
      tried.add(untried[0].join('-'));
      await solve(page, untried[0]);
    } else if (!investigated && table.locations.length) {
      investigated = true;
      await page.getByTestId(table.locations[0]).click();
    } else if (useful || table.cards.length) {
      await page.getByTestId(useful ?? table.cards[0]).click();
    } else if (table.locations.length) {
      await page.getByTestId(table.locations[0]).click();
    } else {
      throw new Error(`nothing to do: ${JSON.stringify(left)}`);
    }
    actions += 1;
    // The action is answered by the next step, or refused.
    await page.waitForFunction(
      (seq) => Number(document.querySelector('#log li:last-child')?.getAttribute('data-seq') ?? 0) > seq || !document.querySelector('#error-banner')?.hasAttribute('hidden'),
      table.seq,
    );
    if (policy.onStep) await policy.onStep(actions);
  }
  await screenshot(page, `pi-stalled-${Date.now()}`);
  throw new Error(`the game did not end in time; status "${await page.getByTestId('status').innerText().catch(() => '?')}"`);
}

/**
 * The deal of the rules' worked example (§5.1): three players, seat 0 to start, seat 0's
 * case Queenie / Mob Killing / Ocean Drive, the display Lakeside, Mob Killing, Queenie,
 * Waterfront, Rusty, Murder, Doc, Forgery, China Town.
 */
const WORKED_EXAMPLE = JSON.stringify({
  setup: {
    start_player: 0,
    mini_games: [
      {
        cases: [
          { suspect: 10, crime: 6, location: 5 },
          { suspect: 1, crime: 7, location: 11 },
          { suspect: 11, crime: 10, location: 14 },
        ],
        suspect_tiles: [8, null, 1, 2, 3, 4, 5, 6, 7, null, 9, 10, 11, 12],
        crime_tiles: [1, 2, 5, null, 3, 4, 7, null, 6, 8, 9, null, 10, null],
        evidence: [
          ...[{ location: 1 }, { crime: 6 }, { suspect: 10 }, { location: 13 }, { suspect: 11 }, { crime: 7 }, { suspect: 2 }, { crime: 3 }, { location: 6 }],
          ...[{ crime: 5 }, { location: 4 }, { suspect: 8 }, { crime: 1 }, { location: 10 }, { suspect: 4 }],
          ...[1, 3, 5, 6, 7, 9, 12].map((suspect) => ({ suspect })),
          ...[2, 4, 8, 9, 10].map((crime) => ({ crime })),
          ...[2, 3, 5, 7, 8, 9, 11, 12, 14].map((location) => ({ location })),
        ],
      },
    ],
  },
});

/** A notebook in exactly the shape the server will send (docs/protocol.md, P.I.). */
const NOTEBOOK = {
  possible: 4,
  suspects: Array.from({ length: 12 }, (_, i) => ({ id: i + 1, p: i === 9 ? 0.75 : i === 2 ? 0.25 : 0 })),
  crimes: Array.from({ length: 10 }, (_, i) => ({ id: i + 1, p: i === 5 ? 1 : 0 })),
  locations: Array.from({ length: 14 }, (_, i) => ({ id: i + 1, p: i === 4 || i === 8 ? 0.5 : 0 })),
  likeliest: [
    { case: { suspect: 10, crime: 6, location: 5 }, p: 0.375 },
    { case: { suspect: 10, crime: 6, location: 9 }, p: 0.375 },
    { case: { suspect: 3, crime: 6, location: 5 }, p: 0.125 },
    { case: { suspect: 3, crime: 6, location: 9 }, p: 0.125 },
  ],
  facts: [{ fact: 'The crime is not Murder', reason: 'your evidence card Murder gave no cube' }],
  investigate: [
    { location: 9, bits: 1.2 },
    { location: 4, bits: 0.6 },
  ],
  evidence: [{ card: { crime: 6 }, bits: 0.4 }],
};

describe('P.I. in the browser', { skip }, () => {
  /** @type {import('playwright-core').Browser} */
  let browser;

  before(async () => {
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
  });

  test('a person plays a whole match of three mini-games against two bots', async () => {
    const { context, page, problems } = await openPage(browser);
    let notebookAsks = 0;
    page.on('websocket', (ws) =>
      ws.on('framesent', (frame) => {
        if (String(frame.payload).includes('"type":"notebook"')) notebookAsks += 1;
      }),
    );

    const { invites } = await createTable(page, ['human', 'easy', 'easy'], { game: 'pi', shot: 'pi-a' });
    await page.goto(invites[0]);
    await page.getByTestId('status').waitFor();

    // The map: 14 locations, 29 adjacencies, three slots each; blank tiles named as such.
    assert.equal(await page.locator('.pi-location').count(), 14);
    assert.equal(await page.locator('.pi-edges line').count(), 29);
    assert.equal(await page.locator('.pi-slot').count(), 42);
    assert.equal(await page.locator('.pi-slot.blank').count(), 6);
    assert.match(await page.getByTestId('map').innerText(), /No Suspect[\s\S]*No Crime|No Crime[\s\S]*No Suspect/);
    assert.equal(await page.getByTestId('display').locator('li').count(), 9);
    assert.match(await page.getByTestId('held-case').innerText(), /Blue's case:[\s\S]*Not yours to solve/);
    assert.match(await page.getByTestId('stage').innerText(), /Mini-game 1 of 3/);
    await screenshot(page, 'pi-a-start');
    await checkAccessibility(page, 'pi-a-start');

    // Assistance is on by default: the server's notebook, or a quiet "not available".
    await page.locator('[data-testid=pi-notebook], [data-testid=notebook-unavailable]').first().waitFor();
    await screenshot(page, 'pi-a-notebook');

    // Switched off it is neither shown nor asked for, and the browser remembers that.
    await page.getByTestId('assist-toggle').uncheck();
    await page.getByTestId('assist-off').waitFor();
    const asksBefore = notebookAsks;
    /** @type {Set<string>} */
    const banners = new Set();
    let shots = 0;
    await playUntilOver(page, 0, {
      onStep: async (n) => {
        if (n === 2) {
          assert.equal(notebookAsks, asksBefore, 'no notebook is asked for while assistance is off');
          await page.reload();
          await page.getByTestId('assist-off').waitFor();
          assert.equal(await page.getByTestId('assist-toggle').isChecked(), false);
        }
        const ended = page.locator('[data-testid=mini-game-ended].fresh');
        // The banner stays fresh for a moment only: gone before it is read is not an error.
        const title = (await ended.count()) ? await ended.locator('h3').innerText({ timeout: 1000 }).catch(() => '') : '';
        if (title && !banners.has(title)) {
          banners.add(title);
          await screenshot(page, `pi-a-mini-game-${banners.size}-ended`);
          await checkAccessibility(page, `pi-a-mini-game-${banners.size}-ended`);
        } else if (n % 6 === 0 && shots < 3) {
          shots += 1;
          await screenshot(page, `pi-a-step-${n}`);
        }
      },
    });
    await screenshot(page, 'pi-a-over');
    await checkAccessibility(page, 'pi-a-over');

    assert.match(await page.getByTestId('status').innerText(), /Game over/);
    assert.match(await page.getByTestId('result').innerText(), /wins!|share the win!/);
    assert.match(await page.getByTestId('mini-game-ended').innerText(), /Mini-game 3, the last, is over/);
    assert.equal(await page.getByTestId('mini-game-ended').locator('li').count(), 3);
    for (const seat of [0, 1, 2]) {
      assert.match(await page.getByTestId(`scores-${seat}`).innerText(), /mini-games \d+ · \d+ · \d+/);
    }
    await page.locator('#tab-log').click();
    const log = await page.getByTestId('log').locator('li').allInnerTexts();
    assert.ok(log.some((line) => /^Red \(you\) sends an investigator to .+: /.test(line)), 'an investigator');
    assert.ok(log.some((line) => /^Red \(you\) takes the evidence card /.test(line)), 'an evidence card');
    assert.ok(log.some((line) => /^Red \(you\)('s solution .* is wrong| solves the case)/.test(line)), 'a solve');
    assert.ok(log.some((line) => /^Mini-game 2 begins; .* starts\./.test(line)), 'a new mini-game');
    assert.ok(log.some((line) => /^You hold Blue's case: /.test(line)), 'the case dealt, privately');
    assert.ok(log.some((line) => /^Mini-game 3 is over\. Red \(you\)'s case: /.test(line)), 'the cases revealed');
    assert.ok(log.some((line) => /^Game over: /.test(line)), 'the end');
    await screenshot(page, 'pi-a-log');
    await checkAccessibility(page, 'pi-a-log');

    await page.locator('#tab-notebook').click();
    await page.getByTestId('assist-toggle').check();
    await page.locator('[data-testid=pi-notebook], [data-testid=notebook-unavailable]').first().waitFor();
    assert.ok(notebookAsks > asksBefore, 'switched on, the notebook is asked for');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("an investigator carries its discs and cubes as pieces; an evidence card's token lies on its tile", async () => {
    const pages = await seatedPages(browser, 'pi', 3, { options: WORKED_EXAMPLE });
    const [first, second, third] = pages;
    /** What seat 0's investigator at Road House (9) carries, and seat 0's tokens on tiles. */
    const roadHouse = first.getByTestId('investigator-0-9');
    const carried = async () => ({
      discs: await roadHouse.locator('.pi-shape.disc').count(),
      cubes: await roadHouse.locator('.pi-shape.cube').count(),
      onTiles: await first.locator('.pi-slot .pi-token.owner-0').evaluateAll((tokens) =>
        tokens.map((token) => `${token.closest('.pi-slot')?.getAttribute('data-element')} ${token.classList.contains('disc') ? 'disc' : 'cube'}`),
      ),
    });
    // Round 1 of §5.2: Road House yields 1 disc and 2 cubes, carried by the investigator.
    await first.getByTestId('loc-9').click();
    await roadHouse.waitFor();
    assert.deepEqual(await carried(), { discs: 1, cubes: 2, onTiles: [] });
    assert.equal(await roadHouse.getAttribute('aria-label'), "Red's investigator: 1 disc, 2 cubes");
    await second.getByTestId('loc-3').click();
    await third.getByTestId('card-location-1').click();
    // Round 2: the Mob Killing card answers with a disc, which leaves the investigator at
    // Road House for the Mob Killing tile there (PI-EVIDENCE-8).
    await first.getByTestId('card-crime-6').click();
    await first.getByTestId('slot-9-crime').locator('.pi-token.owner-0').waitFor();
    assert.deepEqual(await carried(), { discs: 0, cubes: 2, onTiles: ['crime-6 disc'] });
    // Scrolled from inside the page in one go: the board may redraw while Playwright would
    // scroll its element (which then is no longer attached).
    const showRoadHouse = () =>
      first.evaluate(() => document.querySelector('[data-testid=loc-9]')?.scrollIntoView({ block: 'center' }));
    await showRoadHouse();
    await screenshot(first, 'pi-tokens');
    await first.setViewportSize({ width: 390, height: 844 });
    await showRoadHouse();
    await screenshot(first, 'pi-tokens-phone');
    assert.ok(await first.evaluate(() => document.documentElement.scrollWidth <= 390), 'the page does not scroll sideways');
    await Promise.all(pages.map((page) => page.context().close()));
  });

  test('the notebook panel draws the notebook the server sends', async () => {
    const { context, page, problems } = await openPage(browser);
    // Stand in for the server's notebook answer.
    await standInNotebook(page, NOTEBOOK);
    await page.addInitScript(() => localStorage.setItem('whodunit.pi.assist', 'on'));
    const { invites } = await createTable(page, ['human', 'easy'], { game: 'pi' });
    await page.goto(invites[0]);
    const panel = page.getByTestId('pi-notebook');
    await panel.waitFor();

    assert.match(await panel.getByTestId('nb-possible').innerText(), /4 cases still possible/);
    const likeliest = await panel.getByTestId('nb-likeliest').locator('li').allInnerTexts();
    assert.deepEqual(likeliest[0], '38% Queenie / Mob Killing / Ocean Drive');
    assert.equal(await panel.getByTestId('nb-suspect').locator('li.ruled-out s').count(), 10);
    assert.equal(await panel.getByTestId('nb-crime').locator('li.certain').innerText(), 'Mob Killing 100%');
    assert.match(await panel.getByTestId('nb-facts').innerText(), /The crime is not Murder — your evidence card Murder gave no cube/);
    assert.match(await panel.getByTestId('nb-investigate').innerText(), /Road House 1\.20 bits/);
    // The expected information is marked on the map, and on the display if the card is there.
    await page.getByTestId('loc-bits-9').waitFor();
    assert.equal(await page.locator('.pi-location.hinted').count(), 2);

    // Where it is this seat's turn, the solve dialog starts from the likeliest case.
    await page.locator('[data-testid=act-solve]:enabled').waitFor();
    await page.getByTestId('act-solve').click();
    assert.ok(await page.getByTestId('solve-suspect-10').isChecked());
    assert.ok(await page.getByTestId('solve-crime-6').isChecked());
    assert.ok(await page.getByTestId('solve-location-5').isChecked());
    await screenshot(page, 'pi-notebook-solve-dialog');
    await checkAccessibility(page, 'pi-notebook-solve-dialog');
    await page.keyboard.press('Escape');
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'pi-notebook-panel');
    await checkAccessibility(page, 'pi-notebook-panel');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('two people play each other from two browsers to the end, one in Italian', async () => {
    const first = await openPage(browser);
    const second = await openPage(browser);
    const [a, b] = [first.page, second.page];
    await a.addInitScript(() => localStorage.setItem('whodunit.pi.assist', 'off'));

    const { invites } = await createTable(a, ['human', 'human'], { game: 'pi' });
    await a.goto(invites[0]);
    await b.goto(invites[1]);
    await a.getByTestId('status').waitFor();
    await b.getByTestId('status').waitFor();
    await b.getByTestId('lang').selectOption('it');
    await b.getByTestId('stage').getByText('Caso 1 di 3').waitFor();

    // With two players each holds the other's case.
    assert.match(await a.getByTestId('held-case').innerText(), /Blue's case:/);
    assert.match(await b.getByTestId('held-case').innerText(), /Il caso di Rosso:/);

    // Whoever starts names the case it holds, which is certainly not its own: a wrong
    // attempt, then the same attempt again, which the server refuses with its rule.
    const [starter, other, seat] = (await a.getByTestId('status').getAttribute('class'))?.includes('mine') ? [a, b, 0] : [b, a, 1];
    await starter.locator('[data-testid=act-solve]:enabled').waitFor();
    const held = (await starter.getByTestId('held-case').getAttribute('data-case'))?.split('-').map(Number) ?? [];
    await solve(starter, held);
    await starter.getByTestId('wrong-attempts').waitFor();
    await other.locator('.pi-card-button.open').first().click();
    await starter.locator('[data-testid=act-solve]:enabled').waitFor();
    await solve(starter, held);
    await starter.getByTestId('error').getByText('PI-SOLVE-10').waitFor();
    await screenshot(starter, 'pi-b-refused');
    await checkAccessibility(starter, 'pi-b-refused');
    assert.match(await starter.getByTestId(`penalty-${seat}`).getAttribute('aria-label') ?? '', /^1 /);

    const [movesA, movesB] = await Promise.all([
      playUntilOver(a, 0, { onStep: async (n) => (n === 4 ? screenshot(a, 'pi-b-first-step-4') : undefined) }),
      playUntilOver(b, 1, { onStep: async (n) => (n === 4 ? screenshot(b, 'pi-b-second-step-4') : undefined) }),
    ]);
    assert.ok(movesA > 0 && movesB > 0, 'both people played');
    await screenshot(a, 'pi-b-first-over');
    await screenshot(b, 'pi-b-second-over');
    assert.match(await a.getByTestId('result').innerText(), /wins!|share the win!/);
    assert.match(await b.getByTestId('result').innerText(), /Vince|pari merito/);
    // Each saw the cases it was dealt, and nobody else's.
    await a.locator('#tab-log').click();
    const privateA = await a.getByTestId('log').locator('li.private').allInnerTexts();
    assert.ok(privateA.length >= 2 && privateA.every((line) => /^You hold Blue's case: /.test(line)));
    assert.deepEqual({ a: first.problems, b: second.problems }, { a: [], b: [] });
    await first.context.close();
    await second.context.close();
  });
});
