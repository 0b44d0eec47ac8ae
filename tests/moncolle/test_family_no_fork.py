"""mc20th and Deus share their family's rules through engine/moncolle/, never as a fork:
no run of six consecutive identical lines stands in both engine/mc20th/ and engine/deus/
(docs/architecture.md "The Monster Collection family layer"; issue 22).

Lines are compared stripped of white space; blank lines, comment lines, lines of the import
statements (two packages naming the same family modules is not a fork) and lines that are only
punctuation (``)``, ``],``, ``}``) are skipped before runs are counted, so a run is six lines
of code in a row, whatever blank lines or closing brackets stand between them.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RUN = 6


def _skipped_lines(source: str) -> set[int]:
    """The line numbers (1-based) of the import statements of a module."""
    skipped: set[int] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import | ast.ImportFrom):
            end = node.end_lineno or node.lineno
            skipped.update(range(node.lineno, end + 1))
    return skipped


def code_lines(source: str) -> list[tuple[int, str]]:
    """(line number, stripped text) of the lines that count."""
    skipped = _skipped_lines(source)
    kept = []
    for number, raw in enumerate(source.splitlines(), start=1):
        line = " ".join(raw.split())
        if number in skipped or not line or line.startswith("#"):
            continue
        if not any(ch.isalnum() or ch in "\"'" for ch in line):
            continue  # only punctuation: a closing bracket, a lone comma
        kept.append((number, line))
    return kept


def _runs(folder: Path) -> dict[tuple[str, ...], str]:
    """Every run of RUN counted lines in the folder's modules, with where it stands."""
    found: dict[tuple[str, ...], str] = {}
    for path in sorted(folder.glob("*.py")):
        lines = code_lines(path.read_text(encoding="utf-8"))
        for i in range(len(lines) - RUN + 1):
            window = tuple(text for _, text in lines[i : i + RUN])
            found.setdefault(window, f"{path.name}:{lines[i][0]}")
    return found


def shared_runs(first: Path, second: Path) -> list[str]:
    """Where a run of RUN identical lines of ``first`` stands again in ``second``."""
    theirs = _runs(second)
    return sorted(
        f"{first.name}/{where} ~ {second.name}/{theirs[run]}"
        for run, where in _runs(first).items()
        if run in theirs
    )


def test_deus_and_mc20th_share_no_run_of_six_lines() -> None:
    """What both games do the same way lives once, in the family layer."""
    assert shared_runs(ROOT / "engine" / "deus", ROOT / "engine" / "mc20th") == []


def test_the_checker_sees_a_shared_run(tmp_path: Path) -> None:
    """A run of six identical code lines in two folders is found, blank lines, comments,
    imports and closing brackets between them notwithstanding; five lines are not a run."""
    body = "\n".join(f"x{i} = [\n    {i},\n]\n\n# note" for i in range(3))
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    (tmp_path / "a" / "m.py").write_text(f"import os\n{body}\n", encoding="utf-8")
    (tmp_path / "b" / "n.py").write_text(f"y = 1\n{body}\nz = 2\n", encoding="utf-8")
    assert shared_runs(tmp_path / "a", tmp_path / "b") == ["a/m.py:2 ~ b/n.py:2"]
    five = "\n".join(f"x{i} = {i}" for i in range(5))
    (tmp_path / "a" / "m.py").write_text(five, encoding="utf-8")
    (tmp_path / "b" / "n.py").write_text(five, encoding="utf-8")
    assert shared_runs(tmp_path / "a", tmp_path / "b") == []
