-- sessions and their guesses, per-channel settings, letterless grids
CREATE TABLE sessions (
    id          {serial},
    channel_id  {big} NOT NULL,
    guild_id    {big},
    puzzle      INTEGER,
    status      TEXT    NOT NULL DEFAULT 'active',  -- active | solved | failed | reset
    started_at  {time} NOT NULL,
    updated_at  {time} NOT NULL
);
CREATE INDEX sessions_by_channel ON sessions (channel_id, id);
CREATE TABLE guesses (
    id          {serial},
    session_id  {big} NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    message_id  {big} NOT NULL,
    idx         INTEGER NOT NULL,   -- position within its message
    word        TEXT    NOT NULL,
    pattern     TEXT    NOT NULL,   -- digits 0/1/2
    author_id   {big} NOT NULL,
    author_name TEXT    NOT NULL,
    created_at  {time} NOT NULL
);
CREATE INDEX guesses_by_session ON guesses (session_id, message_id, idx);
CREATE INDEX guesses_by_message ON guesses (message_id);
CREATE TABLE channel_settings (
    channel_id  {big} PRIMARY KEY,
    hard        {flag} NOT NULL DEFAULT {false},
    spoilers    {flag}
);
CREATE TABLE grids (
    guild_id    {big} NOT NULL,
    puzzle      INTEGER NOT NULL,
    author_id   {big} NOT NULL,
    message_id  {big} NOT NULL,
    result      INTEGER,
    hard        {flag} NOT NULL,
    rows        TEXT    NOT NULL,   -- digits, one row per line
    created_at  {time} NOT NULL,
    PRIMARY KEY (guild_id, puzzle, author_id)
);
