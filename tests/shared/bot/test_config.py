"""Bot settings from the environment or .env, and their one-line errors."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bot.adapter.config import Settings, SettingsError, read_dotenv

TOKEN = "MTAxMjM0NTY3ODkwMTIzNDU2Nzg5MA.GhIjKl.abcdefghijklmnopqrstuvwxyz0123"


def test_defaults_and_dotenv(tmp_path: Path) -> None:
    dotenv = tmp_path / ".env"
    dotenv.write_text(f"# comment\nDISCORD_TOKEN='{TOKEN}'\nROKUMON_REMIND_AFTER=5\n")
    settings = Settings.from_env({"ROKUMON_LOCALE": "en"}, dotenv)
    assert settings.token == TOKEN and settings.remind_after == 5.0 and settings.locale == "en"
    assert settings.db_path == Path("rokumon.sqlite3") and settings.claim_after == 30.0
    assert not settings.sync_commands  # never sync unless asked


@pytest.mark.parametrize(
    ("environ", "message"),
    [
        ({}, "DISCORD_TOKEN is not set"),
        ({"DISCORD_TOKEN": "hello"}, "does not look like a bot token"),
        ({"DISCORD_TOKEN": TOKEN, "ROKUMON_DEV_GUILD": "abc"}, "ROKUMON_DEV_GUILD must be"),
        ({"DISCORD_TOKEN": TOKEN, "ROKUMON_CLAIM_AFTER": "soon"}, "ROKUMON_CLAIM_AFTER must"),
        ({"DISCORD_TOKEN": TOKEN, "ROKUMON_LOCALE": "fr"}, "ROKUMON_LOCALE must be ja or en"),
    ],
)
def test_bad_settings_are_one_line(environ: dict[str, str], message: str) -> None:
    with pytest.raises(SettingsError) as caught:
        Settings.from_env(environ, None)
    assert message in str(caught.value) and "\n" not in str(caught.value)


def test_a_broken_dotenv_line_is_named(tmp_path: Path) -> None:
    dotenv = tmp_path / ".env"
    dotenv.write_text("DISCORD_TOKEN\n")
    with pytest.raises(SettingsError, match=r"\.env:1: expected KEY=value"):
        read_dotenv(dotenv)


def test_rokumon_bot_without_a_token_says_so_in_one_line(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "bot.tools.cli", "bot"],
        cwd=tmp_path,
        env={"PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 2
    assert result.stderr.strip().count("\n") == 0 and "DISCORD_TOKEN is not set" in result.stderr
    assert "Traceback" not in result.stderr + result.stdout
