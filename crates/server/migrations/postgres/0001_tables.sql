-- Version 1: each table's header and its log of accepted actions.
CREATE TABLE tables (
    id       TEXT PRIMARY KEY,
    game     TEXT NOT NULL,
    config   JSONB NOT NULL,              -- the game's configuration
    seed     BIGINT NOT NULL,             -- the u64 seed, stored as the i64 with the same bits
    seats    JSONB NOT NULL,              -- [{"player": "human", "token": ...} | {"player": "bot", "level": ...}]
    created  BIGINT NOT NULL,             -- seconds since the Unix epoch
    finished BOOLEAN NOT NULL DEFAULT false
);
CREATE INDEX tables_unfinished ON tables (created, id) WHERE NOT finished;

CREATE TABLE actions (
    table_id TEXT NOT NULL REFERENCES tables (id),
    seq      BIGINT NOT NULL CHECK (seq > 0),  -- counted from 1 per table
    seat     SMALLINT NOT NULL,
    action   JSONB NOT NULL,                   -- the game's action
    PRIMARY KEY (table_id, seq)
);
