// The table: the game, round and series above the five locations; each location drawn as
// a scene of Venice with the pawns of those placed there this round (and the Ambassador
// when his card is turned there), their names, who was there earlier this series and the
// meeting being resolved. Until the first card of a round is placed, the pawns of the
// round before stand faded where they were: a round that closes at once, with no meeting,
// would otherwise never show where its last agent went. A location is a button while this
// seat may place its card there. Beside it, this seat's hand: its black cards (identity
// and fragment) and its location cards not yet played this series.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { LOCATIONS, agentName, colourStyle, identityName, placeName, seatOf } from './inkognito-names.js';
import { scene } from './inkognito-scenes.js';

/** @typedef {import('./inkognito-types.js').View} View */
/** @typedef {import('./inkognito-types.js').AgentView} AgentView */
/** @typedef {import('./inkognito-types.js').Location} Location */
/** @typedef {import('./inkognito-types.js').Agent} Agent */
/** @typedef {import('./inkognito-types.js').Event} Event */
/** @typedef {{agents: {agent: Agent, where: Location}[], ambassador: Location | null}} Round */

/** Rounds in a series (IK-SERIES-01). */
const SERIES = 5;

/** @param {View} view */
export function header(view) {
  const series = Math.floor((Math.max(view.round, 1) - 1) / SERIES) + 1;
  return h(
    'div',
    { class: 'ik-header', 'data-testid': 'stage' },
    h('strong', {}, t('ik.header.stage', { game: view.game, round: view.round, series })),
    ' · ',
    t('ik.header.target'),
  );
}

/** The agent view of a seat, if that seat is an agent. @param {View} view @param {number} seat */
export const agentOf = (view, seat) => view.agents.find((a) => seatOf(a.agent) === seat) ?? null;

/** A chip naming an agent placed here, in its seat's colour. @param {AgentView} agent @param {(seat: number) => string} name */
function chip(agent, name) {
  const seat = seatOf(agent.agent);
  return h(
    'span',
    { class: `ik-chip${seat === null ? ' ik-dummy' : ''}`, style: seat === null ? null : colourStyle(seat), 'data-seat': seat ?? 'dummy' },
    agentName(agent.agent, name),
  );
}

/**
 * Where everyone stood in the last round whose Ambassador's card was turned, from this
 * game's events as this seat saw them (a 5-player Ambassador player's own card is left
 * out: the Ambassador stands for it), or null before the first.
 * @param {Event[]} current
 * @returns {Round | null}
 */
export function lastRound(current) {
  const turned = current.map((e) => e.event).lastIndexOf('ambassador_at');
  const card = current[turned];
  if (!card || card.event !== 'ambassador_at') return null;
  let first = turned;
  while (first > 0 && current[first - 1].event === 'placed') first -= 1;
  const agents = [];
  for (const e of current.slice(first, turned)) {
    if (e.event === 'placed' && !e.ambassador && e.location) agents.push({ agent: e.by, where: e.location });
  }
  return { agents, ambassador: card.location };
}

/**
 * The round whose pawns stand on the board: this one once a card is placed or the
 * Ambassador's turned, else the one before, faded (`past`).
 * @param {View} view
 * @param {Round | null} before
 * @returns {Round & {past: boolean} | null}
 */
function standing(view, before) {
  const placed = view.agents.flatMap((a) => (a.placed ? [{ agent: a.agent, where: a.placed }] : []));
  if (placed.length || view.ambassador_at) return { agents: placed, ambassador: view.ambassador_at, past: false };
  return before && { ...before, past: true };
}

/**
 * The pawns standing at `where`: the agents of `round` there, and the Ambassador when his
 * card was turned there.
 * @param {View} view
 * @param {ReturnType<typeof standing>} round
 * @param {Location} where
 * @param {(seat: number) => string} name
 * @returns {import('./inkognito-scenes.js').Pawn[]}
 */
function pawns(view, round, where, name) {
  if (!round) return [];
  const me = typeof view.viewer === 'object' ? view.viewer.seat : null;
  const prefix = round.past ? 'pawn-before-' : 'pawn-';
  /** @param {string} who */
  const title = (who) => (round.past ? t('ik.board.round_before', { who }) : who);
  const agents = round.agents
    .filter((a) => a.where === where)
    .map(({ agent }) => {
      const seat = seatOf(agent);
      return {
        name: title(agentName(agent, name)),
        testid: `${prefix}${seat ?? 'dummy'}`,
        glide: `pawn-${seat ?? 'dummy'}`,
        kind: seat === null ? 'dummy' : 'agent',
        style: seat === null ? null : colourStyle(seat),
        mine: seat !== null && seat === me,
        past: round.past,
      };
    });
  const ambassador = { name: title(t('ik.ambassador')), testid: `${prefix}ambassador`, glide: 'pawn-ambassador', kind: 'ambassador', style: null, mine: false, past: round.past };
  return round.ambassador === where ? [...agents, ambassador] : agents;
}

/**
 * @param {View} view
 * @param {{open: Set<Location>, place: (where: Location) => void, name: (seat: number) => string, before: Round | null}} how
 */
export function locations(view, how) {
  const round = standing(view, how.before);
  return h(
    'div',
    { class: 'ik-locations', 'data-glide-frame': true },
    ...LOCATIONS.map((where) => {
      const here = view.agents.filter((a) => a.placed === where);
      const before = view.agents.filter((a) => a.played.includes(where) && a.placed !== where).map((a) => agentName(a.agent, how.name));
      if (view.ambassador_played.includes(where) && view.ambassador_at !== where) before.push(t('ik.ambassador'));
      const ambassador = view.ambassador_at === where;
      const meeting = view.meeting?.location === where;
      const open = how.open.has(where);
      return h(
        'button',
        {
          type: 'button',
          class: `ik-location${open ? ' open' : ''}${meeting ? ' meeting' : ''}`,
          'data-testid': `loc-${where}`,
          disabled: !open,
          title: open ? t('ik.board.click_place') : null,
          onclick: () => how.place(where),
        },
        h('span', { class: 'ik-location-name' }, placeName(where)),
        scene(where, pawns(view, round, where, how.name)),
        h(
          'span',
          { class: 'ik-placed' },
          ...here.map((a) => chip(a, how.name)),
          ambassador ? h('span', { class: 'ik-chip ik-ambassador', 'data-testid': 'ambassador-here' }, t('ik.ambassador')) : null,
        ),
        before.length ? h('span', { class: 'ik-earlier muted' }, t('ik.board.earlier', { who: before.join(', ') })) : null,
        meeting ? h('span', { class: 'tag turn' }, t(`ik.kind.${view.meeting?.kind}`)) : null,
      );
    }),
  );
}

/**
 * This seat's cards: its black cards, its location cards left this series (buttons while
 * it may place one), and the 5-player Ambassador player's hand.
 * @param {View} view
 * @param {number} me
 * @param {{open: Set<Location>, place: (where: Location) => void}} how
 */
export function hand(view, me, how) {
  const mine = agentOf(view, me);
  const played = mine ? mine.played : [...view.ambassador_played, ...(view.ambassador_hidden ? [view.ambassador_hidden] : [])];
  const left = LOCATIONS.filter((where) => !played.includes(where));
  return [
    h('h2', {}, t('ik.hand.title')),
    mine
      ? h(
          'p',
          { class: 'ik-black-cards', 'data-testid': 'my-identity', 'data-identity': mine.identity ?? '', 'data-fragment': mine.fragment ?? '' },
          h('span', { class: 'ik-black' }, mine.identity ? identityName(mine.identity) : '?'),
          ' ',
          h('span', { class: 'ik-black' }, mine.fragment ?? '?'),
          ' ',
          h('span', { class: 'muted' }, t('ik.hand.black')),
        )
      : h('p', { 'data-testid': 'my-identity' }, t('ik.hand.ambassador_player')),
    view.ambassador_hidden ? h('p', {}, t('ik.hand.hidden', { where: placeName(view.ambassador_hidden) })) : null,
    h('p', { class: 'muted' }, t('ik.hand.locations')),
    h(
      'div',
      { class: 'ik-hand' },
      ...left.map((where) =>
        h(
          'button',
          { type: 'button', class: `ik-card${how.open.has(where) ? ' open' : ''}`, 'data-testid': `place-${where}`, disabled: !how.open.has(where), onclick: () => how.place(where) },
          placeName(where),
        ),
      ),
    ),
  ];
}
