// Short sounds made on the spot with the Web Audio API (no audio files): your turn, a card
// shown to you, the game over. Off unless the person turned them on; the choice is
// remembered in this browser.

const STORAGE_KEY = 'whodunit.sound';

/** @typedef {'turn' | 'card' | 'over'} Cue */

/**
 * Each cue as notes: [frequency in Hz, start in s, length in s].
 * @type {Record<Cue, [number, number, number][]>}
 */
const CUES = {
  // two rising notes: a gentle "your move"
  turn: [
    [660, 0, 0.12],
    [880, 0.13, 0.16],
  ],
  // a quick high tick, like a card laid down
  card: [[1320, 0, 0.07]],
  // a falling three-note phrase
  over: [
    [784, 0, 0.16],
    [659, 0.17, 0.16],
    [523, 0.34, 0.3],
  ],
};

/** @type {AudioContext | null} */
let context = null;

/** Whether sounds are on (off by default). */
export function soundOn() {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

/**
 * Turns sounds on or off and remembers it. Called from a click, so the browser lets the
 * audio context start.
 * @param {boolean} on
 */
export function setSound(on) {
  try {
    localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // not remembered; still switched for this page
  }
  if (on) void audio()?.resume();
}

/** The page's one audio context, made on first use. */
function audio() {
  if (!context && typeof AudioContext === 'function') context = new AudioContext();
  return context;
}

/**
 * Plays `cue` if sounds are on. Quiet and short: a sine wave under a fast envelope.
 * @param {Cue} cue
 */
export function playCue(cue) {
  if (!soundOn()) return;
  const ctx = audio();
  if (!ctx) return;
  if (ctx.state === 'suspended') void ctx.resume();
  const start = ctx.currentTime + 0.01;
  for (const [frequency, at, length] of CUES[cue]) {
    const tone = ctx.createOscillator();
    const gain = ctx.createGain();
    tone.type = 'sine';
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0, start + at);
    gain.gain.linearRampToValueAtTime(0.18, start + at + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.001, start + at + length);
    tone.connect(gain).connect(ctx.destination);
    tone.start(start + at);
    tone.stop(start + at + length + 0.02);
  }
}
