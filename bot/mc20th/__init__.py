"""mc20th in the bot: its presenter (present.py), its rules summary (summary.toml), its
built-in opponent (ai.py), its self-play hooks (selfplay.py) and scenario hooks (scenario/),
registered as one ``Game`` through the ``rokumon.bot`` entry point.
"""

from __future__ import annotations

from bot.games import Game, Presenter, Scenario, SelfPlay
from bot.mc20th import present
from bot.mc20th.ai import PASSING, SensiblePlayer
from bot.mc20th.evaluation import SCALE, evaluate, searches
from bot.mc20th.scenario.expect import check_expectations
from bot.mc20th.scenario.position import parse_seat, start_position
from bot.mc20th.selfplay import ENDINGS, REVEALS, hidden_from, zone_owners
from bot.moncolle.describe import describe_action
from bot.moncolle.present import card_names, deck_note, hand_lines
from bot.presentation.summary import rules_from
from engine.kernel.words import Table
from engine.moncolle.effects import is_automatic
from renderer.moncolle.log import FamilyLogWriter

# the starter decks' titles (carddb/data/mc20th/decks), as a player picks one on Discord
STARTER_TITLES = Table("bot.mc20th", "STARTER_TITLES")

GAME = Game(
    default=True,
    id="mc20th",
    present=Presenter(
        deck_note=deck_note,
        writer=FamilyLogWriter,
        verb_label=present.verb_label,
        words_label=present.words_label,
        action_label=present.action_label,
        card_names=card_names,
        public_lines=present.public_lines,
        highlight=present.highlight_areas,
        status_line=present.status_line,
        end_reason=present.end_reason,
        hand_lines=hand_lines,
        describe_action=describe_action,
        turn=present.turn,
        quick=present.quick_choices,
    ),
    smart_player=SensiblePlayer,
    passing=PASSING,
    evaluate=evaluate,
    search_scale=SCALE,
    # a match runs 500 actions: a rollout to its end took ten times as long as one
    # through the next turn, which won 7 of 10 against easy (4 of 8 to the end)
    search_turns=2,
    searches=searches,
    selfplay=SelfPlay(
        places=zone_owners,
        hidden_from=hidden_from,
        reveals=REVEALS,
        endings=ENDINGS,
        tally=("BattleStarted", "battles"),
    ),
    scenario=Scenario(
        start_position=start_position,
        check_expectations=check_expectations,
        parse_seat=parse_seat,
    ),
    is_automatic=is_automatic,
    rules=rules_from("bot.mc20th"),
    starter_decks=("guren", "soujun"),
    starter_titles=STARTER_TITLES,
)
