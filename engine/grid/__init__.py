"""The grid card game (rulebook 002, map: ../shared/rules/grid-map.md): ruleset ``grid``.

Built on the kernel alone (not the Monster Collection family layer): its board and the shapes
laid out on it [G-2.1][G-R1][G-R8][G-R16] (board.py), card kinds and effect language
(cards.py), state (state.py), zones and the checks every rule asks (zones.py), setup
[G-3.*] (setup.py), the turn [G-5.*] (turn.py), the use phase [G-5.3][G-8.2][G-9.2][G-10.*]
[G-11.*] (use.py), movement and battle [G-6.*][G-9.*] (move.py), effects and triggers
[G-10.*][G-FAQ-7][G-R17] (effects.py, triggers.py), the door and victory [G-1.*][G-R14]
(rules.py), decisions, view [G-R19] and notation.
"""

from __future__ import annotations

from engine.grid import determinize, notation, rules, setup, view
from engine.grid.messages import DECISION_NAMES, MESSAGES
from engine.grid.state import GridState
from engine.kernel import messages
from engine.kernel.door import sample_chance
from engine.kernel.words import Table
from engine.registry import Ruleset

messages.register(MESSAGES, DECISION_NAMES)

RULESET = Ruleset(
    id="grid",
    title=Table("engine.grid", "TITLES")["title"],
    state_type=GridState,
    new_match=setup.new_state,
    decision=rules.DOOR.decision,
    legal_actions=rules.legal_actions,
    check=rules.check,
    apply=rules.apply,
    copy=rules.DOOR.clone,
    determinize=determinize.determinize,
    sample_chance=sample_chance,
    trivial_pass=rules.trivial_pass,
    view=view.view,
    format_action=notation.format_action,
    parse_action=notation.parse,
)
