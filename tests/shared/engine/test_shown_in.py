"""``shown_in`` (engine/kernel/events.py, issue 23) finds every card face a view or event
holds: its search, written per struct type from the annotations, finds what looking into
every field of every struct finds, over the views of all three viewers and the events of
whole games of every ruleset."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, NamedTuple

import msgspec
import pytest

import engine
from bot import games as registry
from bot.players.basic import RandomPlayer
from bot.tools.selfplay import VIEWERS, starter_setup
from engine.kernel.cards import CardFace
from engine.kernel.events import Shown, shown_in
from engine.kernel.state import CHANCE, SEATS


def everywhere(value: object) -> list[Shown]:
    """The plain definition: every struct field, tuple, list and dict value looked into."""
    if isinstance(value, Shown):
        return [value]
    if isinstance(value, CardFace):
        return []  # printed card records hold no faces
    if isinstance(value, tuple | list):
        return [s for item in value for s in everywhere(item)]
    if isinstance(value, dict):
        return [s for item in value.values() for s in everywhere(item)]
    if isinstance(value, msgspec.Struct):
        return [s for name in value.__struct_fields__ for s in everywhere(getattr(value, name))]
    return []


def _faces(found: list[Shown]) -> Counter[tuple[int, str]]:
    return Counter((s.id, s.def_id) for s in found)


@pytest.mark.parametrize("ruleset", ["mc20th", "deus", "grid", "kokuryoku"])
def test_shown_in_finds_what_looking_everywhere_finds(ruleset: str) -> None:
    rng = random.Random(5)
    players = {s: RandomPlayer(rng, passing=registry.get(ruleset).passing) for s in SEATS}
    state, _ = engine.new_match(starter_setup(ruleset, 5))
    met = 0
    for step in range(400):
        if state.result is not None:
            break
        decision = engine.decision(state)
        if decision.actor == CHANCE:
            action = engine.sample_chance(state)
        else:
            action = players[decision.actor].choose(state, decision.actor)
        state, events = engine.apply(state, action)
        checked: list[Any] = list(events)
        if step % 3 == 0:
            checked += [engine.view(state, viewer) for viewer in VIEWERS]
        for value in checked:
            assert _faces(shown_in(value)) == _faces(everywhere(value)), value
            met += len(shown_in(value))
    assert met > 100  # the games showed faces to find


class _Pair(NamedTuple):
    left: Shown
    right: int


class _Loose(msgspec.Struct):
    anything: Any  # an annotation that says nothing: looked into
    numbers: tuple[int, ...] = ()
    pairs: dict[str, _Pair] = {}
    kept: frozenset[int] = frozenset()


class _Lying(msgspec.Struct):
    faces: tuple[Shown, ...]  # annotated as a tuple, given other things at run time


def test_shown_in_reads_a_sequence_field_by_what_it_holds() -> None:
    face = Shown(1, "x")
    for held, found in [(None, []), (face, [face]), ({"k": face}, [face]), ([face], [face])]:
        value = _Lying(faces=held)  # type: ignore[arg-type]
        assert shown_in(value) == everywhere(value) == found


def test_shown_in_looks_into_what_an_annotation_does_not_rule_out() -> None:
    face = Shown(1, "x")
    other = Shown(2, "y")
    value = _Loose(anything=[{"k": (face,)}], pairs={"p": _Pair(other, 3)})
    assert _faces(shown_in(value)) == _faces([face, other])
    assert shown_in(_Loose(anything={1, 2})) == []  # a set holds no faces
