"""Presenter pieces any game on the kernel may use (grid, kokuryoku): action labels from a
game's verb labels and the card names a viewer sees, spectator log lines from a game's log
writer, the card names and the hand a seat sees, read from its view, and a one-click end of
a step. Nothing here asks which game runs; the Monster Collection games have their family's
(bot/moncolle/present.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

import engine
from bot.games import Quick
from engine.kernel.events import Event, can_see, shown_in
from engine.kernel.messages import decision_name
from engine.kernel.state import SPECTATOR
from engine.kernel.words import Table
from renderer.log import LogWriter
from renderer.words import listing

MAX_CHARS: Final = 100  # a select option's label or description
Writer = Callable[[Callable[[Any], str], Callable[[int], str], str], LogWriter]


def card_names(state: Any, seat: int, lang: str = "ja") -> dict[int, str]:
    """Names of every card face the player can see, by instance id, in ``lang`` (a picked
    card of their own included)."""
    seen = engine.view(state, seat)
    names = {s.id: seen.catalog[s.def_id].name_in(lang) for s in shown_in(seen)}
    picked = getattr(seen, "picked", -1)
    if picked >= 0 and picked not in names:
        setup = state.setup
        names[picked] = setup.catalog[setup.cards[picked].def_id].name_in(lang)
    return names


def hand_lines(state: Any, seat: int, lang: str = "ja") -> list[str]:
    """The player's hand, a card a line (``#12 火蜥蜴``)."""
    seen = engine.view(state, seat)
    hand = seen.players[seat].hand or ()
    return [f"#{c.id} {seen.catalog[c.def_id].name_in(lang)}" for c in hand]


@dataclass(frozen=True)
class Wording:
    """A game's verb labels and log writer, and the presenter functions built on them."""

    verbs: Table
    writer: Writer

    def verb_label(self, _state: Any, verb: str, lang: str) -> str:
        return self.verbs.word(verb, lang)

    def words_label(
        self, state: Any, words: Sequence[str], names: dict[int, str], lang: str
    ) -> str:
        """``召喚 #12 火蜥蜴 B1``: the notation's words with the names the viewer sees; a
        group of cards (``#3,#5``) named one by one."""
        if not words:
            return ""
        out = [self.verb_label(state, words[0], lang)]
        for word in words[1:]:
            parts = word.split(",")
            if all(p.startswith("#") and p[1:].isdigit() for p in parts):
                named = [f"{p} {names[int(p[1:])]}" if int(p[1:]) in names else p for p in parts]
                out.append(listing(lang).join(named))
            else:
                out.append(word)
        return " ".join(out)[:MAX_CHARS]

    def action_label(self, state: Any, names: dict[int, str], action: Any, lang: str) -> str:
        return self.words_label(state, engine.format_action(state, action).split(), names, lang)

    def names_writer(self, state: Any, lang: str) -> LogWriter:
        catalog, cards = state.setup.catalog, state.setup.cards
        return self.writer(
            lambda card: catalog[card.def_id].name_in(lang),
            lambda unit: f"{catalog[cards[unit].def_id].name_in(lang)}#{unit}",
            lang,
        )

    def public_lines(self, state: Any, events: Iterable[Event], lang: str = "ja") -> list[str]:
        """What the channel says of ``events``: only those spectators may see."""
        said = self.names_writer(state, lang)
        lines = []
        for event in events:
            if can_see(event.audience, SPECTATOR):
                line = said.line(event)
                if line:
                    lines.append(line)
        return lines


# the one-click label every game may use, "End the {what}"; a game's own lie over it
QUICK: Final = Table("bot.presentation", "presenting.QUICK")


def quick_end(
    state: Any, lang: str, ends: Mapping[Any, tuple[str, str, str]], labels: Table = QUICK
) -> list[Quick]:
    """The deciding player's one click that ends their step: ``ends`` maps a decision kind
    to (key, the action's notation, the key of its label in the game's ``labels``)."""
    decision = engine.decision(state)
    if decision.actor < 0 or decision.kind not in ends:
        return []
    key, action, said = ends[decision.kind]
    if action not in {engine.format_action(state, x) for x in engine.legal_actions(state)}:
        return []
    return [
        Quick(key, labels.say(said, lang, what=decision_name(decision.kind.value, lang)), action)
    ]
