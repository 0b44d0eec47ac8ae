"""What kokuryoku's pictures and screens say, in Japanese or English: the turn and whose turn
it is (the turn marker [K-3.10]) apart from whose phase it is (a power phase in either turn
[K-4.3][K-4.5][KV-4]), the phases and steps of a turn [K-5.*][K-6.*][K-7.*], the redraw
[K-1.1][KV-19], who decides what, how a match ends [KV-12][KV-13][KV-14], the zones 戦場外
and 国外 [KV-18], the chip piles [KV-6], a unit's states [K-6.1][K-6.4], and how the map is
turned for each viewer [KV-1].

A viewer sees the map from their own side: the first player and spectators with row 1 at the
bottom, the second player with row 4 at the bottom and the columns turned too (C to A), half a
circle, so that a card's printed range, which turns half a circle for the second player
[KV-2], points on the map the way it points on the card.
"""

from __future__ import annotations

from typing import Any, Final

from engine.kernel.state import CHANCE, Result
from engine.kernel.words import Table
from engine.kokuryoku.cards import CardDef, UnitDef
from renderer import pieces
from renderer.draw import seat_tag
from renderer.pieces import first_nearest
from renderer.words import (
    card_name,
    listing,
    result_words,
)

COLUMNS, ROWS = 3, 4

LABELS: Final = Table("renderer.kokuryoku", "names.LABELS")
PHASES: Final = Table("renderer.kokuryoku", "names.PHASES")
DECISIONS: Final = Table("renderer.kokuryoku", "names.DECISIONS")
# how a match ends, by the engine's reason; an unknown one is said as it is
ENDINGS: Final = Table("renderer.kokuryoku", "names.ENDINGS")
KINDS: Final = Table("renderer.kokuryoku", "names.KINDS")
# the slashes of the state line and the banner
MARKS: Final = Table("renderer.kokuryoku", "names.MARKS")
# the shipped pool's classes in each language, for a land or attachment whose class no unit
# in view names (the Japanese is the card data's own word)
CLASSES: Final = Table("renderer.kokuryoku", "names.CLASSES")


def word(key: str, lang: str, **params: object) -> str:
    return LABELS.say(key, lang, **params)


# -- cards ------------------------------------------------------------------------------------
def kind_name(face: CardDef, lang: str) -> str:
    return KINDS.word(str(type(face).__struct_config__.tag), lang)


def class_name(view: Any, unit_class: str, lang: str) -> str:
    """A class a land or attachment names, in English when a unit card of the view's catalog
    gives that class an English name (lands and attachments print the Japanese only)."""
    if lang != "en" or view is None:
        return unit_class
    for face in view.catalog.values():
        if isinstance(face, UnitDef) and face.unit_class == unit_class and face.class_en:
            return face.class_en
    return CLASSES.word(unit_class, lang)


def classes_text(view: Any, classes: tuple[str, ...], lang: str) -> str:
    return listing(lang).join(class_name(view, c, lang) for c in classes)


# -- whose turn, whose phase, who decides --------------------------------------------------
def phase_owner(view: Any) -> int:
    """Whose phase it is: the power phase's player in either turn [K-4.3], the active player
    for the invasion and end phases, nobody for the redraw (each redraws in turn [KV-19])."""
    if view.phase == "power":
        return int(view.power_seat)
    if view.phase == "redraw":
        return -1
    return int(view.active)


def turn_text(view: Any, lang: str) -> str:
    return word("turn", lang, n=view.turn) if view.turn > 0 else ""


def turn_of_text(view: Any, lang: str) -> str:
    """``▲P1の手番``: who holds the turn marker [K-3.10]; nothing before the first turn."""
    if view.turn <= 0 or view.active not in (0, 1):
        return ""
    return word("turn_of", lang, seat=seat_tag(view.active))


def phase_text(view: Any, lang: str) -> str:
    """``●P2の国力フェイズ``: the phase and its player, who need not hold the turn
    [K-3.10][K-4.3]."""
    phase = PHASES.word(view.phase, lang)
    seat = phase_owner(view)
    if seat not in (0, 1):
        return phase[:1].upper() + phase[1:]
    return word("phase_of", lang, seat=seat_tag(seat), phase=phase)


def state_line(view: Any, lang: str) -> str:
    """``ターン3 ▲P1の手番 ／ ●P2の国力フェイズ`` (the turn marker apart from the phase)."""
    parts = [turn_text(view, lang), turn_of_text(view, lang)]
    head = " ".join(part for part in parts if part)
    slash = MARKS.word("slash", lang)
    return f"{head}{slash}{phase_text(view, lang)}" if head else phase_text(view, lang)


def decision_text(view: Any, lang: str) -> str:
    """Who decides what now: ``●P2 出撃・土地・支援・付与``."""
    kind = DECISIONS.word(view.decision.kind, lang)
    actor = view.decision.actor
    if actor == CHANCE:
        return word("dice", lang)
    if actor not in (0, 1):
        return kind
    return f"{seat_tag(actor)} {kind}"


def result_text(result: Result, lang: str) -> str:
    return result_words(result, ENDINGS.word(result.reason, lang), lang)


# -- the map from the viewer's side [KV-1] ---------------------------------------------------
def bottom_is_first(view: Any) -> bool:
    """Whether row 1 (the first player's sortie row) is drawn at the bottom: for the first
    player, a spectator, and before the first player is known."""
    return first_nearest(view.viewer, view.first)


def near_seat(view: Any) -> int:
    """The seat whose sortie row is drawn at the bottom."""
    return pieces.near_seat(view.viewer, view.first)


def board_rows(view: Any) -> list[int]:
    """Map rows (0 = row 1) from the top of the picture down."""
    return list(range(ROWS - 1, -1, -1)) if bottom_is_first(view) else list(range(ROWS))


def board_columns(view: Any) -> list[int]:
    """Map columns (0 = A) from the left: turned for the second player, who sits across."""
    return list(range(COLUMNS)) if bottom_is_first(view) else list(range(COLUMNS - 1, -1, -1))


def find_unit(view: Any, card_id: int) -> tuple[Any, Any] | None:
    """(square, unit) of the unit with this card id on the map."""
    for square in view.squares:
        if square.unit is not None and square.unit.card.id == card_id:
            return square, square.unit
    return None


def picked_text(view: Any, lang: str) -> str:
    """The piece the viewer picked for a two-step move, with its square."""
    if view.picked < 0:
        return ""
    found = find_unit(view, view.picked)
    if found is not None:
        square, unit = found
        return word("picked", lang, name=f"{card_name(view, unit.card, lang)} {square.label}")
    hand = view.players[view.viewer].hand if view.viewer in (0, 1) else None
    for card in hand or ():
        if card.id == view.picked:
            return word("picked", lang, name=card_name(view, card, lang))
    return ""
