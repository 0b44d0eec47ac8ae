"""mc20th's presenter: verbs, action labels, log lines, the status line, the end reasons,
the one-click choices and the pictures of a match, for the bot's shared code
(bot/presentation/present.py dispatches here).

Everything a channel shows comes from the spectator view and from events visible to
spectators; a player's own panel may name their hand cards (it is ephemeral).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import engine
from bot.games import Quick
from bot.moncolle.present import QUICK, FamilyWords, family_places, pass_rest
from bot.presentation.i18n import t
from engine.kernel.messages import decision_name
from engine.kernel.words import Table
from engine.mc20th.board import area_label
from engine.mc20th.decision import Kind
from engine.moncolle import actions as a
from engine.moncolle.events import (
    Event,
)
from renderer.moncolle.log import end_reason as _end_reason
from renderer.moncolle.log import phase_name

VERB_LABELS = Table("bot.mc20th", "present.VERB_LABELS")


def verb_of(state: Any, action: a.Action) -> str:
    return engine.format_action(state, action).split()[0]


WORDING = FamilyWords(VERB_LABELS)
verb_label = WORDING.verb_label
action_label = WORDING.action_label
words_label = WORDING.words_label
names_writer = WORDING.names_writer
public_lines = WORDING.public_lines


def highlight_areas(state: Any, events: Iterable[Event]) -> list[str]:
    """Areas the last action touched, for the board's highlight."""
    return list(dict.fromkeys(family_places(events)))


def end_reason(reason: str, lang: str) -> str:
    """How a match ended, e.g. 本陣陥落 / HQ fall (mc20th [9-1][18-1][18-2])."""
    return _end_reason(reason, lang)


def status_line(state: Any, names: tuple[str, str], lang: str) -> str:
    decision = engine.decision(state)
    if decision.actor >= 0:
        what = decision_name(decision.kind.value, lang)
        who = t("decider", lang, name=names[decision.actor], what=what)
    else:
        who = ""
    phase = phase_name(state.phase.value, lang)
    if state.battle is not None:
        area = area_label(state.battle.area)
        phase = t("battle_at", lang, area=area)
    return t("status_line", lang, turn=state.turn, phase=phase, decider=who)


def turn(state: Any) -> tuple[int, int]:
    """The turn's number and its active player [9]; during setup [8] nobody's."""
    return (state.turn, state.active if state.turn > 0 else -1)


# -- one-click choices (issue 10 item 4) ----------------------------------------------------
# The decisions whose end is one action, and that action: the formation step kept as it
# stands [10-2], a phase or a battle timing ended [9-2][9-3][10-1][10-4], hand adjustment
# ended by refilling [9-1][9-4]. Each is legal whenever it is offered, judged on what
# everyone sees (the plan and hand sizes are open), so the public board may carry it.
ENDS: dict[Kind, tuple[str, str, str]] = {  # key, action, label
    Kind.FORMATION: ("keep-formation", "done", "quick_keep_formation"),
    Kind.MAIN: ("end-phase", "end-main", "quick_end"),
    Kind.SUMMON: ("end-phase", "end-summon", "quick_end"),
    Kind.HAND_ADJUST: ("refill", "refill", "quick_refill"),
    # these end the deciding side's part of the timing, which may then pass to the other
    Kind.INSTANT: ("end-timing", "done", "quick_no_instant"),
    Kind.EFFECTS: ("end-timing", "done", "quick_done_timing"),
}


def quick_choices(state: Any, lang: str) -> list[Quick]:
    """The deciding player's one-click choices: keep this formation, end the phase (or the
    battle timing), pass the rest of my [条件] effects."""
    decision = engine.decision(state)
    if decision.actor < 0:
        return []
    if decision.kind is Kind.TRIGGER:
        return pass_rest(state, decision.actor, Kind.TRIGGER, lang)
    if decision.kind not in ENDS:
        return []
    key, action, label = ENDS[decision.kind]
    if action not in {engine.format_action(state, x) for x in engine.legal_actions(state)}:
        return []  # a planned advance is declared first; a hand over six is discarded down
    what = decision_name(decision.kind.value, lang)  # the phase or the battle timing
    return [Quick(key, QUICK.say(label, lang, what=what), action)]
