-- Version 9: a person's answer to a rematch they were offered at each seat of it: 'join'
-- or 'leave' (NULL: none yet).
ALTER TABLE seat_claims ADD COLUMN answer TEXT;
