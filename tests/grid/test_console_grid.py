"""``rokumon play --ruleset grid``: a hot-seat grid match typed at the console from the
secret base choice to a victory (``base #n``, ``set B1``, ``pick #n``, the picked card's
square, ``done``, then 'auto'), neither player ever shown the other's hand or chosen base or
any life card while at the keyboard; and the command itself playing a whole match against
the built-in player from piped input, its pictures written.
"""

from __future__ import annotations

import random
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import engine
from bot.grid.ai import SensiblePlayer
from bot.grid.selfplay import hidden_from
from bot.tools.console import TEXT, Console
from bot.tools.selfplay import starter_setup
from engine.grid.board import BOARD
from engine.grid.decision import Kind, current
from engine.kernel.staged import Pick

CARD_REF = re.compile(r"#(\d+)")
SEED = 6
TYPED_TURNS = 6  # the turns typed in full; 'auto' after them
SQUARES = {BOARD.label(s) for s in BOARD.squares}


class Typist:
    """Types what the players at the keyboard would: each its base and where it goes, then
    for the first turns every step as notation (the supply, ``pick #n``, the picked card's
    square, ``done``) chosen by a built-in player of its own, a look at the hand and the
    legal list now and then, and 'auto' for the rest. Everything the console says to a
    player is checked against what that player may see."""

    def __init__(self, cap: int = 5_000, pick_by_number: bool = False) -> None:
        self.cap = cap
        self.pick_by_number = pick_by_number  # a pick typed as its number in the legal list
        self.console: Console | None = None
        self.players = {seat: SensiblePlayer(random.Random(SEED + seat)) for seat in (0, 1)}
        self.typed: list[str] = []
        self.said: list[str] = []
        self.leaks: list[str] = []
        self.checked = Counter[int]()  # lines with a card id said to each seat
        self.looked: set[tuple[int, Kind]] = set()  # the phases the hand or list was seen in
        self.picks: list[bool] = []  # whether each typed 'pick #n' picked that card
        # cards each seat could see in some state so far (a card on the board, later bounced
        # to its owner's hand, may be named in a log line caught up with afterwards)
        self.public: dict[int, set[int]] = {0: set(), 1: set()}

    def _note_public(self) -> None:
        assert self.console is not None
        state = self.console.state
        every = set(range(len(state.setup.cards)))
        for seat in (0, 1):
            self.public[seat] |= every - hidden_from(state, seat)

    def ask(self, prompt: str) -> str | None:
        self.cap -= 1
        if self.cap < 0:
            return None
        if not prompt:  # the hot seat's "hand over the keyboard and press Enter"
            return ""
        assert self.console is not None
        self._note_public()
        if self.typed and self.typed[-1].startswith("pick #"):
            self.picks.append(self.console.state.picked == int(self.typed[-1][6:]))
        line = self._line()
        self.typed.append(line)
        return line

    def _line(self) -> str:
        assert self.console is not None
        state = self.console.state
        decision = current(state)
        seat = decision.actor
        look = (state.turn, decision.kind)
        if decision.kind in (Kind.USE, Kind.MOVE) and look not in self.looked:
            self.looked.add(look)
            return "hand" if decision.kind is Kind.USE else "legal"
        if decision.kind in (Kind.CHOOSE_BASE, Kind.PLACE_BASE) or state.turn <= TYPED_TURNS:
            action = self.players[seat].choose(state, seat)
            if isinstance(action, Pick) and self.pick_by_number:
                return str(engine.legal_actions(state).index(action) + 1)
            return engine.format_action(state, action)
        return "auto"

    def say(self, text: str) -> None:
        self.said.append(text)
        console = self.console
        if console is None or text in (TEXT["help"].in_("ja"), TEXT["help"].in_("en")):
            return
        viewer = console.at_keyboard
        if viewer < 0:  # nobody at the keyboard: the screen is cleared, no card is named
            self.leaks += [line for line in text.splitlines() if CARD_REF.search(line)]
            return
        state = console.state
        self._note_public()
        hidden = hidden_from(state, viewer) - self.public[viewer]
        # the other player's base, chosen and not yet placed [G-R3]
        theirs = state.zones[1 - viewer].base
        secret = set()
        if theirs >= 0:
            face = state.setup.catalog[state.setup.cards[theirs].def_id]
            secret = {face.name_in("ja"), face.name_in("en")}
        for line in text.splitlines():
            shown = {int(n) for n in CARD_REF.findall(line)}
            self.checked[viewer] += bool(shown)
            if shown & hidden or any(name in line for name in secret):
                self.leaks.append(f"P{viewer + 1} saw: {line}")


def seat_both(typist: Typist) -> Console:
    state, _ = engine.new_match(starter_setup("grid", SEED))
    console = Console(state, {0, 1}, typist.ask, typist.say, "ja", SEED)
    typist.console = console
    return console


def test_g_r19_a_hot_seat_grid_match_from_the_base_choice_to_a_victory() -> None:
    """grid [G-3.2][G-R3][G-3.5][G-3.6][G-5.2][G-5.3][G-5.4][G-R19][G-1.1][G-1.2]: typed
    at one keyboard by both players; no hand, secret base or life card reaches the other."""
    typist = Typist(pick_by_number=True)  # 'pick #n' itself: the test below
    console = seat_both(typist)
    assert console.run() == 0, "the input ran out before the match ended"
    result = console.state.result
    assert result is not None and result.winner in (0, 1)
    assert result.reason in ("bases_destroyed", "deck_out"), result
    assert typist.leaks == []
    assert min(typist.checked[0], typist.checked[1]) > 20  # the check saw cards named
    verbs = Counter(line.split()[0] for line in typist.typed)
    assert verbs["base"] == 2 and verbs["set"] == 2  # [G-3.2][G-3.5]
    picks = [line for line in typist.typed if line.isdigit()]  # by the legal list's number
    assert picks and verbs["done"] and verbs["hand"] and verbs["legal"]
    seconds = [w for w in typist.typed if w.split()[0] in ("summon", "move", "attack")]
    assert seconds and all(w.split()[-1] in SQUARES for w in seconds)  # the picked card's square
    assert verbs["auto"], "the built-in player never took over"
    said = "\n".join(typist.said)
    assert "キーボードを渡して" in said and "拠点を選択（非公開）" in said
    winner = f"P{result.winner + 1}"
    assert any(winner in line and "勝利" in line for line in typist.said[-3:]), typist.said[-3:]


def test_g_5_3_a_pick_typed_as_notation_picks_the_card() -> None:
    """grid [G-5.3][G-5.4]: ``pick #n`` typed at the console picks that card, and its
    squares come next."""
    typist = Typist(cap=300)
    console = seat_both(typist)
    console.run()
    assert typist.picks and all(typist.picks), typist.typed[-5:]


VS_EASY = "play --ruleset grid --vs-ai --level easy --seed 5 --lang en"


def test_g_1_1_rokumon_play_grid_vs_ai_plays_to_a_win_from_piped_input(tmp_path: Path) -> None:
    """grid [G-1.1]: ``rokumon play --ruleset grid --vs-ai``, every choice 'auto', to a win;
    the board and P1's hand are drawn, the built-in player's hand never."""
    pictures = tmp_path / "pictures"
    result = subprocess.run(
        [sys.executable, "-m", "bot.tools.cli", *VS_EASY.split(), "--pictures", str(pictures)],
        input="auto\n" * 5000,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    assert re.search(r"P[12] wins \((all bases destroyed|deck out)\)", result.stdout)
    assert (pictures / "board.png").read_bytes().startswith(b"\x89PNG")
    assert (pictures / "hand-P1.png").read_bytes().startswith(b"\x89PNG")
    assert not (pictures / "hand-P2.png").exists()
