"""Kokuryoku's player-facing sentences: the refusal keys of the door and of surprise cards
here, each phase module's own (its ``MESSAGES``), and the names of the decisions, in the
package's catalogs (engine/kokuryoku/locale/); the package registers them with the kernel's
tables when imported.
"""

from __future__ import annotations

from typing import Final

from engine.kernel.words import Table
from engine.kokuryoku import activation, attack, endphase, invasion, power, setup

OWN: Final = Table("engine.kokuryoku", "messages.OWN")

MESSAGES: Final = Table.gathering(
    OWN,
    setup.MESSAGES,
    power.MESSAGES,
    activation.MESSAGES,
    invasion.MESSAGES,
    attack.MESSAGES,
    endphase.MESSAGES,
)

DECISION_NAMES: Final = Table("engine.kokuryoku", "messages.DECISION_NAMES")
