// Profiles, names and ratings in the browser (issue 16, points 3 and 4, and "Security,
// tested"), against a running `whodunit serve` (scripts/browser-tests.sh):
// (a) an account made with the front page's form in one browser and logged into in another
//     has the same profile in both, reached by the front page's link;
// (b) a hidden profile is still its owner's, and "no such player or hidden" to anyone else;
// (c) people named with markup sit at a rated Guess table, write in the chat and finish it:
//     on the lobby, the table, the end screen (with the ratings' changes), the replay and the
//     profile their names are literal text and nothing they carry runs; a right-to-left
//     override in a name is refused, with the server's reason shown.
// Screenshots of the profile, the lobby with names and the end screen, desktop and phone.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BASE_URL, checkAccessibility, launch, screenshot } from './helpers.js';
import { DESK, openPage } from './pages.js';

const skip = BASE_URL ? false : 'WHODUNIT_URL is not set (run scripts/browser-tests.sh)';
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'violet-harbour-tangent-87';

/**
 * Names that would run script if they were ever read as HTML or followed as a link. A
 * name holds at most 24 characters, so each sets a short global `X`; the chat lines carry
 * the long forms, which set `__xss`.
 */
const NAMES = ['<img src=x onerror=X=1>', '<script>X=2</script>', 'javascript:X=3'];
const LINES = ['<img src=x onerror=window.__xss=1>', '<script>window.__xss=1</script>', 'javascript:window.__xss=1'];
/** A name the server refuses: U+202E turns the text after it around. */
const RTL_NAME = 'evil\u202Etxt.exe';
/** The deal of the rated table: the first seat holds A to D, the second E to H, I is hidden. */
const DEAL = JSON.stringify({ explicit: { hidden: 8, hands: [[0, 1, 2, 3], [4, 5, 6, 7]] } });

/** @param {string} prefix */
function uniqueUsername(prefix) {
  return `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/**
 * Makes this browser's guest an account with the front page's form.
 * @param {import('playwright-core').Page} page
 * @param {string} username
 */
async function signUp(page, username) {
  await page.goto(`${BASE_URL}/`);
  await page.getByTestId('account-claim').click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByTestId('account-submit').click();
  await page.getByTestId('account-signed-in').waitFor();
}

/**
 * Logs this browser into an account with the front page's form.
 * @param {import('playwright-core').Page} page
 * @param {string} username
 */
async function logIn(page, username) {
  await page.goto(`${BASE_URL}/`);
  await page.getByTestId('account-login').click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByTestId('account-submit').click();
  await page.getByTestId('account-signed-in').waitFor();
}

/**
 * Renames this browser's person with the front page's form; the refusal, if any.
 * @param {import('playwright-core').Page} page
 * @param {string} name
 * @returns {Promise<string | null>}
 */
async function rename(page, name) {
  await page.goto(`${BASE_URL}/`);
  await page.getByTestId('me-rename').click();
  await page.getByTestId('me-name-input').fill(name);
  await page.getByTestId('me-name-save').click();
  const refused = page.locator('#me-name-error:not([hidden])');
  const saved = page.getByTestId('me-name');
  await Promise.race([refused.waitFor(), saved.waitFor()]);
  if (await refused.isVisible()) return refused.innerText();
  assert.equal(await saved.textContent(), name, 'the name is shown exactly as typed');
  return null;
}

/**
 * Writes a chat line at a table.
 * @param {import('playwright-core').Page} page
 * @param {string} text
 */
async function say(page, text) {
  if ((await page.locator('#tab-chat').getAttribute('aria-selected')) !== 'true') await page.locator('#tab-chat').click();
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-input').press('Enter');
  await page.locator('[data-testid=chat-line] .chat-text', { hasText: text }).first().waitFor({ state: 'attached' });
}

/**
 * Nothing a name or a line carries ran or became an element, and `texts` are on the page
 * as literal text.
 * @param {import('playwright-core').Page} page
 * @param {string[]} texts
 * @param {string} where
 */
async function nothingRan(page, texts, where) {
  // A broken image's onerror would fire a moment after it is made.
  await page.waitForTimeout(300);
  const found = await page.evaluate((texts) => {
    const w = /** @type {any} */ (window);
    return {
      ran: [w.X, w.__xss],
      missing: texts.filter((text) => !(document.body.textContent ?? '').includes(text)),
      images: document.querySelectorAll('img[onerror], img[src=x]').length,
      scripts: [...document.querySelectorAll('script')].filter((el) => /X=|__xss/.test(el.textContent ?? '')).length,
      links: document.querySelectorAll('a[href^="javascript" i]').length,
    };
  }, texts);
  assert.deepEqual(found.ran, [undefined, undefined], `${where}: nothing ran`);
  assert.deepEqual(found.missing, [], `${where}: the names as literal text`);
  assert.equal(found.images, 0, `${where}: no image made from a name`);
  assert.equal(found.scripts, 0, `${where}: no script made from a name`);
  assert.equal(found.links, 0, `${where}: no javascript: link`);
}

/**
 * A screenshot at desktop width, then at phone width (no sideways scrolling), then back;
 * `focus`, when given, is scrolled to the middle of the window for each.
 * @param {import('playwright-core').Page} page
 * @param {string} name
 * @param {import('playwright-core').Locator} [focus]
 */
async function bothWidths(page, name, focus) {
  const centre = async () => focus?.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await centre();
  await screenshot(page, `${name}-desk`);
  await checkAccessibility(page, `${name}-desk`);
  await page.setViewportSize(PHONE);
  await centre();
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(sideways <= 0, `${name}: no sideways scrolling at phone width (${sideways}px)`);
  await screenshot(page, `${name}-phone`);
  await checkAccessibility(page, `${name}-phone`);
  await page.setViewportSize(DESK);
}

describe('profiles, names and ratings', { skip }, () => {
  /** @type {import('playwright-core').Browser} */
  let browser;

  before(async () => {
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
  });

  test('one account, two browsers, the same profile; hidden from everyone but its owner', async () => {
    const username = uniqueUsername('Prof');
    const home = await openPage(browser, DESK);
    await signUp(home.page, username);
    const name = await home.page.getByTestId('me-name').innerText();
    const away = await openPage(browser, PHONE);
    await logIn(away.page, username.toUpperCase());

    // The front page's link leads to the profile.
    const link = home.page.getByTestId('me-profile-link');
    assert.equal(await link.getAttribute('href'), `/player/${encodeURIComponent(username)}`);
    await link.click();
    await home.page.getByTestId('profile-name').waitFor();
    await away.page.goto(`${BASE_URL}/player/${encodeURIComponent(username)}`);
    await away.page.getByTestId('profile-name').waitFor();
    for (const { page } of [home, away]) {
      assert.equal(await page.getByTestId('profile-name').textContent(), name);
      assert.match(await page.getByTestId('profile-username').innerText(), new RegExp(username));
      assert.equal(await page.getByTestId('profile-hidden-note').count(), 0);
    }
    assert.equal(await home.page.getByTestId('profile').textContent(), await away.page.getByTestId('profile').textContent(), 'the same profile');

    // Hidden: its owner still sees it, in either browser; a stranger reads "no such player".
    await home.page.goto(`${BASE_URL}/`);
    await home.page.getByTestId('me-hide-profile').check();
    await home.page.waitForFunction(async () => (await (await fetch('/api/me')).json()).hidden === true);
    await home.page.reload();
    assert.equal(await home.page.getByTestId('me-hide-profile').isChecked(), true, 'the box says what the server keeps');
    const stranger = await openPage(browser, DESK);
    for (const { page } of [home, away, stranger]) {
      await page.goto(`${BASE_URL}/player/${encodeURIComponent(username)}`);
    }
    await home.page.getByTestId('profile-hidden-note').waitFor();
    await away.page.getByTestId('profile-hidden-note').waitFor();
    await stranger.page.getByTestId('profile-missing').waitFor();
    assert.match(await stranger.page.getByTestId('profile-missing').innerText(), /no player with this username, or their profile is hidden/);
    assert.equal(await stranger.page.getByTestId('profile-name').count(), 0, 'nothing of the hidden profile');
    await bothWidths(stranger.page, 'profile-hidden');

    // Shown again.
    await home.page.goto(`${BASE_URL}/`);
    await home.page.getByTestId('me-hide-profile').uncheck();
    await home.page.waitForFunction(async () => (await (await fetch('/api/me')).json()).hidden === false);
    await stranger.page.reload();
    await stranger.page.getByTestId('profile-name').waitFor();

    // A guest has no profile: the front page says what an account brings.
    await stranger.page.goto(`${BASE_URL}/`);
    await stranger.page.getByTestId('me-guest-profile').waitFor();
    assert.equal(await stranger.page.getByTestId('me-profile-link').count(), 0);
    for (const p of [home, away, stranger]) {
      assert.deepEqual(p.problems, []);
      await p.context.close();
    }
  });

  test('names with markup are text in the lobby, at the table, at the end, in the replay and on the profile', async () => {
    const username = uniqueUsername('Mark');
    const ann = await openPage(browser, DESK);
    const bob = await openPage(browser, DESK);
    const watcher = await openPage(browser, DESK);
    const visitor = await openPage(browser, DESK);
    await signUp(ann.page, username);
    assert.equal(await rename(ann.page, NAMES[0]), null);
    assert.equal(await rename(bob.page, NAMES[1]), null);
    assert.equal(await rename(watcher.page, NAMES[2]), null);
    // The right-to-left override is refused, with the server's reason, and the name kept.
    await visitor.page.goto(`${BASE_URL}/`);
    const before = await visitor.page.getByTestId('me-name').innerText();
    const refusal = await rename(visitor.page, RTL_NAME);
    assert.ok(refusal && /U\+202E/.test(refusal), `the refusal names the character: ${refusal}`);
    await visitor.page.reload();
    assert.equal(await visitor.page.getByTestId('me-name').innerText(), before, 'the name is kept');

    // The form: a rated table seats only people.
    const form = ann.page;
    await form.goto(`${BASE_URL}/new?game=guess`);
    await form.getByTestId('create').waitFor();
    await form.getByTestId('clock').selectOption('off');
    await form.getByTestId('players').selectOption('2');
    await form.getByTestId('seat-1').selectOption({ index: 1 });
    assert.equal(await form.getByTestId('rated').isDisabled(), true, 'no rating with a bot seat');
    assert.equal(await form.getByTestId('rated-note').isVisible(), true, 'and it says why');
    await form.getByTestId('seat-1').selectOption('human');
    assert.equal(await form.getByTestId('rated').isDisabled(), false);
    await form.getByTestId('rated').check();
    await form.locator('details.advanced summary').click();
    await form.getByTestId('option-cards').fill('9');
    await form.getByTestId('options-json').fill(DEAL);
    await form.getByTestId('create').click();
    await Promise.race([form.getByTestId('spectator').waitFor(), form.locator('#create-error:not([hidden])').waitFor()]);
    assert.equal(await form.locator('#create-error').isVisible(), false, await form.locator('#create-error').innerText());
    const seat0 = await form.getByTestId('invite-0').locator('input').inputValue();
    const seat1 = await form.getByTestId('invite-1').locator('input').inputValue();
    const spectator = await form.getByTestId('spectator').locator('input').inputValue();
    const id = decodeURIComponent(new URL(seat0).pathname.split('/')[2]);

    await ann.page.goto(seat0);
    await bob.page.goto(seat1);
    await watcher.page.goto(spectator);
    for (const { page } of [ann, bob, watcher]) await page.getByTestId('status').waitFor();
    await say(ann.page, LINES[0]);
    await say(bob.page, LINES[1]);
    await say(watcher.page, LINES[2]);

    // The table: who sits where, as text; Ann's name links to her profile, Bob's (a guest) does not.
    await ann.page.getByTestId('people-name-1').waitFor();
    assert.equal(await ann.page.getByTestId('people-name-0').textContent(), NAMES[0]);
    assert.equal(await ann.page.getByTestId('people-name-1').textContent(), NAMES[1]);
    assert.equal(await ann.page.getByTestId('people-name-0').getAttribute('href'), `/player/${encodeURIComponent(username)}`);
    assert.equal(await ann.page.getByTestId('people-name-1').getAttribute('href'), null);
    assert.equal(await ann.page.getByTestId('people-rated').count(), 1, 'the table says it is rated');
    for (const { page } of [ann, bob, watcher]) await nothingRan(page, [NAMES[0], NAMES[1], LINES[0], LINES[1]], 'the table');

    // The lobby: the rated badge and the people seated, with their ratings.
    await visitor.page.goto(`${BASE_URL}/`);
    const seated = visitor.page.getByTestId(`seated-${id}`);
    await seated.waitFor();
    assert.deepEqual(await seated.getByTestId('seated-name').allTextContents(), [NAMES[0], NAMES[1]]);
    assert.equal(await seated.locator(`a[href="/player/${encodeURIComponent(username)}"]`).count(), 1);
    assert.equal(await visitor.page.getByTestId(`rated-${id}`).count(), 1, 'a rated badge');
    await nothingRan(visitor.page, [NAMES[0], NAMES[1]], 'the lobby');
    await bothWidths(visitor.page, 'profile-lobby-names', visitor.page.getByTestId(`listed-${id}`));

    // Ann names a card the rules let her (F: wrong, Bob wins), and the game ends.
    await ann.page.getByTestId('guess-F').click();
    for (const { page } of [ann, bob, watcher]) await page.getByTestId('end-panel').waitFor();
    // The end screen: each person's rating and what this table did to it.
    for (const { page } of [ann, bob]) {
      for (const seat of [0, 1]) {
        await page.getByTestId(`people-change-${seat}`).waitFor({ timeout: 15_000 });
        assert.match(await page.getByTestId(`people-change-${seat}`).textContent() ?? '', /^(\+\d+|\u2212\d+|±0)$/);
      }
      await nothingRan(page, [NAMES[0], NAMES[1], LINES[0], LINES[1]], 'the end screen');
    }
    assert.match(await bob.page.getByTestId('people-change-1').textContent() ?? '', /^\+/, 'the winner gains');
    await bothWidths(ann.page, 'profile-end-ratings');

    // The replay shows the same names and lines as text.
    await visitor.page.goto(`${BASE_URL}/table/${encodeURIComponent(id)}/replay`);
    await visitor.page.getByTestId('people-name-1').waitFor();
    await visitor.page.locator('[data-testid=chat-line]').first().waitFor({ state: 'attached' });
    await nothingRan(visitor.page, [NAMES[0], NAMES[1], LINES[0], LINES[1]], 'the replay');

    // Ann's profile: her name as text, the finished table with its replay and a rating.
    await visitor.page.goto(`${BASE_URL}/player/${encodeURIComponent(username)}`);
    await visitor.page.getByTestId('profile-name').waitFor();
    assert.equal(await visitor.page.getByTestId('profile-name').textContent(), NAMES[0]);
    assert.equal(await visitor.page.getByTestId('played-guess').textContent(), '1');
    assert.equal(await visitor.page.getByTestId('won-guess').textContent(), '0');
    assert.match(await visitor.page.getByTestId('rating-guess').innerText(), /\d+\??/);
    assert.equal(await visitor.page.getByTestId('rating-chart').count(), 1, 'the history drawn');
    assert.equal(
      await visitor.page.getByTestId(`recent-replay-${id}`).getAttribute('href'),
      `/table/${encodeURIComponent(id)}/replay`,
    );
    await nothingRan(visitor.page, [NAMES[0]], 'the profile');
    await bothWidths(visitor.page, 'profile-page');

    for (const p of [ann, bob, watcher, visitor]) {
      assert.deepEqual(p.problems, []);
      await p.context.close();
    }
  });
});
