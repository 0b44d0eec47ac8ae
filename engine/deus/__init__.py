"""モンコレDeus rulebook v2.00: ruleset ``deus`` (map: ../shared/rules/deus-map.md).

Built on the family layer (engine/moncolle: the chain, declaration, resolution, effects,
triggers, damage, limits, queries) with Deus's own modules: the draft [D-DECK-*], setup
[D-SET-*], the turn [D-TURN-*] with its end checks (victory [D-END-1][R8], judgement
[D-END-J0..J6][R9]), advance and interception [D-ADV-*][D-INT-*], control markers
[D-CTRL-*], summoning and rearrangement [D-TURN-4], the battle and its outcomes
[D-BAT-*][D-POST-*], rituals [D-RIT-*], routing (the timings each decision opens
[D-TIM-*]), its board [D-BOARD-*][R1], policy (its answers to the family layer), decisions,
view and notation.
"""

from __future__ import annotations

from typing import Final

from engine.deus import determinize, notation, rules, setup, view
from engine.deus.messages import DECISION_NAMES, MESSAGES
from engine.deus.policy import POLICY
from engine.deus.state import MatchState
from engine.kernel import messages
from engine.kernel.words import Table
from engine.moncolle import policy
from engine.moncolle.messages import DECISION_NAMES as FAMILY_DECISIONS
from engine.moncolle.messages import MESSAGES as FAMILY_MESSAGES
from engine.moncolle.messages import WORDS
from engine.moncolle.ruleset import fields
from engine.registry import Ruleset

messages.register(FAMILY_MESSAGES, FAMILY_DECISIONS, WORDS)
messages.register(MESSAGES, DECISION_NAMES)
policy.register("deus", POLICY)

NAMES: Final = ("deus", Table("engine.deus", "TITLES")["title"])
RULESET = Ruleset(
    **fields(NAMES, MatchState, (setup, rules, view, notation), determinize.determinize)
)
