"""Scenario files are hostile input too: any file either runs or fails with a ScenarioError
naming what is wrong, never with a raw exception, within bounded time and memory."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.tools.scenario import run_scenario
from bot.tools.scenario.runner import run_parsed
from bot.tools.scenario.schema import ScenarioError, ScenarioFile, convert, parse_scenario

HEAD = '[scenario]\nname = "x"\nrules = ["9"]\n'


def _failures(tmp_path: Path, text: str) -> list[str]:
    path = tmp_path / "case.toml"
    path.write_text(text, encoding="utf-8")
    return run_scenario(path).failures


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ('"scenario" = 0\n', "scenario"),
        (
            HEAD + 'ruleset = "chess"\n',
            "scenario.ruleset: 'chess' (known: deus, grid, kokuryoku, mc20th)",
        ),
        (HEAD + '[position.P1]\ndeck = ["RK1-001*100000000"]\n', "RK1-001*100000000"),
        (
            HEAD
            + '[position.P1]\ndeck = ["RK1-001*100"]\n[position.P2]\ndeck = '
            + str(["RK1-001*100"] * 10).replace("'", '"')
            + "\n",
            "at most 1000 cards",
        ),
        (HEAD.replace('rules = ["9"]', "seed = " + "9" * 4301), "not valid TOML"),
        (HEAD + "x = " + "[" * 1000 + "]" * 1000 + "\n", "not valid TOML"),
        (HEAD + "[[step]]\ndice = [7]\n", "step[0].dice[0]"),
        (HEAD + "[[step]]\nexpect.units = 5\n", "step 1.expect.units"),
        (HEAD + '[[step]]\nexpect.absent = ["#᧚"]\n', "no card is labelled"),
        (HEAD + '[position]\nstart = "turn"\nturn = 2\nactive = "P1"\n', "not P1's turn"),
        (HEAD + '[position]\nphase = "lunch"\n', "'lunch' is not one of"),
        (HEAD + '[[position.area]]\nat = "Z9"\n', "position.area Z9"),
        (HEAD + "[position]\ncolour = 1\n", "colour"),
    ],
)
def test_malformed_scenarios_fail_with_a_message(tmp_path: Path, text: str, says: str) -> None:
    failures = _failures(tmp_path, text)
    assert len(failures) == 1 and failures[0].startswith("scenario error:"), failures
    assert says in failures[0]


@pytest.mark.parametrize("name", ["/etc/passwd", "../outside.toml", "sets/../../outside.toml"])
def test_card_sets_are_read_only_from_the_scenarios_folder(tmp_path: Path, name: str) -> None:
    folder = tmp_path / "scenarios"
    (folder / "sets").mkdir(parents=True)
    (tmp_path / "outside.toml").write_text('[set]\nid = "X"\n', encoding="utf-8")
    path = folder / "case.toml"
    path.write_text(HEAD + f"sets = [{name!r}]\n".replace("'", '"'), encoding="utf-8")
    (failure,) = run_scenario(path).failures
    assert "outside the scenario's folder" in failure


def test_an_oversized_file_is_refused_before_it_is_parsed(tmp_path: Path) -> None:
    failures = _failures(tmp_path, HEAD + "# " + "x" * 300_000 + "\n")
    assert failures == ["scenario error: case.toml: larger than 256 KB"]


@settings(max_examples=200)
@given(st.text(max_size=300))
def test_any_text_parses_or_raises_a_scenario_error(text: str) -> None:
    try:
        parse_scenario(text)
    except ScenarioError as exc:
        assert str(exc)


CARDS = st.sampled_from(["火花の小鬼", "RK1-001", "古の城塞", "鋼の長剣", "nothing", "", "#"])
SPECS = st.builds(
    lambda card, label, copies: card + label + copies,
    CARDS,
    st.sampled_from(["", "#1", "#2", "#99999999999", "#٣"]),
    st.sampled_from(["", "*2", "*0", "*100000000"]),
)
LEAVES = st.one_of(
    st.integers(-(2**70), 2**70), st.text(max_size=12), st.booleans(), SPECS, st.none()
)
ANY = st.recursive(
    LEAVES,
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=8,
)
UNITS = st.builds(
    lambda seat, spec, flag: f"{seat} {spec} {flag}".strip(),
    st.sampled_from(["P1", "P2", "P3"]),
    SPECS,
    st.sampled_from(
        ["", "tapped", "instant", "equip=鋼の長剣", "equip=火花の小鬼", "equip=", "fly"]
    ),
)
ZONES = st.fixed_dictionaries(
    {},
    optional={
        "hand": st.lists(SPECS, max_size=4),
        "deck": st.lists(SPECS, max_size=4) | ANY,
        "summoner": st.sampled_from(["焔の召喚術師", "火花の小鬼", "x"]),
        "summoner_tapped": st.booleans(),
    },
)
POSITION = st.fixed_dictionaries(
    {},
    optional={
        "start": st.sampled_from(["position", "turn", "preparation", "later"]),
        "stacked": st.booleans(),
        "active": st.sampled_from(["P1", "P2", "P9"]),
        "turn": st.integers(-3, 2000),
        "phase": st.sampled_from(["main", "summon", "hand_adjust_1", "turn_end", "x"]),
        "P1": ZONES,
        "P2": ZONES | ANY,
        "area": st.lists(
            st.fixed_dictionaries(
                {"at": st.sampled_from(["A1", "B2", "B3", "C4", "B1", "Q7", ""])},
                optional={"terrain": SPECS, "units": st.lists(UNITS, max_size=3)},
            ),
            max_size=3,
        ),
    },
)
STEPS = st.lists(
    st.fixed_dictionaries(
        {},
        optional={
            "do": st.sampled_from(
                ["end-main", "move #10 B3", "advance", "use #1 1", "pass", "x #"]
            ),
            "dice": st.lists(st.integers(0, 7), max_size=3),
            "refuse": st.sampled_from(["end-main", "summon #2"]),
            "refuse_by": st.sampled_from(["P1", "P2"]),
            "expect": st.dictionaries(
                st.sampled_from(["decision", "units", "P1", "hidden", "areas", "battle", "nope"]),
                ANY,
                max_size=2,
            ),
        },
    ),
    max_size=3,
)


@settings(max_examples=150)
@given(st.fixed_dictionaries({"position": POSITION, "step": STEPS}, optional={"scenario": ANY}))
def test_any_scenario_runs_or_fails_with_a_scenario_error(data: dict[str, Any]) -> None:
    try:
        parsed = convert(data, ScenarioFile, "scenario")
    except ScenarioError:
        return
    outcome = run_parsed(parsed, Path(__file__).resolve().parents[2] / "scenarios", "generated")
    assert all(isinstance(f, str) and f for f in outcome.failures)


@pytest.mark.parametrize(
    ("unit", "says"),
    [
        ("P1 RK1-001 equip=RK1-001", "is not a piece of equipment"),
        ("P1 RK1-001 equip=癒しの霊薬", "is not a piece of equipment"),
        ("P1 古の城塞", "is not a unit card"),
    ],
)
def test_card_kinds_are_checked_where_a_kind_is_meant(tmp_path: Path, unit: str, says: str) -> None:
    failures = _failures(tmp_path, HEAD + f'[[position.area]]\nat = "B2"\nunits = ["{unit}"]\n')
    assert len(failures) == 1 and says in failures[0], failures


def test_a_summoner_must_be_a_summoner_card(tmp_path: Path) -> None:
    failures = _failures(tmp_path, HEAD + '[position.P1]\nsummoner = "火花の小鬼"\n')
    assert len(failures) == 1 and "is not a summoner" in failures[0], failures


@pytest.mark.parametrize("rule", ["10-9-2", "D-ADV-d", "G-1.1", "KV-18", "D-STAT-SP-1"])
def test_a_scenario_cites_rulebook_sections_and_map_ids(rule: str) -> None:
    text = HEAD.replace('rules = ["9"]', f'rules = ["{rule}"]')
    assert parse_scenario(text).scenario.rules == [rule]


@pytest.mark.parametrize("rule", ["", "x", "D-", "10--2", "D-ADV-" + "d" * 13, "1" * 5])
def test_a_rule_that_is_neither_is_refused(rule: str) -> None:
    text = HEAD.replace('rules = ["9"]', f'rules = ["{rule}"]')
    with pytest.raises(ScenarioError, match="rules"):
        parse_scenario(text)
