-- Version 3: public tables, listed in the lobby, the seats people have come to, and the
-- table of a finished one's rematch.
ALTER TABLE tables ADD COLUMN public BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE tables ADD COLUMN rematch TEXT;
CREATE INDEX tables_listed ON tables (created DESC, id) WHERE public AND NOT finished;

CREATE TABLE seat_claims (
    table_id TEXT NOT NULL REFERENCES tables (id),
    seat     SMALLINT NOT NULL,
    PRIMARY KEY (table_id, seat)
);
