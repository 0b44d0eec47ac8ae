-- Rokumon schema 7: match settings a challenge names (issue 11: Deus's beginner option), as
-- the option names joined by commas; empty for none. A game whose decks are drafted inside
-- the match (Deus) is challenged without a deck, so deck_name may be empty for it too.

ALTER TABLE challenges ADD COLUMN options TEXT NOT NULL DEFAULT '';
