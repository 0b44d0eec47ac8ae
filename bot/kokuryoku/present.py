"""Kokuryoku's presenter for the bot's shared code: verbs, action labels, log lines, the
squares an action touched, the status line — whose turn it is (the turn marker) apart from
whose phase it is, since both players have a power phase in every turn [K-3.10][K-4.3] —
the end reasons (each a variant rule, marked [KV-12]..[KV-14]), the hand, one line per
action, and the one-click ends of a step (keep the hand, end a phase, no surprise card).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Final

import msgspec

import engine
from bot.games import Quick
from bot.kokuryoku.words import ENDINGS, PHASES, KokuLogWriter
from bot.presentation import presenting
from bot.presentation.i18n import t
from bot.presentation.presenting import Wording
from engine.kernel.events import Event
from engine.kernel.messages import decision_name
from engine.kernel.words import Table
from engine.kokuryoku import events as ke
from engine.kokuryoku import zones as kz
from engine.kokuryoku.board import label
from engine.kokuryoku.cards import AttachmentDef, KokuCard, LandDef, SurpriseDef, UnitDef
from engine.kokuryoku.decision import Kind

MAX_CHARS: Final = 100
VERB_LABELS: Final = Table("bot.kokuryoku", "present.VERB_LABELS")
# the status line's turn and phase, and a card's fields on the Act panel's line
WORDS: Final = Table("bot.kokuryoku", "present.WORDS")
WORDING: Final = Wording(VERB_LABELS, KokuLogWriter)
verb_label = WORDING.verb_label
words_label = WORDING.words_label
action_label = WORDING.action_label
public_lines = WORDING.public_lines
card_names = presenting.card_names
hand_lines = presenting.hand_lines


def _p(seat: int) -> str:
    return f"P{seat + 1}"


def highlight(state: Any, events: Iterable[Event]) -> list[str]:
    """Squares the last action touched: sorties, lands, moves, attacks, removals."""
    found: list[str] = []
    for event in events:
        if isinstance(
            event, ke.Sortied | ke.LandPlaced | ke.UnitRemoved | ke.ClassChanged | ke.UnitWaiting
        ):
            found.append(label(event.at))
        elif isinstance(event, ke.Moved):
            found += [label(event.start), label(event.to)]
        elif isinstance(event, ke.AttackDeclared):
            found += [label(event.start), label(event.at)]
    return list(dict.fromkeys(found))


def end_reason(reason: str, lang: str) -> str:
    """Victory A [KV-12], victory B [KV-13], deck-out [KV-14]: variant rules, marked."""
    return ENDINGS.word(reason, lang)


def status_line(state: Any, names: tuple[str, str], lang: str) -> str:
    """``ターン3 · P1のターン／P2の国力フェイズ · …``: the turn marker apart from the phase."""
    decision = engine.decision(state)
    who = ""
    if decision.actor >= 0:
        what = decision_name(decision.kind.value, lang)
        who = t("decider", lang, name=names[decision.actor], what=what)
    if state.result is not None or state.turn == 0:
        phase = PHASES.word("over" if state.result else state.phase.value, lang)
    else:
        owner = state.power_seat if state.phase.value == "power" else state.active
        name = PHASES.word(state.phase.value, lang)
        phase = WORDS.say("phase", lang, active=_p(state.active), owner=_p(owner), phase=name)
    return t("status_line", lang, turn=state.turn, phase=phase, decider=who)


def turn(state: Any) -> tuple[int, int]:
    """The turn's number and whose turn it is (the turn marker); nobody's during setup."""
    return (state.turn, state.active if state.turn > 0 else -1)


def describe_face(face: KokuCard, lang: str) -> str:
    """A card's fields on one line (a unit on the field: as it stands, ``current_face``)."""
    if isinstance(face, UnitDef):
        line = WORDS.say(
            "unit",
            lang,
            kind=face.class_in(lang),
            morale=face.morale,
            attack=face.attack,
            hits=face.hits,
            counter=face.counter,
        )
    elif isinstance(face, LandDef):
        line = WORDS.say("land", lang)  # its text names the classes it bars, in the language
    elif isinstance(face, AttachmentDef):
        line = WORDS.say("attachment", lang, attack=face.attack_bonus, morale=face.morale_bonus)
    elif isinstance(face, SurpriseDef):
        line = WORDS.say("surprise", lang)
    else:
        line = ""
    text = face.text_in(lang)
    return (line + (f" — {text}" if text else ""))[:MAX_CHARS]


def describe_action(state: Any, seen: dict[int, str], action: Any, lang: str) -> str:
    """The card or unit an action is about, described, when the decider sees it."""
    card = next(
        (getattr(action, name) for name in ("card", "unit", "piece") if hasattr(action, name)), -1
    )
    if not isinstance(card, int) or card < 0 or card not in seen:
        return ""
    return describe_face(current_face(state, card), lang)


def current_face(state: Any, card: int) -> KokuCard:
    """The card as it stands: a unit on the field with the 気力, attack and counter its
    attachments give it, the values the board shows [K-5.4][KV-6][KV-7][KV-10]; its
    printed values otherwise."""
    face: KokuCard = kz.face(state, card)
    if not isinstance(face, UnitDef) or card not in state.units:
        return face
    return msgspec.structs.replace(
        face,
        morale=kz.max_morale(state, card),
        attack=kz.attack_value(state, card),
        counter=kz.counter_value(state, card),
    )


QUICK: Final = Table("bot.kokuryoku", "present.QUICK", presenting.QUICK)
ENDS: Final[dict[Kind, tuple[str, str, str]]] = {  # key, action, label
    Kind.REDRAW: ("keep", "keep", "quick_keep_koku"),
    Kind.POWER: ("end-phase", "done", "quick_end"),
    Kind.INVASION: ("end-phase", "done", "quick_end"),
    Kind.WINDOW: ("no-surprise", "pass", "quick_no_surprise_koku"),
    Kind.END_START: ("no-surprise", "pass", "quick_no_surprise_koku"),
    Kind.END: ("end-phase", "done", "quick_end"),
}


def quick_choices(state: Any, lang: str) -> list[Quick]:
    return presenting.quick_end(state, lang, ENDS, QUICK)
