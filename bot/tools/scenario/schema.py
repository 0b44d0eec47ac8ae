"""The shape of a scenario file (docs/scenarios.md), checked before anything is built.

A scenario is read from TOML into these records; a missing table takes its defaults, a
wrong type, an unknown key or a value out of bounds is a ``ScenarioError`` naming where it
is. Every size is bounded (the file, the number of steps, actions, cards and dice), so a
hostile or mistaken file can neither exhaust memory nor run for long. Card sets a scenario
names are read only from inside the scenario's own folder.

The ``[position]`` table is each game's own: it is kept here as a raw table (of at most
``MAX_KEYS`` keys) and read by the game's ``start_position`` with its own schema
(bot/<game>/scenario/schema.py) through ``convert``, which names errors by their place in
the file. The shared types below (``Seat``, ``Spec``, ``Specs``...) keep every game's
tables within the same bounds.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Annotated, Any, Literal, TypeVar, overload

import msgspec
from msgspec import Meta

MAX_FILE_BYTES = 256 * 1024
MAX_STEPS = 500
MAX_ACTIONS = 200  # per step, in ``do`` or ``refuse``
MAX_SPEC = 120  # characters of one card or unit text
MAX_LIST = 200  # cards in one zone, units in one area, rules, sets, dice per step
MAX_SETS = 8
MAX_KEYS = 40  # in the raw ``[position]`` table, before the game reads it

Seat = Literal["P1", "P2"]
Text = Annotated[str, Meta(max_length=MAX_SPEC)]
Spec = Annotated[str, Meta(min_length=1, max_length=MAX_SPEC)]
Specs = Annotated[list[Spec], Meta(max_length=MAX_LIST)]
Die = Annotated[int, Meta(ge=1, le=6)]
Count = Annotated[int, Meta(ge=0, le=10_000)]
Actions = Spec | Annotated[list[Spec], Meta(max_length=MAX_ACTIONS)]


class ScenarioError(ValueError):
    """A scenario file that cannot be read; the message says where."""


class Strict(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    pass


# mc20th's rulebook sections (``10-9-2``), an id from a rule map (``D-ADV-d``, ``G-1.1``,
# ``KV-18``: ../shared/rules/*-map.md) or one of a map's rulings (``R6``)
RULE_ID = r"^([0-9]{1,3}(-[0-9]{1,3}){0,4}|[A-Z]{1,3}(-[A-Za-z0-9.]{1,12}){1,4}|R[0-9]{1,3})$"


class Head(Strict):
    """``[scenario]``."""

    name: Annotated[str, Meta(max_length=300)] = ""
    # the game the file is about; none named: the default game (bot/games.py ``default_id``)
    ruleset: Annotated[str, Meta(max_length=40)] = ""
    rules: Annotated[
        list[Annotated[str, Meta(max_length=40, pattern=RULE_ID)]], Meta(max_length=MAX_LIST)
    ] = []
    sets: Annotated[list[Spec], Meta(max_length=MAX_SETS)] = []
    seed: Annotated[int, Meta(ge=0, lt=2**31)] = 1
    auto_pass: bool = True
    # queued before the start's own dice are rolled (a draft's or a preparation's), like a
    # step's ``dice``; what they leave is used by the steps' rolls
    dice: Annotated[list[Die], Meta(max_length=MAX_LIST)] = []


class Step(Strict):
    """One ``[[step]]``; ``expect`` is checked key by key (bot/tools/scenario/expect.py)."""

    dice: Annotated[list[Die], Meta(max_length=MAX_LIST)] = []
    do: Actions | None = None
    by: Seat | None = None
    refuse: Actions | None = None
    refuse_by: Seat | None = None
    reason: Text | None = None
    expect: dict[str, Any] = {}


class ScenarioFile(Strict):
    scenario: Head = msgspec.field(default_factory=Head)
    # the game's own table, read by its ``start_position`` (bot/<game>/scenario/)
    position: Annotated[dict[str, Any], Meta(max_length=MAX_KEYS)] = {}
    step: Annotated[list[Step], Meta(max_length=MAX_STEPS)] = []


T = TypeVar("T")


@overload
def convert(value: object, kind: type[T], where: str, at: str = "") -> T: ...


@overload
def convert(value: object, kind: Any, where: str, at: str = "") -> Any: ...


def convert(value: object, kind: Any, where: str, at: str = "") -> Any:
    """``value`` as ``kind``, or a ScenarioError naming ``where`` and what is wrong. ``at``
    is the value's place in the file (``position``) when it is a table of it, so that a
    path inside it reads as the file writes it (``position.P1.deck[0]``)."""
    try:
        return msgspec.convert(value, kind)
    except msgspec.ValidationError as exc:
        raise ScenarioError(f"{where}: {_readable(str(exc), at)}") from None


def _readable(message: str, at: str = "") -> str:
    """msgspec's path ``$.position.p1.deck[0]`` written as the file writes it."""
    return (
        message.replace("$.", f"{at}." if at else "")
        .replace("`$`", at or "the file")
        .replace(".p1", ".P1")
        .replace(".p2", ".P2")
    )


def parse_scenario(text: str, where: str = "scenario") -> ScenarioFile:
    """A scenario file's text as records; ScenarioError for anything malformed."""
    if len(text.encode("utf-8", errors="replace")) > MAX_FILE_BYTES:
        raise ScenarioError(f"{where}: larger than {MAX_FILE_BYTES // 1024} KB")
    try:
        data = tomllib.loads(text)
    except (ValueError, RecursionError) as exc:  # TOMLDecodeError, 4,300+ digit numbers, nesting
        raise ScenarioError(f"{where}: not valid TOML: {_first_line(exc)}") from None
    return convert(data, ScenarioFile, where)


def _first_line(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    return text.splitlines()[0][:200]


def read_scenario(path: Path) -> ScenarioFile:
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise ScenarioError(f"cannot read {path.name}: {exc.strerror or exc}") from None
    if len(raw) > MAX_FILE_BYTES:
        raise ScenarioError(f"{path.name}: larger than {MAX_FILE_BYTES // 1024} KB")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ScenarioError(f"{path.name}: not UTF-8 text") from None
    return parse_scenario(text, path.name)


def set_path(folder: Path, name: str) -> Path:
    """A card set a scenario names: relative to its folder, and inside it."""
    base = folder.resolve()
    found = (base / name).resolve()
    if not found.is_relative_to(base):
        raise ScenarioError(f"scenario.sets: '{name}' is outside the scenario's folder")
    return found
