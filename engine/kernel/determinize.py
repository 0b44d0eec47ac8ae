"""Determinization (issue 24): a whole state that agrees with everything one seat can see,
its hidden cards dealt again, for a player that looks ahead without peeking (the practice
opponent's rollouts, bot/players/rollout.py: perfect-information Monte Carlo over sampled
deals, as Magarena re-deals what it cannot see; Cowling, Powley & Whitehouse 2012 for the
information-set view of it).

What a seat cannot see is read off its own view: every card instance whose face the view
does not show. Those instances keep their places (an id says nothing: decks are numbered in
a seeded order) and get their faces dealt again among themselves, each player's apart: the
faces a player's hidden cards have between them are the ones that could be there (the
seat knows each deck's list, as at a table with open lists, not where the cards are). A
game whose hidden places take only some faces (grid's secret base) says so with ``fits``,
and those places are dealt first. The match seed is drawn again too, so that no die or
shuffle still to come is known. A game whose hidden choices are more than where cards lie
(Deus's draft) deals those itself before asking this.

Randomness is the caller's ``random.Random``, read through ``random()`` only (STYLE.md).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any, Final, TypeVar

import msgspec

from engine.kernel.chance import shuffle
from engine.kernel.errors import InvariantError
from engine.kernel.events import shown_in
from engine.kernel.state import CardInstance

SEED_RANGE: Final = 1 << 62
S = TypeVar("S")
Fits = Callable[[Any, int], Callable[[str], bool] | None]  # (state, card) -> faces it takes


def hidden_cards(state: Any, seen: Any) -> list[int]:
    """The card instances whose faces ``seen`` (a view of ``state``) does not show."""
    shown = {face.id for face in shown_in(seen)}
    return [card for card in range(len(state.setup.cards)) if card not in shown]


def dealt_again(
    state: Any, hidden: Iterable[int], rng: random.Random, fits: Fits | None = None
) -> tuple[CardInstance, ...]:
    """The setup's card instances with the faces of ``hidden`` dealt again, each owner's
    among their own; a card ``fits`` restricts is dealt first, a face it takes."""
    cards = list(state.setup.cards)
    by_owner: dict[int, list[int]] = {}
    for card in sorted(hidden):
        by_owner.setdefault(cards[card].owner, []).append(card)
    for owner, places in sorted(by_owner.items()):
        faces = sorted(cards[card].def_id for card in places)  # not where they were
        shuffle(faces, rng)
        limits = {card: fits(state, card) for card in places} if fits else {}
        first = [card for card in places if limits.get(card) is not None]
        for card in [*first, *(c for c in places if limits.get(c) is None)]:
            takes = limits.get(card)
            pick = next((i for i, face in enumerate(faces) if takes is None or takes(face)), -1)
            if pick < 0:
                raise InvariantError(f"no hidden face of P{owner + 1} fits card #{card}")
            cards[card] = CardInstance(faces.pop(pick), owner)
    return tuple(cards)


def with_cards(
    state: S, cards: tuple[CardInstance, ...], rng: random.Random, copy: Callable[[S], S]
) -> S:
    """A copy of ``state`` whose setup holds ``cards`` and a seed drawn again."""
    played: Any = state
    seed = int(rng.random() * SEED_RANGE)
    setup = msgspec.structs.replace(played.setup, cards=cards, seed=seed)
    made = copy(state)
    played = made
    played.setup = setup
    return made


def determinized(
    state: S,
    seat: int,
    rng: random.Random,
    parts: tuple[Callable[[S, int], Any], Callable[[S], S]],
    fits: Fits | None = None,
    kept: Callable[[S], set[int]] | None = None,
) -> S:
    """``state`` as ``seat`` could believe it: ``parts`` are the game's view and copy;
    ``kept`` the hidden cards whose faces the state's own shape depends on (they stay)."""
    view, copy = parts
    hidden = hidden_cards(state, view(state, seat))
    if kept is not None:
        hidden = [card for card in hidden if card not in kept(state)]
    return with_cards(state, dealt_again(state, hidden, rng, fits), rng, copy)
