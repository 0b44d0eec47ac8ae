"""Deus in the bot: its presenter (present.py, words.py, draft.py: the faction buttons and
the private deck-building form), its rules summary (summary.toml), its built-in opponent
(ai.py), its self-play hooks and invariants (selfplay.py, invariants.py) and scenario hooks
(scenario/), registered as one ``Game`` through the ``rokumon.bot`` entry point.
"""

from __future__ import annotations

from bot.deus import draft, present
from bot.deus.ai import PASSING, SensiblePlayer
from bot.deus.evaluation import SCALE, evaluate, searches
from bot.deus.invariants import invariants
from bot.deus.scenario import check_expectations, parse_seat, start_position
from bot.deus.selfplay import ENDINGS, REVEALS, hidden_from, places
from bot.deus.words import DeusLogWriter
from bot.games import Game, Presenter, Scenario, SelfPlay
from bot.moncolle.describe import describer
from bot.moncolle.present import card_names, deck_note, hand_lines
from bot.presentation.summary import rules_from
from engine.deus import actions as d
from engine.kernel.words import Table
from engine.moncolle.effects import is_automatic

# the starter decks' titles (carddb/data/deus/decks), as a player picks one on Discord
STARTER_TITLES = Table("bot.deus", "STARTER_TITLES")
# the beginner option [R17]
OPTIONS = Table("bot.deus", "OPTIONS")

GAME = Game(
    id="deus",
    present=Presenter(
        deck_note=deck_note,
        verb_label=present.verb_label,
        words_label=present.words_label,
        action_label=present.action_label,
        card_names=card_names,
        public_lines=present.public_lines,
        highlight=present.highlight_areas,
        status_line=present.status_line,
        end_reason=present.end_reason,
        hand_lines=hand_lines,
        describe_action=describer({d.SummonTo: "card", d.SummonInto: "card"}),
        turn=present.turn,
        quick=present.quick_choices,
        form=draft.form,
        form_actions=draft.form_actions,
        deck_actions=draft.deck_actions,
        writer=DeusLogWriter,
    ),
    smart_player=SensiblePlayer,
    passing=PASSING,
    evaluate=evaluate,
    search_scale=SCALE,
    # a rollout through the next turn, judged there: 9 of 10 against easy, in a tenth of
    # the time a rollout to the match's end takes
    search_turns=2,
    searches=searches,
    selfplay=SelfPlay(
        places=places,
        hidden_from=hidden_from,
        reveals=REVEALS,
        endings=ENDINGS,
        tally=("BattleStarted", "battles"),
        invariants=invariants,
    ),
    scenario=Scenario(
        start_position=start_position,
        check_expectations=check_expectations,
        parse_seat=parse_seat,
        seat_fields=frozenset({"a"}),  # player A of a draft [D-DECK-2a]
    ),
    is_automatic=is_automatic,
    rules=rules_from("bot.deus"),
    starter_decks=("enkan_suifuu", "shinchou_yakage"),
    starter_titles=STARTER_TITLES,
    options=OPTIONS,
)
