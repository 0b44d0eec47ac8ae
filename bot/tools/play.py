"""``rokumon play``: load the two decks, start a match, hand it to the console."""

from __future__ import annotations

import argparse
import os
import random
import select
import sys
import time
from pathlib import Path

import engine
from bot import games
from bot.tools.console import Console, said
from carddb import CardIndex, Deck, DeckListError, load_deck, shipped_index, starter_deck_text
from carddb import rulesets as deck_rules


def _deck(
    path: Path | None, ruleset: str, starter: str, index: CardIndex, who: str, lang: str
) -> Deck | str:
    """The deck, or a message saying what is wrong with it and where."""
    if path is None:
        return load_deck(starter_deck_text(ruleset, starter), index, ruleset)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return said("deck_unreadable", lang, who=who, path=path, detail=exc)
    try:
        return load_deck(text, index, ruleset)
    except DeckListError as exc:
        return "\n".join(
            said("deck_error", lang, who=who, path=path, detail=e.message(lang)) for e in exc.errors
        )


def _ask(prompt: str) -> str | None:
    try:
        return input(prompt)
    except EOFError:
        return None


def typed_ahead(fd: int) -> list[str]:
    """The lines already typed at terminal ``fd`` and not yet read (typed before the prompt
    they would answer appeared); none from a pipe or a file, whose lines are all meant in
    their order."""
    if not os.isatty(fd):
        return []
    waiting = b""
    while select.select([fd], [], [], 0)[0]:
        chunk = os.read(fd, 4096)
        if not chunk or len(waiting) > 64 * 1024:
            break
        waiting += chunk
    return waiting.decode("utf-8", "replace").splitlines()


def play_command(args: argparse.Namespace) -> int:
    from carddb import build_setup

    ruleset = args.ruleset
    index = shipped_index(ruleset)
    rules = deck_rules.get(ruleset)
    options = tuple(args.option or ())
    unknown = [o for o in options if o not in rules.options]
    if unknown:
        print(said("unknown_option", args.lang, option=unknown[0], known=", ".join(rules.options)))
        return 2
    if rules.deck_at_challenge:
        starters = games.get(ruleset).starter_decks
        first = _deck(args.deck, ruleset, starters[0], index, "P1", args.lang)
        second = _deck(args.deck2, ruleset, starters[1], index, "P2", args.lang)
    else:  # the decks are drafted in the match
        first = second = Deck(())
    problems = [d for d in (first, second) if isinstance(d, str)]
    if problems:
        print("\n".join(problems))
        return 2
    assert isinstance(first, Deck) and isinstance(second, Deck)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**9)
    names = ("P1", "AI" if args.vs_ai else "P2")
    setup = rules.with_options(build_setup((first, second), index, seed, ruleset, names), options)
    state, _ = engine.new_match(setup)
    print(said("welcome", args.lang, ruleset=ruleset, seed=seed))
    humans = {0} if args.vs_ai else {0, 1}
    if args.pictures is None:
        console = Console(state, humans, _ask, print, args.lang, seed, level=args.level)
        console.auto_pass = not args.always_ask
        console.typed_ahead = lambda: typed_ahead(sys.stdin.fileno())
        return console.run()
    from bot.tools.pictures import PictureFolder

    folder = PictureFolder(args.pictures, humans, lang=args.lang)

    def ask(prompt: str) -> str | None:
        folder.flush(console.at_keyboard)  # what the player at the keyboard is asked about
        return _ask(prompt)

    console = Console(state, humans, ask, print, args.lang, seed, level=args.level)
    console.auto_pass = not args.always_ask
    console.typed_ahead = lambda: typed_ahead(sys.stdin.fileno())
    console.on_change = folder.note
    print(said("pictures", args.lang, path=args.pictures.resolve()))
    started = time.monotonic()  # the result's duration, as the bot's from the match's rows
    try:
        code = console.run()
    finally:
        folder.flush()
    written = folder.result(console.state, names, time.monotonic() - started)
    if written is not None:
        print(said("result_picture", args.lang, path=written.resolve()))
    return code
