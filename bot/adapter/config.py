"""Settings of ``rokumon bot``, from the environment or a ``.env`` file (see .env.example).

A bad value is a ``SettingsError`` whose message is one line naming the setting, so that
``rokumon bot`` can print it instead of a traceback.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from engine.kernel.words import languages

TOKEN_SHAPE = re.compile(r"[\w-]{20,}\.[\w-]{4,}\.[\w-]{20,}")


class SettingsError(ValueError):
    """A missing or malformed setting; the message names it."""


@dataclass(frozen=True)
class Settings:
    token: str
    db_path: Path
    dev_guild: int | None = None
    locale: str = "ja"
    remind_after: float = 10.0  # minutes before the waiting player is reminded
    claim_after: float = 30.0  # minutes before the opponent may claim the win
    challenge_expires: float = 15.0  # minutes before an unanswered challenge lapses
    font: str | None = None
    sync_commands: bool = False  # only when asked: Discord limits command creation
    # seconds at least between two of the bot's own choices in a practice match, so that a
    # person can follow its turn (a forced step, one legal action, is not held up)
    practice_pause: float = 1.0
    thinkers: int | None = None  # worker processes for practice players; None: cores - 1

    @classmethod
    def from_env(
        cls, environ: Mapping[str, str] | None = None, dotenv: Path | None = Path(".env")
    ) -> Settings:
        """Read the settings; ``.env`` fills what the environment leaves unset."""
        values = dict(read_dotenv(dotenv)) if dotenv is not None else {}
        values.update(os.environ if environ is None else environ)
        token = values.get("DISCORD_TOKEN", "").strip()
        if not token:
            raise SettingsError(
                "DISCORD_TOKEN is not set: put the bot token in the environment or in .env "
                "(see .env.example)."
            )
        if not TOKEN_SHAPE.fullmatch(token):
            raise SettingsError(
                "DISCORD_TOKEN does not look like a bot token (three parts separated by dots): "
                "copy it again from the Discord developer portal."
            )
        return cls(
            token=token,
            db_path=Path(values.get("ROKUMON_DB", "").strip() or "rokumon.sqlite3"),
            dev_guild=_optional_int(values, "ROKUMON_DEV_GUILD"),
            locale=_locale(values.get("ROKUMON_LOCALE", "ja")),
            remind_after=_minutes(values, "ROKUMON_REMIND_AFTER", 10.0),
            claim_after=_minutes(values, "ROKUMON_CLAIM_AFTER", 30.0),
            challenge_expires=_minutes(values, "ROKUMON_CHALLENGE_EXPIRES", 15.0),
            font=values.get("ROKUMON_FONT", "").strip() or None,
            thinkers=_workers(values, "ROKUMON_THINKERS"),
        )


def read_dotenv(path: Path) -> dict[str, str]:
    """``KEY=value`` lines; ``#`` comments and blank lines ignored; quotes stripped."""
    if not path.is_file():
        return {}
    found = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        key, sep, value = text.partition("=")
        if not sep or not key.strip():
            raise SettingsError(f"{path}:{number}: expected KEY=value, got '{text}'")
        found[key.strip()] = value.strip().strip("'\"")
    return found


def _optional_int(values: Mapping[str, str], key: str) -> int | None:
    text = values.get(key, "").strip()
    if not text:
        return None
    if not text.isdigit():
        raise SettingsError(f"{key} must be a server id (digits only), not '{text}'.")
    return int(text)


def _workers(values: Mapping[str, str], key: str) -> int | None:
    text = values.get(key, "").strip()
    if not text:
        return None
    if not text.isdigit() or not 1 <= int(text) <= 64:
        raise SettingsError(f"{key} must be a count of worker processes, 1 to 64, not '{text}'.")
    return int(text)


def _minutes(values: Mapping[str, str], key: str, default: float) -> float:
    text = values.get(key, "").strip()
    if not text:
        return default
    try:
        minutes = float(text)
    except ValueError:
        raise SettingsError(f"{key} must be a number of minutes, not '{text}'.") from None
    if minutes <= 0:
        raise SettingsError(f"{key} must be more than 0 minutes.")
    return minutes


def _locale(text: str) -> str:
    locale = text.strip().lower() or "ja"
    if locale not in languages():
        known = " or ".join(languages())
        raise SettingsError(f"ROKUMON_LOCALE must be {known}, not '{text}'.")
    return locale
