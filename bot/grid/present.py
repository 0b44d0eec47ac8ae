"""The grid game's presenter for the bot's shared code: verbs, action labels, log lines, the
squares an action touched, the status line, the end reasons, the hand, one line per action
for the Act panel, and the one-click choices (no supply, end the phase), from what a viewer
may see. The use and move phases are two-step choices: the card or entity, then its square
[G-5.3][G-5.4].
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Final

import engine
from bot.games import Quick
from bot.grid.words import ENDINGS, PHASES, GridLogWriter
from bot.presentation import presenting
from bot.presentation.i18n import t
from bot.presentation.presenting import Wording
from engine.grid import actions as g
from engine.grid import events as ge
from engine.grid.board import label
from engine.grid.cards import BaseDef, EntityDef, GridCard, SpellDef
from engine.grid.decision import Kind
from engine.kernel.events import Event
from engine.kernel.messages import decision_name
from engine.kernel.staged import Pick
from engine.kernel.words import Table

MAX_CHARS: Final = 100
VERB_LABELS: Final = Table("bot.grid", "present.VERB_LABELS")
# a movement keyword as the Act panel says it, by the card data's word (Movement's value)
MOVEMENTS: Final = Table("bot.grid", "present.MOVEMENTS")
# a card's printed fields on the Act panel's line
FIELDS: Final = Table("bot.grid", "present.FIELDS")


WORDING: Final = Wording(VERB_LABELS, GridLogWriter)
verb_label = WORDING.verb_label
words_label = WORDING.words_label
action_label = WORDING.action_label
public_lines = WORDING.public_lines
card_names = presenting.card_names


def _face(state: Any, card: int) -> GridCard:
    face: GridCard = state.setup.catalog[state.setup.cards[card].def_id]
    return face


def highlight(state: Any, events: Iterable[Event]) -> list[str]:
    """Squares the last action touched: summons, bases, spells' squares, moves, attacks."""
    found: list[str] = []
    for event in events:
        if isinstance(event, ge.Summoned | ge.BasePlaced) or (
            isinstance(event, ge.SpellCast) and event.at >= 0
        ):
            found.append(label(event.at))
        elif isinstance(event, ge.Moved):
            found += [label(s) for s in event.start] + [label(event.to)]
        elif isinstance(event, ge.Attacked):
            found += [label(event.start), label(event.at)]
    return list(dict.fromkeys(found))


def end_reason(reason: str, lang: str) -> str:
    """All enemy bases destroyed [G-1.1], deck-out [G-1.2], both at once [G-R14]."""
    return ENDINGS.word(reason, lang)


def status_line(state: Any, names: tuple[str, str], lang: str) -> str:
    decision = engine.decision(state)
    who = ""
    if decision.actor >= 0:
        what = decision_name(decision.kind.value, lang)
        who = t("decider", lang, name=names[decision.actor], what=what)
    phase = PHASES.word("over" if state.result else state.phase.value, lang)
    return t("status_line", lang, turn=state.turn, phase=phase, decider=who)


def turn(state: Any) -> tuple[int, int]:
    """The turn's number and its active player; during the setup nobody's."""
    return (state.turn, state.active if state.turn > 0 else -1)


def hand_lines(state: Any, seat: int, lang: str = "ja") -> list[str]:
    """The player's hand, a card a line with its cost (``#12 火蜥蜴 (2)``)."""
    seen = engine.view(state, seat)
    hand = seen.players[seat].hand or ()
    return [
        f"#{c.id} {seen.catalog[c.def_id].name_in(lang)} ({seen.catalog[c.def_id].cost})"
        for c in hand
    ]


def describe_face(face: GridCard, lang: str, boost: int = 0) -> str:
    """A card's printed fields on one line: cost, kind, familia, power or life, keyword; an
    entity's power with ``boost``, this turn's change to it (``パワー4(+2)``), as the board
    shows it [G-R16]."""
    parts = [FIELDS.say("cost", lang, cost=face.cost), face.familia_in(lang)]
    if isinstance(face, EntityDef):
        power = max(0, face.power + boost)
        parts.append(FIELDS.say("power", lang, power=power) + (f"({boost:+d})" if boost else ""))
        parts.append(MOVEMENTS.say(face.movement.value, lang))
        if face.hits > 1:
            parts.append(FIELDS.say("hits", lang, hits=face.hits))
        if face.reach:
            parts.append(FIELDS.say("reach", lang, reach=face.reach))
    elif isinstance(face, BaseDef):
        parts.append(FIELDS.say("base", lang, life=face.life))
    elif isinstance(face, SpellDef):
        parts.append(FIELDS.say("spell", lang))
    text = face.text_in(lang)
    line = " / ".join(parts) + (f" — {text}" if text else "")
    return line[:MAX_CHARS]


def describe_action(state: Any, seen: dict[int, str], action: Any, lang: str) -> str:
    """The card an action plays or picks, described, when the decider sees it."""
    card = getattr(action, "card", getattr(action, "piece", -1))
    if isinstance(action, g.Move):
        card = action.pieces[0]
    if isinstance(action, Pick):
        card = action.piece
    if not isinstance(card, int) or card < 0 or card not in seen:
        return ""
    return describe_face(_face(state, card), lang, state.boost.get(card, 0))


QUICK: Final = Table("bot.grid", "present.QUICK", presenting.QUICK)
ENDS: Final[dict[Kind, tuple[str, str, str]]] = {  # key, action, label
    Kind.SUPPLY: ("no-supply", "pass", "quick_no_supply_grid"),
    Kind.USE: ("end-phase", "done", "quick_end"),
    Kind.MOVE: ("end-turn", "done", "quick_end_turn_grid"),
}


def quick_choices(state: Any, lang: str) -> list[Quick]:
    """The deciding player's one click: no supply, end the use phase, end the turn."""
    return presenting.quick_end(state, lang, ENDS, QUICK)
