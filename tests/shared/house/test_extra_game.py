"""Adding a game touches no shared file (docs/architecture.md "Registries", issue 22 item 6):
a small original game of kings and far movers (tests/extra_game/), plugged into the engine's,
carddb's, renderer's and bot's registries at test time only, runs through the shared code of
every layer: the ``engine`` facade, carddb's set reader and deck rules, the renderer's layouts
and toolkit, and the bot's presenter dispatch, self-play with its invariants, the console and
the scenario runner. At the end the four real games are still plugged in and it is gone.
"""

from __future__ import annotations

import io
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from extra_game.cards import DECKS, SET_TEXT
from extra_game.picture import ROWS
from extra_game.plug import REGISTRIES, plugged
from extra_game.rules import BOARD, RULESET_ID, Piece, State
from PIL import Image

import engine
from bot import games
from bot.presentation import present
from bot.tools.console import Console
from bot.tools.scenario.runner import run_scenario
from bot.tools.selfplay import play_game
from carddb import CardIndex, DeckListError, build_setup, load_deck, load_text, rulesets
from engine import registry
from engine.kernel.events import Event
from engine.kernel.state import SPECTATOR, MatchSetup
from renderer import layouts

GAMES = ["deus", "grid", "kokuryoku", "mc20th"]


@pytest.fixture
def index() -> Iterator[CardIndex]:
    """The extra game plugged in, and the index of its card set read by carddb."""
    with plugged():
        yield CardIndex(load_text(SET_TEXT, "toy.toml").cards)


def _setup(index: CardIndex, seed: int) -> MatchSetup[Piece]:
    decks = tuple(load_deck(DECKS[name], index, RULESET_ID) for name in ("red", "blue"))
    return build_setup((decks[0], decks[1]), index, seed, RULESET_ID)


def _play(state: State, seed: int) -> tuple[State, list[Event]]:
    """Random legal play to the end through the ``engine`` facade; the last step's events."""
    rng, events = random.Random(seed), []
    while state.result is None:
        state, events = engine.apply(state, rng.choice(engine.legal_actions(state)))
    return state, events


def test_carddb_reads_its_set_checks_its_decks_and_builds_its_setup(index: CardIndex) -> None:
    """Its set file is read with its own card schema (its ``unit`` kind is not mc20th's);
    a deck list in either language becomes its setup; a deck breaking its rules is refused
    with its own words in both languages."""
    assert isinstance(index.find("王将"), Piece) and index.find("Wyvern").id == "wyvern"
    setup = _setup(index, 3)
    assert setup.ruleset == RULESET_ID and len(setup.cards) == 10
    assert sorted(setup.catalog) == ["king", "rook", "wyvern"]
    assert [c.def_id for c in setup.cards[5:]] == ["rook"] * 3 + ["king", "wyvern"]
    with pytest.raises(DeckListError) as refused:
        load_deck("2 王将\n3 龍\n", index, RULESET_ID)
    assert refused.value.message("ja") == "王将はちょうど1枚です"
    assert refused.value.message("en") == "exactly one king"
    assert rulesets.get(RULESET_ID).cards.card_type is Piece


def test_the_engine_facade_plays_it_from_its_decks_to_the_end(index: CardIndex) -> None:
    state, _ = engine.new_match(_setup(index, 3))
    assert state.at[8] == BOARD.parse("B5") and state.at[5] == BOARD.parse("A4")  # P2's side
    final, events = _play(state, 5)
    assert final.result is not None and final.result.reason == "king_taken"
    assert engine.decode_state(engine.encode_state(final)) == final
    assert any(type(e).__name__ == "Captured" for e in events)


def test_the_renderer_draws_its_board_hand_and_card_with_the_toolkit(index: CardIndex) -> None:
    """The shared picture dispatch (bot/presentation/present.py) draws its board, the last
    move's squares highlighted and its log line as the caption."""
    state, _ = engine.new_match(_setup(index, 3))
    state, events = engine.apply(state, engine.parse_action(state, "pick #1"))
    state, events = engine.apply(state, engine.parse_action(state, "move #1 A4"))
    assert present.public_lines(state, events, "ja") == ["龍がA2からA4へ", "龍が取られた"]
    for lang in ("ja", "en"):
        board, formation = present.public_pictures(state, events, lang)
        assert formation is None
        assert (board.width, board.height) == (960, ROWS.height) == (960, 1262)
        with Image.open(io.BytesIO(board.png)) as image:
            assert image.format == "PNG" and image.size == (960, 1262)
        assert ("#1 龍" if lang == "ja" else "#1 Dragon") in board.texts
    assert board.alt.endswith("Dragon is taken")
    hand = present.hand_picture(state, 0, "手札", lang="ja")
    assert hand.width == 960 and "王と龍には手札がありません" in hand.texts
    card = layouts.of(state).card_picture(state.setup.catalog["king"], None, "en")
    assert card.texts == ("King", "king")
    screen = layouts.of(state).screen(engine.view(state, SPECTATOR), "en")
    assert "▲P1 #1" in screen and "Dragon" in screen


def test_bot_selfplay_plays_it_with_every_invariant_and_no_violation(index: CardIndex) -> None:
    """bot/tools/selfplay.py's checked games, one per pairing (random, rarely passing, its
    own greedy player): conservation, round trips, pure apply, replay, its invariants."""
    reports = [play_game(_setup(index, seed), seed, cap=400) for seed in range(6)]
    assert [r.violations for r in reports] == [[]] * 6
    assert {r.ending for r in reports} <= {"king_taken", "resignation"}
    assert all(r.actions > 1 for r in reports) and sum(r.tallied for r in reports) >= 6


def test_the_console_plays_a_match_to_the_end_from_auto_lines(index: CardIndex) -> None:
    """``rokumon play``'s console, hot seat: its screen, its legal list with the presenter's
    labels, its prompts naming the game's decision, 'auto' by its built-in player to a win."""
    state, _ = engine.new_match(_setup(index, 4))
    said, prompts = [], []
    lines = iter(["legal", "help"] + ["auto"] * 400)

    def ask(prompt: str) -> str | None:
        prompts.append(prompt)
        return next(lines, None)

    console = Console(state, {0, 1}, ask, said.append, "en", 4)
    assert console.run() == 0
    assert console.state.result is not None and console.state.result.reason == "king_taken"
    assert "  2. pick #1  Pick #1 Dragon  — far mover" in said
    assert "P2 [move a piece] > " in prompts and "Dragon is taken" in "\n".join(said)
    assert said[-1].endswith(" is taken") and "|▲P1 #0        |" in said[-2]
    assert present.status_line(console.state, ("a", "b"), "en").startswith("Turn ")
    assert games.of(console.state).present.end_reason("king_taken", "ja") == "王将を取った"


def test_the_scenario_runner_runs_a_file_of_it(index: CardIndex, tmp_path: Path) -> None:
    """A scenario names the game and its card set beside it; the shared expectations."""
    (tmp_path / "toy.toml").write_text(SET_TEXT, encoding="utf-8")
    (tmp_path / "take.toml").write_text(
        f"""
[scenario]
name = "a far mover takes the king"
ruleset = "{RULESET_ID}"
sets = ["toy.toml"]

[position]
P1 = ["王将 A1", "龍 D1"]
P2 = ["王将 D5", "飛竜 C4"]

[[step]]
do = ["pick #2", "move #2 D5"]
expect = {{ result = "P1 king_taken", events = ["Captured piece=#3"], decision = "over" }}
""",
        encoding="utf-8",
    )
    outcome = run_scenario(tmp_path / "take.toml")
    assert outcome.failures == []


def test_the_four_games_stay_plugged_in_and_the_extra_one_is_gone() -> None:
    with plugged():
        assert all(RULESET_ID in plugins.ids() for plugins, _ in REGISTRIES)
    for plugins, _ in REGISTRIES:
        assert plugins.ids() == GAMES
    assert registry.ids() == GAMES and games.default_id() == "mc20th"
