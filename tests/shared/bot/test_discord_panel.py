"""The Act panel (issue 8, item 13): every legal action of the deciding player can be
reached through its buttons, selects and pages, within Discord's limits, in every position
of a few self-play games and in positions with far more actions than one message holds.

The walk drives the panel's own items: it presses what a button stands for, and opens the
page an option or a Back / Previous / Next button leads to, exactly as their callbacks do.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from discord_table import BOTS, Table, build_bot

import engine
from bot.adapter import ui
from bot.mc20th.scenario.position import build_position
from bot.presentation import panel
from bot.presentation.i18n import t
from bot.tools.selfplay import positions, starter_setup
from carddb import CardIndex

MATCH_ID = 4_000_000_000  # a long id: custom_ids must stay within 100 characters anyway


def check_limits(view: Any) -> None:
    """Discord's limits on one message's components."""
    rows = view.to_components()
    assert 1 <= len(rows) <= 5
    custom_ids = []
    for row in rows:
        items = row["components"]
        assert len(items) <= 5
        selects = [item for item in items if item["type"] == 3]
        assert not selects or len(items) == 1, "a select fills its row"
        for item in items:
            custom_ids.append(item["custom_id"])
            assert len(item["custom_id"]) <= 100
            if item["type"] == 2:
                assert 1 <= len(item["label"]) <= 80
            else:
                assert len(item.get("placeholder") or "") <= 150
                values = [o["value"] for o in item["options"]]
                assert 1 <= len(values) <= 25 and len(set(values)) == len(values)
                assert all(1 <= len(o["label"]) <= 100 for o in item["options"])
                assert all(1 <= len(v) <= 100 for v in values)
    assert len(set(custom_ids)) == len(custom_ids)


def walk(state: Any, seat: int) -> tuple[set[str], int]:
    """Every action the panel offers ``seat``, and how many pages it took to find them."""
    offered: set[str] = set()
    todo = [panel.Place()]  # the page the Act button opens
    opened: set[panel.Place] = set()
    while todo:
        place = todo.pop()
        if place in opened:
            continue
        opened.add(place)
        _, view = ui.panel_view(MATCH_ID, state.version, state, seat, "ja", place)
        check_limits(view)
        for item in view.children:
            if isinstance(item, ui.DoButton):
                offered.add(item.verb)
            elif isinstance(item, ui.PageButton):
                todo.append(item.place)
            elif isinstance(item, ui.PickSelect):
                for option in item.item.options:
                    chosen = panel.read_value(option.value)
                    if isinstance(chosen, panel.Place):
                        todo.append(chosen)
                    else:
                        offered.add(chosen)
    return offered, len(opened)


def legal_texts(state: Any) -> set[str]:
    return {engine.format_action(state, a) for a in engine.legal_actions(state)}


def test_every_legal_action_is_reachable_in_self_play(index: CardIndex) -> None:
    crowded = 0  # positions whose actions did not fit on one page
    for seed in (7, 8):  # games of the sensible players, who crowd the board
        for state in positions(starter_setup("mc20th", seed, index), seed, 700):
            seat = engine.decision(state).actor
            offered, pages = walk(state, seat)
            assert offered == legal_texts(state)
            crowded += pages > 1
    assert crowded >= 10  # the walk met the positions that used to lose actions


HAND_ADJUST = {
    "active": "P1",
    "phase": "hand_adjust_1",
    "P1": {"hand": ["RK1-001*70", "RK1-013*60"], "deck": ["RK1-001*5"]},
    "P2": {"hand": [], "deck": ["RK1-013*5"]},
}


def test_a_page_too_long_for_one_message_is_split_into_pages(index: CardIndex) -> None:
    state, _ = build_position(HAND_ADJUST, index, 1)
    assert len(legal_texts(state)) == 130  # one discard per card in hand
    offered, pages = walk(state, 0)
    assert offered == legal_texts(state) and pages == 2
    heading, first = ui.panel_view(MATCH_ID, state.version, state, 0, "en", None)
    assert heading == "(page 1 of 2)"
    moves = [item for item in first.children if isinstance(item, ui.PageButton)]
    assert [item.place for item in moves] == [panel.Place((), 1)]
    heading, second = ui.panel_view(MATCH_ID, state.version, state, 0, "en", moves[0].place)
    assert heading == "(page 2 of 2)"
    options = [o for i in second.children if isinstance(i, ui.PickSelect) for o in i.item.options]
    assert len(options) == 130 - 100 and options[0].label.startswith("Discard #")


def crowded_main_phase() -> dict[str, Any]:
    """P1's main phase with 40 flying units and terrain all round: 192 possible moves."""
    areas = []
    for label in ("A1", "C1", "A2", "B2", "C2", "A3", "B3", "C3"):
        mine = label[1] in "12"
        units = ["P1 旋風の踊り子"] * 4 + ["P1 霧の水精"] * 4 if mine else []
        areas.append({"at": label, "terrain": "古の城塞", "owner": "P1" if mine else "P2"})
        areas[-1]["units"] = units
    return {
        "active": "P1",
        "phase": "main",
        "P1": {"hand": [], "deck": ["RK1-001*5"]},
        "P2": {"hand": [], "deck": ["RK1-013*5"]},
        "area": areas,
    }


def test_many_moves_are_grouped_by_kind_then_unit_then_destination(index: CardIndex) -> None:
    state, _ = build_position(crowded_main_phase(), index, 1)
    legal = legal_texts(state)
    assert sum(text.startswith("move ") for text in legal) == 192
    offered, pages = walk(state, 0)
    assert offered == legal and pages == 1 + 2 + 40  # first page, proxy, move, each unit
    _, first = ui.panel_view(MATCH_ID, state.version, state, 0, "ja", None)
    assert [item.verb for item in first.children if isinstance(item, ui.DoButton)] == ["end-main"]
    options = [o for i in first.children if isinstance(i, ui.PickSelect) for o in i.item.options]
    assert [o.label for o in options] == ["代理地形…（8）", "進軍に加える…（192）"]


# -- through Discord ----------------------------------------------------------------------
@pytest.fixture
async def simcord_bot(tmp_path: Path) -> AsyncIterator[Any]:
    yield build_bot(tmp_path)
    while BOTS:
        await BOTS.pop().store.close()


def options_of(message: Any) -> dict[str, tuple[str, str]]:
    """Option value -> (its label, the custom_id of its select) on a panel message."""
    found = {}
    for row in message.components:
        for item in row["components"]:
            for option in item.get("options", []):
                found[option["value"]] = (option["label"], item["custom_id"])
    return found


def buttons_of(message: Any) -> dict[str, str]:
    return {
        item["label"]: item["custom_id"]
        for row in message.components
        for item in row["components"]
        if item["type"] == 2
    }


async def store_position(table: Table, position: dict[str, Any]) -> Any:
    """A match in ``position`` between alice (P1) and bob, with its board posted."""
    from datetime import UTC, datetime

    from bot.store import MatchRow
    from carddb import shipped_index

    state, _ = build_position(position, shipped_index("mc20th"), 3)
    now = datetime.now(UTC)
    players = (table.alice.id, table.bob.id)
    encoded = engine.encode_state(state).decode()
    place = (0, table.guild.id, table.channel.id, "mc20th", players, "active")
    row = MatchRow(*place, state.version, encoded, None, now, now, 0, None)
    stored = await table.bot.store.create_match(row, [])
    table.bot.host.boards._recent[stored.id] = []
    await table.bot.host.boards.post_board(await table.match(), [])
    return await table.match()


async def test_a_crowded_panel_is_walked_and_used_through_discord(simcord_env: Any) -> None:
    table = Table(simcord_env)
    match = await store_position(table, crowded_main_phase())
    legal = legal_texts(match.state)
    act = f"rk:act:{match.id}:{match.row.version}"
    panel_message = (await table.alice.click(table.board(match), custom_id=act)).response
    spare = (await table.alice.click(table.board(match), custom_id=act)).response
    first = options_of(panel_message)
    assert first["go:0:move"][0] == "Move… (192)"  # alice's Discord speaks English
    await table.alice.select(panel_message, ["go:0:move"], custom_id=first["go:0:move"][1])
    units = options_of(panel_message)
    assert len(units) == 40 and "**Move**" in panel_message.content
    value = next(iter(units))
    await table.alice.select(panel_message, [value], custom_id=units[value][1])
    moves = options_of(panel_message)
    assert moves and set(moves) <= legal and all(v.startswith(value[5:]) for v in moves)
    # Back, twice, is the first page again
    await table.alice.click(panel_message, custom_id=buttons_of(panel_message)["Back"])
    assert options_of(panel_message).keys() == units.keys()
    await table.alice.click(panel_message, custom_id=buttons_of(panel_message)["Back"])
    assert options_of(panel_message).keys() == first.keys()
    # down again, and move that unit
    await table.alice.select(panel_message, ["go:0:move"], custom_id=first["go:0:move"][1])
    await table.alice.select(panel_message, [value], custom_id=units[value][1])
    move = next(iter(moves))
    await table.alice.select(panel_message, [move], custom_id=moves[move][1])
    after = await table.match()
    assert after.row.version == match.row.version + 1
    assert [e.action for e in await table.bot.store.action_log(match.id)] == [move]
    # the second panel, opened before the move, only says it is out of date
    stale = await table.alice.select(spare, ["go:0:move"], custom_id=first["go:0:move"][1])
    assert stale.ephemeral and stale.response.content == t("stale", "en")
    assert options_of(spare).keys() == first.keys()
