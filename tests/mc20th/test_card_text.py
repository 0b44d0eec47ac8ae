"""Card text one tap away (issue 10, item 1): the whole card as text (``/card show``, the
console's ``card #N``), and a line saying what each entry does on the Act panel (its select
options' descriptions) and in the console's ``legal`` list. Only cards the deciding player
sees are described."""

from __future__ import annotations

import random

import engine
from bot.adapter import ui
from bot.mc20th.ai import SensiblePlayer
from bot.presentation import present
from bot.tools.console import Console
from bot.tools.selfplay import starter_setup
from carddb import CardIndex, shipped_cards
from engine.moncolle import actions as a
from engine.moncolle.cards import UnitDef
from renderer import layouts
from renderer.moncolle.card import ability_line


def test_card_lines_hold_every_printed_field_and_every_ability() -> None:
    layout = layouts.get("mc20th")
    for face in shipped_cards("mc20th"):
        lines = layout.card_lines(face)
        assert lines[0].startswith(f"{face.name} ({face.id})")
        for number, ability in enumerate(face.abilities, start=1):
            assert f"{number}. {ability_line(ability)}" in lines
            assert ability.text in ability_line(ability)
            assert ability.period.value in ability_line(ability)  # the head, printed or added
        if isinstance(face, UnitDef):
            assert f"攻撃力 {face.attack} / 防御力 {face.defence}" in lines
            assert any(face.race in line for line in lines)


def _main_phase(index: CardIndex) -> object:
    """A state where P1 decides in the main phase of turn 1, reached by the built-in player."""
    state, _ = engine.new_match(starter_setup("mc20th", 4, index))
    players = {seat: SensiblePlayer(random.Random(seat)) for seat in (0, 1)}
    for _ in range(200):
        decision = engine.decision(state)
        if decision.kind.value == "main":
            return state
        if decision.actor < 0:
            state, _ = engine.apply(state, engine.sample_chance(state))
        else:
            state, _ = engine.apply(state, players[decision.actor].choose(state, decision.actor))
    raise AssertionError("no main phase")


def test_panel_options_say_what_the_card_they_act_on_is(index: CardIndex) -> None:
    state = _main_phase(index)
    seat = engine.decision(state).actor
    names = present.card_names(state, seat)
    _, view = ui.panel_view(1, state.version, state, seat, "ja", None)
    options = [
        o for item in view.children if isinstance(item, ui.PickSelect) for o in item.item.options
    ]
    assert options
    legal = {engine.format_action(state, x): x for x in engine.legal_actions(state)}
    described = [o for o in options if o.value in legal and o.description]
    assert described, [o.label for o in options]
    for option in described:
        action = legal[option.value]
        assert option.description == present.describe_action(state, names, action, "ja")
        assert len(option.description) <= 100


def test_describe_action_says_an_abilitys_timing_and_text_and_hides_unseen_cards(
    index: CardIndex,
) -> None:
    state = _main_phase(index)
    catalog, cards = state.setup.catalog, state.setup.cards
    mine = state.players[0].hand
    card = max(mine, key=lambda c: len(catalog[cards[c].def_id].abilities))
    assert catalog[cards[card].def_id].abilities, "P1's hand holds a card with an ability"
    ability = catalog[cards[card].def_id].abilities[0]
    names = present.card_names(state, 0)
    said = present.describe_action(state, names, a.Use(card, 0), "ja")
    assert said == ability_line(ability)[:100] and ability.text[:20] in said
    theirs = state.players[1].hand[0]  # P1 does not see P2's hand
    assert theirs not in names
    assert present.describe_action(state, names, a.Summon(theirs), "ja") == ""
    assert present.describe_action(state, names, a.Use(theirs, 0), "ja") == ""


def test_the_console_prints_the_whole_card_and_describes_legal_entries(index: CardIndex) -> None:
    state = _main_phase(index)
    seat = engine.decision(state).actor
    catalog, cards = state.setup.catalog, state.setup.cards
    own = [*state.players[seat].hand, state.players[seat].summoner]  # cards this seat sees
    card = max(own, key=lambda c: len(catalog[cards[c].def_id].abilities))
    face = catalog[cards[card].def_id]
    assert face.abilities, "the hand or the summoner has an ability"
    said: list[str] = []
    lines = iter([f"card #{card}", "legal", "quit"])
    console = Console(state, {seat}, lambda prompt: next(lines, None), said.append, "ja", 1)
    console.run()
    text = "\n".join(said)
    assert all(line in text for line in layouts.get("mc20th").card_lines(face))
    listed = [line for line in said if line.strip()[:1].isdigit() and "  — " in line]
    assert listed  # legal entries acting on a card say what it is


def test_an_ability_line_says_its_timing_once() -> None:
    """A printed text that opens with its timing or icon is not given the head again."""
    checked = 0
    for face in shipped_cards("mc20th"):
        for ability in face.abilities:
            timing = ability.timing.value
            line = ability_line(ability, "ja")
            assert line.count(f"〔{timing}〕") + line.count(f"[{timing}]") <= 1, line
            english = ability_line(ability, "en")
            assert english.count("] [") <= 1 and english.count("<Tap> <Tap>") == 0, english
            checked += 1
    assert checked > 30
