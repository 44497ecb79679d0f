// The front page: what whodunit is, a card per game with Play now (you against bots, one
// click) and Create a table, and the lobby's public tables, kept up to date by the
// server's events (GET /api/lobby/events) rather than by polling.

import { byId, h } from './dom.js';
import { has, languagePicker, onLanguageChange, t, translateStatic } from './i18n.js';
import { GAMES, useIntroWords } from './games/index.js';
import { renderMe, showMe } from './front-me.js';
import { personName, ratingText } from './people.js';

/** @typedef {import('./protocol.js').GameInfo} GameInfo */
/** @typedef {import('./protocol.js').LobbyEntry} LobbyEntry */
/** @typedef {import('./protocol.js').LobbyList} LobbyList */
/** @typedef {import('./protocol.js').CreateTableRequest} CreateTableRequest */
/** @typedef {import('./protocol.js').CreateTableResponse} CreateTableResponse */
/** @typedef {import('./protocol.js').TakenSeat} TakenSeat */

// This page names every game and says one sentence of each: those words, not the games'
// whole catalogues, are there before it draws.
await useIntroWords();

/** @type {GameInfo[]} */
let games = [];
/** @type {LobbyList | null} */
let list = null;
/** The server's clock minus this browser's, in seconds, from the last list. */
let clockOffset = 0;

/** @param {string} name */
function gameName(name) {
  return has(`game.${name}`) ? t(`game.${name}`) : name;
}

/** @param {string} level */
function levelName(level) {
  return has(`bot.${level}`) ? t(`bot.${level}`) : level;
}

/**
 * Play now's bots: the middle level of those offered (the stronger of two), a fair
 * opponent for someone new.
 * @param {GameInfo} game
 */
function playNowLevel(game) {
  return game.bot_levels[Math.floor(game.bot_levels.length / 2)];
}

/** @param {GameInfo} game */
function gameCard(game) {
  const intro = GAMES[game.name]?.intro;
  const players =
    game.min_players === game.max_players
      ? t('front.players_exactly', { n: game.min_players })
      : t('front.players', { min: game.min_players, max: game.max_players });
  return h(
    'article',
    { class: 'game-card', 'data-testid': `game-card-${game.name}` },
    intro?.picture(),
    h(
      'div',
      { class: 'game-card-text' },
      h('h2', {}, gameName(game.name)),
      h(
        'p',
        { class: 'game-meta' },
        intro ? `${players} · ${t('front.minutes', { n: intro.minutes })}` : players,
      ),
      has(`front.blurb.${game.name}`) && h('p', { class: 'game-blurb' }, t(`front.blurb.${game.name}`)),
      GAMES[game.name]?.companion &&
        h(
          'p',
          { class: 'game-companion' },
          h(
            'a',
            {
              href: `/companion/${encodeURIComponent(game.name)}`,
              'data-testid': `companion-${game.name}`,
            },
            t('front.companion', { game: gameName(game.name) }),
          ),
        ),
    ),
    h(
      'div',
      { class: 'game-card-actions' },
      h(
        'button',
        {
          type: 'button',
          class: 'primary',
          'data-testid': `play-now-${game.name}`,
          'aria-label': t('front.play_now_named', { game: gameName(game.name) }),
          onclick: (ev) => playNow(game, /** @type {HTMLButtonElement} */ (ev.currentTarget)),
        },
        t('front.play_now'),
      ),
      h(
        'a',
        {
          class: 'button',
          href: `/new?game=${encodeURIComponent(game.name)}`,
          'data-testid': `create-${game.name}`,
          'aria-label': t('front.create_named', { game: gameName(game.name) }),
        },
        t('front.create'),
      ),
    ),
  );
}

/**
 * Creates a private table of you against bots and goes straight to your seat.
 * @param {GameInfo} game
 * @param {HTMLButtonElement} button
 */
async function playNow(game, button) {
  const size = GAMES[game.name]?.intro.playNowPlayers ?? game.min_players;
  const players = Math.min(Math.max(size, game.min_players), game.max_players);
  const level = playNowLevel(game);
  /** @type {CreateTableRequest} */
  const body = {
    game: game.name,
    players,
    seats: Array.from({ length: players }, (_, seat) =>
      seat === 0 ? { player: 'human' } : { player: 'bot', level },
    ),
    public: false,
  };
  button.disabled = true;
  try {
    const created = /** @type {CreateTableResponse} */ (await postJson('/api/tables', body));
    const mine = created.seats.find((seat) => seat.link);
    if (!mine?.link) throw new Error(t('front.no_seat'));
    location.assign(mine.link);
  } catch (err) {
    showError(t('lobby.create_failed', { reason: String(/** @type {Error} */ (err).message) }));
    button.disabled = false;
  }
}

/**
 * Takes the first free seat of a public table and goes to it.
 * @param {LobbyEntry} entry
 * @param {HTMLButtonElement} button
 */
async function takeSeat(entry, button) {
  button.disabled = true;
  try {
    const taken = /** @type {TakenSeat} */ (
      await postJson(`/api/tables/${encodeURIComponent(entry.id)}/take`, null)
    );
    location.assign(taken.link);
  } catch (err) {
    showError(t('front.take_failed', { reason: String(/** @type {Error} */ (err).message) }));
    button.disabled = false;
  }
}

/**
 * POSTs JSON (or nothing) and returns the answer's JSON, or throws with the server's reason.
 * @param {string} url
 * @param {unknown} body
 */
async function postJson(url, body) {
  const answer = await fetch(url, {
    method: 'POST',
    headers: body === null ? {} : { 'content-type': 'application/json' },
    body: body === null ? undefined : JSON.stringify(body),
  });
  const data = await answer.json().catch(() => ({}));
  if (!answer.ok) throw new Error(data.error ?? answer.statusText);
  return data;
}

/** @param {string} message */
function showError(message) {
  const line = byId('play-error');
  line.textContent = message;
  line.hidden = false;
}

/**
 * How long ago, in words, by the server's clock.
 * @param {number} created  seconds since the Unix epoch
 */
function age(created) {
  const seconds = Math.max(0, Math.round(Date.now() / 1000 + clockOffset - created));
  if (seconds < 60) return t('front.age_now');
  if (seconds < 3600) return t('front.age_minutes', { n: Math.floor(seconds / 60) });
  if (seconds < 86400) return t('front.age_hours', { n: Math.floor(seconds / 3600) });
  return t('front.age_days', { n: Math.floor(seconds / 86400) });
}

/**
 * "4 players · 1 free seat · 2 bots (hard) · 3 min ago"
 * @param {LobbyEntry} entry
 * @param {boolean} open
 */
function details(entry, open) {
  const parts = [t('front.table_players', { n: entry.players })];
  if (open) parts.push(t(entry.free === 1 ? 'front.free_one' : 'front.free_many', { n: entry.free }));
  if (entry.bots.length) {
    const levels = [...new Set(entry.bots)].map(levelName).join(', ');
    parts.push(t(entry.bots.length === 1 ? 'front.bots_one' : 'front.bots_many', { n: entry.bots.length, levels }));
  }
  parts.push(age(entry.created));
  return parts.join(' · ');
}

/**
 * The people seated at a table, each with their rating, linked to their profile when they
 * have one; nothing when nobody has come yet.
 * @param {LobbyEntry} entry
 */
function seatedList(entry) {
  const seated = entry.seated ?? [];
  if (!seated.length) return null;
  return h(
    'span',
    { class: 'seated-line' },
    h('span', { class: 'visually-hidden' }, t('front.seated')),
    h(
      'ul',
      { class: 'seated', 'data-testid': `seated-${entry.id}` },
      ...seated.map((person) =>
        h(
          'li',
          { 'data-testid': 'seated-person' },
          personName(person.name, person.username, { class: 'seated-name', 'data-testid': 'seated-name' }),
          person.rating !== null
            ? h('span', { class: 'muted' }, ' (', h('span', { class: 'visually-hidden' }, `${t('profile.rating')} `), ratingText(person.rating, person.deviation ?? undefined), ')')
            : null,
        ),
      ),
    ),
  );
}

/**
 * @param {LobbyEntry} entry
 * @param {boolean} open
 */
function listedRow(entry, open) {
  const name = gameName(entry.game);
  const action = open
    ? h(
        'button',
        {
          type: 'button',
          class: 'primary',
          'data-testid': `take-${entry.id}`,
          'aria-label': t('front.take_named', { game: name }),
          onclick: (ev) => takeSeat(entry, /** @type {HTMLButtonElement} */ (ev.currentTarget)),
        },
        t('front.take'),
      )
    : h(
        'a',
        {
          class: 'button',
          href: `/table/${encodeURIComponent(entry.id)}`,
          'data-testid': `watch-${entry.id}`,
          'aria-label': t('front.watch_named', { game: name }),
        },
        t('front.watch'),
      );
  return h(
    'li',
    { class: 'listed-table', 'data-testid': `listed-${entry.id}` },
    h(
      'span',
      { class: 'listed-text' },
      h('strong', {}, name, entry.rated ? h('span', { class: 'badge', 'data-testid': `rated-${entry.id}` }, t('front.rated')) : null),
      h('span', { class: 'muted' }, details(entry, open)),
      seatedList(entry),
    ),
    action,
  );
}

function renderList() {
  const open = list?.open ?? [];
  const playing = list?.playing ?? [];
  byId('open-tables').replaceChildren(...open.map((entry) => listedRow(entry, true)));
  byId('playing-tables').replaceChildren(...playing.map((entry) => listedRow(entry, false)));
  byId('open-empty').hidden = open.length > 0;
  byId('playing-empty').hidden = playing.length > 0;
}

function renderGames() {
  // A game its entry keeps off the front page is still served, and reached by its address.
  const listed = games.filter((game) => !GAMES[game.name]?.unlisted);
  byId('game-cards').replaceChildren(...listed.map(gameCard));
}

function renderAll() {
  translateStatic(document);
  document.title = t('app.title');
  renderGames();
  renderList();
  renderMe();
}

/** Follows the lobby's events; the browser reconnects by itself if they stop. */
function followLobby() {
  const state = byId('lobby-state');
  const events = new EventSource('/api/lobby/events');
  events.addEventListener('tables', (ev) => {
    list = /** @type {LobbyList} */ (JSON.parse(/** @type {MessageEvent} */ (ev).data));
    clockOffset = list.now - Date.now() / 1000;
    state.textContent = '';
    renderList();
  });
  events.addEventListener('error', () => {
    state.textContent = t('front.lobby_reconnecting');
  });
}

async function start() {
  byId('lang-slot').append(languagePicker());
  translateStatic(document);
  onLanguageChange(renderAll);
  renderList();
  showMe(age);
  followLobby();
  // Ages move on without news from the server.
  setInterval(() => {
    renderList();
    renderMe();
  }, 30_000);
  try {
    const answer = await fetch('/api/games');
    if (!answer.ok) throw new Error(answer.statusText);
    games = await answer.json();
  } catch (err) {
    byId('games-status').textContent = t('lobby.load_failed', { reason: String(err) });
    return;
  }
  byId('games-status').hidden = true;
  renderGames();
}

start();
