"""Self-play with invariants (OpenSpiel's random playouts, STYLE.md).

Legal-move players play whole matches of any registered ruleset, cycling through three
pairings: uniformly random players, random players that rarely pass (so the game's fights
come up often), and the ruleset's smarter built-in player. After every action the state is
checked for card conservation (every card in exactly one place, from the ruleset's hook in
bot/games.py), an exact JSON round trip, a deterministic and pure ``apply``, hidden cards
kept out of every view and event a viewer may not see, and a non-empty ``legal_actions``
until the end. At each game's end the action log is replayed from the start and must
reproduce the final state.

A state's setup (the card texts and decks: most of its bytes) is shared by the states of
a match until an action makes a new one (Deus's draft), so the per-step comparisons
(``apply`` left its input alone and gave the same result twice) encode the rest of the
state and compare the setups as objects, and each setup met is encoded when first met and
again at the game's end, where any change to it is a violation (issue 23: encoding it five
times a step was half of self-play). Likewise the JSON round trip: each step's state goes
through it without its setup (``engine.encode_body``, what the store writes per action),
and the first state of each setup met goes through it whole, setup included.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Collection, Iterator
from dataclasses import dataclass, field
from typing import Any
from weakref import WeakKeyDictionary

import msgspec

import engine
from bot import games as registry
from bot.games import Player
from bot.players.basic import RandomPlayer
from carddb import CardIndex, Deck, build_setup, load_deck, shipped_index, starter_deck_text
from carddb import rulesets as deck_rules
from engine.kernel.door import looking_at
from engine.kernel.events import Event, can_see, shown_in
from engine.kernel.state import CHANCE, SEATS, SPECTATOR, MatchSetup

VIEWERS = (0, 1, SPECTATOR)


@dataclass
class GameReport:
    actions: int = 0
    ending: str = "cap"
    tallied: int = 0  # events of the ruleset's tallied type (mc20th: battles)
    violations: list[str] = field(default_factory=list)


def starter_setup(ruleset: str, seed: int, index: CardIndex | None = None) -> MatchSetup[Any]:
    """A match of ``ruleset`` between its two shipped starter decks (a game that drafts its
    decks in the match starts its draft); the seed also picks the match settings, each of
    the game's options or none in turn, so self-play covers them all."""
    index = index or shipped_index(ruleset)
    rules = deck_rules.get(ruleset)
    decks = _starter_decks(ruleset, index) if rules.deck_at_challenge else (Deck(()), Deck(()))
    variants = [(), *((option,) for option in rules.options)]
    setup = build_setup((decks[0], decks[1]), index, seed, ruleset)
    return rules.with_options(setup, variants[seed % len(variants)])


# an index's starter decks, read once: parsing the lists again was 3 % of a benchmark's step
_STARTERS: WeakKeyDictionary[CardIndex, dict[str, tuple[Deck, Deck]]] = WeakKeyDictionary()


def _starter_decks(ruleset: str, index: CardIndex) -> tuple[Deck, Deck]:
    known = _STARTERS.setdefault(index, {})
    decks = known.get(ruleset)
    if decks is None:
        first, second = registry.get(ruleset).starter_decks
        decks = known[ruleset] = (
            load_deck(starter_deck_text(ruleset, first), index, ruleset),
            load_deck(starter_deck_text(ruleset, second), index, ruleset),
        )
    return decks


# -- invariants ---------------------------------------------------------------------------
def conservation_errors(state: Any) -> list[str]:
    seen: dict[int, str] = {}
    errors = []
    for card, where in registry.of(state).selfplay.places(state):
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
    hooks = registry.of(after).selfplay
    hidden_from, reveals = hooks.hidden_from, hooks.reveals
    with looking_at(after):  # the three views share what they work out alike
        return _leaks(before, after, events, hidden_from, reveals)


def _leaks(
    before: Any,
    after: Any,
    events: list[Event],
    hidden_from: Callable[[Any, int], set[int]],
    reveals: Collection[str],
) -> list[str]:
    errors = []
    shows: dict[int, set[int]] = {}  # each event's cards, found once for every viewer
    for viewer in VIEWERS:
        name = "spectators" if viewer == SPECTATOR else f"P{viewer + 1}"
        hidden_now = hidden_from(after, viewer)
        leaked = shown_ids(engine.view(after, viewer)) & hidden_now
        if leaked:
            errors.append(f"the view of {name} shows hidden cards {sorted(leaked)}")
        hidden_throughout = hidden_from(before, viewer) & hidden_now
        for number, event in enumerate(events):
            if can_see(event.audience, viewer) and type(event).__name__ not in reveals:
                if number not in shows:
                    shows[number] = shown_ids(event)
                leaked = shows[number] & hidden_throughout
                if leaked:
                    errors.append(f"{type(event).__name__} shows {name} hidden {sorted(leaked)}")
    return errors


def step_errors(state: Any, action: engine.Action) -> tuple[Any, list[Event], list[str]]:
    """Apply ``action`` twice from the same state and check everything about the step."""
    before, setup = engine.encode_body(state), state.setup
    new, events = engine.apply(state, action)
    again, events_again = engine.apply(state, action)
    errors = []
    if engine.encode_body(state) != before or state.setup is not setup:
        errors.append("apply changed the state it was given")
    if (
        engine.encode_body(again) != engine.encode_body(new)
        or again.setup != new.setup
        or events != events_again
    ):
        errors.append("applying the same action twice gave different results")
    encoded = engine.encode_body(new)  # the setup's own round trip: round_trip_errors
    decoded = engine.decode_body(encoded, new.setup)
    if decoded != new or engine.encode_body(decoded) != encoded:
        errors.append("the state does not survive a JSON round trip")
    errors += conservation_errors(new)
    errors += registry.of(new).selfplay.invariants(new)
    errors += leak_errors(state, new, events)
    if new.result is None and not engine.legal_actions(new):
        errors.append("no legal action although the match is not over")
    return new, events, errors


def round_trip_errors(state: Any) -> list[str]:
    """The whole state's JSON round trip, its setup included: asked of the first state of
    each setup met (a setup never changes, which ``play_game`` checks at the end)."""
    encoded = engine.encode_state(state)
    decoded = engine.decode_state(encoded, state.setup.ruleset)
    if decoded != state or engine.encode_state(decoded) != encoded:
        return ["the state with its setup does not survive a JSON round trip"]
    return []


def replay(setup: MatchSetup[Any], log: list[engine.Action]) -> Any:
    state, _ = engine.new_match(setup)
    for action in log:
        state, _ = engine.apply(state, action)
    return state


# -- games ------------------------------------------------------------------------------
def players_for(ruleset: str, seed: int, rng: random.Random) -> dict[int, Player]:
    """The pairing a game's seed chooses: random, rarely passing, or the ruleset's smarter
    built-in players."""
    game = registry.get(ruleset)
    if seed % 3 == 2:
        return {seat: game.smart_player(rng) for seat in SEATS}
    weight = 1.0 if seed % 3 == 0 else 0.15
    return {seat: RandomPlayer(rng, 0.0002, weight, game.passing) for seat in SEATS}


def positions(setup: MatchSetup[Any], seed: int, cap: int) -> Iterator[Any]:
    """The states of a self-play game at which a player (not chance) decides, for tests
    that check something in every position (the Act panel reaching every legal action)."""
    rng = random.Random(seed)
    players = players_for(setup.ruleset, seed, rng)
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


def play_game(setup: MatchSetup[Any], seed: int, cap: int, checked: bool = True) -> GameReport:
    rng = random.Random(seed)
    players = players_for(setup.ruleset, seed, rng)
    tally = registry.get(setup.ruleset).selfplay.tally[0]
    state, _ = engine.new_match(setup)
    setups = {id(setup): (setup, msgspec.json.encode(setup))} if checked else {}
    report = GameReport(violations=round_trip_errors(state) if checked else [])
    log: list[engine.Action] = []
    while state.result is None and report.actions < cap:
        decision = engine.decision(state)
        if decision.actor == CHANCE:
            action = engine.sample_chance(state)
        else:
            action = players[decision.actor].choose(state, decision.actor)
        if checked:
            state, events, errors = step_errors(state, action)
            if id(state.setup) not in setups:
                setups[id(state.setup)] = (state.setup, msgspec.json.encode(state.setup))
                errors += round_trip_errors(state)
            where = f"action {report.actions} ({engine.format_action(state, action)})"
            report.violations += [f"{where}: {e}" for e in errors]
        else:
            state, events = engine.apply(state, action)
        report.tallied += sum(type(e).__name__ == tally for e in events)
        log.append(action)
        report.actions += 1
    if state.result is not None:
        report.ending = state.result.reason
    if checked and engine.encode_state(replay(setup, log)) != engine.encode_state(state):
        report.violations.append("replaying the action log did not reproduce the final state")
    for made, encoded in setups.values():
        if msgspec.json.encode(made) != encoded:
            report.violations.append("a match setup changed after it was made")
    return report


def run(
    ruleset: str, games: int, seed: int, cap: int = 4000, checked: bool = True
) -> tuple[str, bool]:
    """Play ``games`` matches; the summary line and whether no invariant was violated."""
    hooks = registry.get(ruleset).selfplay
    index = shipped_index(ruleset)
    started = time.perf_counter()
    endings: Counter[str] = Counter()
    actions = tallied = 0
    violations: list[str] = []
    for game in range(games):
        game_seed = seed * 100_003 + game
        report = play_game(starter_setup(ruleset, game_seed, index), game_seed, cap, checked)
        endings[report.ending] += 1
        actions += report.actions
        tallied += report.tallied
        violations += [f"game {game} (seed {game_seed}): {v}" for v in report.violations]
    elapsed = time.perf_counter() - started
    ended = " ".join(f"{k}={endings[k]}" for k in (*hooks.endings, "cap"))
    tally = f" {hooks.tally[1]}={tallied}" if hooks.tally[1] else ""
    line = (
        f"games={games} actions={actions}{tally} violations={len(violations)} "
        f"{ended} games/s={games / elapsed:.2f}"
    )
    return "\n".join([*violations[:50], line]), not violations
