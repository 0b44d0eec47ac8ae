"""Repeated slash commands: a typed ``/play`` command applies at most once for the state it
was sent against.

A choice picked from autocomplete carries the state version it was offered for, so a
repeat of it is simply stale. A command typed without a version (``/play end``) carries
nothing, and a doubled send would otherwise apply twice: ``end-main``, then ``end-summon``.
The rule here: a command is a duplicate when the same user sent the identical command (same
slash command, same text) in the same channel, that earlier one was applied, and Discord
created this one before the earlier one's answer was posted, that is while the earlier one
was still being applied or right after, before its outcome could be seen. Creation and
answer times are both Discord snowflakes, so the comparison needs no clock of ours. A
command sent after the answer appeared is applied whatever it is: it was sent against the
state the player saw, so a legitimate second action is never refused. Here too: whether an
action names the state it was picked for, or is a resignation (which stands whatever state
was seen).
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import engine
from engine.kernel.actions import Action, Resign

# An interaction must be answered within seconds of its creation, so an answer this old can
# no longer be ahead of any command still arriving. A command still being applied is kept
# however long it takes: forgetting it would let its repeat through.
FORGET_AFTER = 60.0

# the longest value worth reading: an action (at most 200 characters in the notation), "@"
# and a version of at most 10 digits, with room for spaces around them
MAX_VALUE_CHARS = 220

Command = tuple[int, int, str]  # user id, channel id, the command as sent


def offered(text: str, version: int) -> str:
    """An action as offered in a list (autocomplete) for one state version: ``text@version``.
    Only the value carries the version; the label the player sees does not."""
    return f"{text}@{version}"


def split_offered(value: str) -> tuple[str, int | None]:
    """``(notation, version)`` of an offered value; ``(value, None)`` for typed text.

    Linear in the value's length and never raising, whatever was typed: a version is 1 to 10
    ASCII digits after the last ``@`` (no full-width digits, nothing ``int`` would refuse)."""
    text, at, version = value.strip().rpartition("@")
    if not at or not re.fullmatch(r"[0-9]{1,10}", version):
        return value, None
    return text.rstrip(), int(version)


@dataclass
class _Sent:
    answered: int | None  # the answer's snowflake (or the moment applied); None until applied
    at: float  # when it was recorded, on ``clock``


class RepeatGuard:
    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._sent: dict[Command, _Sent] = {}

    def begin(self, command: Command, created: int) -> bool:
        """Whether a command created at snowflake ``created`` may be applied; if so, it
        counts as being applied until ``end``."""
        now = self.clock()
        self._sent = {
            k: v for k, v in self._sent.items() if v.answered is None or now - v.at < FORGET_AFTER
        }
        earlier = self._sent.get(command)
        if earlier is not None and (earlier.answered is None or created < earlier.answered):
            return False
        self._sent[command] = _Sent(None, now)
        return True

    def applied(self, command: Command, at: int) -> None:
        """The command was applied at snowflake ``at`` (the moment the service wrote it): from
        now on it counts as applied, whatever happens to the board or the answer after."""
        self._sent[command] = _Sent(at, self.clock())

    def end(self, command: Command, answered: int | None) -> None:
        """The command is over: answered at snowflake ``answered``, or None when no answer
        was posted; one never applied is forgotten, as nothing it did can be repeated."""
        if answered is not None:
            self._sent[command] = _Sent(answered, self.clock())
        elif (sent := self._sent.get(command)) is not None and sent.answered is None:
            del self._sent[command]


def names_version(action: Action | str | list[str]) -> bool:
    """Whether the action says itself which state it was chosen for (a value picked from a
    list carries ``@version``)."""
    return isinstance(action, str) and split_offered(action)[1] is not None


def resigns(state: Any, action: Action | str) -> bool:
    if isinstance(action, Resign):
        return True
    try:
        return isinstance(action, str) and isinstance(engine.parse_action(state, action), Resign)
    except engine.NotationError:
        return False
