// The Bakerstreet table: five face-down evidence piles in a circle, numbered clockwise
// from the top, each with its detective stack beside it (only the top card shows), the
// round and the current bid in the middle, and this round's bids below.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { cardElement, emptySlot } from './bakerstreet-cards.js';

/** @typedef {import('./bakerstreet-types.js').View} View */

/** How far the positions sit from the centre, in per cent of the circle's width. */
const RADIUS = 36;

/** @param {number} position */
export const positionName = (position) => t('bs.position', { n: position + 1 });

/**
 * @typedef {Object} BoardChoice
 * @property {Set<number>} open       positions this seat may click now
 * @property {number | null} selected
 * @property {(position: number) => void} pick
 * @property {string} hint            what a click does, for the buttons' labels
 * @property {boolean} [next]         a card is picked: the first open position comes next
 */

/**
 * @param {View} view
 * @param {(seat: number) => string} name
 * @param {BoardChoice} choice
 */
export function circle(view, name, choice) {
  const places = view.stacks.map((stack, position) => {
    const angle = -Math.PI / 2 + (position * 2 * Math.PI) / view.stacks.length;
    const left = 50 + RADIUS * Math.cos(angle);
    const top = 50 + RADIUS * Math.sin(angle);
    const open = choice.open.has(position);
    const size = view.evidence_sizes[position];
    const classes = ['bs-position'];
    if (open) classes.push('open');
    if (choice.selected === position) classes.push('selected');
    if (view.phase.phase === 'take' && view.phase.position === position) classes.push('evaluated');
    return h(
      'button',
      {
        type: 'button',
        class: classes.join(' '),
        // Once a card is picked, its position is the next thing to choose.
        'data-focus-next': open && choice.next && position === Math.min(...choice.open),
        style: `left: ${left.toFixed(1)}%; top: ${top.toFixed(1)}%`,
        disabled: !open,
        'aria-pressed': open ? String(choice.selected === position) : null,
        'data-testid': `pos-${position}`,
        onclick: open ? () => choice.pick(position) : null,
      },
      // Named by its content (axe: the visible name must start the spoken one): the
      // position's name, then in words what the drawing beside it shows.
      h('span', { class: 'bs-position-name' }, positionName(position)),
      h(
        'span',
        { class: 'visually-hidden' },
        `: ${t('bs.board.pile', { n: size })}, ${t('bs.board.stack', { n: stack.size })}${open ? `. ${choice.hint}` : ''}`,
      ),
      h(
        'span',
        { class: 'bs-position-cards', 'aria-hidden': 'true' },
        h(
          'span',
          { class: `bs-pile${size ? '' : ' empty'}`, 'data-testid': `pile-${position}` },
          h('span', { class: 'bs-pile-size' }, String(size)),
          h('span', { class: 'bs-pile-label' }, t('bs.board.evidence')),
        ),
        h(
          'span',
          { class: 'bs-stack', 'data-testid': `stack-${position}` },
          topCard(stack, position),
          h('span', { class: 'bs-stack-size' }, t('bs.board.stack', { n: stack.size })),
        ),
      ),
    );
  });
  const bid = view.bids[view.bids.length - 1];
  return h(
    'div',
    { class: 'bs-circle', 'data-testid': 'circle' },
    h('div', { class: 'bs-ring', 'aria-hidden': 'true' }),
    h(
      'div',
      { class: 'bs-centre' },
      h(
        'p',
        { class: 'muted' },
        view.max_rounds
          ? t('bs.board.round_of', { n: view.round, max: view.max_rounds })
          : t('bs.board.round', { n: view.round }),
      ),
      bid
        ? h(
            'p',
            { class: 'bs-current-bid', 'data-testid': 'current-bid' },
            h('strong', {}, String(bid.value)),
            h('span', {}, t('bs.board.bid_by', { who: name(bid.seat) })),
          )
        : h('p', { class: 'muted', 'data-testid': 'current-bid' }, t('bs.board.no_bid')),
    ),
    ...places,
  );
}

/**
 * A stack's top card, marked so that a card just played on it turns face up.
 * @param {import('./bakerstreet-types.js').StackView} stack
 * @param {number} position
 */
function topCard(stack, position) {
  if (!stack.top) return emptySlot();
  const card = cardElement(stack.top);
  card.dataset.flip = `stack-${position}`;
  card.dataset.face = `${stack.size}`;
  return card;
}

/**
 * This round's bids, oldest first.
 * @param {View} view
 * @param {(seat: number) => string} name
 */
export function bidHistory(view, name) {
  return h(
    'div',
    { class: 'bs-bids' },
    h('h3', {}, t('bs.board.bids')),
    view.bids.length
      ? h(
          'ol',
          { class: 'bs-bid-list', 'data-testid': 'bids' },
          ...view.bids.map((bid) =>
            h('li', { class: `owner-${bid.seat}`, title: t('bs.log.bid', { who: name(bid.seat), value: bid.value }) }, `${t(`bs.initial.${bid.seat}`)} ${bid.value}`),
          ),
        )
      : h('p', { class: 'muted', 'data-testid': 'bids' }, t('bs.board.no_bids')),
  );
}
