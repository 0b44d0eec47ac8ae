"""Monster Collection TCG 20th Anniversary (モンコレ20th), rulebook v1.11: ruleset ``mc20th``.

Built on the family layer (engine/moncolle: the chain, declaration, resolution, effects,
triggers, damage [10-9][15], limits [17-4], queries [12-1..12-4][10-6-1]) with mc20th's own
modules by rulebook section: setup [8], turn [9][9-1][9-4][9-5][7][17-3], terrain
[9-2-1][5-3][5-4], advance [9-2-2], summon [9-3][10-1][4-2][12-4], battle [10-1..10-8],
routing (the timings each decision opens), rituals, board [5-2][9-2-2], policy (its answers
to the family layer), decision, view, notation.
"""

from __future__ import annotations

from typing import Final

from engine.kernel import messages
from engine.kernel.words import Table
from engine.mc20th import notation, rules, setup, view
from engine.mc20th.policy import POLICY
from engine.mc20th.state import MatchState
from engine.moncolle import policy
from engine.moncolle.messages import DECISION_NAMES, MESSAGES, WORDS
from engine.moncolle.ruleset import fields
from engine.registry import Ruleset

messages.register(MESSAGES, DECISION_NAMES, WORDS)
policy.register("mc20th", POLICY)

NAMES: Final = ("mc20th", Table("engine.mc20th", "TITLES")["title"])
RULESET = Ruleset(**fields(NAMES, MatchState, (setup, rules, view, notation)))
