"""What the presenters of the Monster Collection games (bot/mc20th, bot/deus) share: action
labels from a game's verb labels, the card names a seat sees, spectator log lines from a
game's log writer, the hand as lines, the places the family's events touched, and the
one-click "pass the rest of my [条件] effects" (mc20th [11-2-4], deus [D-TIM-COND-3]).

Everything a channel shows comes from the spectator view and from events visible to
spectators; a player's own panel may name their hand cards (it is ephemeral).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import engine
from bot.games import Quick
from bot.presentation import presenting
from bot.presentation.i18n import t
from carddb.decklist import CardIndex
from carddb.decks import Deck
from carddb.moncolle.decks import summoner_of
from engine.kernel.events import shown_in
from engine.kernel.state import SPECTATOR
from engine.kernel.words import Table
from engine.moncolle import actions as a
from engine.moncolle.events import (
    Advanced,
    BattleStarted,
    Event,
    Shown,
    TerrainPlaced,
    UnitsReturned,
    UnitSummoned,
    can_see,
)
from engine.moncolle.messages import WORDS
from renderer.moncolle.log import FamilyLogWriter as LogWriter

MANUAL_OPS = Table("bot.moncolle", "present.MANUAL_OPS")
# the family's one-click labels (keep the formation, refill, pass the rest ...)
QUICK = Table("bot.moncolle", "present.QUICK", presenting.QUICK)
Writer = Callable[[Callable[[Shown], str], Callable[[int], str], str], LogWriter]


@dataclass(frozen=True)
class FamilyWords:
    """A game's verb labels and log writer, and the presenter functions built on them."""

    verbs: Table
    writer: Writer = LogWriter

    def verb_label(self, _state: Any, verb: str, lang: str) -> str:
        return self.verbs.word(verb, lang)

    def action_label(self, state: Any, names: dict[int, str], action: a.Action, lang: str) -> str:
        """``召喚 #12 火花の小鬼`` — the notation with the names (``card_names``) a viewer sees."""
        return self.words_label(state, engine.format_action(state, action).split(), names, lang)

    def words_label(
        self, state: Any, words: Sequence[str], names: dict[int, str], lang: str
    ) -> str:
        """The same for the first words of a notation (a group of actions on the Act panel)."""
        if not words:
            return ""
        out = [self.verb_label(state, words[0], lang)]
        if words[0] == "manual" and len(words) > 1:
            out.append(MANUAL_OPS.word(words[1], lang))
            words = words[1:]
        for word in words[1:]:
            if word.startswith("#") and word[1:].isdigit() and int(word[1:]) in names:
                out.append(f"{word} {names[int(word[1:])]}")
            else:  # a spell slot paid with (火, S) is a printed word, said in the reader's language
                out.append(WORDS.word(word, lang))
        return " ".join(out)[:100]

    def names_writer(self, state: Any, lang: str = "ja") -> LogWriter:
        """A log writer naming cards; only fed events the reader may see."""
        catalog, cards = state.setup.catalog, state.setup.cards
        return self.writer(
            lambda card: f"{catalog[card.def_id].name_in(lang)}",
            lambda unit: f"{catalog[cards[unit].def_id].name_in(lang)}#{unit}",
            lang,
        )

    def public_lines(self, state: Any, events: Iterable[Event], lang: str = "ja") -> list[str]:
        writer = self.names_writer(state, lang)
        lines = []
        for event in events:
            if can_see(event.audience, SPECTATOR):
                line = writer.line(event)
                if line:
                    lines.append(line)
        return lines


def deck_note(deck: Deck, index: CardIndex, lang: str) -> str:
    """The summoner a saved deck sets apart, by name (mc20th [3-1], deus [D-DECK-1])."""
    summoner = summoner_of(deck)
    if summoner is None:
        return ""
    return t("deck_summoner", lang, summoner=index.by_id[summoner.casefold()].name_in(lang))


def card_names(state: Any, seat: int, lang: str = "ja") -> dict[int, str]:
    """Names of every card face the player can see, by instance id, in ``lang``."""
    seen = engine.view(state, seat)
    return {s.id: seen.catalog[s.def_id].name_in(lang) for s in shown_in(seen)}


def hand_lines(state: Any, seat: int, lang: str = "ja") -> list[str]:
    """The player's hand, a card a line (``#12 火花の小鬼``), for the hand message's text."""
    seen = engine.view(state, seat)
    hand = seen.players[seat].hand or ()
    return [f"#{c.id} {seen.catalog[c.def_id].name_in(lang)}" for c in hand]


def family_places(events: Iterable[Event]) -> list[str]:
    """Areas the family's events touched (advances, summons, terrain, battles, returns)."""
    found: list[str] = []
    for event in events:
        if isinstance(event, Advanced):
            found += [label for move in event.moves for label in move[1:]]
        elif isinstance(event, TerrainPlaced | UnitSummoned | BattleStarted):
            found.append(event.area)
        elif isinstance(event, UnitsReturned):
            found += [label for _, label in event.moves]
    return found


def pass_rest(state: Any, seat: int, trigger_kind: Any, lang: str) -> list[Quick]:
    """A player may pass the rest of their [条件] effects; one ``pass`` passes all of theirs
    woken at this moment. Offered unless one of them is forced (then passing may be refused,
    and whether it is depends on the hand, which the board must not tell). When more moments
    woke effects before the click (a queue of windows), the choice passes those too while the
    player still decides, and never one that woke after the click."""
    if any(e.forced for e in state.windows[0].pending if e.seat == seat):
        return []
    label = QUICK.say("quick_pass_rest", lang)
    opened = [(w.moment, w.subject) for w in state.windows]
    if not any(e.seat == seat for w in state.windows[1:] for e in w.pending):
        return [Quick("pass-rest", label, "pass")]

    def then(now: Any) -> str | None:
        decision = engine.decision(now)
        if decision.actor != seat or decision.kind is not trigger_kind:
            return None
        if any(e.forced for e in now.windows[0].pending if e.seat == seat):
            return None
        queue = [(w.moment, w.subject) for w in now.windows]
        # windows leave from the front and come in at the back: the click's windows that
        # are still open are the front of the queue now
        for start in range(1, len(opened)):
            if queue[: len(opened) - start] == opened[start:]:
                return "pass"
        return None

    return [Quick("pass-rest", label, "pass", then)]
