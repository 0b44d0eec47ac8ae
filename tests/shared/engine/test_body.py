"""A state's JSON without its setup (engine/kernel/body.py): read back with the setup given,
it is the state ``decode_state`` reads from the whole JSON, fields left out taking their
defaults alike, for every ruleset."""

from __future__ import annotations

import msgspec
import pytest

import engine
from bot.store import snapshot
from bot.tools.selfplay import starter_setup


@pytest.mark.parametrize("ruleset", ["mc20th", "deus", "grid", "kokuryoku"])
def test_decode_body_reads_what_decode_state_reads(ruleset: str) -> None:
    state, _ = engine.new_match(starter_setup(ruleset, 2))
    body = engine.encode_body(state)
    assert engine.decode_body(body, state.setup) == state
    fields = msgspec.json.decode(body)
    defaulted = next(
        f.name
        for f in msgspec.structs.fields(type(state))
        if f.name != "setup"
        and (f.default is not msgspec.NODEFAULT or f.default_factory is not msgspec.NODEFAULT)
    )
    del fields[defaulted]
    shorter = msgspec.json.encode(fields).decode()
    whole = snapshot.join(snapshot.setup_of(state), shorter)
    assert engine.decode_body(shorter, state.setup) == engine.decode_state(whole, ruleset)


def test_decode_body_refuses_what_decode_state_refuses() -> None:
    state, _ = engine.new_match(starter_setup("grid", 2))
    fields = msgspec.json.decode(engine.encode_body(state))
    fields[next(iter(k for k in fields if k != "setup"))] = "not this"
    with pytest.raises(msgspec.ValidationError):
        engine.decode_body(msgspec.json.encode(fields), state.setup)
