"""The Deus draft as the log says it: factions by their English names in English, in the
log and in refusals [D-DECK-2b..2d]; a deck's build in one line per player, its factions and
counts public and its summoner named only to its player, face down to everyone else
[D-DECK-3c][D-DECK-3e][R18].
"""

from __future__ import annotations

import msgspec
import pytest
from deus_position import of_kind, play, play_draft, pool, roll

from bot.deus.words import DeusLogWriter
from engine.deus import rules
from engine.deus.notation import parse
from engine.deus.setup import new_state
from engine.deus.state import DeusSetup, MatchState
from engine.kernel.errors import IllegalActionError
from engine.kernel.events import can_see
from engine.kernel.state import SPECTATOR
from engine.moncolle.events import Event

ENGLISH = ("Ember Host", "Tide Keepers", "Stone Kin", "Gale Flock", "Dawn Order", "Dusk Guild")


def _draft() -> MatchState:
    """A new match from the synthetic pool, its factions given English names."""
    catalog, factions = pool()
    named = tuple(
        msgspec.structs.replace(f, name_en=e) for f, e in zip(factions, ENGLISH, strict=True)
    )
    setup = DeusSetup(ruleset="deus", seed=1, catalog=catalog, cards=(), decks=((), ()), pool=named)
    return new_state(setup)[0]


def _lines(events: list[Event], viewer: int, lang: str) -> list[str]:
    writer = DeusLogWriter(lambda card: card.def_id, str, lang)
    seen = [e for e in events if can_see(e.audience, viewer)]
    return [line for e in seen if (line := writer.line(e))]


def test_d_deck_2_factions_are_named_in_english_in_the_english_log() -> None:
    """deus [D-DECK-2b]: the faction picked is said by its English name in English and by
    its printed name in Japanese."""
    state = roll(_draft(), 5, 2)[0]
    state, events = play(state, "faction 1")
    picked = of_kind(events, "FactionPicked")[0]
    assert picked.faction_en == "Ember Host"  # type: ignore[attr-defined]
    assert _lines(events, SPECTATOR, "en") == ["P1 takes Ember Host"]
    japanese = state.setup.pool[0].name
    assert _lines(events, SPECTATOR, "ja") == [f"P1 勢力を選択: {japanese}"]


def test_d_deck_2d_refusals_name_the_faction_in_the_readers_language() -> None:
    """deus [D-DECK-2d][D-DECK-3c]: a taken faction, and a full one, are named in English in
    English refusals."""
    state = play(roll(_draft(), 5, 2)[0], "faction 1")[0]
    with pytest.raises(IllegalActionError) as caught:
        rules.apply(state, parse("faction 1"))
    assert "Ember Host" in caught.value.message("en")
    assert state.setup.pool[0].name in caught.value.message("ja")
    state = play(state, "faction 2", "faction 3", "faction 4")[0]
    texts = [f"include 1 {slot}" for slot in range(1, 16)]
    state = play(state, *texts)[0]
    with pytest.raises(IllegalActionError) as caught:
        rules.apply(state, parse("include 1 16"))
    assert caught.value.key == "faction_full"
    assert "of Ember Host" in caught.value.message("en")


def test_d_deck_3_the_build_is_one_line_per_player_its_summoner_told_to_its_player_only() -> None:
    """deus [D-DECK-3c][D-DECK-3e][R18]: 30 cards and a summoner chosen one by one make one
    line per player: the factions and their counts for everyone, the summoner by name only in
    its player's log; nobody else reads a card of the deck or the summoner."""
    state, events = play_draft(_draft())  # A (P1) takes factions 1 and 4, B 2 and 3
    summoners = [state.setup.catalog[state.setup.pool[f].summoner].name for f in (0, 1)]
    for viewer in (0, 1, SPECTATOR):
        for lang in ("ja", "en"):
            built = [x for x in _lines(events, viewer, lang) if "デッキ" in x or "deck" in x]
            assert len(built) == 2, built  # one per player, no line per card
    own = [x for x in _lines(events, 0, "en") if "finished the deck" in x]
    assert own[0] == f"P1 finished the deck (Ember Host 15, Gale Flock 15; summoner {summoners[0]})"
    assert own[1] == "P2 finished the deck (Tide Keepers 15, Stone Kin 15; summoner face down)"
    ja = [x for x in _lines(events, 0, "ja") if "デッキ完成" in x]
    assert ja[0].endswith(f"／召喚術師 {summoners[0]}）")
    deck_cards = {state.setup.catalog[c.def_id].name for c in state.setup.cards}
    for lang in ("ja", "en"):
        public = " ".join(_lines(events, SPECTATOR, lang))
        assert not any(name in public for name in (*summoners, *deck_cards))
    assert summoners[1] not in " ".join(_lines(events, 0, "en"))
