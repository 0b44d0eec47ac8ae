"""Every rule-bearing unit of the national-power game's map (../shared/rules/kokuryoku-map.md
Part 2: the 46 units K-1.1 ... K-7.6 that bear a rule) and every variant rule KV-1 ... KV-19
is cited by a test that asserts it (the grid version is tests/grid/test_grid_rule_coverage.py).

The ids are kept in tests/fixtures/kokuryoku_rule_ids.txt (generated once from the map), so
this runs on a checkout without ../shared. An id counts as cited when a kokuryoku scenario
(tests/scenarios/kokuryoku/*.toml, ``ruleset = "kokuryoku"``) lists it under ``rules`` or a
test function's docstring cites it in brackets (``[K-5.6b]``, ``[KV-12]``). The units that
bear no rule (K-0, K-3.7, K-4.1, K-5.0 and the pointer K-7.7) are left out. When the map is
present, the fixture is checked against it.
"""

from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parents[1]
IDS_FILE = TESTS / "fixtures" / "kokuryoku_rule_ids.txt"
MAP = TESTS.parent.parent / "shared" / "rules" / "kokuryoku-map.md"
CITATION = re.compile(r"\[(KV-\d+|K-\d+\.\d+[a-z]?)\]")
NO_RULE = ("K-0", "K-3.7", "K-4.1", "K-5.0", "K-7.7")  # the map says these bear none
UNITS, VARIANT = 46, 19


def required_ids() -> list[str]:
    lines = IDS_FILE.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def scenario_ids() -> set[str]:
    cited: set[str] = set()
    for path in (TESTS / "scenarios").rglob("*.toml"):
        if path.parent.name == "sets":
            continue
        scenario = tomllib.loads(path.read_text(encoding="utf-8")).get("scenario", {})
        if scenario.get("ruleset") == "kokuryoku":
            cited.update(str(r) for r in scenario.get("rules", []))
    return cited


def docstring_ids(pattern: str = "test_*.py") -> set[str]:
    cited: set[str] = set()
    for path in TESTS.rglob(pattern):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                cited.update(CITATION.findall(ast.get_docstring(node) or ""))
    return cited


def test_the_id_list_holds_the_46_rule_units_and_19_variant_rules() -> None:
    ids = required_ids()
    assert len(ids) == len(set(ids)) == UNITS + VARIANT
    assert [i for i in ids if i.startswith("KV-")] == [f"KV-{n}" for n in range(1, VARIANT + 1)]
    assert all(CITATION.fullmatch(f"[{i}]") for i in ids)
    assert not set(NO_RULE) & set(ids)


@pytest.mark.skipif(not MAP.exists(), reason="the rule map (../shared) is not checked out")
def test_the_id_list_matches_the_map() -> None:
    """The fixture is every unit of the map's table that bears a rule, in its order, then
    every variant rule."""
    text = MAP.read_text(encoding="utf-8")
    units = re.findall(r"^\| (K-[^ |]+) \|", text, flags=re.MULTILINE)
    variant = re.findall(r"^- \*\*(KV-\d+)\b", text, flags=re.MULTILINE)
    assert len(units) == UNITS + len(NO_RULE) and len(variant) == VARIANT
    assert set(NO_RULE) <= set(units)
    assert required_ids() == [*(u for u in units if u not in NO_RULE), *variant]


def test_the_citation_pattern_reads_every_form() -> None:
    found = CITATION.findall("[K-5.6b] [K-3.10] [KV-19] [K-6.0] [G-6.5] [KV-x] [K-7]")
    assert found == ["K-5.6b", "K-3.10", "KV-19", "K-6.0"]


def test_every_kokuryoku_rule_unit_and_variant_rule_is_cited_by_a_test() -> None:
    cited = scenario_ids() | docstring_ids()
    missing = [i for i in required_ids() if i not in cited]
    assert missing == []


def test_the_kokuryoku_tests_alone_cite_every_rule() -> None:
    """The kokuryoku tests (tests/kokuryoku/test_koku_*.py) cite every id on their own, whatever the
    scenario files hold."""
    cited = docstring_ids("test_koku_*.py")  # every test file read once, not once per id
    missing = [i for i in required_ids() if i not in cited]
    assert missing == []
