// The companion page (/companion/NAME, or /companion?game=NAME): a notebook for a game
// played on a real board. The page holds the regions; the game's own companion (its
// registry entry's `companion`) fills them. Without a game named, the first game that has
// a companion opens.

import { byId } from './dom.js';
import { languagePicker, onLanguageChange, t, translateStatic } from './i18n.js';
import { GAMES, useStyle, useWords } from './games/index.js';

/** The game asked for, or the first with a companion; null when none has one. */
function chosenGame() {
  const inPath = location.pathname.match(/^\/companion\/([a-z_]+)\/?$/)?.[1];
  const asked = inPath ?? new URLSearchParams(location.search).get('game');
  if (asked) return GAMES[asked]?.companion ? asked : null;
  return Object.keys(GAMES).find((name) => GAMES[name].companion) ?? null;
}

async function start() {
  byId('lang-slot').append(languagePicker());
  const game = chosenGame();
  const load = game ? GAMES[game].companion : undefined;
  if (!game || !load) {
    translateStatic(document);
    const message = byId('message');
    message.textContent = t('companion.missing');
    message.hidden = false;
    return;
  }
  // The game's words (this page's headings among them) and look before the first drawing.
  const [companion] = await Promise.all([load(), useWords([game]), useStyle(game)]);
  const retitle = () => {
    translateStatic(document);
    document.title = `${t('comp.title')} · ${t('app.title')}`;
  };
  retitle();
  onLanguageChange(retitle);
  await companion.mountCompanion();
}

start();
