-- Version 7: table chat (6 is the accounts'; this step only adds, so it applies after 6).
-- Whether spectators' lines reach the seats, and each table's chat lines.
ALTER TABLE tables ADD COLUMN spectator_chat BOOLEAN NOT NULL DEFAULT false;

CREATE TABLE chat_lines (
    table_id TEXT NOT NULL REFERENCES tables (id),
    n        BIGINT NOT NULL,   -- the line's number at its table, from 1
    step     BIGINT NOT NULL,   -- the table's seq when it was written
    seat     SMALLINT,          -- NULL: a spectator
    name     TEXT NOT NULL,
    text     TEXT NOT NULL,
    at       BIGINT NOT NULL,   -- milliseconds since the Unix epoch
    PRIMARY KEY (table_id, n)
);
