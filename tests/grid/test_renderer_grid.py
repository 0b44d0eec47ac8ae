"""The grid game's pictures and console screen (renderer/grid/): sizes, alt text in both
languages, readable on a phone (11 px text at 400 px wide), what they draw (the 4x5 battle
zone labelled from the first player's side [G-2.1][G-R1], bases with their life counts
[G-11.3], stacks and their totals [G-9.9][G-FAQ-4], used move and attack rights [G-R10],
resource zones tapped and untapped [G-2.2][G-8.2][G-R6], the counts of hands, decks and
graveyards [G-2.3]) and what they never draw (a life card's face [G-3.6][G-R19], another
player's hand, a secret base choice [G-R3]). The card text of each kind [G-7.*][G-8.1].

Positions are built by hand from a small test catalog (the rules are not needed to draw).
"""

from __future__ import annotations

import io
from collections.abc import Iterator

import msgspec
import pytest
from PIL import Image

import renderer.grid
from carddb.text import has_japanese
from engine.grid.board import BOARD
from engine.grid.cards import BaseDef, CardDef, EntityDef, Movement, Shape, Side, SpellDef, Target
from engine.grid.state import GridState, Phase, Zones
from engine.grid.view import GridView, view
from engine.kernel.state import SPECTATOR, CardInstance, MatchSetup, Result
from renderer import layouts
from renderer.draw import HIGHLIGHT, Picture
from renderer.grid import LAYOUT
from renderer.grid.board import BANNER_LINE, BOARD_H, HEIGHT, PAD, PANEL_H, WIDTH

NAMES = ("Alice", "Bob")
RED = {"familia": "紅蓮の国", "familia_en": "Crimson Realm"}
BLUE = {"familia": "蒼の国", "familia_en": "Azure Realm"}
CATALOG: dict[str, CardDef] = {
    "e-fire": EntityDef(
        id="e-fire",
        name="炎の剣士",
        name_en="Flame Swordsman",
        cost=2,
        power=3,
        race="人間",
        race_en="Human",
        text="このエンティティを召喚したとき、カードを1枚引く。",
        text_en="When you summon this entity, draw a card.",
        flavor="剣は炎より熱く。",
        flavor_en="A blade hotter than fire.",
        rarity="R",
        **RED,
    ),
    "e-rook": EntityDef(
        id="e-rook",
        name="疾風の騎兵隊長ガルディオス",
        name_en="Gardios, Captain of the Northern Gale Cavalry",
        cost=3,
        power=2,
        movement=Movement.ROOK,
        **RED,
    ),
    "e-bishop": EntityDef(
        id="e-bishop",
        name="月影の僧",
        name_en="Moonshadow Monk",
        cost=2,
        power=1,
        movement=Movement.BISHOP,
        hits=2,
        **RED,
    ),
    "e-lance": EntityDef(
        id="e-lance",
        name="槍持ち",
        name_en="Spear Bearer",
        cost=1,
        power=2,
        movement=Movement.LANCE,
        reach=1,
        **BLUE,
    ),
    "e-secret": EntityDef(
        id="e-secret", name="秘伝の巻物番", name_en="Keeper of Scrolls", cost=1, power=1, **BLUE
    ),
    "b-fort": BaseDef(
        id="b-fort",
        name="紅蓮の砦",
        name_en="Crimson Fortress",
        cost=3,
        life=4,
        text="ターン終了時、カードを1枚引く。",
        text_en="At the end of your turn, draw a card.",
        **RED,
    ),
    "b-tower": BaseDef(
        id="b-tower", name="蒼潮の塔", name_en="Azure Tide Tower", cost=3, life=3, **BLUE
    ),
    "s-storm": SpellDef(
        id="s-storm",
        name="火炎の嵐",
        name_en="Firestorm",
        cost=2,
        target=Target.SQUARE,
        shape=Shape.AROUND,
        text="選んだマスとその周囲8マスの敵エンティティすべてを破壊する。",
        text_en="Destroy every enemy entity on the chosen square and the 8 around it.",
        **RED,
    ),
    "s-bolt": SpellDef(
        id="s-bolt",
        name="雷撃",
        name_en="Thunderbolt",
        cost=1,
        target=Target.ENTITY,
        side=Side.ENEMY,
        **BLUE,
    ),
}
SECRET = ("秘伝の巻物番", "Keeper of Scrolls")  # only ever a life card or deep in a deck


def square(label: str) -> int:
    return BOARD.index(ord(label[0]) - ord("A"), int(label[1:]) - 1)


class Builder:
    """Card instances handed out by printed id and owner, then put where a test wants them."""

    def __init__(self) -> None:
        self.cards: list[CardInstance] = []

    def new(self, def_id: str, seat: int, count: int = 1) -> list[int]:
        start = len(self.cards)
        self.cards += [CardInstance(def_id, seat) for _ in range(count)]
        return list(range(start, start + count))


def crowded() -> GridState:
    """Turn 5, ▲P1's move phase: ▲P1's base on B1 with 4 life, a 3-stack on B3 (one
    entity moved, one moved and attacked), a boosted lance on A2, 12 resource cards (5
    tapped); ●P2's base on C5 with 3 life, a stack of two on C4 (a long English name), an
    entity on D3; life cards of a name seen nowhere else."""
    b = Builder()
    fort, tower = b.new("b-fort", 0)[0], b.new("b-tower", 1)[0]
    life = {fort: b.new("e-secret", 0, 4), tower: b.new("e-secret", 1, 3)}
    stack = b.new("e-fire", 0) + b.new("e-rook", 0) + b.new("e-bishop", 0)
    lance = b.new("e-lance", 0)
    theirs = b.new("e-fire", 1) + b.new("e-rook", 1)
    lone = b.new("e-bishop", 1)
    resources = [b.new("e-fire", 0, 6) + b.new("s-storm", 0, 6), b.new("e-lance", 1, 4)]
    hands = [b.new("s-storm", 0) + b.new("e-rook", 0) + b.new("b-fort", 0), b.new("s-bolt", 1, 6)]
    graves = [b.new("e-bishop", 0, 2), b.new("e-fire", 1, 1)]
    decks = [b.new("e-fire", 0, 20), b.new("e-lance", 1, 18)]
    squares: list[list[int]] = [[] for _ in BOARD.squares]
    squares[square("B1")], squares[square("C5")] = [fort], [tower]
    squares[square("B3")], squares[square("A2")] = stack, lance
    squares[square("C4")], squares[square("D3")] = theirs, lone
    zones = [
        Zones(
            deck=decks[seat],
            hand=hands[seat],
            graveyard=graves[seat],
            resources=resources[seat],
            tapped=resources[seat][:5] if seat == 0 else [],
        )
        for seat in (0, 1)
    ]
    setup = MatchSetup(
        "grid", 7, CATALOG, tuple(b.cards), (tuple(decks[0]), tuple(decks[1])), NAMES
    )
    return GridState(
        setup=setup,
        zones=zones,
        squares=squares,
        life=life,
        moved=[stack[0], stack[1]],
        attacked=[stack[1]],
        boost={lance[0]: 2},
        phase=Phase.MOVE,
        turn=5,
        active=0,
        first=0,
    )


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
def grid_registered() -> Iterator[None]:
    """The layout while this module runs, as its entry point will register it."""
    layouts._LAYOUTS.ids()
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(layouts._LAYOUTS._items, "grid", renderer.grid.LAYOUT)
        yield


def test_the_layout_is_grid_and_registers() -> None:
    assert LAYOUT.id == "grid" and layouts.get("grid") is LAYOUT
    assert LAYOUT.formation(view(crowded(), SPECTATOR), None, "ja") is None


def setup_state(chosen: str = "b-fort") -> GridState:
    """The setup [G-3.2][G-R3]: ▲P1 has chosen ``chosen`` in secret, ●P2 has not yet."""
    b = Builder()
    base = b.new(chosen, 0)[0]
    others = b.new("b-tower", 1)
    decks = [b.new("e-fire", 0, 39), others + b.new("e-lance", 1, 38)]
    zones = [Zones(deck=decks[0], base=base), Zones(deck=decks[1])]
    setup = MatchSetup(
        "grid", 7, CATALOG, tuple(b.cards), (tuple([base, *decks[0]]), tuple(decks[1])), NAMES
    )
    return GridState(setup=setup, zones=zones, phase=Phase.CHOOSE_BASE, active=1)


def board(
    shown: GridView, lang: str = "ja", highlight: tuple[str, ...] = (), caption: str = ""
) -> Picture:
    return LAYOUT.board(shown, highlight, caption, None, lang)


CAPTIONS = {"ja": "▲P1 の 炎の剣士 が C4 を攻撃した。", "en": "▲P1's Flame Swordsman attacked C4."}


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_g_2_1_every_picture_is_sized_readable_and_described(lang: str) -> None:
    """[G-2.1][G-2.2][G-2.3]"""
    for state in (crowded(), setup_state()):
        for viewer in (SPECTATOR, 0, 1):
            shown = view(state, viewer)
            check(board(shown, lang, ("B3",), CAPTIONS[lang]), lang)
            check(board(shown, lang), lang)
            if viewer in (0, 1):
                hand = LAYOUT.hand(shown, "Rokumon #grid", None, lang)
                check(hand, lang, size=None)
                assert hand.width == 960 and hand.height <= 1600
            screen = LAYOUT.screen(shown, lang)
            assert "+------------------+" in screen
            assert has_japanese(screen) == (lang == "ja"), screen


def _labels(picture: Picture) -> list[str]:
    squares = {BOARD.label(s) for s in BOARD.squares}
    return [t for t in picture.texts if t in squares]


def test_g_r1_row_1_is_at_the_bottom_for_the_first_player_and_spectators() -> None:
    """Squares are labelled A-D / 1-5 from the first player's side, drawn top row first;
    the second player sees their own front row (row 5) at the bottom [G-R1][G-4]."""
    state = crowded()
    top_down = [f"{c}{r}" for r in range(5, 0, -1) for c in "ABCD"]
    for viewer in (SPECTATOR, 0):
        assert _labels(board(view(state, viewer))) == top_down
        rows = [line[1:3] for line in LAYOUT.screen(view(state, viewer), "en").splitlines()]
        assert [r for r in rows if r in ("A5", "A1")] == ["A5", "A1"]
    second = _labels(board(view(state, 1)))
    assert second == [f"{c}{r}" for r in range(1, 6) for c in "ABCD"]
    rows = [line[1:3] for line in LAYOUT.screen(view(state, 1), "en").splitlines()]
    assert [r for r in rows if r in ("A5", "A1")] == ["A1", "A5"]


def test_g_11_3_bases_show_their_familia_and_life_count() -> None:
    """A base's life is shown as a count, in the picture and its alt text [G-11.3][G-R19]."""
    shown = view(crowded(), SPECTATOR)
    ja, en = board(shown, "ja"), board(shown, "en")
    assert "B1: ▲P1 の拠点 紅蓮の砦、ライフ 4" in ja.alt
    assert "C5: ●P2 の拠点 蒼潮の塔、ライフ 3" in ja.alt
    assert "B1: ▲P1 base Crimson Fortress, Life 4" in en.alt
    assert {"ライフ 4", "ライフ 3", "紅蓮の砦", "蒼潮の塔", "紅蓮の国", "蒼の国"} <= set(ja.texts)
    assert ja.texts.count("拠点") == 2 and en.texts.count("Base") == 2


def test_g_r19_a_life_cards_face_never_shows() -> None:
    """Life cards lie face down: no viewer's picture, alt text or screen names them, and no
    view carries their face [G-3.6][G-R19]; another player's hand never shows either."""
    state = crowded()
    assert sum(len(pile) for pile in state.life.values()) == 7  # they are there, unseen
    hidden = (*SECRET, "雷撃", "Thunderbolt")  # the life cards; ●P2's hand
    for viewer in (SPECTATOR, 0, 1):
        shown = view(state, viewer)
        assert "e-secret" not in shown.catalog
        for lang in ("ja", "en"):
            text = seen(board(shown, lang, ("B1",), CAPTIONS[lang])) + LAYOUT.screen(shown, lang)
            if viewer in (0, 1):
                text += seen(LAYOUT.hand(shown, "t", None, lang))
            assert not any(name in text for name in SECRET)
            if viewer != 1:
                assert not any(name in text for name in hidden)
    assert "雷撃" in seen(LAYOUT.hand(view(state, 1), "t", None, "ja"))
    with pytest.raises(ValueError):
        LAYOUT.hand(view(state, SPECTATOR), "t", None, "ja")


def test_g_r3_a_chosen_base_shows_to_its_player_only() -> None:
    """Which base a player set aside stays secret until it is placed [G-3.2][G-R3]: two
    setups that differ only in that choice draw the same for everyone else."""
    fort, tower = setup_state("b-fort"), setup_state("b-tower")
    for viewer in (SPECTATOR, 1):
        for lang in ("ja", "en"):
            first, second = board(view(fort, viewer), lang), board(view(tower, viewer), lang)
            assert first.png == second.png and first.alt == second.alt
            assert LAYOUT.screen(view(fort, viewer), lang) == LAYOUT.screen(
                view(tower, viewer), lang
            )
    public = board(view(fort, SPECTATOR))
    assert "拠点選択済" in public.texts and "拠点選択中" in public.texts
    assert "紅蓮の砦" not in seen(public)
    own = board(view(fort, 0))
    assert "選んだ拠点: 紅蓮の砦" in own.texts and "選んだ拠点: 紅蓮の砦" in own.alt
    assert "選んだ拠点: 紅蓮の砦" in seen(LAYOUT.hand(view(fort, 0), "t", None, "ja"))
    assert "Your base: Crimson Fortress" in LAYOUT.screen(view(fort, 0), "en")
    # the setup has no turn number yet; its phase names it
    assert "準備（拠点の選択）" in public.texts and not any(
        t.startswith("ターン") for t in public.texts
    )


def test_g_9_9_a_stack_shows_each_entity_its_rights_and_the_total() -> None:
    """A square's power is the sum of its entities [G-9.9][G-FAQ-4]; each entity's used
    move and attack rights are marked [G-R10]; a boost this turn is shown beside it."""
    shown = view(crowded(), SPECTATOR)
    ja, en = board(shown, "ja"), board(shown, "en")
    assert "計6" in ja.texts and "計5" in ja.texts and "Sum 6" in en.texts
    # the legend draws each tag once; B3's entities: two moved, one of them attacked
    assert ja.texts.count("移") == 1 + 2 and ja.texts.count("攻") == 1 + 1
    assert en.texts.count("M") == 1 + 2 and en.texts.count("A") == 1 + 1
    assert "移動済" in ja.texts and "attacked" in en.texts
    assert "疾風の騎兵隊長ガルディオス パワー2（移動済、攻撃済）" in ja.alt
    assert "月影の僧 パワー1、計6" not in ja.alt and "合計パワー6" in ja.alt
    assert "Spear Bearer power 4 (+2)" in en.alt and "（+2）" in ja.texts
    assert {"3", "2", "1", "4"} <= set(ja.texts) and "飛車" in ja.texts and "香車" in ja.texts
    assert "D3: ●P2 月影の僧 パワー1" in ja.alt


def _crowd() -> GridState:
    """A 4-stack of ▲P1's on B3, a 5-stack of ●P2's on D3 (more than a square has room
    for), a base with 9 life."""
    state = crowded()
    fort = state.squares[square("B1")][0]
    state.life[fort] += state.zones[0].deck[:5]
    del state.zones[0].deck[:5]
    state.squares[square("B3")].append(state.squares[square("A2")].pop())
    state.squares[square("D3")] += state.zones[1].resources
    state.zones[1].resources, state.zones[1].tapped = [], []
    return state


def names_drawn(picture: Picture) -> int:
    """How many card names a picture drew, whole or narrowed and cut."""
    names = {name for face in CATALOG.values() for name in (face.name, face.name_in("en"))}
    return sum(
        t in names or (t.endswith("…") and len(t) >= 3 and any(n.startswith(t[:-1]) for n in names))
        for t in picture.texts
    )


def test_a_crowded_square_draws_four_entities_and_counts_the_rest() -> None:
    """Four entities on a square keep their tiles; a square with more counts those it has
    no room for; a base with 9 life keeps its count [G-9.8][G-9.9][G-11.3]."""
    shown = view(_crowd(), SPECTATOR)
    entities = sum(len(s.entities) for s in shown.squares)
    assert [len(shown.squares[square(at)].entities) for at in ("B3", "D3")] == [4, 5]
    for lang in ("ja", "en"):
        picture = board(shown, lang)
        check(picture, lang)
        counted = sum(int(t[1:]) for t in picture.texts if t[:1] == "+" and t[1:].isdigit())
        assert counted == 2  # D3 shows 3 tiles and "+2"
        assert names_drawn(picture) - 2 + counted == entities  # the 2 bases are named too
    en = board(shown, "en")
    assert "Life 9" in en.texts and "B1: ▲P1 base Crimson Fortress, Life 9" in en.alt
    assert "total power 10" in en.alt  # B3: 3 + 2 + 1 + 4


def test_long_english_names_narrow_then_cut() -> None:
    """A long name never runs out of its square: narrowed, then cut with an ellipsis; a
    lone entity's name gets a second line."""
    state = crowded()
    state.squares[square("D3")], state.squares[square("C4")] = (
        state.squares[square("C4")][1:],
        state.squares[square("C4")][:1] + state.squares[square("D3")],
    )
    texts = board(view(state, SPECTATOR), "en").texts
    long = CATALOG["e-rook"].name_en
    assert "Gardios," in texts  # alone on D3: two lines
    assert any(t.endswith("…") and long.startswith(t[:-1]) for t in texts)  # B3's 3-stack


def test_the_highlight_outlines_the_last_actions_squares() -> None:
    """The squares the last action touched are outlined; nothing else in the battle zone
    is drawn in the highlight colour."""
    shown = view(crowded(), SPECTATOR)

    def highlighted(picture: Picture) -> int:
        top = 2 * BANNER_LINE + PANEL_H + PAD
        with Image.open(io.BytesIO(picture.png)) as image:
            zone = image.convert("RGB").crop((0, top, WIDTH, top + BOARD_H))
            return sum(
                n
                for n, rgb in zone.getcolors(WIDTH * HEIGHT) or []
                if all(abs(a - b) < 24 for a, b in zip(rgb, HIGHLIGHT, strict=True))
            )

    one, two = (highlighted(board(shown, "ja", marked)) for marked in (("B3",), ("B3", "C4")))
    assert one > 3000 and two > 1.8 * one
    assert highlighted(board(shown, "ja")) == 0
    assert "B3" in board(shown, "ja", ("B3",)).texts


def test_ja_and_en_differ_and_the_caption_is_drawn() -> None:
    shown = view(crowded(), SPECTATOR)
    ja, en = board(shown, "ja", (), CAPTIONS["ja"]), board(shown, "en", (), CAPTIONS["en"])
    assert ja.png != en.png and ja.alt != en.alt
    assert CAPTIONS["ja"] in ja.texts and CAPTIONS["en"] in en.texts
    assert ja.alt.endswith(f"直前: {CAPTIONS['ja']}") and en.alt.endswith(CAPTIONS["en"])
    assert "（まだ行動なし）" in board(shown, "ja").texts


def test_g_8_2_each_players_zones_and_counts() -> None:
    """Resource cards tapped and untapped [G-8.2][G-R6]; hand, deck and graveyard counts
    [G-2.3][G-R19]; the turn, its player, the phase and who decides [G-5.4]."""
    shown = view(crowded(), SPECTATOR)
    ja, en = board(shown, "ja"), board(shown, "en")
    assert {"リソース 12", "未タップ 7 / タップ 5", "リソース 4", "未タップ 4 / タップ 0"} <= set(
        ja.texts
    )
    assert {"手札 3  山札 20  墓地 2", "手札 6  山札 18  墓地 1"} <= set(ja.texts)
    assert {"Resources 12", "untapped 7 / tapped 5", "Hand 3  Deck 20  Graveyard 2"} <= set(
        en.texts
    )
    assert "▲P1 Alice: 手札 3、山札 20、墓地 2、リソース 12（未タップ 7 / タップ 5）" in ja.alt
    assert {"ターン 5", "▲P1 の手番", "移動フェイズ", "移動と攻撃", "Alice", "Bob"} <= set(ja.texts)
    assert "Next: ▲P1 move and attack" in en.alt
    assert "あなた" not in ja.texts and "あなた" in board(view(crowded(), 1)).texts


def test_the_picked_piece_shows_to_its_player() -> None:
    """A two-step move's picked piece is named and outlined for the player who picked it."""
    state = crowded()
    state.picked = state.squares[square("B3")][2]
    mine = board(view(state, 0), "ja")
    assert "選択中: 月影の僧 B3" in mine.texts and "選択中: 月影の僧 B3" in mine.alt
    assert "選択中" not in seen(board(view(state, SPECTATOR), "ja"))
    assert "Picked: Moonshadow Monk B3" in LAYOUT.screen(view(state, 0), "en")


def test_the_result_replaces_the_next_decision() -> None:
    """The match's end: a winner [G-1.1], or a draw when both lose at once [G-R14]."""
    state = crowded()
    state.result = Result(reason="bases_destroyed", winner=1)
    ja, en = board(view(state, SPECTATOR), "ja"), board(view(state, SPECTATOR), "en")
    assert "●P2 の勝利（拠点全滅）" in ja.texts and "●P2 の勝利（拠点全滅）" in ja.alt
    assert "●P2 wins (all bases destroyed)" in en.alt and "Next" not in en.texts
    assert "●P2 の勝利（拠点全滅）" in LAYOUT.screen(view(state, 0), "ja")
    assert "次: " not in LAYOUT.screen(view(state, 0), "ja")
    state.result = Result(reason="simultaneous", winner=None)
    assert "引き分け（同時に敗北条件）" in board(view(state, 0), "ja").texts
    assert "Draw (both lost at once)" in board(view(state, 0), "en").alt


def test_the_console_screen() -> None:
    """The board as text with labels, both players' zones, the cards on the battle zone,
    the viewer's hand and who decides next [G-2.1][G-2.2][G-2.3][G-R10][G-9.9]."""
    state = crowded()
    ja = LAYOUT.screen(view(state, 0), "ja")
    en = LAYOUT.screen(view(state, 0), "en")
    rules_drawn = [line for line in ja.splitlines() if line.startswith("+")]
    assert len(rules_drawn) == 6 and all(line.count("+") == 5 for line in rules_drawn)  # 4x5
    assert ja.splitlines()[0] == "== ターン5 P1の手番 移動フェイズ =="
    assert "P1 Alice: 手札3 山札20 墓地2 リソース12（未タップ 7 / タップ 5）" in ja
    assert "  リソース: 未タップ: 炎の剣士、火炎の嵐×6 / タップ済: 炎の剣士×5" in ja
    assert "  墓地: 月影の僧×2" in ja
    assert "|B3 計6" in ja and "|C5 P2拠点#1" in ja and " ライフ4" in ja
    assert " P1#10 2 移攻 疾風" in ja
    assert "  B3 P1 #10 疾風の騎兵隊長ガルディオス パワー2 飛車 移動済、攻撃済" in ja
    assert "  A2 P1 #12 槍持ち パワー4(+2) 香車" in ja
    assert "  B1 P1 #0 紅蓮の砦 拠点 ライフ4" in ja
    assert "手札:" in ja and "  #34 紅蓮の砦 拠点 コスト3 紅蓮の国 ライフ4" in ja
    assert ja.splitlines()[-1] == "次: ▲P1 移動と攻撃"
    assert (
        "|B3 sum 6" in en and "Hand:" in en and en.splitlines()[-1] == "Next: ▲P1 move and attack"
    )
    assert "  C5 P2 #1 Azure Tide Tower base, life 3" in en
    public = LAYOUT.screen(view(state, SPECTATOR), "ja")
    assert "手札:" not in public and "#34" not in public


def test_the_hand_shows_cost_kind_familia_numbers_and_effect() -> None:
    """Each hand card's cost [G-7.1], kind [G-8.1], familia [G-7.4], numbers [G-7.7]
    [G-11.3] and effect [G-7.5]; what the untapped resources can pay [G-8.2]."""
    shown = view(crowded(), 0)
    ja, en = (LAYOUT.hand(shown, "Rokumon", None, lang) for lang in ("ja", "en"))
    for card in shown.players[0].hand or ():
        assert f"#{card.id}" in ja.texts and f"#{card.id}" in ja.alt
    assert {"呪文", "エンティティ", "拠点", "2", "3"} <= set(ja.texts)
    # the fields wrap between words, never inside one
    assert "紅蓮の国 ライフ4" in ja.texts and {"紅蓮の国 パワー2", "飛車"} <= set(ja.texts)
    assert any(t.startswith("選んだマスとその周囲8マス") for t in ja.texts)
    assert "支払える リソース 7/12" in ja.texts and "手札 3枚" in ja.texts
    assert {"Spell", "Entity", "Base", "Can pay 7 of 12 resources"} <= set(en.texts)
    assert any(t.startswith("Destroy every enemy entity") for t in en.texts)
    empty = msgspec.structs.replace(
        shown,
        players=(
            msgspec.structs.replace(shown.players[0], hand=(), hand_count=0),
            shown.players[1],
        ),
    )
    assert "手札はありません" in LAYOUT.hand(empty, "t", None, "ja").texts


# -- card text --------------------------------------------------------------------------------
def test_g_7_describe_card_names_each_kinds_fields() -> None:
    """One line, the name first: cost, familia, race, and power with movement, 多点 and
    射程 (entity), life (base), target and area (spell) [G-7.1][G-7.4][G-7.7][G-8.1]
    [G-10.4][G-11.3][G-R8]."""
    d = LAYOUT.describe_card
    assert d(CATALOG["e-fire"], "ja") == "炎の剣士 エンティティ コスト2 紅蓮の国 人間 パワー3 王将"
    assert (
        d(CATALOG["e-bishop"], "en")
        == "Moonshadow Monk Entity Cost 2 Crimson Realm Power 1 Bishop Multi-hit 2"
    )
    assert d(CATALOG["e-lance"], "ja").endswith("パワー2 香車 射程1")
    assert d(CATALOG["b-fort"], "ja") == "紅蓮の砦 拠点 コスト3 紅蓮の国 ライフ4"
    assert d(CATALOG["b-fort"], "en") == "Crimson Fortress Base Cost 3 Crimson Realm Life 4"
    assert (
        d(CATALOG["s-storm"], "ja")
        == "火炎の嵐 呪文 コスト2 紅蓮の国 対象:マス 範囲:そのマスと周囲8マス"
    )
    assert (
        d(CATALOG["s-bolt"], "en")
        == "Thunderbolt Spell Cost 1 Azure Realm Target: one entity (enemy)"
    )


def test_g_7_card_lines_give_the_whole_card() -> None:
    """Every printed field a line: kind, cost, familia, race, power and movement, effect,
    flavour, rarity [G-7.1]-[G-7.8]; a base's life; a spell's target and area."""
    assert LAYOUT.card_lines(CATALOG["e-fire"], "ja") == [
        "炎の剣士 (e-fire) エンティティ",
        "コスト: 2",
        "ファミリア: 紅蓮の国",
        "種族: 人間",
        "パワー: 3",
        "移動: 王将（周囲1マス）",
        "効果: このエンティティを召喚したとき、カードを1枚引く。",
        "フレーバー: 剣は炎より熱く。",
        "レアリティ: R",
    ]
    lance = LAYOUT.card_lines(CATALOG["e-lance"], "en")
    assert "Movement: Lance (up to 2 forward)" in lance and "Reach: 1" in lance
    assert "Multi-hit: 2" in LAYOUT.card_lines(CATALOG["e-bishop"], "en")
    assert LAYOUT.card_lines(CATALOG["b-fort"], "en") == [
        "Crimson Fortress (b-fort) Base",
        "Cost: 3",
        "Familia: Crimson Realm",
        "Life: 4",
        "Effect: At the end of your turn, draw a card.",
    ]
    storm = LAYOUT.card_lines(CATALOG["s-storm"], "ja")
    assert storm[0] == "火炎の嵐 (s-storm) 呪文" and "対象: マス" in storm
    assert "範囲: そのマスと周囲8マス" in storm
    assert "Target: one entity (enemy)" in LAYOUT.card_lines(CATALOG["s-bolt"], "en")


@pytest.mark.parametrize("card", sorted(CATALOG))
def test_g_8_1_every_kind_has_its_card_picture(card: str) -> None:
    face = CATALOG[card]
    for lang in ("ja", "en"):
        picture = LAYOUT.card_picture(face, None, lang)
        check(picture, lang, size=None)
        assert picture.width == 640
        assert face.name_in(lang) in " ".join(picture.texts) and str(face.cost) in picture.texts
        assert picture.alt.startswith(face.name_in(lang))  # a long name wraps
        number = {"EntityDef": "power", "BaseDef": "life", "SpellDef": "target"}[
            type(face).__name__
        ]
        label = {
            "power": {"ja": "パワー", "en": "Power"},
            "life": {"ja": "ライフ", "en": "Life"},
            "target": {"ja": "対象", "en": "Target"},
        }
        assert label[number][lang] in picture.texts
