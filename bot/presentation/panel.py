"""The Act panel's pages: every legal action of the deciding player, laid out within
Discord's limits (a message has 5 rows; a row holds 5 buttons or one select of 25 options).

On the first page, the ruleset's one-click choices that are more than one plain action come
first (passing the rest of one's [条件] effects over several moments: bot/games.py ``Quick``),
then plain actions (a verb alone: end-main, attack, pass ...) are buttons and the others
fill one select per kind of action, as long as they fit. When they do not, the page groups
the actions by the next word of their notation, so the player picks the kind first (召喚,
進軍に加える ...), then the card, and so on: a group of one is the action itself, a larger
group opens its own page, laid out the same way. A page with more entries than its
selects hold is split into numbered pages; Back returns to the page above. Every page is a
``Place`` (the words chosen so far and a page number), small enough for a custom_id.

Pure layout from notation strings: bot/adapter/ui.py turns a ``Page`` into buttons and selects.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

MAX_ROWS = 5
ROW_BUTTONS = 5
MAX_OPTIONS = 25
BUTTON_ROWS = 2  # rows of plain-action buttons on the first page, at most
GO = "go:"  # an option value that opens a page; notation never contains ':'

Words = tuple[str, ...]
Label = Callable[[Words], str]
GroupLabel = Callable[[str, int], str]


@dataclass(frozen=True)
class Place:
    """A page of the panel: the notation words chosen so far, and which page of them."""

    prefix: Words = ()
    page: int = 0

    def encode(self) -> str:
        return f"{self.page}:{' '.join(self.prefix)}"

    @classmethod
    def decode(cls, text: str) -> Place:
        page, _, words = text.partition(":")
        return cls(tuple(words.split()), int(page))


@dataclass(frozen=True)
class Entry:
    """A select option: an action (its notation) or a group of actions (a page to open)."""

    label: str
    action: str | None = None
    place: Place | None = None

    @property
    def value(self) -> str:
        if self.action is not None:
            return self.action
        assert self.place is not None
        return GO + self.place.encode()


def read_value(value: str) -> str | Place:
    """What a chosen option means: the notation to apply, or the page to open."""
    return Place.decode(value.removeprefix(GO)) if value.startswith(GO) else value


@dataclass(frozen=True)
class Select:
    placeholder: str
    entries: tuple[Entry, ...]


@dataclass(frozen=True)
class Page:
    place: Place
    buttons: tuple[str, ...]  # plain actions, by their verb
    selects: tuple[Select, ...]
    back: Place | None = None
    previous: Place | None = None
    following: Place | None = None
    pages: int = 1
    quick: tuple[str, ...] = ()  # one-click choices before the buttons, by their key

    @property
    def button_rows(self) -> int:
        return -(-(len(self.quick) + len(self.buttons)) // ROW_BUTTONS)


def layout(
    texts: list[str],
    label: Label,
    place: Place,
    heading: str,
    group: GroupLabel,
    quick: Sequence[str] = (),
) -> Page:
    """The page at ``place`` for the legal actions ``texts`` (notation, in the engine's
    order); ``label`` names a run of notation words for the player, ``group`` an option
    that opens a group (its label and size); ``heading`` is the placeholder of a select
    that lists kinds of action; ``quick``: the keys of one-click choices to show first on
    the first page."""
    prefix = place.prefix
    under = [words for words in map(_words, texts) if words[: len(prefix)] == prefix]
    buttons: tuple[str, ...] = ()
    shortcuts: tuple[str, ...] = ()
    if not prefix:
        shortcuts = tuple(quick[: BUTTON_ROWS * ROW_BUTTONS])
        plain = [words[0] for words in under if len(words) == 1]
        buttons = tuple(plain[: BUTTON_ROWS * ROW_BUTTONS - len(shortcuts)])
        under = [words for words in under if not (len(words) == 1 and words[0] in buttons)]
    rows = MAX_ROWS - -(-(len(shortcuts) + len(buttons)) // ROW_BUTTONS)
    back = Place(prefix[:-1]) if prefix else None
    flat = _flat(under, label, prefix)
    if len(flat) <= rows - (back is not None):
        return Page(place, buttons, tuple(flat), back, quick=shortcuts)
    entries = _grouped(under, label, group)
    fits = MAX_OPTIONS * (rows - (back is not None))
    per_page = len(entries) if len(entries) <= fits else MAX_OPTIONS * (rows - 1)
    pages = -(-len(entries) // per_page)
    number = max(0, min(place.page, pages - 1))
    shown = entries[number * per_page : (number + 1) * per_page]
    placeholder = f"{label(prefix)}…" if prefix else heading
    selects = [
        Select(placeholder, tuple(shown[start : start + MAX_OPTIONS]))
        for start in range(0, len(shown), MAX_OPTIONS)
    ]
    return Page(
        Place(prefix, number),
        buttons,
        tuple(selects),
        back,
        Place(prefix, number - 1) if number > 0 else None,
        Place(prefix, number + 1) if number < pages - 1 else None,
        pages,
        shortcuts,
    )


def _words(text: str) -> Words:
    return tuple(text.split())


def _shared(under: list[Words]) -> int:
    """How many first words every one of these actions has in common."""
    if not under:
        return 0
    depth = 0
    while all(len(w) > depth and w[depth] == under[0][depth] for w in under):
        depth += 1
    return depth


def _flat(under: list[Words], label: Label, prefix: Words) -> list[Select]:
    """The actions themselves, in selects of 25: on the first page one run per verb."""
    runs: dict[Words, list[Words]] = {}
    for words in under:
        runs.setdefault(prefix or words[:1], []).append(words)
    selects = []
    for key, members in runs.items():
        chunks = range(0, len(members), MAX_OPTIONS)
        for part, start in enumerate(chunks, start=1):
            mark = f" ({part}/{len(chunks)})" if len(chunks) > 1 else ""
            options = tuple(
                Entry(label(words), action=" ".join(words))
                for words in members[start : start + MAX_OPTIONS]
            )
            selects.append(Select(label(key) + mark, options))
    return selects


def _grouped(under: list[Words], label: Label, group: GroupLabel) -> list[Entry]:
    """One entry per next word after the words all these actions share (``discard`` when
    every action is a discard): the action when it is alone, else a page of its own."""
    depth = _shared(under)
    groups: dict[Words, list[Words]] = {}
    for words in under:
        # an action that is the shared words themselves stands alone, keyed by all of them
        groups.setdefault(words[: depth + 1], []).append(words)
    entries = []
    for key, members in groups.items():
        if len(members) == 1:
            entries.append(Entry(label(members[0]), action=" ".join(members[0])))
        else:
            entries.append(Entry(group(label(key)[:90], len(members)), place=Place(key)))
    return entries
