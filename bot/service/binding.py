"""Which state a command that names none was sent for (issue 21: an action applies only to
the state its sender saw).

A typed ``/play pass`` carries no state version. It is bound, as it arrives, to the version
current when Discord created it; the match service refuses it (``moved_on``) if the match
moved on first. Discord's creation time is on Discord's clock and the match's write time on
this machine's, so the gap between the clocks is measured from the commands themselves: each
arrival's lead (this clock when its handler began, minus Discord's creation time) is the gap
plus that delivery's latency, and the least of the recent leads is the gap plus the quickest
delivery. Measures older than a few minutes are dropped, so a clock stepped since then is
learnt again from the next commands.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from datetime import datetime

SAMPLES = 16  # the last arrivals that measure the clocks' gap
FRESH_MS = 5 * 60 * 1000  # a measure older than this may predate a step of this clock


@dataclass(frozen=True)
class Sent:
    """When a command was sent: created, on Discord's clock; received (its handler began),
    on this machine's."""

    created: datetime
    received: datetime


class ClockGap:
    """The least recent lead of this machine's clock over Discord's creation times."""

    def __init__(self) -> None:
        self._leads: deque[tuple[int, int]] = deque(maxlen=SAMPLES)  # (received, lead), ms

    def lead(self, sent: Sent) -> int:
        """Measure one arrival and give the least lead of the fresh ones (it included)."""
        received = millis(sent.received)
        self._leads.append((received, received - millis(sent.created)))
        return min(lead for at, lead in self._leads if abs(received - at) <= FRESH_MS)


def seen_version(
    version: int, written: datetime, sent: Sent | None, gap: ClockGap, now: datetime
) -> int:
    """The version a command's sender could have seen: ``version`` (written at ``written``,
    this machine's clock) unless the command was created before that, then the one before,
    which the match has moved on from. Without ``sent`` (the console, the service's own
    callers) it is bound on arrival; a clock set back behind ``written`` says nothing, and
    binds on arrival too."""
    if sent is None:
        return version
    lead = gap.lead(sent)
    if millis(now) < millis(written):
        return version
    if millis(sent.created) + lead < millis(written):
        return version - 1
    return version


def millis(moment: datetime) -> int:
    return int(moment.timestamp() * 1000)
