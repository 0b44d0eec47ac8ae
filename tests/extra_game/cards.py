"""The extra game's card data: its card schema (its own ``unit`` pieces), a card set file's
text, two deck lists and its ``DeckRules``, built on the shared deck shape
(carddb/deckshape.py): exactly five pieces, one of them a king, at most four of a name.
"""

from __future__ import annotations

from typing import Final

from carddb import deckshape
from carddb.decklist import CardIndex, DeckError, DeckLine, DeckList
from carddb.decks import Deck
from carddb.deckshape import DeckShape
from carddb.rulesets import DeckRules
from carddb.schema import CardSchema
from engine.kernel.state import MatchSetup
from engine.kernel.words import Table
from extra_game.rules import RULESET_ID, Piece

SET_TEXT: Final = f"""
[set]
id = "toy-core"
name = "王と龍 基本セット"
name_en = "Kings and Dragons core set"
ruleset = "{RULESET_ID}"

[[card]]
kind = "unit"
id = "king"
name = "王将"
name_en = "King"
king = true

[[card]]
kind = "unit"
id = "rook"
name = "龍"
name_en = "Dragon"

[[card]]
kind = "unit"
id = "wyvern"
name = "飛竜"
name_en = "Wyvern"
"""
DECKS: Final = {"red": "1 王将\n4 龍\n", "blue": "3 Dragon\n1 King\n1 飛竜\n"}
# its deck rules' refusals (tests/extra_game/locale/)
MESSAGES: Final = Table("extra_game", "cards.MESSAGES")


SCHEMA: Final = CardSchema(kinds=("unit",), card_type=Piece)


def toy_card(index: CardIndex, card_id: str) -> Piece | None:
    card: object = index.by_id[card_id.casefold()]
    return card if isinstance(card, Piece) else None


def _one_king(ours: list[tuple[DeckLine, Piece]]) -> list[DeckError]:
    kings = sum(line.count for line, face in ours if face.king)
    return [] if kings == 1 else [DeckError(0, "toy_one_king")]


SHAPE: Final = DeckShape[Piece](
    size=5,
    copies=4,
    card_of=toy_card,
    foreign_key="toy_foreign",
    copies_key="toy_copies",
    size_key="toy_size",
    extra=_one_king,
)


def validate(deck: DeckList, index: CardIndex) -> Deck:
    return SHAPE.validate(deck, index)


def build_setup(
    decks: tuple[Deck, Deck], index: CardIndex, seed: int, ruleset: str, names: tuple[str, str]
) -> MatchSetup[Piece]:
    return deckshape.build_setup(decks, index, seed, ruleset, names, toy_card, RULESET_ID)


RULES: Final = DeckRules(id=RULESET_ID, cards=SCHEMA, validate=validate, build_setup=build_setup)
