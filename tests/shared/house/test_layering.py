"""DESIGN.md "Layers": the engine is pure; carddb and renderer stay below bot."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

import engine

ROOT = Path(__file__).resolve().parents[3]

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
        ("carddb/moncolle", ("engine.kernel", "engine.moncolle")),
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


LAYERS = ("engine", "carddb", "renderer", "bot")


def ruleset_of_module(module: str) -> str | None:
    """The ruleset whose own package holds ``module`` (``bot.mc20th.ai`` -> mc20th)."""
    parts = module.split(".")
    rulesets = set(engine.registry.ids())
    if len(parts) >= 2 and parts[0] in LAYERS and parts[1] in rulesets:
        return parts[1]
    return None


def module_imports(path: Path) -> set[str]:
    """Every absolute module a file imports, including ``from a import b`` as ``a.b``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found |= {node.module} | {f"{node.module}.{a.name}" for a in node.names}
    return found


def test_no_module_outside_a_rulesets_packages_imports_them() -> None:
    """docs/architecture.md "Registries": a game plugs in through the registries (its entry
    points in pyproject.toml); shared code, and every other game, never imports it."""
    assert "mc20th" in engine.registry.ids()
    offenders = {}
    for layer in LAYERS:
        for path in sorted((ROOT / layer).rglob("*.py")):
            module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            own = ruleset_of_module(module.removesuffix(".__init__"))
            foreign = sorted(
                m for m in module_imports(path) if ruleset_of_module(m) not in (None, own)
            )
            if foreign:
                offenders[module] = foreign
    assert offenders == {}


def test_the_ruleset_checker_sees_shared_code_importing_a_ruleset(tmp_path: Path) -> None:
    sample = tmp_path / "x.py"
    sample.write_text("from bot import mc20th\nfrom renderer.mc20th.board import render_board\n")
    seen = {m for m in module_imports(sample) if ruleset_of_module(m)}
    assert {"bot.mc20th", "renderer.mc20th.board"} <= seen and "bot" not in seen
    assert ruleset_of_module("bot.games") is None


def test_every_ruleset_is_plugged_into_every_layer() -> None:
    """Each registered game has its deck rules, picture layout and bot presenter."""
    import bot.games
    import carddb.rulesets
    import renderer.layouts

    for ruleset in engine.registry.ids():
        assert carddb.rulesets.get(ruleset).id == ruleset
        assert renderer.layouts.get(ruleset).id == ruleset
        assert bot.games.get(ruleset).id == ruleset


SHARED_LAYERS = ("engine", "carddb", "renderer")


def is_family(module: str) -> bool:
    """Inside the Monster Collection family's packages (``engine.moncolle``,
    ``carddb.moncolle``, ``renderer.moncolle``, ``bot.moncolle``)."""
    parts = module.split(".")
    return len(parts) >= 2 and parts[0] in LAYERS and parts[1] == "moncolle"


def module_name(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")


def test_nothing_shared_imports_a_family() -> None:
    """docs/architecture.md "Layers" (issue 22): the family's packages serve its games' packages
    alone; a shared module of engine/, carddb/ or renderer/ (inside no game's package and no
    family's) imports none of them, even inside a function, so a game outside the family
    loads no family code."""
    offenders = {}
    for layer in SHARED_LAYERS:
        for path in sorted((ROOT / layer).rglob("*.py")):
            module = module_name(path)
            if ruleset_of_module(module) or is_family(module):
                continue
            family = sorted(m for m in module_imports(path) if is_family(m))
            if family:
                offenders[module] = family
    assert offenders == {}


def test_the_family_checker_sees_a_family_import(tmp_path: Path) -> None:
    sample = tmp_path / "x.py"
    sample.write_text("def f():\n    from engine import moncolle\nimport renderer.moncolle.log\n")
    seen = {m for m in module_imports(sample) if is_family(m)}
    assert seen == {"engine.moncolle", "renderer.moncolle.log"}
    assert not is_family("engine.kernel.moncolle_words") and not is_family("renderer.log")


def test_grid_and_kokuryoku_load_no_family_module() -> None:
    """Grid and kokuryoku are no Monster Collection games: importing their packages of every
    layer but the bot's, in a fresh interpreter, loads no module of the family."""
    games = [f"{layer}.{game}" for game in ("grid", "kokuryoku") for layer in SHARED_LAYERS]
    code = (
        f"import json, sys\nimport {', '.join(games)}\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in "
        f"{SHARED_LAYERS!r})))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    loaded = json.loads(done.stdout)
    assert set(games) <= set(loaded)
    assert [m for m in loaded if "moncolle" in m.split(".")] == []
