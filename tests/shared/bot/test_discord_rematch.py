"""The end of a match (issue 10, item 9): the result picture (winner, how, turns, duration)
on the result message, where the match was played and in the channel its thread came from,
and the Rematch button: the same decks, P1 and P2 swapped, offered by either player and
accepted by the other; refused to spectators, twice, and in a busy channel; after a restart.
"""

from __future__ import annotations

import io
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import discord
import msgspec
import pytest
from discord_table import BOTS, Table, build_bot, resign
from PIL import Image

from bot.presentation.ending import duration_words
from bot.presentation.i18n import t
from bot.service.rematch import decks_of
from carddb import DeckListError, build_setup, starter_deck_text
from renderer import draw
from renderer.result import WIDTH, ResultWords, render_result


@pytest.fixture
async def simcord_bot(tmp_path: Path) -> AsyncIterator[Any]:
    yield build_bot(tmp_path)
    while BOTS:
        await BOTS.pop().store.close()


async def start(table: Table, threads: bool = False) -> None:
    """alice (guren) challenges bob (soujun), who accepts: the match is played in the
    channel, or in a thread of its own with ``threads``."""
    await table.play_in_channel(threads)
    for actor, name in ((table.alice, "guren"), (table.bob, "soujun")):
        data = starter_deck_text("mc20th", name).encode("utf-8")
        await actor.slash(
            table.channel, "deck import", name="main", ruleset="mc20th", file=(f"{name}.txt", data)
        )
    await table.start_after_import()


def results(channel: Any) -> list[discord.Message]:
    """The channel's messages that carry a result picture, oldest first."""
    return [m for m in channel.history() if [a.filename for a in m.attachments] == ["result.png"]]


def custom_ids(message: Any) -> list[str]:
    return [c.custom_id for row in message.components for c in row.children]


def deck(state: Any, seat: int) -> Counter[str]:
    """The printed cards a seat played with (its deck and summoner), from a state or setup."""
    setup = getattr(state, "setup", state)
    return Counter(c.def_id for c in setup.cards if c.owner == seat)


async def finished(table: Table, channel: Any = None) -> Any:
    """Three minutes and seven seconds in, bob resigns: the finished match."""
    match = await table.bot.service.match_in((channel or table.channel).id)
    await table.env.advance_time(3 * 60 + 7)
    await resign(table, table.bob, channel)
    return await table.bot.service.match_by_id(match.id)


async def png_of(message: discord.Message) -> Image.Image:
    [attachment] = message.attachments
    image = Image.open(io.BytesIO(await attachment.read()))
    image.load()
    return image


async def test_the_result_message_carries_the_picture_and_a_rematch_button(
    simcord_env: Any,
) -> None:
    table = Table(simcord_env)
    await start(table)
    match = await finished(table)
    [message] = results(table.channel)
    assert "alice" in message.content and "投了" in message.content
    # the picture: a PNG, landscape, within 1280x960, described for screen readers
    image = await png_of(message)
    assert image.format == "PNG" and image.width > image.height
    assert image.width <= 1280 and image.height <= 960
    alt = message.attachments[0].description or ""
    assert "alice" in alt and "bob" in alt and "投了" in alt  # winner, players, how
    assert f"ターン数：{match.state.turn}" in alt and "3分7秒" in alt  # turns, duration
    assert custom_ids(message) == [f"rk:rematch:{match.id}"]
    assert not message.mentions  # a result pings nobody


async def test_an_aborted_match_has_no_result_picture(simcord_env: Any) -> None:
    table = Table(simcord_env)
    mods = table.guild.create_role("Mods", permissions=discord.Permissions(manage_channels=True))
    mod = table.guild.add_member(simcord_env.create_user("mod"), roles=[mods])
    await start(table)
    await mod.slash(table.channel, "match abort")
    assert await table.match() is None
    assert results(table.channel) == []


async def test_a_claimed_win_has_its_result_picture_too(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await start(table)
    match = await table.match()
    await simcord_env.advance_time(31 * 60)  # alice, to decide, stays idle past the claim
    await table.bob.click(table.board(await table.match()), custom_id=f"rk:claim:{match.id}")
    [message] = results(table.channel)
    alt = message.attachments[0].description or ""
    assert t("result_headline_win", "ja", name="bob") in alt
    assert t("result_how_claim", "ja") in alt and "31分" in alt
    assert custom_ids(message) == [f"rk:rematch:{match.id}"]


async def test_the_result_speaks_the_servers_language(simcord_env: Any) -> None:
    table = Table(simcord_env)
    mods = table.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    mod = table.guild.add_member(simcord_env.create_user("mod"), roles=[mods])
    await mod.slash(table.channel, "settings language", language="en")
    await start(table)
    await finished(table)
    [message] = results(table.channel)
    alt = message.attachments[0].description or ""
    assert "alice wins" in alt and "resignation" in alt and "3 min 7 s" in alt
    assert message.components[0].children[0].label == "Rematch"


async def test_rematch_swaps_the_sides_and_keeps_the_decks_of_the_match(
    simcord_env: Any,
) -> None:
    table = Table(simcord_env)
    await start(table)
    old = await finished(table)
    # alice's saved deck changes after the match: the rematch still plays the match's decks
    other = starter_deck_text("mc20th", "soujun").encode("utf-8")
    await table.alice.slash(
        table.channel, "deck import", name="main", ruleset="mc20th", file=("s.txt", other)
    )
    [message] = results(table.channel)
    offered = await table.alice.click(message, custom_id=f"rk:rematch:{old.id}")
    offer = offered.response
    assert not offer.ephemeral and table.bob.mention in offer.content
    assert table.bob.id in {u.id for u in offer.message.mentions}  # bob is asked, by ping
    # only bob may accept it
    stranger = await table.carol.click(offer, custom_id=f"rk:challenge:{table.channel.id}:accept")
    assert stranger.ephemeral and await table.match() is None
    await table.bob.click(offer, custom_id=f"rk:challenge:{table.channel.id}:accept")
    new = await table.match()
    assert new is not None and new.id != old.id and new.row.rematch_of == old.id
    assert new.row.players == (table.bob.id, table.alice.id)  # sides swapped
    assert new.state.setup.names == ("bob", "alice")
    assert deck(new.state, 0) == deck(old.state, 1) and deck(new.state, 1) == deck(old.state, 0)
    assert new.state.setup.seed != old.state.setup.seed  # a new game, not a replay
    started = [m.content for m in table.channel.history()]
    assert any(t("rematch_started", "ja", p1="bob", p2="alice") in text for text in started)
    assert table.board(new).attachments  # its board is up


async def test_rematch_is_refused_to_a_spectator_and_when_pressed_twice(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await start(table)
    old = await finished(table)
    [message] = results(table.channel)
    rematch = f"rk:rematch:{old.id}"
    spectator = await table.carol.click(message, custom_id=rematch)
    assert spectator.ephemeral
    assert spectator.response.content == t("not_a_player", "en")
    offered = await table.alice.click(message, custom_id=rematch)
    assert not offered.response.ephemeral
    again = await table.alice.click(message, custom_id=rematch)
    assert again.ephemeral
    assert again.response.content == t(
        "rematch_already_offered", "en", channel=table.channel.mention
    )
    # bob pressing Rematch too accepts alice's offer
    await table.bob.click(message, custom_id=rematch)
    new = await table.match()
    assert new is not None and new.row.players == (table.bob.id, table.alice.id)
    for actor in (table.alice, table.bob):
        late = await actor.click(message, custom_id=rematch)
        assert late.ephemeral
        assert late.response.content == t("rematch_already_started", "en")
    assert (await table.match()).id == new.id  # nothing else started


async def test_rematch_is_refused_while_another_match_runs_in_the_channel(
    simcord_env: Any,
) -> None:
    table = Table(simcord_env)
    await start(table)
    old = await finished(table)
    dave = table.guild.add_member(simcord_env.create_user("dave"))
    data = starter_deck_text("mc20th", "guren").encode("utf-8")
    for actor in (table.carol, dave):
        await actor.slash(
            table.channel, "deck import", name="main", ruleset="mc20th", file=("g.txt", data)
        )
    await table.carol.slash(
        table.channel, "match challenge", opponent=dave, ruleset="mc20th", deck="main"
    )
    await dave.slash(table.channel, "match accept", deck="main")
    running = await table.match()
    busy = await table.alice.click(results(table.channel)[0], custom_id=f"rk:rematch:{old.id}")
    assert busy.ephemeral and busy.response.content == t("channel_busy", "en")
    assert (await table.match()).id == running.id
    assert await table.bot.store.get_challenge(table.channel.id) is None


async def test_the_rematch_button_works_after_a_restart(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await start(table)
    old = await finished(table)
    [message] = results(table.channel)
    await table.bot.store.close()
    await simcord_env.restart_bot(build_bot(Path(table.bot.settings.db_path).parent))
    offered = await table.bob.click(message, custom_id=f"rk:rematch:{old.id}")
    assert table.alice.mention in offered.response.content
    await table.alice.click(offered.response, custom_id=f"rk:challenge:{table.channel.id}:accept")
    new = await table.match()
    # bob offered it, yet the sides are swapped from the last match: bob is P1 now
    assert new.row.players == (table.bob.id, table.alice.id) and new.row.rematch_of == old.id


async def test_with_threads_the_parent_channel_gets_the_picture_and_the_rematch(
    simcord_env: Any,
) -> None:
    table = Table(simcord_env)
    await start(table, threads=True)
    [thread] = table.channel.threads
    old = await finished(table, thread)
    [in_thread] = results(thread)
    [in_parent] = results(table.channel)
    assert thread.mention in in_parent.content and "alice" in in_parent.content
    assert "alice" in (in_parent.attachments[0].description or "")
    assert (await png_of(in_parent)).size == (await png_of(in_thread)).size
    assert custom_ids(in_parent) == custom_ids(in_thread) == [f"rk:rematch:{old.id}"]
    # pressed in the channel, the rematch is offered there and gets a thread of its own
    offered = await table.bob.click(in_parent, custom_id=f"rk:rematch:{old.id}")
    await table.alice.click(offered.response, custom_id=f"rk:challenge:{table.channel.id}:accept")
    [second] = [t for t in table.channel.threads if t.id != thread.id]
    new = await table.bot.service.match_in(second.id)
    assert new.row.players == (table.bob.id, table.alice.id)
    # the other result message's button now says the rematch has started
    late = await table.alice.click(in_thread, custom_id=f"rk:rematch:{old.id}")
    assert late.response.content == t("rematch_already_started", "en")


# -- the picture on its own (renderer/result.py) ---------------------------------------------
WORDS = {
    "ja": ResultWords(
        title="対戦結果",
        subtitle="モンスター・コレクションTCG 20th Anniversary",
        headline="alice さんの勝利",
        players=("alice", "bob"),
        marks=("勝利", "敗北"),
        winner=0,
        facts=(("決着", "本陣陥落"), ("ターン数", "12"), ("対戦時間", "34分12秒")),
    ),
    "en": ResultWords(
        title="Match result",
        subtitle="Monster Collection",
        headline="Draw",
        players=("a player with a rather long display name", "bob"),
        marks=("Draw", "Draw"),
        winner=None,
        facts=(
            ("How it ended", "repetition judgement"),
            ("Turns", "31"),
            ("Duration", "2 h 5 min"),
        ),
    ),
}


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_result_picture_draws_every_word_legibly(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    sizes: list[int] = []
    original = draw.Canvas.text

    def text(
        self: draw.Canvas, x: float, middle: float, text: str, size: int, *a: Any, **k: Any
    ) -> int:
        sizes.append(size)
        return original(self, x, middle, text, size, *a, **k)

    monkeypatch.setattr(draw.Canvas, "text", text)
    words = WORDS[lang]
    picture = render_result(words)
    image = Image.open(io.BytesIO(picture.png))
    assert image.format == "PNG" and image.size == (picture.width, picture.height)
    assert picture.width > picture.height and picture.width <= 1280 and picture.height <= 960
    assert min(sizes) * 400 / WIDTH >= 11  # still read at 400 px wide
    drawn = " ".join(picture.texts)
    for word in (words.title, words.headline, "bob", *words.marks):
        assert word in picture.texts
    for label, value in words.facts:
        assert label in picture.texts and value in picture.texts
    assert "▲P1" in picture.texts and "●P2" in picture.texts  # each seat by colour and shape
    if lang == "en":  # a long name is cut to fit its panel, never drawn over the mark
        assert words.players[0] not in picture.texts and "a player with" in drawn


def test_a_rematch_deals_each_seat_the_cards_it_played_with(setup: Any) -> None:
    (first, second), index = decks_of(setup)
    rebuilt = build_setup((first, second), index, 99, setup.ruleset, setup.names)
    assert deck(rebuilt, 0) == deck(setup, 0) and deck(rebuilt, 1) == deck(setup, 1)
    # a deck its ruleset would refuse now (a card short) is refused, not played
    short = msgspec.structs.replace(setup, cards=setup.cards[1:])
    with pytest.raises(DeckListError):
        decks_of(short)


def test_durations_are_worded_in_both_languages() -> None:
    assert duration_words(7, "ja") == "7秒" and duration_words(7, "en") == "7 s"
    assert duration_words(3 * 60 + 7, "ja") == "3分7秒"
    assert duration_words(3 * 60 + 7, "en") == "3 min 7 s"
    assert duration_words(2 * 3600 + 5 * 60, "en") == "2 h 5 min"
    assert duration_words(3600 + 2 * 60, "ja") == "1時間2分"
    assert duration_words(2 * 86400, "ja") == "2日" and duration_words(7200, "en") == "2 h"
    assert duration_words(26 * 3600, "ja") == "1日2時間"
