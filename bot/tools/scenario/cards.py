"""The cards a scenario's position creates (docs/scenarios.md): each written as a card id or
name with an optional label, ``紅蓮の騎兵#10``, or ``RK1-001*5`` for five unlabelled copies.
Steps and expectations refer to cards by those labels. Shared by the games' position
builders (bot/<game>/scenario/position.py), each of which says which kind of card a place
takes (``kind_problem``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Generic, TypeVar, cast

from bot.tools.scenario.schema import ScenarioError
from carddb.decklist import CardIndex
from engine.kernel.cards import CardFace, PrintedCard
from engine.kernel.state import CardInstance

_CARD = re.compile(r"^(?P<ref>.+?)(?:#(?P<label>[0-9]{1,6}))?(?:\*(?P<copies>[0-9]{1,4}))?$")
MAX_COPIES = 100  # of one card spec (``RK1-001*100``)
MAX_CARDS = 1000  # in one position
C = TypeVar("C", bound=PrintedCard)  # a game's card kinds


def parse_seat(text: object, where: str) -> int:
    if isinstance(text, str) and text.upper() in ("P1", "P2"):
        return int(text[1]) - 1
    raise ScenarioError(f"{where}: '{text}' is not a player (P1 or P2)")


@dataclass
class CardMaker(Generic[C]):
    """The position's card instances in the order made, their labels and faces, of a
    game's card kinds ``C``."""

    index: CardIndex
    cards: list[CardInstance] = field(default_factory=list)
    labels: dict[int, int] = field(default_factory=dict)  # label -> card id
    catalog: dict[str, C] = field(default_factory=dict)

    def kind_problem(self, face: C, kind: object) -> str | None:
        """What ``face`` should have been where ``kind`` is wanted (``a unit card``), or
        None when it fits; each game says what its kinds are."""
        return None

    def card(self, text: str, owner: int, where: str, kind: object = None) -> list[int]:
        """Create the card(s) a spec names, of ``kind`` when given; return their ids."""
        match = _CARD.match(text.strip())
        if match is None:
            raise ScenarioError(f"{where}: cannot read card '{text}'")
        found = self.index.find(match["ref"].strip())
        if not isinstance(found, CardFace):  # any game's printed card
            raise ScenarioError(f"{where}: '{match['ref']}' is not one known card")
        face = cast(C, found)  # the index holds the game's own kinds
        if kind is not None:
            problem = self.kind_problem(face, kind)
            if problem is not None:
                raise ScenarioError(f"{where}: '{match['ref']}' is not {problem}")
        copies = int(match["copies"] or 1)
        if not 1 <= copies <= MAX_COPIES:
            raise ScenarioError(f"{where}: '{text}': 1 to {MAX_COPIES} copies")
        if len(self.cards) + copies > MAX_CARDS:
            raise ScenarioError(f"{where}: a position holds at most {MAX_CARDS} cards")
        if match["label"] and copies != 1:
            raise ScenarioError(f"{where}: a labelled card '{text}' cannot have copies")
        made = []
        for _ in range(copies):
            made.append(len(self.cards))
            self.cards.append(CardInstance(face.id, owner))
        self.catalog[face.id] = face
        if match["label"]:
            label = int(match["label"])
            if label in self.labels:
                raise ScenarioError(f"{where}: label #{label} is used twice")
            self.labels[label] = made[0]
        return made

    def cards_of(self, specs: list[str], owner: int, where: str, kind: object = None) -> list[int]:
        return [c for spec in specs for c in self.card(spec, owner, where, kind)]
