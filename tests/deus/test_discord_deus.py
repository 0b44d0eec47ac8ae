"""モンコレDeus through simcord (an offline simulated Discord), issue 11: a whole match from
``/match challenge`` (no deck: the decks are drafted in the match) through the draft — faction
buttons on the board, then each player's private form of selects, one of them taking a saved
deck of the drafted factions — to a front-line victory, both players through buttons and
commands; and an interception declined, then another accepted, with the battle that follows.
"""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from deus_discord import build_with_form, components, pick_faction
from discord_table import BOTS, Table, build_bot, visible_ids

import engine
from bot.deus.ai import SensiblePlayer
from bot.deus.selfplay import hidden_from
from bot.store import snapshot
from carddb import starter_deck_text
from engine.deus.board import FRONT_LINE, area_label, territory


@pytest.fixture
async def simcord_bot(tmp_path: Path) -> AsyncIterator[Any]:
    yield build_bot(tmp_path)
    while BOTS:
        await BOTS.pop().store.close()


async def challenge(table: Table, option: str = "") -> Any:
    """alice challenges bob to Deus with no deck; bob's Accept starts the match at once."""
    await table.play_in_channel()
    extra = {"option": option} if option else {}
    result = await table.alice.slash(
        table.channel, "match challenge", opponent=table.bob, ruleset="deus", **extra
    )
    assert table.bob.mention in result.response.content
    await table.bob.click(result.response, custom_id=f"rk:challenge:{table.channel.id}:accept")
    match = await table.match()
    assert match is not None and match.row.ruleset == "deus"
    return match


async def build_with_saved_deck(table: Table, match: Any) -> Any:
    seat = engine.decision(match.state).actor
    actor = table.actor(seat)
    opened = await actor.click(
        table.board(match), custom_id=f"rk:act:{match.id}:{match.row.version}"
    )
    [deck] = [c for c in components(opened.response) if c["custom_id"].startswith("rk:formdeck:")]
    return await actor.select(opened.response, ["deus"], custom_id=deck["custom_id"])


async def draft(table: Table, bob_deck: bool) -> Any:
    """Through the draft: bob takes 水 and 魔 (his saved deck's factions) when ``bob_deck``."""
    wanted = {1: [1, 5]} if bob_deck else {}
    while True:
        match = await table.match()
        if match.state.phase.value != "draft":
            return match
        kind = engine.decision(match.state).kind.value
        if kind == "pick_faction":
            await pick_faction(table, match, wanted)
        elif bob_deck and engine.decision(match.state).actor == 1:
            await build_with_saved_deck(table, match)
        else:
            await build_with_form(table, match)


async def import_bob_deck(table: Table) -> None:
    data = starter_deck_text("deus", "shinchou_yakage").encode("utf-8")
    result = await table.bob.slash(
        table.channel, "deck import", name="deus", ruleset="deus", file=("d.txt", data)
    )
    assert "deus" in result.response.content


async def act(table: Table, seat: int, text: str, step: int) -> None:
    """One action of ``seat``: through the Act panel's buttons and selects when it is on
    the panel's first page, else (and every third time) by ``/play do``."""
    match = await table.match()
    actor = table.actor(seat)
    if step % 3:
        opened = await actor.click(
            table.board(match), custom_id=f"rk:act:{match.id}:{match.row.version}"
        )
        for item in components(opened.response):
            custom_id = item.get("custom_id", "")
            if item["type"] == 2 and custom_id.endswith(f":{text}"):
                await actor.click(opened.response, custom_id=custom_id)
                return
            if item["type"] == 3 and text in [o["value"] for o in item.get("options", [])]:
                await actor.select(opened.response, [text], custom_id=custom_id)
                return
    await actor.slash(table.channel, "play do", choice=text)


async def test_a_deus_match_from_the_draft_to_a_victory(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await import_bob_deck(table)
    match = await challenge(table)
    assert match.state.phase.value == "draft"
    match_id = match.id
    match = await draft(table, bob_deck=True)
    state = match.state
    bob_factions = {state.setup.pool[f].name for f in state.draft.factions[1]}
    assert bob_factions == {state.setup.pool[1].name, state.setup.pool[5].name}
    assert all(len(p.hand) == 10 for p in state.players)  # [D-SET-3]
    alice = SensiblePlayer(random.Random(3))
    step = 0
    while (match := await table.match()) is not None:
        decision = engine.decision(match.state)
        seat = decision.actor
        if seat == 0:
            text = engine.format_action(match.state, alice.choose(match.state, 0))
        else:  # bob only ends what he can, declines, and attacks when he must
            legal = {
                engine.format_action(match.state, a) for a in engine.legal_actions(match.state)
            }
            order = ("decline", "end-main", "end-summon", "refill", "done", "attack", "pass")
            text = next((v for v in order if v in legal), sorted(legal)[0])
        await act(table, seat, text, step)
        step += 1
        assert step < 600, "the match did not end"
    row = await table.bot.store.get_match(match_id)
    assert row.status == "finished" and row.result.startswith("P1 front_line"), row.result
    board = next(m for m in table.channel.history() if m.id == row.board_message_id)
    assert "alice" in board.content and not board.components
    final = snapshot.decode(row)  # the store keeps the setup apart
    assert {final.units[u].area for u in final.units if final.setup.cards[u].owner == 0} >= set(
        FRONT_LINE
    )  # [D-END-1]: alice's units stand on the whole front line
    for message in table.channel.history():  # the channel never showed a hidden card id
        assert not (visible_ids(message.content) & hidden_from(final, engine.SPECTATOR))


def _unit_cards(state: Any, seat: int) -> list[int]:
    from engine.moncolle.cards import UnitDef

    catalog, cards = state.setup.catalog, state.setup.cards
    return [
        c
        for c in state.players[seat].hand
        if isinstance(catalog[cards[c].def_id], UnitDef) and catalog[cards[c].def_id].level <= 4
    ]


async def routine(table: Table, match: Any, step: int) -> None:
    """A step nobody scripted: refill (discarding down to six first), end the phase, or let
    the built-in player choose (battles)."""
    decision = engine.decision(match.state)
    seat = decision.actor
    legal = [engine.format_action(match.state, a) for a in engine.legal_actions(match.state)]
    if decision.kind.value == "hand_adjust":
        text = "refill" if "refill" in legal else legal[0]
    elif "end-main" in legal:
        text = "end-main"
    elif "end-summon" in legal:
        text = "end-summon"
    else:
        text = engine.format_action(
            match.state, SensiblePlayer(random.Random(step)).choose(match.state, seat)
        )
    await act(table, seat, text, step)


async def until(table: Table, turn: int, kind: str) -> Any:
    """Play routine steps until turn ``turn`` asks for a decision of ``kind``."""
    for step in range(300):
        match = await table.match()
        if match.state.turn == turn and engine.decision(match.state).kind.value == kind:
            return match
        await routine(table, match, step)
    raise AssertionError(f"turn {turn} never asked for {kind}")


async def summon_two(table: Table, seat: int) -> None:
    """Two unit cards into the own territory's A and B areas [D-TURN-4-C]."""
    match = await table.match()
    areas = sorted(territory(seat, match.state.first_player))[:2]
    for number, area in enumerate(areas):
        match = await table.match()
        card = _unit_cards(match.state, seat)[0]
        await act(table, seat, f"summon #{card} {area_label(area)}", number + 1)


async def test_an_interception_is_declined_then_another_accepted(simcord_env: Any) -> None:
    """deus [D-INT-0][D-INT-DECL][R6][D-INT-1][D-INT-l]: in the same main phase the defender
    lets one advance into an empty front-line area complete, then intercepts the next."""
    table = Table(simcord_env)
    await challenge(table)
    match = await draft(table, bob_deck=False)
    first = match.state.first_player
    second = 1 - first
    await until(table, 1, "summon")
    await summon_two(table, first)
    await until(table, 2, "summon")
    await summon_two(table, second)
    match = await until(table, 3, "main")
    own = sorted(territory(first, first))
    movers = {area: next(u for u in match.state.areas[area].units) for area in own[:2]}
    front_a, front_b = sorted(FRONT_LINE)[:2]
    # the first advance: into B2, empty when the turn began; bob may intercept and declines
    await act(table, first, f"move #{movers[own[1]]} {area_label(front_b)}", 1)
    await act(table, first, "advance", 2)
    match = await table.match()
    assert engine.decision(match.state).kind.value == "intercept"
    board = table.board(match)
    [decline] = [c for c in components(board) if c["custom_id"].endswith(":decline")]
    assert "intercept" in decline["label"].lower() or "迎撃" in decline["label"]
    await table.actor(second).click(board, custom_id=decline["custom_id"])
    match = await table.match()
    assert match.state.battle is None and front_b not in match.state.battled  # [R6]
    assert match.state.units[movers[own[1]]].tapped  # [D-ADV-2]
    assert any("迎撃しない" in m.content for m in table.channel.history())
    # the second advance: into A2; bob's unit behind it intercepts
    await act(table, first, f"move #{movers[own[0]]} {area_label(front_a)}", 4)
    await act(table, first, "advance", 5)
    match = await table.match()
    assert engine.decision(match.state).actor == second
    [interceptor] = [u for u in match.state.areas[sorted(territory(second, first))[0]].units]
    await act(table, second, f"move #{interceptor} {area_label(front_a)}", 1)
    await act(table, second, "intercept", 2)
    match = await table.match()
    assert match.state.battle is not None and match.state.battle.intercepted  # [D-INT-1]
    assert any("迎撃:" in m.content for m in table.channel.history())
    for step in range(200):  # the battle, chosen by the built-in players
        match = await table.match()
        if match.state.battle is None:
            break
        await routine(table, match, step)
    assert front_a in match.state.battled  # [D-POST-2]


STRAY = """[set]
id = "XS1"
name = "はぐれ者"
ruleset = "deus"

[[card]]
id = "XS1-001"
kind = "unit"
name = "はぐれの剣士"
name_en = "Stray Swordsman"
race = "人間"
race_en = "Human"
attribute = "火"
level = 1
attack = 1
defence = 1
move = "歩行"
printing = { rarity = "▲", faction = "はぐれ者の群れ", faction_en = "Stray Band" }
"""


async def test_the_challenge_names_its_setting_and_a_game_needing_a_deck_asks_for_one(
    simcord_env: Any,
) -> None:
    """deus [D-DECK-3a][R17]: the beginner option is said on the challenge and makes the
    match's setup; mc20th without a deck is refused with a reason, not a missing name."""
    table = Table(simcord_env)
    await table.play_in_channel()
    refused = await table.alice.slash(
        table.channel, "match challenge", opponent=table.bob, ruleset="mc20th"
    )
    assert refused.response.ephemeral and "needs your deck" in refused.response.content
    result = await table.alice.slash(
        table.channel, "match challenge", opponent=table.bob, ruleset="deus", option="beginner"
    )
    assert "初心者ルール" in result.response.content  # the channel speaks the server's language
    await table.bob.slash(table.channel, "match accept")  # no deck to name
    match = await table.match()
    assert match.state.setup.beginner  # no summoner, no ★ cards [R17]


async def test_a_card_set_that_breaks_the_draft_pool_refuses_the_challenge(
    simcord_env: Any,
) -> None:
    """deus [D-COMP-1]: a server's card of a faction with no summoner would leave no six
    half-decks to draft: its set is refused at import, and a set stored before makes the
    challenge say so, leaving nothing behind."""
    import discord

    table = Table(simcord_env)
    await table.play_in_channel()
    mods = table.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    mod = table.guild.add_member(simcord_env.create_user("mod"), roles=[mods])
    imported = await mod.slash(table.channel, "cardset import", file=("x.toml", STRAY.encode()))
    assert "could no longer start a match" in imported.response.content  # refused at import
    # one more unit in a shipped faction breaks its half-deck's shape [D-COMP-1][R17]
    extra = STRAY.replace("はぐれ者の群れ", "焔環の戦団").replace("Stray Band", "Flame Ring")
    grown = await mod.slash(table.channel, "cardset import", file=("x.toml", extra.encode()))
    assert "a half-deck holds 14, 5, 1 and 15" in grown.response.content
    assert await table.bot.store.card_sets(table.guild.id) == []
    # a set stored before this check existed: the challenge itself says what is wrong
    from datetime import UTC, datetime

    from bot.store import CardSetRow

    row = CardSetRow(table.guild.id, "XS1", "deus", "はぐれ者", "toml", STRAY, datetime.now(UTC))
    await table.bot.store.put_card_set(row)
    table.bot.service.library.forget(table.guild.id)
    refused = await table.alice.slash(
        table.channel, "match challenge", opponent=table.bob, ruleset="deus"
    )
    assert refused.response.ephemeral and "cannot start a deus match" in refused.response.content
    assert await table.bot.store.get_challenge(table.channel.id) is None
