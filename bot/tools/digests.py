"""Recorded self-play games: proof that a refactoring leaves a ruleset playing exactly as
before (issue 9: "mc20th plays exactly as before").

A record holds, for each fixed-seed self-play game (bot/tools/selfplay.py's pairings), its whole
action log in the notation, a digest of the legal actions at every ``STRIDE``-th decision,
the result and a digest of the final state. Replaying a record applies the logged actions
(cheap) and checks every digest; re-playing it also lets the players choose again and must
give the same log. Write a record with ``python -m bot.tools.digests FILE --games N``.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import engine
from bot.tools.selfplay import players_for, starter_setup
from carddb import CardIndex, shipped_index
from engine.kernel.state import CHANCE

STRIDE = 7  # legal actions are digested at every 7th position: a sample, cheap to check
CAP = 4000


@dataclass(frozen=True)
class GameRecord:
    seed: int
    actions: list[str]
    legal: dict[int, str]  # position -> digest of the legal actions there
    result: str
    final: str


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


def legal_digest(state: Any) -> str:
    return _sha("\n".join(engine.format_action(state, a) for a in engine.legal_actions(state)))


def state_digest(state: Any) -> str:
    """The state without its setup (the seed's starter decks, not play), as JSON with sorted
    keys: the same play digests the same however the state's records are ordered or split."""
    data = json.loads(engine.encode_state(state))
    data.pop("setup", None)
    return _sha(json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":")))


def result_text(state: Any) -> str:
    result = state.result
    if result is None:
        return "none"
    winner = "draw" if result.winner is None else f"P{result.winner + 1}"
    return f"{winner} {result.reason} {result.detail}".strip()


def play(ruleset: str, seed: int, index: CardIndex, cap: int = CAP) -> GameRecord:
    """One self-play game of the seed's pairing, recorded."""
    players = players_for(ruleset, seed, random.Random(seed))
    state, _ = engine.new_match(starter_setup(ruleset, seed, index))
    actions: list[str] = []
    legal: dict[int, str] = {}
    while state.result is None and len(actions) < cap:
        decision = engine.decision(state)
        if len(actions) % STRIDE == 0:
            legal[len(actions)] = legal_digest(state)
        if decision.actor == CHANCE:
            action = engine.sample_chance(state)
        else:
            action = players[decision.actor].choose(state, decision.actor)
        actions.append(engine.format_action(state, action))
        state, _ = engine.apply(state, action)
    return GameRecord(seed, actions, legal, result_text(state), state_digest(state))


def replay_errors(ruleset: str, record: GameRecord, index: CardIndex) -> Iterator[str]:
    """Apply a record's actions from the start; name every digest that differs."""
    state, _ = engine.new_match(starter_setup(ruleset, record.seed, index))
    for position, text in enumerate(record.actions):
        want = record.legal.get(position)
        if want is not None and legal_digest(state) != want:
            yield f"seed {record.seed}: the legal actions differ at position {position}"
            return
        try:
            state, _ = engine.apply(state, engine.parse_action(state, text))
        except ValueError as exc:  # IllegalActionError or NotationError
            yield f"seed {record.seed}: '{text}' at position {position} fails: {exc}"
            return
    if result_text(state) != record.result:
        yield f"seed {record.seed}: result {result_text(state)}, recorded {record.result}"
    if state_digest(state) != record.final:
        yield f"seed {record.seed}: the final state differs"


def write(path: Path, records: list[GameRecord]) -> None:
    rows = [
        {
            "seed": r.seed,
            "actions": r.actions,
            "legal": r.legal,
            "result": r.result,
            "final": r.final,
        }
        for r in records
    ]
    with gzip.open(path, "wt", encoding="utf-8", compresslevel=9) as handle:
        for row in rows:
            handle.write(json.dumps(row, ensure_ascii=False, separators=(",", ":")) + "\n")


def read(path: Path) -> list[GameRecord]:
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        rows = [json.loads(line) for line in handle]
    return [
        GameRecord(
            row["seed"],
            row["actions"],
            {int(k): v for k, v in row["legal"].items()},
            row["result"],
            row["final"],
        )
        for row in rows
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="record fixed-seed self-play games")
    parser.add_argument("path", type=Path)
    parser.add_argument("--ruleset", required=True, choices=engine.registry.ids())
    parser.add_argument("--games", type=int, default=300)
    args = parser.parse_args(argv)
    index = shipped_index(args.ruleset)
    write(args.path, [play(args.ruleset, seed, index) for seed in range(args.games)])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
