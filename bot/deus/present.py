"""Deus's presenter for the bot's shared code (bot/presentation/present.py dispatches here): verbs,
action labels, log lines, the places an action touched, the status line, the end reasons and
the one-click choices, from what a viewer may see; the family's common parts are
bot/moncolle/present.py's.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Final

import engine
from bot.deus.draft import faction_buttons
from bot.deus.words import DeusLogWriter
from bot.games import Quick
from bot.moncolle import present as family
from bot.moncolle.present import FamilyWords, family_places, pass_rest
from bot.presentation.i18n import t
from engine.deus import events as dv
from engine.deus.board import area_label
from engine.deus.decision import Kind
from engine.kernel.messages import decision_name
from engine.kernel.words import Table
from engine.moncolle.events import Event
from renderer.deus.names import ENDINGS, PHASES

VERB_LABELS: Final = Table("bot.deus", "present.VERB_LABELS")
WORDING: Final = FamilyWords(VERB_LABELS, DeusLogWriter)
verb_label = WORDING.verb_label
public_lines = WORDING.public_lines


def words_label(state: Any, words: Sequence[str], names: dict[int, str], lang: str) -> str:
    """The family's labels, with the draft's factions, cards and summoners named."""
    verb, args = (words[0], list(words[1:])) if words else ("", [])
    pool, catalog = state.setup.pool, state.setup.catalog
    numbers = [int(w) - 1 for w in args if w.isdigit()]
    if verb not in ("faction", "include", "summoner") or len(numbers) != len(args) or not args:
        return WORDING.words_label(state, words, names, lang)
    if not all(0 <= n < len(pool) for n in numbers[:1]):
        return WORDING.words_label(state, words, names, lang)
    faction = pool[numbers[0]]
    said = [verb_label(state, verb, lang), faction.name_in(lang)]
    if verb == "summoner":
        said[1] = catalog[faction.summoner].name_in(lang)
    elif verb == "include" and len(numbers) == 2 and 0 <= numbers[1] < len(faction.cards):
        said.append(catalog[faction.cards[numbers[1]]].name_in(lang))
    return " ".join(said)[:100]


def action_label(state: Any, names: dict[int, str], action: Any, lang: str) -> str:
    return words_label(state, engine.format_action(state, action).split(), names, lang)


def highlight_areas(state: Any, events: Iterable[Event]) -> list[str]:
    """Areas the last action touched: the family's, interceptions, rearrangements, markers."""
    found = family_places(events)
    for event in events:
        if isinstance(event, dv.Intercepted | dv.UnitsRearranged):
            found += [label for move in event.moves for label in move[1:]]
        elif isinstance(event, dv.MarkerPlaced | dv.InterceptionOffered):
            found.append(event.area)
    return list(dict.fromkeys(found))


def end_reason(reason: str, lang: str) -> str:
    """How a match ended: front line taken [D-END-1], deck-out judgement [D-END-2],
    resignation [D-MISC-3]."""
    return ENDINGS.word(reason, lang)


def status_line(state: Any, names: tuple[str, str], lang: str) -> str:
    decision = engine.decision(state)
    who = ""
    if decision.actor >= 0:
        who = t(
            "decider",
            lang,
            name=names[decision.actor],
            what=decision_name(decision.kind.value, lang),
        )
    phase = PHASES.word(state.phase.value, lang)
    if state.battle is not None:
        phase = t("battle_at", lang, area=area_label(state.battle.area))
    return t("status_line", lang, turn=state.turn, phase=phase, decider=who)


def turn(state: Any) -> tuple[int, int]:
    """The turn's number and its active player; during the draft and setup nobody's."""
    return (state.turn, state.active if state.turn > 0 else -1)


# The decisions whose end is one action, and that action, judged on what everyone sees.
QUICK: Final = Table("bot.deus", "present.QUICK", family.QUICK)
ENDS: Final[dict[Kind, tuple[str, str, str]]] = {  # key, action, label
    Kind.FORMATION: ("keep-formation", "done", "quick_keep_formation"),
    Kind.MAIN: ("end-phase", "end-main", "quick_end"),
    Kind.SUMMON: ("end-phase", "end-summon", "quick_end"),
    Kind.HAND_ADJUST: ("refill", "refill", "quick_refill"),
    Kind.INSTANT: ("end-timing", "done", "quick_no_instant"),
    Kind.QUICK: ("end-timing", "done", "quick_done_timing"),
    Kind.INTERCEPT: ("decline", "decline", "quick_decline"),
}


def quick_choices(state: Any, lang: str) -> list[Quick]:
    """The deciding player's one-click choices: keep this formation, end the phase or the
    timing, decline the interception, pass the rest of my [条件] effects."""
    decision = engine.decision(state)
    if decision.actor < 0:
        return []
    if decision.kind is Kind.TRIGGER:
        return pass_rest(state, decision.actor, Kind.TRIGGER, lang)
    if decision.kind is Kind.PICK_FACTION:
        return faction_buttons(state, lang)
    if decision.kind not in ENDS:
        return []
    key, action, label = ENDS[decision.kind]
    if action not in {engine.format_action(state, x) for x in engine.legal_actions(state)}:
        return []
    what = decision_name(decision.kind.value, lang)
    return [Quick(key, QUICK.say(label, lang, what=what), action)]
