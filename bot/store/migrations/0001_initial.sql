-- Rokumon schema 1: matches with their append-only action logs, challenges, decks,
-- imported card sets, per-server settings and the DM hand messages.

CREATE TABLE matches (
    id INTEGER PRIMARY KEY,
    guild_id INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    ruleset TEXT NOT NULL,
    player1 INTEGER NOT NULL,
    player2 INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('active', 'finished', 'aborted')),
    version INTEGER NOT NULL,
    state TEXT NOT NULL,              -- the engine's JSON snapshot at `version`
    board_message_id INTEGER,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,         -- time of the last action (idle timers)
    reminded INTEGER NOT NULL DEFAULT 0,
    result TEXT
);
CREATE UNIQUE INDEX matches_one_active_per_channel ON matches (channel_id) WHERE status = 'active';

CREATE TABLE actions (
    match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,             -- the state version this action produced
    actor INTEGER,                    -- Discord user id; NULL for dice and shuffles
    action TEXT NOT NULL,             -- engine notation
    created_at TEXT NOT NULL,
    PRIMARY KEY (match_id, seq)
);

CREATE TABLE challenges (
    channel_id INTEGER PRIMARY KEY,
    guild_id INTEGER NOT NULL,
    challenger INTEGER NOT NULL,
    opponent INTEGER NOT NULL,
    ruleset TEXT NOT NULL,
    deck_name TEXT NOT NULL,
    message_id INTEGER,
    created_at TEXT NOT NULL
);

CREATE TABLE decks (
    user_id INTEGER NOT NULL,
    name TEXT NOT NULL,
    ruleset TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (user_id, name)
);

CREATE TABLE card_sets (
    guild_id INTEGER NOT NULL,
    set_id TEXT NOT NULL,
    ruleset TEXT NOT NULL,
    name TEXT NOT NULL,
    format TEXT NOT NULL CHECK (format IN ('toml', 'json')),
    body TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (guild_id, set_id)
);

CREATE TABLE guild_settings (
    guild_id INTEGER PRIMARY KEY,
    remind_after REAL,
    claim_after REAL,
    challenge_expires REAL,
    locale TEXT
);

CREATE TABLE dm_messages (
    match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL,
    channel_id INTEGER,
    message_id INTEGER,
    closed INTEGER NOT NULL DEFAULT 0,  -- DMs refused (Discord error 50007)
    PRIMARY KEY (match_id, user_id)
);
