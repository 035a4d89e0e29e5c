-- /vote: the one open poll per channel, from its claim (message_id NULL until posted) to
-- its close; the game's version it was about, so a new row makes it moot
CREATE TABLE votes (
    channel_id {big} PRIMARY KEY,
    guild_id   {big},
    message_id {big},
    version    INTEGER NOT NULL,
    words      TEXT NOT NULL,
    opened_at  {time} NOT NULL,
    ends_at    {time} NOT NULL
);
