"""A kokuryoku card as text, in Japanese or English: one line of its printed fields, the whole
card a line each, and the words every picture shares for them. A unit prints its class,
maximum morale (気力, the chips it may hold [KV-6]), attack and hits [KV-7], counter (反
[KV-10]), movement and attack ranges as offsets from the first player's side [KV-2] (named
when they are a common shape, else listed: 前1 = one square forward), 一般兵 [K-5.6b], 再移動
[K-6.4a], its class change and 修練 [KV-15][K-7.3], its child and the support it gives it
[KV-16]; a land the classes it bars [KV-3][K-6.2a]; a weapon, magic or item card its bonuses,
the classes that may hold it, its 象徴 and a free attack [K-5.4][K-7.4][KV-7][KV-17]; a
surprise card its timing and effect [K-7.1][KV-8]. ``card_lines`` draws the two ranges as
5x5 character diagrams, forward up. A card looked up outside a match (/card show) names the
cards it points at from the catalog it is given (``Looked``), as a card of a view does.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Final

from engine.kernel.board import DIAGONAL, ORTHOGONAL, SURROUNDING, Offset
from engine.kernel.words import Table
from engine.kokuryoku.cards import (
    AttachmentDef,
    CardDef,
    LandDef,
    MagicDef,
    SurpriseDef,
    UnitDef,
)
from renderer.kokuryoku.names import classes_text, kind_name
from renderer.words import bracket, listing

FIELDS: Final = Table("renderer.kokuryoku", "cards.FIELDS")
VALUES: Final = Table("renderer.kokuryoku", "cards.VALUES")
TIMINGS: Final = Table("renderer.kokuryoku", "cards.TIMINGS")
EFFECTS: Final = Table("renderer.kokuryoku", "cards.EFFECTS")
SHAPES: Final = Table("renderer.kokuryoku", "cards.SHAPES")
SHAPE_KEYS: Final[dict[frozenset[Offset], str]] = {
    frozenset(ORTHOGONAL): "orthogonal",
    frozenset(SURROUNDING): "surrounding",
    frozenset(DIAGONAL): "diagonal",
}
DIRECTIONS: Final = Table("renderer.kokuryoku", "cards.DIRECTIONS")
DIAGONALS: Final = Table("renderer.kokuryoku", "cards.DIAGONALS")
DIAGONAL_KEYS: Final[dict[Offset, str]] = {
    (-1, 1): "FL",
    (1, 1): "FR",
    (-1, -1): "BL",
    (1, -1): "BR",
}


def field(key: str, lang: str) -> str:
    return FIELDS.word(key, lang)


def value(key: str, lang: str, **params: Any) -> str:
    return VALUES.say(key, lang, s=_plural(params.get("n")), **params)


def _plural(n: object) -> str:
    return "" if n == 1 else "s"


# -- ranges [KV-2][KV-7] -------------------------------------------------------------------
def offset_name(offset: Offset, lang: str) -> str:
    """``前1`` / ``F1``, ``左前`` / ``FL``, ``前2左1`` / ``F2L1``: rows forward or back,
    then columns."""
    if offset in DIAGONAL_KEYS:
        return DIAGONALS.word(DIAGONAL_KEYS[offset], lang)
    dc, dr = offset
    parts = []
    if dr:
        parts.append(f"{DIRECTIONS.word('F' if dr > 0 else 'B', lang)}{abs(dr)}")
    if dc:
        parts.append(f"{DIRECTIONS.word('R' if dc > 0 else 'L', lang)}{abs(dc)}")
    return "".join(parts)


def range_text(offsets: Iterable[Offset], lang: str) -> str:
    """A range in words: a common shape by name, else each square (forward first)."""
    found = frozenset(offsets)
    if not found:
        return value("no_bars", lang)
    shape = SHAPE_KEYS.get(found)
    if shape is not None:
        return SHAPES.word(shape, lang)
    ordered = sorted(found, key=lambda o: (-o[1], o[0]))
    return listing(lang).join(offset_name(o, lang) for o in ordered)


def reach(offsets: Iterable[Offset]) -> int:
    """How far the diagram must reach: 2 (a 5x5 diagram) or more."""
    return max([2, *(max(abs(dc), abs(dr)) for dc, dr in offsets)])


def diagram_rows(offsets: Iterable[Offset], radius: int) -> list[str]:
    """The range as characters, forward up: ``@`` the unit, ``o`` a square it reaches."""
    found = set(offsets)
    rows = []
    for dr in range(radius, -radius - 1, -1):
        cells = [
            "@" if (dc, dr) == (0, 0) else "o" if (dc, dr) in found else "."
            for dc in range(-radius, radius + 1)
        ]
        rows.append(" ".join(cells))
    return rows


def has_range(face: UnitDef) -> bool:
    """Its range matters when it attacks or counters [KV-7][KV-10]."""
    return face.attack > 0 or face.counter > 0


# -- fields by kind ----------------------------------------------------------------------
def attack_text(face: UnitDef, lang: str) -> str:
    if face.attack <= 0:
        return value("no_attack", lang)
    if face.hits > 1:
        return value("hits", lang, n=face.attack, hits=face.hits)
    return value("attack", lang, n=face.attack)


def unit_stats(face: UnitDef, lang: str) -> list[str]:
    """``気力5 攻2 反1``."""
    found = [value("morale", lang, n=face.morale), attack_text(face, lang)]
    if face.counter:
        found.append(value("counter", lang, n=face.counter))
    return found


@dataclass(frozen=True)
class Looked:
    """A catalog standing in for a view where there is none: what ``named`` and the class
    names read when a card is shown on its own."""

    catalog: Mapping[str, Any]


def looked(catalog: Mapping[str, Any] | None) -> Looked | None:
    return None if catalog is None else Looked(catalog)


def named(view: Any, card_id: str, lang: str) -> str:
    """A card a unit's text points at (its class change, its child) by its name, as players
    know it; its id only when no catalog at hand holds it."""
    found = getattr(view, "catalog", {}).get(card_id) if view is not None else None
    return found.name_in(lang) if found is not None else card_id


def unit_traits(face: UnitDef, lang: str, view: Any = None) -> list[str]:
    """一般兵, 再移動, the class change (with 修練) and the generation change, the cards
    they name by name when ``view``'s catalog holds them."""
    found = []
    if face.generic:
        found.append(value("generic", lang))
    if face.move_again:
        found.append(value("move_again", lang))
    if face.class_change:
        into = named(view, face.class_change, lang)
        change = f"{field('class_change', lang)}{value('change_to', lang, card=into)}"
        if face.training:
            change += bracket(value("training", lang), lang)
        found.append(change)
    if face.child:
        heir = value("child", lang, card=named(view, face.child, lang))
        child = f"{field('generation', lang)}{bracket(heir, lang)}"
        found.append(child)
    if face.support:
        found.append(value("support", lang, n=face.support))
    return found


def bonus_texts(face: AttachmentDef, lang: str) -> list[str]:
    found = [
        value(key, lang, n=amount)
        for key, amount in (
            ("attack_bonus", face.attack_bonus),
            ("counter_bonus", face.counter_bonus),
            ("morale_bonus", face.morale_bonus),
        )
        if amount
    ]
    if isinstance(face, MagicDef) and face.free:
        found.append(value("free", lang))
    return found


def holders_text(face: AttachmentDef, lang: str, view: Any = None) -> str:
    if not face.classes:
        return value("any_class", lang)
    return classes_text(view, face.classes, lang)


def bars_text(face: LandDef, lang: str, view: Any = None) -> str:
    """``騎兵・魔術師`` / ``Rider, Mage``, or none."""
    if not face.bars:
        return value("no_bars", lang)
    return classes_text(view, face.bars, lang)


def surprise_effect(face: SurpriseDef, lang: str) -> str:
    return EFFECTS.say(face.effect.value, lang, n=face.amount, s=_plural(face.amount))


def timing_text(face: SurpriseDef, lang: str) -> str:
    return TIMINGS.word(face.timing.value, lang)


def stats(face: CardDef, lang: str, view: Any = None) -> list[str]:
    """The short values of the card's kind (the hand's second line, the one-line form)."""
    if isinstance(face, UnitDef):
        return [face.class_in(lang), *unit_stats(face, lang)]
    if isinstance(face, LandDef):
        if not face.bars:
            return [f"{field('bars', lang)}: {value('no_bars', lang)}"]
        return [value("bar_list", lang, classes=bars_text(face, lang, view))]
    if isinstance(face, AttachmentDef):
        found = bonus_texts(face, lang)
        if face.classes:
            found.append(value("for", lang, classes=holders_text(face, lang, view)))
        if face.symbol:
            found.append(value("symbol", lang, n=face.symbol))
        return found
    assert isinstance(face, SurpriseDef)
    return [timing_text(face, lang)]


def effect_line(face: CardDef, lang: str, view: Any = None) -> str:
    """What the card does, short: its printed text, else what its data does (a surprise's
    effect, a unit's traits)."""
    printed = face.text_in(lang)
    if printed:
        return printed
    if isinstance(face, SurpriseDef):
        return surprise_effect(face, lang)
    if isinstance(face, UnitDef):
        return listing(lang).join(unit_traits(face, lang, view))
    if isinstance(face, AttachmentDef) and face.symbol:
        return f"{field('symbol', lang)}: {value('symbol_text', lang, n=face.symbol)}"
    return ""


def describe_ranges(face: UnitDef, lang: str) -> str:
    """``移動: 前後左右1マス 射程: 前1・前2`` (the range only when it attacks or counters)."""
    parts = [f"{field('move', lang)}: {range_text(face.move, lang)}"]
    if has_range(face):
        parts.append(f"{field('range', lang)}: {range_text(face.range, lang)}")
    return " ".join(parts)


def describe_card(face: CardDef, lang: str = "ja", view: Any = None) -> str:
    """One card's name and printed fields on one line, the name first (the classes a land or
    an attachment names in English when ``view``'s catalog gives them)."""
    parts = [face.name_in(lang), kind_name(face, lang), *stats(face, lang, view)]
    if isinstance(face, UnitDef):
        parts.append(describe_ranges(face, lang))
        parts += unit_traits(face, lang, view)
    elif isinstance(face, SurpriseDef):
        parts[-1] += f": {surprise_effect(face, lang)}"
    return " ".join(parts)


def rows(face: CardDef, lang: str, view: Any = None) -> list[tuple[str, str]]:
    """(label, value) for every printed field of the card's kind, texts last."""
    found: list[tuple[str, str]] = []
    if isinstance(face, UnitDef):
        found += [
            ("class", face.class_in(lang)),
            ("morale", str(face.morale)),
            ("attack", _attack_value(face, lang)),
            ("counter", str(face.counter)),
            ("move", range_text(face.move, lang)),
        ]
        if has_range(face):
            found.append(("range", range_text(face.range, lang)))
        found.append(("traits", listing(lang).join(unit_traits(face, lang, view))))
    elif isinstance(face, LandDef):
        found.append(("bars", bars_text(face, lang, view)))
    elif isinstance(face, AttachmentDef):
        found.append(("bonus", " ".join(bonus_texts(face, lang))))
        found.append(("holders", holders_text(face, lang, view)))
        if face.symbol:
            found.append(("symbol", value("symbol_text", lang, n=face.symbol)))
    elif isinstance(face, SurpriseDef):
        found += [("timing", timing_text(face, lang)), ("effect", surprise_effect(face, lang))]
    found += [("text", face.text_in(lang)), ("flavor", _flavor(face, lang))]
    found.append(("rarity", face.rarity))
    return [(field(key, lang), text) for key, text in found if text]


def _attack_value(face: UnitDef, lang: str) -> str:
    if face.attack <= 0:
        return value("no_attack", lang)
    if face.hits > 1:
        return value("hits_text", lang, n=face.attack, hits=face.hits)
    return str(face.attack)


def _flavor(face: CardDef, lang: str) -> str:
    return face.flavor_en if lang == "en" and face.flavor_en else face.flavor


def flavor_in(face: CardDef, lang: str) -> str:
    return _flavor(face, lang)


def card_lines(
    face: CardDef, lang: str = "ja", catalog: Mapping[str, Any] | None = None
) -> list[str]:
    """The whole card as text, a line each: name, id and kind, every printed field (the
    cards it points at by name when ``catalog`` holds them), and a unit's movement and
    attack ranges as diagrams (forward up, ``@`` the unit)."""
    lines = [f"{face.name_in(lang)} ({face.id}) {kind_name(face, lang)}"]
    lines += [f"{name}: {text}" for name, text in rows(face, lang, looked(catalog))]
    if isinstance(face, UnitDef):
        shown = [face.move, face.range] if has_range(face) else [face.move]
        radius = reach([o for offsets in shown for o in offsets])
        width = 4 * radius + 1
        heads = [field("move", lang), field("range", lang)][: len(shown)]
        lines.append("  " + "   ".join(_pad(h, width) for h in heads).rstrip())
        columns = [diagram_rows(offsets, radius) for offsets in shown]
        lines += ["  " + "   ".join(parts) for parts in zip(*columns, strict=True)]
    return lines


def _pad(text: str, width: int) -> str:
    wide = sum(2 if ord(ch) >= 0x3000 else 1 for ch in text)
    return text + " " * max(0, width - wide)
