// The Cluedo board module: draws the board as SVG from DATA, the pawns and weapons from
// the view, and the controls, hand, players and notebook. It offers only what the view's
// phase and the server's `legal` answer allow; the server decides every rule.

import { assistToggle, notebookFeed } from '../assist.js';
import { fill, h, onActivateKeys, s } from '../dom.js';
import { t } from '../i18n.js';
import { DATA } from './cluedo-board.js';
import { CARDS, deriveNotebook, knownHeld } from './cluedo-notebook.js';
import { deductionsPanel } from './cluedo-deductions.js';
import { GUIDE, whatNow } from './cluedo-now.js';
import { cardKind, cardName, roomName, suspectName, tripleText, weaponName } from './cluedo-names.js';
import {
  CELL,
  GEOMETRY,
  buildBaseLayer,
  logPlace,
  parsePosition,
  pawnIcon,
  squareFrom,
  tabOrder,
  pawnSvg,
  placeName,
  wrapLabel,
  wrapList,
} from './cluedo-drawing.js';

/** @typedef {import('../shell.js').TableState} TableState */
/** @typedef {import('../shell.js').GameRoots} GameRoots */
/** @typedef {import('../shell.js').GameHost} GameHost */
/** @typedef {import('../shell.js').LogLine} LogLine */
/** @typedef {import('../protocol.js').LogStep} LogStep */
/** @typedef {import('./cluedo-types.js').View} View */
/** @typedef {import('./cluedo-types.js').Event} Event */
/** @typedef {import('./cluedo-types.js').Action} Action */
/** @typedef {import('./cluedo-types.js').Triple} Triple */
/** @typedef {import('./cluedo-notebook.js').Notebook} Notebook */
/** @typedef {import('./cluedo-deductions.js').Deductions} Deductions */

/** @type {Record<string, [number, number]>} */
const ARROWS = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/**
 * The element nearest `from` in direction `step` (x, y), favouring those straight ahead.
 * @param {Element} from
 * @param {Element[]} others
 * @param {[number, number]} step
 */
function nearestThatWay(from, others, step) {
  const centre = (/** @type {Element} */ el) => {
    const box = el.getBoundingClientRect();
    return [box.x + box.width / 2, box.y + box.height / 2];
  };
  const [x0, y0] = centre(from);
  let best = null;
  let bestCost = Infinity;
  for (const el of others) {
    if (el === from) continue;
    const [x, y] = centre(el);
    const ahead = (x - x0) * step[0] + (y - y0) * step[1];
    if (ahead <= 1) continue;
    const aside = Math.abs((x - x0) * step[1] + (y - y0) * step[0]);
    const cost = ahead + 2 * aside;
    if (cost < bestCost) {
      bestCost = cost;
      best = el;
    }
  }
  return best;
}

/**
 * @param {GameRoots} roots
 * @param {GameHost} host
 * @returns {import('../shell.js').GameUi}
 */
export function mount(roots, host) {
  const svg = s('svg', {
    class: 'cluedo-board',
    viewBox: `0 0 ${DATA.cols * CELL} ${DATA.rows * CELL}`,
    // A group, not a picture: the squares in reach are buttons inside it.
    role: 'group',
    // Pawns glide within the board, wherever the board itself is on the page.
    'data-glide-frame': true,
  });
  // Only the places in reach speak to screen readers; pawns and weapons are told by the
  // whereabouts list below the board.
  const reachLayer = s('g', { class: 'reach-layer' });
  const dynamic = s('g', { class: 'dynamic', 'aria-hidden': 'true' });
  const whereabouts = h('ul', { class: 'whereabouts', 'data-testid': 'whereabouts' });
  // The board's own frame: on a phone it pans while the board is zoomed in (style.css).
  const frame = h('div', { class: 'cluedo-frame' }, svg);
  roots.board.replaceChildren(frame, whereabouts);
  /** @type {string | null} */
  let baseLanguage = null;
  /** The seq for which the show dialog was opened automatically. */
  let autoShownSeq = -1;
  /** The seq at which the open dialog was made, so a new step closes a stale one. */
  let dialogSeq = -1;
  /** Whether the notebook shows the server's deductions (remembered) or only what was seen. */
  /** @type {ReturnType<typeof notebookFeed<Deductions>>} */
  const assist = notebookFeed('whodunit.cluedo.assist', () => host.askNotebook());
  const deductions = deductionsPanel();

  /** @param {TableState} state */
  function viewOf(state) {
    return /** @type {View} */ (state.view);
  }

  /** @param {TableState} state @param {number} seat */
  function seatName(state, seat) {
    const view = viewOf(state);
    const suspect = view.seats.find((x) => x.seat === seat)?.suspect;
    const name = suspect ? suspectName(suspect) : t('cl.seat', { n: seat + 1 });
    return seat === state.seat ? t('cl.you_named', { name }) : name;
  }

  /** @param {TableState} state */
  function mySuspect(state) {
    if (state.seat === null) return null;
    return viewOf(state).seats.find((x) => x.seat === state.seat)?.suspect ?? null;
  }

  /** @param {TableState} state */
  function legalActions(state) {
    return /** @type {Action[]} */ (state.legal ?? []);
  }

  /** Whether actions must wait: one is in flight, or the connection is down. */
  function blocked(/** @type {TableState} */ state) {
    return state.busy || !state.connected;
  }

  /** @param {unknown} action */
  function send(action) {
    if (roots.dialog.open) roots.dialog.close();
    host.send(action);
  }

  // --- board -------------------------------------------------------------

  /** @param {TableState} state */
  function renderBoard(state) {
    const language = document.documentElement.lang;
    if (baseLanguage !== language) {
      const base = buildBaseLayer();
      base.setAttribute('aria-hidden', 'true');
      svg.replaceChildren(base, reachLayer, dynamic);
      svg.setAttribute('aria-label', t('cl.board_label'));
      baseLanguage = language;
    }
    const view = viewOf(state);
    const me = mySuspect(state);
    const activeSuspect = view.seats.find((x) => x.seat === view.active)?.suspect;
    const over = view.phase.phase === 'over';
    /** @type {SVGElement[]} */
    const items = [];
    /** @type {SVGElement[]} */
    const reach = [];

    // Reachable destinations, clickable (and focusable, Enter or Space) when this seat may move.
    if (view.phase.phase === 'moving') {
      const mine = state.seat !== null && state.toAct === state.seat;
      const from = me ? parsePosition(view.pawns[DATA.suspects.indexOf(me)]) : null;
      for (const dest of tabOrder(view.phase.reach)) {
        const place = parsePosition(dest);
        const go = () => send({ move: dest });
        const live = mine && !blocked(state);
        const onClick = live ? go : null;
        const keys = {
          tabindex: live ? 0 : null,
          onkeydown: live ? onActivateKeys(go) : null,
        };
        const label = t('cl.move_to', {
          place: 'square' in place && from && 'square' in from ? squareFrom(dest, from.square) : logPlace(dest),
        });
        if ('square' in place) {
          const [r, c] = place.square;
          reach.push(
            s(
              'rect',
              {
                class: `reach${mine ? ' mine' : ''}`,
                x: c * CELL + 0.6,
                y: r * CELL + 0.6,
                width: CELL - 1.2,
                height: CELL - 1.2,
                rx: 1.2,
                'data-dest': dest,
                'data-testid': `dest-${dest}`,
                role: mine ? 'button' : null,
                'aria-label': mine ? label : null,
                onclick: onClick,
                ...keys,
              },
              s('title', {}, label),
            ),
          );
        } else {
          const room = GEOMETRY.rooms.get(place.room);
          if (!room) continue;
          reach.push(
            s(
              'g',
              {
                class: `reach-room${mine ? ' mine' : ''}`,
                'data-dest': dest,
                'data-testid': `dest-${dest}`,
                role: mine ? 'button' : null,
                'aria-label': mine ? label : null,
                onclick: onClick,
                ...keys,
              },
              s('title', {}, label),
              ...room.cells.map(([r, c]) => s('rect', { x: c * CELL, y: r * CELL, width: CELL, height: CELL })),
            ),
          );
        }
      }
    }

    // Weapons, listed inside their rooms under the room's name.
    /** @type {Map<string, string[]>} */
    const weaponsIn = new Map();
    view.weapons.forEach((room, i) => {
      const list = weaponsIn.get(room) ?? [];
      list.push(weaponName(DATA.weapons[i]));
      weaponsIn.set(room, list);
    });
    for (const [roomKey, names] of weaponsIn) {
      const room = GEOMETRY.rooms.get(roomKey);
      if (!room) continue;
      const { r0, c0, c1 } = room.box;
      const width = (c1 - c0 + 1) * CELL;
      const size = 3.3;
      const labelLines = wrapLabel(roomName(roomKey), width - 2, 4.1).length;
      const lines = wrapList(names, width - 2, size);
      lines.forEach((line, i) => {
        items.push(
          s(
            'text',
            {
              class: 'weapon-label',
              x: (c0 + (c1 - c0 + 1) / 2) * CELL,
              y: r0 * CELL + 6 + labelLines * 4.5 + i * size * 1.2,
              'font-size': size,
            },
            line,
          ),
        );
      });
    }

    // Pawns: on their square, or on the room's free slots.
    /** @type {Map<string, number>} */
    const used = new Map();
    view.pawns.forEach((position, i) => {
      const suspect = DATA.suspects[i];
      const seat = view.seats.find((x) => x.suspect === suspect);
      const flags = {
        me: suspect === me,
        active: !over && suspect === activeSuspect,
        out: seat?.eliminated ?? false,
      };
      const place = parsePosition(position);
      /** @type {[number, number] | null} */
      let at = null;
      if ('square' in place) {
        at = place.square;
      } else {
        const room = GEOMETRY.rooms.get(place.room);
        if (!room) return;
        const n = used.get(place.room) ?? 0;
        used.set(place.room, n + 1);
        at = room.slots[n % room.slots.length];
      }
      const pawn = pawnSvg(suspect, (at[1] + 0.5) * CELL, (at[0] + 0.5) * CELL, flags);
      pawn.dataset.glide = `pawn-${suspect}`; // a move glides from the pawn's last place
      items.push(pawn);
    });
    reachLayer.replaceChildren(...reach);
    dynamic.replaceChildren(...items);
    choosing(view.phase.phase === 'moving' && state.seat !== null && state.toAct === state.seat && !blocked(state));

    // The same facts as text, for small screens and screen readers.
    whereabouts.replaceChildren(
      ...DATA.rooms.flatMap((roomKey) => {
        const weapons = weaponsIn.get(roomKey) ?? [];
        const pawns = DATA.suspects.filter((_, i) => view.pawns[i] === roomKey);
        if (!weapons.length && !pawns.length) return [];
        return [
          h(
            'li',
            {},
            h('strong', {}, roomName(roomKey)),
            ' ',
            ...pawns.map((p) => h('span', { class: 'chip suspect', title: suspectName(p) }, pawnIcon(p), suspectName(p))),
            ...weapons.map((w) => h('span', { class: 'chip weapon' }, w)),
          ),
        ];
      }),
    );
  }

  /** Whether this seat is choosing where to move (the board zooms in on a phone). */
  let wasChoosing = false;

  /**
   * Marks the board while this seat chooses where to move; as the choice opens on a phone
   * (where the board then pans in its frame), brings the pawn and the squares around it
   * into sight.
   * @param {boolean} now
   */
  function choosing(now) {
    svg.classList.toggle('choosing', now);
    if (now && !wasChoosing && frame.scrollWidth > frame.clientWidth) {
      svg.querySelector('.pawn.me')?.scrollIntoView({ block: 'center', inline: 'center' });
    }
    wasChoosing = now;
  }

  // Arrow keys move between the places in reach, to the nearest one that way.
  reachLayer.addEventListener('keydown', (ev) => {
    const step = ARROWS[ev.key];
    const from = /** @type {Element} */ (ev.target);
    if (!step || !from.matches('[tabindex]')) return;
    const next = nearestThatWay(from, [...reachLayer.querySelectorAll('[tabindex]')], step);
    if (next) {
      ev.preventDefault();
      /** @type {SVGElement} */ (next).focus();
    }
  });

  // --- controls ------------------------------------------------------------

  /** @param {TableState} state */
  function statusLine(state) {
    const view = viewOf(state);
    const phase = view.phase;
    const mine = state.seat !== null && state.toAct === state.seat;
    if (phase.phase === 'over') {
      return view.winner !== null
        ? t('cl.status.won', { who: seatName(state, view.winner) })
        : t('cl.status.no_winner');
    }
    if (phase.phase === 'refuting') {
      if (phase.refuter === state.seat) {
        return t('cl.status.you_refute', { who: seatName(state, phase.suggester) });
      }
      return t('cl.status.refuting', {
        who: seatName(state, phase.refuter),
        to: seatName(state, phase.suggester),
      });
    }
    if (mine) {
      if (phase.phase === 'start_of_turn') return t('cl.status.your_turn');
      if (phase.phase === 'moving') return t('cl.status.your_move', { die: phase.die });
      // Out of a room (or once suggested) there is nothing to suggest: do not offer it.
      const canSuggest = legalActions(state).some((a) => typeof a === 'object' && 'suggest' in a);
      return t(canSuggest ? 'cl.status.after_move' : 'cl.status.after_move_no_suggest');
    }
    const who = seatName(state, view.active);
    if (phase.phase === 'moving') return t('cl.status.other_moving', { who, die: phase.die });
    return t('cl.status.other_turn', { who });
  }

  /** @param {TableState} state */
  function renderControls(state) {
    const view = viewOf(state);
    const phase = view.phase;
    const legal = legalActions(state);
    const mine = state.seat !== null && state.toAct === state.seat;
    const buttons = [];
    /** @param {string} action @param {string} label @param {string} [cls] */
    const simple = (action, label, cls = '') => {
      if (!legal.some((a) => a === action)) return;
      buttons.push(
        h(
          'button',
          { type: 'button', class: cls, disabled: blocked(state), 'data-testid': `act-${action}`, onclick: () => send(action) },
          label,
        ),
      );
    };
    const here = mySuspect(state) ? view.pawns[DATA.suspects.indexOf(/** @type {string} */ (mySuspect(state)))] : null;
    simple('roll', t('cl.action.roll'), 'primary');
    simple('stay', t('cl.action.stay'));
    if (legal.some((a) => a === 'passage')) {
      const to = DATA.passages.find((p) => p.from === here)?.to;
      simple('passage', to ? t('cl.action.passage_to', { room: roomName(to) }) : t('cl.action.passage'));
    }
    if (phase.phase === 'moving' && mine) {
      for (const dest of phase.reach) {
        const place = parsePosition(dest);
        if ('room' in place) {
          buttons.push(
            h(
              'button',
              {
                type: 'button',
                class: 'primary',
                disabled: blocked(state),
                'data-testid': `enter-${place.room}`,
                onclick: () => send({ move: dest }),
              },
              t('cl.action.enter', { room: roomName(place.room) }),
            ),
          );
        }
      }
    }
    if (legal.some((a) => typeof a === 'object' && 'suggest' in a)) {
      buttons.push(
        h(
          'button',
          { type: 'button', class: 'primary', disabled: blocked(state), 'data-testid': 'act-suggest', onclick: () => openSuggest(state) },
          t('cl.action.suggest'),
        ),
      );
    }
    if (legal.some((a) => typeof a === 'object' && 'accuse' in a)) {
      buttons.push(
        h(
          'button',
          { type: 'button', class: 'danger', disabled: blocked(state), 'data-testid': 'act-accuse', onclick: () => openAccuse(state) },
          t('cl.action.accuse'),
        ),
      );
    }
    if (legal.some((a) => typeof a === 'object' && 'show' in a)) {
      buttons.push(
        h(
          'button',
          { type: 'button', class: 'primary', disabled: blocked(state), 'data-testid': 'act-show', onclick: () => openShow(state) },
          t('cl.action.show'),
        ),
      );
    }
    simple('end_turn', t('cl.action.end_turn'));
    // With nothing to suggest, ending the turn is the usual next step (accusing is rare):
    // the keyboard's focus goes there after the move, not to Accuse.
    if (!legal.some((a) => typeof a === 'object' && 'suggest' in a)) {
      buttons.find((b) => b.dataset.testid === 'act-end_turn')?.setAttribute('data-focus-next', '');
    }

    const die = phase.phase === 'moving' ? h('span', { class: 'die', role: 'img', 'aria-label': t('cl.die', { die: phase.die }) }, dieFace(phase.die)) : null;
    const hint = mine && phase.phase === 'moving' ? h('p', { class: 'hint' }, t('cl.hint.click_destination')) : null;
    const waiting = mine && state.legal === null ? h('p', { class: 'hint' }, t('cl.hint.waiting_legal')) : null;
    const result = phase.phase === 'over' ? renderResult(state) : null;
    fill(roots.controls,
      h('div', { class: 'status-row' }, die, h('p', { class: `status${mine ? ' mine' : ''}`, 'data-testid': 'status' }, statusLine(state))),
      hint,
      waiting,
      buttons.length ? h('div', { class: 'buttons' }, ...buttons) : null,
      result,
    );
  }

  /** @param {number} die */
  function dieFace(die) {
    const pips = {
      1: [[5, 5]],
      2: [[2.5, 2.5], [7.5, 7.5]],
      3: [[2.5, 2.5], [5, 5], [7.5, 7.5]],
      4: [[2.5, 2.5], [7.5, 2.5], [2.5, 7.5], [7.5, 7.5]],
      5: [[2.5, 2.5], [7.5, 2.5], [5, 5], [2.5, 7.5], [7.5, 7.5]],
      6: [[2.5, 2.5], [7.5, 2.5], [2.5, 5], [7.5, 5], [2.5, 7.5], [7.5, 7.5]],
    }[die] ?? [];
    return s(
      'svg',
      { viewBox: '0 0 10 10', class: 'die-face', 'data-testid': 'die', 'data-value': die },
      s('rect', { x: 0.5, y: 0.5, width: 9, height: 9, rx: 1.8 }),
      ...pips.map(([x, y]) => s('circle', { cx: x, cy: y, r: 0.95 })),
    );
  }

  /** @param {TableState} state */
  function renderResult(state) {
    const view = viewOf(state);
    const envelope = view.envelope;
    return h(
      'div',
      { class: 'result', 'data-testid': 'result', 'data-appear': 'result' },
      envelope ? h('p', {}, t('cl.result.envelope', { triple: tripleText(envelope) })) : null,
    );
  }

  // --- dialogs -------------------------------------------------------------

  /**
   * @param {TableState} state
   * @param {string} title
   * @param {Node[]} body
   * @param {{label: string, onClick?: () => void, primary?: boolean, testid?: string}[]} actions
   */
  function openDialog(state, title, body, actions) {
    const dialog = roots.dialog;
    const form = h('form', { method: 'dialog' });
    form.append(
      h('h2', {}, title),
      ...body,
      h(
        'div',
        { class: 'dialog-actions' },
        ...actions.map((a) =>
          h(
            'button',
            {
              type: a.onClick ? 'button' : 'submit',
              class: a.primary ? 'primary' : '',
              'data-testid': a.testid ?? null,
              onclick: a.onClick ?? null,
            },
            a.label,
          ),
        ),
      ),
    );
    dialog.replaceChildren(form);
    dialogSeq = state.seq;
    if (!dialog.open) dialog.showModal();
  }

  /**
   * A group of radio buttons.
   * @param {string} name @param {string} legend @param {string[]} keys
   * @param {(key: string) => string} label @param {string} [checked]
   */
  function radios(name, legend, keys, label, checked) {
    return h(
      'fieldset',
      { class: 'choices' },
      h('legend', {}, legend),
      ...keys.map((key, i) =>
        h(
          'label',
          { class: 'choice' },
          h('input', {
            type: 'radio',
            name,
            value: key,
            checked: checked ? key === checked : i === 0,
            'data-testid': `${name}-${key}`,
          }),
          ' ',
          name === 'suspect' ? pawnIcon(key) : null,
          label(key),
        ),
      ),
    );
  }

  /** @param {HTMLElement} form @param {string} name */
  function chosen(form, name) {
    const input = /** @type {HTMLInputElement | null} */ (form.querySelector(`input[name=${name}]:checked`));
    return input?.value ?? '';
  }

  /** @param {TableState} state */
  function openSuggest(state) {
    const legal = legalActions(state);
    const options = legal.flatMap((a) => (typeof a === 'object' && 'suggest' in a ? [a.suggest] : []));
    const suspects = DATA.suspects.filter((k) => options.some((o) => o.suspect === k));
    const weapons = DATA.weapons.filter((k) => options.some((o) => o.weapon === k));
    const me = mySuspect(state);
    const room = me ? viewOf(state).pawns[DATA.suspects.indexOf(me)] : '';
    const box = h('div', { class: 'dialog-body' });
    box.append(
      h('p', {}, t('cl.dialog.suggest_room', { room: placeName(room) })),
      radios('suspect', t('cl.dialog.suspect'), suspects, suspectName),
      radios('weapon', t('cl.dialog.weapon'), weapons, weaponName),
    );
    openDialog(state, t('cl.dialog.suggest_title'), [box], [
      { label: t('common.cancel') },
      {
        label: t('cl.action.suggest'),
        primary: true,
        testid: 'confirm-suggest',
        onClick: () => send({ suggest: { suspect: chosen(box, 'suspect'), weapon: chosen(box, 'weapon') } }),
      },
    ]);
  }

  /** @param {TableState} state */
  function openAccuse(state) {
    const legal = legalActions(state);
    const options = legal.flatMap((a) => (typeof a === 'object' && 'accuse' in a ? [a.accuse] : []));
    const suspects = DATA.suspects.filter((k) => options.some((o) => o.suspect === k));
    const weapons = DATA.weapons.filter((k) => options.some((o) => o.weapon === k));
    const rooms = DATA.rooms.filter((k) => options.some((o) => o.room === k));
    // Start from the cards nobody is known to hold: a convenience, not a rule.
    const notebook = deriveNotebook(viewOf(state), state.steps, state.seat);
    /** @param {string[]} keys */
    const open = (keys) => keys.find((k) => !knownHeld(notebook, k));
    const box = h('div', { class: 'dialog-body' });
    box.append(
      h('p', { class: 'warning' }, t('cl.dialog.accuse_warning')),
      radios('suspect', t('cl.dialog.suspect'), suspects, suspectName, open(suspects)),
      radios('weapon', t('cl.dialog.weapon'), weapons, weaponName, open(weapons)),
      radios('room', t('cl.dialog.room'), rooms, roomName, open(rooms)),
    );
    openDialog(state, t('cl.dialog.accuse_title'), [box], [
      { label: t('common.cancel') },
      {
        label: t('cl.action.accuse'),
        primary: true,
        testid: 'confirm-accuse',
        onClick: () =>
          send({
            accuse: { suspect: chosen(box, 'suspect'), weapon: chosen(box, 'weapon'), room: chosen(box, 'room') },
          }),
      },
    ]);
  }

  /** @param {TableState} state */
  function openShow(state) {
    const phase = viewOf(state).phase;
    if (phase.phase !== 'refuting') return;
    const cards = legalActions(state).flatMap((a) => (typeof a === 'object' && 'show' in a ? [a.show] : []));
    const body = [
      h('p', {}, t('cl.dialog.show_intro', { who: seatName(state, phase.suggester), triple: tripleText(phase.suggestion) })),
      h(
        'div',
        { class: 'card-choices' },
        ...cards.map((card) =>
          h(
            'button',
            {
              type: 'button',
              class: `card-button ${cardKind(card)}`,
              'data-testid': `show-${card}`,
              onclick: () => send({ show: card }),
            },
            cardName(card),
          ),
        ),
      ),
    ];
    openDialog(state, t('cl.dialog.show_title'), body, [{ label: t('cl.dialog.later') }]);
  }

  // --- hand, players, notebook ----------------------------------------------

  /** @param {TableState} state */
  function renderHand(state) {
    const view = viewOf(state);
    const parts = [];
    if (view.hand) {
      parts.push(
        h('h2', {}, t('cl.hand.title')),
        h(
          'ul',
          { class: 'cards', 'data-testid': 'hand' },
          ...view.hand.map((card) => h('li', { class: `card-chip ${cardKind(card)}`, 'data-card': card }, cardName(card))),
        ),
      );
    }
    if (view.envelope && view.phase.phase !== 'over') {
      parts.push(h('p', { class: 'envelope-known' }, t('cl.hand.envelope_seen', { triple: tripleText(view.envelope) })));
    }
    if (view.hands) {
      parts.push(
        h('h2', {}, t('cl.hand.all_hands')),
        h(
          'ul',
          { class: 'all-hands' },
          ...view.hands.map((hand, seat) =>
            h('li', {}, h('strong', {}, seatName(state, seat)), ': ', hand.map(cardName).join(', ')),
          ),
        ),
      );
    }
    roots.hand.hidden = parts.length === 0;
    roots.hand.replaceChildren(...parts);
  }

  /** @param {TableState} state */
  function renderPlayers(state) {
    const view = viewOf(state);
    const over = view.phase.phase === 'over';
    roots.players.replaceChildren(
      h('h2', {}, t('cl.players.title')),
      h(
        'ul',
        { class: 'player-list' },
        ...view.seats.map((seat) => {
          const player = state.seats.find((x) => x.seat === seat.seat)?.player ?? '';
          const kind = player.startsWith('bot:')
            ? t('shell.bot', { level: t(`bot.${player.slice(4)}`) })
            : t('shell.person');
          const flags = [];
          if (!over && seat.seat === view.active) flags.push(h('span', { class: 'tag turn' }, t('cl.players.to_play')));
          if (seat.eliminated) flags.push(h('span', { class: 'tag out' }, t('cl.players.eliminated')));
          if (view.winner === seat.seat) flags.push(h('span', { class: 'tag won' }, t('cl.players.winner')));
          return h(
            'li',
            { class: `player${seat.seat === view.active && !over ? ' active' : ''}${seat.eliminated ? ' out' : ''}` },
            pawnIcon(seat.suspect),
            h('span', { class: 'player-name' }, seatName(state, seat.seat)),
            h('span', { class: 'muted' }, `${kind} · ${t('cl.players.cards', { n: seat.hand_size })}`),
            ...flags,
          );
        }),
      ),
    );
  }

  /**
   * The plain grid of what this seat saw: held, shown, passed. All the notebook shows
   * when assistance is off.
   * @param {TableState} state
   * @param {Notebook} notebook
   */
  function plainGrid(state, notebook) {
    const view = viewOf(state);
    const symbol = { has: '✓', not: '✗', maybe: '?' };
    /** @param {string} category @param {readonly string[]} keys */
    const group = (category, keys) => [
      h('tr', { class: 'group' }, h('th', { colspan: notebook.seats.length + 1, scope: 'colgroup' }, t(category))),
      ...keys.map((card) => {
        const held = knownHeld(notebook, card);
        const inEnvelope =
          notebook.envelope &&
          (notebook.envelope.suspect === card || notebook.envelope.weapon === card || notebook.envelope.room === card);
        return h(
          'tr',
          { class: `${held ? 'cleared' : ''}${inEnvelope ? ' envelope' : ''}`, 'data-card': card },
          h('th', { scope: 'row' }, cardName(card)),
          ...notebook.seats.map((seat) => {
            const mark = notebook.marks.get(card)?.get(seat);
            return h(
              'td',
              { class: mark ?? '', title: mark ? t(`cl.notebook.${mark}`) : '' },
              mark ? symbol[mark] : '',
            );
          }),
        );
      }),
    ];
    const table = h(
      'table',
      { class: 'notebook-grid' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, t('cl.notebook.card')),
          ...notebook.seats.map((seat) => {
            const suspect = view.seats[seat].suspect;
            return h(
              'th',
              { scope: 'col', title: seatName(state, seat) },
              pawnIcon(suspect),
              h('span', { class: 'visually-hidden' }, seatName(state, seat)),
            );
          }),
        ),
      ),
      h(
        'tbody',
        {},
        ...group('cl.notebook.suspects', DATA.suspects),
        ...group('cl.notebook.weapons', DATA.weapons),
        ...group('cl.notebook.rooms', DATA.rooms),
      ),
    );
    return [h('p', { class: 'legend muted' }, t('cl.notebook.legend')), table];
  }

  /**
   * Every suggestion and how it was answered, newest first.
   * @param {TableState} state
   * @param {Notebook} notebook
   */
  function suggestionHistory(state, notebook) {
    const history = notebook.suggestions
      .slice()
      .reverse()
      .map((record) => {
        const parts = [t('cl.notebook.suggestion', { who: seatName(state, record.seat), triple: tripleText(record.triple) })];
        if (record.passed.length) {
          parts.push(t('cl.notebook.passed', { who: record.passed.map((x) => seatName(state, x)).join(', ') }));
        }
        if (record.shownBy !== null) {
          parts.push(
            record.card
              ? t('cl.notebook.shown_card', { who: seatName(state, record.shownBy), card: cardName(record.card) })
              : t('cl.notebook.shown', { who: seatName(state, record.shownBy) }),
          );
        }
        if (record.unrefuted) parts.push(t('cl.notebook.unrefuted'));
        return h('li', {}, h('span', { class: 'muted' }, t('cl.notebook.turn', { n: record.turn })), ' ', parts.join(' — '));
      });
    return [
      h('h3', {}, t('cl.notebook.history')),
      history.length ? h('ol', { class: 'history', reversed: true }, ...history) : h('p', { class: 'muted' }, t('cl.notebook.no_suggestions')),
    ];
  }

  /** @param {TableState} state */
  function renderNotebook(state) {
    const view = viewOf(state);
    const notebook = deriveNotebook(view, state.steps, state.seat);
    const toggle = state.seat === null ? null : assistToggle(assist, t('cl.assist.toggle'), 'assist-toggle', () => render(state));
    const deduced = assist.answer;
    if (assist.on && deduced && state.seat !== null) {
      deductions.render(deduced, {
        name: (seat) => seatName(state, seat),
        short: (seat) => t(`pawn.${view.seats[seat]?.suspect ?? ''}`),
      });
    }
    const body = assist.on && deduced && state.seat !== null ? [deductions.element] : plainGrid(state, notebook);
    fill(roots.notebook, toggle, ...body, ...suggestionHistory(state, notebook));
  }

  // --- the module's answers to the shell -------------------------------------

  /**
   * @param {unknown} raw
   * @param {TableState} state
   * @returns {LogLine | null}
   */
  function describe(raw, state) {
    const line = describeLine(raw, state);
    return line && { ...line, seat: lineSeat(/** @type {Event} */ (raw)) };
  }

  /**
   * The seat a log line is about, for its colour: who acted, who refuted, who won.
   * @param {Event} event
   * @returns {number | null}
   */
  function lineSeat(event) {
    if ('seat' in event) return event.seat;
    if ('refuter' in event) return event.refuter;
    if ('suggester' in event) return event.suggester;
    if ('winner' in event) return event.winner;
    return null;
  }

  /**
   * @param {unknown} raw
   * @param {TableState} state
   * @returns {LogLine | null}
   */
  function describeLine(raw, state) {
    const event = /** @type {Event} */ (raw);
    const who = (/** @type {number} */ seat) => seatName(state, seat);
    switch (event.event) {
      case 'turn_started':
        return { text: t('cl.log.turn_started', { turn: event.turn, who: who(event.seat) }), kind: 'turn' };
      case 'rolled':
        return { text: t('cl.log.rolled', { who: who(event.seat), value: event.value }) };
      case 'moved':
        if (event.by_passage) return { text: t('cl.log.passage', { who: who(event.seat), room: placeName(event.to) }) };
        return 'room' in parsePosition(event.to)
          ? { text: t('cl.log.entered', { who: who(event.seat), room: placeName(event.to) }) }
          : { text: t('cl.log.moved', { who: who(event.seat), place: logPlace(event.to) }) };
      case 'stayed':
        return { text: t('cl.log.stayed', { who: who(event.seat) }) };
      case 'blocked':
        return { text: t('cl.log.blocked', { who: who(event.seat) }) };
      case 'suggested':
        return {
          text: t('cl.log.suggested', {
            who: who(event.seat),
            triple: tripleText({ suspect: event.suspect, weapon: event.weapon, room: event.room }),
          }),
          kind: 'important',
        };
      case 'passed':
        return { text: t('cl.log.passed', { who: who(event.seat) }) };
      case 'must_show':
        if (event.options && event.refuter === state.seat) {
          return {
            text: t('cl.log.must_show_you', { to: who(event.suggester), cards: event.options.map(cardName).join(', ') }),
            kind: 'private',
          };
        }
        return { text: t('cl.log.must_show', { who: who(event.refuter), to: who(event.suggester) }) };
      case 'shown':
        if (event.card && event.suggester === state.seat) {
          return { text: t('cl.log.shown_you', { who: who(event.refuter), card: cardName(event.card) }), kind: 'private' };
        }
        if (event.card && event.refuter === state.seat) {
          return { text: t('cl.log.you_showed', { to: who(event.suggester), card: cardName(event.card) }), kind: 'private' };
        }
        if (event.card) {
          return { text: t('cl.log.shown_card', { who: who(event.refuter), to: who(event.suggester), card: cardName(event.card) }) };
        }
        return { text: t('cl.log.shown', { who: who(event.refuter), to: who(event.suggester) }) };
      case 'unrefuted':
        return { text: t('cl.log.unrefuted', { who: who(event.suggester) }), kind: 'important' };
      case 'accused':
        if (event.correct && event.accusation) {
          return { text: t('cl.log.accused_right', { who: who(event.seat), triple: tripleText(event.accusation) }), kind: 'important' };
        }
        if (event.accusation) {
          return { text: t('cl.log.accused_wrong_named', { who: who(event.seat), triple: tripleText(event.accusation) }), kind: 'important' };
        }
        return { text: t('cl.log.accused_wrong', { who: who(event.seat) }), kind: 'important' };
      case 'envelope_seen':
        return { text: t('cl.log.envelope_seen', { triple: tripleText(event.envelope) }), kind: 'private' };
      case 'eliminated':
        return event.pawn_to
          ? { text: t('cl.log.eliminated_moved', { who: who(event.seat), room: roomName(event.pawn_to) }) }
          : { text: t('cl.log.eliminated', { who: who(event.seat) }) };
      case 'game_over':
        return {
          text:
            event.winner !== null
              ? t('cl.log.game_over_winner', { who: who(event.winner), triple: tripleText(event.envelope) })
              : t('cl.log.game_over', { triple: tripleText(event.envelope), reason: t(`cl.reason.${event.reason}`) }),
          kind: 'important',
        };
      default:
        return null;
    }
  }

  /**
   * Private news deserves more than a log line: the card shown to this seat, the
   * envelope after a wrong accusation. (The end of the game is the end panel's.)
   * @param {LogStep} step
   * @param {TableState} state
   */
  function live(step, state) {
    for (const raw of step.events) {
      const event = /** @type {Event} */ (raw);
      if (event.event === 'shown' && event.card && event.suggester === state.seat) {
        host.reveal(
          t('cl.reveal.shown_title'),
          [t('cl.reveal.shown', { who: seatName(state, event.refuter), card: cardName(event.card) })],
          h('span', { class: `card-chip ${cardKind(event.card)}`, 'data-testid': 'revealed-card' }, cardName(event.card)),
        );
      } else if (event.event === 'envelope_seen' && event.seat === state.seat) {
        host.reveal(t('cl.reveal.envelope_title'), [t('cl.reveal.envelope', { triple: tripleText(event.envelope) })]);
      }
    }
  }

  /** @param {TableState} state */
  function render(state) {
    if (!state.view) return;
    if (roots.dialog.open && dialogSeq !== state.seq) roots.dialog.close();
    renderBoard(state);
    renderControls(state);
    renderHand(state);
    renderPlayers(state);
    assist.ask(state); // once per step while assistance is on
    renderNotebook(state);
    // The refuter is asked to choose at once; the dialog can be closed and reopened.
    const phase = viewOf(state).phase;
    if (
      phase.phase === 'refuting' &&
      phase.refuter === state.seat &&
      state.legal !== null &&
      !state.busy &&
      autoShownSeq !== state.seq
    ) {
      autoShownSeq = state.seq;
      openShow(state);
    }
  }

  /**
   * The answer to `askNotebook`.
   * @param {import('../protocol.js').NotebookFrame} frame
   * @param {TableState} state
   */
  function notebook(frame, state) {
    assist.receive(frame, state);
  }

  /** @param {number} seat @param {TableState} state */
  function seatColour(seat, state) {
    const suspect = viewOf(state).seats.find((x) => x.seat === seat)?.suspect;
    return suspect ? DATA.colours[suspect] : null;
  }

  /** @param {TableState} state */
  function now(state) {
    return whatNow(viewOf(state), state.seat, state.toAct, /** @type {Action[] | null} */ (state.legal), (seat) => seatName(state, seat));
  }

  return {
    render,
    describe,
    live,
    notebook,
    seatColour,
    seatName: (seat, state) => seatName(state, seat),
    whatNow: now,
    guide: GUIDE,
  };
}

export { CARDS };
