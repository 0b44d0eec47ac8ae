"""Starter decks on Discord (issue 21 item 1) through simcord: players with no saved deck
challenge and accept with their game's shipped starter decks (the autocomplete and the Accept
button's select offer them, labelled 【スターター】/[Starter]) and play; Deus, which drafts,
takes a starter in its deck form; ``/deck starter`` copies one into the player's decks,
refusing an unknown starter, a bad or reserved name and a name already used, with nothing
half-written.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from deus_discord import build_with_form, components, pick_faction
from discord_table import BOTS, Table, build_bot
from test_discord_refusals import japanese  # noqa: F401  (the fixture, used by name)

import engine
from bot import games
from bot.presentation.i18n import t
from bot.service import starters
from carddb import Deck, load_deck, shipped_index, starter_deck_text
from carddb.moncolle.decks import summoner_of

PICKED = ("mc20th", "grid", "kokuryoku")  # the games whose players bring a deck
ACTIONS = 6  # actions played after the start, through /play do


@pytest.fixture
async def simcord_bot(tmp_path: Path) -> AsyncIterator[Any]:
    yield build_bot(tmp_path)
    while BOTS:
        await BOTS.pop().store.close()


def dealt(setup: Any, seat: int) -> Counter[str]:
    return Counter(c.def_id for c in setup.cards if c.owner == seat)


def counted(deck: Deck) -> Counter[str]:
    summoner = summoner_of(deck)
    return Counter(deck.cards) + Counter([summoner] if summoner else [])


def options_of(message: Any) -> dict[str, str]:
    """A message's select options, value -> label."""
    return {o["value"]: o["label"] for c in components(message) for o in c.get("options", [])}


async def play_a_few(table: Table, count: int) -> Any:
    """The deciding player sends the built-in player's choice by /play do, ``count`` times;
    each one is applied (the version moves on)."""
    for step in range(count):
        match = await table.match()
        seat = engine.decision(match.state).actor
        player = games.of(match.state).smart_player(random.Random(step))
        text = engine.format_action(match.state, player.choose(match.state, seat))
        await table.actor(seat).slash(table.channel, "play do", choice=text)
        after = await table.match()
        assert after.row.version > match.row.version, (step, text)
    return await table.match()


def test_every_game_names_and_titles_its_starters_in_both_languages() -> None:
    """Each game's registry entry gives titles for its starter decks; each loads."""
    for ruleset in engine.registry.ids():
        names = starters.names(ruleset)
        assert len(names) == 2 and set(games.get(ruleset).starter_titles) == set(names)
        index = shipped_index(ruleset)
        for name in names:
            ja, en = starters.title(ruleset, name, "ja"), starters.title(ruleset, name, "en")
            assert ja != en and name not in (ja, en)
            assert starters.label(ruleset, name, "ja") == f"【スターター】{ja}"
            assert starters.label(ruleset, name, "en") == f"[Starter] {en}"
            assert starters.find(ruleset, starters.value(name)) == name
            assert starters.find(ruleset, f" {en.upper()} ") == name
            load_deck(starter_deck_text(ruleset, name), index, ruleset)
        assert starters.find(ruleset, "starter:nothing") is None


@pytest.mark.parametrize("ruleset", PICKED)
async def test_players_with_no_deck_challenge_and_accept_with_starters_and_play(
    simcord_env: Any, ruleset: str
) -> None:
    """mc20th [3-1], grid [G-3.1], kokuryoku [variant KV-19]: a match needs a legal deck
    from each player; the starters are legal, so two players with no saved deck play."""
    table = Table(simcord_env)
    await table.play_in_channel()
    assert await table.bot.store.list_decks(table.alice.user.id) == []
    first, second = starters.names(ruleset)
    offered = await table.alice.autocomplete(
        table.channel, "match challenge", "deck", "", ruleset=ruleset
    )
    assert [c["value"] for c in offered] == [starters.value(first), starters.value(second)]
    assert offered[0]["name"] == f"[Starter] {starters.title(ruleset, first, 'en')}"
    result = await table.alice.slash(
        table.channel,
        "match challenge",
        opponent=table.bob,
        ruleset=ruleset,
        deck=offered[0]["value"],
    )
    assert table.bob.mention in result.response.content
    challenge = await table.bot.store.get_challenge(table.channel.id)
    assert challenge.deck_name == starters.value(first)
    # /match accept's autocomplete reads the game from the challenge in the channel
    typed = await table.bob.autocomplete(table.channel, "match accept", "deck", "")
    assert [c["value"] for c in typed] == [starters.value(first), starters.value(second)]
    offer = await table.bob.click(
        result.response, custom_id=f"rk:challenge:{table.channel.id}:accept"
    )
    assert offer.ephemeral
    choices = options_of(offer.response)
    assert choices[starters.value(second)].startswith("[Starter] ")
    await table.bob.select(
        offer.response, [starters.value(second)], custom_id=f"rk:deck:{table.channel.id}"
    )
    match = await table.match()
    assert match is not None and match.row.ruleset == ruleset
    index = shipped_index(ruleset)
    for seat, name in enumerate((first, second)):
        shipped = load_deck(starter_deck_text(ruleset, name), index, ruleset)
        assert dealt(match.state.setup, seat) == counted(shipped)
    assert await table.bot.store.list_decks(table.bob.user.id) == []  # nothing was saved
    await play_a_few(table, ACTIONS)


async def test_a_starter_is_typed_by_its_name_and_kept_by_its_value(simcord_env: Any) -> None:
    """A typed starter name works too; the challenge keeps the starter's value, so a deck
    the challenger saves meanwhile under that name does not change the deck."""
    table = Table(simcord_env)
    await table.play_in_channel()
    result = await table.alice.slash(
        table.channel, "match challenge", opponent=table.bob, ruleset="grid", deck="Kouen_Tsukikage"
    )
    assert table.bob.mention in result.response.content
    row = await table.bot.store.get_challenge(table.channel.id)
    assert row.deck_name == "starter:kouen_tsukikage"
    await table.bob.slash(table.channel, "match accept", deck="suiju_hoshiyomi")
    assert (await table.match()).row.ruleset == "grid"


async def test_a_starter_named_like_a_deck_of_another_game_is_the_starter(
    simcord_env: Any,
) -> None:
    """alice's own deck 'guren' is a grid deck: challenging to mc20th with 'guren' takes
    mc20th's starter rather than refusing the grid deck."""
    table = Table(simcord_env)
    await table.play_in_channel()
    data = starter_deck_text("grid", "kouen_tsukikage").encode("utf-8")
    await table.alice.slash(
        table.channel, "deck import", name="guren", ruleset="grid", file=("k.txt", data)
    )
    await table.alice.slash(
        table.channel, "match challenge", opponent=table.bob, ruleset="mc20th", deck="guren"
    )
    row = await table.bot.store.get_challenge(table.channel.id)
    assert row is not None and row.deck_name == "starter:guren"
    mine = await table.alice.autocomplete(
        table.channel, "match challenge", "deck", "", ruleset="grid"
    )
    assert [c["value"] for c in mine] == [
        "guren",
        "starter:kouen_tsukikage",
        "starter:suiju_hoshiyomi",
    ]  # her own grid deck first, then grid's starters; no mc20th deck


async def test_an_unknown_deck_is_refused_and_no_challenge_is_made(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await table.play_in_channel()
    result = await table.alice.slash(
        table.channel, "match challenge", opponent=table.bob, ruleset="grid", deck="starter:guren"
    )
    assert result.response.ephemeral
    assert result.response.content == t("no_deck", "en", name="starter:guren")
    assert await table.bot.store.get_challenge(table.channel.id) is None


async def test_deus_takes_a_starter_in_its_deck_form(simcord_env: Any) -> None:
    """deus [D-DECK-0][D-DECK-3c]: no deck at the challenge; in the draft's deck form bob
    picks the starter of the factions he drafted (水 and 魔) instead of 15 cards twice."""
    table = Table(simcord_env)
    await table.play_in_channel()
    offered = await table.alice.autocomplete(
        table.channel, "match challenge", "deck", "", ruleset="deus"
    )
    assert offered == []  # Deus brings no deck to a challenge
    result = await table.alice.slash(
        table.channel, "match challenge", opponent=table.bob, ruleset="deus"
    )
    await table.bob.click(result.response, custom_id=f"rk:challenge:{table.channel.id}:accept")
    wanted = {1: [1, 5]}  # shinchou_yakage's factions: 深潮の守り手 and 夜影の結社
    took_starter = False
    for _ in range(20):
        match = await table.match()
        if match.state.phase.value != "draft":
            break
        decision = engine.decision(match.state)
        if decision.kind.value == "pick_faction":
            await pick_faction(table, match, wanted)
        elif decision.actor == 1:
            opened = await table.bob.click(
                table.board(match), custom_id=f"rk:act:{match.id}:{match.row.version}"
            )
            [deck] = [
                c for c in components(opened.response) if c["custom_id"].startswith("rk:formdeck:")
            ]
            labels = {o["value"]: o["label"] for o in deck["options"]}
            assert labels == {v: label for label, v in starters.options("deus", "en")}
            await table.bob.select(
                opened.response, ["starter:shinchou_yakage"], custom_id=deck["custom_id"]
            )
            took_starter = True
            assert engine.decision((await table.match()).state).actor != 1  # taken at once
        else:
            await build_with_form(table, match)
    assert took_starter
    shipped = load_deck(starter_deck_text("deus", "shinchou_yakage"), shipped_index("deus"), "deus")
    assert counted(shipped) <= dealt(match.state.setup, 1)  # and the drafted tokens
    await play_a_few(table, ACTIONS)


async def test_deck_starter_copies_a_starter_into_the_players_decks(simcord_env: Any) -> None:
    table = Table(simcord_env)
    listed = await table.alice.slash(table.channel, "deck starter", ruleset="kokuryoku")
    assert "[Starter] Azure Peaks Kingdom (`souryou`)" in listed.response.content
    assert await table.bot.store.list_decks(table.alice.user.id) == []
    choices = await table.alice.autocomplete(
        table.channel, "deck starter", "name", "obsid", ruleset="kokuryoku"
    )
    assert [c["value"] for c in choices] == ["starter:kokuyou"]
    copied = await table.alice.slash(
        table.channel, "deck starter", ruleset="kokuryoku", name="starter:kokuyou"
    )
    assert copied.response.ephemeral
    assert copied.response.content == t(
        "starter_copied", "en", title="Obsidian Empire", name="kokuyou", count=45
    )
    row = await table.bot.store.get_deck(table.alice.user.id, "kokuyou")
    assert row.ruleset == "kokuryoku" and row.body == starter_deck_text("kokuryoku", "kokuyou")
    # its copy is the player's own deck: shown, and chosen by its name at a challenge
    shown = await table.alice.slash(table.channel, "deck show", name="kokuyou")
    assert "kokuyou" in shown.response.content
    again = await table.alice.slash(
        table.channel, "deck starter", ruleset="kokuryoku", name="kokuyou", save_as="mine"
    )
    assert "'mine' (45 cards)" in again.response.content
    decks = await table.bot.store.list_decks(table.alice.user.id)
    assert [d.name for d in decks] == ["kokuyou", "mine"]


async def test_deck_starter_refuses_a_clash_and_changes_nothing(simcord_env: Any) -> None:
    table = Table(simcord_env)
    data = starter_deck_text("grid", "suiju_hoshiyomi").encode("utf-8")
    await table.alice.slash(
        table.channel,
        "deck import",
        name="kouen_tsukikage",
        ruleset="grid",
        file=("s.txt", data),
    )
    before = await table.bot.store.get_deck(table.alice.user.id, "kouen_tsukikage")
    assert before is not None
    refused = await table.alice.slash(
        table.channel, "deck starter", ruleset="grid", name="kouen_tsukikage"
    )
    assert refused.response.ephemeral
    assert refused.response.content == t("deck_name_taken", "en", name="kouen_tsukikage")
    assert await table.bot.store.get_deck(table.alice.user.id, "kouen_tsukikage") == before


@pytest.mark.parametrize(
    ("options", "key", "params"),
    [
        (
            {"ruleset": "grid", "name": "guren"},
            "unknown_starter",
            {"ruleset": "grid", "name": "guren", "known": "kouen_tsukikage, suiju_hoshiyomi"},
        ),
        ({"ruleset": "mc20th", "name": "guren", "save_as": "x" * 51}, "bad_deck_name", {}),
        ({"ruleset": "mc20th", "name": "guren", "save_as": "   "}, "deck_name_taken", None),
        (
            {"ruleset": "mc20th", "name": "guren", "save_as": "Starter:mine"},
            "deck_name_reserved",
            {"prefix": "starter:"},
        ),
    ],
)
async def test_deck_starter_refuses_a_bad_request(
    simcord_env: Any, options: dict[str, str], key: str, params: dict[str, str] | None
) -> None:
    table = Table(simcord_env)
    if params is None:  # a blank name is the starter's own: refused once that is taken
        await table.alice.slash(table.channel, "deck starter", ruleset="mc20th", name="guren")
        params = {"name": "guren"}
    before = await table.bot.store.list_decks(table.alice.user.id)
    refused = await table.alice.slash(table.channel, "deck starter", **options)
    assert refused.response.ephemeral
    assert refused.response.content == t(key, "en", **params)
    assert await table.bot.store.list_decks(table.alice.user.id) == before


async def test_a_deck_name_that_reads_as_a_starter_is_refused_at_import(simcord_env: Any) -> None:
    table = Table(simcord_env)
    data = starter_deck_text("mc20th", "guren").encode("utf-8")
    refused = await table.alice.slash(
        table.channel, "deck import", name="starter:guren", ruleset="mc20th", file=("g.txt", data)
    )
    assert refused.response.content == t("deck_name_reserved", "en", prefix="starter:")
    assert await table.bot.store.list_decks(table.alice.user.id) == []


async def test_starters_speak_japanese_to_a_japanese_client(
    simcord_env: Any, request: pytest.FixtureRequest
) -> None:
    table = Table(simcord_env)
    request.getfixturevalue("japanese").add(table.alice.user.id)  # alice's client is Japanese
    offered = await table.alice.autocomplete(
        table.channel, "match challenge", "deck", "", ruleset="mc20th"
    )
    assert [c["name"] for c in offered] == ["【スターター】紅蓮の旗団", "【スターター】蒼盾の盟約"]
    listed = await table.alice.slash(table.channel, "deck starter", ruleset="mc20th")
    assert listed.response.content.startswith("mc20th のスターターデッキ")
    copied = await table.alice.slash(table.channel, "deck starter", ruleset="mc20th", name="guren")
    assert copied.response.content == t(
        "starter_copied", "ja", title="紅蓮の旗団", name="guren", count=50
    )
