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
from engine.kernel.notation import CARD, NUMBER, ORDINAL, PLAYER, Arg, Notation, choice, number
from engine.kernel.notation import square as square_arg
from engine.moncolle import actions as a
from engine.moncolle.notation import Words

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

NOTATION: Final = Notation(
    syntax={
        "roll": (a.Roll, (PLAYER, NUMBER)),
        "shuffle": (a.Shuffle, (PLAYER, NUMBER)),
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
        "end-summon": (a.EndSummon, ()),
        "done": (a.Done, ()),
        "formation": (a.PlaceInFormation, (CARD,)),
        "attack": (a.Attack, ()),
        "return": (a.ReturnTo, (CARD, AREA)),
        "limit": (a.LimitDiscard, (CARD,)),
        "resign": (a.Resign, (PLAYER,)),
        "use": (a.Use, (CARD, ORDINAL)),
        "target": (a.Choose, (WORDS.target,)),
        "pay": (a.Pay, (CARD, SLOT)),
        "pay-card": (a.PayCard, (CARD,)),
        "declare": (a.Declare, ()),
        "withdraw": (a.Withdraw, ()),
        "pass": (a.Pass, ()),
        "manual": (a.Manual, ()),
    },
    special={
        a.Choose: (WORDS.format_choose, WORDS.choose_parser(lambda: _notation())),
        a.Manual: (WORDS.format_manual, WORDS.parse_manual),
    },
)
SYNTAX: Final = NOTATION.syntax


def _notation() -> Notation:
    return NOTATION


VERBS: Final = NOTATION.verbs
format_action = NOTATION.format
parse = NOTATION.parse
