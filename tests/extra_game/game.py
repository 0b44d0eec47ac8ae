"""The extra game in the bot: a presenter from the shared presenter pieces
(bot/presentation/presenting.py), a log writer on renderer/log.py's, a greedy built-in player
on bot/players/basic.py's, self-play hooks and invariants, and scenario hooks whose position
is a list of pieces and squares per side; one ``bot.games.Game``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from typing import Any, Final

import msgspec

import engine
from bot.games import Game, Presenter, Scenario, SelfPlay, every_effect_automatic
from bot.players.basic import GreedyPlayer
from bot.presentation import presenting
from bot.presentation.i18n import t
from bot.tools.scenario.cards import parse_seat
from bot.tools.scenario.checks import SHARED, check_table
from bot.tools.scenario.schema import ScenarioError, Specs, convert
from carddb.decklist import CardIndex
from engine.kernel.actions import Action
from engine.kernel.events import Event
from engine.kernel.messages import decision_name
from engine.kernel.staged import Pick
from engine.kernel.state import CardInstance, MatchSetup, other
from engine.kernel.words import Table
from extra_game.rules import BOARD, RULESET_ID, Captured, Moved, State, View, is_king, owner
from renderer.log import LogWriter

# its words, in tests/extra_game/locale/
VERBS: Final = Table("extra_game", "game.VERBS")
ENDINGS: Final = Table("extra_game", "game.ENDINGS")
PHASES: Final = Table("extra_game", "game.PHASES")
DESCRIPTIONS: Final = Table("extra_game", "game.DESCRIPTIONS")


class ToyLogWriter(LogWriter):
    lines = Table("extra_game", "game.LINES", LogWriter.lines)

    def _Moved(self, event: Moved) -> str:
        start, to = BOARD.label(event.start), BOARD.label(event.to)
        return self.said("moved", piece=self.face(event.piece), start=start, to=to)

    def _Captured(self, event: Captured) -> str:
        return self.said("captured", piece=self.face(event.piece))


WORDING: Final = presenting.Wording(VERBS, ToyLogWriter)


def highlight(state: Any, events: Iterable[Event]) -> list[str]:
    found = [BOARD.label(s) for e in events if isinstance(e, Moved) for s in (e.start, e.to)]
    return list(dict.fromkeys(found))


def status_line(state: Any, names: tuple[str, str], lang: str) -> str:
    decision = engine.decision(state)
    who = ""
    if decision.actor >= 0:
        what = decision_name(decision.kind.value, lang)
        who = t("decider", lang, name=names[decision.actor], what=what)
    phase = PHASES.say("over" if state.result else "on", lang)
    return t("status_line", lang, turn=state.turn, phase=phase, decider=who)


def describe_action(state: Any, seen: dict[int, str], action: Any, lang: str) -> str:
    piece = getattr(action, "piece", -1)
    if not isinstance(piece, int) or piece not in seen:
        return ""
    return DESCRIPTIONS.say("king" if is_king(state, piece) else "mover", lang)


PRESENTER: Final = Presenter(
    verb_label=WORDING.verb_label,
    words_label=WORDING.words_label,
    action_label=WORDING.action_label,
    card_names=presenting.card_names,
    public_lines=WORDING.public_lines,
    highlight=highlight,
    status_line=status_line,
    end_reason=lambda reason, lang: ENDINGS.word(reason, lang),
    hand_lines=lambda state, seat, lang: [],
    describe_action=describe_action,
    turn=lambda state: (state.turn, state.active),
    writer=ToyLogWriter,
)


def evaluate(seen: View, seat: int) -> float:
    """Material from ``seat``'s side: a king is worth the game."""
    if seen.result is not None:
        return 10_000.0 if seen.result.winner == seat else -10_000.0
    score = 0.0
    for card in seen.squares:
        if card is not None:
            worth = 100 if seen.catalog[card.def_id].king else 5
            score += worth if seen.owners[card.id] == seat else -worth
    return score


class ToyPlayer(GreedyPlayer):
    """Greedy through each pick to its best move; a turn is one move, so it never ends a
    step by standing still."""

    def __init__(self, rng: random.Random) -> None:
        super().__init__(rng, evaluate)

    def choose(self, state: Any, seat: int) -> Action:
        legal = engine.legal_actions(state)
        planned = self.planned(legal)
        if planned is not None:
            return planned
        if state.picked >= 0 or not any(isinstance(x, Pick) for x in legal):
            return self.best(state, seat, legal)
        options = []
        for pick in (x for x in legal if isinstance(x, Pick)):
            picked, _ = engine.apply(state, pick)
            moves = [x for x in engine.legal_actions(picked) if hasattr(x, "to")]
            options += [(self.score(engine.apply(picked, m)[0], seat), pick, m) for m in moves]
        top = max(score for score, _, _ in options)
        _, pick, self._planned = self.rng.choice([o for o in options if o[0] == top])
        return pick


def places(state: State) -> Iterator[tuple[int, str]]:
    for piece, where in state.at.items():
        yield piece, f"square {BOARD.label(where)}"
    for piece in state.taken:
        yield piece, f"P{owner(state, piece) + 1}.taken"


def invariants(state: State) -> list[str]:
    """Kings: one a side while the match goes on, and a taken king ends it."""
    errors = []
    for seat in (0, 1):
        kings = [p for p in state.at if owner(state, p) == seat and is_king(state, p)]
        if len(kings) > 1:
            errors.append(f"P{seat + 1} has {len(kings)} kings")
        if not kings and (state.result is None or state.result.winner != other(seat)):
            errors.append(f"P{seat + 1} lost its king but the match did not end")
    if len(set(state.at.values())) != len(state.at):
        errors.append("two pieces share a square")
    return errors


class Position(msgspec.Struct, forbid_unknown_fields=True):
    """``[position]``: each side's pieces as ``name square`` (labelled #1.. in order)."""

    P1: Specs = []
    P2: Specs = []
    active: str = "P1"


def start_position(
    table: dict[str, Any], index: CardIndex, seed: int
) -> tuple[State, dict[int, int], list[Event]]:
    position: Position = convert(table, Position, "position", "position")
    cards, at, catalog = [], {}, {}
    for seat, specs in enumerate((position.P1, position.P2)):
        for spec in specs:
            name, _, where = spec.rpartition(" ")
            face = index.find(name)
            if face is None or isinstance(face, list):
                raise ScenarioError(f"position.P{seat + 1}: no single card named '{name}'")
            catalog[face.id] = face
            at[len(cards)] = BOARD.parse(where)
            cards.append(CardInstance(face.id, seat))
    setup = MatchSetup(RULESET_ID, seed, catalog, tuple(cards), ((), ()))
    state = State(setup=setup, at=at, active=parse_seat(position.active, "position.active"))
    return state, {n + 1: n for n in range(len(cards))}, []


CHECKS: Final = {k: v for k, v in SHARED.items() if k not in ("phase", "absent")}
GAME: Final = Game(
    id=RULESET_ID,
    present=PRESENTER,
    smart_player=ToyPlayer,
    evaluate=evaluate,
    search_scale=3.0,
    passing=frozenset({"Unpick"}),
    selfplay=SelfPlay(
        places=places,
        hidden_from=lambda state, viewer: set(),
        endings=tuple(ENDINGS),
        tally=("Captured", "captures"),
        invariants=invariants,
    ),
    scenario=Scenario(
        start_position=start_position,
        check_expectations=lambda run, expect, where: check_table(run, expect, where, CHECKS),
        parse_seat=parse_seat,
    ),
    is_automatic=every_effect_automatic,
    starter_decks=("red", "blue"),
    starter_titles=Table("extra_game", "game.STARTER_TITLES"),
)
