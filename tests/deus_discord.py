"""Deus on the simulated Discord: the components of a message, a faction picked on the board, a
deck built through the private form; shared by the Deus and the starter-deck Discord tests.
"""

from __future__ import annotations

from typing import Any

from discord_table import Table

import engine


def components(message: Any) -> list[dict[str, Any]]:
    raw = getattr(message, "components", [])
    found = []
    for row in raw:
        children = row["components"] if isinstance(row, dict) else row.children
        for item in children:
            found.append(item if isinstance(item, dict) else item.to_dict())
    return found


async def pick_faction(table: Table, match: Any, wanted: dict[int, list[int]]) -> None:
    """The deciding player presses a faction button on the board: one it wants, else the
    first one nobody wants."""
    seat = engine.decision(match.state).actor
    buttons = {
        c["custom_id"]: c for c in components(table.board(match)) if ":faction-" in c["custom_id"]
    }
    assert buttons, "no faction buttons on the board"
    free = [int(cid.rsplit("-", 1)[1], 36) - 10 for cid in buttons]  # faction-a -> 0
    others = {f for s, fs in wanted.items() if s != seat for f in fs}
    mine = [f for f in wanted.get(seat, []) if f in free]
    choice = mine[0] if mine else next(f for f in free if f not in others)
    custom_id = next(cid for cid in buttons if cid.endswith(f"faction-{'abcdef'[choice]}"))
    await table.actor(seat).click(table.board(match), custom_id=custom_id)


async def build_with_form(table: Table, match: Any) -> None:
    """The builder opens the Act panel: a private form; each select is submitted in turn."""
    seat = engine.decision(match.state).actor
    actor = table.actor(seat)
    opened = await actor.click(
        table.board(match), custom_id=f"rk:act:{match.id}:{match.row.version}"
    )
    assert opened.ephemeral
    panel = opened.response
    for _ in range(3):
        selects = [c for c in components(panel) if c["custom_id"].startswith("rk:form:")]
        if not selects:
            break
        first = selects[0]
        values = [o["value"] for o in first["options"]][: first["min_values"]]
        await actor.select(panel, values, custom_id=first["custom_id"])
    now = await table.match()
    assert engine.decision(now.state).actor != seat or now.state.phase.value != "draft"
