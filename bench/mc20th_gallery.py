"""The guide's pictures (docs/guide.md), drawn from real self-play: a board at the start, the
busiest board of a sweep of fixed-seed games, a board during a battle, a battle with the
longest counter chain, a hand, a card and a result, each in Japanese and English, written to
docs/pictures/ with a copy scaled to 400 px wide as a phone shows it.

    python bench/mc20th_gallery.py [games] [workers] [cache]   # the guide's figures: 2000 games

With a cache file the sweep's finds are kept there and a later run with the same number of
games only draws again (after a change to the pictures).

It prints each picture's size, bytes, smallest text at 400 px wide, and the sweep's busiest
board (units on the board, most in one area).
"""

from __future__ import annotations

import io
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from datetime import timedelta
from pathlib import Path
from typing import Any, cast

import msgspec
from PIL import Image

import engine
from bot.presentation.ending import result_words
from bot.tools.selfplay import players_for, positions, starter_setup
from engine.kernel.state import CHANCE, SPECTATOR
from engine.kernel.words import Table
from engine.mc20th.state import MatchState
from renderer import layouts
from renderer.result import render_result

# the hand picture's title, as the gallery names it
GALLERY = Table("bot.tools", "gallery.WORDS")

OUT = Path(__file__).resolve().parent.parent / "docs" / "pictures"
CAP = 3000
LANGS = ("ja", "en")


def _busy(state: Any) -> tuple[int, int]:
    return len(state.units), max(len(spot.units) for spot in state.areas)


def _chain(state: Any) -> tuple[int, int]:
    if state.battle is None or state.chain is None:
        return (0, 0)
    links = state.chain.links
    return len(links), sum(1 for link in links if link.source < 0)


def sweep(seeds: range) -> dict[str, tuple[Any, bytes]]:
    """The best position of each kind in the games of ``seeds``: (score, encoded state)."""
    best: dict[str, tuple[Any, bytes]] = {}

    def keep(kind: str, score: Any, state: Any) -> None:
        if kind not in best or score > best[kind][0]:
            best[kind] = (score, engine.encode_state(state))

    for seed in seeds:
        setup = starter_setup("mc20th", seed)
        for state in positions(setup, seed, CAP):
            keep("busiest", _busy(state), state)
            if state.battle is not None:
                spot = state.areas[state.battle.area]
                keep("battle", (len(spot.units), state.turn), state)
                keep("chain", _chain(state), state)
            hand = len(state.players[state.active].hand)
            if state.phase.value == "main" and hand <= 8:
                keep("hand", (hand, -seed), state)
    return best


def _merge(parts: list[dict[str, tuple[Any, bytes]]]) -> dict[str, tuple[Any, bytes]]:
    best: dict[str, tuple[Any, bytes]] = {}
    for part in parts:
        for kind, found in part.items():
            if kind not in best or found[0] > best[kind][0]:
                best[kind] = found
    return best


def _save(picture: Any, name: str) -> None:
    path = OUT / f"{name}.png"
    path.write_bytes(picture.png)
    image = Image.open(io.BytesIO(picture.png))
    small = image.convert("RGB").resize((400, round(image.height * 400 / image.width)))
    small.save(OUT / f"{name}.400.png", optimize=True)
    at_phone = picture.smallest * 400 / image.width
    size = f"{image.width}x{image.height}"
    print(f"{name}: {size} {len(picture.png) / 1024:.1f} KiB, smallest text {at_phone:.1f} px")


def draw(best: dict[str, tuple[Any, bytes]]) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    start = cast(MatchState, engine.new_match(starter_setup("mc20th", 1))[0])
    for _ in range(200):  # on to the first main phase, when both HQs and hands are out
        if start.phase.value == "main":
            break
        start = cast(MatchState, engine.apply(start, engine.legal_actions(start)[0])[0])
    states = {kind: cast(MatchState, engine.decode_state(found[1])) for kind, found in best.items()}
    for lang in LANGS:
        layout = layouts.get("mc20th")
        for kind, state in [("start", start), *states.items()]:
            view = engine.view(state, SPECTATOR)
            if kind == "hand":
                seat = state.active
                title = GALLERY.say("hand_title", lang, turn=state.turn)
                hand = layout.hand(engine.view(state, seat), title, None, lang)
                _save(hand, f"hand.{lang}")
                face = next(iter(state.setup.catalog.values()))
                _save(layout.card_picture(face, None, lang), f"card.{lang}")
                continue
            if kind in ("start", "busiest", "battle"):
                _save(layout.board(view, (), "", None, lang), f"board-{kind}.{lang}")
            if kind == "chain":
                formation = layout.formation(view, None, lang)
                if formation is not None:
                    _save(formation, f"formation-chain.{lang}")
    for lang in LANGS:
        _save(_result_picture(lang), f"result.{lang}")
    score = best["busiest"][0]
    print(f"busiest board: {score[0]} units, {score[1]} in one area")


def _result_picture(lang: str) -> Any:
    """The end of a built-in players' game as the bot words it; the duration is an
    example (self-play keeps no clock)."""
    state, _ = engine.new_match(starter_setup("mc20th", 2))
    players = players_for("mc20th", 2, random.Random(2))
    while state.result is None:
        decision = engine.decision(state)
        if decision.actor == CHANCE:
            action = engine.sample_chance(state)
        else:
            action = players[decision.actor].choose(state, decision.actor)
        state, _ = engine.apply(state, action)
    lasted = timedelta(minutes=28, seconds=41).total_seconds()
    found = result_words(state, ("アリス", "Bob"), lang, lasted)  # not words: the players' names
    assert found is not None
    picture = render_result(found.words)
    return picture


def main(argv: list[str]) -> int:
    games = int(argv[0]) if argv else 2000
    workers = int(argv[1]) if len(argv) > 1 else 2
    cache = Path(argv[2]) if len(argv) > 2 else None
    best = None
    if cache is not None and cache.exists():
        kept = msgspec.msgpack.decode(cache.read_bytes())
        if kept["games"] == games:
            best = {kind: (tuple(score), state) for kind, (score, state) in kept["best"].items()}
    if best is None:
        step = -(-games // workers)
        chunks = [range(n, min(games, n + step)) for n in range(0, games, step)]
        with ProcessPoolExecutor(workers) as pool:
            best = _merge(list(pool.map(sweep, chunks)))
        if cache is not None:
            cache.write_bytes(msgspec.msgpack.encode({"games": games, "best": best}))
    draw(best)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
