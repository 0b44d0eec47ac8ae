"""The grid game in the bot: its presenter (present.py, words.py: verbs, log lines, the
squares an action touched, one-click choices), its rules summary (summary.toml), its built-in
opponent (ai.py), its self-play hooks and invariants (selfplay.py) and scenario hooks
(scenario/), registered as one ``Game`` through the ``rokumon.bot`` entry point. Every
printed effect is run by the engine.
"""

from __future__ import annotations

from bot.games import Game, Presenter, Scenario, SelfPlay, every_effect_automatic
from bot.grid import present
from bot.grid.ai import PASSING, SCALE, SensiblePlayer, evaluate
from bot.grid.scenario import check_expectations, parse_seat, start_position
from bot.grid.selfplay import ENDINGS, REVEALS, hidden_from, invariants, places
from bot.grid.words import GridLogWriter
from bot.presentation.summary import rules_from
from engine.kernel.words import Table

# the starter decks' titles (carddb/data/grid/decks), as a player picks one on Discord
STARTER_TITLES = Table("bot.grid", "STARTER_TITLES")

GAME = Game(
    id="grid",
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
        writer=GridLogWriter,
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
        tally=("Attacked", "attacks"),
        invariants=invariants,
    ),
    scenario=Scenario(
        start_position=start_position,
        check_expectations=check_expectations,
        parse_seat=parse_seat,
    ),
    is_automatic=every_effect_automatic,
    rules=rules_from("bot.grid"),
    starter_decks=("kouen_tsukikage", "suiju_hoshiyomi"),
    starter_titles=STARTER_TITLES,
)
