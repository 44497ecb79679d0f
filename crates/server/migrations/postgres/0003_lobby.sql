-- Version 3: public tables, listed in the lobby, and the seats people have come to.
ALTER TABLE tables ADD COLUMN public BOOLEAN NOT NULL DEFAULT false;
CREATE INDEX tables_listed ON tables (created DESC, id) WHERE public AND NOT finished;

CREATE TABLE seat_claims (
    table_id TEXT NOT NULL REFERENCES tables (id),
    seat     SMALLINT NOT NULL,
    PRIMARY KEY (table_id, seat)
);
