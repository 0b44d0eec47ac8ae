"""The action notation round-trips and parses what players type (engine/mc20th/notation.py)."""

from __future__ import annotations

import pytest

from engine.kernel.errors import NotationError
from engine.mc20th.notation import SYNTAX, format_action, parse
from engine.moncolle import actions as a

EXAMPLES = [
    a.Roll(0, 4),
    a.Shuffle(1, 2831),
    a.Mulligan(),
    a.KeepHand(),
    a.Discard(12),
    a.Refill(),
    a.PlaceTerrain(12, 4),
    a.PlaceProxy(11),
    a.AddMove(3, 7),
    a.DeclareAdvance(),
    a.ClearMoves(),
    a.SwapEquipment(12, 13),
    a.EndMain(),
    a.DiscardEquipment(20),
    a.Summon(12),
    a.Equip(20, 12),
    a.EndSummon(),
    a.Done(),
    a.PlaceInFormation(12),
    a.Attack(),
    a.ReturnTo(12, 1),
    a.LimitDiscard(9),
    a.Resign(1),
    a.Use(12, 0),
    a.Choose("unit", 20),
    a.Choose("player", 1),
    a.Choose("link", 0),
    a.Pay(12, "火"),
    a.Pay(12, "II"),
    a.PayCard(30),
    a.Declare(),
    a.Withdraw(),
    a.Pass(),
    a.Choose("area", 4),
    a.Manual("damage"),
    a.Manual("damage", "unit", 12, 3),
    a.Manual("defence", "unit", 12, -2),
    a.Manual("draw", "player", 1),
    a.Manual("discard", "card", 30),
    a.Manual("cancel", "link", 0),
]


def test_every_verb_has_an_example() -> None:
    assert {type(x) for x in EXAMPLES} == {kind for kind, _ in SYNTAX.values()}


@pytest.mark.parametrize("action", EXAMPLES, ids=lambda x: f"{type(x).__name__}-{x!r}")
def test_parse_of_format_is_identity(action: a.Action) -> None:
    assert parse(format_action(action)) == action


def test_format_reads_like_the_readme() -> None:
    assert format_action(a.PlaceTerrain(12, 4)) == "terrain #12 B2"
    assert format_action(a.AddMove(3, 7)) == "move #3 B3"
    assert format_action(a.Roll(0, 4)) == "roll P1 4"
    assert format_action(a.Manual("damage", "unit", 12, 3)) == "manual damage #12 3"
    assert format_action(a.Manual("cancel", "link", 0)) == "manual cancel L1"
    assert format_action(a.Use(12, 0)) == "use #12 1"
    assert format_action(a.Choose("link", 0)) == "target L1"


def test_full_width_and_case_are_normalised() -> None:
    assert parse("ＭＯＶＥ　＃３　ｂ３") == a.AddMove(3, 7)
    assert parse("summon 12") == a.Summon(12)


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("", "Empty"),
        ("fly #3 B3", "Unknown action"),
        ("move #3", "takes 2 argument"),
        ("move #x B3", "card id"),
        ("move #3 D1", "not an area"),
        ("move #3 B5", "not an area"),
        ("resign P3", "not a player"),
        ("use #12 0", "ability number"),
        ("pay #12 光", "not a slot"),
        ("target X9", "not a target"),
    ],
)
def test_bad_notation_says_what_is_wrong(text: str, fragment: str) -> None:
    with pytest.raises(NotationError, match=fragment):
        parse(text)
