-- the words a player typed beside a share's rows, where every one could have scored its
-- row: grid deduction reads them as letters (space-separated, "-" for a row without one)
ALTER TABLE grids ADD COLUMN words TEXT;
