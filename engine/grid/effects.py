"""The grid game's effect steps: a spell resolved on its chosen square, card or player
[G-10.2][G-10.4][G-R16], and an ability's steps laid out from its own card's square.

Steps run in the order printed; each selects its cards anew, so a card an earlier step
destroyed or bounced is not selected by a later one. Card steps act on entities (destroy,
bounce, boost) or on bases (hit, mend); player steps (draw, mill, untap) on the players their
``who`` names from the user's side. Every zone change goes through engine/grid/zones.py: a
deck becoming 0 is noted there [G-R14] and a base left without life is destroyed at once
[G-6.7][G-R13].

Ruling: once a player meets a loss condition (a deck became 0, the last base destroyed) no
further step resolves: G-R14 checks "at once". Players who meet one within the same step
(``both`` drawing, one step hitting both last bases) meet it at the same moment: a draw.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from engine.grid import events as ev
from engine.grid import zones
from engine.grid.board import SQUARES, area
from engine.grid.cards import CARD_STEPS, Do, Side, SpellDef, Step, Target, Who
from engine.grid.state import GridState
from engine.kernel.errors import InvariantError
from engine.kernel.events import Event
from engine.kernel.state import SEATS, other

BASE_STEPS: Final = frozenset({Do.HIT, Do.MEND})
EFFECT: Final = "effect"  # the reason of an effect's Destroyed event


def is_decided(state: GridState) -> bool:
    """Whether a player meets a loss condition, so nothing more resolves [G-1.1][G-R14]."""
    return bool(zones.losers(state))


def is_on_side(state: GridState, seat: int, card: int, side: Side) -> bool:
    """Whether ``card`` belongs to ``side`` as ``seat`` sees it."""
    if side is Side.ANY:
        return True
    return (zones.owner(state, card) == seat) == (side is Side.OWN)


def targets(state: GridState, seat: int, spell: SpellDef) -> list[int]:
    """What ``seat`` may choose for ``spell`` [G-10.4]: any square [G-R16], either seat, or
    the entities / bases of ``spell.side`` on the battle zone in square order."""
    return targets_of(state, seat, spell.target, spell.side)


def targets_of(state: GridState, seat: int, target: Target, side: Side) -> list[int]:
    """``targets`` of a spell choosing ``target`` of ``side``: all a spell's choice hangs on."""
    if target is Target.SQUARE:
        return list(range(SQUARES))
    if target is Target.PLAYER:
        return list(SEATS)
    found = zones.entities(state) if target is Target.ENTITY else zones.bases(state)
    return [card for card in found if is_on_side(state, seat, card, side)]


def resolve_spell(
    state: GridState,
    seat: int,
    spell: SpellDef,
    events: list[Event],
    *,
    at: int = -1,
    target: int = -1,
    player: int = -1,
) -> None:
    """Resolve ``spell`` cast by ``seat`` [G-10.2][G-10.4][G-R16]: a square spell's steps act
    on its area laid out from ``at`` (``side`` and ``most`` of each step select); a card
    spell's card steps on ``target`` while it is on the battle zone; ``who = target`` on
    ``player``. The caller moves the spell to the graveyard."""
    if spell.target is Target.SQUARE and not 0 <= at < SQUARES:
        raise InvariantError(f"spell {spell.id} needs a square, got {at}")
    squares = area(spell.shape, at, seat, state.first) if spell.target is Target.SQUARE else ()
    for step in spell.steps:
        if is_decided(state):
            return
        if step.do not in CARD_STEPS:
            _on_players(state, step, _players(seat, step.who, player), events)
        elif spell.target is Target.SQUARE:
            _on_cards(state, step, select(state, seat, step, squares), events)
        elif spell.target in (Target.ENTITY, Target.BASE):
            _on_cards(state, step, _the_target(state, step, target), events)
        # a player spell has no area: its card steps (bad card data) select nothing


def run_steps(
    state: GridState, seat: int, steps: Sequence[Step], anchor: int, events: list[Event]
) -> None:
    """Resolve an ability's ``steps`` for its owner ``seat``: each card step's own shape laid
    out from ``anchor`` (the ability's card's square), its side from ``seat``'s side; ``who``
    from ``seat``'s side (``target`` names nobody: abilities choose no player)."""
    for step in steps:
        if is_decided(state):
            return
        if step.do in CARD_STEPS:
            squares = area(step.shape, anchor, seat, state.first)
            _on_cards(state, step, select(state, seat, step, squares), events)
        else:
            _on_players(state, step, _players(seat, step.who, -1), events)


def select(state: GridState, seat: int, step: Step, squares: Iterable[int]) -> list[int]:
    """The cards a card step acts on among ``squares``, in square then arrival order: bases
    for hit and mend, otherwise entities whose power is at most ``step.most`` (0: any)."""
    found = []
    for square in squares:
        for card in state.squares[square]:
            if not is_on_side(state, seat, card, step.side):
                continue
            if step.do in BASE_STEPS:
                if zones.is_base(state, card):
                    found.append(card)
            elif zones.is_entity(state, card) and (
                step.most <= 0 or zones.power(state, card) <= step.most
            ):
                found.append(card)
    return found


def _the_target(state: GridState, step: Step, target: int) -> list[int]:
    """A card spell's chosen card, if it is still on the battle zone and of the step's kind."""
    if target < 0 or zones.where(state, target) < 0:
        return []
    fits = zones.is_base if step.do in BASE_STEPS else zones.is_entity
    return [target] if fits(state, target) else []


def _players(seat: int, who: Who, chosen: int) -> tuple[int, ...]:
    if who is Who.SELF:
        return (seat,)
    if who is Who.OPPONENT:
        return (other(seat),)
    if who is Who.BOTH:
        return (seat, other(seat))
    return (chosen,) if chosen in SEATS else ()


def _on_cards(state: GridState, step: Step, cards: list[int], events: list[Event]) -> None:
    if not cards:
        return
    if step.do is Do.DESTROY:
        zones.destroy(state, cards, EFFECT, events)
    elif step.do is Do.BOUNCE:
        for card in cards:
            zones.bounce(state, card, events)
    elif step.do is Do.BOOST:
        for card in cards:
            boost(state, card, step.amount, events)
    elif step.do is Do.HIT:
        for base in cards:
            if step.amount > 0 and zones.where(state, base) >= 0:
                zones.take_life(state, base, step.amount, events)
    elif step.do is Do.MEND:
        for base in cards:
            # an empty deck has nothing to give; its loss was noted when it became 0
            if step.amount > 0 and state.zones[zones.owner(state, base)].deck:
                zones.deal_life(state, base, step.amount, events)


def boost(state: GridState, card: int, amount: int, events: list[Event]) -> None:
    """``amount`` more power until the end of the turn; the power shown never goes below 0
    (zones.power), the boosts themselves add up as printed."""
    state.boost[card] = state.boost.get(card, 0) + amount
    power = zones.power(state, card)
    events.append(ev.Boosted(card=zones.shown(state, card), amount=amount, power=power))


def _on_players(
    state: GridState, step: Step, players: tuple[int, ...], events: list[Event]
) -> None:
    for seat in players:
        if step.do is Do.DRAW:
            zones.draw(state, seat, step.amount, events)
        elif step.do is Do.MILL:
            zones.mill(state, seat, step.amount, events)
        elif step.do is Do.UNTAP:
            untap(state, seat, step.amount, events)


def untap(state: GridState, seat: int, amount: int, events: list[Event]) -> None:
    """Up to ``amount`` tapped resource cards stand up, the most recently tapped first."""
    tapped = state.zones[seat].tapped
    count = min(max(amount, 0), len(tapped))
    if not count:
        return
    del tapped[len(tapped) - count :]
    events.append(ev.ResourcesUntapped(player=seat, count=count))
