-- Rokumon schema 5: rematches (issue 10, "End of match"). A challenge may offer the rematch
-- of a finished match (same decks, P1 and P2 swapped); the match it starts names the match it
-- replays, and a match is replayed at most once.

ALTER TABLE challenges ADD COLUMN rematch_of INTEGER;
ALTER TABLE matches ADD COLUMN rematch_of INTEGER;
CREATE UNIQUE INDEX matches_one_rematch ON matches (rematch_of) WHERE rematch_of IS NOT NULL;
