-- the game a server's channels start when a paste or /new does not say which: a variant's
-- name (solver/game/variants.py); NULL: Wordle
ALTER TABLE guild_settings ADD COLUMN game TEXT;
