-- Rokumon schema 2: per-player settings (auto-pass of empty response rights).

CREATE TABLE user_settings (
    user_id INTEGER PRIMARY KEY,
    auto_pass INTEGER NOT NULL DEFAULT 1  -- pass at once when nothing but passing is legal
);
