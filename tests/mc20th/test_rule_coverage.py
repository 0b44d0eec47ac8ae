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
    line.strip()
    for line in (TESTS / "fixtures" / "mc20th_rule_ids.txt")
    .read_text(encoding="utf-8")
    .splitlines()
    if line.strip() and not line.startswith("#")
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
