"""``rokumon play``: an offline match in the terminal, hot seat or against the built-in player.

The screen only ever shows the view of the player at the keyboard: their hand, the public
board and the log lines they may see. In hot-seat play the screen is cleared and waits for
Enter whenever the keyboard must change hands, so neither player sees the other's hand.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Final

import engine
from bot import games
from bot.players.levels import LevelPlayer
from bot.presentation import present
from engine.kernel.actions import Action, Resign
from engine.kernel.events import Event, Shown, can_see, shown_in
from engine.kernel.messages import decision_name
from engine.kernel.state import CHANCE, SEATS
from engine.kernel.words import Table
from renderer import layouts

# the terminal's clear sequence: home, clear the screen, clear the scrollback (xterm 3J), so
# the next player at a hot seat cannot scroll back to the other hand
CLEAR = "\x1b[H\x1b[2J\x1b[3J"
YES = ("yes", "y", "はい")
# log lines after which the board is worth drawing again: a turn, a phase, a battle's steps
# (each a piece of a log line, in the log's language)
LANDMARKS: Final = Table("bot.tools", "console.LANDMARKS")
# every sentence the console itself says (the screen, the log and refusals have their own)
TEXT: Final = Table("bot.tools", "console.TEXT")


def said(key: str, lang: str, **params: object) -> str:
    """One of the console's own sentences in ``lang``."""
    return TEXT.say(key, lang, **params)


def _numbers(text: str) -> list[str] | None:
    """``1,3 5-9`` -> the numbers as written values; None for anything else (bounded)."""
    found: list[str] = []
    for part in text.replace(",", " ").split()[:64]:
        low, _, high = part.partition("-")
        if not (low.isascii() and low.isdigit() and len(low) <= 3):
            return None
        if not high:
            found.append(str(int(low)))
            continue
        if not (high.isascii() and high.isdigit() and len(high) <= 3) or int(high) < int(low):
            return None
        found += [str(n) for n in range(int(low), min(int(high), int(low) + 63) + 1)]
    return list(dict.fromkeys(found)) or None


def _is_landmark(line: str, lang: str) -> bool:
    """A log line after which the board is worth drawing again."""
    return any(LANDMARKS.word(mark, lang) in line for mark in LANDMARKS)


@dataclass
class Console:
    """Drives one match; ``ask`` reads a line (None at end of input), ``say`` prints."""

    state: Any
    humans: set[int]
    ask: Callable[[str], str | None]
    say: Callable[[str], None]
    lang: str = "ja"
    seed: int = 0
    on_change: Callable[[Any, list[Event]], None] | None = None
    auto_pass: bool = True  # pass for a human who could only pass
    logs: dict[int, list[str]] = field(default_factory=lambda: {0: [], 1: []})
    shown: dict[int, int] = field(default_factory=lambda: {0: 0, 1: 0})  # log lines seen
    at_keyboard: int = -1
    # lines typed before the prompt they would answer was shown (a terminal's typeahead);
    # read only once the match moved on since the last prompt, to refuse them
    typed_ahead: Callable[[], list[str]] = field(default=lambda: [])
    prompted: int = -1  # the state version the last prompt was shown for
    listed: int = -1  # the state version the numbered legal list was last shown for
    level: str = "easy"  # the built-in player's level (bot/players/levels.py): robots, auto, hint

    def __post_init__(self) -> None:
        rng = random.Random(self.seed)
        ruleset = self.state.setup.ruleset
        self.robots = {
            seat: LevelPlayer(ruleset, self.level, random.Random(rng.random()))
            for seat in SEATS
            if seat not in self.humans
        }
        self.helper = LevelPlayer(ruleset, self.level, random.Random(self.seed + 1))
        # the setup is read at each line: a game that drafts its decks replaces it mid-match
        self.writer = games.of(self.state).present.writer(
            lambda card: self._face_name(card), self._unit_name, self.lang
        )

    def _unit_name(self, unit: int) -> str:
        setup = self.state.setup
        return f"#{unit}{setup.catalog[setup.cards[unit].def_id].name_in(self.lang)}"

    def _face_name(self, card: Shown) -> str:
        return f"#{card.id}{self.state.setup.catalog[card.def_id].name_in(self.lang)}"

    # -- the loop ---------------------------------------------------------------------------
    def run(self) -> int:
        """Play until the match ends or the input does; 0 when the match was finished."""
        while self.state.result is None:
            decision = engine.decision(self.state)
            if decision.actor == CHANCE:
                self._apply(engine.sample_chance(self.state))
            elif decision.actor in self.robots:
                self._apply(self.robots[decision.actor].choose(self.state, decision.actor))
            elif self.auto_pass and (trivial := engine.trivial_pass(self.state)) is not None:
                self._apply(trivial)
            elif not self._human_turn(decision.actor):
                self.say(said("input_ended", self.lang))
                return 1
        self._final_screen()
        return 0

    def _apply(self, action: Action) -> None:
        self.state, events = engine.apply(self.state, action)
        self._record(events)
        if self.on_change is not None:
            self.on_change(self.state, events)

    def _record(self, events: list[Event]) -> None:
        for seat in SEATS:
            for event in events:
                if can_see(event.audience, seat):
                    line = self.writer.line(event)
                    if line:
                        self.logs[seat].append(line)

    def _human_turn(self, seat: int) -> bool:
        if seat != self.at_keyboard:
            if not self._hand_over(seat):
                return False
            self.at_keyboard = seat
            self._show(seat)
        return self._prompt(seat)

    def _hand_over(self, seat: int) -> bool:
        """Hot seat: clear the screen, and wait with nobody at the keyboard (so no hand is
        shown or kept on disk) until the next player presses Enter."""
        if len(self.humans) > 1 and self.at_keyboard >= 0:
            self.at_keyboard = -1
            self.say(CLEAR + said("hand_over", self.lang, seat=seat + 1))
            if self.ask("") is None:
                return False
        return True

    def _show(self, seat: int) -> None:
        self.say(layouts.of(self.state).screen(engine.view(self.state, seat), self.lang))
        self._tail(seat, 12)
        self.shown[seat] = len(self.logs[seat])
        if games.of(self.state).present.form(self.state, seat, self.lang) is not None:
            self._show_form(seat)

    def _catch_up(self, seat: int) -> None:
        """What happened since this player last looked (the opponent's actions, dice,
        battles, damage, deaths), as this player may see it."""
        fresh = self.logs[seat][self.shown[seat] :]
        self.shown[seat] = len(self.logs[seat])
        if fresh:
            self.say(said("since", self.lang) + "\n" + "\n".join(fresh))

    def _tail(self, seat: int, count: int) -> None:
        lines = self.logs[seat][-count:]
        if lines:
            self.say(said("log", self.lang) + "\n" + "\n".join(lines))

    def _final_screen(self) -> None:
        """The end, seen by whoever is at the keyboard (never the other player's hand)."""
        viewer = self.at_keyboard if self.at_keyboard >= 0 else min(self.humans, default=0)
        self.say(layouts.of(self.state).screen(engine.view(self.state, viewer), self.lang))
        self._tail(viewer, 8)

    # -- one prompt -------------------------------------------------------------------------
    def _prompt(self, seat: int) -> bool:
        self._catch_up(seat)
        if self.prompted != self.state.version:
            # typed against an earlier state: like a bare command on Discord, it is bound to
            # the state its sender saw, and that state is gone
            for early in self.typed_ahead():
                if early.strip():
                    self.say(said("moved_on", self.lang, line=early.strip()[:80]))
        self.prompted = self.state.version
        kind = decision_name(engine.decision(self.state).kind.value, self.lang)
        line = self.ask(said("prompt", self.lang, seat=seat + 1, decision=kind))
        if line is None:
            return False
        text = line.strip()
        if not text:
            return True
        if text in ("quit", "exit"):
            return False
        command = self._commands(seat).get(text.split()[0].lower())
        if command is not None:
            command(text)
            return True
        self._try_action(seat, text)
        return True

    def _commands(self, seat: int) -> dict[str, Callable[[str], None]]:
        return {
            "help": lambda _: self.say(said("help", self.lang)),
            "legal": lambda _: self._list_legal(),
            "?": lambda _: self._list_legal(),
            "board": lambda _: self._show(seat),
            "hand": lambda _: self._show_hand(seat),
            "log": lambda _: self._tail(seat, 40),
            "card": lambda text: self._show_card(seat, text),
            "auto": lambda _: self._act(seat, self.helper.choose(self.state, seat)),
            "hint": lambda _: self._hint(seat),
            "resign": lambda _: self._resign(seat),
            "form": lambda _: self._show_form(seat),
            "pick": lambda text: self._pick(seat, text),
        }

    # -- a game's private form (bot/games.py ``Form``), typed ---------------------------------
    def _show_form(self, seat: int) -> None:
        found = games.of(self.state).present.form(self.state, seat, self.lang)
        if found is None:
            self.say(said("no_form", self.lang))
            return
        self.say(found.heading)
        for select in found.selects:
            self.say(f"[{select.key}] {select.placeholder}")
            for label, value, about in select.options:
                self.say(f"  {value:>3}. {label}" + (f"  — {about}" if about else ""))
        self.say(said("form_how", self.lang))

    def _pick(self, seat: int, text: str) -> None:
        """``pick <key> 1,3,5-9``: submit one select of the form; its actions in turn. With
        no form open, ``pick`` is the game's own action (a two-step choice: ``pick #12``)."""
        found = games.of(self.state).present.form(self.state, seat, self.lang)
        if found is None:
            self._try_action(seat, text)
            return
        words = text.split(maxsplit=2)
        select = None
        if found is not None and len(words) == 3:
            select = next((x for x in found.selects if x.key == words[1]), None)
        values = _numbers(words[2]) if select is not None and len(words) == 3 else None
        offered = {value for _, value, _ in select.options} if select is not None else set()
        if select is None or values is None or not set(values) <= offered:
            self.say(said("form_how", self.lang))
            return
        if len(values) != select.count:
            self.say(said("form_count", self.lang, count=select.count))
            return
        actions = games.of(self.state).present.form_actions(self.state, seat, select.key, values)
        for notation in actions:
            self._act(seat, engine.parse_action(self.state, notation))

    def _resign(self, seat: int) -> None:
        answer = self.ask(said("resign_ask", self.lang))
        if answer is not None and answer.strip().lower() in YES:
            self._act(seat, Resign(seat))
        else:
            self.say(said("resign_kept", self.lang))

    def _hint(self, seat: int) -> None:
        """The best choices (three at most) as the lookahead sees them, each with its chance
        to win."""
        names = present.card_names(self.state, seat, self.lang)
        self.say(said("hint", self.lang))
        for number, (action, chance) in enumerate(self.helper.chances(self.state, seat), 1):
            text = engine.format_action(self.state, action)
            label = present.action_label(self.state, names, action, self.lang)
            shown = text + (f"  {label}" if label != text else "")
            self.say(said("hint_line", self.lang, number=number, action=shown, chance=chance * 100))

    def _list_legal(self) -> None:
        """Each entry: its number, its notation, and what it does when there is more to say."""
        seat = engine.decision(self.state).actor
        names = present.card_names(self.state, seat, self.lang) if seat >= 0 else {}
        self.listed = self.state.version
        for number, action in enumerate(engine.legal_actions(self.state), start=1):
            text = engine.format_action(self.state, action)
            label = present.action_label(self.state, names, action, self.lang)
            about = present.describe_action(self.state, names, action, self.lang)
            line = f"{number:3d}. {text}" + (f"  {label}" if label != text else "")
            self.say(line + (f"  — {about}" if about else ""))

    def _show_hand(self, seat: int) -> None:
        seen = engine.view(self.state, seat)
        describe = layouts.of(self.state).describe_card
        for card in seen.players[seat].hand or ():
            self.say(f"  #{card.id} {describe(seen.catalog[card.def_id], self.lang)}")

    def _show_card(self, seat: int, text: str) -> None:
        parts = text.split()
        number = parts[1].lstrip("#＃") if len(parts) > 1 else ""
        seen = engine.view(self.state, seat)
        faces = {s.id: s.def_id for s in shown_in(seen)}
        if number.isdigit() and int(number) in faces:
            face = seen.catalog[faces[int(number)]]
            for line in layouts.of(self.state).card_lines(face, self.lang, seen.catalog):
                self.say(line)
        else:
            self.say(said("which_card", self.lang))

    def _try_action(self, seat: int, text: str) -> None:
        if text.isascii() and text.isdigit() and len(text) <= 4:  # '᧚'.isdigit() too
            if self.listed != self.state.version:
                # a number names an entry of the list shown for one state, not of today's
                self.say(said("moved_on_list", self.lang))
                self._list_legal()
                return
            legal = engine.legal_actions(self.state)
            if 1 <= int(text) <= len(legal):
                self._act(seat, legal[int(text) - 1])
            else:
                self.say(said("which_number", self.lang, count=len(legal)))
            return
        try:
            action = engine.parse_action(self.state, text)
        except engine.NotationError as error:
            self.say(said("cannot_read", self.lang, detail=error.message(self.lang)))
            return
        self._act(seat, action)

    def _act(self, seat: int, action: Action) -> None:
        try:
            before = len(self.logs[seat])
            self._apply_as(seat, action)
        except engine.IllegalActionError as error:
            self.say(said("refused", self.lang, detail=error.message(self.lang)))
            return
        new_lines = self.logs[seat][before:]
        self.shown[seat] = len(self.logs[seat])
        if new_lines:
            self.say("\n".join(new_lines))
        still_mine = self.state.result is None and engine.decision(self.state).actor == seat
        if still_mine and any(_is_landmark(line, self.lang) for line in new_lines):
            self.say(layouts.of(self.state).screen(engine.view(self.state, seat), self.lang))

    def _apply_as(self, seat: int, action: Action) -> None:
        refusal = engine.check(self.state, action, None if isinstance(action, Resign) else seat)
        if refusal is not None:
            raise engine.IllegalActionError(refusal)
        self._apply(action)
