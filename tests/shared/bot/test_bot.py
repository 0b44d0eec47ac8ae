"""The Discord bot driven through simcord (an offline simulated Discord): a whole match
from ``/match challenge`` to a win through slash commands and buttons, spectators, strangers,
double clicks, closed DMs, a restart mid-match, deck and card-set imports, autocomplete.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import discord
from discord_table import (
    DATA,
    Table,
    act_with_buttons,
    build_bot,
    resign,
    simcord_bot,  # noqa: F401 (the bot simcord_env runs)
    visible_ids,
)

import engine
from bot.mc20th.ai import SensiblePlayer
from bot.mc20th.selfplay import hidden_from
from bot.presentation.i18n import t
from bot.service.repeats import split_offered
from bot.store import snapshot
from engine.moncolle.events import shown_in


async def test_a_full_match_from_challenge_to_a_win(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await table.start()
    rng = random.Random(5)
    attacker, step = SensiblePlayer(rng), 0
    match_id = (await table.match()).id
    while True:
        match = await table.match()
        if match is None:
            break
        decision = engine.decision(match.state)
        actor = table.actor(decision.actor)
        if decision.actor == 0:
            action = attacker.choose(match.state, 0)
            if step % 3 == 0:
                text = engine.format_action(match.state, action)
                await actor.slash(table.channel, "play do", choice=text)
            else:
                await act_with_buttons(table, match, actor, action)
        else:
            # P2 only ever keeps, passes and ends its phases: P1 marches on its HQ
            verb = "pass" if decision.kind.value in ("mulligan", "instant", "formation") else "end"
            if decision.kind.value == "attack":
                verb = "attack"
            await actor.slash(table.channel, f"play {verb}")
        step += 1
        assert step < 400, "the match did not end"
    row = await table.bot.store.get_match(match_id)
    assert row.status == "finished" and row.result.startswith("P1 hq_fall")
    board = next(m for m in table.channel.history() if m.id == row.board_message_id)
    assert "alice さんの勝利" in board.content
    assert not board.components  # no buttons on a finished match
    # the spectator's channel never showed a hidden card id
    final = snapshot.decode(row)  # the store keeps the setup apart
    for message in table.channel.history():
        assert not (visible_ids(message.content) & hidden_from(final, engine.SPECTATOR))


async def test_spectators_see_no_hand_and_strangers_are_refused(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await table.start()
    match = await table.match()
    board = table.board(match)
    assert [a.filename for a in board.attachments] == ["board.png"]
    hands = {c for seat in (0, 1) for c in match.state.players[seat].hand}
    names = {match.state.setup.catalog[match.state.setup.cards[c].def_id].name for c in hands}
    shown = engine.view(match.state, engine.SPECTATOR)
    assert not hands & {card.id for card in shown_in(shown)}
    assert not any(name in board.content for name in names)
    # a stranger clicks the player's button: refused, nothing changes
    refused = await table.carol.click(board, custom_id=f"rk:act:{match.id}:{match.row.version}")
    assert refused.ephemeral and "not playing" in refused.response.content
    # the player who is not deciding is told whose turn it is
    waiting = await table.bob.click(board, custom_id=f"rk:act:{match.id}:{match.row.version}")
    assert waiting.ephemeral and "alice" in waiting.response.content
    assert (await table.match()).row.version == match.row.version
    # the hand button shows a player their own hand only, ephemerally
    hand = await table.alice.click(board, custom_id=f"rk:hand:{match.id}")
    assert hand.ephemeral and hand.response.attachments[0].filename == "hand.png"
    own = {str(c) for c in match.state.players[0].hand}
    assert {str(n) for n in visible_ids(hand.response.content)} == own


async def test_a_double_click_applies_once_and_old_buttons_are_stale(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await table.start()
    match = await table.match()
    board = table.board(match)
    act = f"rk:act:{match.id}:{match.row.version}"
    # two panels for the same state: the second click is a double click
    first = await table.alice.click(board, custom_id=act)
    second = await table.alice.click(board, custom_id=act)
    keep = f"rk:do:{match.id}:{match.row.version}:keep"
    await table.alice.click(first.response, custom_id=keep)
    after = await table.match()
    assert after.row.version == match.row.version + 1
    again = await table.alice.click(second.response, custom_id=keep)
    assert "already decided" in again.followups[-1].content
    assert (await table.match()).row.version == after.row.version
    log = await table.bot.store.action_log(match.id)
    assert [e.action for e in log].count("keep") == 1


async def test_closed_dms_fall_back_to_hand_command(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await table.import_decks()
    dm = table.bob.user.dm_channel
    simcord_env.inject_error(
        "POST",
        f"/channels/{dm.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )
    await table.alice.slash(
        table.channel, "match challenge", opponent=table.bob, ruleset="mc20th", deck="main"
    )
    await table.bob.slash(table.channel, "match accept", deck="main")
    notices = [m.content for m in table.channel.history() if "DM" in m.content]
    assert notices and "bob" in notices[-1]
    match = await table.match()
    hand_ids = set(match.state.players[1].hand)
    assert not visible_ids(notices[-1]) & hand_ids
    # alice got her DM, with the server, channel and turn named
    alice_dm = table.alice.user.dm_channel.history()
    assert alice_dm and "六門サーバー" in alice_dm[-1].content and "duel" in alice_dm[-1].content
    shown = await table.bob.slash(table.channel, "hand")
    assert shown.ephemeral and visible_ids(shown.response.content) == hand_ids


async def test_a_restart_mid_match_carries_on(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await table.start()
    match = await table.match()
    board = table.board(match)
    # a new process: the old one has let go of the SQLite file, a new bot opens it
    await table.bot.store.close()
    await simcord_env.restart_bot(build_bot(Path(table.bot.settings.db_path).parent))
    # the old board button still works after the restart
    panel = await table.alice.click(board, custom_id=f"rk:act:{match.id}:{match.row.version}")
    await table.alice.click(panel.response, custom_id=f"rk:do:{match.id}:{match.row.version}:keep")
    after = await table.match()
    assert after.row.version == match.row.version + 1
    assert engine.decision(after.state).actor == 1


async def test_deck_import_errors_name_the_line_and_store_nothing(simcord_env: Any) -> None:
    table = Table(simcord_env)
    result = await table.alice.slash(
        table.channel, "deck import", name="bad", ruleset="mc20th", text="3 火花の小鬼 / 2 ない札"
    )
    assert result.ephemeral
    assert "line 2: 'ない札' is not a known card" in result.response.content
    listed = await table.alice.slash(table.channel, "deck list")
    assert "bad" not in listed.response.content


async def test_card_set_import_is_all_or_nothing(simcord_env: Any) -> None:
    table = Table(simcord_env)
    table.alice_mod = table.guild.add_member(
        simcord_env.create_user("mod"),
        roles=[table.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))],
    )
    bad = (DATA / "test_cards.toml").read_text(encoding="utf-8").replace("limit = 3", "limit = 0")
    result = await table.alice_mod.slash(
        table.channel, "cardset import", file=("t.toml", bad.encode())
    )
    assert "card TST-006 (細い尾根): field 'limit': must be 1 or more" in result.response.content
    search = await table.alice.slash(table.channel, "card search", query="細い尾根")
    assert "No card" in search.response.content
    good = (DATA / "test_cards.toml").read_bytes()
    refused = await table.alice.slash(table.channel, "cardset import", file=("t.toml", good))
    assert "Manage Server" in refused.response.content
    await table.alice_mod.slash(table.channel, "cardset import", file=("t.toml", good))
    found = await table.alice.slash(table.channel, "card search", query="細い尾根")
    assert "TST-006" in found.response.content


async def test_autocomplete_offers_at_most_25_legal_choices(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await table.start()
    match = await table.match()
    choices = await table.alice.autocomplete(table.channel, "play do", "choice", "")
    legal = {engine.format_action(match.state, a) for a in engine.legal_actions(match.state)}
    assert 0 < len(choices) <= 25 and {split_offered(c["value"])[0] for c in choices} <= legal
    # the waiting player is offered nothing
    assert await table.bob.autocomplete(table.channel, "play do", "choice", "") == []
    cards = await table.alice.autocomplete(table.channel, "card show", "name", "")
    assert len(cards) == 25


async def test_idle_reminder_then_claim_then_expired_challenges(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await table.start()
    match = await table.match()
    await simcord_env.advance_time(11 * 60)
    reminder = table.channel.history()[-1].content
    assert table.alice.mention in reminder and "10" not in reminder.split("（")[0]
    refused = await table.bob.slash(table.channel, "match claim")
    assert "Too early" in refused.response.content
    await simcord_env.advance_time(20 * 60)
    assert table.bob.mention in table.channel.history()[-1].content
    board = table.board(await table.match())
    claim = f"rk:claim:{match.id}"
    assert any(c.custom_id == claim for row in board.components for c in row.children)
    not_yours = await table.alice.click(board, custom_id=claim)
    assert not_yours.ephemeral and "waiting" in not_yours.response.content
    await table.bob.click(board, custom_id=claim)
    row = await table.bot.store.get_match(match.id)
    assert row.status == "finished" and row.result == "P2 claim"
    assert "bob さんが勝利を申請しました" in table.board(match).content
    # an unanswered challenge lapses
    await table.alice.slash(
        table.channel, "match challenge", opponent=table.bob, ruleset="mc20th", deck="main"
    )
    await simcord_env.advance_time(16 * 60)
    assert "expired" in table.channel.history()[-1].content or "期限切れ" in (
        table.channel.history()[-1].content
    )
    late = await table.bob.slash(table.channel, "match accept", deck="main")
    assert "no challenge" in late.response.content


async def test_moderators_set_timers_and_language_and_abort(simcord_env: Any) -> None:
    table = Table(simcord_env)
    mods = table.guild.create_role(
        "Mods", permissions=discord.Permissions(manage_guild=True, manage_channels=True)
    )
    mod = table.guild.add_member(simcord_env.create_user("mod"), roles=[mods])
    refused = await table.alice.slash(table.channel, "settings idle", remind=2)
    assert "Manage Server" in refused.response.content
    saved = await mod.slash(table.channel, "settings idle", remind=2, claim=5)
    assert "remind=2 claim=5" in saved.response.content
    await mod.slash(table.channel, "settings language", language="en")
    await table.start()
    match = await table.match()
    assert "Turn" in table.board(match).content  # the channel now speaks English
    await simcord_env.advance_time(3 * 60)
    assert table.alice.mention in table.channel.history()[-1].content
    not_mod = await table.alice.slash(table.channel, "match abort")
    assert "Manage Channels" in not_mod.response.content
    await mod.slash(table.channel, "match abort")
    row = await table.bot.store.get_match(match.id)
    assert row.status == "aborted" and "aborted" in table.board(match).content
    assert await table.match() is None


async def test_resign_ends_the_match_and_status_and_log_answer(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await table.start()
    status = await table.carol.slash(table.channel, "match status")
    assert status.ephemeral and "alice" in status.response.content
    assert status.response.attachments[0].filename == "board.png"
    log = await table.carol.slash(table.channel, "match log")
    assert log.response.attachments[0].filename.endswith(".log.txt")
    await resign(table, table.bob)
    finished = await table.bot.store.get_match(1)
    assert finished.status == "finished" and finished.result.startswith("P1 resignation")


BATTLE = {
    "active": "P1",
    "P1": {"hand": ["火の粉の雨#10"], "deck": ["火花の小鬼*5"]},
    "P2": {"hand": ["岩壁の祈り#30"], "deck": ["潮騒の小人*5"]},
    "area": [
        {"at": "B2", "terrain": "古の城塞#40", "units": ["P1 火口の術師#11", "P1 溶岩の巨人#12"]},
        {
            "at": "B3",
            "terrain": "古の城塞#41",
            "owner": "P2",
            "units": ["P2 大地の賢者#31", "P2 苔むす大亀#32"],
        },
    ],
}


async def arrange_battle(
    table: Table, position: dict[str, Any] = BATTLE, extra: str | None = None
) -> Any:
    """A match already in a battle, P1 to act before attacking (the world is arranged here;
    everything after this goes through Discord). ``extra``: a card set file besides the
    shipped ones."""
    from datetime import UTC, datetime

    from bot.mc20th.scenario.position import build_position
    from bot.players.chance import resolve_chance
    from bot.store import MatchRow
    from carddb import shipped_index
    from carddb.cardset import load_file
    from carddb.decklist import CardIndex
    from engine.moncolle.actions import Roll

    index = shipped_index("mc20th")
    if extra is not None:
        index = CardIndex([*index.by_id.values(), *load_file(Path(extra)).cards])
    state, labels = build_position(position, index, 3)
    for text in ("move #11 B3", "move #12 B3", "advance", "done", "done", "done", "done"):
        ids = text.replace("#11", f"#{labels[11]}").replace("#12", f"#{labels[12]}")
        state, _ = engine.apply(state, engine.parse_action(state, ids))
    state, _ = engine.apply(state, Roll(0, 6))
    state, _ = engine.apply(state, Roll(1, 1))
    state = resolve_chance(state)
    now = datetime.now(UTC)
    row = MatchRow(
        0,
        table.guild.id,
        table.channel.id,
        "mc20th",
        (table.alice.id, table.bob.id),
        "active",
        state.version,
        engine.encode_state(state).decode(),
        None,
        now,
        now,
        0,
        None,
    )
    stored = await table.bot.store.create_match(row, [])
    match = await table.bot.service.match_in(table.channel.id)
    table.bot.host.boards._recent[stored.id] = []
    await table.bot.host.boards.post_board(match, [])
    return labels


async def choose_on_panel(actor: Any, panel: Any, text: str) -> Any:
    """Click the button or pick the select option that stands for an action's notation."""
    for row in panel.components:
        for item in row["components"]:
            custom_id = item.get("custom_id", "")
            if item["type"] == 2 and custom_id.endswith(f":{text}"):
                return await actor.click(panel, custom_id=custom_id)
            if item["type"] == 3 and text in [o["value"] for o in item.get("options", [])]:
                return await actor.select(panel, [text], custom_id=custom_id)
    raise AssertionError(f"{text} is not on the panel: {panel.components}")


async def test_a_spell_answered_by_a_counter_resolves_in_reverse(simcord_env: Any) -> None:
    table = Table(simcord_env)
    labels = await arrange_battle(table)
    match = await table.match()
    assert engine.decision(match.state).kind.value == "attack"
    board = table.board(match)
    # P1: the spell, through the panel: use, target, pay, declare
    panel = (
        await table.alice.click(board, custom_id=f"rk:act:{match.id}:{match.row.version}")
    ).response
    for text in (
        f"use #{labels[10]} 1",
        f"target #{labels[32]}",
        f"pay #{labels[11]} 火",
        "declare",
    ):
        await choose_on_panel(table.alice, panel, text)  # the bot edits the same panel
    match = await table.match()
    assert engine.decision(match.state).kind.value == "chain"
    assert engine.decision(match.state).actor == 1
    assert "火の粉の雨" in table.board(match).content
    # P2 answers with a [対抗] through its own panel
    panel = (
        await table.bob.click(
            table.board(match), custom_id=f"rk:act:{match.id}:{match.row.version}"
        )
    ).response
    for text in (
        f"use #{labels[30]} 1",
        f"target #{labels[32]}",
        f"pay #{labels[31]} 土",
        "declare",
    ):
        await choose_on_panel(table.bob, panel, text)
    # both then had nothing left but passing: auto-pass resolved the chain, last first
    log = [e.action for e in await table.bot.store.action_log(match.id)]
    assert log[-2:] == ["pass", "pass"]
    after = await table.match()
    assert after.state.chain is None
    turtle = after.state.units[labels[32]]
    assert turtle is not None  # +3 defence came first (L2), so 火炎:3 did not kill it
    board_text = table.board(after).content
    assert board_text.index("L2 岩壁の祈り: 効果を発揮") < board_text.index(
        "L1 火の粉の雨: 効果を発揮"
    )
    assert "苔むす大亀" in board_text and "防御力+3" in board_text


async def test_a_card_resolved_by_hand_and_a_trigger_through_the_panel(simcord_env: Any) -> None:
    """Manual resolution (each step public) and a [条件] effect [11-2-4], both by buttons."""
    position = {
        "active": "P1",
        "P1": {"hand": ["気まぐれな呪文#10"], "deck": ["火花の小鬼*5"]},
        "P2": {"hand": [], "deck": ["潮騒の小人*5"]},
        "area": [
            {
                "at": "B2",
                "terrain": "古の城塞#40",
                "units": ["P1 万能の見習い#11", "P1 溶岩の巨人#12"],
            },
            {
                "at": "B3",
                "terrain": "古の城塞#41",
                "owner": "P2",
                "units": ["P2 鉄壁の老兵#31", "P2 苔むす大亀#32"],
            },
        ],
    }
    table = Table(simcord_env)
    extra = str(Path(__file__).resolve().parents[2] / "scenarios" / "sets" / "test_cards.toml")
    labels = await arrange_battle(table, position, extra)
    match = await table.match()
    panel = (
        await table.alice.click(
            table.board(match), custom_id=f"rk:act:{match.id}:{match.row.version}"
        )
    ).response
    tortoise = labels[32]
    for text in (
        f"use #{labels[10]} 1",
        f"target #{tortoise}",
        f"pay #{labels[11]} S",
        "declare",
        "manual defence",
        f"manual defence #{tortoise} -2",
        "done",
    ):
        await choose_on_panel(table.alice, panel, text)
    match = await table.match()
    assert engine.decision(match.state).kind.value == "attack"
    board_text = table.board(match).content
    assert "手動処理" in board_text and "防御力-2" in board_text  # announced to everyone
    # the attack wakes P2's [条件]: Bob is asked, and uses it through his own panel
    panel = (
        await table.alice.click(
            table.board(match), custom_id=f"rk:act:{match.id}:{match.row.version}"
        )
    ).response
    await choose_on_panel(table.alice, panel, "attack")
    match = await table.match()
    assert engine.decision(match.state).kind.value == "trigger"
    assert engine.decision(match.state).actor == 1
    panel = (
        await table.bob.click(
            table.board(match), custom_id=f"rk:act:{match.id}:{match.row.version}"
        )
    ).response
    for text in (f"use #{labels[31]} 1", "declare"):
        await choose_on_panel(table.bob, panel, text)
    log = [e.action for e in await table.bot.store.action_log(match.id)]
    assert f"use #{labels[31]} 1" in log and "done" in log
    after = await table.match()
    assert after.state.windows == [] and after.state.chain is None
    board_text = table.board(after).content
    assert "鉄壁の老兵: 効果を発揮" in board_text  # its [条件] took effect before the attack


async def test_resign_asks_to_confirm_and_the_button_resigns_only_its_match(
    simcord_env: Any,
) -> None:
    """Issue 10 item 9: ``/match resign`` asks first, privately (no one else can press the
    button); nothing ends until the button."""
    table = Table(simcord_env)
    await table.start()
    asked = await table.bob.slash(table.channel, "match resign")
    assert asked.response.ephemeral
    assert asked.response.content in (t("resign_confirm", "ja"), t("resign_confirm", "en"))
    assert (await table.match()).row.status == "active"  # asking changed nothing
    button = asked.response.components[0]["components"][0]["custom_id"]
    await table.bob.click(asked.response, custom_id=button)
    finished = await table.bot.store.get_match(1)
    assert finished.status == "finished" and finished.result.startswith("P1 resignation")
    # the button of a match already over resigns nothing else
    await table.start_after_import()
    again = await table.bob.click(asked.response, custom_id=button)
    assert again.ephemeral and (await table.match()).row.status == "active"
    # typed with confirm:True it resigns at once
    await table.alice.slash(table.channel, "match resign", confirm=True)
    assert (await table.match()) is None
