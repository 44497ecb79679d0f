// Inkognito's words: locations in canonical order, the four agents and fragments, cards,
// agents (a seat or the dummy) and seat colours, and stable keys for test ids.

import { t } from '../i18n.js';

/** @typedef {import('./inkognito-types.js').Location} Location */
/** @typedef {import('./inkognito-types.js').Identity} Identity */
/** @typedef {import('./inkognito-types.js').Fragment} Fragment */
/** @typedef {import('./inkognito-types.js').Card} Card */
/** @typedef {import('./inkognito-types.js').Pair} Pair */
/** @typedef {import('./inkognito-types.js').Agent} Agent */
/** @typedef {import('./inkognito-types.js').PhoneNumber} PhoneNumber */

/** The five locations in canonical order, the order meetings are resolved in (§1). */
export const LOCATIONS = /** @type {Location[]} */ (['rialto', 'san_marco', 'san_giorgio', 'salute', 'ponte_dei_sospiri']);
/** F, B, Z, X: also the order of a number's fragments. */
export const IDENTITIES = /** @type {Identity[]} */ (['F', 'B', 'Z', 'X']);
export const FRAGMENTS = /** @type {Fragment[]} */ (['52', '11', '0', '29']);
/** A seat's 8 coloured cards, identities first. */
export const CARDS = /** @type {Card[]} */ ([...IDENTITIES.map((identity) => ({ identity })), ...FRAGMENTS.map((number) => ({ number }))]);

/** @param {Location} where */
export const placeName = (where) => t(`ik.location.${where}`);

/** @param {Identity} who */
export const identityName = (who) => t(`ik.identity.${who}`);

/** "identity-B" or "number-0", for test ids and lookups. @param {Card} card */
export const cardKey = (card) => ('identity' in card ? `identity-${card.identity}` : `number-${card.number}`);

/** A card's face in words. @param {Card} card */
export const cardName = (card) => ('identity' in card ? identityName(card.identity) : card.number);

/** An unordered pair's key. @param {Pair} pair */
export const pairKey = (pair) => pair.map(cardKey).sort().join('+');

/** @param {Pair} pair */
export const pairText = (pair) => pair.map(cardName).join(' + ');

/** @param {PhoneNumber} number */
export const numberText = (number) => number.join('-');

/**
 * The seats' colours (cosmetic, IK-SETUP-04), the one table behind every colour drawn for a
 * seat and behind its name: `key` names the colour in the catalogue, `css` paints it.
 */
const COLOURS = [
  { key: 'light_blue', css: '#3fa7d6' },
  { key: 'pink', css: '#e377b0' },
  { key: 'green', css: '#3e9b47' },
  { key: 'orange', css: '#f08a24' },
  { key: 'grey', css: '#8d8d8d' },
];

/** @param {number} seat */
export const colourName = (seat) => t(`ik.colour.${COLOURS[seat].key}`);

/**
 * A seat's colour as a style attribute: the stylesheet paints chips, swatches and pawns
 * with `--owner`.
 * @param {number} seat
 */
export const colourStyle = (seat) => `--owner: ${COLOURS[seat].css}`;

/** A seat's colour itself (the log's lines, the key moments' chart). @param {number} seat */
export const colourCss = (seat) => COLOURS[seat]?.css ?? null;

/** @param {Agent} agent @returns {number | null} */
export const seatOf = (agent) => (agent === 'dummy' ? null : agent.seat);

/**
 * @param {Agent} agent
 * @param {(seat: number) => string} name
 */
export const agentName = (agent, name) => (agent === 'dummy' ? t('ik.dummy') : name(agent.seat));
