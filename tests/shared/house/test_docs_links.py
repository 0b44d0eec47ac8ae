"""The README and docs/ are read on a clone: every link they make stays inside the repository
and names a file that is there (issue 21). Web addresses are fine; a path climbing out of
the repository (``../shared/DESIGN.md``), linked or written out, is not."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
CLIMB = re.compile(r"(?<![\w.])\.\./")


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.name)
def test_every_link_stays_in_the_repository(doc: Path) -> None:
    text = doc.read_text(encoding="utf-8")
    for target in LINK.findall(text):
        if re.match(r"[a-z]+:", target) or target.startswith("#"):
            continue  # a web address or a heading of the same page
        path = (doc.parent / target.split("#")[0]).resolve()
        assert path.is_relative_to(ROOT.resolve()), f"{doc.name}: {target} leaves the repository"
        assert path.exists(), f"{doc.name}: {target} does not exist"


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.name)
def test_no_path_climbs_out_of_the_repository(doc: Path) -> None:
    for number, line in enumerate(doc.read_text(encoding="utf-8").splitlines(), 1):
        assert not CLIMB.search(line), f"{doc.name}:{number}: {line.strip()}"
        assert "/work/" not in line, f"{doc.name}:{number}: {line.strip()}"


def test_the_readme_installs_in_a_virtual_environment() -> None:
    """.ci/run greps for the two commands; the virtual environment comes first."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    venv = text.index("python3 -m venv .venv && . .venv/bin/activate")
    install = text.index('\npip install -e ".[test]"\n')
    assert venv < install < text.index("\npytest\n", install)
