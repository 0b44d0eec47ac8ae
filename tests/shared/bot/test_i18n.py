"""Every command name, description and message exists in Japanese and English."""

from __future__ import annotations

import re
import string
from pathlib import Path
from typing import Any

import discord
from discord import app_commands

from bot.adapter.client import create_bot
from bot.adapter.cogs import EXTENSIONS
from bot.adapter.config import Settings
from bot.adapter.translator import COMMANDS, Translator
from bot.presentation.i18n import TEXT, lang_of, t

# Discord's rule for localized command and option names
NAME = re.compile(r"^[-_\w]{1,32}$")


def _strings(command: Any) -> list[app_commands.locale_str]:
    found = [command._locale_name or command.name, command._locale_description]
    if isinstance(command, app_commands.Group):
        for child in command.commands:
            found += _strings(child)
    else:
        for parameter in command.parameters:
            found += [parameter.locale_name, parameter.locale_description]
    return [s for s in found if isinstance(s, app_commands.locale_str)]


async def test_every_command_string_has_a_japanese_translation(tmp_path: Path) -> None:
    bot = create_bot(Settings(token="x", db_path=tmp_path / "x.sqlite3"))
    for extension in EXTENSIONS:
        await bot.load_extension(extension)
    translator = Translator()
    strings = [s for command in bot.tree.get_commands() for s in _strings(command)]
    assert len(strings) > 100
    context = app_commands.TranslationContext(app_commands.TranslationContextLocation.other, None)
    for text in strings:
        japanese = await translator.translate(text, discord.Locale.japanese, context)
        assert japanese, f"no Japanese for {text.message!r}"
        assert await translator.translate(text, discord.Locale.american_english, context) is None
    for command in bot.tree.walk_commands():
        name = command._locale_name.message  # type: ignore[union-attr]
        assert NAME.match(COMMANDS[name].in_("ja"))


def test_every_message_has_both_languages_with_the_same_fields() -> None:
    for key, phrase in TEXT.items():
        ja, en = phrase.in_("ja"), phrase.in_("en")
        fields = {f for _, f, _, _ in string.Formatter().parse(ja) if f}
        assert fields == {f for _, f, _, _ in string.Formatter().parse(en) if f}, key
        assert ja and en and ja != en, key


def test_languages_follow_the_user_locale_then_the_server() -> None:
    assert lang_of("ja", "en") == "ja"
    assert lang_of("en-US", "ja") == "en" and lang_of("en-GB", "ja") == "en"
    assert lang_of("ko", "ja") == "ja" and lang_of("fr", "en") == "en"
    assert t("no_match", "ja").startswith("このチャンネル")
    assert t("no_match", "en").startswith("There is no match")


def test_every_event_has_a_log_line_in_both_languages() -> None:
    """The public log names everything that happens; an event without a line would vanish."""
    from engine.moncolle import events as ev
    from renderer.moncolle.log import FamilyLogWriter as LogWriter

    kinds = [k for k in ev.Event.__subclasses__() if k.__module__ == ev.__name__]
    assert len(kinds) > 40
    missing = [k.__name__ for k in kinds if not hasattr(LogWriter, "_" + k.__name__)]
    assert missing == []
