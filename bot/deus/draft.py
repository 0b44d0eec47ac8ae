"""The Deus draft in Discord [D-DECK-*]: faction buttons on the board for the player whose
pick it is (A one, B two, A the last [D-DECK-2b..2d]); then each player's private form: one
select per faction with its 20 cards, exactly 15 to choose [D-DECK-3c], and one for the
summoner, face down [D-DECK-3e]; or one of the player's saved Deus decks, taken only when its
two factions are the ones the player drafted (issue 11). The action labels name factions and
cards instead of their numbers.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any, Final

from bot.games import Form, FormSelect, Quick
from carddb.moncolle.decks import summoner_of
from engine.deus.decision import Kind, current
from engine.deus.state import DECK_PER_FACTION
from engine.kernel.words import Table
from renderer.moncolle.cardtext import describe_card

LETTERS = "abcdefghij"  # a quick key is letters and '-'
# the deck-building form's heading and its selects' placeholders
WORDS: Final = Table("bot.deus", "draft.WORDS")


def faction_buttons(state: Any, lang: str) -> list[Quick]:
    """The factions still free, as one-click picks [D-DECK-2d]."""
    taken = {f for seat in state.draft.factions for f in seat}
    return [
        Quick(f"faction-{LETTERS[i]}", f.name_in(lang), f"faction {i + 1}")
        for i, f in enumerate(state.setup.pool)
        if i not in taken
    ]


def _chosen(state: Any, seat: int, faction: int) -> set[int]:
    return {slot for f, slot in state.draft.chosen[seat] if f == faction}


def form(state: Any, seat: int, lang: str) -> Form | None:
    """The deck-building form while ``seat`` builds; None at any other decision."""
    decision = current(state)
    if decision.kind is not Kind.BUILD or decision.actor != seat:
        return None
    catalog, pool = state.setup.catalog, state.setup.pool
    selects = []
    for f in state.draft.factions[seat]:
        chosen = _chosen(state, seat, f)
        left = DECK_PER_FACTION - len(chosen)
        if left <= 0:
            continue
        options = [
            (catalog[card].name_in(lang), f"{slot + 1}", describe_card(catalog[card], lang))
            for slot, card in enumerate(pool[f].cards)
            if slot not in chosen
        ]
        placeholder = WORDS.say("faction", lang, faction=pool[f].name_in(lang), left=left)
        selects.append(FormSelect(f"faction-{f + 1}", placeholder, options, left))
    if state.draft.summoner[seat] < 0:
        options = [
            (
                catalog[pool[f].summoner].name_in(lang),
                f"{f + 1}",
                describe_card(catalog[pool[f].summoner], lang),
            )
            for f in state.draft.factions[seat]
        ]
        selects.append(FormSelect("summoner", WORDS.say("summoner", lang), options, 1))
    return Form(WORDS.say("heading", lang), selects)


def form_actions(state: Any, seat: int, key: str, values: Sequence[str]) -> list[str]:
    """A submitted select as actions: ``include F S`` for each card, or ``summoner F``."""
    if key == "summoner":
        return [f"summoner {values[0]}"] if len(values) == 1 else []
    faction = key.removeprefix("faction-")
    if not faction.isdigit():
        return []
    return [f"include {faction} {slot}" for slot in values if slot.isdigit()]


def deck_actions(
    state: Any, seat: int, deck: Any
) -> tuple[list[str], tuple[str, dict[str, str]] | None]:
    """A saved deck as the draft's actions, when its two factions are the drafted ones."""
    pool, mine = state.setup.pool, state.draft.factions[seat]
    catalog = state.setup.catalog
    by_card = {card: f for f, faction in enumerate(pool) for card in faction.cards}
    used = sorted({by_card.get(card, -1) for card in deck.cards})
    summoner = next((f for f, x in enumerate(pool) if x.summoner == summoner_of(deck)), -1)
    if used != sorted(mine) or summoner not in mine:
        drafted = "・".join(pool[f].name for f in mine)  # not words: the set's faction names
        found = "・".join(pool[f].name for f in used if f >= 0)  # not words: as the set writes
        return [], ("deck_not_drafted", {"deck": found, "drafted": drafted})
    actions = []
    wanted = Counter(deck.cards)
    for f, slot in state.draft.chosen[seat]:  # cards already put in count towards the deck
        wanted[pool[f].cards[slot]] -= 1
    if any(n < 0 for n in wanted.values()):
        names = ", ".join(catalog[c].name for c in wanted if wanted[c] < 0)
        return [], ("deck_not_drafted_cards", {"cards": names})
    for f in mine:
        for slot, card in enumerate(pool[f].cards):
            if wanted[card] > 0 and slot not in _chosen(state, seat, f):
                wanted[card] -= 1
                actions.append(f"include {f + 1} {slot + 1}")
    if state.draft.summoner[seat] < 0:
        actions.append(f"summoner {summoner + 1}")
    if +wanted or len(actions) > 2 * DECK_PER_FACTION + 1:
        names = ", ".join(catalog[c].name for c in wanted if wanted[c] > 0)
        return [], ("deck_not_drafted_cards", {"cards": names})
    return actions, None
