"""The モンコレDeus card pool as its six half-decks [D-COMP-1][D-DECK-1], and the setup of a
match that starts with the draft [D-DECK-2a..2d][R18].

A Deus card's faction is ``printing.faction``: each faction holds one summoner, the cards a
deck may take (its units, battle spells and ritual spell: 20 in the shipped pool) and its
tokens, which never enter a deck [D-CARD-TOK-2][D-DECK-3d]. A faction's attribute is the one
most of its units have [D-ATTR-2]; the pool has one faction per attribute, ordered 火 水 土 風
聖 魔 as the book lists them [D-ATTR-1][D-STAT-SP-1]. The draft itself is the engine's
(engine/deus/): the match's setup holds the six half-decks and no card yet, and the beginner
option when a challenge asks for it (``with_options``, ``options_of``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any, Final

import msgspec

from carddb.catalog import shipped_cards
from carddb.decklist import CardIndex
from carddb.messages import Message, said
from engine.deus.state import DECK_PER_FACTION, DeusSetup, Faction
from engine.kernel.state import MatchSetup
from engine.moncolle.cards import Attribute, CardDef, Rarity, SummonerDef, UnitDef

RULESET: Final = "deus"
BEGINNER: Final = "beginner"  # the match option leaving every ★ card out [D-DECK-3a][R17]
OPTIONS: Final = (BEGINNER,)
ATTRIBUTE_ORDER: Final = (
    Attribute.FIRE,
    Attribute.WATER,
    Attribute.EARTH,
    Attribute.WIND,
    Attribute.HOLY,
    Attribute.DARK,
)


class PoolError(ValueError):
    """A card pool that does not make six half-decks, one per attribute; ``problem`` says
    why in either language, ``str()`` in English."""

    def __init__(self, problem: Message) -> None:
        self.problem = problem
        super().__init__(problem.render("en"))


SHAPE: Final = {"unit": 14, "spell": 5, "ritual": 1}  # a half-deck's deck cards [D-COMP-1]


def pool_problem(cards: Sequence[CardDef]) -> Message | None:
    """Why these cards make no draft pool of six half-decks shaped as the rulebook's
    [D-COMP-1][D-DECK-1] (14 units, 5 battle spells, 1 ritual spell, 15 of them without ★
    for the beginner option [R17]), or None."""
    try:
        built = factions(cards)
    except PoolError as exc:
        return exc.problem
    by_id = {c.id: c for c in cards}
    for faction in built:
        faces = [by_id[c] for c in faction.cards]
        kinds = Counter(type(f).__struct_config__.tag for f in faces)
        plain = sum(1 for f in faces if f.printing.rarity is not Rarity.RARE)
        if dict(kinds) != SHAPE or plain != DECK_PER_FACTION:
            units, spells, rituals = (kinds.get(k, 0) for k in ("unit", "spell", "ritual"))
            return said(
                "deus_pool_shape",
                name=faction.name,
                units=units,
                spells=spells,
                rituals=rituals,
                plain=plain,
            )
    return None


def factions(cards: Iterable[CardDef]) -> tuple[Faction, ...]:
    """The pool's half-decks by ``printing.faction``, ordered by attribute; PoolError when a
    faction lacks its one summoner or 15 deck cards, or the attributes are not one each."""
    groups: dict[str, list[CardDef]] = {}
    for card in cards:
        groups.setdefault(card.printing.faction, []).append(card)
    built = [_faction(name, members) for name, members in groups.items()]
    attributes = Counter(f.attribute for f in built)
    doubled = sorted(a.value for a, n in attributes.items() if n > 1)
    missing = [a.value for a in ATTRIBUTE_ORDER if a not in attributes]
    if doubled or missing:
        held, lacking = "/".join(doubled) or "-", "/".join(missing) or "-"
        problem = said("deus_pool_attributes", count=len(built), doubled=held, missing=lacking)
        raise PoolError(problem)
    return tuple(sorted(built, key=lambda f: ATTRIBUTE_ORDER.index(f.attribute)))


def _faction(name: str, members: list[CardDef]) -> Faction:
    summoners = sorted(c.id for c in members if isinstance(c, SummonerDef))
    tokens = sorted(c.id for c in members if isinstance(c, UnitDef) and c.token)
    cards = sorted(c.id for c in members if not isinstance(c, SummonerDef) and c.id not in tokens)
    if len(summoners) != 1:
        raise PoolError(said("deus_pool_summoners", name=name, count=len(summoners)))
    if len(cards) < DECK_PER_FACTION:
        problem = said("deus_pool_deck", name=name, count=len(cards), size=DECK_PER_FACTION)
        raise PoolError(problem)
    units = Counter(
        c.attribute for c in members if isinstance(c, UnitDef) and not c.token
    ).most_common()
    if not units or (len(units) > 1 and units[0][1] == units[1][1]):
        raise PoolError(said("deus_pool_attribute", name=name))
    english = next((c.printing.faction_en for c in members if c.printing.faction_en), "")
    return Faction(
        name=name,
        attribute=units[0][0],
        summoner=summoners[0],
        cards=tuple(cards),
        tokens=tuple(tokens),
        name_en=english,
    )


def pool_cards(index: CardIndex) -> list[CardDef]:
    """The index's cards (each once: ``by_id`` holds one entry per card)."""
    return list(index.by_id.values())


def draft_setup(
    index: CardIndex,
    seed: int,
    names: tuple[str, str] = ("P1", "P2"),
    beginner: bool = False,
) -> DeusSetup:
    """A Deus match about to draft [D-DECK-2a]: every card of the pool, tokens included, in
    the catalog (by id); no card instance or deck yet; the six half-decks; the beginner
    option [D-DECK-3a][R17]."""
    cards = pool_cards(index)
    pool = factions(cards)
    return DeusSetup(
        ruleset=RULESET,
        seed=seed,
        catalog={card.id: card for card in sorted(cards, key=lambda c: c.id)},
        cards=(),
        decks=((), ()),
        names=names,
        pool=pool,
        beginner=beginner,
    )


def shipped_pool() -> tuple[Faction, ...]:
    """The shipped half-decks (carddb/data/deus/); the ``deus`` deck rules must be
    registered with carddb.rulesets for its sets to load."""
    return factions(shipped_cards(RULESET))


def with_options(setup: MatchSetup[Any], options: tuple[str, ...]) -> MatchSetup[Any]:
    """The draft's setup with a challenge's options: ``beginner`` [D-DECK-3a][R17]."""
    if not isinstance(setup, DeusSetup):
        return setup
    return msgspec.structs.replace(setup, beginner=BEGINNER in options)


def options_of(setup: MatchSetup[Any]) -> tuple[str, ...]:
    """The options a setup was made with (a rematch keeps them)."""
    return (BEGINNER,) if isinstance(setup, DeusSetup) and setup.beginner else ()
