-- multi-board games (Dordle, Quordle, Octordle): a session's kind, a guess's feedback per
-- board (space-separated digits, "-" for a board already solved), and players' results
-- from those games' shares, one per game, puzzle and player
ALTER TABLE sessions ADD COLUMN kind TEXT NOT NULL DEFAULT 'wordle';
CREATE TABLE board_results (
    guild_id    {big} NOT NULL,
    game        TEXT    NOT NULL,   -- dordle | quordle | octordle
    puzzle      INTEGER NOT NULL,
    author_id   {big} NOT NULL,
    author_name TEXT    NOT NULL,
    message_id  {big} NOT NULL,
    boards      TEXT    NOT NULL,   -- each board's guesses, "X" for a missed one
    created_at  {time} NOT NULL,
    PRIMARY KEY (guild_id, game, puzzle, author_id)
);
CREATE INDEX board_results_by_author ON board_results (guild_id, game, author_id, puzzle);
