"""The kernel's message tables: every refusal and notation-error key, the names of decisions,
and the printed words a refusal quotes, each a table of the catalogs (engine/kernel/words.py).
The kernel's own keys are here; each ruleset adds its tables when its package is imported
(a key given twice with other words is refused).

One formatter, so the console and the Discord bot say the same thing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from engine.kernel.words import Phrase, Table


@dataclass(frozen=True, slots=True)
class InBoth:
    """A parameter whose value has words in both languages (a name a card set gives in
    Japanese and English, such as a Deus faction's): said in the reader's."""

    ja: str
    en: str

    def in_(self, lang: str) -> str:
        return self.ja if lang == "ja" else self.en


KERNEL: Final = Table("engine.kernel", "messages.KERNEL")

DECISIONS: Final = Table("engine.kernel", "messages.DECISIONS")

_MESSAGES: Final = Table.gathering(KERNEL)
_DECISIONS: Final = Table.gathering(DECISIONS)
_WORDS: Final = Table.gathering()
# the parameters whose value is a decision's kind or a printed word, said in the reader's
# language; every other one (a typed token, a card id, an area) is said as it is
_WORD_PARAMS: Final = ("expected", "actor", "move")


def register(
    messages: Mapping[str, Phrase],
    decisions: Mapping[str, Phrase] | None = None,
    words: Mapping[str, Phrase] | None = None,
) -> None:
    """Add a ruleset's sentences, decision names and the printed words its refusals quote
    (a unit's advance type ...); a key said twice differently is a bug."""
    _MESSAGES.add(messages)
    _DECISIONS.add(decisions or {})
    _WORDS.add(words or {})


def tables() -> dict[str, Table]:
    """Every registered table by name, for the test that each has both languages."""
    return {"messages": _MESSAGES, "decisions": _DECISIONS, "words": _WORDS}


def decision_name(kind: str, lang: str) -> str:
    return _DECISIONS.word(kind, lang)


def render(key: str, lang: str, params: Mapping[str, object]) -> str:
    """The sentence for ``key`` in ``lang``; an unknown key is said as it is."""
    if key not in _MESSAGES:
        return key
    values = {
        name: value.in_(lang) if isinstance(value, InBoth) else value
        for name, value in params.items()
    }
    for name in _WORD_PARAMS:
        value = values.get(name)
        if isinstance(value, str):
            found = _DECISIONS if value in _DECISIONS else _WORDS
            values[name] = found.word(value, lang)
    return _MESSAGES.say(key, lang, **values)
