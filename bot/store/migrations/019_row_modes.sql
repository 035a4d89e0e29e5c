-- the mode a row was played in (the channel's when it was written): a game that changes
-- mode midway is judged row by row in each row's own; NULL for older rows, which take the
-- channel's mode as it is now
ALTER TABLE guesses ADD COLUMN hard {flag};
