"""Deus's pictures and console screen (renderer/deus/): sizes, alt text in both languages,
readable on a phone (11 px text at 400 px wide), what they draw (the front line and the
territories [D-BOARD-2..4], used levels of 8 [D-BOARD-1], markers [D-CTRL-1][D-POST-2], ★
[D-BOARD-9], token areas [D-BOARD-8], the draft [D-DECK-*], the battle [D-BAT-FLOW], the hand
with ★ costs [D-COST-1]) and what they never draw (a face-down summoner [D-DECK-3e][R18] or a
hand [D-BOARD-5] that is not the viewer's). Deus's card text (renderer/moncolle/cardtext.py): ritual
spells [D-CARD-RS-2], tokens [D-CARD-TOK-1][R16], ★ costs, [速攻] [D-TIM-QUICK].

Positions come from fixed-seed games of random legal actions over the shipped half-decks;
the ``deus`` deck rules and layout are registered for this module only, as their entry points
will register them.
"""

from __future__ import annotations

import io
import random
from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
from picture_checks import readable_on_a_phone, units_drawn
from PIL import Image

import carddb.deus
import carddb.rulesets
import engine.deus  # noqa: F401  (registers Deus's messages and family policy)
import renderer.deus
from carddb.catalog import shipped_index
from carddb.deus.pool import draft_setup
from carddb.text import has_japanese
from engine.deus import rules
from engine.deus.actions import ChooseSummoner
from engine.deus.decision import current
from engine.deus.setup import new_state
from engine.deus.state import MatchState
from engine.deus.view import View, view
from engine.kernel.door import sample_chance
from engine.kernel.state import SPECTATOR
from engine.moncolle.abilities import Ability, Cost, Draw, Period, Timing
from engine.moncolle.actions import AddMove
from engine.moncolle.cards import Printing, RitualSpellDef, SummonerDef, UnitDef
from engine.moncolle.traits import Attribute, MoveType
from renderer import layouts
from renderer.deus import LAYOUT
from renderer.draw import HIGHLIGHT, Picture
from renderer.moncolle import cardtext
from renderer.moncolle.card import render_card

WIDTH, HEIGHT = 960, 720
NAMES = ("Alice", "Bob")  # ASCII, so that English text holds no Japanese but the cards'
KINDS = (
    "draft-pick",
    "draft-build",
    "setup",
    "rearrange",
    "main",
    "tokens",
    "markers",
    "intercept-offer",
    "battle",
    "result",
)


@pytest.fixture(scope="module", autouse=True)
def deus_registered() -> Iterator[None]:
    """Deus's deck rules (to read the shipped pool) and layout while this module runs."""
    carddb.rulesets.ids(), layouts._LAYOUTS.ids()  # load the entry points first
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(carddb.rulesets._RULES._items, "deus", carddb.deus.RULES)
        patch.setitem(layouts._LAYOUTS._items, "deus", renderer.deus.LAYOUT)
        yield


def _kinds(state: MatchState) -> list[str]:
    """Which of the positions the tests want ``state`` is."""
    found = []
    draft, phase = state.draft, state.phase.value
    if phase == "draft" and draft.step.value == "pick" and sum(map(len, draft.factions)) == 2:
        found.append("draft-pick")
    if phase == "draft" and draft.step.value == "build" and state.chance is None:
        builder = current(state).actor
        ready = builder in (0, 1) and draft.summoner[builder] < 0 and draft.chosen[builder]
        if ready and draft.summoner[1 - builder] >= 0 and len(draft.chosen[builder]) > 8:
            found.append("draft-build")
    if phase == "setup":
        found.append("setup")
    if phase == "main" and state.battle is None and len(state.units) >= 8:
        found.append("main")
        if state.tokens[0] or state.tokens[1]:
            found.append("tokens")
    if state.control and state.battled:
        found.append("markers")
    if state.intercept_at >= 0 and state.plan:
        found.append("intercept-offer")
    if state.battle is not None and state.battle.step.value == "normal":
        found.append("battle")
    return found


@pytest.fixture(scope="module")
def positions() -> dict[str, MatchState]:
    """The first position of each kind in fixed-seed games of random legal actions."""
    found: dict[str, MatchState] = {}
    index = shipped_index("deus")
    for seed in range(30):
        state, _ = new_state(draft_setup(index, seed, NAMES))
        rng = random.Random(seed)
        while state.result is None:
            for kind in _kinds(state):
                found.setdefault(kind, state)
            legal = None if state.chance is not None else rules.legal_actions(state)
            moves = [a for a in legal or () if isinstance(a, AddMove)]
            if state.phase.value == "summon" and moves and "rearrange" not in found:
                found["rearrange"] = rules.apply(state, moves[0])[0]  # [D-TURN-4-D]
            action = sample_chance(state) if legal is None else rng.choice(legal)
            state, _ = rules.apply(state, action)
        found.setdefault("result", state)
        if all(kind in found for kind in KINDS):
            return found
    raise AssertionError(f"not found: {sorted(set(KINDS) - set(found))}")


def named(text: str, name: str) -> bool:
    """``name`` drawn whole, or cut after at least its first three characters."""
    return text == name or (text.endswith("…") and len(text) >= 4 and name.startswith(text[:-1]))


def seen(picture: Picture) -> str:
    return "\n".join((*picture.texts, picture.alt))


def check(picture: Picture, lang: str, *, fixed: bool = True) -> None:
    """A PNG of the size it says, readable on a phone, with alt text in its language."""
    with Image.open(io.BytesIO(picture.png)) as image:
        assert image.size == (picture.width, picture.height)
    assert picture.width == WIDTH
    assert picture.height == HEIGHT if fixed else picture.height <= 1600
    assert readable_on_a_phone(picture), picture.smallest
    assert picture.alt
    if lang == "en":
        assert not has_japanese(picture.alt), picture.alt
    else:
        assert has_japanese(picture.alt)


def test_the_layout_is_deus_and_registers() -> None:
    assert LAYOUT.id == "deus" and layouts.get("deus") is LAYOUT


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("kind", KINDS)
def test_every_picture_is_sized_readable_and_described(
    positions: dict[str, MatchState], kind: str, lang: str
) -> None:
    state = positions[kind]
    for viewer in (SPECTATOR, 0, 1):
        shown = view(state, viewer)
        check(LAYOUT.board(shown, (), "caption", None, lang), lang)
        formation = LAYOUT.formation(shown, None, lang)
        assert (formation is None) == (state.battle is None)
        if formation is not None:
            check(formation, lang)
        if viewer in (0, 1) and state.phase.value != "draft":
            check(LAYOUT.hand(shown, "Rokumon #deus", None, lang), lang, fixed=False)
        screen = LAYOUT.screen(shown, lang)
        assert screen.strip()
        if lang == "en":
            assert not has_japanese(screen), screen


def test_the_board_marks_the_front_line_territories_and_used_levels(
    positions: dict[str, MatchState],
) -> None:
    shown = view(positions["main"], SPECTATOR)
    picture = LAYOUT.board(shown, (), "", None, "ja")
    texts = picture.texts
    assert texts.count("前線") == 3  # A2 B2 C2 [D-BOARD-4]
    # a crowded column narrows a territory's name, never its owner's mark
    assert sum(named(t, "▲P1 の領土") for t in texts) == 3
    assert sum(named(t, "●P2 の領土") for t in texts) == 3
    assert sum(t.endswith("/8") for t in texts) == 9
    units = sum(len(spot.units) for spot in shown.areas)
    assert units_drawn(picture, shown) == units
    english = LAYOUT.board(shown, (), "", None, "en").texts
    assert english.count("Front") == 3 and sum(named(t, "▲P1 territory") for t in english) == 3


def test_the_board_draws_the_markers_with_words_and_names_them(
    positions: dict[str, MatchState],
) -> None:
    state = positions["markers"]
    shown = view(state, SPECTATOR)
    ja, en = (LAYOUT.board(shown, (), "", None, lang) for lang in ("ja", "en"))
    assert "支配中" in ja.texts and "戦闘済" in ja.texts
    assert "Control" in en.texts and "Battled" in en.texts
    mover = f"{'▲●'[state.active]}P{state.active + 1}"
    assert f"支配中マーカー（{mover}）" in ja.alt and "戦闘済マーカー" in ja.alt
    assert f"control marker ({mover})" in en.alt and "battle marker" in en.alt
    cleared = tuple(msgspec.structs.replace(a, control=False, battled=False) for a in shown.areas)
    plain = LAYOUT.board(msgspec.structs.replace(shown, areas=cleared), (), "", None, "ja")
    assert not {"支配中", "戦闘済"} & set(plain.texts) and "マーカー" not in plain.alt


def test_the_board_shows_power_counts_summoners_and_token_areas(
    positions: dict[str, MatchState],
) -> None:
    state = positions["tokens"]
    shown = view(state, SPECTATOR)
    picture = LAYOUT.board(shown, (), "", None, "en")
    for player in shown.players:
        assert f"★{player.power}" in picture.texts
        assert f"power ★{player.power}" in picture.alt
        assert f"Hand {player.hand_count}" in picture.alt
        assert player.summoner is not None  # revealed at setup [D-SET-1]
        name = shown.catalog[player.summoner.def_id].name_in("en")
        assert any(named(t, name) for t in picture.texts) and f"summoner {name}" in picture.alt
    owner = next(p for p in shown.players if p.tokens)
    names = [shown.catalog[c.def_id].name_in("en") for c in owner.tokens]
    line = next(t for t in picture.texts if t.startswith("Token area"))
    assert line.startswith(f"Token area {len(owner.tokens)}")
    assert all(name in picture.alt for name in names)


def test_the_highlight_outlines_an_area_in_the_grid(positions: dict[str, MatchState]) -> None:
    shown = view(positions["main"], SPECTATOR)

    def highlighted(picture: Picture) -> int:
        with Image.open(io.BytesIO(picture.png)) as image:
            grid = image.convert("RGB").crop((0, 80, WIDTH, 600))
            return sum(
                n
                for n, rgb in grid.getcolors(WIDTH * HEIGHT) or []
                if all(abs(a - b) < 24 for a, b in zip(rgb, HIGHLIGHT, strict=True))
            )

    assert highlighted(LAYOUT.board(shown, ("B2",), "", None, "ja")) > 500
    assert highlighted(LAYOUT.board(shown, (), "", None, "ja")) == 0


def test_the_interception_offer_names_its_area_and_the_planned_moves(
    positions: dict[str, MatchState],
) -> None:
    state = positions["intercept-offer"]
    shown = view(state, SPECTATOR)
    area = shown.intercept_at
    ja, en = (LAYOUT.board(shown, (), "", None, lang) for lang in ("ja", "en"))
    assert "迎撃可" in ja.texts and f"{area} へ迎撃可" in ja.alt
    assert "May intercept" in en.texts and f"may intercept at {area}" in en.alt
    assert any(t.startswith("迎撃予定") for t in ja.texts)
    assert f"→{area}" in ja.alt
    assert f"迎撃可: {area}" in LAYOUT.screen(shown, "ja")


def test_a_rearrangement_is_named_so(positions: dict[str, MatchState]) -> None:
    """Moves planned in the normal summon phase rearrange the territory [D-TURN-4-D][R20]."""
    shown = view(positions["rearrange"], SPECTATOR)
    (unit, to), *_ = shown.plan
    ja = LAYOUT.board(shown, (), "", None, "ja")
    assert any(t.startswith("入れ替え予定") for t in ja.texts) and f"→{to}" in ja.alt
    assert f"Rearranging: #{unit}→{to}" in LAYOUT.screen(shown, "en")


def test_before_the_first_player_is_known_no_territory_has_an_owner(
    positions: dict[str, MatchState],
) -> None:
    shown = view(positions["setup"], SPECTATOR)
    texts = LAYOUT.board(shown, (), "", None, "en").texts
    assert texts.count("territory") == 6 and texts.count("Front") == 3


def test_a_hand_never_shows_in_another_viewers_picture(positions: dict[str, MatchState]) -> None:
    state = positions["battle"]
    public = set(view(state, SPECTATOR).catalog)  # the faces a spectator may see
    for seat in (0, 1):
        hidden = {state.setup.cards[c].def_id for c in state.players[seat].hand} - public
        names = {state.setup.catalog[d].name_in(lang) for d in hidden for lang in ("ja", "en")}
        assert names, "a test position with nothing hidden proves nothing"
        for viewer in (SPECTATOR, 1 - seat):
            shown = view(state, viewer)
            for lang in ("ja", "en"):
                pictures = [LAYOUT.board(shown, (), "", None, lang)]
                pictures.append(LAYOUT.formation(shown, None, lang))
                text = "\n".join(seen(p) for p in pictures if p is not None)
                text += LAYOUT.screen(shown, lang)
                assert not any(name in text for name in names)
        own = LAYOUT.hand(view(state, seat), "t", None, "ja")
        assert any(name in seen(own) for name in names)
    with pytest.raises(ValueError):
        LAYOUT.hand(view(state, SPECTATOR), "t", None, "ja")


def test_which_summoner_was_chosen_face_down_never_shows(
    positions: dict[str, MatchState],
) -> None:
    """Two drafts that differ only in the builder's face-down summoner draw the same
    pictures for everyone else [D-DECK-3e][R18]; the builder sees its own choice."""
    state = positions["draft-build"]
    builder = current(state).actor
    choices = [a for a in rules.legal_actions(state) if isinstance(a, ChooseSummoner)]
    assert len(choices) == 2
    after = [rules.apply(state, choice)[0] for choice in choices]
    for viewer in (SPECTATOR, 1 - builder):
        for lang in ("ja", "en"):
            first, second = (LAYOUT.board(view(s, viewer), (), "", None, lang) for s in after)
            assert first.png == second.png and first.alt == second.alt
            assert LAYOUT.screen(view(after[0], viewer), lang) == LAYOUT.screen(
                view(after[1], viewer), lang
            )
        other = LAYOUT.board(view(after[0], viewer), (), "", None, "ja")
        assert "裏向き" in other.texts and "召喚術師 裏向き" in other.alt
    mine = [LAYOUT.board(view(s, builder), (), "", None, "ja") for s in after]
    assert mine[0].png != mine[1].png and "あなたの召喚術師" in mine[0].texts


def test_the_draft_shows_factions_takers_and_the_viewers_progress(
    positions: dict[str, MatchState],
) -> None:
    state = positions["draft-build"]
    builder = current(state).actor
    shown = view(state, builder)
    draft = shown.draft
    assert draft is not None
    picture = LAYOUT.board(shown, (), "", None, "ja")
    for index, faction in enumerate(draft.factions):
        assert faction.name in picture.texts and str(index + 1) in picture.texts
    for seat, tag in ((0, "▲P1 が選択"), (1, "●P2 が選択")):
        assert picture.texts.count(tag) == len(state.draft.factions[seat])
    counts = {f: sum(1 for g, _ in draft.chosen if g == f) for f in state.draft.factions[builder]}
    for count in counts.values():
        assert f"選んだカード {count}/15" in picture.texts
    assert f"デッキ {len(draft.chosen)}/30" in picture.texts
    public = LAYOUT.board(view(state, SPECTATOR), (), "", None, "ja")
    assert not any(t.startswith("選んだカード") for t in public.texts)
    english = LAYOUT.board(view(state, SPECTATOR), (), "", None, "en")
    assert all(f.name_en in english.texts for f in draft.factions)
    screen = LAYOUT.screen(shown, "en")
    assert f"Your faction {state.draft.factions[builder][0] + 1} " in screen
    assert screen.count("\n  *") == len(draft.chosen)
    pick = LAYOUT.board(view(positions["draft-pick"], SPECTATOR), (), "", None, "en")
    assert "Faction picks (A, B, B, A)" in pick.texts and "not taken" in pick.texts


def test_the_battle_picture_is_deus_s(positions: dict[str, MatchState]) -> None:
    state = positions["battle"]
    shown = view(state, SPECTATOR)
    battle = shown.battle
    assert battle is not None
    ja, en = (LAYOUT.formation(shown, None, lang) for lang in ("ja", "en"))
    assert ja is not None and en is not None
    assert "普通タイミング" in ja.texts and "前線地形" in ja.texts
    assert "Normal timing" in en.texts and "Front line" in en.texts
    assert any(t.startswith("イニシアチブ ダイス") for t in ja.texts)  # decided by then
    assert "迎撃" not in seen(ja)
    # a view that says the battle came of an interception [D-INT-1]
    tagged = msgspec.structs.replace(shown, intercepted=True)
    defender = f"{'▲●'[battle.defender]}P{battle.defender + 1}"
    picture = LAYOUT.formation(tagged, None, "ja")
    assert picture is not None and f"迎撃 {defender}" in picture.texts
    assert f"迎撃 {defender}" in picture.alt
    assert f"戦闘 {battle.area}（迎撃）" in LAYOUT.board(tagged, (), "", None, "ja").texts
    assert "a battle of an interception" in LAYOUT.screen(tagged, "en")


def test_the_hand_has_power_abilities_and_the_token_area(positions: dict[str, MatchState]) -> None:
    state = positions["tokens"]
    seat = next(s for s in (0, 1) if state.tokens[s])
    shown = view(state, seat)
    picture = LAYOUT.hand(shown, "Rokumon", None, "ja")
    player = shown.players[seat]
    assert f"パワー ★{player.power}" in picture.texts
    assert any(t.startswith(f"トークン置き場 {len(player.tokens)}:") for t in picture.texts)
    assert f"パワー ★{player.power}" in picture.alt and "トークン置き場" in picture.alt
    for card in player.hand or ():
        assert f"#{card.id}" in picture.texts
    abilities = [a for c in player.hand or () for a in shown.catalog[c.def_id].abilities if a.text]
    if abilities:
        assert any(t.startswith(("Battle", "Field")) for t in picture.texts)


def _crowded(shown: View, battle: int, others: int) -> View:
    """``shown`` with ``battle`` level-1 units a side in the battle's area and ``others`` in
    every other area (its owner's in a territory, the second seat's on the front line)."""
    unit = next(u for spot in shown.areas for u in spot.units)
    small = msgspec.structs.replace(unit, level=1, tapped=False)
    number = iter(range(1000))

    def crowd(spot: Any) -> Any:
        if shown.battle is not None and spot.label == shown.battle.area:
            owners = [0, 1] * battle
        else:
            owners = [spot.home if spot.home in (0, 1) else 1] * others
        units = tuple(
            msgspec.structs.replace(
                small, owner=o, card=msgspec.structs.replace(small.card, id=next(number))
            )
            for o in owners
        )
        return msgspec.structs.replace(spot, units=units)

    return msgspec.structs.replace(shown, areas=tuple(crowd(s) for s in shown.areas))


def test_a_busy_board_is_drawn_in_full(positions: dict[str, MatchState]) -> None:
    """A battle of four units a side and three units in every other area: every unit has
    its tile [D-BOARD-1]."""
    crowded = _crowded(view(positions["battle"], SPECTATOR), 4, 3)
    for lang in ("ja", "en"):
        picture = LAYOUT.board(crowded, (), "", None, lang)
        check(picture, lang)
        assert units_drawn(picture, crowded) == sum(len(s.units) for s in crowded.areas)
        assert not any(t.startswith("+") for t in picture.texts)


def test_a_crowd_keeps_the_size_and_counts_what_has_no_room(
    positions: dict[str, MatchState],
) -> None:
    """Eight level-1 units a side in a battle and four in every other area (more than a
    30-card deck [D-DECK-0] fields in practice): the board keeps its size and counts the
    units it has no tile for."""
    crowded = _crowded(view(positions["battle"], SPECTATOR), 8, 4)
    picture = LAYOUT.board(crowded, (), "", None, "ja")
    check(picture, "ja")
    counted = sum(int(t[1:]) for t in picture.texts if t.startswith("+") and t[1:].isdigit())
    assert units_drawn(picture, crowded) + counted == sum(len(s.units) for s in crowded.areas)


def test_the_result_is_in_the_banner(positions: dict[str, MatchState]) -> None:
    state = positions["result"]
    assert state.result is not None and state.result.winner is not None
    picture = LAYOUT.board(view(state, SPECTATOR), (), "", None, "en")
    won = f"{'▲●'[state.result.winner]}P{state.result.winner + 1} wins"
    assert any(t.startswith(won) for t in picture.texts) and won in picture.alt


def test_the_console_screen(positions: dict[str, MatchState]) -> None:
    state = positions["markers"]
    ja = LAYOUT.screen(view(state, state.active), "ja")
    en = LAYOUT.screen(view(state, state.active), "en")
    rules_drawn = [line for line in ja.splitlines() if line.startswith("+")]
    assert len(rules_drawn) == 4 and all(line.count("+") == 4 for line in rules_drawn)  # 3x3
    assert "[支配中]" in ja and "[戦闘済]" in ja and "[control]" in en and "[battled]" in en
    for seat in (0, 1):
        assert f"P{seat + 1} {NAMES[seat]} ★{state.power[seat]}:" in ja
    assert "手札:" in ja and ja.splitlines()[-1].startswith("次: ")
    assert "Hand:" in en and en.splitlines()[-1].startswith("Next: ")
    public = LAYOUT.screen(view(state, SPECTATOR), "ja")
    assert "手札:" not in public


# -- card text --------------------------------------------------------------------------------
RITUAL = RitualSpellDef(
    id="t-r",
    name="星詠みの大儀式",
    name_en="Great Rite of Starsong",
    type="儀式",
    type_en="Rite",
    abilities=(
        Ability(
            text="カードを2枚引く。",
            text_en="Draw two cards.",
            period=Period.FIELD,
            timing=Timing.RITUAL,
            cost=Cost(power=2),
            effect=(Draw(to="controller", count=2),),
        ),
    ),
)
TOKEN = UnitDef(
    id="t-t",
    name="影の子",
    name_en="Shadow Child",
    race="影",
    race_en="Shade",
    attribute=Attribute.DARK,
    level=1,
    attack=1,
    defence=1,
    move=MoveType.FLY,
    token=True,
    never_to_hand=True,
    abilities=(
        Ability(
            text="Battle [速攻] 〈コスト：★1〉何もしない。",
            text_en="Battle [Quick] <Cost: ★1> Nothing.",
            period=Period.BATTLE,
            timing=Timing.QUICK,
            cost=Cost(power=1),
        ),
    ),
)
SUMMONER = SummonerDef(
    id="t-s",
    name="試しの術師",
    name_en="Trial Summoner",
    epithet="見習い",
    epithet_en="Apprentice",
    type="術師",
    type_en="Mage",
    printing=Printing(faction="試し"),
)


def test_a_ritual_spell_as_text_and_picture() -> None:
    assert cardtext.kind_name(RITUAL, "ja") == "儀式スペル"
    assert cardtext.describe_card(RITUAL, "en") == "Great Rite of Starsong Ritual spell"
    assert cardtext.fields(RITUAL, "ja") == [("タイプ", "儀式")]  # no attribute [D-CARD-RS-2]
    lines = cardtext.card_lines(RITUAL, "en")
    assert lines[0] == "Great Rite of Starsong (t-r) Ritual spell"
    # the ★ cost its text leaves out is said [D-COST-1]
    assert lines[-1] == "1. [Field] [Ritual] <Cost: ★2> Draw two cards."
    assert "〈コスト：★2〉" in cardtext.ability_line(RITUAL.abilities[0], "ja")
    picture = render_card(RITUAL, lang="ja")
    assert "儀式スペル" in picture.texts and "〈コスト：★2〉" in " ".join(picture.texts)


def test_a_token_and_its_quick_timing_as_text() -> None:
    assert (
        cardtext.kind_name(TOKEN, "ja") == "トークン" and cardtext.kind_name(TOKEN, "en") == "Token"
    )
    rows = dict(cardtext.fields(TOKEN, "en"))
    assert rows["Token"].startswith("never in a deck") and "never to a hand" in rows["Token"]
    line = cardtext.ability_line(TOKEN.abilities[0], "en")
    assert line == "Battle [Quick] <Cost: ★1> Nothing."  # printed ★: nothing added
    assert cardtext.ability_head(TOKEN.abilities[0], "en") == "[Battle] [Quick]"
    assert cardtext.describe_card(TOKEN, "ja").startswith("影の子 トークン 魔 Lv1")
    assert "トークン" in render_card(TOKEN, lang="ja").texts


def test_a_summoner_without_arcana_prints_no_empty_row() -> None:
    labels = [name for name, _ in cardtext.fields(SUMMONER, "ja")]
    assert labels == ["二つ名", "タイプ"]  # Deus summoners have no arcana [D-CARD-SUM]
    assert "アルカナ" not in render_card(SUMMONER, lang="ja").texts


def test_deus_one_line_fields_name_statics_and_spell_attributes(
    positions: dict[str, MatchState],
) -> None:
    catalog = positions["main"].setup.catalog
    slotted = next(
        c for c in catalog.values() if isinstance(c, UnitDef) and "※" in c.statics.spell_slots
    )
    assert "※" in LAYOUT.describe_card(slotted, "ja") and "スペル:" in LAYOUT.describe_card(
        slotted, "ja"
    )
    spell = next(c for c in catalog.values() if type(c).__name__ == "SpellDef")
    assert LAYOUT.describe_card(spell, "en").endswith(
        f"Battle spell {cardtext.value_name(spell.attribute.value, 'en')}"
    )
