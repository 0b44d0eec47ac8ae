"""The Monster Collection family's notation pieces that both games write the same way: an
ability's target (``#12`` a unit, ``P2`` a player, ``L1`` the first declaration in the chain,
``B2`` an area) and the steps of a manual resolution (``manual damage #12 3``). A ruleset
builds them over its own board's area labels (``Words(parse_area, area_label)``) and puts
them into its notation table (engine/kernel/notation.py); ``notation`` builds that table
around the verbs both games write alike: a die and a shuffle first, then the battle's and
the declaration's verbs (``end-summon`` .. ``manual``), the game's own verbs between.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Final

from engine.kernel.errors import NotationError
from engine.kernel.notation import CARD, NUMBER, ORDINAL, PLAYER, Arg, Notation, number
from engine.moncolle import actions as a

CARD_OPS: Final = ("discard", "recover")  # manual primitives whose target is a card, not a unit


@dataclass(frozen=True)
class Words:
    """The target and manual words over a board's ``parse_area`` and ``area_label``."""

    parse_area: Callable[[str], int]
    area_label: Callable[[int], str]

    def format_target(self, kind: str, value: int) -> str:
        if kind == "player":
            return f"P{value + 1}"
        if kind == "link":
            return f"L{value + 1}"
        if kind == "area":
            return self.area_label(value)
        return f"#{value}"

    def parse_target(self, token: str) -> a.Choose:
        upper = token.upper()
        if upper in ("P1", "P2"):
            return a.Choose("player", int(upper[1]) - 1)
        link = number(upper[1:]) if upper.startswith("L") else None
        if link is not None and link >= 1:
            return a.Choose("link", link - 1)
        card = number(token.removeprefix("#"))
        if card is not None:
            return a.Choose("unit", card)
        try:
            return a.Choose("area", self.parse_area(token))
        except NotationError:
            pass
        raise NotationError("notation_target", token=token)

    @property
    def target(self) -> Arg:
        return Arg("target", self.parse_target, lambda choose: "")

    def format_choose(self, action: a.Choose) -> str:
        return f"target {self.format_target(action.kind, action.value)}"

    def choose_parser(self, notation: Callable[[], Notation]) -> Callable[..., a.Action]:
        def parse(verb: str, args: list[str]) -> a.Action:
            if len(args) == 1:
                return self.parse_target(args[0])
            return notation().build(verb, args)  # says how many arguments ``target`` takes

        return parse

    def format_manual(self, action: a.Manual) -> str:
        words = ["manual", action.op]
        if action.kind:
            words.append(self.format_target(action.kind, action.value))
        if action.amount:
            words.append(str(action.amount))
        return " ".join(words)

    def parse_manual(self, verb: str, args: list[str]) -> a.Manual:
        if not 1 <= len(args) <= 3:
            raise NotationError("notation_manual")
        op = args[0].lower()
        if len(args) == 1:
            return a.Manual(op)
        target = self.parse_target(args[1])
        kind = "card" if target.kind == "unit" and op in CARD_OPS else target.kind
        amount = 0
        if len(args) == 3:
            signed = args[2][0] in "+-"
            size = number(args[2][1:] if signed else args[2])
            if size is None:
                raise NotationError("notation_amount", token=args[2])
            amount = -size if args[2][0] == "-" else size
        return a.Manual(op, kind, target.value, amount)


Syntax = Mapping[str, tuple[type[a.Action], tuple[Arg, ...]]]


def notation(words: Words, area: Arg, slot: Arg, own: Syntax) -> Notation:
    """A game's notation: the family's verbs around the game's ``own`` (in its order)."""
    syntax: dict[str, tuple[type[a.Action], tuple[Arg, ...]]] = {
        "roll": (a.Roll, (PLAYER, NUMBER)),
        "shuffle": (a.Shuffle, (PLAYER, NUMBER)),
        **own,
        "end-summon": (a.EndSummon, ()),
        "done": (a.Done, ()),
        "formation": (a.PlaceInFormation, (CARD,)),
        "attack": (a.Attack, ()),
        "return": (a.ReturnTo, (CARD, area)),
        "limit": (a.LimitDiscard, (CARD,)),
        "resign": (a.Resign, (PLAYER,)),
        "use": (a.Use, (CARD, ORDINAL)),
        "target": (a.Choose, (words.target,)),
        "pay": (a.Pay, (CARD, slot)),
        "pay-card": (a.PayCard, (CARD,)),
        "declare": (a.Declare, ()),
        "withdraw": (a.Withdraw, ()),
        "pass": (a.Pass, ()),
        "manual": (a.Manual, ()),
    }
    built = Notation(
        syntax=syntax,
        special={
            a.Choose: (words.format_choose, words.choose_parser(lambda: built)),
            a.Manual: (words.format_manual, words.parse_manual),
        },
    )
    return built
