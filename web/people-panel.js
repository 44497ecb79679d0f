// Who sits at a table, seat by seat (GET /api/tables/{id}/people): a person's name (a link
// to their profile when they have an account), a bot's level, or nobody yet; at a rated
// table each person's rating, and once it ended what the table did to it (+12, −8). Used
// by the live table (fetched on load and at the end) and by the replay. Names are text.

import { byId, h } from './dom.js';
import { has, t } from './i18n.js';
import { changeText, personName, ratingText, tablePeople } from './people.js';

/** @typedef {import('./protocol.js').TablePeople} TablePeople */
/** @typedef {import('./protocol.js').SeatPerson} SeatPerson */

/** How long to wait before asking again while a seat is free, at first and at most. */
const WAIT_FOR_PEOPLE_MS = 4000;
const LONGEST_WAIT_MS = 60_000;

/** @param {string} level */
function levelName(level) {
  return has(`bot.${level}`) ? t(`bot.${level}`) : level;
}

/**
 * @param {string} tableId
 * @param {(seat: number) => string | null} seatName  the game's name for a seat, if it has one
 */
export function peoplePanel(tableId, seatName) {
  const panel = byId('people');
  /** @type {TablePeople | null} */
  let people = null;
  /** The table ended: no more asking while seats are empty. */
  let ended = false;
  /** @type {ReturnType<typeof setTimeout> | null} */
  let again = null;
  let wait = WAIT_FOR_PEOPLE_MS;
  /** The seats whose people left this rematch (from the clock frames): a bot plays them. */
  let left = /** @type {number[]} */ ([]);

  /** @param {SeatPerson} seat */
  function rating(seat) {
    if (seat.rating === null || seat.rating === undefined) return null;
    const value = ratingText(seat.rating, seat.deviation ?? undefined);
    if (seat.change === null || seat.change === undefined) {
      return h('span', { class: 'people-rating', 'data-testid': `people-rating-${seat.seat}` }, t('people.rating', { value }));
    }
    return h(
      'span',
      { class: 'people-rating', 'data-testid': `people-rating-${seat.seat}` },
      t('people.rating', { value }),
      ' ',
      h(
        'span',
        { class: seat.change > 0 ? 'change-up' : seat.change < 0 ? 'change-down' : '', 'data-testid': `people-change-${seat.seat}` },
        changeText(seat.change),
      ),
    );
  }

  /** @param {SeatPerson} seat */
  function row(seat) {
    const label = seatName(seat.seat) ?? t('people.seat', { n: seat.seat + 1 });
    let who;
    if (seat.name !== undefined) {
      who = personName(seat.name, seat.username, { class: 'people-name', 'data-testid': `people-name-${seat.seat}` });
    } else if (left.includes(seat.seat)) {
      who = h('span', { class: 'muted', 'data-testid': `people-left-${seat.seat}` }, t('people.left'));
    } else if (seat.bot !== undefined) {
      who = h('span', { class: 'muted' }, t('people.bot', { level: levelName(seat.bot) }));
    } else {
      who = h('span', { class: 'muted' }, t('people.nobody'));
    }
    return h(
      'li',
      { 'data-testid': `people-seat-${seat.seat}` },
      h('span', {}, h('span', { class: 'people-seat' }, label), ': ', who),
      rating(seat),
    );
  }

  function render() {
    if (!people) {
      panel.hidden = true;
      return;
    }
    panel.hidden = false;
    panel.replaceChildren(
      h(
        'h2',
        { id: 'people-heading' },
        t('people.title'),
        people.rated ? h('span', { class: 'badge', 'data-testid': 'people-rated' }, t('people.rated')) : null,
      ),
      h('ul', { class: 'people-list' }, ...people.seats.map(row)),
    );
  }

  return {
    /**
     * The seats whose people left this rematch.
     * @param {number[]} seats
     */
    setLeft(seats) {
      if (seats.join() === left.join()) return;
      left = [...seats];
      render();
    },
    /** Asks the server who sits where (again) and draws it. */
    async load() {
      const answer = await tablePeople(tableId);
      if (answer) people = answer;
      render();
      // Nothing says when somebody comes to a free seat: ask again a little later while
      // one is free.
      const free = people?.seats.some((seat) => seat.name === undefined && seat.bot === undefined);
      if (free && !ended && again === null) {
        again = setTimeout(() => {
          again = null;
          if (!ended) this.load();
        }, wait);
        // A seat that stays free is asked about less and less often.
        wait = Math.min(wait * 1.5, LONGEST_WAIT_MS);
      }
    },
    /**
     * At the end: asks again (a rated table's changes come a moment later, with the
     * server's `people` frame, which calls `load` once more).
     */
    async loadEnd() {
      ended = true;
      panel.classList.add('people-end');
      await this.load();
    },
    render,
  };
}
