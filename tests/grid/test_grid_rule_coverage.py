"""Every rule unit of the grid game's map (../shared/rules/grid-map.md: the 63 units G-1.1 ...
G-FAQ-9) and every ruling G-R1 ... G-R21 is cited by a test that asserts it (the Deus version
is tests/deus/test_deus_rule_coverage.py).

The ids are kept in tests/fixtures/grid_rule_ids.txt (generated once from the map), so this
runs on a checkout without ../shared. An id counts as cited when a grid scenario
(tests/scenarios/grid/*.toml, ``ruleset = "grid"``) lists it under ``rules`` or a test
function's docstring cites it in brackets (``[G-6.5]``, ``[G-R12]``, ``[G-FAQ-4]``). The
units that bear no rule (G-7.3, G-7.6, G-7.8, the empty G-12) are cited where the card data
is checked. When the map is present, the fixture is checked against it.
"""

from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parents[1]
IDS_FILE = TESTS / "fixtures" / "grid_rule_ids.txt"
MAP = TESTS.parent.parent / "shared" / "rules" / "grid-map.md"
CITATION = re.compile(r"\[(G-(?:FAQ-\d+|R\d+|\d+(?:\.\d+)?))\]")
UNITS, RULINGS = 63, 21


def required_ids() -> list[str]:
    lines = IDS_FILE.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def scenario_ids() -> set[str]:
    cited: set[str] = set()
    for path in (TESTS / "scenarios").rglob("*.toml"):
        if path.parent.name == "sets":
            continue
        scenario = tomllib.loads(path.read_text(encoding="utf-8")).get("scenario", {})
        if scenario.get("ruleset") == "grid":
            cited.update(str(r) for r in scenario.get("rules", []))
    return cited


def docstring_ids(pattern: str = "test_*.py") -> set[str]:
    cited: set[str] = set()
    for path in TESTS.rglob(pattern):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                cited.update(CITATION.findall(ast.get_docstring(node) or ""))
    return cited


def test_the_id_list_holds_the_63_units_and_21_rulings() -> None:
    ids = required_ids()
    assert len(ids) == len(set(ids)) == UNITS + RULINGS
    assert [i for i in ids if i.startswith("G-R")] == [f"G-R{n}" for n in range(1, RULINGS + 1)]
    assert all(CITATION.fullmatch(f"[{i}]") for i in ids)
    assert sum(i.startswith("G-FAQ-") for i in ids) == 9


@pytest.mark.skipif(not MAP.exists(), reason="the rule map (../shared) is not checked out")
def test_the_id_list_matches_the_map() -> None:
    """The fixture is every unit of the map's table, in its order, then every ruling."""
    text = MAP.read_text(encoding="utf-8")
    units = re.findall(r"^\| (G-[^ |]+) \|", text, flags=re.MULTILINE)
    rulings = re.findall(r"^- \*\*(G-R\d+)\b", text, flags=re.MULTILINE)
    assert len(units) == UNITS and len(rulings) == RULINGS
    assert required_ids() == [*units, *rulings]


def test_the_citation_pattern_reads_every_form() -> None:
    found = CITATION.findall("[G-4] [G-9.10] [G-FAQ-7] [G-R21] [G-12] [R4] [G-x]")
    assert found == ["G-4", "G-9.10", "G-FAQ-7", "G-R21", "G-12"]


def test_every_grid_rule_unit_and_ruling_is_cited_by_a_test() -> None:
    cited = scenario_ids() | docstring_ids()
    missing = [i for i in required_ids() if i not in cited]
    assert missing == []


def test_the_grid_tests_alone_cite_every_rule() -> None:
    """The engine tests (tests/grid/test_grid_*.py) cite every id on their own, whatever the
    scenario files hold."""
    cited = docstring_ids("test_grid_*.py")  # every test file read once, not once per id
    missing = [i for i in required_ids() if i not in cited]
    assert missing == []
