-- which leaderboards the daily summary adds: 'week' (Mondays; NULL too), 'month' (the 1st),
-- 'both', or 'none'
ALTER TABLE guild_settings ADD COLUMN summary_boards TEXT;
