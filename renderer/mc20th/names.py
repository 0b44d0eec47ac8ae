"""What mc20th's pictures say of a view, in Japanese or English: card names, phases, who
decides, the result, each side's mark, and which side is drawn nearest the viewer (the first
player's back row, mc20th [5-2]).
"""

from __future__ import annotations

from engine.kernel.events import Shown
from engine.kernel.messages import decision_name
from engine.kernel.state import CHANCE, SPECTATOR, Result
from engine.mc20th.view import View
from engine.moncolle.cards import CardDef
from renderer.draw import seat_tag
from renderer.log import END_REASONS
from renderer.log import PHASE_NAMES as LOG_PHASES
from renderer.words import pick

PHASE_NAMES, END_NAMES = LOG_PHASES, END_REASONS  # one wording for the log and pictures
# every word a picture draws besides card names and the engine's decision names
LABELS = {
    "turn": ("ターン {n}", "Turn {n}"),
    "turn_of": ("{seat} の手番", "{seat}'s turn"),
    "next": ("次", "Next"),
    "dice": ("ダイス／シャッフル", "dice / shuffle"),
    "you": ("あなた", "you"),
    "hand": ("手札", "Hand"),
    "deck": ("山札", "Deck"),
    "discard": ("捨札", "Discard"),
    "removed": ("除外", "Removed"),
    "summoner": ("召喚術師", "Summoner"),
    "hq": ("本陣", "HQ"),
    "proxy": ("代理地形", "Proxy"),
    "empty": ("空き地", "Open ground"),
    "battle_at": ("戦闘 {area}", "Battle in {area}"),
    "battle": ("戦闘中", "Battle"),
    "instant": ("即", "IS"),
    "plan": ("進軍予定", "Advancing:"),
    "draw": ("引き分け（{reason}）", "Draw ({reason})"),
    "win": ("{seat} の勝利（{reason}）", "{seat} wins ({reason})"),
    "enemy_units": ("敵陣のユニット {detail}", "units in enemy territory {detail}"),
    "board_alt": ("モンコレ20th の盤面", "Monster Collection 20th board"),
    "units_alt": ("{seat}: ユニット {n} 体", "{seat}: {n} units"),
    "last_alt": ("直前: {caption}", "last: {caption}"),
}


def sentences(parts: list[str], lang: str) -> str:
    """Alt text's parts as sentences, punctuated for the language."""
    return ("。" if lang == "ja" else ". ").join(parts)


def word(key: str, lang: str, **params: object) -> str:
    return pick(LABELS, key, lang, **params)


def phase_name(phase: str, lang: str) -> str:
    names = PHASE_NAMES.get(phase)
    return names[lang == "en"] if names else phase


def face_of(view: View, card: Shown) -> CardDef | None:
    return view.catalog.get(card.def_id)


def card_name(view: View, card: Shown, lang: str = "ja") -> str:
    found = face_of(view, card)
    if found is None:
        return card.def_id
    named = getattr(found, "name_in", None)
    return str(named(lang)) if named is not None else found.name


def decision_text(view: View, lang: str = "ja") -> str:
    """Who must decide what now, e.g. "▲P1 隊列変更タイミング (B2)"."""
    kind = decision_name(view.decision.kind, lang)
    area = view.decision.area
    where = (f"（{area}）" if lang == "ja" else f" ({area})") if area else ""
    actor = view.decision.actor
    if actor == CHANCE:
        return f"{word('dice', lang)}{where}"
    if actor < 0:
        return kind
    return f"{seat_tag(actor)} {kind}{where}"


def result_text(result: Result, lang: str = "ja") -> str:
    names = END_NAMES.get(result.reason)
    reason = names[lang == "en"] if names else result.reason
    if result.detail:
        reason += " " + word("enemy_units", lang, detail=result.detail)
    if result.winner is None:
        return word("draw", lang, reason=reason)
    return word("win", lang, seat=seat_tag(result.winner), reason=reason)


def bottom_is_first(view: View) -> bool:
    """Whether row 1 (the first player's back row) is drawn nearest (at the bottom of a
    portrait picture, at the left of the landscape board)."""
    return view.viewer in (SPECTATOR, view.first_player) or view.first_player < 0
