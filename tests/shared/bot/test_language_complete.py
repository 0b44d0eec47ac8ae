"""Both languages, complete (issue 10 item 7): every console prompt, phase and decision name,
picture label, refusal and import message exists in Japanese and English, and the English
holds no Japanese; the starter set prints an English name and text for every card, and a
starter card shown in English (the console's ``card #N``, ``/card show``, the log, the Act
panel's labels) reads without a Japanese character.

The words are found, not listed: every catalog (``<package>/locale/ja.po`` and ``en.po``,
engine/kernel/words.py) of the four packages is checked, each read by our reader and by Babel,
so a catalog added later is checked too; every module-level ``Table`` is found and must have
entries, and the tables named below must be among them.
"""

from __future__ import annotations

import importlib
import io
import pkgutil
import random
import string
import types
import typing
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from babel.messages import pofile
from discord_table import BOTS, Table, build_bot

import engine
from bot.mc20th.ai import SensiblePlayer
from bot.presentation import present
from bot.tools.console import Console
from bot.tools.selfplay import starter_setup
from carddb import CardSetError, load_text, shipped_cards
from carddb.text import has_japanese
from engine.kernel import messages as engine_messages
from engine.kernel import words
from engine.kernel.events import Shown, can_see
from engine.kernel.state import SPECTATOR
from engine.moncolle import events as ev
from engine.moncolle.cards import SummonerDef, UnitDef
from renderer.moncolle.cardtext import ability_line, card_lines, describe_card
from renderer.moncolle.log import FamilyLogWriter as LogWriter

PACKAGES = ("engine", "carddb", "renderer", "bot")
ROOT = Path(engine.__file__).parent.parent
# tables that must be found: a rename that hid one from the search would pass silently
REQUIRED = {
    "bot.presentation.i18n.TEXT",  # the bot's messages and refusals
    "bot.presentation.i18n.BUTTONS",
    "bot.tools.console.TEXT",  # the console's prompts and framing
    "bot.mc20th.present.VERB_LABELS",  # the presenter's action labels
    "bot.moncolle.present.MANUAL_OPS",
    "carddb.messages.MESSAGES",  # deck-list and card-set import messages
    "engine.kernel.messages.KERNEL",  # the kernel's refusals and notation errors
    "engine.moncolle.messages.MESSAGES",  # the family's refusals
    "engine.moncolle.messages.DECISION_NAMES",
    "engine.moncolle.messages.WORDS",  # printed words a refusal or a card quotes
    "renderer.moncolle.log.PHASE_NAMES",  # phase names, turn 0's setup included
    "renderer.moncolle.log.END_REASONS",
    "renderer.moncolle.cardtext.LABELS",  # a card's field labels
    "renderer.mc20th.names.LABELS",  # picture labels
}
# English that may quote Japanese: the rules summaries (``summary``) cite the printed keywords
# as the cards print them ([速攻], 飛車), as their own test allows; a mark drawn alike in both
# languages
JAPANESE_IN_ENGLISH = {"summary"}
JAPANESE_MARKS = {("names.MARKS", "banner_slash")}  # kokuryoku's banner: ``／`` in both


def catalog_packages() -> list[str]:
    """Every package of the four with a ``locale/`` folder, by its dotted name."""
    return sorted(
        ".".join(folder.parent.relative_to(ROOT).parts)
        for name in PACKAGES
        for folder in (ROOT / name).rglob("locale")
        if folder.is_dir() and (folder.parent / "__init__.py").is_file()
    )


def _modules() -> Iterator[Any]:
    for name in PACKAGES:
        package = importlib.import_module(name)
        for info in pkgutil.walk_packages(package.__path__, f"{name}."):
            yield importlib.import_module(info.name)


def word_tables() -> dict[str, words.Table]:
    """Every module-level ``Table``, once each, by its first name in the module order;
    ``ALIASES`` gets every name a table goes by (an import is another)."""
    engine.registry.ids()  # every ruleset registers its tables with the kernel
    found: dict[str, words.Table] = {}
    first: dict[int, str] = {}
    for module in _modules():
        for name, value in vars(module).items():
            if isinstance(value, words.Table):
                where = f"{module.__name__}.{name}"
                ALIASES[where] = first.setdefault(id(value), where)
                found.setdefault(first[id(value)], value)
    for name, table in engine_messages.tables().items():  # the kernel's registries
        found[f"engine.kernel.messages.registered.{name}"] = table
    return found


def _fields(text: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(text) if field}


def babel_entries(text: str) -> words.Entries:
    """A PO file's translated entries as Babel reads them (the fuzzy ones left out)."""
    read = pofile.read_po(io.StringIO(text), abort_invalid=True)
    return {
        (message.context or "", str(message.id)): str(message.string)
        for message in read
        if message.id and not message.fuzzy
    }


def problems(japanese: words.Entries, english: words.Entries) -> list[str]:
    """What is wrong with a package's two catalogs: an entry one language lacks or leaves
    empty, English with kana or kanji in its own words (a card's name comes as a
    {placeholder}, never written into the sentence; a key may be a Japanese printed word),
    the two languages asking for different parameters."""
    found = [f"{key}: no English" for key in japanese if key not in english]
    found += [f"{key}: no Japanese" for key in english if key not in japanese]
    for key in japanese.keys() & english.keys():
        ja, en = japanese[key], english[key]
        if not ja.strip() or not en.strip():
            found.append(f"{key}: a language is empty")
        elif has_japanese(en) and key[0] not in JAPANESE_IN_ENGLISH and key not in JAPANESE_MARKS:
            found.append(f"{key}: Japanese in the English {en!r}")
        elif _fields(ja) != _fields(en):
            found.append(f"{key}: parameters {_fields(ja)} and {_fields(en)}")
    return sorted(found)


ALIASES: dict[str, str] = {}  # a name a table goes by -> the name it is checked under
TABLES = word_tables()
CATALOGS = catalog_packages()


def test_every_known_table_is_found() -> None:
    assert set(ALIASES) >= REQUIRED, sorted(REQUIRED - set(ALIASES))
    assert {ALIASES[name] for name in REQUIRED} <= set(TABLES)
    registered = TABLES["engine.kernel.messages.registered.messages"]
    assert "out_of_range" in registered and "notation_square" in registered
    assert len(CATALOGS) >= 20 and {"engine.kernel", "carddb", "renderer"} <= set(CATALOGS)


@pytest.mark.parametrize("table", sorted(TABLES))
def test_every_table_has_its_entries_in_a_catalog(table: str) -> None:
    """A table whose context no catalog has (a renamed table or msgctxt) fails here, and so
    does one read from a package without catalogs."""
    found = TABLES[table]
    assert len(found) > 0
    assert not found.package or found.package in CATALOGS, found
    for key in found:
        assert found[key].in_("ja") and found[key].in_("en"), key


@pytest.mark.parametrize("package", CATALOGS)
def test_every_entry_has_both_languages_and_english_is_english(package: str) -> None:
    """Each catalog read by our reader and by Babel alike; every (msgctxt, msgid) in both
    languages, none empty, the English English, both with the same {fields}."""
    folder = ROOT.joinpath(*package.split("."), "locale")
    read = {}
    for lang in ("ja", "en"):
        text = (folder / f"{lang}.po").read_text(encoding="utf-8")
        read[lang] = words.read_po(text, f"{package}/locale/{lang}.po")
        assert read[lang] == babel_entries(text), lang
    assert read["ja"], package
    assert problems(read["ja"], read["en"]) == []


def test_the_checks_catch_a_missing_or_japanese_english() -> None:
    """The checks themselves, on catalogs built to fail them."""
    assert has_japanese("Deal [火炎: 3]") and has_japanese("カード") and has_japanese("「x」")
    assert not has_japanese("Deal [Flame: 3] damage to one target enemy unit. <Cost: II> ±→…")
    japanese = {("t.A", "a"): "あ{n}", ("t.A", "b"): "い", ("t.A", "火"): "火", ("t.A", "c"): "う"}
    english = {
        ("t.A", "a"): "a{count}",
        ("t.A", "b"): "イ",
        ("t.A", "火"): "Fire",
        ("t.B", "d"): " ",
    }
    assert problems(japanese, english) == [
        "('t.A', 'a'): parameters {'n'} and {'count'}",
        "('t.A', 'b'): Japanese in the English 'イ'",
        "('t.A', 'c'): no English",
        "('t.B', 'd'): no Japanese",
    ]
    english[("t.A", "c")], japanese[("t.B", "d")] = "c", "え"
    assert problems(japanese, english) == [
        "('t.A', 'a'): parameters {'n'} and {'count'}",
        "('t.A', 'b'): Japanese in the English 'イ'",
        "('t.B', 'd'): a language is empty",
    ]
    assert _fields("{name}の{count}枚") == {"name", "count"}
    assert problems({("summary", "R1"): "[速攻]"}, {("summary", "R1"): "[速攻] timing"}) == []


def test_our_reader_reads_a_catalog_as_babel_does() -> None:
    """Continued strings and escapes joined, a fuzzy entry left out, by both readers."""
    text = 'msgctxt "t.A"\nmsgid "a"\nmsgstr ""\n"x\\n"\n"y"\n\n#, fuzzy\nmsgid "b"\nmsgstr "z"\n'
    assert words.read_po(text) == babel_entries(text) == {("t.A", "a"): "x\ny"}


def test_a_refusal_quotes_printed_words_in_the_readers_language() -> None:
    """A refusal's advance type and decision are words of a table, said in English."""
    engine.registry.ids()
    params = {"area": "B3", "card": 12, "move": "長距離飛行"}
    english = engine_messages.render("out_of_range", "en", params)
    assert "Long fly" in english and not has_japanese(english)
    assert "長距離飛行" in engine_messages.render("out_of_range", "ja", params)
    english = engine_messages.render("not_now", "en", {"expected": "formation"})
    assert english.endswith("(current decision: formation).")
    assert not has_japanese(engine_messages.render("not_your_decision", "en", {"actor": "chance"}))


def test_turn_zero_and_every_phase_have_a_name_in_both_languages() -> None:
    from bot.mc20th.present import phase_name
    from engine.mc20th.state import Phase

    for phase in Phase:
        japanese, english = phase_name(phase.value, "ja"), phase_name(phase.value, "en")
        assert has_japanese(japanese) and not has_japanese(english), phase
        assert english != phase.value, phase  # "setup" was shown as it is


# -- the starter set in English ---------------------------------------------------------------
STARTER = list(shipped_cards("mc20th"))


def _untranslated(card: Any) -> list[str]:
    """Each free text of ``card`` a reader of English would see in Japanese."""
    wanted = {"name_en": card.name_en}
    wanted |= {"race_en": card.race_en} if isinstance(card, UnitDef) else {"type_en": card.type_en}
    if isinstance(card, SummonerDef):
        wanted |= {"epithet_en": card.epithet_en, "arcana_en": card.arcana_en}
    printing = card.printing
    if printing.flavor:
        wanted["printing.flavor_en"] = printing.flavor_en
    if printing.faction != "ALL":
        wanted["printing.faction_en"] = printing.faction_en
    for number, ability in enumerate(card.abilities):
        wanted[f"abilities[{number}].text_en"] = ability.text_en
    statics = getattr(card, "statics", None)
    for mod in (*statics.resist, *statics.weak) if statics else ():
        if mod.attribute != "ALL":
            wanted[f"statics: {mod.attribute}"] = mod.attribute_en
    return [f"{card.id} {field}" for field, text in wanted.items() if not text]


def test_the_starter_set_prints_an_english_name_and_text_for_every_card() -> None:
    assert len(STARTER) >= 78
    assert sum(len(card.abilities) for card in STARTER) >= 40
    assert [field for card in STARTER for field in _untranslated(card)] == []
    for card in STARTER:
        assert card.name_in("en") == card.name_en != card.name
        assert card.name_in("ja") == card.name
        for ability in card.abilities:
            assert (
                ability.text_in("en") == ability.text_en and ability.text_in("ja") == ability.text
            )
            # the English keeps the printed text's shape: its period first when it has it
            assert ability.text.startswith(ability.period.value) == ability.text_en.startswith(
                ability.period.value
            ), card.id


def test_every_starter_card_reads_in_english_without_a_japanese_character() -> None:
    for card in STARTER:
        lines = card_lines(card, "en")
        assert lines[0].startswith(f"{card.name_en} ({card.id}) ")
        japanese = [line for line in lines if has_japanese(line)]
        assert japanese == [], card.id
        assert not has_japanese(describe_card(card, "en")), card.id
        for ability in card.abilities:
            assert ability.text_en in ability_line(ability, "en")
    # and Japanese readers still get the printed card
    assert all(card.name in card_lines(card, "ja")[0] for card in STARTER)


def _main_phase(seed: int) -> Any:
    """A state where a player decides in the main phase, reached by the built-in player."""
    state, _ = engine.new_match(starter_setup("mc20th", seed))
    players = {seat: SensiblePlayer(random.Random(seat)) for seat in (0, 1)}
    while engine.decision(state).kind.value != "main":
        decision = engine.decision(state)
        if decision.actor < 0:
            state, _ = engine.apply(state, engine.sample_chance(state))
        else:
            state, _ = engine.apply(state, players[decision.actor].choose(state, decision.actor))
    return state


def test_the_english_console_shows_cards_legal_entries_and_prompts_in_english() -> None:
    state = _main_phase(4)
    seat = engine.decision(state).actor
    names = present.card_names(state, seat, "en")
    assert names and not any(has_japanese(name) for name in names.values())
    commands = [f"card #{card}" for card in sorted(names)] + ["legal", "help", "card #9999"]
    lines = iter([*commands, "quit"])
    prompts: list[str] = []
    said: list[str] = []

    def ask(prompt: str) -> str | None:
        if not prompts:
            said.clear()  # the opening screen: the layout's board picture in text, not ours
        prompts.append(prompt)
        return next(lines, None)

    Console(state, {seat}, ask, said.append, "en", 1).run()
    assert said and [line for line in said if has_japanese(line)] == []
    assert [p for p in prompts if has_japanese(p)] == []
    assert prompts[0] == f"P{seat + 1} [main phase] > "
    catalog, cards = state.setup.catalog, state.setup.cards
    for card in names:
        assert f"{catalog[cards[card].def_id].name_en} ({cards[card].def_id})" in "\n".join(said)
    assert any(line.strip()[:1].isdigit() and "  — " in line for line in said)  # legal, described


def test_a_whole_match_logged_and_labelled_in_english_has_no_japanese() -> None:
    """Every log line (each seat's and the spectators'), status line, action label and
    description of a self-play match between the built-in players, in English."""
    state, _ = engine.new_match(starter_setup("mc20th", 5))
    players = {seat: SensiblePlayer(random.Random(seat + 5)) for seat in (0, 1)}
    found: list[str] = []
    for _ in range(3000):
        if state.result is not None:
            break
        decision = engine.decision(state)
        found.append(present.status_line(state, ("alice", "bob"), "en"))
        if decision.actor < 0:
            action = engine.sample_chance(state)
        else:
            names = present.card_names(state, decision.actor, "en")
            for legal in engine.legal_actions(state):
                found.append(present.action_label(state, names, legal, "en"))
                found.append(present.describe_action(state, names, legal, "en"))
            action = players[decision.actor].choose(state, decision.actor)
        state, events = engine.apply(state, action)
        found += present.public_lines(state, events, "en")
        found += _seat_lines(state, events)
    assert state.result is not None
    assert len(found) > 1000
    assert [line for line in found if has_japanese(line)] == []


def _value(kind: Any, truthy: bool) -> Any:
    """A value of a field's type: one, True, "x", a card ... (or nothing, zero, False)."""
    origin, args = typing.get_origin(kind), typing.get_args(kind)
    if origin in (typing.Union, types.UnionType):
        present = [a for a in args if a is not type(None)]
        return _value(present[0], truthy) if truthy or len(present) == len(args) else None
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return (_value(args[0], truthy),) if truthy else ()
        return tuple(_value(a, truthy) for a in args)
    simple = {int: 1 if truthy else 0, bool: truthy, str: "x", Shown: Shown(7, "RK1-001")}
    return simple[kind]


@pytest.mark.parametrize("truthy", [True, False])
def test_every_log_line_of_every_event_kind_is_english_in_english(truthy: bool) -> None:
    """Each LogWriter line, with every optional part there (or absent), says nothing in
    Japanese besides the names it is given."""
    writer = LogWriter(lambda card: "Spark Imp", lambda unit: f"Spark Imp#{unit}", "en")
    kinds = [k for k in ev.Event.__subclasses__() if k.__module__ == ev.__name__]
    lines = []
    for kind in kinds:
        hints = typing.get_type_hints(kind)
        fields = [f for f in kind.__struct_fields__ if f != "audience"]
        lines.append(writer.line(kind(**{f: _value(hints[f], truthy) for f in fields})))
    assert len(lines) > 40 and None not in lines
    assert [line for line in lines if has_japanese(str(line))] == []


def _seat_lines(state: Any, events: list[Any]) -> list[str]:
    from bot.mc20th.present import names_writer

    writer = names_writer(state, "en")
    return [
        line
        for seat in (0, 1, SPECTATOR)
        for event in events
        if can_see(event.audience, seat) and (line := writer.line(event))
    ]


# -- importing a set with English ------------------------------------------------------------
SET = """
[set]
id = "EN"
name = "英語の試し"
name_en = "English test"
ruleset = "mc20th"

[[card]]
id = "EN-1"
kind = "terrain"
name = "平原"
name_en = "{name_en}"
type = "平地"
type_en = "Plain"
limit = 6
printing = {{ flavor = "広い。", flavor_en = "{flavor_en}" }}
"""


def test_an_english_field_must_be_english_and_within_its_bound() -> None:
    good = load_text(SET.format(name_en="Open Plain", flavor_en="Wide."), "en.toml")
    assert good.name_in("en") == "English test" and good.cards[0].name_in("en") == "Open Plain"
    cases = {  # (name_en, flavor_en): the English error, the Japanese one
        ("平原の英語", "Wide."): ("field 'name_en': holds Japanese", "日本語"),
        ("   ", "Wide."): ("field 'name_en': must not be blank", "空白"),
        ("P" * 61, "Wide."): ("field 'name_en': is longer than 60 characters", "60文字"),
        ("Plain", "Ｗide"): ("field 'printing.flavor_en': holds Japanese", "日本語"),
    }
    for (name_en, flavor_en), (english, japanese) in cases.items():
        with pytest.raises(CardSetError) as caught:
            load_text(SET.format(name_en=name_en, flavor_en=flavor_en), "en.toml")
        assert english in str(caught.value), str(caught.value)
        assert japanese in caught.value.message("ja")
    with pytest.raises(CardSetError, match=r"set\.name_en"):
        load_text(SET.replace("English test", "英語").format(name_en="x", flavor_en="y"), "e")


def test_a_deck_list_may_name_cards_in_english() -> None:
    from carddb import load_deck, shipped_index, starter_deck_text

    index = shipped_index("mc20th")
    text = starter_deck_text("mc20th", "guren")
    english = "\n".join(_english_line(line, index) for line in text.splitlines() if line.strip())
    assert not has_japanese(english.split("#")[0])
    assert load_deck(english, index, "mc20th") == load_deck(text, index, "mc20th")


def _english_line(line: str, index: Any) -> str:
    if line.lstrip().startswith("#"):
        return ""
    count, name = line.split(maxsplit=1)
    found = index.find(name)
    return f"{count} {found.name_en}"


# -- /card show and /card search through Discord ------------------------------------------------
@pytest.fixture
async def simcord_bot(tmp_path: Path) -> Any:
    yield build_bot(tmp_path)
    while BOTS:
        await BOTS.pop().store.close()


async def test_card_show_and_search_answer_an_english_user_in_english(simcord_env: Any) -> None:
    """simcord's users are en-US: the card comes in English, its picture too."""
    table = Table(simcord_env)
    shown = await table.alice.slash(table.channel, "card show", name="RK1-057")
    text = "\n".join(m.content for m in [shown.response, *shown.followups] if m is not None)
    assert "Summoner of Flame (RK1-057)" in text and "Before you call fire" in text
    assert not has_japanese(text), text
    files = [f for m in [shown.response, *shown.followups] if m is not None for f in m.attachments]
    assert files, "the card's picture"
    by_english = await table.alice.slash(table.channel, "card show", name="Rain of Sparks")
    answer = by_english.followups[0] if by_english.followups else by_english.response
    assert "RK1-038" in answer.content and "[Flame: 3]" in answer.content
    found = await table.alice.slash(table.channel, "card search", query="Giant")
    assert "Lava Giant (RK1-009)" in found.response.content
    assert not has_japanese(found.response.content), found.response.content
