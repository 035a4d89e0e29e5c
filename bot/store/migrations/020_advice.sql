-- what advice names first: 'familiar' (NULL too: a word players know where it is close to
-- the best) or 'best' (the best guess, however rare the word)
ALTER TABLE guild_settings ADD COLUMN advice TEXT;
