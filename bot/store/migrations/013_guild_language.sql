-- the language a server's replies speak (bot/i18n): en, pt, es or de; NULL: the locale
-- Discord gives, else English
ALTER TABLE guild_settings ADD COLUMN language TEXT;
