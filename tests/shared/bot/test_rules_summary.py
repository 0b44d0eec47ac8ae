"""Every game's rules summary (``rokumon rules X``, ``/match rules``;
bot/presentation/summary.py reading
bot/<game>/summary.toml): both languages, every line citing a rule id that exists, as
mc20th [10-9-2], deus [D-ADV-d], grid [G-6.5] and kokuryoku [K-4.3] are cited in tests.

The ids are checked against the lists the rule-coverage tests keep (tests/fixtures/, and
mc20th's implemented sections), and against ../shared/rules/ when it is checked out.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from discord_table import Table, simcord_bot  # noqa: F401 (the bot simcord_env runs)

import engine
from bot import games
from bot.presentation.summary import load, summary_pages, summary_text

TESTS = Path(__file__).resolve().parents[2]
RULES = TESTS.parent.parent / "shared" / "rules"
GAMES = ("mc20th", "deus", "grid", "kokuryoku")
MAPS = {"deus": "deus-map.md", "grid": "grid-map.md", "kokuryoku": "kokuryoku-map.md"}
RULEBOOK = "000_0356274750ea99f2.txt"
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def known_ids(ruleset: str) -> set[str]:
    if ruleset == "mc20th":  # the sections the engine implements, and the rulebook's chapters
        listed = (TESTS / "fixtures" / "mc20th_rule_ids.txt").read_text(encoding="utf-8")
        implemented = [x for x in listed.splitlines() if x.strip() and not x.startswith("#")]
        return {*implemented, *(str(n) for n in range(1, 18))}
    path = TESTS / "fixtures" / f"{ruleset}_rule_ids.txt"
    lines = path.read_text(encoding="utf-8").splitlines()
    return {line.strip() for line in lines if line.strip() and not line.startswith("#")}


@pytest.mark.parametrize("ruleset", GAMES)
def test_every_game_has_a_summary_in_both_languages(ruleset: str) -> None:
    rules = load(f"bot.{ruleset}").rules
    assert len(rules) >= 15
    for rule in rules:
        ja, en = rule.words.in_("ja"), rule.words.in_("en")
        assert JAPANESE.search(ja), rule
        assert en.strip() and ja != en, rule
    for lang in ("ja", "en"):
        lines = list(games.get(ruleset).rules(lang))
        cited, note = lines[: len(rules)], lines[len(rules) :]
        for rule, line in zip(rules, cited, strict=True):  # every rule a line, after its id
            assert re.match(rf"(\[|【)[^ ]* ?{re.escape(rule.id)}(\]|】) ", line), line
        summary = load(f"bot.{ruleset}")
        assert summary.note is not None
        assert note == ["", summary.note.in_(lang)]
    assert JAPANESE.search(summary.note.in_("ja")) and not JAPANESE.search(summary.note.in_("en"))


@pytest.mark.parametrize("ruleset", GAMES)
def test_every_cited_id_is_a_rule_of_the_game(ruleset: str) -> None:
    """mc20th [10-9-2], deus [D-ADV-d], grid [G-6.5], kokuryoku [K-4.3]: the ids exist."""
    cited = [rule.id for rule in load(f"bot.{ruleset}").rules]
    assert set(cited) <= known_ids(ruleset), set(cited) - known_ids(ruleset)


@pytest.mark.parametrize("ruleset", GAMES)
def test_every_cited_id_is_in_the_rulebook_or_its_map(ruleset: str) -> None:
    path = RULES / MAPS.get(ruleset, RULEBOOK)
    if not path.exists():
        pytest.skip("../shared/rules is not checked out")
    text = path.read_text(encoding="utf-8")
    for rule in load(f"bot.{ruleset}").rules:
        if ruleset == "mc20th":  # sections are headed [10-9], 〔10-9〕 or 【10-10】
            pattern = rf"[\[〔【]{re.escape(rule.id)}[\]〕】]"
        else:  # a map row "| D-ADV-d |" or a ruling "**R5 ..."
            pattern = rf"(\| |\*\*){re.escape(rule.id)}( \||\s)"
        assert re.search(pattern, text), rule.id


def test_kv_1_only_kokuryoku_marks_variant_rules() -> None:
    """kokuryoku [KV-1]: the variant's rules are marked; the other games have no variant."""
    assert all(r.variant == r.id.startswith("KV-") for r in load("bot.kokuryoku").rules)
    for ruleset in ("mc20th", "deus", "grid"):
        assert not any(rule.variant for rule in load(f"bot.{ruleset}").rules)
        assert not any("変則" in line for line in games.get(ruleset).rules("ja"))


@pytest.mark.parametrize("ruleset", GAMES)
def test_rokumon_rules_prints_the_summary(ruleset: str) -> None:
    for lang in ("ja", "en"):
        result = subprocess.run(
            [sys.executable, "-m", "bot.tools.cli", "rules", ruleset, "--lang", lang],
            capture_output=True,
            text=True,
            check=False,
        )
        assert result.returncode == 0, result.stderr
        assert engine.registry.get(ruleset).title_in(lang) in result.stdout
        first = load(f"bot.{ruleset}").rules[0]
        assert first.words.in_(lang) in result.stdout


@pytest.mark.parametrize("ruleset", GAMES)
def test_the_summary_fits_discord_pages(ruleset: str) -> None:
    for lang in ("ja", "en"):
        text = summary_text(ruleset, lang)
        pages = summary_pages(text)
        assert all(len(page) <= 1900 for page in pages)
        assert "\n".join(pages).split() == text.split()


@pytest.mark.parametrize("ruleset", GAMES)
async def test_match_rules_shows_the_summary(simcord_env: Any, ruleset: str) -> None:
    """``/match rules ruleset:X`` answers privately with X's summary in the user's language
    (simcord's users speak English), every rule's line included, over as many pages as it
    takes."""
    table = Table(simcord_env)
    answer = await table.carol.slash(table.channel, "match rules", ruleset=ruleset)
    assert answer.ephemeral
    text = "\n".join([answer.response.content, *(f.content for f in answer.followups)])
    assert engine.registry.get(ruleset).title_in("en") in text
    for line in games.get(ruleset).rules("en"):
        assert line in text, line
