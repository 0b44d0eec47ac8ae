-- Rokumon schema 9: practice matches against the bot (issue 24). A match Rokumon plays
-- itself names the practice level it plays at (easy, normal, hard); a match between two
-- members has none. Lists of matches mark a practice match by it.

ALTER TABLE matches ADD COLUMN practice TEXT;
