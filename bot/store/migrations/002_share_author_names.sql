-- every share is a player's result too (stats, leaderboard): keep their name
ALTER TABLE grids ADD COLUMN author_name TEXT NOT NULL DEFAULT '';
CREATE INDEX grids_by_author ON grids (guild_id, author_id, puzzle);
