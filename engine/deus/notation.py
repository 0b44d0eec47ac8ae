"""The text notation of Deus actions: what players type and what logs show, built with the
kernel's notation builder and the family's target and manual words. Areas are ``A1``..``C3``
counted from the first player's side [R1]; factions and their cards are numbered from 1 as
the draft lists them.

    roll P1 4          shuffle P1 2831    faction 3          include 3 12       summoner 3
    discard #12        refill             move #12 B2        advance            clear
    intercept          decline            rearrange          end-main           summon #12 A1
    into #12 B1        instant #12        end-summon         done               formation #12
    attack             return #12 B2      limit #12          resign P1          use #12 1
    target #20         pay #12 火         pay #12 ※          pay-card #30       declare
    withdraw           pass               manual damage #12 3

``parse(format_action(a)) == a`` for every action; every failure is a NotationError.
"""

from __future__ import annotations

from typing import Final

from engine.deus import actions as d
from engine.deus.board import BATTLEFIELD, area_label, parse_area
from engine.kernel.errors import NotationError
from engine.kernel.notation import CARD, Arg, choice, number
from engine.kernel.notation import square as square_arg
from engine.moncolle import actions as a
from engine.moncolle.notation import Words, notation

SLOTS: Final = ("火", "風", "水", "聖", "土", "魔", "※", "S")
AREA: Final = square_arg(BATTLEFIELD, "area", "notation_area_deus")
SLOT: Final = choice("slot", SLOTS, "notation_slot")
WORDS: Final = Words(parse_area, area_label)


def _from_one(name: str) -> Arg:
    """A position counted from 1 in the notation, from 0 in the action."""

    def parse(token: str) -> int:
        value = number(token)
        if value is None or value < 1:
            raise NotationError("notation_number", token=token)
        return value - 1

    return Arg(name, parse, lambda value: str(value + 1))


FACTION: Final = _from_one("faction")
SLOT_NUMBER: Final = _from_one("card")

NOTATION: Final = notation(
    WORDS,
    AREA,
    SLOT,
    {
        "faction": (d.PickFaction, (FACTION,)),
        "include": (d.Include, (FACTION, SLOT_NUMBER)),
        "summoner": (d.ChooseSummoner, (FACTION,)),
        "discard": (a.Discard, (CARD,)),
        "refill": (a.Refill, ()),
        "move": (a.AddMove, (CARD, AREA)),
        "advance": (a.DeclareAdvance, ()),
        "clear": (a.ClearMoves, ()),
        "intercept": (d.Intercept, ()),
        "decline": (d.Decline, ()),
        "rearrange": (d.Rearrange, ()),
        "end-main": (a.EndMain, ()),
        "summon": (d.SummonTo, (CARD, AREA)),
        "into": (d.SummonInto, (CARD, AREA)),
        "instant": (a.Summon, (CARD,)),
    },
)
SYNTAX: Final = NOTATION.syntax
VERBS: Final = NOTATION.verbs
format_action = NOTATION.format
parse = NOTATION.parse
