// Languages, against a running `whodunit serve` (scripts/browser-tests.sh): a visitor whose
// browser speaks English loads no Italian catalogue on the front page, the new-table page, a
// table or its Rules panel; choosing Italian fetches the shell's Italian words, the game's
// and its Italian rules then; a browser that speaks Italian gets them from the first page.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BASE_URL, launch } from './helpers.js';

const skip = BASE_URL ? false : 'WHODUNIT_URL is not set (run scripts/browser-tests.sh)';

/** A file of Italian words: the shell's catalogue, a game's words or its rules. */
const ITALIAN = /\/static\/(i18n\/it|games\/[a-z]+-words\.it|rules\/[a-z]+\.it)\.js$/;

/**
 * A page in a new window of a browser speaking `locale`, and the addresses of the files it
 * asks the server for.
 * @param {import('playwright-core').Browser} browser
 * @param {string} locale
 */
async function pageIn(browser, locale) {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  /** @type {string[]} */
  const asked = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  /** @type {string[]} */
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  return { context, page, asked, problems };
}

/** @param {string[]} asked */
function italianFiles(asked) {
  return [...new Set(asked.filter((path) => ITALIAN.test(path)))].sort();
}

describe('Languages', { skip }, () => {
  /** @type {import('playwright-core').Browser} */
  let browser;

  before(async () => {
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
  });

  test('the Italian catalogue loads only once Italian is chosen', async () => {
    const { context, page, asked, problems } = await pageIn(browser, 'en-US');
    await page.goto(`${BASE_URL}/`);
    await page.getByTestId('play-now-pi').waitFor();
    await page.goto(`${BASE_URL}/new`);
    await page.getByTestId('create').waitFor();
    await page.goto(`${BASE_URL}/`);
    await page.getByTestId('play-now-pi').click();
    await page.locator('body[data-my-turn=true]').waitFor({ timeout: 30_000 });
    await page.getByTestId('rules-button').click();
    await page.locator('#rules[open] .rules-section').first().waitFor();
    await page.getByTestId('rules-close').click();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(italianFiles(asked), [], 'no Italian words while the page speaks English');

    await page.getByTestId('lang').selectOption('it');
    await page.getByTestId('rules-button').filter({ hasText: 'Regole' }).click();
    await page.locator('#rules[open] h2', { hasText: /^Come si gioca a / }).waitFor();
    assert.deepEqual(italianFiles(asked), ['/static/games/pi-words.it.js', '/static/i18n/it.js', '/static/rules/pi.it.js']);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a browser that speaks Italian gets the Italian words from the first page', async () => {
    const { context, page, asked, problems } = await pageIn(browser, 'it-IT');
    await page.goto(`${BASE_URL}/`);
    await page.getByTestId('play-now-cluedo').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'it');
    assert.ok(italianFiles(asked).includes('/static/i18n/it.js'), `asked: ${italianFiles(asked)}`);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
