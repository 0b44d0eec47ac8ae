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

A NotationError carries a key of engine/moncolle/messages.py, so it is said in Japanese or English.
Numbers are ASCII digits (after NFKC), at most ``MAX_DIGITS`` of them besides leading zeros
(engine/kernel/digits.py, the reader deck lists and amounts use too), and an action is at most
``MAX_ACTION_CHARS`` characters: anything else is a NotationError, never another error.
"""

from __future__ import annotations

import unicodedata
from typing import Final

import msgspec

from engine.kernel.digits import read_number
from engine.kernel.errors import NotationError
from engine.mc20th.board import area_label, parse_area
from engine.moncolle import actions as a

CARD, AREA, PLAYER, NUMBER = "card", "area", "player", "number"
ORDINAL, TARGET, SLOT = "ordinal", "target", "slot"
SLOTS = ("火", "風", "水", "聖", "土", "魔", "S", "I", "II", "III")
MAX_ACTION_CHARS: Final = 200
MAX_DIGITS: Final = 10  # the longest number written is a shuffle key, below 2**32

SYNTAX: Final[dict[str, tuple[type[a.Action], tuple[str, ...]]]] = {
    "roll": (a.Roll, (PLAYER, NUMBER)),
    "shuffle": (a.Shuffle, (PLAYER, NUMBER)),
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
    "end-summon": (a.EndSummon, ()),
    "done": (a.Done, ()),
    "formation": (a.PlaceInFormation, (CARD,)),
    "attack": (a.Attack, ()),
    "return": (a.ReturnTo, (CARD, AREA)),
    "limit": (a.LimitDiscard, (CARD,)),
    "resign": (a.Resign, (PLAYER,)),
    "use": (a.Use, (CARD, ORDINAL)),
    "target": (a.Choose, (TARGET,)),
    "pay": (a.Pay, (CARD, SLOT)),
    "pay-card": (a.PayCard, (CARD,)),
    "declare": (a.Declare, ()),
    "withdraw": (a.Withdraw, ()),
    "pass": (a.Pass, ()),
    "manual": (a.Manual, ()),
}
CARD_OPS = ("discard", "recover")  # manual primitives whose target is a card, not a unit
VERBS: Final = {kind: verb for verb, (kind, _) in SYNTAX.items()}


def _format_arg(kind: str, value: int) -> str:
    if kind == CARD:
        return f"#{value}"
    if kind == AREA:
        return area_label(value)
    if kind == PLAYER:
        return f"P{value + 1}"
    if kind == ORDINAL:
        return str(value + 1)
    return str(value)


def format_action(action: a.Action) -> str:
    verb = VERBS[type(action)]
    if isinstance(action, a.Choose):
        return f"{verb} {_format_target(action.kind, action.value)}"
    if isinstance(action, a.Manual):
        return _format_manual(action)
    kinds = SYNTAX[verb][1]
    values = msgspec.structs.astuple(action)
    return " ".join([verb, *(_format_arg(k, v) for k, v in zip(kinds, values, strict=True))])


def _format_manual(action: a.Manual) -> str:
    words = ["manual", action.op]
    if action.kind:
        words.append(_format_target(action.kind, action.value))
    if action.amount:
        words.append(str(action.amount))
    return " ".join(words)


def _parse_manual(args: list[str]) -> a.Manual:
    if not 1 <= len(args) <= 3:
        raise NotationError("notation_manual")
    op = args[0].lower()
    if len(args) == 1:
        return a.Manual(op)
    target = _parse_target(args[1])
    kind = "card" if target.kind == "unit" and op in CARD_OPS else target.kind
    amount = 0
    if len(args) == 3:
        signed = args[2][0] in "+-"
        size = _number(args[2][1:] if signed else args[2])
        if size is None:
            raise NotationError("notation_amount", token=args[2])
        amount = -size if args[2][0] == "-" else size
    return a.Manual(op, kind, target.value, amount)


def _number(token: str) -> int | None:
    """The value of a plain number of at most MAX_DIGITS digits (leading zeros aside); None
    for anything else."""
    return read_number(token, 10**MAX_DIGITS - 1)


def _format_target(kind: str, value: int) -> str:
    if kind == "player":
        return f"P{value + 1}"
    if kind == "link":
        return f"L{value + 1}"
    if kind == "area":
        return area_label(value)
    return f"#{value}"


def _parse_target(token: str) -> a.Choose:
    upper = token.upper()
    if upper in ("P1", "P2"):
        return a.Choose("player", int(upper[1]) - 1)
    link = _number(upper[1:]) if upper.startswith("L") else None
    if link is not None and link >= 1:
        return a.Choose("link", link - 1)
    card = _number(token.removeprefix("#"))
    if card is not None:
        return a.Choose("unit", card)
    try:
        return a.Choose("area", parse_area(token))
    except NotationError:
        pass
    raise NotationError("notation_target", token=token)


def _parse_area(token: str) -> int:
    """board.parse_area, its error given the notation's key, so it is said in either
    language."""
    try:
        return parse_area(token)
    except NotationError:
        raise NotationError("notation_area", token=token) from None


def _parse_arg(kind: str, token: str) -> int | str:
    if kind == AREA:
        return _parse_area(token)
    if kind == SLOT:
        if token.upper() in SLOTS:
            return token.upper()
        raise NotationError("notation_slot", token=token, slots=" ".join(SLOTS))
    if kind == ORDINAL:
        ordinal = _number(token)
        if ordinal is not None and ordinal >= 1:
            return ordinal - 1
        raise NotationError("notation_ordinal", token=token)
    if kind == PLAYER:
        if token.upper() in ("P1", "P2"):
            return int(token[1]) - 1
        raise NotationError("notation_player", token=token)
    value = _number(token[1:] if kind == CARD and token.startswith("#") else token)
    if value is not None:
        return value
    raise NotationError("notation_card" if kind == CARD else "notation_number", token=token)


def parse(text: str) -> a.Action:
    """Parse one action; NotationError says what is wrong."""
    if len(text) > MAX_ACTION_CHARS:
        raise NotationError("notation_too_long", limit=MAX_ACTION_CHARS)
    tokens = unicodedata.normalize("NFKC", text).split()
    if not tokens:
        raise NotationError("notation_empty")
    verb = tokens[0].lower()
    if verb not in SYNTAX:
        raise NotationError("notation_verb", verb=tokens[0], known=", ".join(SYNTAX))
    kind, arg_kinds = SYNTAX[verb]
    args = tokens[1:]
    if kind is a.Choose and len(args) == 1:
        return _parse_target(args[0])
    if kind is a.Manual:
        return _parse_manual(args)
    if len(args) != len(arg_kinds):
        usage = " ".join([verb, *(f"<{k}>" for k in arg_kinds)])
        raise NotationError("notation_arguments", verb=verb, count=len(arg_kinds), usage=usage)
    return kind(*(_parse_arg(k, t) for k, t in zip(arg_kinds, args, strict=True)))
