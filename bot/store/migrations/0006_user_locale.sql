-- Rokumon schema 6: the language a player last used with the bot (issue 10 "pictures in the
-- viewer's language"), so the hand sent by DM is drawn and worded in it.

ALTER TABLE user_settings ADD COLUMN locale TEXT CHECK (locale IN ('ja', 'en'));
