"""The ``rokumon`` subcommands print what the README promises."""

from __future__ import annotations

import re
from pathlib import Path

from bot.tools.bench import engine_bench
from bot.tools.cli import main

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"


def test_cards_check_validates_the_shipped_sets(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["cards", "check"]) == 0
    lines = capsys.readouterr().out.splitlines()
    figures = dict(part.split("=") for part in lines[-1].split())
    # every shipped ability runs in the engine (issue 4: manual=0)
    assert figures["manual"] == "0" and figures["automatic"] == figures["abilities"]
    assert int(figures["cards"]) >= 56 and int(figures["abilities"]) >= 19
    assert "ok deck guren: 50 cards" in lines and "ok deck soujun: 50 cards" in lines


def test_cards_check_reports_every_error_and_fails(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    bad = tmp_path / "bad.toml"
    bad.write_text(
        '[set]\nid = "B"\nname = "b"\nruleset = "mc20th"\n[[card]]\nid = "B-1"\n'
        'kind = "terrain"\nname = "x"\ntype = "y"\nlimit = 0\n',
        encoding="utf-8",
    )
    assert main(["cards", "check", str(bad)]) == 1
    out = capsys.readouterr().out
    assert "error bad.toml: card B-1 (x): field 'limit': must be 1 or more" in out


def test_scenario_run_names_failures(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    broken = tmp_path / "broken.toml"
    broken.write_text('[scenario]\nname = "x"\nrules = ["9"]\n[[step]]\nexpect.phase = "summon"\n')
    good = SCENARIOS / "17_3_resignation.toml"
    assert main(["scenario", "run", str(good), str(broken)]) == 1
    out = capsys.readouterr().out
    assert "ok   17_3_resignation.toml" in out
    assert "FAIL broken.toml: x" in out and "phase is 'main', expected 'summon'" in out
    assert out.splitlines()[-1] == "scenarios=2 failed=1"


def test_selfplay_command_prints_one_summary_line(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["selfplay", "--ruleset", "mc20th", "--games", "2", "--seed", "9"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1 and re.match(r"games=2 actions=\d+ .* violations=0 ", out[0])


def test_bench_engine_prints_its_figures() -> None:
    line = engine_bench("mc20th", seconds=0.3)
    assert re.fullmatch(
        r"games=\d+ actions=\d+ seconds=[\d.]+ actions_per_s=\d+ copy_us=[\d.]+ ratio=[\d.]+",
        line,
    )


def test_every_tool_refuses_an_unknown_ruleset_by_name(capsys) -> None:  # type: ignore[no-untyped-def]
    for command in (["selfplay", "--games", "1"], ["bench", "engine"], ["play"]):
        assert main([*command, "--ruleset", "chess"]) == 2
        said = capsys.readouterr().err
        assert "unknown ruleset 'chess' (known: deus, grid, kokuryoku, mc20th)" in said


def test_cards_check_refuses_a_set_of_an_unknown_ruleset(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    other = tmp_path / "other.toml"
    other.write_text(
        '[set]\nid = "C"\nname = "c"\nruleset = "chess"\n[[card]]\nid = "C-1"\n'
        'kind = "terrain"\nname = "x"\ntype = "y"\nlimit = 1\n',
        encoding="utf-8",
    )
    assert main(["cards", "check", str(other)]) == 1
    said = capsys.readouterr().out
    known = "(known: deus, grid, kokuryoku, mc20th)"
    assert f"error other.toml: field 'set.ruleset': unknown ruleset 'chess' {known}" in said


def test_selfplay_takes_the_ruleset_from_the_command_line(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["selfplay", "--ruleset", "mc20th", "--games", "1", "--seed", "3"]) == 0
    line = capsys.readouterr().out.strip().splitlines()[-1]
    assert line.startswith("games=1 ") and " battles=" in line and " violations=0 " in line


def test_the_pipeline_bench_prints_bytes_per_update_and_the_encoding_ratio() -> None:
    import asyncio
    import re

    from bot.tools.bench import pipeline_bench

    text = asyncio.run(pipeline_bench("mc20th", actions=12, seed=2))
    figures = dict(re.findall(r"(\w+)=([\d.]+)", text))
    assert set(figures) >= {"bytes_p50_kib", "encode_ms", "rgb_png_ms", "ratio", "p50_ms"}
    assert 0 < float(figures["bytes_p50_kib"]) < 200 and float(figures["ratio"]) > 0
    from renderer import draw

    assert draw.encode_png.__name__ == "encode_png"  # the bench put the encoder back
