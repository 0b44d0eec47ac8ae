"""``/deck import`` and ``/cardset import`` through simcord (issue 8 item 18, and 5): an
over-size file is told the limit, ``//`` comments work in a one-line list, a long error list
is cut between lines and says how many it left out, counts have their plurals, and errors
(deck lists' and card sets') reach the user in their language.
"""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import discord
import discord_table
import pytest
import test_discord_refusals

from bot.adapter.client import create_bot
from bot.adapter.config import Settings
from bot.presentation.i18n import service_message, t
from bot.store import DeckRow
from carddb import DeckListError, parse_deck_list, shipped_index

BOTS: list[Any] = []
japanese = test_discord_refusals.japanese  # the fixture making chosen users' clients Japanese


@pytest.fixture
async def simcord_bot(tmp_path: Path) -> AsyncIterator[Any]:
    settings = Settings(token="offline", db_path=tmp_path / "bot.sqlite3", sync_commands=True)
    bot = create_bot(settings)
    bot.service.seed_source = random.Random(20)
    BOTS.append(bot)
    yield bot
    while BOTS:  # simcord detaches bots without closing them
        await BOTS.pop().store.close()


class Server:
    def __init__(self, env: Any) -> None:
        self.env = env
        self.guild = env.create_guild(name="六門サーバー")
        self.channel = self.guild.create_text_channel("decks")
        self.alice = self.guild.add_member(env.create_user("alice"))
        mods = self.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
        self.mod = self.guild.add_member(env.create_user("mod"), roles=[mods])

    async def deck(self, **options: Any) -> str:
        result = await self.alice.slash(
            self.channel, "deck import", name="d", ruleset="mc20th", **options
        )
        assert result.ephemeral
        return str(result.response.content)

    async def cardset(self, name: str, data: bytes) -> str:
        result = await self.mod.slash(self.channel, "cardset import", file=(name, data))
        return str(result.response.content)


async def test_an_over_size_file_is_told_the_limit(simcord_env: Any) -> None:
    server = Server(simcord_env)
    deck = ("3 火花の小鬼\n" * 1200).encode()  # 21,600 bytes
    assert await server.deck(file=("big.txt", deck)) == (
        "The file is too big (22 KB); the limit is 20 KB."
    )
    card_set = b"# " + b"a" * 200_000
    assert await server.cardset("big.toml", card_set) == (
        "The file is too big (201 KB); the limit is 200 KB."
    )
    assert await server.deck(file=("bad.txt", b"\xff\xfe3 \x00")) == (
        "Cannot read the file (use UTF-8 text)."
    )


async def test_slash_slash_comments_work_in_a_one_line_list(simcord_env: Any) -> None:
    server = Server(simcord_env)
    reply = await server.deck(text="# 紅蓮 / 3 火花の小鬼 // 先頭に / 2 ない札 // 誤記")
    assert reply == "The deck was not saved:\n- line 3: 'ない札' is not a known card"


async def test_a_long_error_list_is_cut_between_lines_and_counts_the_rest(
    simcord_env: Any,
) -> None:
    server = Server(simcord_env)
    lines = "\n".join(f"2 存在しない札その{n}" for n in range(150))
    reply = await server.deck(file=("many.txt", lines.encode()))
    shown = reply.splitlines()
    assert shown[0] == "The deck was not saved:" and len(reply) <= 2000
    errors = shown[1:-1]
    assert all(e.startswith("- line ") and e.endswith("is not a known card") for e in errors)
    assert shown[-1] == f"…and {150 - len(errors)} more errors not shown."
    assert (
        errors[-1]
        == f"- line {len(errors)}: '存在しない札その{len(errors) - 1}' is not a known card"
    )


async def test_a_one_card_set_is_one_card(simcord_env: Any) -> None:
    server = Server(simcord_env)
    text = (
        '[set]\nid = "ONE"\nname = "一枚だけ"\nruleset = "mc20th"\n\n[[card]]\nid = "ONE-1"\n'
        'kind = "terrain"\nname = "ひとつ岩"\ntype = "岩場"\nlimit = 2\n'
    )
    assert await server.cardset("one.toml", text.encode()) == (
        "Imported card set ONE '一枚だけ' (1 card)."
    )
    found = await server.alice.slash(server.channel, "card search", query="ひとつ")
    assert found.response.content.startswith("1 card found:\n- ひとつ岩 (ONE-1)")


async def test_a_deck_no_longer_valid_is_explained_in_the_users_language(
    simcord_env: Any,
) -> None:
    server = Server(simcord_env)
    bot = server.env.bot
    when = bot.service.clock()
    await bot.store.put_deck(DeckRow(server.alice.id, "old", "mc20th", "3 消えた札\n", when))
    result = await server.alice.slash(
        server.channel, "match challenge", opponent=server.mod, ruleset="mc20th", deck="old"
    )
    assert result.response.content == (
        "The deck 'old' is no longer valid:\n- line 1: '消えた札' is not a known card"
    )


def test_errors_in_japanese_are_cut_the_same_way() -> None:
    from bot.presentation.i18n import error_list

    with pytest.raises(DeckListError) as caught:
        parse_deck_list("\n".join(f"1 無い札{n}" for n in range(120)), shipped_index("mc20th"))
    text = service_message("deck_invalid_now", "ja", {"name": "古い", "detail": caught.value})
    lines = text.splitlines()
    assert lines[0] == "デッキ「古い」は今のカードでは使えません:"
    assert lines[1] == "- 1行目: 「無い札0」というカードはありません"
    left = 120 - len(lines[1:-1])
    assert lines[-1] == f"…ほか{left}件のエラーは省略しました。" and len(text) < 2000
    assert error_list(["a", "b"], "en", budget=40) == "- a\n- b"
    assert error_list(["x" * 30, "b"], "en", budget=40) == "…and 2 more errors not shown."
    assert error_list(["a", "x" * 30], "en", budget=40) == "- a\n…and 1 more error not shown."


def test_plurals_in_both_languages() -> None:
    assert t("cards_found", "en", count=1) == "1 card found:"
    assert t("cards_found", "en", count=2) == "2 cards found:"
    assert t("cards_found", "ja", count=1) == "1枚見つかりました:"
    assert t("synced", "en", count=1) == "Synced 1 command."


# -- card-set errors in the moderator's language (review finding 12) ------------------------
BAD_SET = (
    '[set]\nid = "BAD"\nname = "壊れた組"\nruleset = "mc20th"\n\n'
    '[[card]]\nid = "BAD-1"\nkind = "terrain"\nname = "ひび割れ岩"\ntype = "岩場"\nlimit = 0\n\n'
    '[[card]]\nid = "rk1-001"\nkind = "terrain"\nname = "まがいの岩"\ntype = "岩場"\nlimit = 2\n'
)


async def test_card_set_errors_follow_the_moderators_language(
    simcord_env: Any, japanese: set[int]
) -> None:
    server = Server(simcord_env)
    japanese.add(server.mod.id)
    file = BAD_SET.replace("limit = 0", 'limit = "高い"').encode()
    assert await server.cardset("bad.toml", file) == (
        "カードセットは登録されませんでした:\n"
        "- bad.toml: カード BAD-1 (ひび割れ岩): 項目 limit: `int` が必要なところに `str` があります"
    )
    assert await server.cardset("bad.toml", BAD_SET.encode()) == (
        "カードセットは登録されませんでした:\n"
        "- bad.toml: カード BAD-1 (ひび割れ岩): 項目 limit: 1以上にしてください"
    )
    clash = BAD_SET.replace("limit = 0", "limit = 2")
    assert await server.cardset("bad.toml", clash.encode()) == (
        "カードセットは登録されませんでした:\n"
        "- bad.toml: カード rk1-001 (まがいの岩): 項目 id: すでに RK1-001（同梱のカード）が"
        "使っています"
    )
    japanese.clear()
    assert await server.cardset("bad.toml", clash.encode()) == (
        "The card set was not imported:\n"
        "- bad.toml: card rk1-001 (まがいの岩): field 'id': is already used by RK1-001 "
        "(a shipped card)"
    )


async def test_a_long_card_set_error_list_is_cut_between_lines_in_japanese(
    simcord_env: Any, japanese: set[int]
) -> None:
    server = Server(simcord_env)
    japanese.add(server.mod.id)
    head, card = BAD_SET.split("\n\n")[:2]
    cards = "\n\n".join(card.replace("BAD-1", f"BAD-{n}") for n in range(120))
    reply = await server.cardset("many.toml", f"{head}\n\n{cards}".encode())
    shown = reply.splitlines()
    assert shown[0] == "カードセットは登録されませんでした:" and len(reply) <= 2000
    errors = shown[1:-1]
    assert errors and all(e.endswith("項目 limit: 1以上にしてください") for e in errors)
    assert shown[-1] == f"…ほか{120 - len(errors)}件のエラーは省略しました。"


async def test_an_unreadable_action_is_told_in_the_players_language(
    simcord_env: Any, japanese: set[int]
) -> None:
    table = discord_table.Table(simcord_env)
    await table.start()
    japanese.add(table.alice.id)
    result = await table.alice.slash(table.channel, "play do", choice="move #3 B᧚")
    assert result.response.content == (
        "操作が読めません: 「B᧚」はエリアではありません。"
        "A1～C4 で書いてください（列A～C、行1～4）。"
    )
