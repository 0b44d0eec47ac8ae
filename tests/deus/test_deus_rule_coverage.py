"""Every モンコレDeus rule unit flagged Δ or NEW in ../shared/rules/deus-map.md, and every
ruling R1..R24, is cited by a test that asserts it (the mc20th version is
tests/mc20th/test_rule_coverage.py).

The ids are kept in tests/fixtures/deus_rule_ids.txt (generated once from the map), so this
runs on a checkout without ../shared. An id counts as cited when a Deus scenario lists it
under ``rules`` or a test function's docstring cites it in brackets (``[D-ADV-d]``,
``[R7]``). When the map is present, the fixture is checked against it.
"""

from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parents[1]
IDS_FILE = TESTS / "fixtures" / "deus_rule_ids.txt"
MAP = TESTS.parent.parent / "shared" / "rules" / "deus-map.md"
CITATION = re.compile(r"\[(D-[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*|R\d{1,2})\]")


def required_ids() -> list[str]:
    lines = IDS_FILE.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def cited_ids() -> set[str]:
    cited: set[str] = set()
    for path in (TESTS / "scenarios").rglob("*.toml"):
        if path.parent.name == "sets":
            continue
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        if data.get("scenario", {}).get("ruleset") == "deus":
            cited.update(str(r) for r in data["scenario"].get("rules", []))
    for path in TESTS.rglob("test_*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                cited.update(CITATION.findall(ast.get_docstring(node) or ""))
    return cited


def test_the_id_list_holds_the_116_units_and_24_rulings() -> None:
    ids = required_ids()
    assert len(ids) == len(set(ids)) == 116 + 24
    assert [i for i in ids if i.startswith("R")] == [f"R{n}" for n in range(1, 25)]
    assert all(re.fullmatch(r"D-[A-Za-z0-9-]+|R\d+", i) for i in ids)


@pytest.mark.skipif(not MAP.exists(), reason="the rule map (../shared) is not checked out")
def test_the_id_list_matches_the_map() -> None:
    """The fixture is every id the map flags Δ or NEW, in the map's order."""
    flagged = []
    for line in MAP.read_text(encoding="utf-8").splitlines():
        if line.startswith("| D-"):
            cells = [c.strip() for c in line.split("|")]
            if re.search(r"(^|\s)(Δ|NEW)", cells[-2]):
                flagged.append(cells[1])
    assert [i for i in required_ids() if i.startswith("D-")] == flagged


def test_every_deus_rule_unit_and_ruling_is_cited_by_a_test() -> None:
    cited = cited_ids()
    missing = [i for i in required_ids() if i not in cited]
    assert missing == []
