"""The grid game's notation and its legal-action lists over whole matches: every verb reads
and writes back the same action, squares labelled from the first player's side [G-R1] and a
group move as one square for several entities [G-R18]; every legal action of random matches
(fixed seeds) round-trips, each decision offers at most 25 choices (a Discord select), and
the same seed plays the same match.
"""

from __future__ import annotations

import pytest
from grid_position import random_game

from engine.grid import actions as g
from engine.grid.board import BOARD
from engine.grid.notation import format_action, parse
from engine.kernel.errors import NotationError
from engine.kernel.staged import MAX_OPTIONS, Pick, Unpick

EXAMPLES = {
    "roll P1 4": g.Roll(0, 4),
    "shuffle P1 2831": g.Shuffle(0, 2831),
    "base #3": g.ChooseBase(3),
    "set B1": g.SetBase(BOARD.parse("B1")),
    "supply #12": g.Supply(12),
    "pass": g.Pass(),
    "summon #12 B1": g.Summon(12, 1),
    "build #12 C1": g.Build(12, 2),
    "cast #12 B3": g.Cast(12, 9),
    "cast-on #12 #30": g.CastOn(12, 30),
    "cast-for #12 P2": g.CastFor(12, 1),
    "move #3 B2": g.Move((3,), 5),
    "move #3,#5 B2": g.Move((3, 5), 5),
    "attack #3 B4": g.Attack(3, 13),
    "pick #12": Pick(12),
    "unpick": Unpick(),
    "done": g.Done(),
    "resign P1": g.Resign(0),
}


@pytest.mark.parametrize("text", sorted(EXAMPLES))
def test_each_verb_reads_and_writes_back(text: str) -> None:
    """[G-R1][G-R18]: ``B3`` is column B, row 3 from the first player's side (square 9);
    ``#3,#5`` names the entities of one group move."""
    action = parse(text)
    assert action == EXAMPLES[text]
    assert format_action(action) == text and parse(format_action(action)) == action


@pytest.mark.parametrize(
    "text", ["move #3 E2", "summon #1 A6", "move #3 B2 #5 B3", "attack #3", "set", "cast #x B2",
             "move " + ",".join(f"#{n}" for n in range(41)) + " B2"],
)  # fmt: skip
def test_bad_notation_is_a_notation_error(text: str) -> None:
    """[G-2.1][G-R18]: no column E or row 6 on the 4x5 board; one square per group move, and
    at most 40 (a deck's cards) in one."""
    with pytest.raises(NotationError):
        parse(text)


SEEDS = (1, 2, 5, 8)


@pytest.mark.parametrize("seed", SEEDS)
def test_every_legal_action_of_random_play_round_trips(seed: int) -> None:
    """[G-R1][G-R18][G-R10]: in a whole random match every legal action of every decision
    (chance, base choice and placement, supply, the two steps of the use and move phases)
    is written and read back unchanged, and no decision offers more than 25 choices."""
    verbs: set[str] = set()
    groups = steps = 0
    for played in random_game(seed):
        steps += 1
        assert 0 < len(played.legal) <= MAX_OPTIONS
        assert len(set(played.legal)) == len(played.legal)
        for action in played.legal:
            text = format_action(action)
            assert parse(text) == action, text
            verbs.add(text.split()[0])
            groups += isinstance(action, g.Move) and len(action.pieces) > 1
    assert played.after.result is not None and steps > 100
    assert groups > 0
    assert verbs >= {"base", "set", "roll", "shuffle", "supply", "pass", "pick", "unpick",
                     "summon", "build", "move", "attack", "done"}  # fmt: skip


def test_the_same_seed_plays_the_same_match() -> None:
    """Determinism: two random matches of seed 2 make the same actions and events; seed 5 makes
    another."""
    logs = [[(format_action(p.action), p.events) for p in random_game(seed)] for seed in (2, 2, 5)]
    assert logs[0] == logs[1] and logs[0] != logs[2]
