-- Version 2: which instance drives each live table, until when (the database's clock).
-- No reference to `tables`: a creator takes the lease before it saves the table, so that no
-- other instance can see the new table unleased and take it over.
CREATE TABLE leases (
    table_id TEXT PRIMARY KEY,
    owner    TEXT NOT NULL,
    expires  TIMESTAMPTZ NOT NULL
);
CREATE INDEX leases_owner ON leases (owner);
