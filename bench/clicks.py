"""Interactions per decision: one complete match played through a simulated Discord (simcord)
the way a player on a phone plays it (issue 10, "far fewer clicks").

Both players are the built-in player of the ruleset (its choices fixed by the seed). Every
action goes through Discord. When the player's choice is one of the ruleset's one-click
choices (bot/adapter/quick.py: keep the formation, end the phase, pass the rest of one's [条件]
effects), and, for a choice of several actions, the player would have chosen each of them
in turn, the player presses that choice: on the Act panel it has open if that still offers
the decision at hand, else on the board (which then opens the panel while the player still
decides). Otherwise the player uses the open panel, or presses Act on the board, then clicks
the action's button, or picks it in a select, opening the pages of the panel (groups, Next)
on the way. A decision the game takes as a private form (Deus's deck building, bot/adapter/forms.py)
is filled in one select at a time with the player's own choices. Decisions the bot passes by
itself (auto-pass) cost nothing. Each press, pick and slash command counts as one
interaction; the challenge, the deck choice and the deck imports are not counted (a game
that drafts its decks, Deus, is challenged with no deck).

Run: ``python bench/clicks.py [--seed N] [--ruleset ID]``. It prints, for the match:
``decisions`` (the players' actions in the match's log, auto-passes included), ``chosen``
(those the players made), ``interactions``, ``ratio`` (interactions per decision),
``per_chosen``, how many interactions were opening the panel again (``reopen``), and how
many were one-click choices pressed on the board (``quick``).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import copy
import random
import tempfile
from collections import Counter
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import simcord

import engine
from bot import games
from bot.adapter import quick
from bot.adapter.client import create_bot
from bot.adapter.config import Settings
from bot.games import Form, Quick
from bot.players.chance import settle_chance
from bot.presentation.i18n import button
from bot.presentation.panel import GO
from carddb import rulesets as deck_rules
from carddb import starter_deck_text

CAP = 3000  # decisions; a match that has not ended by then is reported as such


@dataclass
class Tally:
    counts: Counter[str] = field(default_factory=Counter)  # interactions by kind
    chosen: int = 0  # decisions the players made (the rest the bot passed by itself)

    @property
    def interactions(self) -> int:
        return sum(self.counts.values())


@dataclass
class Player:
    member: Any
    panel: Any = None  # the Act panel this player has open (an ephemeral message)


def _components(message: Any) -> list[dict[str, Any]]:
    return [item for row in message.components for item in row["components"]]


def _live(panel: Any, match_id: int, version: int) -> bool:
    """Whether the open panel still offers the decision at this state version (its custom
    ids are ``rk:<verb>:<match>:<version>:...``)."""
    if panel is None:
        return False
    for item in _components(panel):
        parts = item.get("custom_id", "").split(":")
        if len(parts) > 3 and parts[2] == str(match_id) and parts[3] == str(version):
            return True
    return False


def _find(panel: Any, text: str) -> tuple[str, str, str] | None:
    """The way to ``text`` on this page: ("click", custom_id, "") or ("select", custom_id,
    value); the action itself if it is here, else the page that leads to it."""
    words = text.split()
    best: tuple[int, tuple[str, str, str]] | None = None
    for item in _components(panel):
        custom_id = item.get("custom_id", "")
        if item["type"] == 2 and custom_id.endswith(f":{text}"):
            return ("click", custom_id, "")
        for option in item.get("options", []):
            value = option["value"]
            if value == text:
                return ("select", custom_id, value)
            if value.startswith(GO):
                prefix = value[len(GO) :].partition(":")[2].split()
                if words[: len(prefix)] == prefix and (best is None or len(prefix) > best[0]):
                    best = (len(prefix), ("select", custom_id, value))
    if best is not None:
        return best[1]
    following = {button("next", lang) for lang in ("ja", "en")}
    for item in _components(panel):  # another page of the same group
        if ":page:" in item.get("custom_id", "") and item.get("label") in following:
            return ("click", item["custom_id"], "")
    return None


async def _act(table: Table, player: Player, match: Any, text: str, tally: Tally) -> None:
    await _open(table, player, match, tally)
    for _ in range(12):
        step = _find(player.panel, text)
        if step is None:
            raise AssertionError(f"{text} is not reachable on the panel")
        how, custom_id, value = step
        if how == "click":
            await player.member.click(player.panel, custom_id=custom_id)
            tally.counts["click"] += 1
        else:
            await player.member.select(player.panel, [value], custom_id=custom_id)
            tally.counts["select"] += 1
        if value == text or custom_id.endswith(f":{text}"):
            return
    raise AssertionError(f"{text}: too many pages")


async def _shortcut(
    bot: Any, match: Any, brain: Any, seat: int, text: str
) -> tuple[Quick, Any, int] | None:
    """The one-click choice that does what the player chose (``text``), with the player as
    it is after making each of its actions and how many those are; None when there is none,
    or when the player would not have chosen every action a choice of several makes."""
    for choice in quick.choices(match.state, "ja"):
        if choice.action != text:
            continue
        if choice.then is None:
            return choice, brain, 1
        trial, state, steps = copy.deepcopy(brain), match.state, 0
        following: str | None = text
        while following is not None:
            if steps:  # the first action is the one already chosen
                chosen = engine.format_action(state, trial.choose(state, seat))
                if chosen != following:
                    return None
            state = await _after(bot, match, state, following)
            steps += 1
            if state.result is not None or engine.decision(state).actor != seat:
                break
            following = choice.then(state)
            legal = {engine.format_action(state, a) for a in engine.legal_actions(state)}
            if following not in legal:
                break
        return choice, trial, steps
    return None


async def _after(bot: Any, match: Any, state: Any, text: str) -> Any:
    """The state the match service makes of ``text``: chance steps, then auto-passes."""
    state, _ = engine.apply(state, engine.parse_action(state, text))
    state, _, _ = settle_chance(state)
    while state.result is None and (trivial := engine.trivial_pass(state)) is not None:
        if not await bot.store.auto_pass(match.row.players[engine.decision(state).actor]):
            break
        state, _ = engine.apply(state, trivial)
        state, _, _ = settle_chance(state)
    return state


async def _press(table: Table, player: Player, match: Any, choice: Quick, tally: Tally) -> None:
    """Press a one-click choice: on the open panel, else on the board."""
    version = match.row.version
    if _live(player.panel, match.id, version):
        if choice.then is None:  # the panel's button for that action says the same
            await _act(table, player, match, choice.action, tally)
            return
        custom_id = f"rk:quick:{match.id}:{version}:p:{choice.key}"
        await player.member.click(player.panel, custom_id=custom_id)
        tally.counts["click"] += 1
        return
    board = table.board(match)
    custom_id = f"rk:quick:{match.id}:{version}:b:{choice.key}"
    pressed = await player.member.click(board, custom_id=custom_id)
    tally.counts["quick"] += 1
    if pressed.followups:  # the player still decides: the bot opened the panel
        player.panel = pressed.followups[-1]


async def _open(table: Table, player: Player, match: Any, tally: Tally) -> None:
    """Open the Act panel from the board unless the open one is still current."""
    version = match.row.version
    if not _live(player.panel, match.id, version):
        board = table.board(match)
        opened = await player.member.click(board, custom_id=f"rk:act:{match.id}:{version}")
        tally.counts["reopen"] += 1
        player.panel = opened.response


async def _plan_form(
    bot: Any, match: Any, brain: Any, seat: int, form: Form
) -> dict[str, list[str]]:
    """What the player fills in each of the form's selects: its own choices one by one (on
    copies of the state) while it still decides by this form, as (select key, value)."""
    present = games.of(match.state).present
    where = {
        text: (select.key, value)
        for select in form.selects
        for _, value, _ in select.options
        for text in present.form_actions(match.state, seat, select.key, [value])
    }
    picked: dict[str, list[str]] = {select.key: [] for select in form.selects}
    state = match.state
    while state.result is None and engine.decision(state).actor == seat:
        if present.form(state, seat, "ja") is None:
            break
        text = engine.format_action(state, brain.choose(state, seat))
        if text not in where:
            raise AssertionError(f"{text} is not on the form")
        key, value = where[text]
        picked[key].append(value)
        state = await _after(bot, match, state, text)
    return picked


async def _fill_form(
    bot: Any, table: Table, player: Player, match: Any, brain: Any, seat: int, tally: Tally
) -> int:
    """A decision the game takes as a private form (Deus's deck building, bot/adapter/forms.py): the
    panel is the form; each select, filled with the player's choices, is one interaction.
    Returns how many actions the player chose."""
    form = games.of(match.state).present.form(match.state, seat, "ja")
    assert form is not None
    picked = await _plan_form(bot, match, brain, seat, form)
    chosen = 0
    for key, values in picked.items():
        if not values:
            continue
        match = await table.match()
        await _open(table, player, match, tally)
        custom_id = next(
            item["custom_id"]
            for item in _components(player.panel)
            if item.get("custom_id", "").endswith(f":{key}")
        )
        await player.member.select(player.panel, values, custom_id=custom_id)
        tally.counts["select"] += 1
        chosen += len(values)
    return chosen


class Table:
    def __init__(self, env: Any, ruleset: str) -> None:
        self.env, self.ruleset = env, ruleset
        self.guild = env.create_guild(name="六門サーバー")  # not words: a server's name
        self.channel = self.guild.create_text_channel("duel")
        self.play = self.channel  # where the match is played: the channel or its thread
        self.players = [Player(self.guild.add_member(env.create_user(n))) for n in ("p1", "p2")]

    async def start(self) -> None:
        """The challenge, accepted; with a deck each when the game takes one at the challenge
        (a game that drafts its decks, Deus, builds them in the match)."""
        first, second = (p.member for p in self.players)
        accept = f"rk:challenge:{self.channel.id}:accept"
        if not deck_rules.get(self.ruleset).deck_at_challenge:
            challenge = await first.slash(
                self.channel, "match challenge", opponent=second, ruleset=self.ruleset
            )
            await second.click(challenge.response, custom_id=accept)
        else:
            names = games.get(self.ruleset).starter_decks
            for player, name in zip(self.players, names, strict=False):
                data = starter_deck_text(self.ruleset, name).encode("utf-8")
                upload = (f"{name}.txt", data)
                await player.member.slash(
                    self.channel, "deck import", name="main", ruleset=self.ruleset, file=upload
                )
            challenge = await first.slash(
                self.channel, "match challenge", opponent=second, ruleset=self.ruleset, deck="main"
            )
            offer = await second.click(challenge.response, custom_id=accept)
            await second.select(offer.response, ["main"], custom_id=f"rk:deck:{self.channel.id}")
        self.play = next(iter(self.channel.threads), self.channel)  # its thread, if it has one

    async def match(self) -> Any:
        return await self.env.bot.service.match_in(self.play.id)

    def board(self, match: Any) -> Any:
        return next(m for m in self.play.history() if m.id == match.row.board_message_id)


@contextlib.asynccontextmanager
async def _clock(env: Any) -> AsyncIterator[None]:
    """simcord's clocks, chosen in the task that drives the match (as its pytest plugin does)."""
    with env.time_context():
        yield


async def play(seed: int, ruleset: str, folder: Path, cap: int = CAP) -> tuple[int, Tally, str]:
    """One match to its end (or ``cap`` decisions); (decisions, interactions by kind,
    result)."""
    settings = Settings(token="offline", db_path=folder / "bot.sqlite3", sync_commands=True)
    bot = create_bot(settings)
    bot.service.seed_source = random.Random(seed)
    brain = {seat: games.get(ruleset).smart_player(random.Random(seed + seat)) for seat in (0, 1)}
    tally = Tally()
    try:
        async with simcord.run(bot) as env, _clock(env):
            table = Table(env, ruleset)
            await table.start()
            match_id = (await table.match()).id
            for _ in range(cap):
                match = await table.match()
                if match is None:
                    break
                seat = engine.decision(match.state).actor
                player = table.players[seat]
                if games.of(match.state).present.form(match.state, seat, "ja") is not None:
                    tally.chosen += await _fill_form(
                        bot, table, player, match, brain[seat], seat, tally
                    )
                    continue
                action = brain[seat].choose(match.state, seat)
                text = engine.format_action(match.state, action)
                found = await _shortcut(bot, match, brain[seat], seat, text)
                if found is None:
                    await _act(table, player, match, text, tally)
                    tally.chosen += 1
                else:
                    choice, brain[seat], steps = found
                    await _press(table, player, match, choice, tally)
                    tally.chosen += steps
            row = await bot.store.get_match(match_id)
            log = await bot.store.action_log(match_id)
    finally:
        await bot.store.close()
    decisions = sum(1 for entry in log if entry.actor is not None)
    return decisions, tally, (row.result if row else None) or "unfinished"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--ruleset", default="mc20th")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        decisions, tally, result = asyncio.run(play(args.seed, args.ruleset, Path(folder)))
    counts = tally.counts
    print(
        f"ruleset={args.ruleset} seed={args.seed} result={result!r} decisions={decisions} "
        f"chosen={tally.chosen} interactions={tally.interactions} "
        f"ratio={tally.interactions / max(decisions, 1):.2f} "
        f"per_chosen={tally.interactions / max(tally.chosen, 1):.2f} "
        f"reopen={counts['reopen']} quick={counts['quick']} clicks={counts['click']} "
        f"selects={counts['select']}"
    )


if __name__ == "__main__":
    main()
