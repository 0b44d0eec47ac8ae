"""The rule that tells a repeated typed command from a new one (bot/service/repeats.py)."""

from __future__ import annotations

from bot.service.repeats import FORGET_AFTER, RepeatGuard


def test_the_guard_forgets_refused_commands_and_old_answers() -> None:
    now = [0.0]
    guard = RepeatGuard(clock=lambda: now[0])
    command = (1, 2, "play end")
    assert guard.begin(command, created=100)
    assert not guard.begin(command, created=101)  # the first is still being applied
    guard.end(command, answered=None)  # refused: nothing to repeat
    assert guard.begin(command, created=102)
    guard.end(command, answered=110)
    assert not guard.begin(command, created=105)  # sent before the answer
    assert guard.begin(command, created=111)  # sent after it
    guard.end(command, answered=120)
    assert guard.begin((1, 2, "play pass"), created=115)  # another command is not a repeat
    now[0] += FORGET_AFTER + 1
    assert guard.begin(command, created=119)  # long gone: never held against anyone


def test_a_command_still_being_applied_is_never_forgotten() -> None:
    now = [0.0]
    guard = RepeatGuard(clock=lambda: now[0])
    command = (1, 2, "play end")
    assert guard.begin(command, created=100)
    now[0] += FORGET_AFTER + 1  # a slow write, a slow board: still being applied
    assert not guard.begin(command, created=101)
    assert guard.begin((1, 2, "play pass"), created=102)  # pruning others still works


def test_a_command_applied_stays_applied_when_its_answer_fails() -> None:
    guard = RepeatGuard(clock=lambda: 0.0)
    command = (1, 2, "play end")
    assert guard.begin(command, created=100)
    guard.applied(command, at=110)  # the service applied it; then the board or answer failed
    guard.end(command, answered=None)
    assert not guard.begin(command, created=105)  # sent before it was applied: a repeat
    assert guard.begin(command, created=111)
