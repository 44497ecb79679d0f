// A person's profile page (`/player/{username}`, GET /api/players/{username}): the name and
// username; per game (in the registry's order) played, won, the rating and its history as a
// small chart; the last finished tables with their replays. An unknown username and a
// hidden profile read the same. Names are hostile text: set as text only.

import { byId, h } from './dom.js';
import { has, language, languagePicker, onLanguageChange, t, translateStatic } from './i18n.js';
import { GAMES, useIntroWords } from './games/index.js';
import { ratingChart } from './rating-chart.js';
import { PROVISIONAL_DEVIATION, ratingText } from './people.js';

/** @typedef {import('./protocol.js').Profile} Profile */
/** @typedef {import('./protocol.js').ProfileGame} ProfileGame */
/** @typedef {import('./protocol.js').ProfileTable} ProfileTable */

await useIntroWords();

const username = decodeURIComponent(location.pathname.match(/\/player\/([^/?#]+)/)?.[1] ?? '');
/** @type {Profile | null} */
let profile = null;
/** What went wrong, when the profile is not shown: 'missing' or the reason. @type {string | null} */
let failure = null;

/** @param {string} name */
function gameName(name) {
  return has(`game.${name}`) ? t(`game.${name}`) : name;
}

/** @param {number} seconds  since the Unix epoch */
function dateText(seconds) {
  return new Intl.DateTimeFormat(language(), { dateStyle: 'medium' }).format(new Date(seconds * 1000));
}

/**
 * The profile's games in the registry's order, then any the registry does not know.
 * @param {ProfileGame[]} games
 */
function ordered(games) {
  const order = Object.keys(GAMES);
  const rank = (/** @type {string} */ game) => (order.includes(game) ? order.indexOf(game) : order.length);
  return games.slice().sort((a, b) => rank(a.game) - rank(b.game));
}

/**
 * A term and its value in a game's figures.
 * @param {string} term
 * @param {Node | string} value
 * @param {string} testid
 */
function figure(term, value, testid) {
  return h('div', { class: 'profile-figure' }, h('dt', {}, term), h('dd', { 'data-testid': testid }, value));
}

/** @param {ProfileGame} game */
function gameBlock(game) {
  const name = gameName(game.game);
  const rating = game.rating;
  return h(
    'section',
    { class: 'profile-game', 'data-testid': `profile-game-${game.game}` },
    h(
      'div',
      { class: 'profile-game-text' },
      h('h3', {}, name),
      h(
        'dl',
        { class: 'profile-figures' },
        figure(t('profile.played'), String(game.played), `played-${game.game}`),
        figure(t('profile.won'), String(game.won), `won-${game.game}`),
        figure(
          t('profile.rating'),
          rating
            ? h(
                'span',
                {},
                h('strong', {}, ratingText(rating.value, rating.deviation)),
                ' ',
                h('span', { class: 'muted small' }, t(rating.games === 1 ? 'profile.rating_games_one' : 'profile.rating_games', { n: rating.games })),
              )
            : h('span', { class: 'muted' }, t('profile.no_rating')),
          `rating-${game.game}`,
        ),
      ),
    ),
    game.history.length
      ? ratingChart(game.history, {
          label: t('profile.history', { game: name }),
          date: dateText,
          summary: (/** @type {Record<string, number>} */ p) => t(p.n === 1 ? 'profile.history_one' : 'profile.history_text', p),
        })
      : null,
  );
}

/** @param {ProfileTable} table */
function recentRow(table) {
  const name = gameName(table.game);
  const date = dateText(table.ended);
  const details = [date, t('me.seat', { n: table.seat + 1 }), t(table.won ? 'profile.won_short' : 'profile.lost_short')].join(' · ');
  return h(
    'li',
    { class: 'listed-table', 'data-testid': `recent-${table.table}` },
    h(
      'span',
      { class: 'listed-text' },
      h('strong', {}, name, table.rated ? h('span', { class: 'badge' }, t('profile.rated')) : null),
      h('span', { class: 'muted' }, details),
    ),
    h(
      'a',
      {
        class: 'button',
        href: `/table/${encodeURIComponent(table.table)}/replay`,
        'aria-label': t('profile.replay_named', { game: name, date }),
        'data-testid': `recent-replay-${table.table}`,
      },
      t('me.replay'),
    ),
  );
}

function render() {
  translateStatic(document);
  const main = byId('profile');
  if (!profile) {
    document.title = t('app.title');
    const message = failure === null ? t('profile.loading') : failure === 'missing' ? t('profile.missing') : t('profile.failed', { reason: failure });
    main.replaceChildren(
      h(
        'section',
        { class: 'card' },
        failure ? h('h1', {}, t('profile.missing_title')) : null,
        h('p', { class: failure ? 'profile-missing' : 'muted', 'data-testid': failure ? 'profile-missing' : 'profile-loading', role: failure ? 'alert' : null }, message),
        failure ? h('p', {}, h('a', { href: '/', class: 'button' }, t('end.lobby'))) : null,
      ),
    );
    return;
  }
  document.title = `${profile.name} · ${t('app.title')}`;
  const games = ordered(profile.games);
  const provisional = games.some((game) => game.rating && game.rating.deviation > PROVISIONAL_DEVIATION);
  main.replaceChildren(
    h(
      'section',
      { class: 'card profile-head' },
      h('h1', { 'data-testid': 'profile-name' }, profile.name),
      h('p', { class: 'muted', 'data-testid': 'profile-username' }, t('profile.username', { username: profile.username })),
      profile.hidden ? h('p', { class: 'profile-hidden-note', 'data-testid': 'profile-hidden-note' }, t('profile.hidden_note')) : null,
    ),
    h(
      'section',
      { class: 'card', 'aria-labelledby': 'profile-games-heading' },
      h('h2', { id: 'profile-games-heading' }, t('profile.games')),
      games.length ? h('div', { class: 'profile-games' }, ...games.map(gameBlock)) : h('p', { class: 'muted' }, t('profile.no_games')),
      provisional ? h('p', { class: 'muted small' }, t('profile.provisional')) : null,
    ),
    h(
      'section',
      { class: 'card', 'aria-labelledby': 'profile-recent-heading' },
      h('h2', { id: 'profile-recent-heading' }, t('profile.recent')),
      profile.recent.length
        ? h('ul', { class: 'listed', 'data-testid': 'profile-recent' }, ...profile.recent.map(recentRow))
        : h('p', { class: 'muted' }, t('profile.no_games')),
    ),
  );
}

async function load() {
  if (!username) {
    failure = 'missing';
    return;
  }
  try {
    const answer = await fetch(`/api/players/${encodeURIComponent(username)}`);
    if (answer.status === 404) {
      failure = 'missing';
      return;
    }
    const data = await answer.json().catch(() => ({}));
    if (!answer.ok) throw new Error(data.error ?? answer.statusText);
    profile = /** @type {Profile} */ (data);
  } catch (err) {
    failure = String(/** @type {Error} */ (err).message);
  }
}

async function start() {
  byId('lang-slot').append(languagePicker());
  onLanguageChange(render);
  render();
  await load();
  render();
}

start();
