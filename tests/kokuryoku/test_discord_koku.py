"""Kokuryoku through simcord (an offline simulated Discord): a whole match from
``/deck import ... ruleset:kokuryoku`` and ``/match challenge`` to a victory by a variant rule
(an enemy sortie square taken, no unit at the invasion, or a deck run out), both players
acting through the board's buttons, the Act panel's two-step selects (the card or unit
first, then what it does, with Choose again), the one-click buttons and ``/play do``.

Both players have a power phase in every turn, so the decision passes to the player whose
turn it is not, and back, inside one turn [K-4.3][KV-4]: that player is told. No hand, deck
or redraw choice is ever shown in the channel, a hand reaches its player alone, the board
carries the map (and the attack picture while an attack waits on its surprise window
[KV-8]), ``/match rules`` marks every variant rule."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from discord_table import BOTS, Table, build_bot, visible_ids

import engine
from bot.kokuryoku.ai import SensiblePlayer
from bot.kokuryoku.present import QUICK
from bot.kokuryoku.selfplay import hidden_from
from bot.kokuryoku.words import ENDINGS
from bot.store import snapshot
from carddb import starter_deck_text
from engine.kernel.events import shown_in
from engine.kernel.messages import decision_name
from engine.kokuryoku.board import BOARD
from engine.kokuryoku.decision import Kind
from renderer.kokuryoku.attack import say as attack_words
from renderer.kokuryoku.names import word

DECKS = ("souryou", "kokuyou")  # alice's and bob's: the two starter decks
LANGS = ("ja", "en")
SQUARES = {BOARD.label(s) for s in BOARD.squares}
PLACING = {"sortie", "land", "move", "attack", "again"}  # their last word is a square
WAYS = ("board", "panel", "quick", "play")
VICTORIES = ("sortie_square", "no_units", "deck_out")  # [KV-12][KV-13][KV-14]
MATCH_SEED = 21  # the service's seed for the match (shuffles, the first player's die)
MAX_STEPS = 400
NOTICE = ("さんの番です", "it is your decision")
QUICK_LABELS = {  # the board's one-click ends, in the server's language (ja)
    QUICK.say("quick_keep_koku", "ja"),
    QUICK.say("quick_no_surprise_koku", "ja"),
    *(
        QUICK.say("quick_end", "ja", what=decision_name(k, "ja"))
        for k in ("power", "invasion", "end")
    ),
}


@pytest.fixture
async def simcord_bot(tmp_path: Path) -> AsyncIterator[Any]:
    bot = build_bot(tmp_path)
    bot.service.seed_source = random.Random(MATCH_SEED)
    yield bot
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


def off_turn_power(state: Any) -> bool:
    """The power phase of the player whose turn it is not [K-4.3][KV-4]."""
    decision = engine.decision(state)
    return decision.kind is Kind.POWER and decision.actor == 1 - state.active


async def start(table: Table) -> Any:
    """alice and bob import the two kokuryoku starter decks; alice challenges bob with hers,
    and bob accepts with his."""
    await table.play_in_channel()
    for actor, name in zip((table.alice, table.bob), DECKS, strict=True):
        data = starter_deck_text("kokuryoku", name).encode("utf-8")
        result = await actor.slash(
            table.channel,
            "deck import",
            name="koku",
            ruleset="kokuryoku",
            file=(f"{name}.txt", data),
        )
        assert "(45" in result.response.content, result.response.content  # [KV-19]
    result = await table.alice.slash(
        table.channel, "match challenge", opponent=table.bob, ruleset="kokuryoku", deck="koku"
    )
    assert table.bob.mention in result.response.content
    accept = f"rk:challenge:{table.channel.id}:accept"
    offer = await table.bob.click(result.response, custom_id=accept)
    assert offer.ephemeral
    await table.bob.select(offer.response, ["koku"], custom_id=f"rk:deck:{table.channel.id}")
    match = await table.match()
    assert match is not None and match.row.ruleset == "kokuryoku"
    return match


class Seats:
    """Both players: each chooses with the built-in player on the real state, and acts by a
    one-click button on the board, by ``/play do`` or on the Act panel opened from the board
    (or offered by ``/play do`` after a pick). The first to redraw sets a card aside on the
    panel and redraws by ``/play do`` [K-1.1]."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.players = {seat: SensiblePlayer(random.Random(11 + seat)) for seat in (0, 1)}
        self.panels: dict[int, Any] = {}  # seat -> the Act panel it has open
        self.used: Counter[tuple[int, str]] = Counter()
        self.steps: Counter[int] = Counter()
        self.seconds_after_pick: Counter[int] = Counter()  # chosen on a panel after a pick
        self.unpicked: set[int] = set()
        self.verbs: Counter[str] = Counter()
        self.redrawn = False

    async def step(self, match: Any) -> None:
        seat = engine.decision(match.state).actor
        text = self.scripted(match.state, seat)
        if text is None:
            text = engine.format_action(match.state, self.players[seat].choose(match.state, seat))
        self.verbs[text.split()[0]] += 1
        turn = self.steps[seat]
        self.steps[seat] += 1
        if text.startswith("aside"):
            await self.on_panel(match, seat, text)
        elif text == "redraw":
            await self.typed(seat, text)
        elif text in ("pass", "done", "keep") and turn % 3 == 0:
            await self.quick(match, seat)
        elif turn % 4 == 1 and match.state.picked < 0:
            await self.typed(seat, text)
        else:
            await self.on_panel(match, seat, text)

    def scripted(self, state: Any, seat: int) -> str | None:
        """The first redraw: one card aside, then redraw [K-1.1][KV-19]."""
        if engine.decision(state).kind is not Kind.REDRAW or self.redrawn:
            return None
        if not state.zones[seat].set_aside:
            return f"aside #{state.zones[seat].hand[0]}"
        self.redrawn = True
        return "redraw"

    async def quick(self, match: Any, seat: int) -> None:
        """The board's one-click button: keep the hand, end the phase, no surprise card."""
        board = self.table.board(match)
        [button] = [c for c in components(board) if ":quick:" in c["custom_id"]]
        assert button["label"] in QUICK_LABELS, button["label"]
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
        """A button for a plain action, a select for the rest. The power and invasion
        phases offer the cards and units first, then what the picked one does and Choose
        again [K-5.*][K-6.*]."""
        panel = await self.open_panel(match, seat)
        if match.state.picked >= 0 and seat not in self.unpicked:
            match = await self.unpick(match, seat, panel)
        values = select_values(panel)
        if any(v.startswith("pick ") for v in legal_texts(match.state)):
            assert values and all(v.startswith("pick ") for v in values), values
        if match.state.picked >= 0:
            piece = f"#{match.state.picked}"
            assert values and all(v.split()[1] == piece for v in values), values
            assert all(v.split()[-1] in SQUARES for v in values if v.split()[0] in PLACING)
            assert any(c["custom_id"].endswith(":unpick") for c in components(panel))
            self.seconds_after_pick[seat] += 1
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
    """The channel as the spectator carol sees it, after every step: no hand card, deck
    card or card set aside for a redraw — by id or by a name never public — in any message
    or picture's alt text [K-1.1][KV-19]; each hand in its own player's DM only; the board's
    pictures; the turn notices."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.public: set[str] = set()  # names of the faces a spectator has been shown
        self.aside_steps = 0  # checks made while a redraw choice was set aside
        self.attack_boards = 0  # boards drawn while an attack waited on its window
        self.off_turn = 0  # hand-overs into the other player's power phase
        self.told_off_turn = 0  # ... with that player told
        self.hands_checked = 0
        self.told: set[str] = set()  # the channel's lines, as they came and went

    def check(self, state: Any) -> None:
        seen = engine.view(state, engine.SPECTATOR)
        self.public |= {seen.catalog[s.def_id].name_in(x) for s in shown_in(seen) for x in LANGS}
        hidden = hidden_from(state, engine.SPECTATOR)
        private = {name_of(state, c, x) for c in hidden for x in LANGS} - self.public
        self.aside_steps += any(z.set_aside for z in state.zones)
        texts = []
        for message in self.table.channel.history(viewer=self.table.carol):
            texts += [message.content, *(a.description or "" for a in message.attachments)]
        self.told.update(line for text in texts for line in text.splitlines())
        for text in texts:
            assert not visible_ids(text) & hidden, text
            rest = text
            for name in sorted(self.public, key=len, reverse=True):
                rest = rest.replace(name, "")
            assert not [n for n in private if n in rest], text

    def check_hands(self, state: Any) -> None:
        """Each player's DM holds their own hand, and nothing of the other's [K-3.5]."""
        for seat in (0, 1):
            mine = {c.id for c in engine.view(state, seat).players[seat].hand or ()}
            dms = self.table.actor(seat).user.dm_channel.history()
            [dm] = [m for m in dms if m.attachments and m.attachments[0].filename == "hand.png"]
            assert visible_ids(dm.content) == mine, (dm.content, mine, state.zones[seat])
            assert not visible_ids(dm.content) & hidden_from(state, seat)
        self.hands_checked += 1

    def check_board(self, match: Any) -> None:
        """The map always; the attack picture beside it while an attack waits [KV-8]."""
        board = self.table.board(match)
        names = [a.filename for a in board.attachments]
        assert names[0] == "board.png", names
        assert (board.attachments[0].description or "").startswith(word("board_alt", "ja"))
        if match.state.attack is not None:
            assert names == ["board.png", "formation.png"], names
            alt = board.attachments[1].description or ""
            assert alt.startswith(attack_words("title", "ja"))
            self.attack_boards += 1
        else:
            assert names == ["board.png"], names

    def check_notice(self, before: Any, after: Any) -> None:
        """A hand-over into the power phase of the player whose turn it is not: that player
        is mentioned in the channel's turn notice [K-4.3][KV-4]."""
        if after is None or not off_turn_power(after.state):
            return
        if engine.decision(before.state).actor == engine.decision(after.state).actor:
            return
        self.off_turn += 1
        seat, active = engine.decision(after.state).actor, after.state.active
        # the board tells whose turn it is apart from whose power phase [K-3.10]
        status = f"P{active + 1}のターン／P{seat + 1}の国力フェイズ"
        assert status in self.table.board(after).content.splitlines()[0]
        user = self.table.actor(seat)
        backend = self.table.env.backend
        live = [
            m
            for m in backend.messages.get(self.table.channel.id, {}).values()
            if any(n in m.content for n in NOTICE)
        ]
        if (
            live
            and live[-1].ping_user_ids == [user.id]
            and user.mention in live[-1].content
            and decision_name("power", "ja") in live[-1].content
        ):
            self.told_off_turn += 1


async def check_rules(table: Table) -> None:
    """``/match rules`` in the channel: the kokuryoku summary (the reader's language,
    simcord's users speak English), every variant rule KV-1..KV-19 marked [variant]."""
    answer = await table.carol.slash(table.channel, "match rules")
    assert answer.ephemeral
    text = "\n".join([answer.response.content, *(f.content for f in answer.followups)])
    assert engine.registry.get("kokuryoku").title_in("en") in text
    for n in range(1, 20):
        assert f"[variant KV-{n}]" in text, n
    assert "[K-4.3]" in text and "[variant K-" not in text


async def test_k_4_3_a_kokuryoku_match_is_played_from_the_challenge_to_a_win(
    simcord_env: Any,
) -> None:
    """kokuryoku [K-1.1][KV-19][K-3.5][K-4.3][KV-4][KV-5][KV-8][KV-11][KV-12][KV-13][KV-14]:
    both players through every kind of control, from the redraw to a victory."""
    table = Table(simcord_env)
    match = await start(table)
    match_id = match.id
    await check_rules(table)
    seats, watch = Seats(table), Watch(table)
    before = None
    while (match := await table.match()) is not None:
        if before is not None:
            watch.check_notice(before, match)
        watch.check(match.state)
        watch.check_board(match)
        watch.check_hands(match.state)
        await seats.step(match)
        before = match
        assert sum(seats.steps.values()) < MAX_STEPS, "the match did not end"
    row = await table.bot.store.get_match(match_id)
    final = snapshot.decode(row)  # the store keeps the setup apart
    watch.check(final)
    assert final.result is not None and final.result.winner in (0, 1)
    assert final.result.reason in VICTORIES, final.result  # not resigned
    assert row.status == "finished" and row.result.startswith(f"P{final.result.winner + 1} ")
    # the redraw choice was made and kept from the channel; the hands reached their players
    assert seats.verbs["aside"] == 1 and seats.verbs["redraw"] >= 1 and watch.aside_steps
    assert any(line.endswith("引き直すカードを1枚選択") for line in watch.told)  # not which
    assert watch.hands_checked > 10
    # the other player's power phase came inside a turn, and that player was told each time
    assert watch.off_turn > 0 and watch.told_off_turn == watch.off_turn
    # an attack waited on its surprise window with its picture beside the map [KV-8]
    assert watch.attack_boards > 0 and seats.verbs["attack"] > 0
    # every way of acting was used by both players, the two-step choice on the panel too
    assert all(seats.used[seat, way] for seat in (0, 1) for way in WAYS), seats.used
    assert all(seats.seconds_after_pick[seat] for seat in (0, 1)) and seats.unpicked == {0, 1}
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


async def test_k_3_5_the_hand_button_shows_each_player_their_own_hand(simcord_env: Any) -> None:
    """kokuryoku [K-3.5][K-1.1]: the board carries the map; its Hand button shows each
    player their own seven cards, privately, and the other player's none."""
    table = Table(simcord_env)
    match = await start(table)
    board = table.board(match)
    [picture] = board.attachments
    assert picture.filename == "board.png" and picture.description
    assert (await picture.read()).startswith(b"\x89PNG")
    for seat in (0, 1):
        shown = await table.actor(seat).click(board, custom_id=f"rk:hand:{match.id}")
        assert shown.ephemeral and shown.response.attachments[0].filename == "hand.png"
        hand = set(match.state.zones[seat].hand)
        assert len(hand) == 7 and visible_ids(shown.response.content) == hand
        assert not visible_ids(shown.response.content) & set(match.state.zones[1 - seat].hand)
