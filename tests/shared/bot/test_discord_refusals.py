"""Refusals (issue 8, item 16): every refusal is ephemeral and in the language of the user
who asked, whatever the server's language; the channel gets no stray "Sent.".

simcord sends every interaction as en-US; the ``japanese`` fixture makes chosen users'
clients Japanese, as Discord would tell the bot in ``Interaction.locale``.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import discord
import pytest
import simcord.interactions
from discord_table import BOTS, Table, build_bot, resign

from bot.presentation.i18n import t
from carddb import starter_deck_text


@pytest.fixture
async def simcord_bot(tmp_path: Path) -> AsyncIterator[Any]:
    yield build_bot(tmp_path)
    while BOTS:
        await BOTS.pop().store.close()


@pytest.fixture
def japanese(monkeypatch: pytest.MonkeyPatch) -> set[int]:
    """Add a user id to the set to make that user's Discord client Japanese."""
    users: set[int] = set()
    original: Callable[..., Any] = simcord.interactions.base_payload

    def payload(backend: Any, **kwargs: Any) -> Any:
        record, data = original(backend, **kwargs)
        if kwargs["user_id"] in users:
            data["locale"] = "ja"
        return record, data

    monkeypatch.setattr(simcord.interactions, "base_payload", payload)
    return users


def public(env: Any, channel_id: int) -> list[str]:
    """The channel's messages everyone sees."""
    stored = env.backend.messages.get(channel_id, {}).values()
    return [m.content for m in sorted(stored, key=lambda m: m.id) if not m.is_ephemeral]


def answers(result: Any) -> list[Any]:
    """Every message an interaction produced: its response, then its followups."""
    return [m for m in [result.response, *result.followups] if m is not None]


REFUSED_WITHOUT_A_MATCH = [
    ("match resign", {}, "no_match"),
    ("match claim", {}, "no_match"),
    ("match status", {}, "no_match"),
    ("match log", {}, "no_match"),
    ("match abort", {}, "need_manage_channels"),
    ("match decline", {}, "no_challenge"),
    ("match cancel", {}, "no_challenge"),
    ("match accept", {"deck": "main"}, "no_challenge"),
    ("board", {}, "no_match"),
    ("hand", {}, "no_hand"),
    ("play pass", {}, "no_match"),
    ("play do", {"choice": "pass"}, "no_match"),
]


@pytest.mark.parametrize(("command", "options", "key"), REFUSED_WITHOUT_A_MATCH)
async def test_refusals_are_ephemeral_and_in_the_users_language(
    simcord_env: Any, japanese: set[int], command: str, options: dict[str, str], key: str
) -> None:
    table = Table(simcord_env)
    mods = table.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    mod = table.guild.add_member(simcord_env.create_user("mod"), roles=[mods])
    await mod.slash(table.channel, "settings language", language="en")  # the server: English
    japanese.add(table.carol.id)
    for actor, lang in ((table.carol, "ja"), (table.alice, "en")):
        before = public(simcord_env, table.channel.id)
        result = await actor.slash(table.channel, command, **options)
        said = answers(result)
        assert [m.content for m in said] == [t(key, lang)]
        assert all(m.ephemeral for m in said)
        assert public(simcord_env, table.channel.id) == before


async def test_resign_by_a_non_player_is_refused_privately(
    simcord_env: Any, japanese: set[int]
) -> None:
    table = Table(simcord_env)
    await table.start()
    japanese.add(table.carol.id)
    before = public(simcord_env, table.channel.id)
    result = await table.carol.slash(table.channel, "match resign")
    said = answers(result)
    assert [m.content for m in said] == [t("not_a_player", "ja")]
    assert all(m.ephemeral for m in said)
    assert public(simcord_env, table.channel.id) == before
    assert (await table.match()).row.status == "active"
    # a player's resignation is announced to everyone, in the server's language
    resigned = await resign(table, table.bob)
    assert all(m.ephemeral for m in answers(resigned))  # to bob alone: "Sent."
    assert t("resigned", "ja", name="bob") in public(simcord_env, table.channel.id)


async def test_accepting_with_the_buttons_posts_no_stray_sent(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await table.start()  # the challenge is accepted through its button and the deck select
    assert await table.match() is not None
    shown = public(simcord_env, table.channel.id)
    assert not [text for text in shown if text in (t("done_panel", "ja"), t("done_panel", "en"))]


async def test_accept_without_a_deck_for_the_ruleset_offers_the_starters(
    simcord_env: Any,
) -> None:
    """A player with no deck of the game is offered its starter decks (issue 21)."""
    table = Table(simcord_env)
    data = starter_deck_text("mc20th", "guren").encode("utf-8")
    await table.alice.slash(
        table.channel, "deck import", name="main", ruleset="mc20th", file=("g.txt", data)
    )
    result = await table.alice.slash(
        table.channel, "match challenge", opponent=table.bob, ruleset="mc20th", deck="main"
    )
    offer = await table.bob.click(
        result.response, custom_id=f"rk:challenge:{table.channel.id}:accept"
    )
    assert offer.ephemeral
    assert offer.response.content == t("choose_deck", "en")
    [select] = [item for row in offer.response.components for item in row["components"]]
    assert [o["label"] for o in select["options"]] == [
        "[Starter] Crimson Banner Company",
        "[Starter] Azure Shield Pact",
    ]
