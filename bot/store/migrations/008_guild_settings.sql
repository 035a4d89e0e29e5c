-- a server's settings, changed by its admins with /settings: where the bot listens, how
-- it answers a paste, the defaults its channels start from, and when it sums up the day
CREATE TABLE guild_settings (
    guild_id        {big} PRIMARY KEY,
    listen          TEXT,    -- channel ids, space-separated; NULL: every channel
    reply_style     TEXT,    -- full | compact | reactions; NULL: full
    spoilers        {flag},  -- NULL: the bot's default (HUDDLE_SPOILERS)
    hard            {flag},  -- NULL: normal mode
    timezone        TEXT,    -- an IANA name; NULL: UTC
    summary_channel {big},   -- NULL: no daily summary
    summary_time    TEXT     -- HH:MM in the timezone
);
-- a channel's own settings override its server's, so each may be unset
CREATE TABLE channel_settings_008 (
    channel_id  {big} PRIMARY KEY,
    hard        {flag},
    spoilers    {flag}
);
INSERT INTO channel_settings_008 (channel_id, hard, spoilers)
    SELECT channel_id, hard, spoilers FROM channel_settings;
DROP TABLE channel_settings;
ALTER TABLE channel_settings_008 RENAME TO channel_settings;
