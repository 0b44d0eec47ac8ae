"""What the grid game's pictures and screens say, in Japanese or English: the words of the
board (turn, phases [G-5.1]-[G-5.5] and the setup [G-3.2][G-3.5], who decides, the zones
[G-2.2][G-2.3], bases and their life counts [G-11.3], the marks of used move and attack rights
[G-R10], a square's total power [G-9.9]), how a match ends [G-1.1][G-1.2][G-R14], and a card's
printed fields [G-7.1]-[G-7.8] with the values of its kind (movement keywords [G-6.2][G-R8],
what a spell targets and the area it covers [G-10.4][G-R16]).

Japanese is the printed card; English uses the card's ``*_en`` fields where the set gives them.
"""

from __future__ import annotations

from typing import Any, Final

from engine.grid.cards import BaseDef, CardDef, EntityDef, SpellDef
from engine.kernel.state import CHANCE, Result
from engine.kernel.words import Table
from renderer import pieces
from renderer.draw import seat_tag
from renderer.words import result_words

LABELS: Final = Table("renderer.grid", "names.LABELS")
PHASES: Final = Table("renderer.grid", "names.PHASES")
DECISIONS: Final = Table("renderer.grid", "names.DECISIONS")
# how a match ends, by the engine's reason (engine/grid/rules.py ``settle``); an unknown
# one is said as it is
ENDINGS: Final = Table("renderer.grid", "names.ENDINGS")
KINDS: Final = Table("renderer.grid", "names.KINDS")
FIELDS: Final = Table("renderer.grid", "names.FIELDS")
MOVEMENTS: Final = Table("renderer.grid", "names.MOVEMENTS")
MOVES: Final = Table("renderer.grid", "names.MOVES")
TARGETS: Final = Table("renderer.grid", "names.TARGETS")
SHAPES: Final = Table("renderer.grid", "names.SHAPES")
SIDES: Final = Table("renderer.grid", "names.SIDES")


def word(key: str, lang: str, **params: object) -> str:
    return LABELS.say(key, lang, **params)


def phase_name(phase: str, lang: str) -> str:
    return PHASES.word(phase, lang)


def kind_name(face: CardDef, lang: str) -> str:
    tags = {EntityDef: "grid-entity", SpellDef: "grid-spell", BaseDef: "grid-base"}
    return KINDS.word(tags[type(face)], lang)


def field(key: str, lang: str) -> str:
    return FIELDS.word(key, lang)


def race_in(face: CardDef, lang: str) -> str:
    return face.race_en if lang == "en" and face.race_en else face.race


def flavor_in(face: CardDef, lang: str) -> str:
    return face.flavor_en if lang == "en" and face.flavor_en else face.flavor


def decision_text(view: Any, lang: str) -> str:
    """Who decides what now: ``▲P1 移動と攻撃``."""
    kind = DECISIONS.word(view.decision.kind, lang)
    actor = view.decision.actor
    if actor == CHANCE:
        return word("dice", lang)
    if actor < 0:
        return kind
    return f"{seat_tag(actor)} {kind}"


def result_text(result: Result, lang: str) -> str:
    return result_words(result, ENDINGS.word(result.reason, lang), lang)


def bottom_is_first(view: Any) -> bool:
    """Whether row 1 (the first player's front row [G-R1]) is drawn at the bottom: for the
    first player, a spectator, and before the first player is known; the second player sees
    their own front row (row 5) at the bottom, as Deus turns its board for its viewer."""
    return pieces.first_nearest(view.viewer, view.first)


def near_seat(view: Any) -> int:
    """The seat whose front row is drawn at the bottom."""
    return pieces.near_seat(view.viewer, view.first)


def board_rows(view: Any) -> list[int]:
    """Board rows (0 = row 1) from the top of the picture down."""
    return [4, 3, 2, 1, 0] if bottom_is_first(view) else [0, 1, 2, 3, 4]
