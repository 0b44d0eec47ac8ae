"""docs/guide.md (issue 10 item 10): in Japanese and English, linked from the README, and
every picture it shows is committed, at most 960 px tall and drawn for a phone."""

from __future__ import annotations

import re
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parents[3]
GUIDE = ROOT / "docs" / "guide.md"


def test_the_guide_is_linked_and_in_both_languages() -> None:
    text = GUIDE.read_text(encoding="utf-8")
    assert "docs/guide.md" in (ROOT / "README.md").read_text(encoding="utf-8")
    assert "## 日本語" in text and "## English" in text
    japanese, english = text.split("## English", 1)
    pictures = re.findall(r"\]\((pictures/[^)]+\.png)\)", text)
    ja = {p for p in pictures if p.endswith(".ja.png")}
    en = {p for p in pictures if p.endswith(".en.png")}
    assert len(ja) == len(en) >= 7 and {p.replace(".ja.", ".en.") for p in ja} == en
    assert all(".ja." in p for p in re.findall(r"pictures/\S+?\.png", japanese))
    assert all(".en." in p for p in re.findall(r"pictures/\S+?\.png", english))


def test_every_picture_of_the_guide_is_there_and_fits_a_phone() -> None:
    """Landscape pictures at most 1280x960; grid's board is portrait (its 4x5 squares stand
    upright, renderer/grid/board.py), 960 wide and at most 1400 tall."""
    text = GUIDE.read_text(encoding="utf-8")
    for name in re.findall(r"\]\((pictures/[^)]+\.png)\)", text):
        path = GUIDE.parent / name
        with Image.open(path) as image:
            if image.height > image.width:
                assert image.width == 960 and image.height <= 1400, name
            else:
                assert image.height <= 960 and image.width <= 1280, name
        phone = path.with_name(path.name.replace(".png", ".400.png"))
        with Image.open(phone) as small:
            assert small.width == 400, phone.name


def test_the_guide_asks_a_discord_player_for_no_file_of_the_repository() -> None:
    """Issue 21: a Discord player has no checkout; the guide offers the starter decks (by the
    labels the deck choices show) instead of deck files under carddb/."""
    text = GUIDE.read_text(encoding="utf-8")
    assert "carddb/" not in text
    japanese, english = text.split("## English", 1)
    assert "【スターター】" in japanese and "/deck starter" in japanese
    assert "[Starter]" in english and "/deck starter" in english
