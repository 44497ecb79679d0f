// Cluedo's events as log lines (private ones for the seat that saw them), the seat each
// line is about, and the private news that deserves more than a line.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { logPlace, parsePosition, placeName } from './cluedo-drawing.js';
import { cardKind, cardName, roomName, tripleText } from './cluedo-names.js';

/** @typedef {import('../shell.js').LogLine} LogLine */
/** @typedef {import('../shell.js').GameHost} GameHost */
/** @typedef {import('../protocol.js').LogStep} LogStep */
/** @typedef {import('./cluedo-types.js').Event} Event */

/**
 * The seat a log line is about, for its colour: who acted, who refuted, who won.
 * @param {Event} event
 * @returns {number | null}
 */
export function eventSeat(event) {
  if ('seat' in event) return event.seat;
  if ('refuter' in event) return event.refuter;
  if ('suggester' in event) return event.suggester;
  if ('winner' in event) return event.winner;
  return null;
}

/**
 * @param {Event} event
 * @param {number | null} me  the seat reading the log (none for a spectator)
 * @param {(seat: number) => string} who
 * @returns {LogLine | null}
 */
export function describeEvent(event, me, who) {
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
      if (event.options && event.refuter === me) {
        return {
          text: t('cl.log.must_show_you', { to: who(event.suggester), cards: event.options.map(cardName).join(', ') }),
          kind: 'private',
        };
      }
      return { text: t('cl.log.must_show', { who: who(event.refuter), to: who(event.suggester) }) };
    case 'shown':
      if (event.card && event.suggester === me) {
        return { text: t('cl.log.shown_you', { who: who(event.refuter), card: cardName(event.card) }), kind: 'private' };
      }
      if (event.card && event.refuter === me) {
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
 * @param {number | null} me
 * @param {(seat: number) => string} name
 * @param {GameHost} host
 */
export function revealNews(step, me, name, host) {
  for (const raw of step.events) {
    const event = /** @type {Event} */ (raw);
    if (event.event === 'shown' && event.card && event.suggester === me) {
      host.reveal(
        t('cl.reveal.shown_title'),
        [t('cl.reveal.shown', { who: name(event.refuter), card: cardName(event.card) })],
        h('span', { class: `card-chip ${cardKind(event.card)}`, 'data-testid': 'revealed-card' }, cardName(event.card)),
      );
    } else if (event.event === 'envelope_seen' && event.seat === me) {
      host.reveal(t('cl.reveal.envelope_title'), [t('cl.reveal.envelope', { triple: tripleText(event.envelope) })]);
    }
  }
}
