"""``rokumon cards check``: validate card-set files and the shipped starter decks.

Ends with one line of counts: cards, printed abilities, how many of those the engine runs
automatically, and how many resolve manually.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from carddb import CardSetError, DeckListError, load_deck, load_file
from carddb.catalog import data_dir, shipped_set_files, starter_deck_files
from carddb.decklist import CardIndex
from engine.mc20th.effects import is_automatic
from engine.moncolle.cards import CardDef

RULESETS = ("mc20th",)


def _automatic(card: CardDef) -> int:
    """Abilities the engine runs by itself (docs/effects.md); the others resolve manually.
    Static abilities are card fields, not abilities, and are not counted here."""
    return sum(is_automatic(ability) for ability in card.abilities)


def check_command(files: list[Path], say: Callable[[str], None]) -> int:
    failed = False
    cards: list[CardDef] = []
    targets = [(None, f) for f in files] or [
        (ruleset, f) for ruleset in RULESETS for f in shipped_set_files(ruleset)
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
        cards += card_set.cards
        say(f"ok {path.name}: {card_set.id} {card_set.name} ({len(card_set.cards)} cards)")
    if not files:
        failed |= _check_decks(CardIndex(cards), say)
    abilities = sum(len(c.abilities) for c in cards)
    automatic = sum(_automatic(c) for c in cards)
    say(
        f"cards={len(cards)} abilities={abilities} automatic={automatic} "
        f"manual={abilities - automatic}"
    )
    return 1 if failed else 0


def _check_decks(index: CardIndex, say: Callable[[str], None]) -> bool:
    failed = False
    for ruleset in RULESETS:
        for path in starter_deck_files(ruleset):
            try:
                deck = load_deck(path.read_text(encoding="utf-8"), index)
            except DeckListError as exc:
                failed = True
                for error in exc.errors:
                    say(f"error {path.relative_to(data_dir(ruleset))}: {error}")
                continue
            say(f"ok deck {path.stem}: {len(deck.cards)} cards")
    return failed
