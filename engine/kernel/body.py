"""A state without its setup, in JSON: what is written at every version of a match.

A state's setup (the seed, the card texts and instances, the decks) is nearly all of its
JSON and never changes during a match, so the store writes it once and each action writes
the rest, ``"setup": null`` in its place (issue 23). ``decode_body`` reads that rest back
with the setup given, so the setup's texts are not read again at every version: it decodes
into a struct type written once per state type, with the state's own fields, types,
defaults and JSON names but a setup that is null.
"""

from __future__ import annotations

from functools import cache
from typing import Any, TypeVar

import msgspec

S = TypeVar("S", bound=msgspec.Struct)

_ENCODER = msgspec.json.Encoder()


def encode_body(state: Any) -> bytes:
    """The state's JSON with ``"setup": null``: its whole JSON but for the setup."""
    # a shallow copy with the field emptied: encoding checks no types, and the frozen setup
    # is shared, not copied
    return _ENCODER.encode(msgspec.structs.replace(state, setup=None))


def decode_body(data: bytes | str, state_type: type[S], setup: Any) -> S:
    """The state whose ``encode_body`` is ``data``, its setup ``setup``."""
    bare = msgspec.json.decode(data, type=_body_type(state_type))
    names: tuple[str, ...] = state_type.__struct_fields__
    fields = {name: getattr(bare, name) for name in names}
    fields["setup"] = setup
    return state_type(**fields)


@cache
def _body_type(state_type: type[msgspec.Struct]) -> type[msgspec.Struct]:
    fields: list[tuple[str, Any, Any]] = []
    for info in msgspec.structs.fields(state_type):
        renamed = info.encode_name if info.encode_name != info.name else None
        if info.name == "setup":
            fields.append(("setup", None, msgspec.field(default=None, name=renamed)))
            continue
        if info.default_factory is not msgspec.NODEFAULT:
            default = msgspec.field(default_factory=info.default_factory, name=renamed)
        elif info.default is not msgspec.NODEFAULT:
            default = msgspec.field(default=info.default, name=renamed)
        else:
            default = msgspec.field(name=renamed)
        fields.append((info.name, info.type, default))
    config = state_type.__struct_config__
    # keyword-only, so the fields keep the state's order whichever have defaults; the
    # struct options that change how JSON is read are the state's
    return msgspec.defstruct(
        f"{state_type.__name__}Body",
        fields,
        kw_only=True,
        array_like=config.array_like,
        forbid_unknown_fields=config.forbid_unknown_fields,
        omit_defaults=config.omit_defaults,
        tag=config.tag,
        tag_field=config.tag_field,
    )
