-- Version 5: people (guests known by a session cookie), their sessions (only the SHA-256 of
-- each session's secret, in hex) and the seats they are linked to. Times are seconds since
-- the Unix epoch.
CREATE TABLE people (
    id         TEXT PRIMARY KEY,
    name       TEXT NOT NULL,
    created_at BIGINT NOT NULL
);

CREATE TABLE sessions (
    hash       TEXT PRIMARY KEY,
    person     TEXT NOT NULL REFERENCES people (id),
    created_at BIGINT NOT NULL,
    last_seen  BIGINT NOT NULL
);
CREATE INDEX sessions_person ON sessions (person);

CREATE TABLE person_seats (
    person    TEXT NOT NULL REFERENCES people (id),
    table_id  TEXT NOT NULL REFERENCES tables (id),
    seat      SMALLINT NOT NULL,
    linked_at BIGINT NOT NULL,
    PRIMARY KEY (person, table_id, seat)
);
