// P.I.'s events as lines of the game log, in words: every action with its result, where
// each token went, the cases as they are dealt and revealed, and the scores. The case
// this seat was dealt is private.

import { t } from '../i18n.js';
import { winnersText } from './pi-ending.js';
import { caseText, elementName, kindOf, nameOf } from './pi-names.js';
import { loadText } from './pi-pieces.js';

/** @typedef {import('./pi-types.js').Event} Event */
/** @typedef {import('../shell.js').LogLine} LogLine */

/**
 * The seat a line is about, for its colour in the log.
 * @param {Event} event
 * @returns {number | null}
 */
export function eventSeat(event) {
  if ('seat' in event) return event.seat;
  if (event.event === 'mini_game_started') return event.start_player;
  if (event.event === 'case_dealt') return event.holder;
  return null;
}

/**
 * @param {Event} event
 * @param {number} players
 * @param {(seat: number) => string} name
 * @returns {LogLine | null}
 */
export function describeEvent(event, players, name) {
  switch (event.event) {
    case 'mini_game_started':
      return {
        text: t('pi.log.mini_game', { n: event.mini_game, who: name(event.start_player), cards: event.display.map(elementName).join(', ') }),
        kind: 'turn',
      };
    case 'case_dealt': {
      const owner = name((event.holder + 1) % players);
      return event.case
        ? { text: t('pi.log.dealt_you', { who: owner, case: caseText(event.case) }), kind: 'private' }
        : { text: t('pi.log.dealt', { holder: name(event.holder), who: owner }) };
    }
    case 'round_started':
      return { text: t('pi.log.round', { n: event.round, points: event.score_value }), kind: 'turn' };
    case 'investigated':
      return {
        text: t('pi.log.investigated', {
          who: name(event.seat),
          where: nameOf('location', event.location),
          load: loadText(event),
          left: event.unused_investigators,
        }),
      };
    case 'evidence_taken': {
      const card = elementName(event.card);
      if (!event.result) return { text: t('pi.log.evidence_none', { who: name(event.seat), card }) };
      const tile = kindOf(event.card) === 'location' ? t('pi.log.location_slot', { where: card }) : t('pi.log.tile', { tile: card, where: nameOf('location', event.tile.location) });
      return {
        text: t(event.from_investigator ? 'pi.log.evidence_moved' : 'pi.log.evidence_new', {
          who: name(event.seat),
          card,
          token: t(`pi.token.${event.result}`),
          tile,
        }),
      };
    }
    case 'deck_reshuffled':
      return { text: t('pi.log.reshuffled', { n: event.size }) };
    case 'display_refilled':
      return { text: t('pi.log.refilled', { card: elementName(event.card) }) };
    case 'solved':
      return { text: t('pi.log.solved', { who: name(event.seat), case: caseText(event.case), points: event.points }), kind: 'important' };
    case 'wrong_attempt':
      return {
        text: t('pi.log.wrong', { who: name(event.seat), case: caseText(event.attempt), steps: event.penalty_steps, points: -2 * event.penalty_steps }),
        kind: 'important',
      };
    case 'mini_game_ended':
      return {
        text: t('pi.log.ended', {
          n: event.mini_game,
          cases: event.cases.map((found, seat) => t('pi.ended.case', { who: name(seat), case: caseText(found), points: event.points[seat] })).join(' '),
        }),
        kind: 'important',
      };
    case 'game_over':
      return {
        text: t('pi.log.over', {
          winners: winnersText(event.winners, name),
          scores: event.scores.map((score, seat) => `${name(seat)} ${score}`).join(', '),
        }),
        kind: 'important',
      };
    default:
      return null;
  }
}
