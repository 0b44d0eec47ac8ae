"""What a match's state is stored as: its setup once, apart, and the rest at each version.

The setup (``MatchSetup``: seed, card catalog and instances, decks, names) is 95-98 % of a
state's JSON and never changes during a match, so the store writes it once, when the match
is created, and each action writes only the rest: the state's JSON with ``"setup":null``
(1-2 KB instead of 30-90 KB). Both halves are the engine's own msgspec JSON; putting the
setup back in its place gives, byte for byte, what ``engine.encode_state`` writes for the
whole state, which ``engine.decode_state`` reads as ever.
"""

from __future__ import annotations

import msgspec

import engine
from bot.store.base import MatchRow
from engine.kernel.game import GameState

_Fields = dict[str, msgspec.Raw]


def split(state: GameState) -> tuple[str, str]:
    """(setup, body): the setup's JSON and the state's JSON without it."""
    return setup_of(state), body(state)


def setup_of(state: GameState) -> str:
    """The setup's JSON, as it stands inside the whole state's."""
    return msgspec.json.encode(state.setup).decode()


def body(state: GameState) -> str:
    """The state's JSON with its setup left out (``"setup":null``), what an action writes."""
    return engine.encode_body(state).decode()


def split_json(whole: str | bytes) -> tuple[str, str]:
    """(setup, body) of a whole state's JSON, as ``split`` gives them for the state."""
    fields = msgspec.json.decode(whole, type=_Fields)
    setup = bytes(fields["setup"]).decode()
    fields["setup"] = msgspec.Raw(b"null")
    return setup, msgspec.json.encode(fields).decode()


def join(setup: str, body: str) -> bytes:
    """The whole state's JSON: ``body`` with ``setup`` back in its place."""
    fields = msgspec.json.decode(body, type=_Fields)
    fields["setup"] = msgspec.Raw(setup.encode())
    return msgspec.json.encode(fields)


def whole(row: MatchRow) -> bytes:
    """The row's state as ``engine.encode_state`` writes it, whichever way the row holds it."""
    return join(row.setup, row.state) if row.setup else row.state.encode()


def decode(row: MatchRow) -> GameState:
    state = engine.decode_state(whole(row), row.ruleset)
    if state.setup.ruleset != row.ruleset:  # the row's column names the type it was read as
        raise ValueError(f"match {row.id}: a {state.setup.ruleset} state in a {row.ruleset} row")
    return state
