"""The grid game through simcord (an offline simulated Discord): a whole match from
``/deck import ... ruleset:grid`` and ``/match challenge`` to a victory by destroyed bases or
deck-out, both players acting through the board's buttons, the Act panel's two-step selects
(the card or entity first, then its square, with Choose again), the one-click buttons and
``/play do``; the secret base choice, the hands, the decks and the life cards never shown in
the channel, a hand shown only to its player, the board drawn as a picture and the result
worded in the server's language.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from discord_table import BOTS, Table, build_bot, visible_ids

import engine
from bot.grid.ai import SensiblePlayer
from bot.grid.selfplay import hidden_from
from bot.grid.words import ENDINGS
from bot.store import snapshot
from carddb import starter_deck_text
from engine.grid.board import BOARD
from engine.kernel.events import shown_in

DECKS = ("kouen_tsukikage", "suiju_hoshiyomi")  # alice's and bob's: the two starter decks
LANGS = ("ja", "en")
SQUARES = {BOARD.label(s) for s in BOARD.squares}
PLACING = {"summon", "build", "cast", "move", "attack"}  # their last word is a square
WAYS = ("board", "panel", "quick", "play")
MAX_STEPS = 400


@pytest.fixture
async def simcord_bot(tmp_path: Path) -> AsyncIterator[Any]:
    yield build_bot(tmp_path)
    while BOTS:
        await BOTS.pop().store.close()


def components(message: Any) -> list[dict[str, Any]]:
    found = []
    for row in getattr(message, "components", []):
        children = row["components"] if isinstance(row, dict) else row.children
        for item in children:
            found.append(item if isinstance(item, dict) else item.to_dict())
    return found


def select_values(message: Any) -> list[str]:
    return [o["value"] for c in components(message) if c["type"] == 3 for o in c["options"]]


def legal_texts(state: Any) -> list[str]:
    return [engine.format_action(state, a) for a in engine.legal_actions(state)]


def name_of(state: Any, card: int, lang: str) -> str:
    name: str = state.setup.catalog[state.setup.cards[card].def_id].name_in(lang)
    return name


async def start(table: Table) -> Any:
    """alice and bob import the two starter decks for grid; alice challenges bob with hers,
    and bob accepts with his."""
    await table.play_in_channel()
    for actor, name in zip((table.alice, table.bob), DECKS, strict=True):
        data = starter_deck_text("grid", name).encode("utf-8")
        result = await actor.slash(
            table.channel, "deck import", name="grid", ruleset="grid", file=(f"{name}.txt", data)
        )
        assert "(40" in result.response.content, result.response.content  # [G-3.1]
    result = await table.alice.slash(
        table.channel, "match challenge", opponent=table.bob, ruleset="grid", deck="grid"
    )
    assert table.bob.mention in result.response.content
    accept = f"rk:challenge:{table.channel.id}:accept"
    offer = await table.bob.click(result.response, custom_id=accept)
    assert offer.ephemeral
    await table.bob.select(offer.response, ["grid"], custom_id=f"rk:deck:{table.channel.id}")
    match = await table.match()
    assert match is not None and match.row.ruleset == "grid"
    return match


class Seats:
    """Both players: each chooses with the built-in player on the real state, and acts by a
    one-click button on the board, by ``/play do`` or on the Act panel opened from the board
    (or offered by ``/play do`` after a pick)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.players = {seat: SensiblePlayer(random.Random(11 + seat)) for seat in (0, 1)}
        self.panels: dict[int, Any] = {}  # seat -> the Act panel it has open
        self.used: Counter[tuple[int, str]] = Counter()
        self.steps: Counter[int] = Counter()
        self.squares_after_pick: Counter[int] = Counter()  # moves chosen on a panel after a pick
        self.unpicked: set[int] = set()

    async def step(self, match: Any) -> None:
        seat = engine.decision(match.state).actor
        text = engine.format_action(match.state, self.players[seat].choose(match.state, seat))
        turn = self.steps[seat]
        self.steps[seat] += 1
        if text in ("pass", "done") and turn % 3 == 0:
            await self.quick(match, seat)
        elif turn % 4 == 1 and match.state.picked < 0:
            await self.typed(seat, text)
        else:
            await self.on_panel(match, seat, text)

    async def quick(self, match: Any, seat: int) -> None:
        """The board's one-click button: no supply, end the use phase, end the turn."""
        board = self.table.board(match)
        [button] = [c for c in components(board) if ":quick:" in c["custom_id"]]
        assert button["label"] in (
            "補給しない",
            "使用フェイズを終了",
            "移動フェイズを終了（ターン終了）",
        )
        await self.table.actor(seat).click(board, custom_id=button["custom_id"])
        self.used[seat, "quick"] += 1
        self.panels.pop(seat, None)

    async def typed(self, seat: int, text: str) -> None:
        result = await self.table.actor(seat).slash(self.table.channel, "play do", choice=text)
        assert result.ephemeral
        self.used[seat, "play"] += 1
        follow = result.followups[-1] if result.followups else None
        if follow is not None and select_values(follow):
            self.panels[seat] = follow  # the panel it offers for what comes next
        else:
            self.panels.pop(seat, None)

    async def open_panel(self, match: Any, seat: int) -> Any:
        shown = self.panels.get(seat)
        version = f":{match.id}:{match.row.version}:"
        if shown is not None and any(version in c["custom_id"] for c in components(shown)):
            return shown
        opened = await self.table.actor(seat).click(
            self.table.board(match), custom_id=f"rk:act:{match.id}:{match.row.version}"
        )
        assert opened.ephemeral
        self.used[seat, "board"] += 1
        self.panels[seat] = opened.response
        return opened.response

    async def on_panel(self, match: Any, seat: int, text: str) -> None:
        """A button for a plain action, a select for the rest. A two-step choice offers the
        pieces first, then the picked piece's squares and Choose again [G-5.3][G-5.4]."""
        panel = await self.open_panel(match, seat)
        if match.state.picked >= 0 and seat not in self.unpicked:
            match = await self.unpick(match, seat, panel)
        values = select_values(panel)
        if any(v.startswith("pick ") for v in legal_texts(match.state)):
            assert values and all(v.startswith("pick ") for v in values), values
        if match.state.picked >= 0:
            piece = f"#{match.state.picked}"
            assert values and all(piece in v.split()[1].split(",") for v in values), values
            assert all(v.split()[-1] in SQUARES for v in values if v.split()[0] in PLACING)
            assert any(c["custom_id"].endswith(":unpick") for c in components(panel))
            self.squares_after_pick[seat] += 1
        await self.choose(seat, panel, text)
        self.used[seat, "panel"] += 1

    async def choose(self, seat: int, panel: Any, text: str) -> None:
        actor = self.table.actor(seat)
        for item in components(panel):
            custom_id = item.get("custom_id", "")
            if item["type"] == 2 and custom_id.endswith(f":{text}"):
                await actor.click(panel, custom_id=custom_id)
                return
            if item["type"] == 3 and text in [o["value"] for o in item["options"]]:
                await actor.select(panel, [text], custom_id=custom_id)
                return
        raise AssertionError(f"{text} is not on the panel: {select_values(panel)}")

    async def unpick(self, match: Any, seat: int, panel: Any) -> Any:
        """Choose again, once per player: the pieces come back, and the same one is picked."""
        piece = match.state.picked
        await self.choose(seat, panel, "unpick")
        values = select_values(panel)
        assert f"pick #{piece}" in values and all(v.startswith("pick ") for v in values)
        await self.choose(seat, panel, f"pick #{piece}")
        self.unpicked.add(seat)
        match = await self.table.match()
        assert match.state.picked == piece
        return match


class Watch:
    """The channel as the spectator carol sees it, after every step: no hidden card's id, no
    chosen base before it is placed, and no card that never was public, in any message or
    picture's alt text [G-R3][G-R19]."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.public: set[str] = set()  # names of the faces a spectator has been shown
        self.secret_steps = 0  # checks made while a chosen base was still secret
        self.told: set[str] = set()  # the channel's lines, as they came and went

    def check(self, state: Any) -> None:
        seen = engine.view(state, engine.SPECTATOR)
        self.public |= {seen.catalog[s.def_id].name_in(x) for s in shown_in(seen) for x in LANGS}
        hidden = hidden_from(state, engine.SPECTATOR)
        private = {name_of(state, c, x) for c in hidden for x in LANGS} - self.public
        secret = {name_of(state, z.base, x) for z in state.zones if z.base >= 0 for x in LANGS}
        self.secret_steps += bool(secret)
        texts = []
        for message in self.table.channel.history(viewer=self.table.carol):
            texts += [message.content, *(a.description or "" for a in message.attachments)]
        self.told.update(line for text in texts for line in text.splitlines())
        for text in texts:
            assert not visible_ids(text) & hidden, text
            assert not [n for n in secret if n in text], text  # [G-R3]
            rest = text
            for name in sorted(self.public, key=len, reverse=True):
                rest = rest.replace(name, "")
            assert not [n for n in private if n in rest], text


async def check_board_and_hands(table: Table, match: Any) -> None:
    """The board carries the grid picture; the Hand button shows each player their own hand
    only, privately."""
    board = table.board(match)
    [picture] = board.attachments
    assert picture.filename == "board.png" and picture.description
    assert (await picture.read()).startswith(b"\x89PNG")
    for seat in (0, 1):
        shown = await table.actor(seat).click(board, custom_id=f"rk:hand:{match.id}")
        assert shown.ephemeral and shown.response.attachments[0].filename == "hand.png"
        hand = set(match.state.zones[seat].hand)
        assert len(hand) >= 5 and visible_ids(shown.response.content) == hand  # [G-3.4]


async def test_g_1_1_a_grid_match_is_played_from_the_challenge_to_a_win(simcord_env: Any) -> None:
    """grid [G-3.2][G-R3][G-3.4][G-3.5][G-5.2][G-5.3][G-5.4][G-R19][G-1.1][G-1.2]: both
    players through every kind of control, from the secret base choice to the end."""
    table = Table(simcord_env)
    match = await start(table)
    match_id = match.id
    seats, watch = Seats(table), Watch(table)
    hands_checked = False
    while (match := await table.match()) is not None:
        watch.check(match.state)
        if not hands_checked and match.state.phase.value == "supply":
            await check_board_and_hands(table, match)
            hands_checked = True
        await seats.step(match)
        assert sum(seats.steps.values()) < MAX_STEPS, "the match did not end"
    row = await table.bot.store.get_match(match_id)
    final = snapshot.decode(row)  # the store keeps the setup apart
    watch.check(final)
    assert final.result is not None and final.result.winner in (0, 1)
    assert final.result.reason in ("bases_destroyed", "deck_out"), final.result  # not resigned
    assert row.status == "finished" and row.result.startswith(f"P{final.result.winner + 1} ")
    # the secret bases were asked for and kept secret; then both went face up [G-3.5]
    assert watch.secret_steps == 3 and hands_checked  # bob's choice, then both placements
    assert {"P1 拠点を選択（非公開）", "P2 拠点を選択（非公開）"} <= watch.told
    # every way of acting was used by both players, the two-step choice on the panel too
    assert all(seats.used[seat, way] for seat in (0, 1) for way in WAYS), seats.used
    assert all(seats.squares_after_pick[seat] for seat in (0, 1)) and seats.unpicked == {0, 1}
    # the result, in the server's language: the winner and how the match was won
    winner = final.setup.names[final.result.winner]
    said = f"{winner} さんの勝利（{ENDINGS[final.result.reason].in_('ja')}）"
    [result] = [
        m
        for m in table.channel.history()
        if m.attachments and m.attachments[0].filename == "result.png"
    ]
    assert said in result.content and not result.flags.ephemeral
    assert ENDINGS[final.result.reason].in_("ja") in (result.attachments[0].description or "")
    board = next(m for m in table.channel.history() if m.id == row.board_message_id)
    assert said in board.content and not board.components


async def play_through_setup(table: Table) -> Any:
    """Both bases chosen and placed by ``/play do``, the first offered each time."""
    for _ in range(4):
        match = await table.match()
        seat = engine.decision(match.state).actor
        text = legal_texts(match.state)[0]
        await table.actor(seat).slash(table.channel, "play do", choice=text)
    match = await table.match()
    assert match.state.phase.value == "supply"
    return match


async def test_g_3_4_each_hand_arrives_by_dm_to_its_player_alone(simcord_env: Any) -> None:
    """grid [G-3.4][G-R19]: the five cards drawn reach each player in a DM of their own,
    with the hand picture, naming none of the other player's cards."""
    table = Table(simcord_env)
    await start(table)
    match = await play_through_setup(table)
    for seat in (0, 1):
        hand, theirs = set(match.state.zones[seat].hand), set(match.state.zones[1 - seat].hand)
        dms = table.actor(seat).user.dm_channel.history()
        [dm] = [m for m in dms if m.attachments and m.attachments[0].filename == "hand.png"]
        assert visible_ids(dm.content) == hand and len(hand) >= 5
        assert not visible_ids(dm.content) & theirs


async def test_g_3_2_the_base_choice_names_each_base_to_its_chooser(simcord_env: Any) -> None:
    """grid [G-3.2][G-R3]: the Act panel's base choice names every base it offers (alice
    speaks English), privately; the channel names none of them."""
    table = Table(simcord_env)
    match = await start(table)
    board = table.board(match)
    opened = await table.alice.click(board, custom_id=f"rk:act:{match.id}:{match.row.version}")
    assert opened.ephemeral
    options = [o for c in components(opened.response) if c["type"] == 3 for o in c["options"]]
    assert options and all(o["value"].startswith("base #") for o in options)
    for option in options:
        card = int(option["value"].removeprefix("base #"))
        assert name_of(match.state, card, "en") in option["label"], option
