-- whether a row came from a message posted in the channel (a paste, or one a message command
-- added), not from the interaction of a command: a restart checks those messages are still
-- there, so a delete it missed (an outage, a stop) takes the row away; NULL for older rows
ALTER TABLE guesses ADD COLUMN posted {flag};
-- the newest message an undo took back (the rows no longer say it was read), so a restart
-- does not read it again
ALTER TABLE sessions ADD COLUMN read_up_to {big};
-- the rows of a message are keyed by it, so a replay (a restart reading a message again)
-- adds nothing: any copy an earlier replay made goes first
DELETE FROM guesses WHERE id NOT IN (
    SELECT MIN(id) FROM guesses GROUP BY session_id, message_id, idx
);
CREATE UNIQUE INDEX guesses_once ON guesses (session_id, message_id, idx);
