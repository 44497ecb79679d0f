-- Version 6: accounts (a username, unique by its lower-case key, and the Argon2id hash of
-- the password, a PHC string) and the failed logins to each, counted per account so that
-- several instances share the count. Times are seconds since the Unix epoch.
CREATE TABLE accounts (
    person        TEXT PRIMARY KEY REFERENCES people (id),
    username      TEXT NOT NULL,
    username_key  TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    created_at    BIGINT NOT NULL
);

CREATE TABLE login_failures (
    person TEXT NOT NULL REFERENCES people (id),
    at     BIGINT NOT NULL
);
CREATE INDEX login_failures_person ON login_failures (person, at);
