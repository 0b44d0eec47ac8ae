-- Rokumon schema 8: a match's setup written once (issue 23). The setup (seed, card catalog and
-- instances, decks, names) is nearly all of a state's JSON and never changes, so it moves to
-- its own table, written when the match is created; matches.state keeps the rest of the
-- state's JSON, with "setup":null in its place, and an action rewrites only that.
-- bot/store/snapshot.py puts the two together again.

CREATE TABLE match_setups (
    match_id INTEGER PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
    setup TEXT NOT NULL                -- the engine's JSON of the match's MatchSetup
);

-- every stored match, whatever its status: its setup apart, the rest left in place
INSERT INTO match_setups (match_id, setup) SELECT id, json_extract(state, '$.setup') FROM matches;
UPDATE matches SET state = json_set(state, '$.setup', json('null'));
