"""The word catalogs (engine/kernel/words.py): our PO reader reads every shipped catalog as
Babel does, round-trips whatever Babel writes, refuses a broken catalog saying where, and a
third language is a catalog and nothing else (issue 22 item 5)."""

from __future__ import annotations

import io
from collections.abc import Iterator
from importlib import resources
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po as babel_read_po
from babel.messages.pofile import write_po
from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from bot.presentation.i18n import lang_of
from engine.kernel import words
from engine.kernel.words import CatalogError, Phrase, Table, install, read_po

ROOT = Path(__file__).resolve().parents[3]
LAYERS = ("engine", "carddb", "renderer", "bot")


def shipped_catalogs() -> list[Path]:
    return sorted(p for layer in LAYERS for p in (ROOT / layer).rglob("locale/*.po"))


def babel_entries(text: str) -> dict[tuple[str, str], str]:
    catalog = babel_read_po(io.StringIO(text))
    return {
        (message.context or "", str(message.id)): str(message.string)
        for message in catalog
        if message.id and not message.fuzzy
    }


@pytest.fixture
def third_language() -> Iterator[None]:
    """Whatever a test installs is gone afterwards."""
    before = dict(words._LOADED)
    yield
    words._LOADED.clear()
    words._LOADED.update(before)


def test_the_catalogs_are_found_in_every_layer() -> None:
    found = {p.parent.parent.relative_to(ROOT).parts[0] for p in shipped_catalogs()}
    assert found == set(LAYERS)
    for folder in {p.parent for p in shipped_catalogs()}:  # a third language may come too
        assert {"ja.po", "en.po"} <= {p.name for p in folder.iterdir()}, folder


@pytest.mark.parametrize("path", shipped_catalogs(), ids=lambda p: str(p.relative_to(ROOT)))
def test_every_catalog_reads_as_babel_reads_it(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    ours = read_po(text, str(path))
    assert ours and ours == babel_entries(text)


def test_a_package_catalog_is_read_through_the_installed_package() -> None:
    """What the code reads is the package data (pyproject's package-data ships it)."""
    shipped = resources.files("renderer.mc20th").joinpath("locale", "ja.po")
    assert words.catalog("renderer.mc20th", "ja") == read_po(shipped.read_text("utf-8"))


TEXT = st.text(
    alphabet=st.characters(blacklist_categories=("Cs", "Cc"), blacklist_characters="\r")
    | st.sampled_from(['"', "\\", "\n", "\t", "{", "}", "「", "」"]),
    max_size=60,
)


@settings(max_examples=150, derandomize=True, deadline=None)
@given(st.lists(st.tuples(TEXT, TEXT.filter(bool), TEXT), max_size=8, unique_by=lambda e: e[:2]))
def test_whatever_babel_writes_reads_back(entries: list[tuple[str, str, str]]) -> None:
    catalog = Catalog(locale="ja")
    for context, key, text in entries:
        catalog.add(key, text, context=context or None)
    out = io.BytesIO()
    write_po(out, catalog, width=0)
    written = out.getvalue().decode("utf-8")
    expected = {(c, k): t for c, k, t in entries}
    assert read_po(written) == expected == babel_entries(written)


def test_gettext_line_breaks_and_escapes_are_read() -> None:
    text = (
        'msgctxt "t"\nmsgid "k"\nmsgstr ""\n"line one\\n"\n"say \\"hi\\"\\t\\\\"\n\n'
        '#, fuzzy\nmsgctxt "t"\nmsgid "draft"\nmsgstr "not yet"\n'
    )
    assert read_po(text) == {("t", "k"): 'line one\nsay "hi"\t\\'}


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ('msgid "a"\nmsgstr "b', "line 2: expected a quoted string"),
        ('msgid "a"\nmsgid_plural "as"\nmsgstr[0] "b"', "line 2: 'msgid_plural'"),
        ('msgid "a"\nmsgstr "b"\nmsgid "a"\nmsgstr "c"', "in the catalog twice"),
        ('"orphan"\nmsgid "a"\nmsgstr "b"', "line 1: a continued string outside an entry"),
        ('msgid "a"\nmsgstr "\\q"', "line 2: an escape"),
        ('msgid "a"\nmsgstr "x"y"', "line 2: an unescaped quote"),
        ('msgctxt "t"\nmsgid "a"\n\nmsgctxt "u"\nmsgid "b"\nmsgstr "c"', "lacks its msgid or"),
    ],
)
def test_a_broken_catalog_is_refused_saying_where(text: str, said: str) -> None:
    with pytest.raises(CatalogError, match=said.replace("[", r"\[")):
        read_po(text, "broken.po")


def test_a_table_looks_its_keys_up_in_the_readers_language() -> None:
    table = Table("renderer", "words.RESULTS")
    assert list(table) == ["win", "draw"]  # the Japanese catalog's order
    assert table.say("draw", "ja", reason="x") == "引き分け（x）"
    assert table.say("draw", "en", reason="x") == "Draw (x)"
    assert table.word("no such key", "en") == "no such key"
    assert table["win"] == Phrase("renderer", "words.RESULTS", "win")
    with pytest.raises(KeyError, match="no table"):
        len(Table("renderer", "no.SUCH_TABLE"))


def test_a_table_over_a_base_and_a_gathering_refuse_a_clash() -> None:
    family = Table("renderer.moncolle", "names.LABELS")
    deus = Table("renderer.deus", "names.LABELS", family)
    assert set(family) <= set(deus) and len(deus) > len(family)
    gathered = Table.gathering(Table("renderer", "words.RESULTS"))
    with pytest.raises(ValueError, match="keys given twice with other words"):
        gathered.add({"win": Phrase("renderer", "log.LINES", "none")})
    gathered.add({"win": Phrase("renderer", "words.RESULTS", "win")})  # the same words: fine
    assert gathered.say("win", "en", seat="P1", reason="r") == "P1 wins (r)"


def test_a_third_language_is_a_new_catalog(third_language: None) -> None:
    """A translator's Korean for the kernel and one picture table: the bot then takes ``ko``
    clients in Korean, a word the catalog lacks is said in English, and no Python changed."""
    install("engine.kernel", "ko", 'msgctxt "words.LANGUAGE"\nmsgid "joiner"\nmsgstr " · "\n')
    install("renderer", "ko", 'msgctxt "words.RESULTS"\nmsgid "draw"\nmsgstr "무승부 ({reason})"\n')
    assert words.languages() == ("ja", "en", "ko")
    assert lang_of("ko", "ja") == "ko" and lang_of("fr", "ja") == "ja"
    results = Table("renderer", "words.RESULTS")
    assert results.say("draw", "ko", reason="…") == "무승부 (…)"
    assert results.say("win", "ko", seat="P1", reason="r") == "P1 wins (r)"  # English fills in
    assert words.LANGUAGE.word("joiner", "ko") == " · "
    assert engine.registry.get("grid").title_in("ko") == "Cross Matrix"


def test_the_engine_reads_its_words_without_leaving_the_standard_library() -> None:
    source = (ROOT / "engine" / "kernel" / "words.py").read_text(encoding="utf-8")
    assert "import babel" not in source and "from babel" not in source
