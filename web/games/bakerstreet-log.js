// Bakerstreet's events as lines of the game log, in the order they happened: every card
// named with its value and symbol in words (STOP, x2, ARROW), what only this seat saw
// marked private.

import { t } from '../i18n.js';
import { cardText } from './bakerstreet-cards.js';
import { positionName } from './bakerstreet-board.js';
import { rewardText } from './bakerstreet-showdown.js';

/** @typedef {import('./bakerstreet-types.js').Event} Event */
/** @typedef {import('./bakerstreet-types.js').Card} Card */
/** @typedef {import('../shell.js').LogLine} LogLine */

/** @param {Card[]} cards */
const cardList = (cards) => cards.map(cardText).join(', ') || t('bs.log.no_cards');

/** @param {(Card | null)[]} tops @param {(seat: number) => string} name */
const discardTops = (tops, name) =>
  tops.map((top, seat) => t('bs.log.discard_top', { who: name(seat), card: top ? cardText(top) : t('bs.empty') })).join('; ');

/**
 * The seat a line is about, for its colour in the log: who acted, challenged, won or begins.
 * @param {Event} event
 * @returns {number | null}
 */
export function eventSeat(event) {
  if ('seat' in event) return event.seat;
  if (event.event === 'challenged') return event.result.challenger;
  if (event.event === 'evaluated' || event.event === 'game_over') return event.winner;
  if (event.event === 'round_started') return event.first;
  return null;
}

/**
 * @param {Event} event
 * @param {number | null} me
 * @param {(seat: number) => string} name
 * @returns {LogLine | null}
 */
export function describeEvent(event, me, name) {
  switch (event.event) {
    case 'round_started':
      return { text: t('bs.log.round', { n: event.round, who: name(event.first) }), kind: 'turn' };
    case 'placed':
      return { text: t('bs.log.placed', { who: name(event.seat), card: cardText(event.card), where: positionName(event.position) }) };
    case 'drew':
      return event.card
        ? { text: t('bs.log.drew_card', { card: cardText(event.card) }), kind: 'private' }
        : { text: t('bs.log.drew', { who: name(event.seat) }) };
    case 'draw_skipped':
      return { text: t('bs.log.draw_skipped', { who: name(event.seat) }) };
    case 'reshuffled':
      return { text: t('bs.log.reshuffled', { who: name(event.seat), n: event.size }) };
    case 'bid':
      return { text: t('bs.log.bid', { who: name(event.seat), value: event.value }) };
    case 'challenged': {
      const { result, hands } = event;
      return {
        text: t('bs.log.challenged', {
          who: name(result.challenger),
          bidder: name(result.bidder),
          bid: result.bid,
          a: name(0),
          hand_a: cardList(hands[0]),
          b: name(1),
          hand_b: cardList(hands[1]),
          total: result.total,
          winner: name(result.winner),
        }),
        kind: 'important',
      };
    }
    case 'hands_discarded':
      return { text: t('bs.log.hands_discarded', { tops: discardTops(event.discard_tops, name) }) };
    case 'chosen':
      return { text: t('bs.log.chosen', { who: name(event.seat), where: positionName(event.position) }), kind: 'important' };
    case 'processed':
      return { text: t('bs.log.processed', { where: positionName(event.position), card: cardText(event.card) }) };
    case 'stopped':
      return {
        text: event.top
          ? t('bs.log.stopped_top', { where: positionName(event.position), card: cardText(event.top) })
          : t('bs.log.stopped', { where: positionName(event.position) }),
      };
    case 'evaluated':
      return {
        text: `${t('bs.log.evaluated', {
          where: positionName(event.position),
          a: name(0),
          sa: event.scores[0],
          b: name(1),
          sb: event.scores[1],
          who: name(event.winner),
        })}${event.arrow ? ` ${t('bs.log.arrow')}` : ''}`,
        kind: 'important',
      };
    case 'pile_seen':
      return event.cards
        ? { text: t('bs.log.pile_seen_you', { where: positionName(event.position), letters: event.cards.join(' ') || '—' }), kind: 'private' }
        : { text: t('bs.log.pile_seen', { who: name(event.seat), where: positionName(event.position) }) };
    case 'rewarded':
      return { text: rewardText(event, name), kind: event.letter && event.seat === me ? 'private' : undefined };
    case 'game_over':
      return {
        text: `${event.winner === null ? t('bs.log.over_draw') : t('bs.log.over_won', { who: name(event.winner) })} ${t(`bs.reason.${event.reason}`)} ${t('bs.log.collections', {
          a: name(0),
          la: event.collections[0].join(' ') || '—',
          ra: event.longest_runs[0],
          b: name(1),
          lb: event.collections[1].join(' ') || '—',
          rb: event.longest_runs[1],
        })}`,
        kind: 'important',
      };
    default:
      return null;
  }
}
