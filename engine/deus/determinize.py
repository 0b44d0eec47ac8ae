"""Deus as one seat could believe it (issue 24; engine/kernel/determinize.py): beside where
the hidden cards lie, the other player's draft is hidden [D-DECK-3c][D-DECK-3e][R18].

While drafting, the other player's choices are dealt again: as many cards of each of their
factions as they have put in, and a summoner of one of their factions if they have chosen
one. Once the decks are made, the other player's hidden cards take faces that their two
factions could have given them: of each faction, the 15 cards the deck holds
[D-DECK-3c] are its cards the seat has seen and others drawn at random from the rest of
the faction's 20. Under the beginner option the decks are known [D-DECK-3a], and the
seat's own hidden cards are always its own (it built the deck): those are only dealt
again among their places, as in every game. The cards of a declaration being put together
keep their faces (engine/moncolle/determinize.py).
"""

from __future__ import annotations

import random
from collections import Counter

from engine.deus.rules import DOOR
from engine.deus.state import DECK_PER_FACTION, MatchState, Phase
from engine.deus.view import view
from engine.kernel.chance import shuffle
from engine.kernel.determinize import dealt_again, hidden_cards, with_cards
from engine.kernel.state import CardInstance, other
from engine.moncolle.determinize import being_declared


def determinize(state: MatchState, seat: int, rng: random.Random) -> MatchState:
    if state.phase is Phase.DRAFT:
        return _draft_dealt_again(state, other(seat), rng)
    rival = other(seat)
    kept = being_declared(state)
    hidden = [card for card in hidden_cards(state, view(state, seat)) if card not in kept]
    if state.setup.beginner:  # every deck is known: only where its cards lie is not
        made = with_cards(state, dealt_again(state, hidden, rng), rng, DOOR.clone)
        made.draft.chosen[rival] = sorted(made.draft.chosen[rival])  # the known list
        return made
    own = [card for card in hidden if state.setup.cards[card].owner != rival]
    cards = dealt_again(state, own, rng)
    theirs = [card for card in hidden if state.setup.cards[card].owner == rival]
    faces, record = _faces_they_could_hold(state, rival, theirs, rng)
    cards = tuple(
        CardInstance(faces[card], rival) if card in faces else found
        for card, found in enumerate(cards)
    )
    made = with_cards(state, cards, rng, DOOR.clone)
    made.draft.chosen[rival] = record  # the real record would tell the deck list
    return made


def _faces_they_could_hold(
    state: MatchState, rival: int, hidden: list[int], rng: random.Random
) -> tuple[dict[int, str], list[tuple[int, int]]]:
    """A face for each of ``rival``'s hidden deck cards (their summoner and tokens are
    never hidden once the decks are made), and the draft record those faces make: the
    (faction, slot) places the seen cards took and those dealt."""
    setup = state.setup
    left = {f: list(range(len(setup.pool[f].cards))) for f in state.draft.factions[rival]}
    took: list[tuple[int, int]] = []
    extra = {setup.summoners[rival], *setup.tokens[rival]}
    unseen = set(hidden) | extra
    seen = sorted(
        c.def_id for i, c in enumerate(setup.cards) if c.owner == rival and i not in unseen
    )
    for face in seen:  # each seen card took a place of its faction holding that face
        found = next(
            (
                (f, slot)
                for f, slots in left.items()
                if sum(1 for g, _ in took if g == f) < DECK_PER_FACTION
                for slot in slots
                if setup.pool[f].cards[slot] == face
            ),
            None,
        )
        if found is not None:
            left[found[0]].remove(found[1])
            took.append(found)
    dealt: list[tuple[int, int]] = []
    for faction, slots in sorted(left.items()):
        shuffle(slots, rng)
        room = DECK_PER_FACTION - sum(1 for g, _ in took if g == faction)
        dealt += [(faction, slot) for slot in slots[:room]]
    shuffle(dealt, rng)
    places = sorted(card for card in hidden if card not in extra)
    faces = {card: setup.pool[f].cards[slot] for card, (f, slot) in zip(places, dealt, strict=True)}
    return faces, sorted(took + dealt)


def _draft_dealt_again(state: MatchState, rival: int, rng: random.Random) -> MatchState:
    """The rival's draft choices dealt again, counts per faction kept."""
    draft = state.draft
    counts = Counter(f for f, _ in draft.chosen[rival])
    again: list[tuple[int, int]] = []
    for faction, count in sorted(counts.items()):
        slots = list(range(len(state.setup.pool[faction].cards)))
        shuffle(slots, rng)
        again += [(faction, slot) for slot in slots[:count]]
    shuffle(again, rng)
    summoner = draft.summoner[rival]
    if summoner >= 0:
        factions = sorted(draft.factions[rival])
        summoner = factions[int(rng.random() * len(factions))]
    made = with_cards(state, state.setup.cards, rng, DOOR.clone)
    made.draft.chosen[rival] = again
    made.draft.summoner[rival] = summoner
    return made
