"""One-click choices (issue 10 item 4) through simcord: keep this formation, end the phase,
pass the rest of my [条件] effects. Each is on the board message (and on the Act panel) when
it applies and only then; pressing it does exactly what the equivalent clicks on the panel
do (the same stored state and action log, compared on a twin match in another channel); a
player who is not deciding, or a spectator, is refused and nothing changes; a choice of
several actions applies them one after another and stops when the decision leaves the
player.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import msgspec
import pytest
from discord_table import BOTS, Table, build_bot
from test_discord_panel import check_limits

import engine
from bot.adapter import ui
from bot.mc20th.scenario.position import build_position
from bot.moncolle.present import QUICK
from bot.players.chance import settle_chance
from bot.presentation import panel
from bot.presentation.i18n import t
from bot.store import MatchRow
from carddb import shipped_index
from engine.kernel.messages import decision_name
from engine.moncolle.state import Triggered, Window


@pytest.fixture
async def simcord_bot(tmp_path: Path) -> AsyncIterator[Any]:
    yield build_bot(tmp_path)
    while BOTS:
        await BOTS.pop().store.close()


DECKS = {"P1": {"hand": ["RK1-001*2"], "deck": ["RK1-001*5"]}, "P2": {"deck": ["RK1-013*5"]}}
FORMATION = {  # tests/scenarios/10_2_formation_attacker_then_defender.toml
    "active": "P1",
    **DECKS,
    "area": [
        {
            "at": "B2",
            "terrain": "古の城塞#30",
            "units": ["P1 赤銅の槍兵#10", "P1 紅蓮の騎兵#11", "P1 火花の小鬼#13"],
        },
        {
            "at": "B3",
            "terrain": "古の城塞#31",
            "owner": "P2",
            "units": ["P2 岩肌の番兵#20", "P2 深淵の大蛸#21"],
        },
    ],
}
TO_FORMATION = ["move #10 B3", "move #11 B3", "move #13 B3", "advance", "done", "done"]
TRIGGERS = {  # tests/scenarios/11_2_4_the_active_player_uses_conditions_first.toml
    "active": "P1",
    "P1": {"hand": [], "deck": ["火花の小鬼*6"]},
    "P2": {"hand": [], "deck": ["潮騒の小人*6"]},
    "area": [
        {"at": "B2", "terrain": "古の城塞#40", "units": ["P1 鉄壁の老兵#10", "P1 鉄壁の老兵#11"]},
        {"at": "B3", "terrain": "古の城塞#41", "owner": "P2", "units": ["P2 鉄壁の老兵#31"]},
    ],
}
# P2 attacks first, and P1, the active player, is asked about [条件] first [11-2-4]
TO_TRIGGERS = ["move #10 B3", "move #11 B3", "advance", "done", "done", "done"]
TO_TRIGGERS += ["roll P1 1", "roll P2 6", "attack"]
MAIN = {
    "active": "P1",
    "phase": "main",
    **DECKS,
    "area": [{"at": "B2", "terrain": "古の城塞#40", "units": ["P1 鉄壁の老兵#10"]}],
}


def position(written: dict[str, Any], texts: list[str]) -> tuple[Any, dict[int, int]]:
    """A position, then ``texts`` (cards by their labels); dice as written, else seeded."""
    state, labels = build_position(written, shipped_index("mc20th"), 3)
    for number, text in enumerate(texts):
        text = re.sub(r"#(\d+)", lambda found: f"#{labels[int(found[1])]}", text)
        state, _ = engine.apply(state, engine.parse_action(state, text))
        if not texts[number + 1 : number + 2] or not texts[number + 1].startswith("roll"):
            state, _, _ = settle_chance(state)
    return state, labels


async def store(table: Table, channel: Any, state: Any) -> Any:
    """A match in ``state`` between alice (P1) and bob in ``channel``, its board posted."""
    now = datetime.now(UTC)
    players = (table.alice.id, table.bob.id)
    encoded = engine.encode_state(state).decode()
    place = (0, table.guild.id, channel.id, "mc20th", players, "active")
    row = MatchRow(*place, state.version, encoded, None, now, now, 0, None)
    stored = await table.bot.store.create_match(row, [])
    table.bot.host.boards._recent[stored.id] = []
    await table.bot.host.boards.post_board(await table.bot.service.match_in(channel.id), [])
    return await table.bot.service.match_in(channel.id)


async def twins(table: Table, state: Any) -> tuple[tuple[Any, Any], tuple[Any, Any]]:
    """The same match in two channels: (channel, match) for each."""
    other = table.guild.create_text_channel("duel-twin")
    return (table.channel, await store(table, table.channel, state)), (
        other,
        await store(table, other, state),
    )


async def now(table: Table, channel: Any) -> Any:
    return await table.bot.service.match_in(channel.id)


def board(channel: Any, match: Any) -> Any:
    return next(m for m in channel.history() if m.id == match.row.board_message_id)


def items(message: Any) -> list[dict[str, Any]]:
    """A message's components as payloads: a panel (a response) has them so already, the
    board (a channel message) as discord.py's objects."""
    found = []
    for row in message.components:
        if isinstance(row, dict):
            found += row["components"]
        else:
            found += [child.to_dict() for child in row.children]
    return found


def quick_buttons(message: Any) -> dict[str, tuple[str, str]]:
    """key -> (label, custom_id) of the one-click choices on a message."""
    found = {}
    for item in items(message):
        if item.get("custom_id", "").startswith("rk:quick:"):
            found[item["custom_id"].rsplit(":", 1)[1]] = (item["label"], item["custom_id"])
    return found


def label_of(message: Any, custom_id: str) -> str:
    return next(item["label"] for item in items(message) if item.get("custom_id") == custom_id)


async def log_of(table: Table, match: Any) -> list[tuple[str | None, str]]:
    """The match's action log: who (alice, bob, chance) did what."""
    names = {table.alice.id: "alice", table.bob.id: "bob"}
    entries = await table.bot.store.action_log(match.id)
    return [(names.get(e.actor) if e.actor else None, e.action) for e in entries]


async def same(table: Table, first: tuple[Any, Any], second: tuple[Any, Any]) -> None:
    """The two twins are in the same state, reached by the same actions."""
    one, two = await now(table, first[0]), await now(table, second[0])
    assert engine.encode_state(one.state) == engine.encode_state(two.state)
    assert await log_of(table, one) == await log_of(table, two)


async def open_panel(table: Table, channel: Any, match: Any) -> Any:
    act = f"rk:act:{match.id}:{match.row.version}"
    return (await table.alice.click(board(channel, match), custom_id=act)).response


def decision(match: Any) -> tuple[int, str]:
    found = engine.decision(match.state)
    return found.actor, found.kind.value


# -- keep this formation -------------------------------------------------------------------
async def test_keep_this_formation_is_one_press_and_does_what_done_does(simcord_env: Any) -> None:
    table = Table(simcord_env)
    state, _ = position(FORMATION, TO_FORMATION)
    (here, match), twin = await twins(table, state)
    assert decision(match) == (0, "formation")
    shown = quick_buttons(board(here, match))
    assert list(shown) == ["keep-formation"]
    label, custom_id = shown["keep-formation"]
    assert (
        label == QUICK.say("quick_keep_formation", "ja") == "この隊列で決定"
    )  # the server's language
    check_limits(ui.board_view(match, "ja"))
    # the spectator and the player who is not deciding are refused; nothing changes
    refused = await table.carol.click(board(here, match), custom_id=custom_id)
    assert refused.ephemeral and refused.response.content == t("not_a_player", "en")
    refused = await table.bob.click(board(here, match), custom_id=custom_id)
    assert refused.ephemeral and refused.response.content == t("not_your_turn", "en", name="P1")
    assert (await now(table, here)).row.version == match.row.version
    # alice keeps her formation with one press of the board
    pressed = await table.alice.click(board(here, match), custom_id=custom_id)
    after = await now(table, here)
    assert decision(after) == (1, "formation") and not pressed.followups
    assert (await log_of(table, after))[-1] == ("alice", "done")
    # on the twin, the same through the panel: Act, then its Done button, which says so
    panel_message = await open_panel(table, twin[0], twin[1])
    done = f"rk:do:{twin[1].id}:{twin[1].row.version}:done"
    assert label_of(panel_message, done) == QUICK.say("quick_keep_formation", "en")
    await table.alice.click(panel_message, custom_id=done)
    await same(table, (here, after), twin)
    # bob's formation step now carries his one-click choice on the board
    assert list(quick_buttons(board(here, after))) == ["keep-formation"]


# -- end the phase -------------------------------------------------------------------------
async def test_end_the_phase_is_one_press_and_opens_the_next_panel(simcord_env: Any) -> None:
    table = Table(simcord_env)
    state, _ = position(MAIN, [])
    (here, match), twin = await twins(table, state)
    label, custom_id = quick_buttons(board(here, match))["end-phase"]
    assert label == QUICK.say("quick_end", "ja", what=decision_name("main", "ja"))
    refused = await table.bob.click(board(here, match), custom_id=custom_id)
    assert refused.ephemeral and (await now(table, here)).row.version == match.row.version
    pressed = await table.alice.click(board(here, match), custom_id=custom_id)
    after = await now(table, here)
    assert decision(after) == (0, "summon")
    # alice still decides: her panel of the summon phase opens by itself, privately
    (opened,) = pressed.followups
    assert opened.ephemeral
    end_summon = f"rk:do:{after.id}:{after.row.version}:end-summon"
    assert label_of(opened, end_summon) == QUICK.say(
        "quick_end", "en", what=decision_name("summon", "en")
    )
    panel_message = await open_panel(table, twin[0], twin[1])
    await table.alice.click(
        panel_message, custom_id=f"rk:do:{twin[1].id}:{twin[1].row.version}:end-main"
    )
    await same(table, (here, after), twin)
    # the opened panel works like any other: end the summon phase from it
    await table.alice.click(opened, custom_id=end_summon)
    assert (await log_of(table, await now(table, here)))[-1] == ("alice", "end-summon")


async def test_refill_ends_hand_adjustment_in_one_press(simcord_env: Any) -> None:
    table = Table(simcord_env)
    written = {"active": "P1", "phase": "hand_adjust_1", **DECKS}
    written["P1"] = {"hand": ["RK1-001*6"], "deck": ["RK1-001*5"]}
    state, _ = position(written, [])
    (here, match), twin = await twins(table, state)
    label, custom_id = quick_buttons(board(here, match))["refill"]
    assert label == QUICK.say("quick_refill", "ja", what=decision_name("hand_adjust", "ja"))
    await table.alice.click(board(here, match), custom_id=custom_id)
    panel_message = await open_panel(table, twin[0], twin[1])
    await table.alice.click(
        panel_message, custom_id=f"rk:do:{twin[1].id}:{twin[1].row.version}:refill"
    )
    await same(table, (here, await now(table, here)), twin)
    assert decision(await now(table, here)) == (0, "main")


OVER_SIX = {**MAIN, "phase": "hand_adjust_1", "P1": {"hand": ["RK1-001*7"], "deck": ["RK1-001*5"]}}
ENDS = ("refill", "end-main", "end-summon", "done", "pass")


@pytest.mark.parametrize(
    ("written", "texts", "shown"),
    [
        (OVER_SIX, [], []),  # a hand over six is discarded down before refilling [9-1]
        (MAIN, ["move #10 B1"], []),  # a planned advance is declared or cleared first
        (TRIGGERS, TO_TRIGGERS[:-3], []),  # P2 must attack: no step to end
        (FORMATION, TO_FORMATION[:4], ["end-timing"]),  # the instant summon timing: it applies
    ],
)
async def test_a_choice_is_there_only_when_it_applies(
    simcord_env: Any, written: dict[str, Any], texts: list[str], shown: list[str]
) -> None:
    table = Table(simcord_env)
    state, _ = position(written, texts)
    match = await store(table, table.channel, state)
    assert list(quick_buttons(board(table.channel, match))) == shown
    legal = {engine.format_action(state, a) for a in engine.legal_actions(state)}
    assert bool(shown) == any(text in legal for text in ENDS)


async def test_pass_the_rest_is_absent_while_a_forced_effect_waits(simcord_env: Any) -> None:
    table = Table(simcord_env)
    state, _ = position(TRIGGERS, TO_TRIGGERS)
    pending = state.windows[0].pending  # alice's first effect is forced [条件(強制)]
    state.windows[0].pending = [msgspec.structs.replace(pending[0], forced=True), *pending[1:]]
    match = await store(table, table.channel, state)
    assert decision(match) == (0, "trigger")
    assert engine.check(match.state, engine.parse_action(match.state, "pass")) is not None
    assert quick_buttons(board(table.channel, match)) == {}
    panel_message = await open_panel(table, table.channel, match)
    assert quick_buttons(panel_message) == {}


# -- pass the rest of my [条件] effects ------------------------------------------------------
async def test_pass_the_rest_of_my_conditions_at_one_moment(simcord_env: Any) -> None:
    table = Table(simcord_env)
    state, _ = position(TRIGGERS, TO_TRIGGERS)
    (here, match), twin = await twins(table, state)
    assert decision(match) == (0, "trigger")
    label, custom_id = quick_buttons(board(here, match))["pass-rest"]
    assert label == QUICK.say("quick_pass_rest", "ja")
    refused = await table.bob.click(board(here, match), custom_id=custom_id)
    assert refused.ephemeral and (await now(table, here)).row.version == match.row.version
    # one pass passes both of alice's woken effects; then bob is asked about his
    await table.alice.click(board(here, match), custom_id=custom_id)
    after = await now(table, here)
    assert decision(after) == (1, "trigger")
    assert [e for e in await log_of(table, after) if e[0] == "alice"][-1] == ("alice", "pass")
    panel_message = await open_panel(table, twin[0], twin[1])
    passing = f"rk:do:{twin[1].id}:{twin[1].row.version}:pass"
    assert label_of(panel_message, passing) == QUICK.say("quick_pass_rest", "en")
    await table.alice.click(panel_message, custom_id=passing)
    await same(table, (here, after), twin)


def two_moments(mine_only: bool) -> tuple[Any, dict[int, int]]:
    """Two moments woke effects before alice decides: the second window is queued behind the
    first (windows come and go in order). In the first, bob's effect too unless
    ``mine_only``; in the second only alice's."""
    state, labels = position(TRIGGERS, TO_TRIGGERS)
    state = engine.copy(state)  # a state the engine looked at is changed as a copy
    first = state.windows[0]
    if mine_only:
        first.pending = [e for e in first.pending if e.seat == 0]
    again = [Triggered(0, labels[10], 0), Triggered(0, labels[11], 0)]
    state.windows.append(Window(moment=first.moment, pending=again, subject=first.subject))
    return state, labels


async def test_pass_the_rest_passes_every_moment_queued_one_after_another(
    simcord_env: Any,
) -> None:
    table = Table(simcord_env)
    state, _ = two_moments(mine_only=True)
    (here, match), twin = await twins(table, state)
    # the panel offers it beside the plain pass (which passes this moment only)
    panel_message = await open_panel(table, here, match)
    check_limits(ui.panel_view(match.id, match.row.version, match.state, 0, "en")[1])
    on_panel = quick_buttons(panel_message)
    assert list(on_panel) == ["pass-rest"] and on_panel["pass-rest"][1].split(":")[4] == "p"
    assert f"rk:do:{match.id}:{match.row.version}:pass" in {
        i["custom_id"] for i in items(panel_message)
    }
    await table.alice.click(panel_message, custom_id=on_panel["pass-rest"][1])
    after = await now(table, here)
    # both moments passed; bob's attack went on (auto-passes), and alice attacks back: the
    # choice stopped there, and the panel it was on shows her next decision
    assert (await log_of(table, after))[:2] == [("alice", "pass"), ("alice", "pass")]
    assert not after.state.windows and decision(after) == (0, "attack")
    assert panel_message.content == t("your_panel", "en", what=decision_name("attack", "en"))
    # the same as passing twice on the panel, which stays open while alice decides
    twin_panel = await open_panel(table, twin[0], twin[1])
    for _ in range(2):
        version = (await now(table, twin[0])).row.version
        await table.alice.click(twin_panel, custom_id=f"rk:do:{twin[1].id}:{version}:pass")
    await same(table, (here, after), twin)


async def test_pass_the_rest_stops_when_the_decision_leaves_the_player(simcord_env: Any) -> None:
    table = Table(simcord_env)
    state, _ = two_moments(mine_only=False)
    match = await store(table, table.channel, state)
    stale_panel = await open_panel(table, table.channel, match)
    _, custom_id = quick_buttons(board(table.channel, match))["pass-rest"]
    await table.alice.click(board(table.channel, match), custom_id=custom_id)
    after = await now(table, table.channel)
    # one pass: bob is asked about his effect at the first moment before alice's second
    assert decision(after) == (1, "trigger")
    assert await log_of(table, after) == [("alice", "pass")]
    assert len(after.state.windows) == 2
    # a panel drawn before changes nothing
    old = quick_buttons(stale_panel)["pass-rest"][1]
    refused = await table.alice.click(stale_panel, custom_id=old)
    assert refused.ephemeral and refused.response.content == t("stale", "en")
    assert (await now(table, table.channel)).row.version == after.row.version


# -- the panel's layout ----------------------------------------------------------------------
def test_one_click_choices_take_their_room_on_the_first_page() -> None:
    verbs = [f"verb-{n}" for n in range(10)]
    texts = verbs + [f"pick #{n}" for n in range(30)]
    page = panel.layout(texts, " ".join, panel.Place(), "…", lambda w, n: w, ["a", "b"])
    assert page.quick == ("a", "b") and len(page.buttons) == 8 and page.button_rows == 2
    assert sum(len(s.entries) for s in page.selects) <= panel.MAX_OPTIONS * 3
    # the two plain verbs that lost their button are still offered, in a select
    offered = {e.action for s in page.selects for e in s.entries} | set(page.buttons)
    groups = [e.place for s in page.selects for e in s.entries if e.place is not None]
    assert {"verb-8", "verb-9"} <= offered and groups
    deeper = panel.layout(texts, " ".join, panel.Place(("pick",)), "…", lambda w, n: w, ["a"])
    assert deeper.quick == ()  # only on the first page
