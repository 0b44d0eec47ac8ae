"""The grid pictures of docs/guide.md, drawn from fixed-seed games of the built-in players
(bot/grid/ai.py) with the two starter decks, as the channel shows them (the spectator's view,
the last action outlined and captioned: bot/presentation/present.py ``public_pictures``): the second
player about to place a base [G-3.5], a group move into a stack [G-FAQ-5], a stack's attack
on an entity [G-6.5][G-FAQ-6], an attack on a base [G-6.7][G-R13], and a decided match
[G-1.1]; each in Japanese and English with a 400 px wide copy.

    python bench/grid_gallery.py [games]     # default 40 games, a few seconds
"""

from __future__ import annotations

import io
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from PIL import Image

import engine
from bot import games
from bot.presentation.present import public_pictures
from bot.tools.selfplay import starter_setup
from engine.grid import events as ge
from engine.grid.zones import entities
from engine.kernel.events import Event
from engine.kernel.state import CHANCE, SEATS

OUT = Path(__file__).resolve().parent.parent / "docs" / "pictures"
WANTED = ("place", "stack", "battle", "base-hit", "result")
CAP = 3000

Found = tuple[Any, list[Event]]  # a position and the events of the action that led to it


def positions(seed: int) -> Iterator[Found]:
    """Every position of one game between the built-in players, with the events before it."""
    rng = random.Random(seed)
    players = {seat: games.get("grid").smart_player(rng) for seat in SEATS}
    state, events = engine.new_match(starter_setup("grid", seed))
    for _ in range(CAP):
        yield state, events
        if state.result is not None:
            return
        decision = engine.decision(state)
        if decision.actor == CHANCE:
            action = engine.sample_chance(state)
        else:
            action = players[decision.actor].choose(state, decision.actor)
        state, events = engine.apply(state, action)


def score(state: Any, events: list[Event]) -> dict[str, tuple[int, ...]]:
    """The kinds this position shows, each with how well it shows it (higher is better;
    the first item wins first, so the guide can say it of the picture whatever game the
    engine plays): the placement, the stack and the result come from a game ▲P1 opened, so
    that row 1 at the bottom is ▲P1's front row; the base hit from one ●P2 opened, by a
    multi-hit attacker if any; the battle is won by a stack, still on its square."""
    found: dict[str, tuple[int, ...]] = {}
    plain = not any(isinstance(e, ge.Triggered) for e in events)
    p1_first = int(state.first == 0)
    if state.phase.value == "place_base" and any(state.squares):
        found["place"] = (p1_first, int(plain))
    if state.result is not None:
        won = int(state.result.reason == "bases_destroyed")
        found["result"] = (won, p1_first, len(entities(state)))
    if state.phase.value != "move" or state.result is not None:
        return found
    tags = len(set(state.moved) | set(state.attacked))
    boosts = int(bool(state.boost))
    for event in events:
        if isinstance(event, ge.Moved) and len(event.pieces) >= 2:
            found["stack"] = (len(state.squares[event.to]), p1_first, len(entities(state)))
        if isinstance(event, ge.Attacked) and event.defence >= 0:
            stack = len(state.squares[event.start])  # a stack that won: n attacks [G-FAQ-6]
            found["battle"] = (min(stack, 2), p1_first, len(entities(state)), tags)
        if isinstance(event, ge.LifeTaken) and event.left > 0:
            hit = (event.count, boosts, min(tags, 3), len(entities(state)))
            found["base-hit"] = (1 - p1_first, *hit)
    return found


def save(picture: Any, name: str) -> None:
    (OUT / f"{name}.png").write_bytes(picture.png)
    image = Image.open(io.BytesIO(picture.png)).convert("RGB")
    small = image.resize((400, round(image.height * 400 / image.width)), Image.Resampling.LANCZOS)
    small.save(OUT / f"{name}.400.png")
    print(f"{name}: {picture.width}x{picture.height}, smallest text at 400 px:", end=" ")
    print(f"{picture.smallest * 400 / picture.width:.1f} px")


def main(count: int) -> None:
    best: dict[str, tuple[tuple[int, ...], int, Found]] = {}
    for seed in range(count):
        for state, events in positions(seed):
            for kind, value in score(state, events).items():
                if kind not in best or value > best[kind][0]:
                    best[kind] = (value, seed, (state, events))
    for kind in WANTED:
        if kind not in best:
            print(f"{kind}: not found")
            continue
        value, seed, (state, events) = best[kind]
        print(f"{kind}: seed {seed}, turn {state.turn}, score {value}")
        for lang in ("ja", "en"):
            board, _ = public_pictures(state, events, lang)
            save(board, f"grid-{kind}.{lang}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 40)
