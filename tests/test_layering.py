"""DESIGN.md "Layers": the engine is pure; carddb and renderer stay below bot."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

FORBIDDEN = {
    "engine": {
        "discord",
        "PIL",
        "sqlite3",
        "aiosqlite",
        "asyncio",
        "logging",
        "time",
        "datetime",
        "os",
        "pathlib",
        "io",
        "socket",
        "threading",
        "subprocess",
        "carddb",
        "renderer",
        "bot",
    },
    "carddb": {"discord", "PIL", "renderer", "bot"},
    "renderer": {"discord", "bot", "carddb", "sqlite3", "aiosqlite"},
}


def imported_roots(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.split(".")[0])
    return found


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_package_imports_stay_in_their_layer(package: str) -> None:
    files = sorted((ROOT / package).rglob("*.py"))
    assert files, f"{package}/ has no modules"
    offenders = {
        str(f.relative_to(ROOT)): sorted(imported_roots(f) & FORBIDDEN[package]) for f in files
    }
    assert {f: bad for f, bad in offenders.items() if bad} == {}


def test_the_checker_sees_forbidden_imports(tmp_path: Path) -> None:
    sample = tmp_path / "x.py"
    sample.write_text("import asyncio\nfrom PIL import Image\nfrom . import near\n")
    assert imported_roots(sample) == {"asyncio", "PIL"}


def engine_imports(path: Path) -> set[str]:
    """The engine modules a file imports (``engine.kernel.board``, ``engine.mc20th``...)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.startswith("engine")}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found |= {node.module} if node.module.startswith("engine") else set()
    return found


@pytest.mark.parametrize(
    ("package", "allowed"),
    [
        ("engine/kernel", ("engine.kernel",)),
        ("engine/moncolle", ("engine.kernel", "engine.moncolle")),
    ],
)
def test_the_kernel_and_the_family_layer_import_no_ruleset(
    package: str, allowed: tuple[str, ...]
) -> None:
    """docs/architecture.md: the kernel knows no game; the family layer knows no ruleset."""
    files = sorted((ROOT / package).rglob("*.py"))
    assert files
    offenders = {
        str(f.relative_to(ROOT)): sorted(m for m in engine_imports(f) if not m.startswith(allowed))
        for f in files
    }
    assert {f: bad for f, bad in offenders.items() if bad} == {}


def test_the_engine_checker_sees_a_ruleset_import(tmp_path: Path) -> None:
    sample = tmp_path / "x.py"
    sample.write_text("from engine.mc20th.board import BATTLEFIELD\nimport engine.kernel.door\n")
    assert engine_imports(sample) == {"engine.mc20th.board", "engine.kernel.door"}
