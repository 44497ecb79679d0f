-- Version 8: rated tables and hidden profiles; what finished tables leave their people
-- (crate::results): each settled table once, each seat's result, ratings per person and
-- game, and their history. Times are seconds since the Unix epoch.
ALTER TABLE tables ADD COLUMN rated BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE people ADD COLUMN hidden BOOLEAN NOT NULL DEFAULT false;

CREATE TABLE settled_tables (
    table_id TEXT PRIMARY KEY REFERENCES tables (id),
    at       BIGINT NOT NULL
);

CREATE TABLE results (
    person   TEXT NOT NULL REFERENCES people (id),
    table_id TEXT NOT NULL REFERENCES tables (id),
    seat     SMALLINT NOT NULL,
    game     TEXT NOT NULL,
    won      BOOLEAN NOT NULL,
    rated    BOOLEAN NOT NULL,
    ended    BIGINT NOT NULL,
    PRIMARY KEY (person, table_id, seat)
);
CREATE INDEX results_recent ON results (person, ended);

CREATE TABLE ratings (
    person     TEXT NOT NULL REFERENCES people (id),
    game       TEXT NOT NULL,
    rating     DOUBLE PRECISION NOT NULL,
    deviation  DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games      BIGINT NOT NULL,   -- 0: a placeholder, not rated yet
    PRIMARY KEY (person, game)
);

CREATE TABLE rating_history (
    person    TEXT NOT NULL REFERENCES people (id),
    table_id  TEXT NOT NULL REFERENCES tables (id),
    game      TEXT NOT NULL,
    at        BIGINT NOT NULL,
    rating    DOUBLE PRECISION NOT NULL,   -- after the table
    deviation DOUBLE PRECISION NOT NULL,
    change    DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (person, table_id)
);
CREATE INDEX rating_history_game ON rating_history (person, game, at);
