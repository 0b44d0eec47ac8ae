"""The text notation of kokuryoku actions: what players type and what logs show, built with
the kernel's notation builder. Squares are ``A1``..``C4`` counted from the first player's
side [KV-1]; cards and units are ``#12``.

    roll P1 4          shuffle P1 2831    aside #12          back #12
    redraw             keep               sortie #12 B1      land #30 A2
    support #12        attach #40 #12     detach #40         move #12 B2
    attack #12 B3      again #12 B1       change #12 #44     surprise #50
    pass               succeed #12 #45    bolster #46 #12    discard #12
    pick #12           unpick             done               resign P1

``parse(format_action(a)) == a`` for every action; every failure is a NotationError.
"""

from __future__ import annotations

from typing import Final

from engine.kernel.notation import CARD, NUMBER, PLAYER, Notation, square
from engine.kernel.staged import PICK_SYNTAX
from engine.kokuryoku import actions as k
from engine.kokuryoku.board import BOARD

SQUARE: Final = square(BOARD)

NOTATION: Final = Notation(
    {
        **PICK_SYNTAX,
        "roll": (k.Roll, (PLAYER, NUMBER)),
        "shuffle": (k.Shuffle, (PLAYER, NUMBER)),
        "aside": (k.SetAside, (CARD,)),
        "back": (k.TakeBack, (CARD,)),
        "redraw": (k.Redraw, ()),
        "keep": (k.Keep, ()),
        "sortie": (k.Sortie, (CARD, SQUARE)),
        "land": (k.PlaceLand, (CARD, SQUARE)),
        "support": (k.Support, (CARD,)),
        "attach": (k.Attach, (CARD, CARD)),
        "detach": (k.Detach, (CARD,)),
        "move": (k.Move, (CARD, SQUARE)),
        "attack": (k.AttackUnit, (CARD, SQUARE)),
        "again": (k.MoveAgain, (CARD, SQUARE)),
        "change": (k.ClassChange, (CARD, CARD)),
        "surprise": (k.UseSurprise, (CARD,)),
        "pass": (k.Pass, ()),
        "succeed": (k.Succeed, (CARD, CARD)),
        "bolster": (k.Bolster, (CARD, CARD)),
        "discard": (k.Discard, (CARD,)),
        "done": (k.Done, ()),
        "resign": (k.Resign, (PLAYER,)),
    }
)
SYNTAX: Final = NOTATION.syntax
VERBS: Final = NOTATION.verbs
format_action = NOTATION.format
parse = NOTATION.parse
