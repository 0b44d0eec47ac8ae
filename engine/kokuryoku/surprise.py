"""Surprise cards [K-7.1][KV-8]: used from the hand at the timing they print, then put into
戦場外. Their effects (our card-design vocabulary; the lost pages name none): ``strike`` adds
to the damage of the attack in progress, ``guard`` takes from it, ``rally`` gives each of the
user's units chips from the unused pile (never above its maximum [KV-6]), ``draw`` draws.
"""

from __future__ import annotations

from engine.kernel.errors import Refusal, refuse
from engine.kernel.events import Event
from engine.kokuryoku import events as ev
from engine.kokuryoku.cards import Surprise, SurpriseDef, Timing
from engine.kokuryoku.state import KokuState
from engine.kokuryoku.zones import draw, face, give_chips, shown, units_of


def usable(state: KokuState, seat: int, card: int, timing: Timing) -> Refusal | None:
    """Whether ``seat`` may use ``card`` now, at ``timing``."""
    if card not in state.zones[seat].hand:
        return refuse("koku_not_in_hand", card=card)
    printed = face(state, card)
    if not isinstance(printed, SurpriseDef):
        return refuse("koku_not_a_surprise", card=card)
    if printed.timing is not timing:
        return refuse("koku_wrong_timing", card=card)
    if printed.effect in (Surprise.STRIKE, Surprise.GUARD) and state.attack is None:
        return refuse("koku_no_attack_now")
    if printed.effect is Surprise.STRIKE and seat != state.active:
        return refuse("koku_strike_is_attackers", card=card)
    if printed.effect is Surprise.GUARD and seat == state.active:
        return refuse("koku_guard_is_defenders", card=card)
    return None


def use(state: KokuState, seat: int, card: int, events: list[Event]) -> None:
    """The card leaves the hand, takes effect, and lies in 戦場外."""
    printed = face(state, card)
    assert isinstance(printed, SurpriseDef)
    zones = state.zones[seat]
    zones.hand.remove(card)
    events.append(
        ev.SurpriseUsed(
            player=seat, card=shown(state, card), effect=printed.effect.value, amount=printed.amount
        )
    )
    if printed.effect is Surprise.STRIKE and state.attack is not None:
        state.attack.bonus += printed.amount
    elif printed.effect is Surprise.GUARD and state.attack is not None:
        state.attack.guard += printed.amount
    elif printed.effect is Surprise.RALLY:
        for unit in units_of(state, seat):
            moved = give_chips(state, unit, printed.amount)
            if moved:
                unit_shown = shown(state, unit)
                chips = state.units[unit].chips
                events.append(ev.Supported(player=seat, unit=unit_shown, chips=chips))
    elif printed.effect is Surprise.DRAW:
        draw(state, seat, printed.amount, events)
    zones.outside.append(card)
