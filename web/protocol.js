// JSDoc types of the table protocol (docs/protocol.md): the HTTP lobby bodies and the
// WebSocket frames. Game-specific parts (views, events, actions) stay `unknown` here;
// each game module narrows them with its own types.

/**
 * One game the server offers (GET /api/games).
 * @typedef {Object} GameInfo
 * @property {string} name
 * @property {number} min_players
 * @property {number} max_players
 * @property {string[]} bot_levels
 */

/**
 * One seat of a table to create.
 * @typedef {{player: 'human'} | {player: 'bot', level: string}} SeatRequest
 */

/**
 * POST /api/tables body.
 * @typedef {Object} CreateTableRequest
 * @property {string} game
 * @property {number} players
 * @property {SeatRequest[]} seats
 * @property {Record<string, unknown>} [options]
 * @property {boolean} [public]  listed in the lobby once a person sits down
 * @property {Clock} [clock]  the time per decision
 * @property {string} [stand_in]  the bot level that plays for an absent person
 * @property {boolean} [spectator_chat]  spectators' chat lines reach the seats too
 * @property {boolean} [rated]  the result changes the people's ratings (people only)
 */

/**
 * One line of table chat: only what a person typed, by whom, at which step.
 * @typedef {Object} ChatLine
 * @property {number} n  the line's number at its table, from 1
 * @property {number} step  the table's seq when it was written
 * @property {number | null} seat  null: a spectator
 * @property {string} name  the speaker's name: text, never HTML
 * @property {string} text  what was typed: text, never HTML
 * @property {number} at  milliseconds since the Unix epoch
 */

/** @typedef {{type: 'chat'} & ChatLine} ChatFrame */

/**
 * A public table as the lobby lists it (GET /api/lobby, and its server-sent events).
 * @typedef {Object} LobbyEntry
 * @property {string} id
 * @property {string} game
 * @property {number} players
 * @property {number} free    seats for a person nobody has come to
 * @property {number} people  seats for a person somebody has come to
 * @property {string[]} bots  one bot level per bot seat
 * @property {number} created  seconds since the Unix epoch
 * @property {boolean} [rated]
 * @property {SeatedPerson[]} [seated]  the seats a person has come to
 */

/**
 * A person at a seat as the lobby lists them: names are text, never HTML.
 * @typedef {Object} SeatedPerson
 * @property {number} seat
 * @property {string} name
 * @property {string | null} username  null for a guest
 * @property {number | null} rating  in the table's game, rounded; null: none yet
 * @property {number | null} [deviation]  the rating's deviation: above 110, provisional
 */

/**
 * @typedef {Object} LobbyList
 * @property {LobbyEntry[]} open     tables with a free seat
 * @property {LobbyEntry[]} playing  tables without, to watch
 * @property {number} now  the server's clock, seconds since the Unix epoch
 */

/**
 * One step of a game as one viewer saw it (GET /api/tables/{id}/replay).
 * @typedef {Object} ReplayFrame
 * @property {'replay'} type
 * @property {string} game
 * @property {SeatInfo[]} seats
 * @property {number | null} seat  the viewer's seat, or null
 * @property {boolean} omniscient
 * @property {number} step  the step shown (0: the setup)
 * @property {number} last  the last step there is
 * @property {boolean} over
 * @property {unknown} view
 * @property {number | null} to_act
 * @property {LogStep[]} log  the steps up to the one shown, as the viewer saw them
 * @property {unknown} notebook  the seat's notebook then, or null
 * @property {ChatLine[]} [chat]  the chat lines up to the step shown that the viewer may read
 */

/**
 * The answer to POST /api/tables/{id}/take.
 * @typedef {Object} TakenSeat
 * @property {number} seat
 * @property {string} link
 */

/**
 * A table the person has sat at (GET /api/me).
 * @typedef {Object} MyTable
 * @property {string} table
 * @property {string} game
 * @property {number} seat
 * @property {string} seat_link  the seat's link, a credential for it
 * @property {boolean} finished
 * @property {number} created_at  seconds since the Unix epoch
 * @property {number} linked_at   when the person first came to the seat
 */

/**
 * The person this browser is (GET /api/me): a guest made on the first visit, kept by a
 * session cookie.
 * @typedef {Object} Me
 * @property {string} name
 * @property {string | null} username  null for a guest
 * @property {MyTable[]} tables  newest first
 * @property {boolean} [hidden]  an account's profile is hidden from everyone else
 */

/**
 * One seat of a table as GET /api/tables/{id}/people says it: a bot (`bot` its level), a
 * person (`name`), or nobody yet (neither).
 * @typedef {Object} SeatPerson
 * @property {number} seat
 * @property {string} [bot]
 * @property {string} [name]
 * @property {string | null} [username]
 * @property {number | null} [rating]
 * @property {number | null} [deviation]  the rating's deviation: above 110, provisional
 * @property {number | null} [change]  what this table did to the rating, once rated
 */

/**
 * @typedef {Object} TablePeople
 * @property {boolean} rated
 * @property {SeatPerson[]} seats
 */

/**
 * @typedef {Object} Rating
 * @property {number} value
 * @property {number} deviation
 * @property {number} games
 */

/**
 * One game of a profile (GET /api/players/{username}).
 * @typedef {Object} ProfileGame
 * @property {string} game
 * @property {number} played
 * @property {number} won
 * @property {Rating | null} rating
 * @property {{at: number, value: number, table: string | null}[]} history  oldest first (`table`: null for a private table on another's profile); `at` in seconds
 */

/**
 * A finished table of a profile, newest first.
 * @typedef {Object} ProfileTable
 * @property {string} table
 * @property {string} game
 * @property {number} ended  seconds since the Unix epoch
 * @property {number} seat
 * @property {boolean} won
 * @property {boolean} rated
 */

/**
 * An account's public page (GET /api/players/{username}).
 * @typedef {Object} Profile
 * @property {string} username
 * @property {string} name
 * @property {boolean} hidden  only its owner gets a hidden profile
 * @property {ProfileGame[]} games
 * @property {ProfileTable[]} recent
 */

/**
 * The answer to GET /api/tables/{id}/moments, once the game is over.
 * @typedef {Object} MomentsAnswer
 * @property {number} steps
 * @property {SeatMoments[]} seats
 */

/**
 * One seat's key moments: its notebook's certainty (0 to 1) at the deal and after each
 * step, and each answer it had to find.
 * @typedef {Object} SeatMoments
 * @property {number} seat
 * @property {number[]} certainty
 * @property {MomentGoal[]} goals
 */

/**
 * @typedef {Object} MomentGoal
 * @property {number} from
 * @property {number | null} until
 * @property {number | null} known  the first step at which the answer was determined
 * @property {{step: number, right: boolean}[]} acts  accusations, solves or calls
 */

/**
 * A seat in the answer to POST /api/tables: humans get a token and a link.
 * @typedef {Object} CreatedSeat
 * @property {number} seat
 * @property {string} player   "human" or "bot:LEVEL"
 * @property {string} [token]
 * @property {string} [link]
 */

/**
 * @typedef {Object} CreateTableResponse
 * @property {string} id
 * @property {CreatedSeat[]} seats
 * @property {string} spectator_link
 */

/** @typedef {{error: string}} HttpError */

/**
 * A seat as every connection sees it.
 * @typedef {Object} SeatInfo
 * @property {number} seat
 * @property {string} player   "human" or "bot:LEVEL"
 */

/**
 * One accepted action's events, as this viewer saw them.
 * @typedef {Object} LogStep
 * @property {number} seq
 * @property {number} [seat]   the seat that acted, when the server says
 * @property {boolean} [stand_in]  played by a bot for the seat's absent person
 * @property {unknown[]} events
 */

/**
 * @typedef {Object} SnapshotFrame
 * @property {'snapshot'} type
 * @property {number} seq
 * @property {string} game
 * @property {number | null} [seat]   this connection's seat; absent or null for a spectator
 * @property {SeatInfo[]} seats
 * @property {unknown} view
 * @property {number | null} to_act
 * @property {unknown[]} [legal]  this seat's legal actions, when it is to act
 * @property {LogStep[]} log
 * @property {ChatLine[]} [chat]  the table's last chat lines this viewer may read (200 at most)
 */

/**
 * @typedef {Object} EventsFrame
 * @property {'events'} type
 * @property {number} seq
 * @property {number} seat     the seat that acted
 * @property {boolean} [stand_in]  played by a bot for the seat's absent person
 * @property {unknown[]} events
 * @property {unknown} view
 * @property {number | null} to_act
 * @property {unknown[]} [legal]  this seat's legal actions, when it is to act after this step
 */

/**
 * @typedef {Object} LegalFrame
 * @property {'legal'} type
 * @property {number} seq
 * @property {unknown[]} actions
 */

/**
 * What this seat can deduce at step `seq` (docs/protocol.md, "The notebook"); null for a
 * game without a notebook.
 * @typedef {Object} NotebookFrame
 * @property {'notebook'} type
 * @property {number} seq
 * @property {unknown} notebook
 */

/**
 * @typedef {'malformed' | 'too_large' | 'stale' | 'not_a_seat' | 'rule' | 'bad_token' | 'unavailable'} ErrorCode
 */

/**
 * @typedef {Object} ErrorFrame
 * @property {'error'} type
 * @property {ErrorCode | string} code
 * @property {string} [rule]
 * @property {string} message
 * @property {number} [seq]
 */

/**
 * The finished table's rematch is set up at table `table`.
 * @typedef {Object} RematchFrame
 * @property {'rematch'} type
 * @property {string} table
 */

/**
 * A table's clock (only at tables that have one): whose decision is due and the time it
 * has left (null while a bot plays it, or before its person came), and the seats bots
 * stand in for.
 * @typedef {Object} ClockFrame
 * @property {'clock'} type
 * @property {number} seq
 * @property {Clock} clock
 * @property {number | null} seat
 * @property {number | null} remaining_ms
 * @property {number[]} stand_ins
 * @property {number[]} [left]  the seats whose people left this rematch: a bot plays them to the end
 */

/** @typedef {'off' | {seconds: number} | {days: number}} Clock */

/**
 * The finished table is settled: its people's ratings and changes can be read again.
 * @typedef {Object} PeopleFrame
 * @property {'people'} type
 */

/** @typedef {SnapshotFrame | EventsFrame | LegalFrame | NotebookFrame | RematchFrame | PeopleFrame | ClockFrame | ChatFrame | ErrorFrame} ServerFrame */

/**
 * @typedef {{type: 'action', seq: number, action: unknown}
 *         | {type: 'resume', seq: number}
 *         | {type: 'legal'}
 *         | {type: 'notebook'}
 *         | {type: 'back'}
 *         | {type: 'chat', text: string}} ClientFrame
 */

/**
 * Reads one server frame, or null when the text is not a frame this client knows.
 * @param {string} text
 * @returns {ServerFrame | null}
 */
export function parseFrame(text) {
  /** @type {unknown} */
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const type = /** @type {{type?: unknown}} */ (value).type;
  const known = ['snapshot', 'events', 'legal', 'notebook', 'rematch', 'people', 'clock', 'chat', 'error'];
  if (typeof type === 'string' && known.includes(type)) {
    return /** @type {ServerFrame} */ (value);
  }
  return null;
}

export {};
