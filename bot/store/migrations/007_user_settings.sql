-- what each player chose for themselves, wherever they play: the pictures' palette (the
-- game's high-contrast colours, orange and blue, instead of green and yellow)
CREATE TABLE user_settings (
    user_id       {big} PRIMARY KEY,
    high_contrast {flag} NOT NULL DEFAULT {false}
);
