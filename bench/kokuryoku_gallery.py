"""The kokuryoku pictures of docs/guide.md, drawn from fixed-seed games of the built-in players
(bot/kokuryoku/ai.py) with the two starter decks, as the channel shows them (the spectator's
view, the last action outlined and captioned:
bot/presentation/present.py ``public_pictures``): the second player's power phase inside the
first player's turn [K-3.10][K-4.3][KV-4], a unit acting in the invasion phase beside waiting
ones [K-6.4][KV-11], an attack in its surprise window (the attack picture, [KV-7][KV-8][KV-10])
and a match won on an enemy sortie square [KV-12]; and the first player's hand at the redraw
with cards set aside [K-1.1][KV-19], as its owner sees it
(bot/presentation/present.py ``hand_picture``). Each in Japanese and English with a 400 px
wide copy.

The built-in player places no land (a land changes nothing its judgement counts), so the
players here value each land on the map a little: lands then appear as they would between
people. The redraw is the opening hand of one game with its first two cards that are not units
set aside (the built-in player keeps any hand holding a unit).

    python bench/kokuryoku_gallery.py [games]     # default 60 games, a few seconds
"""

from __future__ import annotations

import io
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any, cast

from PIL import Image

import engine
from bot.kokuryoku.ai import SensiblePlayer
from bot.presentation.i18n import t
from bot.presentation.present import hand_picture, public_pictures
from bot.tools.selfplay import starter_setup
from engine.kernel.actions import Pass
from engine.kernel.events import Event
from engine.kernel.state import CHANCE, SEATS
from engine.kokuryoku import events as ke
from engine.kokuryoku.actions import SetAside
from engine.kokuryoku.cards import UnitDef
from engine.kokuryoku.decision import Kind
from engine.kokuryoku.state import KokuState
from engine.kokuryoku.view import KokuView
from engine.kokuryoku.zones import attack_value, unit_face

OUT = Path(__file__).resolve().parent.parent / "docs" / "pictures"
WANTED = ("power", "invasion", "attack", "result")
CAP = 3000
LAND_WORTH = 1.5  # what a land on the map adds to a position, for either player

Found = tuple[Any, list[Event]]  # a position and the events of the action that led to it


class LandingPlayer(SensiblePlayer):
    """The built-in player, valuing the lands on the map a little."""

    def evaluate(self, seen: object, seat: int) -> float:
        assert isinstance(seen, KokuView)
        lands = sum(square.land is not None for square in seen.squares)
        return super().evaluate(seen, seat) + LAND_WORTH * lands


def positions(seed: int) -> Iterator[Found]:
    """Every position of one game between the players, with the events before it."""
    rng = random.Random(seed)
    players = {seat: LandingPlayer(rng) for seat in SEATS}
    state, events = engine.new_match(starter_setup("kokuryoku", seed))
    for _ in range(CAP):
        yield state, events
        if state.result is not None:
            return
        decision = engine.decision(state)
        if decision.actor == CHANCE:
            action = engine.sample_chance(state)
        else:
            action = players[decision.actor].choose(state, decision.actor)
        state, events = engine.apply(state, action)


def _counters(state: Any) -> bool:
    """Whether the attack in the window, once both pass, is countered [KV-10]."""
    for _ in range(4):
        if engine.decision(state).kind is not Kind.WINDOW:
            return False
        state, events = engine.apply(state, Pass())
        if any(isinstance(e, ke.Damaged) and e.counter for e in events):
            return True
    return False


def score(state: Any, events: list[Event]) -> dict[str, tuple[int, ...]]:
    """The kinds this position shows, each with how well it shows it (higher is better; the
    first item wins first, so the guide can say it of the picture whatever game the engine
    plays): every kind from a game ▲P1 opened, so that ▲P1's sortie row is at the bottom
    [KV-1]; the power phase is ●P2's inside ▲P1's turn, with a land and a waiting unit on the
    map; the invasion shows a unit acting beside a waiting one; the attack is by a unit whose
    attack is its printed one (so cost and damage start from the same number [KV-7]), with a
    surprise card used and a counter to come; the result is won on a sortie square."""
    found: dict[str, tuple[int, ...]] = {}
    if state.first != 0:
        return found
    units = list(state.units.values())
    lands = min(len(state.lands), 2)
    waiting = min(sum(u.waiting for u in units), 2)
    attached = min(sum(len(u.attachments) for u in units), 3)
    if state.result is not None:
        won = int(state.result.reason == "sortie_square")
        found["result"] = (won, lands, len(units), attached)
        return found
    phase = state.phase.value
    if phase == "power" and state.power_seat != state.active and state.active == 0:
        acted = any(isinstance(e, ke.Supported | ke.Sortied | ke.Attached) for e in events)
        found["power"] = (int(acted), lands, waiting, attached, len(units))
    if phase == "invasion" and state.current >= 0 and state.current in state.moved:
        moved = int(any(isinstance(e, ke.Moved) for e in events))
        found["invasion"] = (moved, int(waiting > 0), lands, attached, len(units))
    if phase == "window" and state.attack is not None:
        attacker = state.attack.attacker
        plain = int(attack_value(state, attacker) == unit_face(state, attacker).attack)
        opened = int(any(isinstance(e, ke.AttackDeclared) for e in events))
        surprise = int(state.attack.bonus + state.attack.guard > 0)
        counters = int(_counters(state))
        found["attack"] = (plain, surprise, counters, 1 - opened, attached, len(units))
    return found


def save(picture: Any, name: str) -> None:
    (OUT / f"{name}.png").write_bytes(picture.png)
    image = Image.open(io.BytesIO(picture.png)).convert("RGB")
    small = image.resize((400, round(image.height * 400 / image.width)), Image.Resampling.LANCZOS)
    small.save(OUT / f"{name}.400.png")
    print(f"{name}: {picture.width}x{picture.height}, smallest text at 400 px:", end=" ")
    print(f"{picture.smallest * 400 / picture.width:.1f} px")


def redraw() -> tuple[int, Any]:
    """The first game ▲P1 opens: its opening hand with the first two cards that are not
    units set aside [K-1.1][KV-19]."""
    for seed in range(100):
        state = cast(KokuState, engine.new_match(starter_setup("kokuryoku", seed))[0])
        while engine.decision(state).actor == CHANCE:
            state = cast(KokuState, engine.apply(state, engine.sample_chance(state))[0])
        if state.first == 0:
            break
    setup = state.setup
    hand = state.zones[state.active].hand
    others = [c for c in hand if not isinstance(setup.catalog[setup.cards[c].def_id], UnitDef)]
    for card in others[:2]:
        state = cast(KokuState, engine.apply(state, SetAside(card))[0])
    return seed, state


def main(count: int) -> None:
    best: dict[str, tuple[tuple[int, ...], int, Found]] = {}
    for seed in range(count):
        for state, events in positions(seed):
            for kind, value in score(state, events).items():
                if kind not in best or value > best[kind][0]:
                    best[kind] = (value, seed, (state, events))
    for kind in WANTED:
        if kind not in best:
            print(f"{kind}: not found")
            continue
        value, seed, (state, events) = best[kind]
        print(f"{kind}: seed {seed}, turn {state.turn}, score {value}")
        for lang in ("ja", "en"):
            board, attack = public_pictures(state, events, lang)
            save(attack if kind == "attack" else board, f"koku-{kind}.{lang}")
    seed, state = redraw()
    print(f"redraw: seed {seed}, {len(state.zones[0].set_aside)} cards set aside")
    for lang in ("ja", "en"):
        title = t("hand_title", lang, guild="Rokumon", channel="kokuryoku", turn=state.turn)
        save(hand_picture(state, 0, title, lang=lang), f"koku-redraw.{lang}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 60)
