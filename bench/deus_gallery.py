"""The Deus pictures of docs/guide.md, drawn from fixed-seed self-play games: a draft pick,
deck building (as the builder sees it), a board with markers, an interception offered, the
battle it started, and a finished match; each in Japanese and English with a 400 px copy.

    python bench/deus_gallery.py [games]     # default 40 games, about a minute
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
from bot.tools.selfplay import starter_setup
from engine.kernel.state import SPECTATOR
from renderer import layouts

OUT = Path(__file__).resolve().parent.parent / "docs" / "pictures"
WANTED = ("draft-pick", "draft-build", "markers", "intercept", "interception-battle", "result")


def states(seed: int, cap: int = 3000) -> Iterator[Any]:
    setup = starter_setup("deus", seed * 2)  # even seeds: no beginner option
    state, _ = engine.new_match(setup)
    rng = random.Random(seed)
    for _ in range(cap):
        yield state
        if state.result is not None:
            return
        legal = engine.legal_actions(state) if state.chance is None else []
        action = engine.sample_chance(state) if state.chance is not None else rng.choice(legal)
        state, _ = engine.apply(state, action)


def kind_of(state: Any) -> str | None:
    draft = state.draft
    if state.phase.value == "draft":
        if draft.step.value == "pick" and sum(map(len, draft.factions)) == 2:
            return "draft-pick"
        if draft.step.value == "build" and 8 < len(draft.chosen[draft.a]) < 25:
            return "draft-build"
    if state.control and state.battled and state.battle is None and not state.plan:
        return "markers"
    if state.intercept_at >= 0 and state.plan:
        return "intercept"
    battle = state.battle
    if battle is not None and battle.intercepted and battle.step.value == "normal":
        return "interception-battle"
    return "result" if state.result is not None else None


def save(picture: Any, name: str) -> None:
    (OUT / f"{name}.png").write_bytes(picture.png)
    image = Image.open(io.BytesIO(picture.png)).convert("RGB")
    small = image.resize((400, round(image.height * 400 / image.width)), Image.Resampling.LANCZOS)
    small.save(OUT / f"{name}.400.png")
    print(f"{name}: {picture.width}x{picture.height}")


def main(games: int) -> None:
    found: dict[str, Any] = {}
    for seed in range(games):
        for state in states(seed):
            kind = kind_of(state)
            if kind is not None and kind not in found:
                found[kind] = state
        if len(found) == len(WANTED):
            break
    layout = layouts.get("deus")
    for kind, state in sorted(found.items()):
        viewer = state.draft.a if kind == "draft-build" else SPECTATOR
        for lang in ("ja", "en"):
            seen = engine.view(state, viewer)
            if kind == "interception-battle":
                picture = layout.formation(seen, None, lang)
            else:
                picture = layout.board(seen, (), "", None, lang)
            save(picture, f"deus-{kind}.{lang}")
    missing = sorted(set(WANTED) - set(found))
    if missing:
        print("not found:", ", ".join(missing))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 40)
