"""The text notation of grid actions: what players type and what logs show, built with the
kernel's notation builder. Squares are ``A1``..``D5`` counted from the first player's side
[G-R1]; cards are ``#12``; several entities moving together are ``#3,#5`` [G-R18].

    roll P1 4          shuffle P1 2831    base #3            set B1
    supply #12         pass               summon #12 B1      build #12 C1
    cast #12 B3        cast-on #12 #30    cast-for #12 P2    move #3 B2
    move #3,#5 B2      attack #3 B4       pick #12           unpick
    done               resign P1

``parse(format_action(a)) == a`` for every action; every failure is a NotationError.
"""

from __future__ import annotations

from typing import Final

from engine.grid import actions as g
from engine.grid.board import BOARD
from engine.kernel.errors import NotationError
from engine.kernel.notation import CARD, NUMBER, PLAYER, Arg, Notation, square
from engine.kernel.staged import PICK_SYNTAX

MAX_GROUP: Final = 40  # a deck's cards: every entity a player has may move together
SQUARE: Final = square(BOARD)


def _pieces(token: str) -> tuple[int, ...]:
    parts = token.split(",")
    if len(parts) > MAX_GROUP:
        raise NotationError("grid_notation_group", limit=MAX_GROUP)
    return tuple(CARD.parse(part) for part in parts)


PIECES: Final = Arg("cards", _pieces, lambda pieces: ",".join(f"#{p}" for p in pieces))

NOTATION: Final = Notation(
    {
        **PICK_SYNTAX,
        "roll": (g.Roll, (PLAYER, NUMBER)),
        "shuffle": (g.Shuffle, (PLAYER, NUMBER)),
        "base": (g.ChooseBase, (CARD,)),
        "set": (g.SetBase, (SQUARE,)),
        "supply": (g.Supply, (CARD,)),
        "pass": (g.Pass, ()),
        "summon": (g.Summon, (CARD, SQUARE)),
        "build": (g.Build, (CARD, SQUARE)),
        "cast": (g.Cast, (CARD, SQUARE)),
        "cast-on": (g.CastOn, (CARD, CARD)),
        "cast-for": (g.CastFor, (CARD, PLAYER)),
        "move": (g.Move, (PIECES, SQUARE)),
        "attack": (g.Attack, (CARD, SQUARE)),
        "done": (g.Done, ()),
        "resign": (g.Resign, (PLAYER,)),
    }
)
SYNTAX: Final = NOTATION.syntax
VERBS: Final = NOTATION.verbs
format_action = NOTATION.format
parse = NOTATION.parse
