"""``rokumon play --ruleset kokuryoku``: a hot-seat kokuryoku match typed at the console from
the redraw to a victory (``aside #n``, ``redraw``, ``keep``, then in the first turns every
step as notation — ``pick #n``, what the picked card or unit does, often on a square,
``done`` — and 'auto' for the rest), neither player ever shown the other's hand or redraw
choice while at the keyboard, though the decision passes between them inside every turn
[K-4.3][KV-4]; the command itself playing a whole match against the built-in player from
piped input, its pictures written; and ``rokumon rules kokuryoku`` marking every variant rule.
"""

from __future__ import annotations

import random
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import engine
from bot.kokuryoku.ai import SensiblePlayer
from bot.kokuryoku.selfplay import hidden_from
from bot.tools.console import TEXT, Console
from bot.tools.selfplay import starter_setup
from engine.kernel.events import shown_in
from engine.kokuryoku.board import BOARD
from engine.kokuryoku.decision import Kind, current
from renderer.kokuryoku.names import ENDINGS

CARD_REF = re.compile(r"#(\d+)")
SEED = 16  # a match of four turns, with attacks in their surprise windows
TYPED_TURNS = 3  # the turns typed in full; 'auto' after them
SQUARES = {BOARD.label(s) for s in BOARD.squares}
PLACING = ("sortie", "land", "move", "attack", "again")  # the picked one's square comes last
VICTORIES = ("sortie_square", "no_units", "deck_out")  # [KV-12][KV-13][KV-14]
LANGS = ("ja", "en")


def rokumon(*args: str, piped: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot.tools.cli", *args],
        input=piped,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


class Typist:
    """Types what the players at the keyboard would: the first to redraw sets a card aside,
    redraws and keeps, the other keeps; then for the first turns every step as notation
    chosen by a built-in player of its own (``pick #n``, then what the picked one does,
    ``done``), a look at the hand and the legal list in each phase, and 'auto' for the rest.
    Everything the console says to a player is checked against what that player may see."""

    def __init__(self, cap: int = 5_000) -> None:
        self.cap = cap
        self.console: Console | None = None
        self.players = {seat: SensiblePlayer(random.Random(SEED + seat)) for seat in (0, 1)}
        self.typed: list[tuple[int, str]] = []  # (seat, line)
        self.said: list[str] = []
        self.heard: list[tuple[int, str]] = []  # (the seat at the keyboard, a line said)
        self.leaks: list[str] = []
        self.checked = Counter[int]()  # lines with a card id said to each seat
        self.looked: set[tuple[int, int, Kind]] = set()  # (turn, seat, kind) seen at
        self.picks: list[bool] = []  # whether each typed 'pick #n' picked that card
        self.aside: set[int] = set()  # the cards typed aside for the redraw
        self.off_turn: set[int] = set()  # seats prompted in their power phase in the other's turn
        # cards and faces each seat could see in some state so far (a card set aside and
        # redrawn goes to 国外, face up; a unit removed goes to 戦場外)
        self.public: dict[int, set[int]] = {0: set(), 1: set()}
        self.names: dict[int, set[str]] = {0: set(), 1: set()}

    def _note_public(self) -> None:
        assert self.console is not None
        state = self.console.state
        every = set(range(len(state.setup.cards)))
        for seat in (0, 1):
            self.public[seat] |= every - hidden_from(state, seat)
            seen = engine.view(state, seat)
            self.names[seat] |= {
                seen.catalog[s.def_id].name_in(x) for s in shown_in(seen) for x in LANGS
            }

    def ask(self, prompt: str) -> str | None:
        self.cap -= 1
        if self.cap < 0:
            return None
        if not prompt:  # the hot seat's "hand over the keyboard and press Enter"
            return ""
        assert self.console is not None
        self._note_public()
        if self.typed and self.typed[-1][1].startswith("pick #"):
            self.picks.append(self.console.state.picked == int(self.typed[-1][1][6:]))
        state = self.console.state
        seat = current(state).actor
        if current(state).kind is Kind.POWER and seat != state.active:
            self.off_turn.add(seat)
        line = self._line(state, seat)
        self.typed.append((seat, line))
        return line

    def _line(self, state: Any, seat: int) -> str:
        decision = current(state)
        zones = state.zones[seat]
        if decision.kind is Kind.REDRAW:
            if seat != state.first:
                return "keep"
            if not self.aside:
                self.aside.add(zones.hand[0])
                return f"aside #{zones.hand[0]}"
            return "keep" if any(v.startswith("redraw") for v in self._verbs()) else "redraw"
        look = (state.turn, seat, decision.kind)
        if decision.kind in (Kind.POWER, Kind.INVASION) and look not in self.looked:
            self.looked.add(look)
            return "hand" if decision.kind is Kind.POWER else "legal"
        if state.turn <= TYPED_TURNS:
            return engine.format_action(state, self.players[seat].choose(state, seat))
        return "auto"

    def _verbs(self) -> list[str]:
        return [line for _, line in self.typed]

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
        # the faces of the other player's hand and redraw choice this viewer never saw
        zones = state.zones[1 - viewer]
        theirs = {
            state.setup.catalog[state.setup.cards[c].def_id].name_in(x)
            for c in (*zones.hand, *zones.set_aside)
            for x in LANGS
        } - self.names[viewer]
        for line in text.splitlines():
            self.heard.append((viewer, line))
            shown = {int(n) for n in CARD_REF.findall(line)}
            self.checked[viewer] += bool(shown)
            rest = line
            for name in sorted(self.names[viewer], key=len, reverse=True):
                rest = rest.replace(name, "")
            if shown & hidden or any(name in rest for name in theirs):
                self.leaks.append(f"P{viewer + 1} saw: {line}")


def test_k_4_3_a_hot_seat_kokuryoku_match_from_the_redraw_to_a_victory() -> None:
    """kokuryoku [K-1.1][K-1.2][KV-19][K-3.5][K-4.3][KV-4][KV-5][K-6.2][KV-11][KV-12]
    [KV-13][KV-14]: typed at one keyboard by both players, each power phase at the keyboard
    of its own player; no hand or redraw choice reaches the other."""
    typist = Typist()
    state, _ = engine.new_match(starter_setup("kokuryoku", SEED))
    console = Console(state, {0, 1}, typist.ask, typist.say, "ja", SEED)
    typist.console = console
    assert console.run() == 0, "the input ran out before the match ended"
    result = console.state.result
    assert result is not None and result.winner in (0, 1)
    assert result.reason in VICTORIES, result  # not resigned
    assert typist.leaks == []
    assert min(typist.checked[0], typist.checked[1]) > 20  # the check saw cards named
    typed = [line for _, line in typist.typed]
    verbs = Counter(line.split()[0] for line in typed)
    # the redraw: one card aside, redrawn, then both keep [K-1.1][KV-19]
    assert verbs["aside"] == 1 and verbs["redraw"] == 1 and verbs["keep"] == 2, verbs
    aside = next(iter(typist.aside))
    assert aside in console.state.zones[console.state.first].abroad  # to 国外, face up
    # the two-step choices, typed: 'pick #n' picks it, then what it does, on a square
    assert typist.picks and all(typist.picks), typed[-5:]
    seconds = [w for w in typed if w.split()[0] in PLACING]
    assert seconds and all(w.split()[-1] in SQUARES for w in seconds)
    assert verbs["done"] and verbs["hand"] and verbs["legal"]
    assert verbs["auto"], "the built-in player never took over"
    # both players were at the keyboard in the other's turn, for their own power phase
    assert typist.off_turn == {0, 1}
    said = "\n".join(typist.said)
    assert "キーボードを渡して" in said and "引き直すカードを1枚選択" in said
    ending = ENDINGS[result.reason].in_("ja")
    winner = f"P{result.winner + 1}"
    end = typist.said[-3:]
    assert any(winner in line and "勝利" in line and ending in line for line in end), end


def test_k_1_1_the_redraw_choice_is_shown_to_its_player_alone() -> None:
    """kokuryoku [K-1.1][KV-19]: a card typed aside is listed as set aside for the player
    who chose it; the other player, at the keyboard next, reads only that a card was set
    aside, and then which cards went to 国外 once the redraw is made."""
    typist = Typist(cap=12)
    state, _ = engine.new_match(starter_setup("kokuryoku", SEED))
    console = Console(state, {0, 1}, typist.ask, typist.say, "ja", SEED)
    typist.console = console
    console.run()
    [card] = typist.aside
    first = console.state.first
    assert typist.typed[:4] == [
        (first, f"aside #{card}"),
        (first, "redraw"),
        (first, "keep"),
        (1 - first, "keep"),
    ]
    assert typist.leaks == []
    mine = [line for seat, line in typist.heard if seat == first]
    theirs = [line for seat, line in typist.heard if seat == 1 - first]
    assert any(f"引き直しに #{card}" in line for line in mine)
    assert f"P{first + 1} 引き直すカードを1枚選択" in theirs
    assert not any(f"引き直しに #{card}" in line for line in theirs)
    assert any(f"#{card}" in line and "国外へ" in line for line in theirs)  # redrawn: public


def test_k_1_1_rokumon_play_kokuryoku_vs_ai_plays_to_a_win_from_piped_input(
    tmp_path: Path,
) -> None:
    """kokuryoku [KV-12][KV-13][KV-14]: ``rokumon play --ruleset kokuryoku --vs-ai``, every
    choice 'auto', to a win; the board and P1's hand are drawn, the built-in player's hand
    never."""
    pictures = tmp_path / "pictures"
    ruleset = ("play", "--ruleset", "kokuryoku", "--vs-ai", "--level", "easy")
    args = (*ruleset, "--seed", "5", "--lang", "en")
    result = rokumon(*args, "--pictures", str(pictures), piped="auto\n" * 5000)
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    endings = "|".join(re.escape(ENDINGS[reason].in_("en")) for reason in VICTORIES)
    assert re.search(rf"P[12] wins \(({endings})\)", result.stdout), result.stdout[-2000:]
    assert (pictures / "board.png").read_bytes().startswith(b"\x89PNG")
    assert (pictures / "hand-P1.png").read_bytes().startswith(b"\x89PNG")
    assert not (pictures / "hand-P2.png").exists()


def test_kv_1_rokumon_rules_kokuryoku_marks_every_variant_rule() -> None:
    """kokuryoku [KV-1]..[KV-19]: ``rokumon rules kokuryoku --lang ja`` prints the summary
    with every variant rule marked 【変則 KV-n】 and the rulebook's own rules plain [K-*];
    ``--lang en`` marks them [variant KV-n]."""
    ja = rokumon("rules", "kokuryoku", "--lang", "ja")
    assert ja.returncode == 0, ja.stderr
    for n in range(1, 20):
        assert f"【変則 KV-{n}】" in ja.stdout, n
    assert "[K-4.3]" in ja.stdout and "[KV-" not in ja.stdout and "【変則 K-" not in ja.stdout
    assert engine.registry.get("kokuryoku").title_in("ja") in ja.stdout
    en = rokumon("rules", "kokuryoku", "--lang", "en")
    assert en.returncode == 0, en.stderr
    assert all(f"[variant KV-{n}]" in en.stdout for n in range(1, 20))
    assert "【変則" not in en.stdout
