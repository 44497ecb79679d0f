-- Version 2: which instance drives each live table, until when (the database's clock).
CREATE TABLE leases (
    table_id TEXT PRIMARY KEY REFERENCES tables (id),
    owner    TEXT NOT NULL,
    expires  TIMESTAMPTZ NOT NULL
);
CREATE INDEX leases_owner ON leases (owner);
