-- servers' own word lists, under their content hash (one list uploaded twice is one row):
-- a game on one names it (sessions.kind "server-<digest>-<length>"), so a list stays
-- while any game may still read it
CREATE TABLE word_lists (
    digest      TEXT PRIMARY KEY,
    length      INTEGER NOT NULL,
    answers     TEXT NOT NULL,  -- one word a line
    guesses     TEXT NOT NULL,  -- one word a line: every answer and the other words allowed
    guild_id    {big} NOT NULL, -- the server that uploaded it first
    created_at  {time} NOT NULL
);
-- the list a server plays when its game is "server": a variant's name, server-<digest>-<n>
ALTER TABLE guild_settings ADD COLUMN word_list TEXT;
