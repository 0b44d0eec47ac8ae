"""Card names, not codes (issue 21 item 6): a kokuryoku unit's class change names its target
card (kokuryoku [KV-15]), and a card shown on its own (``/card show``, the console's ``card
#N``, the card picture) says that target by its name in the reader's language, looked up in
the catalog the caller passes to the layout, never as the bare id (``KK1-006``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import simcord.interactions
from discord_table import BOTS, Table, build_bot
from koku_position import Position

from bot.tools.console import Console
from carddb import build_setup, load_deck, shipped_cards, shipped_index
from engine.kokuryoku.cards import KokuCard, UnitDef
from renderer import layouts

LAYOUT = layouts.get("kokuryoku")
CATALOG = {card.id: card for card in shipped_cards("kokuryoku")}
RIDER, KNIGHT = CATALOG["KK1-005"], CATALOG["KK1-006"]  # the rider changes into the knight


def test_kv_15_card_lines_name_the_class_change_target() -> None:
    """kokuryoku [KV-15]: with the catalog, the rider's class change says the knight's name
    in each language; without one, the id is all there is to say."""
    assert RIDER.class_change == KNIGHT.id
    for lang in ("ja", "en"):
        text = "\n".join(LAYOUT.card_lines(RIDER, lang, CATALOG))
        assert KNIGHT.name_in(lang) in text and KNIGHT.id not in text, text
    assert KNIGHT.id in "\n".join(LAYOUT.card_lines(RIDER, "en"))


def test_kv_15_the_card_picture_names_the_class_change_target() -> None:
    """kokuryoku [KV-15]: the drawn card (its strings and its alt text) names the knight."""
    for lang in ("ja", "en"):
        picture = LAYOUT.card_picture(RIDER, None, lang, CATALOG)
        drawn = "\n".join(picture.texts)
        assert KNIGHT.name_in(lang) in drawn and KNIGHT.id not in drawn, drawn
        assert KNIGHT.name_in(lang) in picture.alt and KNIGHT.id not in picture.alt


def test_a_game_whose_cards_name_no_card_ignores_the_catalog() -> None:
    """mc20th cards point at no other card: the catalog changes nothing."""
    mc20th = layouts.get("mc20th")
    face = shipped_cards("mc20th")[0]
    catalog = {card.id: card for card in shipped_cards("mc20th")}
    assert mc20th.card_lines(face, "en", catalog) == mc20th.card_lines(face, "en")


def test_kv_15_the_console_card_command_names_the_target() -> None:
    """kokuryoku [KV-15]: ``card #N`` on the squire in hand names the blademaster it
    becomes, from the match's catalog."""
    p = Position()
    squire = p.hand(0, "recruit")[0]
    p.unit(0, "militia", "B1")
    p.unit(1, "militia", "B4")
    state = p.build()
    for lang, name in (("ja", "剣の達人"), ("en", "Blademaster")):
        said: list[str] = []
        typed = iter([f"card #{squire}"])
        Console(state, {0}, lambda _, lines=typed: next(lines, None), said.append, lang, 1).run()
        text = "\n".join(said)
        assert f"→{name}" in text.replace(" → ", "→") and "→blademaster" not in text, text


# -- /card show through Discord ------------------------------------------------------------------
@pytest.fixture
async def simcord_bot(tmp_path: Path) -> Any:
    yield build_bot(tmp_path)
    while BOTS:
        await BOTS.pop().store.close()


@pytest.fixture
def japanese(monkeypatch: pytest.MonkeyPatch) -> Iterator[set[int]]:
    """Add a user id to the set to make that user's Discord client Japanese."""
    users: set[int] = set()
    original: Callable[..., Any] = simcord.interactions.base_payload

    def payload(backend: Any, **kwargs: Any) -> Any:
        record, data = original(backend, **kwargs)
        if kwargs["user_id"] in users:
            data["locale"] = "ja"
        return record, data

    monkeypatch.setattr(simcord.interactions, "base_payload", payload)
    yield users


async def test_kv_15_card_show_names_the_class_change_target(
    simcord_env: Any, japanese: set[int]
) -> None:
    """kokuryoku [KV-15]: ``/card show`` of the rider, to an English and a Japanese user,
    names the knight in the text and on the picture's description, never ``KK1-006``."""
    table = Table(simcord_env)
    japanese.add(table.bob.id)
    for user, lang in ((table.alice, "en"), (table.bob, "ja")):
        shown = await user.slash(table.channel, "card show", name=RIDER.id)
        sent = [m for m in [shown.response, *shown.followups] if m is not None]
        text = "\n".join(m.content for m in sent)
        assert RIDER.name_in(lang) in text and KNIGHT.name_in(lang) in text, text
        assert KNIGHT.id not in text, text
        files = [f for m in sent for f in m.attachments]
        assert files and all(KNIGHT.id not in (f.description or "") for f in files)
        assert any(KNIGHT.name_in(lang) in (f.description or "") for f in files)


def test_kv_15_kv_16_a_named_card_is_known_whatever_the_decks_hold() -> None:
    """A unit's class change and child are named by name even when neither deck holds them:
    whether a name shows must say nothing about the cards in a hidden deck."""
    index = shipped_index("kokuryoku")
    named = {
        target
        for card in index.by_id.values()
        if isinstance(card, UnitDef)
        for target in (card.class_change, card.child)
        if target
    }
    ids = sorted(c.id for c in index.by_id.values() if isinstance(c, KokuCard))
    chosen = [RIDER.id, *[i for i in ids if i not in named and i != RIDER.id][:14]]
    text = "\n".join(f"3 {card_id}" for card_id in chosen)
    deck = load_deck(text, index, "kokuryoku")
    assert KNIGHT.id not in deck.cards
    setup = build_setup((deck, deck), index, 1, "kokuryoku")
    assert KNIGHT.id in setup.catalog
    assert all(c.owner in (0, 1) and c.def_id != KNIGHT.id for c in setup.cards)
