"""The text notation of mc20th actions: what players type and what logs show.

One verb per action, then its arguments: cards as ``#id``, areas as labels ``A1``..``C4``,
players as ``P1``/``P2``, numbers plain. ``parse(format_action(a)) == a`` for every action.
Input is NFKC-normalised, so full-width letters, digits and ``＃`` work; ``#`` before a card
id may be left out; verbs are case-insensitive.

    roll P1 4         shuffle P1 2831     mulligan     keep
    discard #12       refill              terrain #12 B2     proxy B2
    move #12 B3       advance             clear              swap #12 #13
    end-main          unequip #20         summon #12         equip #20 #12
    end-summon        done                formation #12      attack
    return #12 B2     limit #12           resign P1
    use #12 1         target #20          target P2          target L1         target B2
    pay #12 火        pay-card #30        declare            withdraw          pass
    manual damage     manual damage #12 3 manual draw P1     manual cancel L1

``use`` counts abilities from 1 (the card's first ability is ``use #12 1``); ``target L1`` is
the first declaration in the counter chain; slots are 火 風 水 聖 土 魔 S I II III.
``manual`` names a primitive of a manual resolution, then with its target (and amount).

Built with the kernel's notation builder (engine/kernel/notation.py: bounds, NFKC, verbs,
arguments, the errors of its message table); ``target`` and ``manual`` have their own words,
the family's (engine/moncolle/notation.py).
A NotationError carries a message key, so it is said in Japanese or English; anything else
than an action is a NotationError, never another error.
"""

from __future__ import annotations

from typing import Final

from engine.kernel.notation import CARD, choice
from engine.kernel.notation import square as square_arg
from engine.mc20th.board import BATTLEFIELD, area_label, parse_area
from engine.moncolle import actions as a
from engine.moncolle.notation import Words, notation

SLOTS: Final = ("火", "風", "水", "聖", "土", "魔", "S", "I", "II", "III")  # not words: typed slots
AREA: Final = square_arg(BATTLEFIELD, "area", "notation_area")
SLOT: Final = choice("slot", SLOTS, "notation_slot")
WORDS: Final = Words(parse_area, area_label)


NOTATION: Final = notation(
    WORDS,
    AREA,
    SLOT,
    {
        "mulligan": (a.Mulligan, ()),
        "keep": (a.KeepHand, ()),
        "discard": (a.Discard, (CARD,)),
        "refill": (a.Refill, ()),
        "terrain": (a.PlaceTerrain, (CARD, AREA)),
        "proxy": (a.PlaceProxy, (AREA,)),
        "move": (a.AddMove, (CARD, AREA)),
        "advance": (a.DeclareAdvance, ()),
        "clear": (a.ClearMoves, ()),
        "swap": (a.SwapEquipment, (CARD, CARD)),
        "end-main": (a.EndMain, ()),
        "unequip": (a.DiscardEquipment, (CARD,)),
        "summon": (a.Summon, (CARD,)),
        "equip": (a.Equip, (CARD, CARD)),
    },
)
SYNTAX: Final = NOTATION.syntax
VERBS: Final = NOTATION.verbs
format_action = NOTATION.format
parse = NOTATION.parse
