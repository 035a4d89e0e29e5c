-- the game a vote was about and how many rows it had then, so the vote's close says what
-- moved the game on (a row played or taken back, a new game); NULL in a vote from before
ALTER TABLE votes ADD COLUMN session_id {big};
ALTER TABLE votes ADD COLUMN row_count INTEGER;
