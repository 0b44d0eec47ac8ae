"""Issue 4, item 6: the shipped starter set uses every construct of the effect language at
least once (so each is proven by that card's own scenario), and the engine runs every
shipped ability by itself (``manual=0``)."""

from __future__ import annotations

import typing

from carddb.catalog import shipped_sets
from engine.moncolle.abilities import Ability, Grant, Icon, Period, Step, Timing, Trigger
from engine.moncolle.cards import CardDef, ItemDef
from engine.moncolle.effects import is_automatic

CARDS: list[CardDef] = [c for s in shipped_sets("mc20th") for c in s.cards]
ABILITIES: list[tuple[CardDef, Ability]] = [(c, a) for c in CARDS for a in c.abilities]


def _steps(steps: tuple[Step, ...]) -> typing.Iterator[Step]:
    for step in steps:
        yield step
        yield from _steps(step.then)


STEPS = [s for _, a in ABILITIES for s in _steps(a.effect)]


def test_every_timing_icon_trigger_and_period_is_used() -> None:
    """Every mc20th timing; Deus's own [速攻] and [攻撃前] are its pool's (test_deus_cards)."""
    assert {a.timing for _, a in ABILITIES} == set(Timing) - {Timing.QUICK, Timing.PRE_ATTACK}
    assert {a.icon for _, a in ABILITIES} == set(Icon)
    assert {a.trigger for _, a in ABILITIES} == set(Trigger)
    assert {a.period for _, a in ABILITIES} == set(Period)


def test_every_cost_kind_is_used() -> None:
    """Spell slots [12-5], item slots I/II/III [12-4] (a consumable or bullet pays its own),
    tapping, discards and deck-top cards [14-1]."""
    kinds: set[str] = set()
    for card, ability in ABILITIES:
        cost = ability.cost
        kinds |= {"spell"} if cost.spell else set()
        kinds |= {slot.value for slot in cost.item}
        if isinstance(card, ItemDef) and not card.is_equipment:
            kinds.add(card.slot.value)
        kinds |= {name for name in ("tap", "discard", "deck") if getattr(cost, name)}
    assert kinds == {"spell", "I", "II", "III", "tap", "discard", "deck"}


def test_every_effect_step_but_manual_is_used() -> None:
    tags = {t.__struct_config__.tag for t in typing.get_args(Step)}
    used = {s.__struct_config__.tag for s in STEPS}
    assert used == tags - {"manual"}


def test_sequencing_or_and_simultaneity_are_used() -> None:
    """ "A。効果適用後、B", "or" conditions and "&" [16]; two-mode cards [4-3]."""
    assert any(s.then for s in STEPS)
    assert any(len(s.when) >= 2 for s in STEPS)
    assert any(isinstance(s, Grant) and len(_granted(s)) >= 2 for s in STEPS)
    assert any(len({a.mode for a in c.abilities if a.mode}) == 2 for c in CARDS)


def _granted(step: Grant) -> list[str]:
    return [f for f in step.statics.__struct_fields__ if getattr(step.statics, f)]


def test_every_target_kind_is_used() -> None:
    kinds = {t.kind for _, a in ABILITIES for t in a.targets}
    assert kinds == {"unit", "player", "link", "card", "area"}


def test_the_engine_runs_every_shipped_ability() -> None:
    assert all(is_automatic(a) for _, a in ABILITIES)
