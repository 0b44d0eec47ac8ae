"""``rokumon cards check``: validate card-set files and the shipped starter decks, of every
registered ruleset (or of ``--ruleset``), each set checked by its own ruleset's rules.

Ends with one line of counts: cards, printed abilities, how many of those the engine runs
automatically, and how many resolve manually.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import engine
from bot import games
from carddb import CardSetError, DeckListError, load_deck, load_file
from carddb.catalog import data_dir, shipped_set_files, starter_deck_files
from carddb.decklist import CardIndex
from engine.kernel.cards import PrintedCard


def _automatic(ruleset: str, card: PrintedCard) -> int:
    """Abilities the engine runs by itself (docs/effects.md); the others resolve manually.
    Static abilities are card fields, not abilities, and are not counted here (a game whose
    cards print only such fields, kokuryoku, counts none)."""
    is_automatic = games.get(ruleset).is_automatic
    return sum(is_automatic(ability) for ability in getattr(card, "abilities", ()))


def check_command(files: list[Path], say: Callable[[str], None], only: str | None = None) -> int:
    failed = False
    rulesets = [only] if only else engine.registry.ids()
    cards: dict[str, list[PrintedCard]] = {}
    targets = [(only, f) for f in files] or [
        (ruleset, f) for ruleset in rulesets for f in shipped_set_files(ruleset)
    ]
    for ruleset, path in targets:
        try:
            card_set = load_file(path)
        except CardSetError as exc:
            failed = True
            for error in exc.errors:
                say(f"error {error}")
            continue
        if ruleset is not None and card_set.ruleset != ruleset:
            failed = True
            say(f"error {path.name}: set.ruleset is '{card_set.ruleset}', not '{ruleset}'")
            continue
        cards.setdefault(card_set.ruleset, []).extend(card_set.cards)
        say(f"ok {path.name}: {card_set.id} {card_set.name} ({len(card_set.cards)} cards)")
    if not files:
        for ruleset in rulesets:
            failed |= _check_decks(ruleset, CardIndex(cards.get(ruleset, [])), say)
    every = [(ruleset, card) for ruleset, found in cards.items() for card in found]
    abilities = sum(len(getattr(card, "abilities", ())) for _, card in every)
    automatic = sum(_automatic(ruleset, card) for ruleset, card in every)
    say(
        f"cards={len(every)} abilities={abilities} automatic={automatic} "
        f"manual={abilities - automatic}"
    )
    return 1 if failed else 0


def _check_decks(ruleset: str, index: CardIndex, say: Callable[[str], None]) -> bool:
    failed = False
    for path in starter_deck_files(ruleset):
        try:
            deck = load_deck(path.read_text(encoding="utf-8"), index, ruleset)
        except DeckListError as exc:
            failed = True
            for error in exc.errors:
                say(f"error {path.relative_to(data_dir(ruleset))}: {error}")
            continue
        say(f"ok deck {path.stem}: {len(deck.cards)} cards")
    return failed
