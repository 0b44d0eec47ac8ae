"""What the bot and its tools take from each ruleset, by id: the presenter (verbs, labels,
log lines, status line), the built-in players, the self-play invariants, the scenario hooks
and the card check. A game plugs in its ``bot/<id>/`` package through the ``rokumon.bot``
entry point group (pyproject.toml), loaded the first time a ruleset is asked for; shared code
never asks which game it runs (docs/architecture.md "Registries").
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from carddb.decklist import CardIndex
from carddb.decks import Deck
from engine.kernel.actions import Action
from engine.kernel.events import Event
from engine.kernel.game import GameState
from engine.kernel.words import Table
from engine.registry import Plugins
from renderer.log import LogWriter


class Player(Protocol):
    def choose(self, state: GameState, seat: int) -> Action: ...


@dataclass(frozen=True)
class Quick:
    """A one-click choice for a frequent step (issue 10 item 4): keep the formation, end the
    phase, pass the rest of one's [条件] effects. The bot shows it on the board and on the
    Act panel, and applies ``action`` through the match service like any click; while the
    same player still decides, ``then`` names the next action of the choice in the state
    reached (None: done), each one checked against the legal actions before it is applied."""

    key: str  # names it in a custom_id: lower-case letters and '-'
    label: str  # what the button says, in the language asked for
    action: str  # the notation of its first (often its only) action
    then: Callable[[Any], str | None] | None = None  # None: a single action


def no_quick(_state: Any, _lang: str) -> Sequence[Quick]:
    return ()


@dataclass(frozen=True)
class FormSelect:
    """One private multi-choice of a form: pick exactly ``count`` of ``options`` (label,
    value, description); ``key`` names it in a custom_id (lower-case letters, digits, '-')."""

    key: str
    placeholder: str
    options: Sequence[tuple[str, str, str]]
    count: int


@dataclass(frozen=True)
class Form:
    """A decision a game takes as a private form rather than the Act panel's steps (Deus's
    deck building: 15 of a faction's 20 cards in one select, D-DECK-3c). Each select is
    submitted on its own and becomes several actions applied as one step."""

    heading: str
    selects: Sequence[FormSelect]


def no_form(_state: Any, _seat: int, _lang: str) -> Form | None:
    return None


def no_form_actions(_state: Any, _seat: int, _key: str, _values: Sequence[str]) -> list[str]:
    return []


# a saved deck turned into a game's actions, or the reason it cannot be: (i18n key, params)
DeckActions = Callable[[Any, int, Any], tuple[list[str], tuple[str, dict[str, str]] | None]]


@dataclass(frozen=True)
class Presenter:
    """The words of a match in a language (``ja``/``en``), from what a viewer may see."""

    verb_label: Callable[[Any, str, str], str]  # state, verb, lang
    words_label: Callable[[Any, Sequence[str], dict[int, str], str], str]  # a notation's words
    action_label: Callable[[Any, dict[int, str], Action, str], str]
    card_names: Callable[[Any, int, str], dict[int, str]]  # every face a seat sees, by id
    public_lines: Callable[[Any, Iterable[Event], str], list[str]]  # a spectator's log lines
    highlight: Callable[[Any, Iterable[Event]], list[str]]  # places the last action touched
    status_line: Callable[[Any, tuple[str, str], str], str]  # turn, phase, who decides what
    end_reason: Callable[[str, str], str]  # a Result's reason, named
    hand_lines: Callable[[Any, int, str], list[str]]  # a seat's hand, a card a line
    describe_action: Callable[[Any, dict[int, str], Action, str], str]  # one line, ≤ 100 chars
    turn: Callable[[Any], tuple[int, int]]  # the turn's number and whose it is (-1: nobody's)
    # the deciding player's one-click choices (state, lang), judged on what everyone may
    # see: the board message, which everyone sees, carries them
    quick: Callable[[Any, str], Sequence[Quick]] = no_quick
    # a private form for the deciding seat (state, seat, lang), and each select's actions
    form: Callable[[Any, int, str], Form | None] = no_form
    form_actions: Callable[[Any, int, str, Sequence[str]], list[str]] = no_form_actions
    deck_actions: DeckActions | None = None  # a form may take one of the player's saved decks
    # the log writer for any reader (face, unit, lang): the console's lines for each seat
    writer: Callable[[Callable[[Any], str], Callable[[int], str], str], LogWriter] = LogWriter
    # what a saved deck holds besides its card count, in a few words (deck, its card
    # index, lang): ``/deck import`` says it after the count; "" for nothing more
    deck_note: Callable[[Deck, CardIndex, str], str] = lambda _deck, _index, _lang: ""


@dataclass(frozen=True)
class SelfPlay:
    """What self-play checks of this game beyond the shared invariants (bot/tools/selfplay.py)."""

    places: Callable[[Any], Iterator[tuple[int, str]]]  # every card and where; "P1.x" is seat 0's
    hidden_from: Callable[[Any, int], set[int]]  # card ids a viewer may not see
    reveals: Collection[str] = ()  # event types whose purpose is to show hidden cards
    endings: Sequence[str] = ()  # the reasons a match ends, counted in the summary line
    tally: tuple[str, str] = ("", "")  # an event type counted, and its name in the summary
    invariants: Callable[[Any], list[str]] = lambda state: []  # the game's own, after each step


@dataclass(frozen=True)
class Scenario:
    """Scenario files of this game (docs/scenarios.md)."""

    start_position: Callable[[Any, Any, int], tuple[Any, dict[int, int], list[Event]]]
    check_expectations: Callable[[Any, Any, str], list[str]]
    parse_seat: Callable[[str, str], int]
    # event fields naming a seat beyond the shared ones (the runner writes them P1/P2)
    seat_fields: frozenset[str] = frozenset()


def no_rules(_lang: str) -> Sequence[str]:
    return ()


def every_effect_automatic(_ability: Any) -> bool:
    """A game whose every printed effect is data the engine runs (grid, kokuryoku)."""
    return True


@dataclass(frozen=True)
class Game:
    id: str
    present: Presenter
    smart_player: Callable[[random.Random], Player]  # ``rokumon play --vs-ai``, self-play
    passing: Collection[str]  # action kinds that end a step, for the random player
    # a seat's view judged from that seat's side (any scale; ``search_scale`` is a clear
    # advantage on it): what the practice opponent plays towards (issue 24)
    evaluate: Callable[[Any, int], float]
    search_scale: float
    selfplay: SelfPlay
    scenario: Scenario
    is_automatic: Callable[[Any], bool]  # whether the engine runs a printed ability itself
    starter_decks: tuple[str, str]  # shipped deck names for P1 and P2 (carddb/data/<id>/decks)
    # each starter deck's title by name: a player with no deck of their own picks one by it
    # on Discord, or copies it with /deck starter (bot/service/starters.py)
    starter_titles: Table = field(default_factory=Table.gathering)
    # each match setting (carddb's ``DeckRules.options``) by name: its words in the lobby, and
    # under ``<name>.command`` as /match challenge's ``option`` choice (English first there,
    # the command's words; bot/adapter/translator.py says it in the client's language)
    options: Table = field(default_factory=Table.gathering)
    # the rules summary in a language (``/match rules``, ``rokumon rules``), a rule a line,
    # each naming its rule id; a rule filled in by a documented variant is marked as such
    rules: Callable[[str], Sequence[str]] = no_rules
    # whether the practice opponent looks ahead at a step (state): the steps before the
    # board's, where the evaluation sees no board yet (Deus's draft), are the easy
    # player's, and so are steps where looking ahead seldom changes the choice for its cost
    searches: Callable[[Any], bool] = lambda _state: True
    # the turns a practice opponent's rollout plays through before the evaluation judges it
    # (0: to the end of the match; 1: to the end of the turn in progress; 2: through the
    # next turn too): a game of hundreds of actions a match judges after a turn or two
    search_turns: int = 0
    # the game the tools play, and a scenario file is about, when none is named: one game
    # of those plugged in says so (the host's first game, mc20th)
    default: bool = False


_GAMES: Plugins[Game] = Plugins(
    "rokumon.bot", "the bot has no presenter for ruleset '{id}' (known: {known})"
)
register = _GAMES.register
get = _GAMES.get
ids = _GAMES.ids


def of(state: Any) -> Game:
    return get(state.setup.ruleset)


def default_id() -> str:
    """The id of the game whose registry entry says it is the default."""
    chosen = [r for r in _GAMES.ids() if get(r).default]
    if len(chosen) != 1:
        raise LookupError(f"exactly one game must be the default, not {chosen or 'none'}")
    return chosen[0]
