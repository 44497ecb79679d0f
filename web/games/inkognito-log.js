// Inkognito's events as lines of the game log, in words: placements, the Ambassador's
// card, meetings, who showed whom what (the faces only where this seat saw them), names
// asked for, calls, the ends of series and games.

import { t } from '../i18n.js';
import { agentName, cardName, identityName, numberText, pairText, placeName } from './inkognito-names.js';

/** @typedef {import('./inkognito-types.js').Event} Event */
/** @typedef {import('../shell.js').LogLine} LogLine */

/**
 * The seat a line is about, for its colour in the log (none for the dummy or the table).
 * @param {Event} e
 * @returns {number | null}
 */
export function eventSeat(e) {
  switch (e.event) {
    case 'game_started':
      return e.start;
    case 'dealt':
    case 'committed':
    case 'passed':
    case 'looked':
      return e.seat;
    case 'placed':
      return e.by === 'dummy' ? null : e.by.seat;
    case 'showed':
      return e.from;
    case 'black_shown':
      return e.from === 'dummy' ? null : e.from.seat;
    case 'asked':
      return e.asker;
    case 'called':
      return e.caller;
    default:
      return null;
  }
}

/**
 * @param {Event} e
 * @param {(seat: number) => string} name
 * @returns {LogLine | null}
 */
export function describeEvent(e, name) {
  switch (e.event) {
    case 'game_started':
      return {
        text: t('ik.log.game', { n: e.game, who: name(e.start) }) + (e.ambassador === null ? '' : ` ${t('ik.log.ambassador_player', { who: name(e.ambassador) })}`),
        kind: 'turn',
      };
    case 'dealt':
      return e.identity && e.fragment
        ? { text: t('ik.log.dealt_you', { identity: identityName(e.identity), fragment: e.fragment }), kind: 'private' }
        : { text: t('ik.log.dealt', { who: name(e.seat) }) };
    case 'placed':
      if (e.ambassador) {
        return e.location
          ? { text: t('ik.log.hidden_you', { where: placeName(e.location) }), kind: 'private' }
          : { text: t('ik.log.hidden', { who: agentName(e.by, name) }) };
      }
      return { text: t('ik.log.placed', { who: agentName(e.by, name), where: e.location ? placeName(e.location) : '?' }) };
    case 'ambassador_at':
      return { text: t('ik.log.ambassador_at', { where: placeName(e.location) }) };
    case 'meeting':
      return {
        text: t('ik.log.meeting', { where: placeName(e.location), kind: t(`ik.kind.${e.kind}`), who: e.persons.map((a) => agentName(a, name)).join(', ') }),
        kind: 'turn',
      };
    case 'committed':
      return { text: t('ik.log.committed', { who: name(e.seat) }) };
    case 'showed': {
      const base = t(e.cards === 1 ? 'ik.log.showed_black' : 'ik.log.showed_pair', { from: name(e.from), to: name(e.to) });
      if (!e.shown) return { text: base };
      const what = 'pair' in e.shown ? pairText(e.shown.pair) : cardName(e.shown.black);
      return { text: `${base}: ${what}.`, kind: 'private' };
    }
    case 'asked':
      return e.named
        ? { text: t('ik.log.asked', { who: name(e.asker), named: agentName(e.named, name) }) }
        : { text: t('ik.log.asked_nobody', { who: name(e.asker) }) };
    case 'passed':
      return { text: t('ik.log.passed', { who: name(e.seat) }) };
    case 'black_shown': {
      const base = t('ik.log.black_shown', { from: agentName(e.from, name), to: name(e.to) });
      return e.card ? { text: `${base}: ${cardName(e.card)}.`, kind: 'private' } : { text: base };
    }
    case 'looked':
      return e.card
        ? { text: t('ik.log.looked_you', { card: cardName(e.card) }), kind: 'private' }
        : { text: t('ik.log.looked', { who: name(e.seat) }) };
    case 'called':
      return { text: t(e.correct ? 'ik.log.called_correct' : 'ik.log.called_wrong', { who: name(e.caller), number: numberText(e.number) }), kind: 'important' };
    case 'series_ended':
      return { text: t('ik.log.series', { n: e.series }) };
    case 'game_ended':
      return {
        text: t('ik.log.ended', {
          number: numberText(e.number),
          scored: e.scored.map(name).join(', ') || '—',
          scores: e.scores.map((s, seat) => `${name(seat)} ${s}`).join(', '),
        }),
        kind: 'important',
      };
    default:
      return null;
  }
}
