"""The engine's error kinds (STYLE.md): refused actions, bad notation, broken invariants.

A refusal or a notation error carries a message key and parameters so that every front end
can say it in the player's language (engine/kernel/messages.py holds Japanese and English for
each key: the kernel's own, and each ruleset's registered tables).
"""

from __future__ import annotations

from engine.kernel.messages import render


class Refusal:
    """Why an action is not legal now; cheap to build, raised only by ``apply``."""

    __slots__ = ("key", "params")

    def __init__(self, key: str, params: dict[str, object]) -> None:
        self.key = key
        self.params = params

    def message(self, lang: str = "en") -> str:
        return render(self.key, lang, self.params)

    def __repr__(self) -> str:
        return f"Refusal({self.key!r}, {self.params!r})"


def refuse(key: str, **params: object) -> Refusal:
    return Refusal(key, params)


class IllegalActionError(ValueError):
    """An action that is not allowed now; ``str()`` is English, ``message("ja")`` Japanese."""

    def __init__(self, refusal: Refusal, action_text: str = "") -> None:
        self.refusal = refusal
        self.action_text = action_text
        super().__init__(refusal.message("en"))

    @property
    def key(self) -> str:
        return self.refusal.key

    def message(self, lang: str = "ja") -> str:
        return self.refusal.message(lang)


class NotationError(ValueError):
    """Text that is not an action in the notation (a game's notation.py); like a refusal it
    carries a message key and parameters: ``str()`` is English, ``message("ja")`` Japanese.
    A key with no entry in the message tables is a sentence said as it is."""

    def __init__(self, key: str, **params: object) -> None:
        self.key = key
        self.params = params
        super().__init__(render(key, "en", params))

    def message(self, lang: str = "ja") -> str:
        return render(self.key, lang, self.params)


class InvariantError(RuntimeError):
    """A bug: the state broke one of the engine's own invariants. Freeze the match."""
