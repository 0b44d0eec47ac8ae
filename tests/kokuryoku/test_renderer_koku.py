"""Kokuryoku's pictures and console screen (renderer/kokuryoku/): sizes, alt text in both
languages, readable on a phone (11 px text at 400 px wide), and what they draw: the 3x4 map
labelled from the first player's side and turned for the second [KV-1][KV-2], sortie squares
in their owner's colour [K-5.6], units with chips as pips and counts, 攻 and 反, waiting or
acting, attachments [KV-6][KV-7][KV-10][K-6.4][KV-11][K-5.4], lands and what they bar
[KV-3][K-6.2a], each player's chip piles [KV-6][K-5.5], hand and deck counts, 戦場外 and 国外
[KV-18], whose turn apart from whose phase [K-3.10][K-4.3], the attack in its surprise window
[KV-7][KV-8][KV-10], the hand with the cards chosen for the redraw [K-1.1]; and what they never
draw (another player's hand). The card text of each kind.

Positions are built by hand from a small test catalog (the rules are not needed to draw).
"""

from __future__ import annotations

import dataclasses
import io
from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
from PIL import Image

import renderer.kokuryoku
from carddb.text import has_japanese
from engine.kernel.state import SPECTATOR, CardInstance, MatchSetup, Result
from engine.kokuryoku.board import BOARD
from engine.kokuryoku.cards import (
    CardDef,
    ItemDef,
    LandDef,
    MagicDef,
    Surprise,
    SurpriseDef,
    Timing,
    UnitDef,
    WeaponDef,
)
from engine.kokuryoku.state import Attack, KokuState, Phase, Unit, Zones
from engine.kokuryoku.view import KokuView, view
from renderer import layouts
from renderer.draw import HIGHLIGHT, SEAT_INK, SEAT_TINT, Picture
from renderer.kokuryoku import LAYOUT
from renderer.kokuryoku.board import BANNER_LINE, BOARD_H, HEIGHT, PAD, PANEL_H, WIDTH
from renderer.kokuryoku.marks import MOVE_FILL, RANGE_FILL
from renderer.kokuryoku.squares import WAITING_TINT

NAMES = ("Alice", "Bob")
FAR = ((0, 1), (0, 2), (-1, 1), (1, 1))
LONG = ((0, 1), (0, 2), (0, 3))
SURROUNDING = tuple((c, r) for r in (-1, 0, 1) for c in (-1, 0, 1) if (c, r) != (0, 0))


def _unit(key: str, name: str, name_en: str, cls: tuple[str, str], **fields: Any) -> UnitDef:
    return UnitDef(id=key, name=name, name_en=name_en, unit_class=cls[0], class_en=cls[1], **fields)


RIDER, BLADE, ARCHER, PIKE, CLERIC = (
    ("騎兵", "Rider"),
    ("剣士", "Blade"),
    ("弓兵", "Archer"),
    ("槍兵", "Pike"),
    ("僧侶", "Cleric"),
)
CATALOG: dict[str, CardDef] = {
    card.id: card
    for card in (
        _unit("knight", "蒼の騎士", "Azure Knight", RIDER, morale=5, attack=2, counter=1, move=FAR),
        _unit(
            "captain",
            "烈風の遊撃隊長ヴァレンティーナ",
            "Valentina, Captain of the Roaming Gale Skirmishers",
            BLADE,
            morale=6,
            attack=3,
            hits=2,
            counter=2,
            move=SURROUNDING,
            range=FAR,
            text="再移動を持つ。",
            text_en="Has Move again.",
            move_again=True,
            flavor="風より速く。",
            flavor_en="Faster than the wind.",
            rarity="SR",
        ),
        _unit(
            "archer", "森の射手", "Forest Archer", ARCHER, morale=3, attack=1, counter=1, range=LONG
        ),
        _unit("militia", "村の民兵", "Village Militia", PIKE, morale=2, attack=1, generic=True),
        _unit("scout", "偵察兵", "Scout", ARCHER, morale=1),
        _unit(
            "acolyte",
            "見習い僧",
            "Acolyte",
            CLERIC,
            morale=3,
            attack=1,
            class_change="bishop",
            training=True,
            child="novice",
            support=2,
        ),
        LandDef(id="swamp", name="底なし沼", name_en="Bottomless Swamp", bars=("騎兵",)),
        LandDef(id="hill", name="丘", name_en="Hill"),
        WeaponDef(
            id="sword", name="銀の剣", name_en="Silver Sword", attack_bonus=1, classes=("剣士",)
        ),
        MagicDef(id="tome", name="雷の書", name_en="Thunder Tome", attack_bonus=1, free=True),
        ItemDef(
            id="shield", name="樫の盾", name_en="Oaken Shield", counter_bonus=1, morale_bonus=1
        ),
        ItemDef(
            id="standard",
            name="王家の旗印",
            name_en="Royal Standard of the Old Kingdom",
            morale_bonus=2,
            symbol=1,
        ),
        SurpriseDef(
            id="feint",
            name="奇策",
            name_en="Feint",
            timing=Timing.ATTACK_DECLARED,
            effect=Surprise.STRIKE,
            amount=1,
        ),
        SurpriseDef(
            id="wall",
            name="鉄壁",
            name_en="Iron Wall",
            timing=Timing.ATTACK_DECLARED,
            effect=Surprise.GUARD,
            amount=2,
        ),
        SurpriseDef(
            id="muster",
            name="招集",
            name_en="Muster",
            timing=Timing.END_PHASE_START,
            effect=Surprise.RALLY,
            amount=1,
        ),
        SurpriseDef(
            id="letters",
            name="密書",
            name_en="Secret Letters",
            timing=Timing.END_PHASE_START,
            effect=Surprise.DRAW,
            amount=2,
        ),
    )
}
SECRET = ("密書", "Secret Letters")  # only ever in ●P2's hand


def square(label: str) -> int:
    return BOARD.parse(label)


class Builder:
    """Card instances handed out by printed id and owner, then put where a test wants them;
    ``build`` fills each unused pile so that the player's chips add up to 20 [KV-6]."""

    def __init__(self) -> None:
        self.cards: list[CardInstance] = []
        self.zones = [Zones(deck=[]), Zones(deck=[])]
        self.units: dict[int, Unit] = {}
        self.lands: dict[int, int] = {}

    def new(self, def_id: str, seat: int, count: int = 1) -> list[int]:
        assert def_id in CATALOG, def_id
        start = len(self.cards)
        self.cards += [CardInstance(def_id, seat) for _ in range(count)]
        return list(range(start, start + count))

    def unit(
        self,
        seat: int,
        key: str,
        at: str,
        chips: int = 0,
        waiting: bool = False,
        attach: tuple[str, ...] = (),
    ) -> int:
        card = self.new(key, seat)[0]
        held = [self.new(extra, seat)[0] for extra in attach]
        self.units[card] = Unit(square=square(at), chips=chips, waiting=waiting, attachments=held)
        return card

    def land(self, seat: int, key: str, at: str) -> int:
        card = self.new(key, seat)[0]
        self.lands[square(at)] = card
        return card

    def build(self, **fields: Any) -> KokuState:
        setup = MatchSetup[CardDef](
            "kokuryoku",
            7,
            dict(CATALOG),
            tuple(self.cards),
            (tuple(self.zones[0].deck), tuple(self.zones[1].deck)),
            NAMES,
        )
        state = KokuState(
            setup=setup, zones=self.zones, units=self.units, lands=self.lands, **fields
        )
        for seat in (0, 1):
            held = sum(b.chips for c, b in self.units.items() if self.cards[c].owner == seat)
            state.zones[seat].unused = 20 - held - state.zones[seat].used
        return state


def crowded(**fields: Any) -> KokuState:
    """Turn 3, ▲P1's turn, ●P2's power phase in it [K-4.3][KV-4]: six units, ▲P1's captain
    on B2 with 9 chips and 3 attachments (a long English name), a waiting knight on A1, a
    militia on C3; ●P2's archer on B4, a waiting acolyte on A3, a scout on B3; a swamp (bars
    riders) on A2 and a hill on C2; cards in hands, decks, 戦場外 and 国外."""
    b = Builder()
    b.unit(0, "captain", "B2", chips=9, attach=("sword", "shield", "standard"))
    b.unit(0, "knight", "A1", chips=3, waiting=True)
    b.unit(0, "militia", "C3", chips=1)
    b.unit(1, "archer", "B4", chips=2)
    b.unit(1, "acolyte", "A3", chips=3, waiting=True, attach=("tome",))
    b.unit(1, "scout", "B3", chips=1)
    b.land(0, "swamp", "A2")
    b.land(1, "hill", "C2")
    b.zones[0].hand = b.new("feint", 0) + b.new("archer", 0) + b.new("hill", 0) + b.new("tome", 0)
    b.zones[1].hand = b.new("letters", 1) + b.new("wall", 1) + b.new("militia", 1, 3)
    b.zones[0].deck = b.new("militia", 0, 30)
    b.zones[1].deck = b.new("scout", 1, 28)
    b.zones[0].outside = b.new("militia", 0, 2) + b.new("feint", 0)
    b.zones[1].outside = b.new("knight", 1)
    b.zones[0].abroad = b.new("wall", 0, 2)
    b.zones[0].used, b.zones[1].used = 5, 2
    defaults: dict[str, Any] = {
        "phase": Phase.POWER,
        "turn": 3,
        "active": 0,
        "first": 0,
        "power_seat": 1,
    }
    return b.build(**(defaults | fields))


def attacking() -> KokuState:
    """▲P1's captain on B2 attacks ●P2's scout on B3; ▲P1 played a strike +1 and ●P2 has
    yet to answer [KV-7][KV-8]."""
    state = crowded(phase=Phase.INVASION, power_seat=0)
    captain = next(c for c, u in state.units.items() if u.square == square("B2"))
    scout = next(c for c, u in state.units.items() if u.square == square("B3"))
    state.current = captain
    state.phase = Phase.WINDOW
    state.attack = Attack(attacker=captain, target=scout, bonus=1, guard=0)
    state.acted = [captain]
    return state


def redrawing() -> KokuState:
    """The redraw before turn 1 [K-1.1][KV-19]: ▲P1 has chosen two cards to put 国外."""
    b = Builder()
    b.zones[0].hand = b.new("knight", 0) + b.new("feint", 0) + b.new("swamp", 0) + b.new("scout", 0)
    b.zones[0].set_aside = b.zones[0].hand[1:3]
    b.zones[1].hand = b.new("letters", 1) + b.new("militia", 1, 6)
    b.zones[0].deck = b.new("militia", 0, 38)
    b.zones[1].deck = b.new("scout", 1, 38)
    return b.build(phase=Phase.REDRAW, turn=0, active=0, first=0)


def seen(picture: Picture) -> str:
    return "\n".join((*picture.texts, picture.alt))


def check(picture: Picture, lang: str, size: tuple[int, int] | None = (WIDTH, HEIGHT)) -> None:
    """A PNG of the size it says, readable on a phone, with alt text in its language."""
    with Image.open(io.BytesIO(picture.png)) as image:
        assert image.size == (picture.width, picture.height)
    if size is not None:
        assert (picture.width, picture.height) == size
    assert picture.smallest * 400 / picture.width >= 11, picture.smallest
    assert picture.alt and len(picture.alt) <= 1000
    assert has_japanese(picture.alt) == (lang == "ja"), picture.alt


@pytest.fixture(scope="module", autouse=True)
def kokuryoku_registered() -> Iterator[None]:
    """The layout while this module runs, as its entry point will register it."""
    layouts._LAYOUTS.ids()
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(layouts._LAYOUTS._items, "kokuryoku", renderer.kokuryoku.LAYOUT)
        yield


def board(
    shown: KokuView, lang: str = "ja", highlight: tuple[str, ...] = (), caption: str = ""
) -> Picture:
    return LAYOUT.board(shown, highlight, caption, None, lang)


def throng() -> KokuState:
    """The most a map holds in a real game: six units, each with three attachments, two of
    them standing on lands [KV-1], long English names, 9 chips; long player names; ●P2's
    invasion phase with its captain acting."""
    b = Builder()
    three = ("standard", "shield", "sword")
    b.unit(0, "captain", "A1", chips=9, attach=three)
    b.unit(0, "knight", "B2", chips=5, waiting=True, attach=("standard", "shield", "tome"))
    b.unit(0, "militia", "C2", chips=2, attach=three)
    b.unit(1, "captain", "B3", chips=9, attach=three)
    b.unit(1, "acolyte", "C4", chips=0, attach=("standard", "tome", "shield"))
    b.unit(1, "archer", "A2", chips=1, waiting=True, attach=three)
    b.land(0, "swamp", "B2")
    b.land(1, "swamp", "C4")
    b.zones[1].hand = b.new("letters", 1) + b.new("muster", 1)
    b.zones[0].deck, b.zones[1].deck = b.new("militia", 0, 5), b.new("scout", 1, 5)
    state = b.build(phase=Phase.INVASION, turn=12, active=1, first=0, power_seat=1)
    state.current = next(c for c, u in state.units.items() if u.square == square("B3"))
    names = ("Bartholomew the Exceedingly Verbose", "Maximiliana von Unreasonably-Long")
    state.setup = msgspec.structs.replace(state.setup, names=names)
    return state


def cell(label: str, turned: bool = False) -> tuple[int, int, int, int]:
    """Where a square is drawn on the board picture: row 1 at the bottom, A at the left;
    ``turned`` (the second player's view) the other way round [KV-1]."""
    col, row = ord(label[0]) - ord("A"), int(label[1]) - 1
    line, place = (row, 2 - col) if turned else (3 - row, col)
    w, h = (WIDTH - 2 * PAD) // 3, BOARD_H // 4
    top = 2 * BANNER_LINE + PANEL_H + PAD
    return (PAD + place * w, top + line * h, PAD + (place + 1) * w, top + (line + 1) * h)


def pixels(picture: Picture, box: tuple[int, int, int, int], rgb: tuple[int, int, int]) -> int:
    """How many pixels inside ``box`` are (nearly) the colour ``rgb``."""
    with Image.open(io.BytesIO(picture.png)) as image:
        zone = image.convert("RGB").crop(box)
        return sum(
            n
            for n, found in zone.getcolors(zone.width * zone.height) or []
            if all(abs(a - b) < 24 for a, b in zip(found, rgb, strict=True))
        )


def names_drawn(picture: Picture, names: set[str]) -> int:
    """How many of these names a picture drew, whole or narrowed and cut."""
    return sum(
        t in names or (t.endswith("…") and len(t) >= 3 and any(n.startswith(t[:-1]) for n in names))
        for t in picture.texts
    )


CAPTIONS = {
    "ja": "▲P1 の 烈風の遊撃隊長ヴァレンティーナ が B3 を攻撃した。",
    "en": "▲P1's Valentina attacked B3.",
}


def test_the_layout_is_kokuryoku_and_registers() -> None:
    assert LAYOUT.id == "kokuryoku" and layouts.get("kokuryoku") is LAYOUT
    assert LAYOUT.formation(view(crowded(), SPECTATOR), None, "ja") is None


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_kv_1_every_picture_is_sized_readable_and_described(lang: str) -> None:
    """Every picture of every position, for every viewer: its size, 11 px text on a phone,
    alt text in its language [KV-1][KV-8]."""
    for state in (crowded(), attacking(), redrawing(), throng()):
        for viewer in (SPECTATOR, 0, 1):
            shown = view(state, viewer)
            check(board(shown, lang, ("B2",), CAPTIONS[lang]), lang)
            check(board(shown, lang), lang)
            attack = LAYOUT.formation(shown, None, lang)
            assert (attack is None) == (state.attack is None)
            if attack is not None:
                check(attack, lang, size=(960, 590))
            if viewer in (0, 1):
                hand = LAYOUT.hand(shown, "Rokumon #kokuryoku", None, lang)
                check(hand, lang, size=None)
                assert hand.width == 960 and hand.height <= 1800
            screen = LAYOUT.screen(shown, lang)
            assert "+" + "-" * 26 + "+" in screen
            assert has_japanese(screen) == (lang == "ja"), screen


def _labels(picture: Picture) -> list[str]:
    squares = {BOARD.label(s) for s in BOARD.squares}
    return [t for t in picture.texts if t in squares]


def test_kv_1_the_map_is_labelled_from_the_first_player_and_turned_for_the_second() -> None:
    """A-C / 1-4 from the first player's side; each player sees their own sortie row at the
    bottom, the second player the map turned half a circle so that a printed range points
    as on the card [KV-1][KV-2][K-5.6]."""
    state = crowded()
    upright = [f"{c}{r}" for r in range(4, 0, -1) for c in "ABC"]
    turned = [f"{c}{r}" for r in range(1, 5) for c in "CBA"]
    for viewer in (SPECTATOR, 0):
        assert _labels(board(view(state, viewer))) == upright
        rows = [line[1:3] for line in LAYOUT.screen(view(state, viewer), "en").splitlines()]
        assert [r for r in rows if r in ("A4", "A1", "C1")] == ["A4", "A1"]
    assert _labels(board(view(state, 1))) == turned
    rows = [line[1:3] for line in LAYOUT.screen(view(state, 1), "en").splitlines()]
    assert [r for r in rows if r in ("C1", "C4")] == ["C1", "C4"]
    # the second player moving first: the first player (seat 1) sees row 1 at the bottom
    state.first = 1
    assert _labels(board(view(state, 1))) == upright
    assert _labels(board(view(state, 0))) == turned


def test_k_5_6_sortie_squares_are_tinted_in_their_owners_colour() -> None:
    """Each player's three sortie squares are their nearest row, tinted in their colour and
    marked with their shape; the middle rows are not [K-5.6][KV-1]."""
    shown = view(redrawing(), SPECTATOR)
    picture = board(shown, "ja")
    for label, tint in (("B1", SEAT_TINT[0]), ("C4", SEAT_TINT[1]), ("B2", (255, 255, 255))):
        box = cell(label)
        assert pixels(picture, box, tint) > 0.6 * (box[2] - box[0]) * (box[3] - box[1]), label
    assert picture.texts.count("▲P1の出撃マス") == 3 and picture.texts.count("●P2の出撃マス") == 3
    assert "▲P1の出撃マス A1・B1・C1、●P2の出撃マス A4・B4・C4" in picture.alt
    assert "▲P1's sortie squares A1, B1, C1" in board(shown, "en").alt
    turned = board(view(redrawing(), 1), "ja")
    assert pixels(turned, cell("B1", turned=True), SEAT_TINT[0]) > pixels(
        turned, cell("B1", turned=True), SEAT_TINT[1]
    )


def _at(state: KokuState, label: str) -> int:
    return next(card for card, body in state.units.items() if body.square == square(label))


def test_kv_6_a_unit_shows_its_chips_values_and_attachments() -> None:
    """A unit's tile: name, class, 攻 (with its attachments, ×hits) and 反, chips as pips and
    ``chips/max`` (the maximum with attachments), its attachments named
    [KV-6][KV-7][KV-10][K-5.4]."""
    state = crowded()
    ja, en = board(view(state, SPECTATOR), "ja"), board(view(state, SPECTATOR), "en")
    assert {"9/9", "3/5", "1/2", "2/3", "攻4×2", "反3", "攻2", "反1", "剣士", "騎兵"} <= set(
        ja.texts
    )
    assert {"ATK 4×2", "CTR 3", "Blade"} <= set(en.texts)
    assert {"銀の剣", "樫の盾", "王家の旗印", "雷の書"} <= set(ja.texts)
    assert (
        "B2: ▲P1 烈風の遊撃隊長ヴァレンティーナ（剣士） チップ9/9 攻4×2 反3 行動可能、"
        "装備 銀の剣・樫の盾・王家の旗印" in ja.alt
    )
    assert "A3: ●P2 Acolyte (Cleric) chips 3/3 ATK 2 CTR 0 Waiting, holding Thunder Tome" in en.alt
    # the pips: fewer chips, fewer pips in the owner's colour on the unit's square
    full = pixels(ja, cell("B2"), SEAT_INK[0])
    state.units[_at(state, "B2")].chips = 3
    fewer = board(view(state, SPECTATOR), "ja")
    assert "3/9" in fewer.texts and pixels(fewer, cell("B2"), SEAT_INK[0]) < full - 1000


def test_k_6_4_a_waiting_unit_is_tagged_and_grey() -> None:
    """待機 shows as a tag and a grey tile; the unit being activated says 行動中 and is
    outlined [K-6.1][K-6.4][KV-11]."""
    state = crowded()
    ja = board(view(state, SPECTATOR), "ja")
    assert ja.texts.count("待機") == 2 and "Waiting" in board(view(state, SPECTATOR), "en").texts
    assert "A1: ▲P1 蒼の騎士（騎兵） チップ3/5 攻2 反1 待機" in ja.alt
    grey = pixels(ja, cell("A1"), WAITING_TINT)
    state.units[_at(state, "A1")].waiting = False
    ready = board(view(state, SPECTATOR), "ja")
    assert (
        ready.texts.count("待機") == 1
        and "A1: ▲P1 蒼の騎士（騎兵） チップ3/5 攻2 反1 行動可能" in ready.alt
    )
    assert grey > 10000 and pixels(ready, cell("A1"), WAITING_TINT) < grey / 10
    acting = board(view(attacking(), SPECTATOR), "ja")
    assert "行動中" in acting.texts and "行動中" not in ja.texts
    assert (
        "烈風の遊撃隊長ヴァレンティーナ（剣士） チップ9/9 攻4×2 反3 行動中（行動済）" in acting.alt
    )


def test_kv_3_lands_are_named_with_what_they_bar() -> None:
    """A land's name and the classes it keeps out, a unit standing on a land too
    [KV-1][KV-3][K-6.2a]."""
    shown = view(crowded(), SPECTATOR)
    ja, en = board(shown, "ja"), board(shown, "en")
    assert {"底なし沼", "騎兵不可", "丘"} <= set(ja.texts) and "no Rider" in en.texts
    assert (
        "A2: 土地 底なし沼（騎兵は進入不可）" in ja.alt and "C2: 土地 丘（進入制限なし）" in ja.alt
    )
    assert "A2: land Bottomless Swamp (bars Rider)" in en.alt
    both = board(view(throng(), SPECTATOR), "en")  # a unit on a land: both said
    assert both.texts.count("no Rider") == 2 and "Azure Knight" in both.texts
    assert "B2: ▲P1 Azure Knight chips 5/8 ATK 3 CTR 2 Waiting, land Bottomless Swamp" in both.alt


def test_k_3_10_whose_turn_is_shown_apart_from_whose_phase() -> None:
    """The turn marker's holder and the phase's player, who differ in the second power phase
    of a turn; the turn marker in its holder's panel; who decides what [K-3.10][K-4.3][KV-4]."""
    shown = view(crowded(), SPECTATOR)
    ja, en = board(shown, "ja"), board(shown, "en")
    assert {"ターン3", "▲P1の手番", "●P2の国力フェイズ", "出撃・土地・支援・付与"} <= set(ja.texts)
    assert "ターン3。▲P1の手番。●P2の国力フェイズ。次: ●P2 出撃・土地・支援・付与" in ja.alt
    assert {"Turn 3", "▲P1's turn", "●P2's power phase"} <= set(en.texts)
    assert ja.texts.count("手番") == 1 and "turn marker" in en.texts
    screen = LAYOUT.screen(shown, "ja").splitlines()
    assert screen[0] == "== ターン3 ▲P1の手番 ／ ●P2の国力フェイズ =="
    assert screen[1].endswith("［手番］") and "［手番］" not in "\n".join(screen[2:])
    assert LAYOUT.screen(shown, "en").splitlines()[0] == (
        "== Turn 3 ▲P1's turn / ●P2's power phase =="
    )
    own = board(view(crowded(power_seat=0), SPECTATOR), "ja")
    assert "▲P1の国力フェイズ" in own.texts and "●P2の国力フェイズ" not in own.texts
    invasion = board(view(attacking(), SPECTATOR), "en")
    assert "▲P1's invasion phase (surprise window)" in invasion.texts
    assert "Next: ●P2 use a surprise card or pass" in invasion.alt
    setup = board(view(redrawing(), SPECTATOR), "ja")
    assert "準備（引き直し）" in setup.texts and not any(
        t.startswith("ターン") for t in setup.texts
    )


def test_kv_6_each_players_chips_and_zones() -> None:
    """Unused and used chips as counts and pips, chips on units [KV-6][K-5.5]; hand and deck
    counts; 戦場外 and 国外 [KV-18]."""
    state = crowded()
    ja, en = board(view(state, SPECTATOR), "ja"), board(view(state, SPECTATOR), "en")
    assert {
        "未使用 2",
        "使用済 5",
        "ユニット上 13",
        "未使用 12",
        "使用済 2",
        "ユニット上 6",
    } <= set(ja.texts)
    assert {"手札 4  山札 30  戦場外 3  国外 2", "手札 5  山札 28  戦場外 1  国外 0"} <= set(
        ja.texts
    )
    assert "Hand 4  Deck 30  Off-field 3  Exiled 2" in en.texts
    assert (
        "▲P1 Alice: 手札 4、山札 30、戦場外 3、国外 2、チップ 未使用2・使用済5・ユニット上13"
        in ja.alt
    )
    assert "chips: 2 unused, 5 used, 13 on units" in en.alt
    near = 2 * BANNER_LINE + PANEL_H + 2 * PAD + BOARD_H
    panel = (0, near, WIDTH, near + PANEL_H)  # ▲P1's panel, the near one
    used = pixels(ja, panel, (112, 117, 126))
    state.zones[0].unused, state.zones[0].used = 7, 0
    none_used = board(view(state, SPECTATOR), "ja")
    assert "使用済 0" in none_used.texts and pixels(none_used, panel, (112, 117, 126)) < used


def test_a_hand_card_never_shows_to_anyone_else() -> None:
    """●P2's hand is in no other viewer's picture, alt text or screen (the attack picture
    too), nor in their view's catalog; two positions that differ only in that hand draw the
    same for them."""
    state = attacking()
    other = attacking()
    other.setup = msgspec.structs.replace(
        other.setup,
        cards=tuple(
            CardInstance("wall", 1) if c.def_id == "letters" else c for c in other.setup.cards
        ),
    )
    for viewer in (SPECTATOR, 0):
        shown = view(state, viewer)
        assert "letters" not in shown.catalog
        for lang in ("ja", "en"):
            text = seen(board(shown, lang, ("B2",), CAPTIONS[lang])) + LAYOUT.screen(shown, lang)
            attack = LAYOUT.formation(shown, None, lang)
            assert attack is not None
            text += seen(attack)
            if viewer == 0:
                text += seen(LAYOUT.hand(shown, "t", None, lang))
            assert not any(name in text for name in SECRET)
            assert board(shown, lang).png == board(view(other, viewer), lang).png
            assert LAYOUT.screen(shown, lang) == LAYOUT.screen(view(other, viewer), lang)
    mine = view(state, 1)
    assert "密書" in seen(LAYOUT.hand(mine, "t", None, "ja")) and "密書" in LAYOUT.screen(
        mine, "ja"
    )
    with pytest.raises(ValueError):
        LAYOUT.hand(view(state, SPECTATOR), "t", None, "ja")


def test_the_highlight_outlines_the_last_actions_squares() -> None:
    """The squares the last action touched are outlined; nothing else on the map is drawn
    in the highlight colour."""
    shown = view(crowded(), SPECTATOR)
    top = 2 * BANNER_LINE + PANEL_H + PAD
    zone = (0, top, WIDTH, top + BOARD_H)
    one = pixels(board(shown, "ja", ("B2",)), zone, HIGHLIGHT)
    two = pixels(board(shown, "ja", ("B2", "C4")), zone, HIGHLIGHT)
    assert one > 3000 and two > 1.8 * one
    assert pixels(board(shown, "ja"), zone, HIGHLIGHT) == 0
    assert pixels(board(shown, "ja", ("C4",)), cell("C4"), HIGHLIGHT) > 3000


def test_ja_and_en_differ_and_the_caption_is_drawn() -> None:
    shown = view(crowded(), SPECTATOR)
    ja, en = board(shown, "ja", (), CAPTIONS["ja"]), board(shown, "en", (), CAPTIONS["en"])
    assert ja.png != en.png and ja.alt != en.alt
    assert CAPTIONS["ja"] in ja.texts and CAPTIONS["en"] in en.texts
    assert ja.alt.endswith(f"直前: {CAPTIONS['ja']}") and en.alt.endswith(CAPTIONS["en"])
    assert "（まだ行動なし）" in board(shown, "ja").texts


def test_the_picked_piece_shows_to_its_player() -> None:
    """A two-step move's picked unit is named and outlined for the player who picked it."""
    state = crowded(phase=Phase.INVASION, power_seat=0)
    state.picked = _at(state, "B2")
    mine = board(view(state, 0), "ja")
    name = "選択中: 烈風の遊撃隊長ヴァレンティーナ B2"
    assert name in mine.texts and name in mine.alt
    assert pixels(mine, cell("B2"), HIGHLIGHT) > 1000
    public = board(view(state, SPECTATOR), "ja")
    assert "選択中" not in seen(public) and pixels(public, cell("B2"), HIGHLIGHT) == 0
    assert "Picked: Valentina, Captain of the Roaming Gale Skirmishers B2" in LAYOUT.screen(
        view(state, 0), "en"
    )


def test_kv_14_the_result_replaces_the_next_decision() -> None:
    """A match's end shows who won and why [KV-14]; a reason this layout has no words for
    is said as the engine names it."""
    state = crowded()
    state.result = Result(reason="deck_out", winner=1)
    ja, en = board(view(state, SPECTATOR), "ja"), board(view(state, SPECTATOR), "en")
    assert (
        "●P2 の勝利（山札切れ【変則KV-14】）" in ja.texts
        and "●P2 の勝利（山札切れ【変則KV-14】）" in ja.alt
    )
    assert "●P2 wins (deck out [KV-14])" in en.alt and "Next" not in en.texts
    assert "●P2 の勝利（山札切れ【変則KV-14】）" in LAYOUT.screen(view(state, 0), "ja")
    assert "次: " not in LAYOUT.screen(view(state, 0), "ja")
    state.result = Result(reason="some_new_reason", winner=0)
    assert "▲P1 wins (some_new_reason)" in board(view(state, 0), "en").texts


def test_a_crowded_map_keeps_every_unit_and_attachment() -> None:
    """Six units with three attachments each, two on lands, 9 chips, long English names:
    every unit and attachment is drawn (narrowed or cut, never dropped), and the alt text
    shortens to fit and still names every square [KV-1][KV-6][K-5.4]."""
    state = throng()
    units = {
        CATALOG[k].name_in(lang)
        for k in ("captain", "knight", "militia", "archer", "acolyte")
        for lang in ("ja", "en")
    }
    held = {
        CATALOG[k].name_in(lang)
        for k in ("standard", "shield", "sword", "tome")
        for lang in ("ja", "en")
    }
    for lang in ("ja", "en"):
        picture = board(view(state, 1), lang, ("A1",), CAPTIONS[lang] * 5)
        check(picture, lang)
        assert names_drawn(picture, units) == 6 and names_drawn(picture, held) == 18
        assert all(f"{label}: " in picture.alt for label in ("A1", "A2", "B2", "C2", "B3", "C4"))
    assert board(view(state, 1), "en").texts.count("9/9") == 2


# -- the attack in its surprise window -------------------------------------------------------
def test_kv_8_the_attack_picture_shows_both_sides_and_the_sums() -> None:
    """The attacker and target with their squares, chips, 攻 and 反; the cost from the
    attacker's own chips, strike and guard so far, the damage ((攻 + strike - guard) x hits)
    and the counter; the defender answers first [KV-7][KV-8][KV-9][KV-10]."""
    shown = view(attacking(), SPECTATOR)
    ja, en = LAYOUT.formation(shown, None, "ja"), LAYOUT.formation(shown, None, "en")
    assert ja is not None and en is not None
    assert {"攻撃側", "防御側", "B2", "B3", "9/9", "1/1", "攻4×2", "反3", "偵察兵"} <= set(ja.texts)
    assert "コスト: 3×2 = チップ6（攻撃側の残り3）" in ja.texts
    assert "サプライズ: 強打 +1 ／ 防御 −0" in ja.texts
    assert "ダメージ: (4 +1 −0)×2 = 10 → 防御側は除去" in ja.texts
    assert "反撃なし（反0）" in ja.texts and "サプライズカードを使うかパス" in ja.texts
    assert "Damage: (4 + 1 − 0) × 2 = 10 → target removed" in en.texts
    assert (
        "Attack: ▲P1 Valentina, Captain of the Roaming Gale Skirmishers B2 → ●P2 Scout B3" in en.alt
    )
    assert "Next: ●P2 use a surprise card or pass" in en.alt
    assert "攻撃中: ▲P1 烈風の遊撃隊長ヴァレンティーナ B2 → ●P2 偵察兵 B3" in LAYOUT.screen(
        shown, "ja"
    )
    assert "攻撃中" in board(shown, "ja").alt


def _duel(attacker_at: str, magic: bool = False) -> KokuState:
    """▲P1's knight (or acolyte with a free magic card) attacks ●P2's archer on B4, whose
    range reaches B3, B2 and B1 (printed forward, turned for the second player [KV-2]);
    ●P2 guarded for 1."""
    b = Builder()
    key, attach = ("acolyte", ("tome",)) if magic else ("knight", ())
    attacker = b.unit(0, key, attacker_at, chips=3, attach=attach)
    target = b.unit(1, "archer", "B4", chips=3)
    state = b.build(phase=Phase.WINDOW, turn=2, active=0, first=0, power_seat=0)
    state.attack = Attack(attacker=attacker, target=target, guard=1, passed=[1])
    state.current = attacker
    return state


def test_kv_10_the_counter_needs_a_surviving_target_and_the_attacker_in_its_range() -> None:
    """A target that survives counters for its 反 when the attacker stands in its range, not
    otherwise; a free magic card makes the attack cost nothing [KV-7][KV-10]."""
    near = LAYOUT.formation(view(_duel("B2"), SPECTATOR), None, "ja")
    assert near is not None
    assert "ダメージ: (2 +0 −1)×1 = 1 → 防御側の残り2" in near.texts
    assert "反撃: 1（攻撃側は射程内）" in near.texts
    assert "サプライズカードを使うかパス" in near.texts and "▲P1" in near.texts  # its turn now
    far = LAYOUT.formation(view(_duel("A2"), SPECTATOR), None, "en")
    assert far is not None and "No counter (attacker out of range)" in far.texts
    free = LAYOUT.formation(view(_duel("B3", magic=True), SPECTATOR), None, "ja")
    assert free is not None and "コスト: 0（魔法）" in free.texts
    assert "ダメージ: (2 +0 −1)×1 = 1 → 防御側の残り2" in free.texts


# -- the hand ---------------------------------------------------------------------------------
def test_k_4_4_the_hand_shows_kind_class_values_ranges_and_effect() -> None:
    """Each hand card's kind, name, id, values of its kind and a short effect line; a unit's
    move and attack ranges as diagrams [K-4.4][KV-2][KV-7][KV-8]."""
    shown = view(crowded(), 0)
    ja, en = (LAYOUT.hand(shown, "Rokumon", None, lang) for lang in ("ja", "en"))
    for card in shown.players[0].hand or ():
        assert f"#{card.id}" in ja.texts and f"#{card.id}" in ja.alt
    assert {"サプライズ", "ユニット", "土地", "魔法", "奇策", "森の射手", "丘", "雷の書"} <= set(
        ja.texts
    )
    assert {
        "弓兵  気力3  攻1  反1",
        "攻撃宣言時",
        "攻撃中のダメージ+1",
        "攻+1  攻撃のチップ0",
    } <= set(ja.texts)
    assert {"移動", "射程", "移動: 前後左右1マス 射程: 前3・前2・前1"} <= set(ja.texts)
    assert {"Unit", "Surprise", "Move", "Range", "4 cards", "Deck 30", "Unused chips 2"} <= set(
        en.texts
    )
    box = (0, 0, WIDTH, ja.height)
    assert pixels(ja, box, MOVE_FILL) > 500 and pixels(ja, box, RANGE_FILL) > 200
    state = crowded()
    state.zones[0].hand = [
        c for c in state.zones[0].hand if state.setup.cards[c].def_id != "archer"
    ]
    no_unit = LAYOUT.hand(view(state, 0), "Rokumon", None, "ja")
    assert pixels(no_unit, (0, 0, WIDTH, no_unit.height), MOVE_FILL) < 50  # edges of green


def test_k_1_1_the_cards_chosen_for_the_redraw_are_marked() -> None:
    """The cards a player has set aside for the redraw are marked in their hand and screen,
    and nowhere for anyone else [K-1.1][K-1.2][KV-19]."""
    state = redrawing()
    shown = view(state, 0)
    ja, en = LAYOUT.hand(shown, "t", None, "ja"), LAYOUT.hand(shown, "t", None, "en")
    assert ja.texts.count("引き直し") == 2 and en.texts.count("Redraw") == 2
    assert "引き直しに選んだカード: #1 奇策, #2 底なし沼" in ja.alt
    assert LAYOUT.screen(shown, "ja").count("［引き直し］") == 2
    for viewer in (SPECTATOR, 1):
        assert "引き直し］" not in LAYOUT.screen(view(state, viewer), "ja")
    # whether the engine keeps a chosen card in the hand or not, it shows once, marked
    state.zones[0].hand = state.zones[0].hand[:1] + state.zones[0].hand[3:]
    apart = LAYOUT.hand(view(state, 0), "t", None, "ja")
    assert apart.texts.count("引き直し") == 2 and {"#1", "#2"} <= set(apart.texts)


def test_a_big_hand_counts_the_cards_it_has_no_room_for() -> None:
    """18 cards (more than the hand limit allows at an end phase [K-7.5]): the picture stays
    within its height, shows what fits and counts the rest."""
    state = crowded()
    b_cards = list(state.setup.cards)
    extra = list(range(len(b_cards), len(b_cards) + 14))
    b_cards += [CardInstance("militia", 0)] * 14
    state.setup = msgspec.structs.replace(state.setup, cards=tuple(b_cards))
    state.zones[0].hand += extra
    picture = LAYOUT.hand(view(state, 0), "t", None, "en")
    check(picture, "en", size=None)
    assert picture.height <= 1800
    shown = sum(t.startswith("#") for t in picture.texts)
    assert f"{18 - shown} more (listed in the message)" in picture.texts


# -- card text --------------------------------------------------------------------------------
def test_kv_2_describe_card_gives_each_kinds_fields_on_one_line() -> None:
    """The name first, the kind, then a unit's class, 気力, 攻 (×hits), 反, ranges and
    traits; a land's bars; an attachment's bonuses, holders and 象徴; a surprise card's
    timing and effect [KV-2][KV-3][KV-6][KV-7][KV-10][KV-15][KV-16][K-5.6b][K-6.4a]
    [K-7.1][K-7.4][KV-8][KV-17]."""
    d = LAYOUT.describe_card
    assert d(CATALOG["knight"], "ja") == (
        "蒼の騎士 ユニット 騎兵 気力5 攻2 反1 移動: 前2・左前・前1・右前 射程: 前後左右1マス"
    )
    assert d(CATALOG["captain"], "en") == (
        "Valentina, Captain of the Roaming Gale Skirmishers Unit Blade Morale 6 ATK 3×2 CTR 2 "
        "Move: 1 square any way Range: F2, FL, F1, FR Move again"
    )
    assert d(CATALOG["militia"], "ja").endswith(
        "攻1 移動: 前後左右1マス 射程: 前後左右1マス 一般兵"
    )
    assert (
        d(CATALOG["scout"], "en") == "Scout Unit Archer Morale 1 no attack Move: 1 square straight"
    )
    assert d(CATALOG["acolyte"], "ja").endswith(
        "クラスチェンジ→bishop（修練） 世代交代（子: novice） 親の支援 チップ+2"
    )
    assert d(CATALOG["swamp"], "ja") == "底なし沼 土地 騎兵不可"
    assert d(CATALOG["hill"], "en") == "Hill Land Bars: none"
    assert d(CATALOG["sword"], "ja") == "銀の剣 武器 攻+1 剣士用"
    assert d(CATALOG["tome"], "en") == "Thunder Tome Magic ATK +1 attacks cost no chips"
    assert d(CATALOG["standard"], "ja") == "王家の旗印 アイテム 気力+2 象徴1"
    assert d(CATALOG["shield"], "en") == "Oaken Shield Item CTR +1 Morale +1"
    assert d(CATALOG["feint"], "ja") == "奇策 サプライズ 攻撃宣言時: 攻撃中のダメージ+1"
    assert d(CATALOG["letters"], "en") == (
        "Secret Letters Surprise start of the end phase: draw 2 card(s)"
    )
    assert d(CATALOG["muster"], "en").endswith("gains up to 1 chip(s) from your unused pile")


def test_kv_2_card_lines_give_the_whole_card_with_range_diagrams() -> None:
    """Every printed field a line, and a unit's movement and attack ranges drawn forward up
    (``@`` the unit) [KV-2][KV-7]."""
    assert LAYOUT.card_lines(CATALOG["captain"], "ja") == [
        "烈風の遊撃隊長ヴァレンティーナ (captain) ユニット",
        "クラス: 剣士",
        "気力: 6",
        "攻撃: 3（2回）",
        "反撃: 2",
        "移動: 周囲1マス",
        "射程: 前2・左前・前1・右前",
        "特性: 再移動",
        "テキスト: 再移動を持つ。",
        "フレーバー: 風より速く。",
        "レアリティ: SR",
        "  移動        射程",
        "  . . . . .   . . o . .",
        "  . o o o .   . o o o .",
        "  . o @ o .   . . @ . .",
        "  . o o o .   . . . . .",
        "  . . . . .   . . . . .",
    ]
    archer = LAYOUT.card_lines(CATALOG["archer"], "en")
    assert "Range: F3, F2, F1" in archer and "  . . . o . . .   . . . o . . ." in archer
    scout = LAYOUT.card_lines(CATALOG["scout"], "en")
    assert "Attack: no attack" in scout and scout[-6] == "  Move" and "Range" not in scout[-6]
    assert LAYOUT.card_lines(CATALOG["swamp"], "ja") == ["底なし沼 (swamp) 土地", "進入不可: 騎兵"]
    assert LAYOUT.card_lines(CATALOG["standard"], "en") == [
        "Royal Standard of the Old Kingdom (standard) Item",
        "Bonus: Morale +2",
        "Held by: any class",
        "Symbol: 1 chip(s) at its owner's end phase",
    ]
    assert LAYOUT.card_lines(CATALOG["tome"], "ja")[1] == "修正: 攻+1 攻撃のチップ0"
    assert LAYOUT.card_lines(CATALOG["sword"], "ja")[2] == "装備できるクラス: 剣士"
    assert LAYOUT.card_lines(CATALOG["wall"], "en") == [
        "Iron Wall (wall) Surprise",
        "Timing: when an attack is declared",
        "Effect: the attack in progress deals 2 less damage",
    ]


@pytest.mark.parametrize("card", sorted(CATALOG))
def test_every_kind_has_its_card_picture(card: str) -> None:
    """The card drawn large, its name and kind, and a unit's numbers and range diagrams
    [KV-2][KV-6][KV-7]."""
    face = CATALOG[card]
    for lang in ("ja", "en"):
        picture = LAYOUT.card_picture(face, None, lang)
        # a class a land or an attachment names prints in Japanese only (card data)
        english = dataclasses.replace(
            picture, alt=picture.alt.replace("騎兵", "").replace("剣士", "")
        )
        check(english if lang == "en" else picture, lang, size=None)
        assert picture.width == 640
        assert face.name_in(lang).split()[0] in " ".join(picture.texts)
        assert picture.alt.startswith(face.name_in(lang))
        if isinstance(face, UnitDef):
            assert str(face.morale) in picture.texts
            assert ("移動" if lang == "ja" else "Move") in picture.texts
            box = (0, 0, 640, picture.height)
            assert pixels(picture, box, MOVE_FILL) > 2000


# -- the console ------------------------------------------------------------------------------
def test_the_console_screen() -> None:
    """The map as text with labels, sortie squares, lands, units; both players' counts and
    chips; 戦場外 and 国外 by name; every card on the map in detail; the attack; the viewer's
    hand; who decides next [K-3.10][KV-1][KV-3][KV-6][KV-8][KV-18]."""
    ja = LAYOUT.screen(view(attacking(), 0), "ja")
    en = LAYOUT.screen(view(attacking(), 0), "en")
    rules_drawn = [line for line in ja.splitlines() if line.startswith("+")]
    assert len(rules_drawn) == 5 and all(line.count("+") == 4 for line in rules_drawn)  # 3x4
    lines = ja.splitlines()
    assert lines[0] == "== ターン3 ▲P1の手番 ／ ▲P1の侵攻フェイズ（サプライズの機会） =="
    assert lines[1] == (
        "▲P1 Alice: 手札4 山札30 戦場外3 国外2 ／ チップ 未使用2 使用済5 ユニット上13 ［手番］"
    )
    assert "  戦場外: 村の民兵×2、奇策" in lines and "  国外: 鉄壁×2" in lines
    assert "|A1 P1出撃" in ja and "| 底なし沼: 騎兵不可" in ja and "| P2#9 偵察兵" in ja
    assert "|  攻4×2 反3 9/9 ooooooooo |" in ja and "|  待機" in ja and "|  +銀の剣" in ja
    assert "  A1 ▲P1 #4 蒼の騎士 騎兵 チップ3/5 攻2 反1 待機" in lines
    assert "  A2 #10 土地 底なし沼（騎兵は進入不可）" in lines
    assert any(
        line.startswith("攻撃中: ▲P1 烈風の遊撃隊長ヴァレンティーナ B2 → ●P2") for line in lines
    )
    assert "手札:" in lines and "  #12 奇策 サプライズ 攻撃宣言時: 攻撃中のダメージ+1" in lines
    assert lines[-1] == "次: ●P2 サプライズカードを使うかパス"
    assert "  A2 #10 land Bottomless Swamp (bars Rider)" in en and "Hand:" in en
    assert en.splitlines()[-1] == "Next: ●P2 use a surprise card or pass"
    public = LAYOUT.screen(view(attacking(), SPECTATOR), "ja")
    assert "手札:" not in public and "#12" not in public
