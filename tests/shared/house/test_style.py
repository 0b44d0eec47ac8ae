"""House style (STYLE.md): ruff format and ruff check are clean, and mypy in strict mode over
all five packages (engine, carddb, renderer, bot, bench; pyproject.toml) finds no error."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, check=False
    )


def test_ruff_check_is_clean() -> None:
    result = run("ruff", "check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_format_is_clean() -> None:
    result = run("ruff", "format", "--check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_on_every_package() -> None:
    result = run("mypy")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Success: no issues found" in result.stdout


def test_modules_open_with_a_docstring() -> None:
    missing = []
    for package in ("engine", "carddb", "renderer", "bot", "bench"):
        for path in sorted((ROOT / package).rglob("*.py")):
            text = path.read_text(encoding="utf-8").lstrip()
            if not text.startswith('"""'):
                missing.append(str(path.relative_to(ROOT)))
    assert missing == []
