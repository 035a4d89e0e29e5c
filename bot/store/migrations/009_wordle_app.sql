-- the official Wordle app (bot/wordle_app): its results are players' results like shares,
-- marked by their source (a pasted share, with its grid, wins over the app's line)
ALTER TABLE grids ADD COLUMN source TEXT NOT NULL DEFAULT 'share';  -- share | app
-- a player the app named by a plain display name no member of the guild had (yet)
CREATE TABLE app_names (
    guild_id    {big} NOT NULL,
    puzzle      INTEGER NOT NULL,
    name        TEXT    NOT NULL,
    result      INTEGER,
    message_id  {big} NOT NULL,
    created_at  {time} NOT NULL,
    PRIMARY KEY (guild_id, puzzle, name)
);
-- who a plain name is: matched to a member, or linked by an admin
CREATE TABLE name_links (
    guild_id    {big} NOT NULL,
    name        TEXT    NOT NULL,
    author_id   {big} NOT NULL,
    PRIMARY KEY (guild_id, name)
);
-- the app's summaries read so far: the puzzle each was taken for and the group's streak
CREATE TABLE app_posts (
    message_id  {big} PRIMARY KEY,
    guild_id    {big},
    channel_id  {big} NOT NULL,
    puzzle      INTEGER NOT NULL,
    streak      INTEGER,
    posted_at   {time} NOT NULL
);
CREATE INDEX app_posts_by_channel ON app_posts (channel_id, message_id);
CREATE INDEX app_posts_by_guild ON app_posts (guild_id, puzzle);
-- messages /import has read (each once, however often it runs)
CREATE TABLE read_messages (
    message_id  {big} PRIMARY KEY,
    channel_id  {big} NOT NULL
);
-- one /import per channel at a time, and where it got to (a restart goes on from there)
CREATE TABLE imports (
    channel_id  {big} PRIMARY KEY,
    guild_id    {big},
    since       {big} NOT NULL,   -- a snowflake: the oldest message it reads
    cursor      {big} NOT NULL,   -- the newest message read so far
    until       {big} NOT NULL,   -- the newest message it reads
    messages    INTEGER NOT NULL DEFAULT 0,
    results     INTEGER NOT NULL DEFAULT 0,
    heartbeat   {time} NOT NULL,
    finished    {flag} NOT NULL DEFAULT {false}
);
-- the daily summary: claimed once per guild and puzzle, whichever process gets there
CREATE TABLE summaries (
    guild_id    {big} NOT NULL,
    puzzle      INTEGER NOT NULL,
    claimed_at  {time} NOT NULL,
    message_id  {big},
    PRIMARY KEY (guild_id, puzzle)
);
