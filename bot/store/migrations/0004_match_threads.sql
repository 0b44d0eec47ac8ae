-- Rokumon schema 4: a thread per match (issue 10), a server setting; NULL means on.

ALTER TABLE guild_settings ADD COLUMN threads INTEGER;
