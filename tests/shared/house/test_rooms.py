"""The house's rooms (docs/architecture.md "Rooms and what may import what", issue 22): no
import circle anywhere in the tree; bot/'s rooms import only the rooms below them; shared
rooms import no game and no family; bench/ reaches a game's inside only from that game's
gallery; bot/ keeps a handful of top-level modules beside its rooms.

Every import counts: a lazy one inside a function and one under ``TYPE_CHECKING`` are arrows
too, so no circle hides behind either.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from pathlib import Path

import engine

ROOT = Path(__file__).resolve().parents[3]
PACKAGES = ("engine", "carddb", "renderer", "bot", "bench")
FAMILY = "moncolle"
# bot/'s rooms, lowest first: a room imports only rooms before it (and itself)
BOT_ROOMS = ("games", "store", "players", "presentation", "service", "adapter", "tools")
# a game's bot package takes its kit from these (the scenario kit from tools, only that)
GAME_MAY_USE = ("bot.games", "bot.store", "bot.players", "bot.presentation", "bot.tools.scenario")


def modules(root: Path, packages: Iterable[str] = PACKAGES) -> dict[str, Path]:
    """Every module of ``packages`` under ``root`` by dotted name (a package by its own)."""
    found = {}
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _target(name: str, known: dict[str, Path]) -> str | None:
    """The module of ``known`` that ``name`` (a module or a name in one) lands in."""
    while name and name not in known:
        name = name.rpartition(".")[0]
    return name or None


def imports_of(module: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The modules of ``known`` that ``module`` imports, anywhere in its file."""
    found: set[str] = set()
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*up, base] if base else up)
            subs = [f"{base}.{a.name}" for a in node.names if f"{base}.{a.name}" in known]
            names = subs if len(subs) == len(node.names) else [*subs, base]
        found |= {t for n in names if (t := _target(n, known)) and t != module}
    return found


def graph(root: Path, packages: Iterable[str] = PACKAGES) -> dict[str, set[str]]:
    known = modules(root, packages)
    return {m: imports_of(m, p, known) for m, p in known.items()}


def circles(arrows: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(arrows):
        if start in index:
            continue
        work = [(start, iter(sorted(arrows[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, nexts = work[-1]
            step = next(nexts, None)
            if step is not None:
                if step not in index:
                    index[step] = low[step] = len(index)
                    stack.append(step)
                    on_stack.add(step)
                    work.append((step, iter(sorted(arrows.get(step, ())))))
                elif step in on_stack:
                    low[node] = min(low[node], index[step])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.append(sorted(group))
    return found


def test_no_import_circle_anywhere_in_the_tree() -> None:
    assert circles(graph(ROOT)) == []


def test_the_circle_finder_sees_a_circle_through_a_lazy_and_a_typing_import(
    tmp_path: Path,
) -> None:
    package = tmp_path / "bot"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("def f():\n    from bot import b\n")
    (package / "b.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from bot.c import C\n"
    )
    (package / "c.py").write_text("from .a import f\n")
    (package / "d.py").write_text("from bot import a, b\n")
    assert circles(graph(tmp_path, ["bot"])) == [["bot.a", "bot.b", "bot.c"]]


def _room(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if parts[0] == "bot" and len(parts) > 1 else None


def test_bot_rooms_import_only_the_rooms_below_them() -> None:
    arrows = graph(ROOT, ["bot"])
    games = set(engine.registry.ids()) | {FAMILY}
    offenders = {}
    for module, targets in arrows.items():
        room = _room(module)
        if room in BOT_ROOMS:
            allowed = BOT_ROOMS[: BOT_ROOMS.index(room) + 1]
            bad = sorted(t for t in targets if _room(t) not in (*allowed, *games, None))
        elif room in games:
            bad = sorted(
                t
                for t in targets
                if _room(t) in BOT_ROOMS and not any(t.startswith(k) for k in GAME_MAY_USE)
            )
        else:
            bad = []
        if bad:
            offenders[module] = bad
    assert offenders == {}


def test_bot_keeps_a_handful_of_top_level_modules_beside_its_rooms() -> None:
    top = sorted(p.name for p in (ROOT / "bot").glob("*.py"))
    assert top == ["__init__.py", "games.py"]
    rooms = {p.name for p in (ROOT / "bot").iterdir() if (p / "__init__.py").exists()}
    assert set(BOT_ROOMS) - {"games"} <= rooms


def _game_or_family(module: str) -> str | None:
    """The game (or the family) whose own package holds ``module``."""
    parts = module.split(".")
    owners = set(engine.registry.ids()) | {FAMILY}
    return parts[1] if len(parts) > 1 and parts[1] in owners else None


def test_shared_bot_rooms_import_no_game_and_no_family() -> None:
    """A shared room reaches a game only through its registry entry; the Monster Collection
    family's code is the family's (``*/moncolle/``), so grid and kokuryoku never load it."""
    arrows = graph(ROOT)
    offenders = {
        module: sorted(t for t in targets if _game_or_family(t))
        for module, targets in arrows.items()
        if _room(module) in BOT_ROOMS
    }
    assert {m: bad for m, bad in offenders.items() if bad} == {}


def test_bench_reaches_a_games_inside_only_from_that_games_gallery() -> None:
    """bench/ measures through the registries and the tools; a game's gallery
    (``bench/<game>_gallery.py``) draws that game's moments and may use its packages."""
    arrows = graph(ROOT)
    offenders = {}
    for module, targets in arrows.items():
        if not module.startswith("bench."):
            continue
        stem = module.removeprefix("bench.")
        own = stem.removesuffix("_gallery") if stem.endswith("_gallery") else None
        family = {FAMILY} if own in ("mc20th", "deus") else set()
        bad = sorted(t for t in targets if _game_or_family(t) not in (None, own, *family))
        if bad:
            offenders[module] = bad
    assert offenders == {}


def test_a_test_imports_test_modules_only_from_its_own_folder() -> None:
    """tests/ mirrors the packages; what several folders share is a helper beside
    conftest.py (``discord_table.py``, ``matches.py``...), never another folder's test."""
    tests = ROOT / "tests"
    folder_of = {p.stem: p.parent for p in tests.rglob("test_*.py")}
    offenders = []
    for path in sorted(tests.rglob("test_*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                names = [node.module]
            for name in names:
                if name in folder_of and folder_of[name] != path.parent:
                    offenders.append(f"{path.relative_to(tests)} imports {name}")
    assert offenders == []
