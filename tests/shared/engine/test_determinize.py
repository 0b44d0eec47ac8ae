"""Determinization (issue 24, engine/kernel/determinize.py): over thousands of self-play
positions of every game, a state dealt again for a seat shows that seat the very same view,
plays on, keeps every card where it was, and deals the other player's cards the seat
cannot see differently from sample to sample; the state it was made from is left alone."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from dealt import decisions, rival_faces_moved

import engine
from bot.tools.selfplay import conservation_errors
from engine.kernel.events import shown_in
from engine.kernel.state import CHANCE, SEATS

SAMPLES = 2


def _faces(state: Any) -> list[str]:
    return [card.def_id for card in state.setup.cards]


def _plays_on(state: Any, rng: random.Random, steps: int = 8) -> None:
    """A few random actions from a dealt state: it is a state the rules can go on from."""
    for _ in range(steps):
        if state.result is not None:
            return
        if engine.decision(state).actor == CHANCE:
            action = engine.sample_chance(state)
        else:
            legal = engine.legal_actions(state)
            assert legal
            action = legal[int(rng.random() * len(legal))]
        state, _ = engine.apply(state, action)


@pytest.mark.parametrize("ruleset", ["mc20th", "deus", "grid", "kokuryoku"])
def test_a_determinized_state_shows_the_seat_the_same_view(ruleset: str) -> None:
    rng = random.Random(7)
    looked = dealt_differently = could_differ = 0
    for state in decisions(ruleset, range(6), every=3):
        before = engine.encode_state(state)
        for seat in SEATS:
            seen = engine.view(state, seat)
            shown = {face.id for face in shown_in(seen)}
            hidden = [c for c in range(len(state.setup.cards)) if c not in shown]
            rival = [c for c in hidden if state.setup.cards[c].owner != seat]
            variety = len({state.setup.cards[c].def_id for c in rival}) > 1
            differed = False
            for _ in range(SAMPLES):
                dealt = engine.determinize(state, seat, rng)
                assert engine.view(dealt, seat) == seen
                assert conservation_errors(dealt) == []
                assert dealt.setup.seed != state.setup.seed  # the dice to come are not known
                assert Counter(c.owner for c in dealt.setup.cards) == Counter(
                    c.owner for c in state.setup.cards
                )
                differed |= any(_faces(dealt)[c] != _faces(state)[c] for c in rival)
                _plays_on(dealt, rng)
                looked += 1
            could_differ += variety
            dealt_differently += variety and differed
        assert engine.encode_state(state) == before
    assert looked > 600
    assert could_differ > 50 and dealt_differently >= 0.9 * could_differ


@pytest.mark.parametrize("ruleset", ["mc20th", "deus", "grid", "kokuryoku"])
def test_a_determinization_reads_nothing_the_seat_cannot_see(ruleset: str) -> None:
    """Where the other player's hidden cards really lie changes nothing: the same draws
    deal the same state."""
    mover = random.Random(11)
    compared = 0
    for state in decisions(ruleset, range(3), every=7):
        if getattr(state, "declaring", None) is not None:
            continue  # its cards keep their faces (engine/moncolle/determinize.py)
        for seat in SEATS:
            other = rival_faces_moved(state, seat, mover)
            assert engine.view(other, seat) == engine.view(state, seat)
            first = engine.determinize(state, seat, random.Random(compared))
            second = engine.determinize(other, seat, random.Random(compared))
            assert engine.encode_state(first) == engine.encode_state(second)
            compared += 1
    assert compared > 60


def test_deus_deals_the_other_player_only_cards_their_factions_hold() -> None:
    rng = random.Random(5)
    checked = 0
    for state in decisions("deus", range(4), every=5):
        if state.phase.value == "draft" or state.setup.beginner:
            continue
        for seat in SEATS:
            rival = 1 - seat
            pool = [state.setup.pool[f] for f in state.draft.factions[rival]]
            allowed = {c for f in pool for c in (*f.cards, f.summoner, *f.tokens)}
            dealt = engine.determinize(state, seat, rng)
            faces = Counter(c.def_id for c in dealt.setup.cards if c.owner == rival)
            assert set(faces) <= allowed
            deck_faces = Counter(c for f in pool for c in f.cards)
            assert all(faces[c] <= deck_faces[c] + 1 for c in faces)  # + a summoner
            checked += 1
    assert checked > 50


def test_grid_deals_a_secret_base_only_a_base() -> None:
    from engine.grid.cards import BaseDef

    rng = random.Random(9)
    bases = 0
    for state in decisions("grid", range(6), every=1, cap=20):
        for seat in SEATS:
            dealt = engine.determinize(state, seat, rng)
            for zones in dealt.zones:
                if zones.base >= 0:
                    face = dealt.setup.catalog[dealt.setup.cards[zones.base].def_id]
                    assert isinstance(face, BaseDef)
                    bases += 1
    assert bases > 8  # the chosen bases are secret only until placed [G-3.5]
