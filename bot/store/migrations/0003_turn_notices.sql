-- Rokumon schema 3: telling a player the decision is theirs (issue 10 "turn notifications").

ALTER TABLE user_settings ADD COLUMN notify TEXT NOT NULL DEFAULT 'every'
    CHECK (notify IN ('every', 'turn', 'never'));  -- every hand-over, my turn's start, never
ALTER TABLE user_settings ADD COLUMN notify_dm INTEGER NOT NULL DEFAULT 0;  -- by DM, not in the channel
ALTER TABLE user_settings ADD COLUMN quiet_from INTEGER;  -- quiet hours, the player's hours 0-23
ALTER TABLE user_settings ADD COLUMN quiet_to INTEGER;
ALTER TABLE user_settings ADD COLUMN utc_offset INTEGER NOT NULL DEFAULT 540;  -- minutes (JST)

-- the one notice a match has out (deleted at the next hand-over and when the match ends),
-- and the last turn whose start was told (for players told only at the start of their turn)
CREATE TABLE turn_notices (
    match_id INTEGER PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
    channel_id INTEGER,
    message_id INTEGER,
    told_turn INTEGER NOT NULL DEFAULT -1
);
