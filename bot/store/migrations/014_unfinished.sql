-- the Wordle app's "is playing" notices: who started a puzzle, so the daily summary can
-- name those with no result by then, or count their game lost, as the server chose
CREATE TABLE started (
    guild_id    {big} NOT NULL,
    puzzle      INTEGER NOT NULL,
    author_id   {big} NOT NULL,
    author_name TEXT NOT NULL,
    PRIMARY KEY (guild_id, puzzle, author_id)
);
-- what the summary does with a started game without a result: 'apart' (NULL too), 'loss'
ALTER TABLE guild_settings ADD COLUMN unfinished TEXT;
