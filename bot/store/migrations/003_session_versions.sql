-- a session's version, raised by every change, so a change made on a stale read (another
-- process changed the game in between) is refused instead of lost
ALTER TABLE sessions ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
