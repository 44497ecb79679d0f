// Accounts (issue 16, point 2), against a running `whodunit serve`
// (scripts/browser-tests.sh): a guest with a table keeps their name with a username and
// password in one browser; another browser (a phone) is refused a wrong password with the
// server's message, then logs in and finds the same name and My tables; logging out there
// makes it a new guest; in Italian, the account changes its password. Desktop and phone
// screenshots go to web/test-results/.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BASE_URL, RESULTS, checkAccessibility, launch } from './helpers.js';
import { DESK, openPage } from './pages.js';

const skip = BASE_URL ? false : 'WHODUNIT_URL is not set (run scripts/browser-tests.sh)';
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'violet-harbour-tangent-87';

describe('Accounts: keep a name, log in elsewhere, log out', { skip }, () => {
  /** @type {import('playwright-core').Browser} */
  let browser;

  before(async () => {
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
  });

  test('sign up in one browser, log in in another to the same name and tables, log out', async () => {
    const username = `Ann_${Date.now().toString(36)}`;
    const desk = await openPage(browser, DESK);
    await desk.page.goto(`${BASE_URL}/`);
    const name = await desk.page.getByTestId('me-name').innerText();
    // A table of this guest's (its first seat is linked to the browser's person).
    const created = await desk.context.request.post(`${BASE_URL}/api/tables`, {
      data: { game: 'cluedo', seats: [{ player: 'human' }, { player: 'bot', level: 'random' }] },
    });
    assert.equal(created.status(), 201);
    const { id } = await created.json();
    await desk.page.reload();
    await desk.page.getByTestId(`my-table-${id}`).waitFor();

    await desk.page.getByTestId('account-claim').click();
    const user = desk.page.getByLabel('Username');
    const password = desk.page.getByLabel('Password');
    assert.equal(await user.getAttribute('autocomplete'), 'username');
    assert.equal(await password.getAttribute('autocomplete'), 'new-password');
    await user.fill(username);
    await password.fill('password');
    await desk.page.getByTestId('account-submit').click();
    const refusal = desk.page.getByTestId('account-error');
    await refusal.waitFor();
    assert.match(await refusal.innerText(), /too easy to guess/);
    await password.fill(PASSWORD);
    await desk.page.getByTestId('account-submit').click();
    await desk.page.getByTestId('account-signed-in').waitFor();
    assert.equal(await desk.page.getByTestId('account-signed-in').innerText(), username);
    assert.equal(await desk.page.getByTestId('me-name').innerText(), name, 'the same name');
    await desk.page.screenshot({ path: `${RESULTS}accounts-claimed-desk.png`, fullPage: true });
    await checkAccessibility(desk.page, 'accounts-claimed-desk');

    // Another browser, a phone: a wrong password first, with the server's words.
    const phone = await openPage(browser, PHONE);
    await phone.page.goto(`${BASE_URL}/`);
    const guestName = await phone.page.getByTestId('me-name').innerText();
    assert.notEqual(guestName, name);
    await phone.page.getByTestId('account-login').click();
    assert.equal(await phone.page.getByLabel('Password').getAttribute('autocomplete'), 'current-password');
    await phone.page.getByLabel('Username').fill(username.toLowerCase());
    await phone.page.getByLabel('Password').fill('not-my-password-at-all');
    await phone.page.getByTestId('account-submit').click();
    const wrong = phone.page.getByTestId('account-error');
    await wrong.waitFor();
    assert.equal(await wrong.innerText(), 'wrong username or password');
    assert.ok((await phone.page.evaluate(() => document.documentElement.scrollWidth)) <= PHONE.width, 'no sideways scrolling');
    await phone.page.screenshot({ path: `${RESULTS}accounts-wrong-phone.png`, fullPage: true });
    await phone.page.getByLabel('Password').fill(PASSWORD);
    await phone.page.getByTestId('account-submit').click();
    await phone.page.getByTestId('account-signed-in').waitFor();
    assert.equal(await phone.page.getByTestId('me-name').innerText(), name, 'the same person');
    await phone.page.getByTestId(`my-table-${id}`).waitFor();
    await phone.page.screenshot({ path: `${RESULTS}accounts-logged-in-phone.png`, fullPage: true });
    await checkAccessibility(phone.page, 'accounts-logged-in-phone');

    // Logging out: a new guest here, without the account's tables; the desk stays in.
    await phone.page.getByTestId('account-logout').click();
    await phone.page.getByTestId('account-claim').waitFor();
    assert.notEqual(await phone.page.getByTestId('me-name').innerText(), name);
    assert.equal(await phone.page.getByTestId(`my-table-${id}`).count(), 0);
    await phone.page.reload();
    await phone.page.getByTestId('account-claim').waitFor();
    await desk.page.reload();
    await desk.page.getByTestId('account-signed-in').waitFor();

    // In Italian, the account changes its password: the other sessions end.
    await desk.page.getByTestId('lang').selectOption('it');
    await desk.page.getByTestId('account-logout-all').filter({ hasText: 'Esci ovunque' }).waitFor();
    await desk.page.getByTestId('account-change-password').click();
    const old = desk.page.getByLabel('Password attuale');
    const fresh = desk.page.getByLabel('Nuova password');
    assert.equal(await old.getAttribute('autocomplete'), 'current-password');
    assert.equal(await fresh.getAttribute('autocomplete'), 'new-password');
    await old.fill(PASSWORD);
    await fresh.fill('quartz-meadow-lantern-591');
    await desk.page.screenshot({ path: `${RESULTS}accounts-password-desk-it.png`, fullPage: true });
    await desk.page.getByTestId('account-submit').click();
    const notice = desk.page.getByTestId('account-notice');
    await notice.waitFor();
    assert.match(await notice.innerText(), /Password cambiata/);
    await checkAccessibility(desk.page, 'accounts-password-desk-it');

    assert.deepEqual(desk.problems, []);
    assert.deepEqual(phone.problems, []);
    await desk.context.close();
    await phone.context.close();
  });
});
