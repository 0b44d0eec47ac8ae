"""Kokuryoku in the bot: its presenter (present.py, words.py: verbs, log lines, the squares an
action touched, the status line with the turn marker apart from the phase, one-click ends),
its rules summary with every variant rule marked (summary.toml), its built-in opponent
(ai.py), its self-play hooks and invariants with chip conservation (selfplay.py) and scenario
hooks (scenario/), registered as one ``Game`` through the ``rokumon.bot`` entry point.
"""

from __future__ import annotations

from bot.games import Game, Presenter, Scenario, SelfPlay, every_effect_automatic
from bot.kokuryoku import present
from bot.kokuryoku.ai import PASSING, SCALE, SensiblePlayer, evaluate
from bot.kokuryoku.scenario import check_expectations, parse_seat, start_position
from bot.kokuryoku.selfplay import ENDINGS, REVEALS, hidden_from, invariants, places
from bot.kokuryoku.words import KokuLogWriter
from bot.presentation.summary import rules_from
from engine.kernel.words import Table

# the starter decks' titles (carddb/data/kokuryoku/decks), as a player picks one on Discord
STARTER_TITLES = Table("bot.kokuryoku", "STARTER_TITLES")

GAME = Game(
    id="kokuryoku",
    present=Presenter(
        verb_label=present.verb_label,
        words_label=present.words_label,
        action_label=present.action_label,
        card_names=present.card_names,
        public_lines=present.public_lines,
        highlight=present.highlight,
        status_line=present.status_line,
        end_reason=present.end_reason,
        hand_lines=present.hand_lines,
        describe_action=present.describe_action,
        turn=present.turn,
        quick=present.quick_choices,
        writer=KokuLogWriter,
    ),
    smart_player=SensiblePlayer,
    passing=PASSING,
    evaluate=evaluate,
    search_scale=SCALE,
    selfplay=SelfPlay(
        places=places,
        hidden_from=hidden_from,
        reveals=REVEALS,
        endings=ENDINGS,
        tally=("AttackDeclared", "attacks"),
        invariants=invariants,
    ),
    scenario=Scenario(
        start_position=start_position,
        check_expectations=check_expectations,
        parse_seat=parse_seat,
    ),
    is_automatic=every_effect_automatic,
    starter_decks=("souryou", "kokuyou"),
    starter_titles=STARTER_TITLES,
    rules=rules_from("bot.kokuryoku"),
)
