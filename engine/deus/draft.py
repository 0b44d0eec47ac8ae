"""The draft (デッキ構築 [D-DECK-*]), played inside the match so that it is replayable:
dice decide players A and B, ties rolled again [D-DECK-2a]; A takes one faction, B two, A
a second, each faction taken once [D-DECK-2b..2d][R18]; then each player, A first
[D-MISC-1], secretly puts 15 cards of each of their factions into the deck, no more copies
than the half-deck holds, never a token [D-DECK-3c][D-DECK-3d], and chooses one summoner of
their two factions face down [D-DECK-3e]. Under the beginner option the decks are every
non-★ card of the two factions and nobody has a summoner [D-DECK-3a][D-DECK-3b][R17].

When the draft is over the match takes a new frozen setup: every card a player plays is
numbered (in a seeded order, so an id tells nothing of the deck list), with the summoners and
the tokens of the chosen factions [R16]; unused cards take no part [D-DECK-3f].
"""

from __future__ import annotations

import msgspec

from engine.deus.actions import ChooseSummoner, Include, PickFaction
from engine.deus.decision import builder, is_built, picker
from engine.deus.events import (
    CardIncluded,
    DeckBuilt,
    DraftOrderDecided,
    FactionPicked,
    SummonerChosen,
)
from engine.deus.setup import begin as setup_begin
from engine.deus.state import DECK_PER_FACTION, DraftStep, Faction, MatchState, Phase
from engine.kernel.chance import sample_shuffle_key, shuffled
from engine.kernel.errors import Refusal, refuse
from engine.kernel.messages import InBoth
from engine.kernel.state import SEATS, CardInstance, ChanceKind, ChanceTask
from engine.moncolle.cards import Rarity
from engine.moncolle.events import Event, all_but, only

_ID_ORDER_SALT = 1 << 20  # keeps the numbering's key apart from the match's chance steps


def factions_of(state: MatchState, seat: int) -> list[Faction]:
    return [state.setup.pool[i] for i in state.draft.factions[seat]]


def record_roll(state: MatchState, value: int, events: list[Event]) -> None:
    """[D-DECK-2a]: the higher die is player A; equal dice are rolled again."""
    draft = state.draft
    draft.rolls.append(value)
    if len(draft.rolls) == 1:
        state.chance = ChanceTask(ChanceKind.ROLL, 1, "draft")
        return
    if draft.rolls[0] == draft.rolls[1]:
        draft.rolls = []
        state.chance = ChanceTask(ChanceKind.ROLL, 0, "draft")
        return
    draft.a = 0 if draft.rolls[0] > draft.rolls[1] else 1
    draft.step = DraftStep.PICK
    events.append(DraftOrderDecided(a=draft.a))


def check_pick(state: MatchState, action: PickFaction) -> Refusal | None:
    if not 0 <= action.faction < len(state.setup.pool):
        return refuse("no_such_faction")
    if any(action.faction in taken for taken in state.draft.factions):
        return refuse("faction_taken", **_named(state.setup.pool[action.faction]))
    return None


def perform_pick(state: MatchState, action: PickFaction, events: list[Event]) -> None:
    seat = picker(state)
    state.draft.factions[seat].append(action.faction)
    faction = state.setup.pool[action.faction]
    events.append(FactionPicked(player=seat, faction=faction.name, faction_en=faction.name_en))
    if sum(len(f) for f in state.draft.factions) < 4:
        return
    if state.setup.beginner:
        for player in SEATS:
            state.draft.chosen[player] = beginner_deck(state, player)
        finish(state, events)
    else:
        state.draft.step = DraftStep.BUILD


def pick_candidates(state: MatchState) -> list[PickFaction]:
    return [PickFaction(i) for i in range(len(state.setup.pool))]


def beginner_deck(state: MatchState, seat: int) -> list[tuple[int, int]]:
    """Every card of the two factions but the ★ ones [D-DECK-3a][R17]."""
    catalog = state.setup.catalog
    return [
        (f, slot)
        for f in state.draft.factions[seat]
        for slot, card in enumerate(state.setup.pool[f].cards)
        if catalog[card].printing.rarity is not Rarity.RARE
    ]


def check_include(state: MatchState, action: Include) -> Refusal | None:
    seat = builder(state)
    draft = state.draft
    if action.faction not in draft.factions[seat]:
        return refuse("not_your_faction")
    faction = state.setup.pool[action.faction]
    if not 0 <= action.slot < len(faction.cards):
        return refuse("no_such_card_in_faction", **_named(faction))
    if (action.faction, action.slot) in draft.chosen[seat]:
        return refuse("card_already_included")
    if _count(state, seat, action.faction) >= DECK_PER_FACTION:
        return refuse("faction_full", **_named(faction), count=DECK_PER_FACTION)
    return None


def _named(faction: Faction) -> dict[str, InBoth]:
    """A refusal's faction in the reader's language (no English name: the printed one)."""
    return {"faction": InBoth(faction.name, faction.name_en or faction.name)}


def _count(state: MatchState, seat: int, faction: int) -> int:
    return sum(1 for f, _ in state.draft.chosen[seat] if f == faction)


def perform_include(state: MatchState, action: Include, events: list[Event]) -> None:
    seat = builder(state)
    state.draft.chosen[seat].append((action.faction, action.slot))
    faction = state.setup.pool[action.faction]
    events.append(
        CardIncluded(
            player=seat,
            card=faction.cards[action.slot],
            faction=faction.name,
            count=_count(state, seat, action.faction),
            faction_en=faction.name_en,
            audience=only(seat),
        )
    )
    _after_build_step(state, seat, events)


def check_summoner(state: MatchState, action: ChooseSummoner) -> Refusal | None:
    seat = builder(state)
    if action.faction not in state.draft.factions[seat]:
        return refuse("not_your_faction")
    if state.draft.summoner[seat] >= 0:
        return refuse("summoner_already_chosen")
    return None


def perform_summoner(state: MatchState, action: ChooseSummoner, events: list[Event]) -> None:
    seat = builder(state)
    state.draft.summoner[seat] = action.faction
    card = state.setup.pool[action.faction].summoner
    events.append(SummonerChosen(player=seat, card=card, audience=only(seat)))
    events.append(SummonerChosen(player=seat, audience=all_but(seat)))
    _after_build_step(state, seat, events)


def build_candidates(state: MatchState) -> list[Include | ChooseSummoner]:
    """What ``check_include`` and ``check_summoner`` accept, generated legal (issue 23)."""
    seat = builder(state)
    found: list[Include | ChooseSummoner] = []
    chosen = set(state.draft.chosen[seat])
    for f in state.draft.factions[seat]:
        if _count(state, seat, f) >= DECK_PER_FACTION:
            continue
        slots = range(len(state.setup.pool[f].cards))
        found += [Include(f, slot) for slot in slots if (f, slot) not in chosen]
    if state.draft.summoner[seat] < 0:
        found += [ChooseSummoner(f) for f in state.draft.factions[seat]]
    return found


def _after_build_step(state: MatchState, seat: int, events: list[Event]) -> None:
    if not is_built(state, seat):
        return
    events += _deck_built(state, seat)
    if all(is_built(state, s) for s in SEATS):
        finish(state, events)


def _deck_built(state: MatchState, seat: int) -> list[Event]:
    """The build in one record: factions and counts for everyone, the summoner for its
    player only [D-DECK-3c][D-DECK-3e]."""
    draft, pool = state.draft, state.setup.pool
    factions = tuple(
        (pool[f].name, pool[f].name_en, _count(state, seat, f)) for f in draft.factions[seat]
    )
    face = state.setup.catalog[pool[draft.summoner[seat]].summoner]
    names = (face.name, face.name_in("en"))
    return [
        DeckBuilt(player=seat, factions=factions, summoner=names, audience=only(seat)),
        DeckBuilt(player=seat, factions=factions, audience=all_but(seat)),
    ]


def finish(state: MatchState, events: list[Event]) -> None:
    """The decks, summoners and tokens become the match's cards; setup begins [D-SET-1]."""
    setup = state.setup
    cards: list[CardInstance] = []
    decks: list[tuple[int, ...]] = []
    summoners: list[int] = []
    tokens: list[tuple[int, ...]] = []
    for seat in SEATS:
        chosen = sorted(state.draft.chosen[seat])
        key = sample_shuffle_key(setup.seed, _ID_ORDER_SALT + seat)
        order = [chosen[i] for i in shuffled(list(range(len(chosen))), key)]
        start = len(cards)
        cards += [CardInstance(setup.pool[f].cards[slot], seat) for f, slot in order]
        decks.append(tuple(range(start, len(cards))))
        pick = state.draft.summoner[seat]
        if pick >= 0 and not setup.beginner:
            summoners.append(len(cards))
            cards.append(CardInstance(setup.pool[pick].summoner, seat))
        else:
            summoners.append(-1)
        start = len(cards)
        for f in state.draft.factions[seat]:  # [R16] tokens of a chosen faction
            cards += [CardInstance(t, seat) for t in setup.pool[f].tokens]
        tokens.append(tuple(range(start, len(cards))))
    state.setup = msgspec.structs.replace(
        setup,
        cards=tuple(cards),
        decks=(decks[0], decks[1]),
        summoners=(summoners[0], summoners[1]),
        tokens=(tokens[0], tokens[1]),
    )
    for seat in SEATS:
        state.players[seat].deck = list(decks[seat])
        state.tokens[seat] = list(tokens[seat])
    state.phase = Phase.SETUP
    setup_begin(state, events)
