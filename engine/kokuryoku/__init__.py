"""The national-power game (rulebook 004, fragments; map: ../shared/rules/kokuryoku-map.md):
ruleset ``kokuryoku``. Every rule the fragments state [K-*], and the lost pages filled in by
the documented variant [KV-1]..[KV-19].

Built on the kernel alone: the 3x4 map with its sortie squares and offset ranges [KV-1][KV-2]
(board.py), card kinds (cards.py), state with morale chips [KV-6] (state.py), zones and chips
(zones.py), setup and the redraw [K-3.*][K-1.*][KV-19] (setup.py), the turn marker
[K-3.10] (turn.py), both players' power phases [K-4.3][K-5.*][KV-4][KV-5] (power.py), the
invasion phase [K-6.*][KV-11]..[KV-13] (invasion.py), attacks with their surprise window,
counter and removal [KV-7]..[KV-10] (attack.py, surprise.py), the end phase with generation
change, 修練, 象徴 and the hand limit [K-7.*][KV-15][KV-16] (endphase.py), the door (rules.py),
decisions, view and notation.
"""

from __future__ import annotations

from engine.kernel import messages as kernel_messages
from engine.kernel.determinize import determinized
from engine.kernel.door import sample_chance
from engine.kernel.words import Table
from engine.kokuryoku import notation, rules, setup, view
from engine.kokuryoku.messages import DECISION_NAMES, MESSAGES
from engine.kokuryoku.state import KokuState
from engine.registry import Ruleset

kernel_messages.register(MESSAGES, DECISION_NAMES)

RULESET = Ruleset(
    id="kokuryoku",
    title=Table("engine.kokuryoku", "TITLES")["title"],
    state_type=KokuState,
    new_match=setup.new_state,
    decision=rules.DOOR.decision,
    legal_actions=rules.legal_actions,
    check=rules.check,
    apply=rules.apply,
    copy=rules.DOOR.clone,
    determinize=lambda state, seat, rng: determinized(
        state, seat, rng, (view.view, rules.DOOR.clone)
    ),
    sample_chance=sample_chance,
    trivial_pass=rules.trivial_pass,
    view=view.view,
    format_action=notation.format_action,
    parse_action=notation.parse,
)
