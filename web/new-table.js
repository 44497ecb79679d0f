// The new-table form: pick a game, the player count, who sits where and whether the
// table is listed in the lobby, create it, then hand out one invite link per person and a
// spectator link. `/new?game=pi` opens it on that game.

import { byId, copyText, h } from './dom.js';
import { has, languagePicker, onLanguageChange, t, translateStatic } from './i18n.js';
import { GAMES, useWords } from './games/index.js';

/** @typedef {import('./protocol.js').GameInfo} GameInfo */
/** @typedef {import('./protocol.js').SeatRequest} SeatRequest */
/** @typedef {import('./protocol.js').CreateTableRequest} CreateTableRequest */
/** @typedef {import('./protocol.js').CreateTableResponse} CreateTableResponse */

// This page speaks of every game: their words are there before it draws.
await useWords();

/** @type {GameInfo[]} */
let games = [];
/** Each seat's choice: "human" or a bot level, kept when the count changes. */
let choices = /** @type {string[]} */ ([]);
/** @type {CreateTableResponse | null} */
let created = null;
/** Whether the created table is public (listed in the lobby once someone sits down). */
let createdPublic = false;

const form = /** @type {HTMLFormElement} */ (byId('create-form'));
const gameSelect = /** @type {HTMLSelectElement} */ (byId('game'));
const playersSelect = /** @type {HTMLSelectElement} */ (byId('players'));
const seatList = byId('seat-list');
const optionsBox = byId('game-options');
const optionsJson = /** @type {HTMLTextAreaElement} */ (byId('options-json'));
const errorLine = byId('create-error');
const clockSelect = /** @type {HTMLSelectElement} */ (byId('clock'));
const standInSelect = /** @type {HTMLSelectElement} */ (byId('stand-in'));

/**
 * The clocks offered, by the select's value. A live table gets two minutes per decision
 * unless its creator chooses otherwise.
 * @type {[string, import('./protocol.js').Clock][]}
 */
const CLOCKS = [
  ['off', 'off'],
  ['30s', { seconds: 30 }],
  ['1m', { seconds: 60 }],
  ['2m', { seconds: 120 }],
  ['5m', { seconds: 300 }],
  ['1d', { days: 1 }],
  ['3d', { days: 3 }],
];
const DEFAULT_CLOCK = '2m';

function currentGame() {
  return games.find((g) => g.name === gameSelect.value) ?? games[0];
}

function renderGames() {
  const selected = gameSelect.value;
  gameSelect.replaceChildren(
    ...games.map((g) =>
      h('option', { value: g.name, selected: g.name === selected }, gameName(g.name)),
    ),
  );
}

/** @param {string} name */
function gameName(name) {
  return has(`game.${name}`) ? t(`game.${name}`) : name;
}

/** @param {string} level */
function levelName(level) {
  return has(`bot.${level}`) ? t(`bot.${level}`) : level;
}

function renderPlayerCounts() {
  const game = currentGame();
  const before = Number(playersSelect.value) || Math.min(4, game.max_players);
  const count = Math.min(Math.max(before, game.min_players), game.max_players);
  const options = [];
  for (let n = game.min_players; n <= game.max_players; n++) {
    options.push(h('option', { value: n, selected: n === count }, String(n)));
  }
  playersSelect.replaceChildren(...options);
}

function renderSeats() {
  const game = currentGame();
  const count = Number(playersSelect.value);
  const strongest = game.bot_levels[game.bot_levels.length - 1] ?? 'human';
  while (choices.length < count) choices.push(choices.length === 0 ? 'human' : strongest);
  const intro = GAMES[game.name]?.intro;
  seatList.replaceChildren(
    ...choices.slice(0, count).map((choice, seat) => {
      const id = `seat-${seat}`;
      const select = h(
        'select',
        {
          id,
          'data-testid': id,
          onchange: (ev) => {
            choices[seat] = /** @type {HTMLSelectElement} */ (ev.target).value;
            renderRated();
          },
        },
        h('option', { value: 'human', selected: choice === 'human' }, t('lobby.person')),
        ...game.bot_levels.map((level) =>
          h(
            'option',
            { value: level, selected: choice === level },
            t('lobby.bot_level', { level: levelName(level) }),
          ),
        ),
      );
      const label = intro
        ? t('lobby.seat_named', { n: seat + 1, name: intro.seatName(seat) })
        : t('lobby.seat', { n: seat + 1 });
      return h('li', { class: 'seat-row' }, h('label', { for: id }, label), select);
    }),
  );
  renderRated();
}

/** A rated table seats only people: the box is off and says why while a seat is a bot. */
function renderRated() {
  const box = /** @type {HTMLInputElement} */ (byId('rated'));
  const botSeat = choices.slice(0, Number(playersSelect.value)).some((choice) => choice !== 'human');
  box.disabled = botSeat;
  if (botSeat) box.checked = false;
  byId('rated-note').hidden = !botSeat;
}

/** @param {import('./protocol.js').Clock} clock */
function clockName(clock) {
  if (clock === 'off') return t('lobby.clock_off');
  if ('days' in clock) {
    return clock.days === 1 ? t('lobby.clock_day') : t('lobby.clock_days', { n: clock.days });
  }
  return clock.seconds < 60
    ? t('lobby.clock_seconds', { n: clock.seconds })
    : t('lobby.clock_minutes', { n: clock.seconds / 60 });
}

function renderPace() {
  const chosenClock = clockSelect.value || DEFAULT_CLOCK;
  clockSelect.replaceChildren(
    ...CLOCKS.map(([value, clock]) =>
      h('option', { value, selected: value === chosenClock }, clockName(clock)),
    ),
  );
  const levels = currentGame().bot_levels;
  // The middle level by default: a fair partner for whoever comes back.
  const chosenLevel = levels.includes(standInSelect.value)
    ? standInSelect.value
    : levels[Math.floor(levels.length / 2)];
  standInSelect.replaceChildren(
    ...levels.map((level) =>
      h('option', { value: level, selected: level === chosenLevel }, levelName(level)),
    ),
  );
}

function renderOptions() {
  const game = currentGame();
  const flags = GAMES[game.name]?.intro.flags ?? [];
  const numbers = GAMES[game.name]?.intro.numbers ?? [];
  optionsBox.replaceChildren(
    ...flags.map((flag) =>
      h(
        'label',
        { class: 'check' },
        h('input', { type: 'checkbox', name: flag, 'data-testid': `option-${flag}` }),
        ' ',
        t(`option.${game.name}.${flag}`),
      ),
    ),
    ...numbers.map((name) =>
      h(
        'label',
        { class: 'check' },
        t(`option.${game.name}.${name}`),
        ' ',
        h('input', { type: 'number', min: 1, step: 1, name, class: 'number-option', 'data-testid': `option-${name}` }),
      ),
    ),
  );
}

/** @returns {CreateTableRequest} */
function request() {
  const game = currentGame();
  const count = Number(playersSelect.value);
  /** @type {Record<string, unknown>} */
  let options = {};
  const text = optionsJson.value.trim();
  if (text) {
    const parsed = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new SyntaxError(t('lobby.options_not_object'));
    }
    options = parsed;
  }
  for (const box of optionsBox.querySelectorAll('input[type=checkbox]')) {
    const input = /** @type {HTMLInputElement} */ (box);
    if (input.checked) options[input.name] = true;
  }
  for (const field of optionsBox.querySelectorAll('input[type=number]')) {
    const input = /** @type {HTMLInputElement} */ (field);
    if (input.value !== '') options[input.name] = Number(input.value);
  }
  return {
    game: game.name,
    players: count,
    seats: choices
      .slice(0, count)
      .map((choice) =>
        choice === 'human' ? { player: 'human' } : { player: 'bot', level: choice },
      ),
    options,
    public: /** @type {HTMLInputElement} */ (byId('public')).checked,
    spectator_chat: /** @type {HTMLInputElement} */ (byId('spectator-chat')).checked,
    rated: /** @type {HTMLInputElement} */ (byId('rated')).checked,
    clock: CLOCKS.find(([value]) => value === clockSelect.value)?.[1] ?? 'off',
    stand_in: standInSelect.value,
  };
}

/** @param {SubmitEvent} ev */
async function submit(ev) {
  ev.preventDefault();
  errorLine.hidden = true;
  /** @type {CreateTableRequest} */
  let body;
  try {
    body = request();
  } catch (err) {
    showError(t('lobby.options_invalid', { reason: String(/** @type {Error} */ (err).message) }));
    return;
  }
  const button = /** @type {HTMLButtonElement} */ (form.querySelector('button[type=submit]'));
  button.disabled = true;
  try {
    const answer = await fetch('/api/tables', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const data = await answer.json().catch(() => ({}));
    if (!answer.ok) {
      showError(t('lobby.create_failed', { reason: data.error ?? answer.statusText }));
      return;
    }
    created = /** @type {CreateTableResponse} */ (data);
    createdPublic = body.public ?? false;
    renderCreated();
  } catch (err) {
    showError(t('lobby.create_failed', { reason: String(err) }));
  } finally {
    button.disabled = false;
  }
}

/** @param {string} message */
function showError(message) {
  errorLine.textContent = message;
  errorLine.hidden = false;
}

/** @param {string} path */
function absolute(path) {
  return new URL(path, location.origin).href;
}

/**
 * @param {string} label
 * @param {string} url
 * @param {string} testid
 */
function inviteRow(label, url, testid) {
  const status = h('span', { class: 'copied', 'aria-live': 'polite' });
  return h(
    'li',
    { class: 'invite', 'data-testid': testid },
    // The seat's name labels its link's field (a screen reader says whose link it is).
    h('label', { class: 'invite-label', for: `${testid}-url` }, label),
    h('input', { id: `${testid}-url`, class: 'invite-url', readonly: true, value: url, onfocus: selectAll }),
    h(
      'span',
      { class: 'invite-buttons' },
      h(
        'button',
        {
          type: 'button',
          onclick: async () => {
            status.textContent = (await copyText(url)) ? t('lobby.copied') : t('lobby.copy_failed');
          },
        },
        t('lobby.copy'),
      ),
      h('a', { class: 'button', href: url, target: '_blank', rel: 'noopener' }, t('lobby.open')),
      status,
    ),
  );
}

/** @param {Event} ev */
function selectAll(ev) {
  /** @type {HTMLInputElement} */ (ev.target).select();
}

function renderCreated() {
  if (!created) return;
  const intro = GAMES[currentGame()?.name ?? '']?.intro;
  const rows = created.seats.map((seat) => {
    const name = intro
      ? t('lobby.seat_named', { n: seat.seat + 1, name: intro.seatName(seat.seat) })
      : t('lobby.seat', { n: seat.seat + 1 });
    if (seat.link) {
      return inviteRow(
        t('lobby.invite_for', { seat: name }),
        absolute(seat.link),
        `invite-${seat.seat}`,
      );
    }
    const level = seat.player.startsWith('bot:') ? seat.player.slice(4) : seat.player;
    return h(
      'li',
      { class: 'invite bot' },
      h('span', { class: 'invite-label' }, name),
      h('span', { class: 'muted' }, t('lobby.bot_level', { level: levelName(level) })),
    );
  });
  rows.push(inviteRow(t('lobby.spectator'), absolute(created.spectator_link), 'spectator'));
  byId('invite-list').replaceChildren(...rows);
  byId('public-note').hidden = !createdPublic;
  byId('create').hidden = true;
  byId('created').hidden = false;
}

function renderAll() {
  translateStatic(document);
  document.title = t('app.title');
  if (games.length) {
    renderGames();
    renderSeats();
    renderOptions();
    renderPace();
  }
  renderCreated();
}

async function start() {
  byId('lang-slot').append(languagePicker());
  translateStatic(document);
  onLanguageChange(renderAll);
  gameSelect.addEventListener('change', () => {
    choices = [];
    renderPlayerCounts();
    renderSeats();
    renderOptions();
    renderPace();
  });
  playersSelect.addEventListener('change', renderSeats);
  form.addEventListener('submit', submit);
  byId('again').addEventListener('click', () => {
    created = null;
    byId('created').hidden = true;
    byId('create').hidden = false;
  });
  try {
    const answer = await fetch('/api/games');
    if (!answer.ok) throw new Error(answer.statusText);
    games = await answer.json();
    if (!games.length) throw new Error(t('lobby.no_games'));
  } catch (err) {
    byId('lobby-status').textContent = t('lobby.load_failed', { reason: String(err) });
    return;
  }
  renderGames();
  const asked = new URLSearchParams(location.search).get('game');
  if (asked && games.some((g) => g.name === asked)) gameSelect.value = asked;
  renderPlayerCounts();
  renderSeats();
  renderOptions();
  renderPace();
  byId('lobby-status').hidden = true;
  form.hidden = false;
}

start();
