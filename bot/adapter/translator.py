"""The app-command Translator: slash command names, options and descriptions are written in
English in the code (typeable everywhere); a client in another language with a catalog
(bot/adapter/locale/, keyed by the English) gets its words."""

from __future__ import annotations

from typing import Final

import discord
from discord import app_commands

from bot import games
from bot.presentation.i18n import lang_of
from engine.kernel.words import Phrase, Table

# the language the code writes commands in: Discord shows it to every client without a
# translation, so a command is typeable everywhere
COMMAND_LANGUAGE: Final = "en"
# every name and description below, keyed by its English words (the source the code writes)
COMMANDS: Final = Table("bot.adapter", "translator.COMMANDS")


def _game_words() -> dict[str, Phrase]:
    """The games' own command words (a match setting's choice), keyed by their English."""
    found: dict[str, Phrase] = {}
    for ruleset in games.ids():
        for key, phrase in games.get(ruleset).options.items():
            if key.endswith(".command"):
                found.setdefault(phrase.in_(COMMAND_LANGUAGE), phrase)
    return found


class Translator(app_commands.Translator):
    """A command's name or description in the client's language: its catalog's words, or
    nothing (Discord then shows the English the code writes)."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        lang = lang_of(locale, "")
        phrase = COMMANDS.get(string.message) or _game_words().get(string.message)
        if lang in ("", COMMAND_LANGUAGE) or phrase is None:
            return None
        return phrase.in_(lang)
