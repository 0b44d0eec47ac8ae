"""The state copy ``apply`` makes (engine/kernel/copying.py, issue 23): over whole games of
every ruleset it equals the state it copies, byte for byte, and shares nothing that can
change with it but the match setup; values whose annotation says too little are copied by
what they are."""

from __future__ import annotations

import random
from typing import Any

import msgspec
import pytest

import engine
from bot import games as registry
from bot.players.basic import RandomPlayer
from bot.tools.selfplay import starter_setup
from carddb import shipped_index
from engine.kernel.copying import copier
from engine.kernel.state import CHANCE, SEATS

RULESETS = ("mc20th", "deus", "grid", "kokuryoku")


def _changeable(value: object) -> bool:
    if isinstance(value, list | dict | set):
        return True
    return isinstance(value, msgspec.Struct) and not value.__struct_config__.frozen


def _changeable_inside(value: object, path: str) -> list[str]:
    """Where something that can change sits inside a value shared as unchanging (a tuple or
    a frozen struct annotated as holding none: a list put there at run time)."""
    if _changeable(value):
        return [path]
    if isinstance(value, tuple):
        return [p for i, x in enumerate(value) for p in _changeable_inside(x, f"{path}[{i}]")]
    if isinstance(value, msgspec.Struct):
        return [
            p
            for name in value.__struct_fields__
            for p in _changeable_inside(getattr(value, name), f"{path}.{name}")
        ]
    return []


def shared_parts(first: object, second: object, path: str = "state") -> list[str]:
    """Where ``second`` holds the very object ``first`` holds and that object, or something
    inside it, can change; the match setup is shared by design."""
    if first is second:
        return [] if path == "state.setup" else _changeable_inside(first, path)
    found: list[str] = []
    if isinstance(first, msgspec.Struct) and type(first) is type(second):
        for name in first.__struct_fields__:
            inner = f"{path}.{name}"
            found += shared_parts(getattr(first, name), getattr(second, name), inner)
    elif isinstance(first, list | tuple) and isinstance(second, list | tuple):
        for i, (a, b) in enumerate(zip(first, second, strict=True)):
            found += shared_parts(a, b, f"{path}[{i}]")
    elif isinstance(first, dict) and isinstance(second, dict):
        for key in first:
            found += shared_parts(first[key], second[key], f"{path}[{key!r}]")
    return found


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_copy_of_every_state_is_equal_and_its_own(ruleset: str) -> None:
    copy = engine.registry.get(ruleset).copy
    index = shipped_index(ruleset)
    rng = random.Random(11)
    players = {s: RandomPlayer(rng, passing=registry.get(ruleset).passing) for s in SEATS}
    state, _ = engine.new_match(starter_setup(ruleset, 11, index))
    looked = 0
    while state.result is None and looked < 600:
        made = copy(state)
        assert engine.encode_state(made) == engine.encode_state(state)
        assert made.setup is state.setup
        assert shared_parts(state, made) == []
        looked += 1
        actor = engine.decision(state).actor
        action = (
            engine.sample_chance(state) if actor == CHANCE else players[actor].choose(state, actor)
        )
        state, _ = engine.apply(state, action)
    assert looked > 50


class Leaf(msgspec.Struct):
    marks: list[int]


class Loose(msgspec.Struct):
    anything: Any
    leaves: dict[int, Leaf]
    pair: tuple[list[int], str]
    maybe: Leaf | None = None
    nested: list[Loose] = msgspec.field(default_factory=list)


def test_a_struct_the_annotations_say_little_of_is_still_copied_whole() -> None:
    inner = Loose({"a": [1]}, {1: Leaf([2])}, ([3], "x"))
    value = Loose([{"b": [4]}], {5: Leaf([6])}, ([7], "y"), Leaf([8]), [inner])
    made = copier(Loose)(value)
    assert msgspec.json.encode(made) == msgspec.json.encode(value)
    assert shared_parts(value, made) == []
