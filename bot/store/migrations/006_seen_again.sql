-- a guess pasted again with the same colours is one row; who pasted it again is credited
-- here (per session, by word: a session never holds one word with two feedbacks), and goes
-- with the message that said it, as its guesses do
CREATE TABLE seen_again (
    session_id  {big} NOT NULL,
    message_id  {big} NOT NULL,
    word        TEXT    NOT NULL,
    author_id   {big} NOT NULL,
    author_name TEXT    NOT NULL,
    created_at  {time} NOT NULL,
    PRIMARY KEY (session_id, message_id, word)
);
