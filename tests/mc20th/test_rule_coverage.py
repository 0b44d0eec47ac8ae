"""Every rule section the engine implements is cited by a test that asserts it.

A section counts as cited when a scenario lists it under ``rules``, a test function's name
starts with ``test_<section>_`` (dashes as underscores), or a test function's docstring
cites it in brackets (``[11-1-1]``) in its first line.
"""

from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]

IMPLEMENTED = [
    "1-1",
    "3-1",
    "3-2",
    "4-1",
    "4-2",
    "4-3",
    "4-4",
    "4-5",
    "5-9",
    "7",
    "7-1",
    "7-2",
    "8",
    "9",
    "9-1",
    "9-2",
    "9-2-1",
    "9-2-2",
    "9-2-3",
    "9-3",
    "9-3-1",
    "9-3-2",
    "9-3-3",
    "9-3-4",
    "9-4",
    "9-5",
    "10-1",
    "10-1-1",
    "10-1-2",
    "10-1-3",
    "10-2",
    "10-2-1",
    "10-2-2",
    "10-3",
    "10-4",
    "10-5",
    "10-6",
    "10-6-1",
    "10-7",
    "10-8",
    "10-8-1",
    "10-8-2",
    "10-8-3",
    "10-9",
    "10-9-1",
    "10-9-2",
    "10-9-3",
    "10-10",
    "10-10-1",
    "10-10-2",
    "10-10-3",
    "11",
    "11-1",
    "11-1-1",
    "11-1-2",
    "11-1-3",
    "11-2",
    "11-2-1",
    "11-2-2",
    "11-2-3",
    "11-2-4",
    "11-2-5",
    "12-1",
    "12-2",
    "12-3",
    "12-4",
    "12-4-1",
    "12-4-2",
    "12-4-3",
    "12-5",
    "12-6",
    "12-7",
    "12-8",
    "13",
    "13-1",
    "13-2",
    "13-3",
    "14-1",
    "14-2",
    "14-3",
    "15-1",
    "15-2",
    "15-3",
    "16",
    "17-1",
    "17-2",
    "17-3",
    "17-4",
]


def cited_sections() -> set[str]:
    cited: set[str] = set()
    for path in (TESTS / "scenarios").rglob("*.toml"):
        if path.parent.name == "sets":
            continue
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        cited.update(str(r) for r in data["scenario"].get("rules", []))
    for path in TESTS.rglob("test_*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                doc = (ast.get_docstring(node) or "").split("\n")[0]
                cited.update(re.findall(r"\[(\d+(?:-\d+)*)\]", doc))
                parts = node.name.removeprefix("test_").split("_")
                numbers = []
                for part in parts:
                    if not part.isdigit():
                        break
                    numbers.append(part)
                    cited.add("-".join(numbers))
    return cited


def test_every_implemented_section_is_cited_by_a_test() -> None:
    cited = cited_sections()
    missing = [s for s in IMPLEMENTED if s not in cited]
    assert missing == []
