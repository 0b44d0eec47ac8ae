"""Self-play with invariants (OpenSpiel's random playouts, STYLE.md).

Legal-move players play whole matches, cycling through three pairings: uniformly random
players, random players that rarely pass (so battles come up often), and the built-in
sensible player (which battles and takes HQs). After every action the state is checked for card
conservation, an exact JSON round trip, a deterministic and pure ``apply``, hidden cards
kept out of every view and event a viewer may not see, and a non-empty ``legal_actions``
until the end. At each game's end the action log is replayed from the start and must
reproduce the final state.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import engine
from bot.ai import RandomPlayer, SensiblePlayer
from carddb import CardIndex, build_setup, load_deck, shipped_index, starter_deck_text
from engine.kernel.events import Event, can_see, shown_in
from engine.kernel.state import CHANCE, SEATS, SPECTATOR, MatchSetup

VIEWERS = (0, 1, SPECTATOR)
REVEALS = ("MulliganDeclared",)  # events whose whole purpose is to show hidden cards [8]


@dataclass
class GameReport:
    actions: int = 0
    ending: str = "cap"
    battles: int = 0
    violations: list[str] = field(default_factory=list)


def starter_setup(seed: int, index: CardIndex | None = None) -> MatchSetup:
    index = index or shipped_index("mc20th")
    decks = tuple(
        load_deck(starter_deck_text("mc20th", name), index) for name in ("guren", "soujun")
    )
    return build_setup((decks[0], decks[1]), index, seed)


# -- invariants ---------------------------------------------------------------------------
def zone_owners(state: Any) -> Iterator[tuple[int, str]]:
    """Every card id the state holds, with where it is."""
    for seat, zones in enumerate(state.players):
        for name in ("deck", "hand", "discard", "removed"):
            for card in getattr(zones, name):
                yield card, f"P{seat + 1}.{name}"
        for name in ("summoner", "hq_card"):
            if getattr(zones, name) >= 0:
                yield getattr(zones, name), f"P{seat + 1}.{name}"
    for index, spot in enumerate(state.areas):
        if spot.has_terrain:
            yield spot.terrain, f"area{index}.terrain"
    for card in state.effect_zone:
        yield card, "effect zone"
    for unit, body in state.units.items():
        yield unit, f"unit@{body.area}"
        for card in body.equipment:
            yield card, f"equipment of #{unit}"


def conservation_errors(state: Any) -> list[str]:
    seen: dict[int, str] = {}
    errors = []
    for card, where in zone_owners(state):
        if card in seen:
            errors.append(f"card #{card} is in {seen[card]} and {where}")
        seen[card] = where
    missing = set(range(len(state.setup.cards))) - set(seen)
    if missing:
        errors.append(f"cards missing from every zone: {sorted(missing)[:10]}")
    for card, where in seen.items():
        if where.startswith("P") and int(where[1]) - 1 != state.setup.cards[card].owner:
            errors.append(f"card #{card} sits in {where} but belongs to the other player")
    return errors


def hidden_from(state: Any, viewer: int) -> set[int]:
    """Card ids ``viewer`` may not see: decks, HQs, proxy terrain, other hands."""
    hidden: set[int] = set()
    for seat, zones in enumerate(state.players):
        hidden.update(zones.deck)
        if zones.hq_card >= 0:
            hidden.add(zones.hq_card)
        if seat != viewer:
            hidden.update(set(zones.hand) - set(zones.revealed))
    hidden.update(spot.terrain for spot in state.areas if spot.has_terrain and spot.face_down)
    return hidden


def shown_ids(value: object) -> set[int]:
    """Card ids a view or event shows: its card faces and the units it names."""
    found = {card.id for card in shown_in(value)}
    if isinstance(value, Event):
        for name in ("unit", "units", "order"):
            item = getattr(value, name, None)
            if isinstance(item, int):
                found.add(item)
            elif isinstance(item, tuple):
                found.update(i for i in item if isinstance(i, int))
    return found


def leak_errors(before: Any, after: Any, events: list[Event]) -> list[str]:
    errors = []
    for viewer in VIEWERS:
        name = "spectators" if viewer == SPECTATOR else f"P{viewer + 1}"
        hidden_now = hidden_from(after, viewer)
        leaked = shown_ids(engine.view(after, viewer)) & hidden_now
        if leaked:
            errors.append(f"the view of {name} shows hidden cards {sorted(leaked)}")
        hidden_throughout = hidden_from(before, viewer) & hidden_now
        for event in events:
            if can_see(event.audience, viewer) and type(event).__name__ not in REVEALS:
                leaked = shown_ids(event) & hidden_throughout
                if leaked:
                    errors.append(f"{type(event).__name__} shows {name} hidden {sorted(leaked)}")
    return errors


def step_errors(state: Any, action: engine.Action) -> tuple[Any, list[Event], list[str]]:
    """Apply ``action`` twice from the same state and check everything about the step."""
    before = engine.encode_state(state)
    new, events = engine.apply(state, action)
    again, events_again = engine.apply(state, action)
    errors = []
    if engine.encode_state(state) != before:
        errors.append("apply changed the state it was given")
    encoded = engine.encode_state(new)
    if engine.encode_state(again) != encoded or events != events_again:
        errors.append("applying the same action twice gave different results")
    decoded = engine.decode_state(encoded)
    if decoded != new or engine.encode_state(decoded) != encoded:
        errors.append("the state does not survive a JSON round trip")
    errors += conservation_errors(new)
    errors += leak_errors(state, new, events)
    if new.result is None and not engine.legal_actions(new):
        errors.append("no legal action although the match is not over")
    return new, events, errors


def replay(setup: MatchSetup, log: list[engine.Action]) -> Any:
    state, _ = engine.new_match(setup)
    for action in log:
        state, _ = engine.apply(state, action)
    return state


# -- games ------------------------------------------------------------------------------
def players_for(seed: int, rng: random.Random) -> dict[int, RandomPlayer | SensiblePlayer]:
    """The pairing a game's seed chooses: random, rarely passing, or sensible players."""
    if seed % 3 == 2:
        return {seat: SensiblePlayer(rng) for seat in SEATS}
    weight = 1.0 if seed % 3 == 0 else 0.15
    return {seat: RandomPlayer(rng, 0.0002, weight) for seat in SEATS}


def positions(setup: MatchSetup, seed: int, cap: int) -> Iterator[Any]:
    """The states of a self-play game at which a player (not chance) decides, for tests
    that check something in every position (the Act panel reaching every legal action)."""
    rng = random.Random(seed)
    players = players_for(seed, rng)
    state, _ = engine.new_match(setup)
    for _ in range(cap):
        if state.result is not None:
            return
        decision = engine.decision(state)
        if decision.actor == CHANCE:
            action = engine.sample_chance(state)
        else:
            yield state
            action = players[decision.actor].choose(state, decision.actor)
        state, _ = engine.apply(state, action)


def play_game(setup: MatchSetup, seed: int, cap: int, checked: bool = True) -> GameReport:
    rng = random.Random(seed)
    players = players_for(seed, rng)
    state, _ = engine.new_match(setup)
    report = GameReport()
    log: list[engine.Action] = []
    while state.result is None and report.actions < cap:
        decision = engine.decision(state)
        if decision.actor == CHANCE:
            action = engine.sample_chance(state)
        else:
            action = players[decision.actor].choose(state, decision.actor)
        if checked:
            state, events, errors = step_errors(state, action)
            where = f"action {report.actions} ({engine.format_action(state, action)})"
            report.violations += [f"{where}: {e}" for e in errors]
        else:
            state, events = engine.apply(state, action)
        report.battles += sum(type(e).__name__ == "BattleStarted" for e in events)
        log.append(action)
        report.actions += 1
    if state.result is not None:
        report.ending = state.result.reason
    if checked and engine.encode_state(replay(setup, log)) != engine.encode_state(state):
        report.violations.append("replaying the action log did not reproduce the final state")
    return report


def run(games: int, seed: int, cap: int = 4000, checked: bool = True) -> tuple[str, bool]:
    """Play ``games`` matches; the summary line and whether no invariant was violated."""
    index = shipped_index("mc20th")
    started = time.perf_counter()
    endings: Counter[str] = Counter()
    actions = battles = 0
    violations: list[str] = []
    for game in range(games):
        game_seed = seed * 100_003 + game
        report = play_game(starter_setup(game_seed, index), game_seed, cap, checked)
        endings[report.ending] += 1
        actions += report.actions
        battles += report.battles
        violations += [f"game {game} (seed {game_seed}): {v}" for v in report.violations]
    elapsed = time.perf_counter() - started
    ended = " ".join(
        f"{k}={endings[k]}" for k in ("hq_fall", "deck_out", "repetition", "resignation", "cap")
    )
    line = (
        f"games={games} actions={actions} battles={battles} violations={len(violations)} "
        f"{ended} games/s={games / elapsed:.2f}"
    )
    return "\n".join([*violations[:50], line]), not violations
