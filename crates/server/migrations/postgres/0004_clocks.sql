-- Version 4: clocks. Each table's pace, when each action was saved and whether a bot
-- stood in for the person, and when a person first came to each seat (milliseconds since
-- the Unix epoch; 0 in rows saved before).
ALTER TABLE tables ADD COLUMN pace JSONB NOT NULL DEFAULT '{}';
ALTER TABLE actions ADD COLUMN saved_at BIGINT NOT NULL DEFAULT 0;
ALTER TABLE actions ADD COLUMN stand_in BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE seat_claims ADD COLUMN came_at BIGINT NOT NULL DEFAULT 0;
