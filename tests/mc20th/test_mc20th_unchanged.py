"""mc20th plays exactly as before: fixed-seed self-play games recorded before the ruleset
kernel was extracted (issue 9) are replayed, and every digest must still match
(bot/tools/digests.py: the action log, the legal actions at every 7th position, the result and
the final state)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import engine
from bot.tools import digests
from carddb import CardIndex

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "mc20th_selfplay.jsonl.gz"
STORED = Path(__file__).resolve().parents[1] / "fixtures" / "mc20th_state_b73aa58.json.gz"


def test_every_recorded_game_replays_to_the_same_digests(index: CardIndex) -> None:
    records = digests.read(FIXTURE)
    assert len(records) >= 200
    assert [e for record in records for e in digests.replay_errors("mc20th", record, index)] == []


def test_the_players_still_choose_the_recorded_actions(index: CardIndex) -> None:
    """The random and rarely-passing pairings (seed % 3 of 0 and 1) pick as they did. The
    sensible player's games (seed % 3 == 2) are held by their replay above, not by its
    choices: it is the practice opponent's easy level, and gets better (issue 24: it now
    weighs a battle that kills more than it loses)."""
    records = [r for r in digests.read(FIXTURE) if r.seed % 3 != 2][:6]
    assert len(records) == 6
    for record in records:
        assert digests.play("mc20th", record.seed, index) == record


def test_a_match_stored_before_the_move_still_loads_and_plays() -> None:
    """A state written by b73aa58 (mid-battle, a counter chain open) decodes, re-encodes
    to the same data and goes on: upgrading Rokumon never loses a stored match. Fields
    added since then come back at their defaults (the battle's decided initiative values,
    unknown for a battle stored before they were kept) and nothing else changes."""
    raw = gzip.decompress(STORED.read_bytes())
    state = engine.decode_state(raw)
    again = json.loads(engine.encode_state(state))
    assert again["battle"].pop("values") is None
    assert again["battle"].pop("bonuses") is None
    assert again == json.loads(raw)
    assert engine.decision(state).kind.value == "chain"
    legal = engine.legal_actions(state)
    assert legal
    engine.apply(state, legal[-1])
