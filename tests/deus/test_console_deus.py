"""``rokumon play --ruleset deus``: a hot-seat Deus match from the draft to a victory, typed
at the console (issue 11): faction picks, the deck-building form filled with ``pick``, then the
match; neither player ever sees the other's hand or deck choices; and the command itself plays
a whole match from piped input.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import engine
from bot.deus.selfplay import hidden_from
from bot.tools.console import TEXT, Console
from bot.tools.selfplay import starter_setup
from engine.deus.decision import Kind, current

CARD_REF = re.compile(r"#(\d+)")


class Typist:
    """Types what a player at the keyboard would: a free faction, the form's picks (the
    first cards offered), then 'auto' (the built-in player's choice) for the rest."""

    def __init__(self, cap: int = 20_000) -> None:
        self.cap = cap
        self.console: Console | None = None
        self.said: list[str] = []
        self.typed: list[str] = []
        self.leaks: list[str] = []

    def ask(self, prompt: str) -> str | None:
        self.cap -= 1
        assert self.console is not None
        if self.cap < 0:
            return None
        if not prompt:  # the hot seat's "hand over the keyboard and press Enter"
            return ""
        line = self._line()
        self.typed.append(line)
        return line

    def _line(self) -> str:
        assert self.console is not None
        state = self.console.state
        decision = current(state)
        if decision.kind is Kind.PICK_FACTION:
            taken = {f for seat in state.draft.factions for f in seat}
            free = next(i for i in range(len(state.setup.pool)) if i not in taken)
            return f"faction {free + 1}"
        if decision.kind is Kind.BUILD:
            chosen = state.draft.chosen[decision.actor]
            for faction in state.draft.factions[decision.actor]:
                mine = sorted(slot + 1 for f, slot in chosen if f == faction)
                if len(mine) < 15:
                    rest = [n for n in range(1, 21) if n not in mine][: 15 - len(mine)]
                    return f"pick faction-{faction + 1} {','.join(map(str, rest))}"
            return f"pick summoner {state.draft.factions[decision.actor][0] + 1}"
        return "auto"

    def say(self, text: str) -> None:
        self.said.append(text)
        console = self.console
        if (
            console is None
            or console.at_keyboard < 0
            or text in (TEXT["help"].in_("ja"), TEXT["help"].in_("en"))
        ):
            return
        hidden = hidden_from(console.state, console.at_keyboard)
        self.leaks += [
            line for line in text.splitlines() if {int(n) for n in CARD_REF.findall(line)} & hidden
        ]


def test_a_hot_seat_deus_match_from_the_draft_to_a_victory() -> None:
    """deus [D-DECK-2b][D-DECK-3c][D-DECK-3e][D-END-1][D-END-J0]: the draft and the form at
    the console, then the match to its end; no hand or deck choice leaks to the other seat."""
    state, _ = engine.new_match(starter_setup("deus", 6))  # seed 6: no beginner option
    typist = Typist()
    console = Console(state, {0, 1}, typist.ask, typist.say, "ja", 6)
    typist.console = console
    assert console.run() == 0, "the input ran out before the match ended"
    result = console.state.result
    assert result is not None and result.winner in (0, 1)  # never a draw [D-END-J6]
    assert result.reason in ("front_line", "deck_out")
    assert any(line.startswith("pick faction-") for line in typist.typed)
    assert any(line.startswith("pick summoner") for line in typist.typed)
    assert typist.leaks == []
    said = "\n".join(typist.said)
    assert "デッキ構築" in said and "キーボードを渡して" in said
    # a player's build is one line, its summoner named to that player only [R18][D-DECK-3e]
    assert "デッキに追加" not in said
    built = [t for t in typist.said if "デッキ完成" in t]
    assert built and all("15、" in t and "15／" in t for t in built)


def test_rokumon_play_deus_plays_a_match_from_piped_input(tmp_path: Path) -> None:
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "bot.tools.cli",
            "play",
            "--ruleset",
            "deus",
            "--vs-ai",
            "--level",
            "easy",
            "--seed",
            "3",
            "--lang",
            "en",
            "--pictures",
            str(tmp_path / "pictures"),
        ],
        input="auto\n" * 5000,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    assert "wins" in result.stdout
    assert (tmp_path / "pictures" / "board.png").read_bytes().startswith(b"\x89PNG")
