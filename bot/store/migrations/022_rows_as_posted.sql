-- a row as its player typed it (ÓTIMO ⬛⬛🟨⬛🟩, CHEST=c.E.., caves 20012): /why quotes it
-- so, in their notation with their accents; NULL for older rows and those a share or a
-- command added, which are quoted in squares
ALTER TABLE guesses ADD COLUMN shown TEXT;
