-- when each identify bucket last connected a shard (Discord paces IDENTIFY per bucket)
CREATE TABLE identify_log (
    bucket      INTEGER PRIMARY KEY,
    at          {time} NOT NULL
);
