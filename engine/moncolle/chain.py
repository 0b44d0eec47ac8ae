"""The counter chain [10-10]: declarations pile up; the right to respond goes first to the
opponent of whoever started it and then alternates [10-10-2]; two passes in a row start
resolving, last declaration first [10-10-1].

Each declaration resolves through resolution.py (cost confirmation [14-3], cancel [16],
the effect zone [5-9]); the next one waits until it has finished.
"""

from __future__ import annotations

from engine.kernel.errors import Refusal, refuse
from engine.kernel.state import other
from engine.moncolle import resolution
from engine.moncolle.actions import Pass
from engine.moncolle.damage import resolve_attack
from engine.moncolle.declare import announce
from engine.moncolle.events import Event, LinkResolved, ResponsePassed
from engine.moncolle.state import Chain, FamilyState, Link


def start(state: FamilyState, link: Link, events: list[Event], uncounterable: bool = False) -> None:
    """Put a declaration on the chain; an uncounterable one resolves at once [11-2-1]."""
    chain = state.chain
    if chain is None:
        chain = state.chain = Chain()
    chain.links.append(link)
    if link.source >= 0:
        announce(state, link, len(chain.links) - 1, events)
    chain.right, chain.passes = other(link.controller), 0
    chain.resolving = uncounterable


def check_pass(state: FamilyState, action: Pass) -> Refusal | None:
    return None if state.chain is not None else refuse("not_now", expected="chain")


def perform_pass(state: FamilyState, action: Pass, events: list[Event]) -> None:
    chain = state.chain
    assert chain is not None
    events.append(ResponsePassed(player=chain.right))
    chain.passes += 1
    if chain.passes >= 2:
        chain.resolving = True
    else:
        chain.right = other(chain.right)


def settle(state: FamilyState, events: list[Event]) -> bool:
    """Resolve the last declaration of a chain that is resolving."""
    chain = state.chain
    if chain is None or not chain.resolving or state.resolution is not None:
        return False
    link = chain.links.pop()
    resolve(state, link, len(chain.links), events)
    if not chain.links:
        state.chain = None
    return True


def resolve(state: FamilyState, link: Link, index: int, events: list[Event]) -> None:
    if link.source < 0:
        resolve_attack(state, link, events)
        events.append(LinkResolved(link=index, card=None, outcome="applied"))
        return
    resolution.begin(state, link, index, events)
