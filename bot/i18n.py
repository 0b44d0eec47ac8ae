"""Every bot message in Japanese and English, and the app-command Translator.

Messages to one user follow their Discord locale (``ja`` → Japanese, ``en-*`` → English,
anything else the server's language); channel messages use the server's language, Japanese
unless a moderator chose English. Refusals from the engine come from engine/moncolle/messages.py.
"""

from __future__ import annotations

from typing import Final

import discord
from discord import app_commands

from carddb import DeckListError
from engine.kernel.errors import NotationError
from engine.kernel.messages import render as render_engine

TEXT: Final[dict[str, tuple[str, str]]] = {
    # service errors
    "no_match": (
        "このチャンネルに進行中の対戦はありません。",
        "There is no match in this channel.",
    ),
    "not_a_player": (
        "あなたはこの対戦のプレイヤーではありません。",
        "You are not playing in this match.",
    ),
    "stale": (
        "この操作はすでに決まっています（古いボタンです）。何も変わっていません。",
        "This was already decided (an older button). Nothing changed.",
    ),
    "stale_choice": (
        "この操作はすでに決まっています（選んだ候補は、対戦が進む前のものです）。"
        "何も変わっていません。/play の候補から選び直してください。",
        "This was already decided (that choice was offered before the match moved on). "
        "Nothing changed: pick again from the /play list.",
    ),
    "bad_notation": ("操作が読めません: {detail}", "Cannot read that action: {detail}"),
    "value_too_long": (
        "操作が読めません: 長すぎます（{limit}文字まで）。/play の候補から選んでください。",
        "Cannot read that action: it is too long (at most {limit} characters). "
        "Pick one from the /play list.",
    ),
    "unknown_ruleset": ("ルール '{ruleset}' はありません。", "There is no ruleset '{ruleset}'."),
    "bad_deck_name": ("デッキ名は1～50文字にしてください。", "A deck name has 1 to 50 characters."),
    "no_deck": (
        "デッキ「{name}」がありません。/deck import で登録してください。",
        "You have no deck called '{name}'. Import one with /deck import.",
    ),
    "no_deck_for_ruleset": (
        "{ruleset} 用のデッキがありません。"
        "/deck import で登録してから、もう一度「受ける」を押してください。",
        "You have no deck for {ruleset}. Import one with /deck import, then press Accept again.",
    ),
    "deck_wrong_ruleset": (
        "デッキ「{name}」は {ruleset} 用です。",
        "The deck '{name}' is for {ruleset}.",
    ),
    "deck_invalid_now": (
        "デッキ「{name}」は今のカードでは使えません:\n{detail}",
        "The deck '{name}' is no longer valid:\n{detail}",
    ),
    "challenge_self": ("自分には対戦を申し込めません。", "You cannot challenge yourself."),
    "challenge_bot": ("ボットには対戦を申し込めません。", "You cannot challenge a bot."),
    "channel_busy": (
        "このチャンネルではすでに対戦中です（1チャンネルにつき1対戦）。",
        "This channel already has a match (one match per channel).",
    ),
    "challenge_pending": (
        "このチャンネルには返事待ちの申し込みがあります。",
        "This channel already has a challenge waiting for an answer.",
    ),
    "no_challenge": ("このチャンネルに申し込みはありません。", "There is no challenge here."),
    "not_challenged": ("この申し込みの相手ではありません。", "This challenge is not for you."),
    "not_challenger": (
        "申し込んだ本人だけが取り消せます。",
        "Only the challenger can cancel it.",
    ),
    "cannot_claim": (
        "勝利を申請できるのは、相手の番で待っているプレイヤーだけです。",
        "Only the player waiting on the other can claim the win.",
    ),
    "claim_too_early": (
        "まだ申請できません。あと約{minutes}分待ってください。",
        "Too early to claim: wait about {minutes} more minutes.",
    ),
    "not_your_turn": ("今は {name} さんの番です。", "It is {name}'s turn to decide."),
    "need_manage_channels": (
        "この操作には「チャンネルの管理」権限が必要です。",
        "You need the Manage Channels permission for this.",
    ),
    "need_manage_guild": (
        "この操作には「サーバーの管理」権限が必要です。",
        "You need the Manage Server permission for this.",
    ),
    "only_in_server": ("サーバーのチャンネルで使ってください。", "Use this in a server channel."),
    "no_choice": (
        "選べる操作がありません。/play で今できる操作を確認してください。",
        "Nothing to choose here. /play shows what you can do now.",
    ),
    "internal_error": (
        "処理中にエラーが起きました。対戦は保存されたままです。",
        "Something went wrong; the match is saved as it was.",
    ),
    # challenges and matches
    "challenge_posted": (
        "{opponent} さん、{challenger} さんから {ruleset} の対戦の申し込みです。"
        "受けるときは「受ける」ボタンか /match accept を使ってください。",
        "{opponent}, {challenger} challenges you to a {ruleset} match. "
        "Press Accept or use /match accept.",
    ),
    "challenge_declined": ("{opponent} さんが申し込みを断りました。", "{opponent} declined."),
    "challenge_cancelled": ("申し込みは取り消されました。", "The challenge was cancelled."),
    "challenge_expired": (
        "{opponent} さんへの申し込みは期限切れになりました。",
        "The challenge to {opponent} expired.",
    ),
    "choose_deck": ("使うデッキを選んでください。", "Choose your deck."),
    "match_started": (
        "対戦開始：{p1}（P1）対 {p2}（P2）。手札はDMで届きます（/hand でも見られます）。",
        "Match started: {p1} (P1) vs {p2} (P2). Hands arrive by DM (or use /hand).",
    ),
    "match_aborted": ("モデレーターが対戦を中止しました。", "A moderator aborted the match."),
    "match_claimed": (
        "{name} さんが勝利を申請しました（相手が時間切れ）。",
        "{name} claimed the win (the opponent ran out of time).",
    ),
    "resigned": ("{name} さんが投了しました。", "{name} resigned."),
    "dm_closed": (
        "{name} さんにDMを送れません。/hand で手札を確認してください。",
        "{name} cannot receive DMs: use /hand to see your hand.",
    ),
    "remind": (
        "{name} さん、対戦の番です（{minutes}分経過）。",
        "{name}, it is your turn ({minutes} minutes so far).",
    ),
    "claimable": (
        "{waiting} さん、相手が{minutes}分操作していません。「勝利を申請」で勝ちにできます。",
        "{waiting}, your opponent has been idle for {minutes} minutes: you may claim the win.",
    ),
    "status_line": ("ターン{turn}・{phase}・{decider}", "Turn {turn} · {phase} · {decider}"),
    "decider": ("{name} さんの選択：{what}", "{name} to decide: {what}"),
    "your_panel": ("あなたの番です：{what}", "Your decision: {what}"),
    "done_panel": ("送信しました。", "Sent."),
    "hand_title": (
        "{guild} #{channel} ターン{turn} の手札",
        "Hand — {guild} #{channel}, turn {turn}",
    ),
    "result_win": ("{name} さんの勝利（{reason}）", "{name} wins ({reason})"),
    "result_draw": ("引き分け（{reason}）", "Draw ({reason})"),
    "no_hand": ("対戦に参加していないので手札はありません。", "You have no hand in this match."),
    # decks and cards
    "deck_saved": (
        "デッキ「{name}」を登録しました（{count}枚）。",
        "Saved deck '{name}' ({count} cards).",
    ),
    "deck_summoner": ("召喚術師: {summoner}", "Summoner: {summoner}"),
    "deck_rejected": (
        "デッキは登録されませんでした:\n{errors}",
        "The deck was not saved:\n{errors}",
    ),
    "deck_deleted": ("デッキ「{name}」を削除しました。", "Deleted the deck '{name}'."),
    "no_decks": ("登録済みのデッキはありません。", "You have no decks yet."),
    "deck_needs_text": (
        "text か file のどちらかでデッキリストを送ってください。",
        "Give the deck list as text or as a file.",
    ),
    "file_unreadable": (
        "ファイルを読めません（UTF-8のテキストにしてください）。",
        "Cannot read the file (use UTF-8 text).",
    ),
    "no_card": ("カード「{name}」は見つかりません。", "No card called '{name}'."),
    "cards_found": ("{count}枚見つかりました:", "{count} cards found:"),
    "set_imported": (
        "カードセット {id}「{name}」を登録しました（{count}枚）。",
        "Imported card set {id} '{name}' ({count} cards).",
    ),
    "set_rejected": (
        "カードセットは登録されませんでした:\n{errors}",
        "The card set was not imported:\n{errors}",
    ),
    "settings_saved": ("設定を保存しました: {summary}", "Settings saved: {summary}"),
    "synced": ("{count}個のコマンドを同期しました。", "Synced {count} commands."),
    "auto_pass_on": (
        "自動パスをオンにしました。パスしかできないときは自動でパスします。",
        "Auto-pass is on: when passing is all you can do, you pass at once.",
    ),
    "auto_pass_off": (
        "自動パスをオフにしました。対抗の権利は毎回たずねます。",
        "Auto-pass is off: you will be asked every time.",
    ),
    # Discord presentation (issue 8): /board, the Act panel's pages, long hand listings
    "board_reposted": (
        "盤面をチャンネルに貼り直しました。",
        "The board is posted again in the channel.",
    ),
    "board_wait": (
        "盤面の貼り直しは1分に1回までです（あと{seconds}秒）。あなたにだけ表示します。",
        "The board is re-posted at most once a minute (again in {seconds} s); here it is for you.",
    ),
    "panel_choose": ("操作の種類を選ぶ", "Choose what to do"),
    "panel_page": ("（{page}/{pages}ページ）", " (page {page} of {pages})"),
    "panel_group": ("{what}…（{count}）", "{what}… ({count})"),
    "hand_more": ("…ほか{count}枚", "… and {count} more"),
    # imports: deck lists and card sets (issue 8, parsers). A key ending in _one is the
    # form t() uses when the count is 1.
    "file_too_big": (
        "ファイルが大きすぎます（{size} KB）。上限は {limit} KB です。",
        "The file is too big ({size} KB); the limit is {limit} KB.",
    ),
    "more_errors": (
        "…ほか{count}件のエラーは省略しました。",
        "…and {count} more errors not shown.",
    ),
    "more_errors_one": (
        "…ほか{count}件のエラーは省略しました。",
        "…and {count} more error not shown.",
    ),
    "set_imported_one": (
        "カードセット {id}「{name}」を登録しました（{count}枚）。",
        "Imported card set {id} '{name}' ({count} card).",
    ),
    "cards_found_one": ("{count}枚見つかりました:", "{count} card found:"),
    "synced_one": ("{count}個のコマンドを同期しました。", "Synced {count} command."),
    # match service, store and Discord host robustness (issue 8)
    "duplicate_command": (
        "同じコマンドが続けて届きました。1回目だけを実行し、2回目では何も変えていません。"
        "もう一度行うときは、盤面を確かめてから送ってください。",
        "The same command arrived twice: only the first was applied, the second changed "
        "nothing. To do it again, send it after checking the board.",
    ),
}

BUTTONS: Final[dict[str, tuple[str, str]]] = {
    "act": ("操作する", "Act"),
    "hand": ("手札", "Hand"),
    "accept": ("受ける", "Accept"),
    "decline": ("断る", "Decline"),
    "claim": ("勝利を申請", "Claim the win"),
    # the Act panel's pages (issue 8)
    "back": ("戻る", "Back"),
    "previous": ("前へ", "Previous"),
    "next": ("次へ", "Next"),
}


def lang_of(locale: object, fallback: str) -> str:
    """``ja`` or ``en`` for a Discord locale; others get the server's language."""
    code = str(locale or "")
    if code.startswith("ja"):
        return "ja"
    if code.startswith("en"):
        return "en"
    return fallback


def t(key: str, lang: str, **params: object) -> str:
    if params.get("count") == 1 and f"{key}_one" in TEXT:
        key = f"{key}_one"
    pair = TEXT.get(key)
    if pair is None:
        return key
    return pair[0 if lang == "ja" else 1].format(**params)


def button(key: str, lang: str) -> str:
    return BUTTONS[key][0 if lang == "ja" else 1]


def error_list(problems: list[str], lang: str, budget: int = 1700) -> str:
    """Problems as bullet lines within ``budget`` characters (a Discord message holds
    2000): cut between lines, never inside one, then how many were left out."""
    reserve = len(t("more_errors", lang, count=len(problems))) + 1
    shown: list[str] = []
    used = 0
    for problem in problems:
        line = "- " + (problem if len(problem) <= 300 else problem[:299] + "…")
        if used + len(line) + 1 > budget - reserve:
            break
        shown.append(line)
        used += len(line) + 1
    if len(shown) < len(problems):
        shown.append(t("more_errors", lang, count=len(problems) - len(shown)))
    return "\n".join(shown)


def service_message(key: str, lang: str, params: dict[str, object]) -> str:
    """A ServiceError in words; engine refusals come through as ``illegal``."""
    if key == "illegal":
        refusal = params["refusal"]
        return str(refusal.message(lang))  # type: ignore[attr-defined]
    params = {name: _said(value, lang) for name, value in params.items()}
    if key in TEXT:
        return t(key, lang, **params)
    return render_engine(key, lang, params)


def _said(value: object, lang: str) -> object:
    """A parameter that is itself an error, in ``lang``: a deck list's errors as a list, a
    notation error as its sentence (the bot's ``bad_notation`` wraps it)."""
    if isinstance(value, DeckListError):
        return error_list([e.message(lang) for e in value.errors], lang)
    if isinstance(value, NotationError):
        return value.message(lang)
    return value


# -- the app-command translator ---------------------------------------------------------
# English is written in the code (command names must be typeable everywhere); Japanese
# names and descriptions are given to clients set to Japanese.
JAPANESE: Final[dict[str, str]] = {
    "match": "対戦",
    "Challenges and matches in this channel": "このチャンネルの対戦",
    "challenge": "申し込む",
    "Challenge a member to a match": "メンバーに対戦を申し込む",
    "opponent": "相手",
    "Who you want to play": "対戦したい相手",
    "ruleset": "ルール",
    "The game to play": "遊ぶゲーム",
    "deck": "デッキ",
    "Your deck (see /deck list)": "使うデッキ（/deck list）",
    "accept": "受ける",
    "Accept the challenge in this channel": "このチャンネルの申し込みを受ける",
    "decline": "断る",
    "Decline the challenge in this channel": "このチャンネルの申し込みを断る",
    "cancel": "取り消す",
    "Cancel your challenge": "自分の申し込みを取り消す",
    "resign": "投了",
    "Resign the match": "投了する",
    "status": "状況",
    "Show the match in this channel": "このチャンネルの対戦の状況",
    "log": "ログ",
    "Show the match log": "対戦のログを見る",
    "abort": "中止",
    "Abort the match (moderators)": "対戦を中止する（モデレーター）",
    "claim": "勝利申請",
    "Claim the win when your opponent is idle": "相手が操作しないときに勝利を申請する",
    "Your decks": "自分のデッキ",
    "import": "登録",
    "Import a deck list": "デッキリストを登録する",
    "name": "名前",
    "The deck's name": "デッキの名前",
    "text": "テキスト",
    "The deck list as text": "デッキリスト（テキスト）",
    "file": "ファイル",
    "The deck list as a file": "デッキリスト（ファイル）",
    "list": "一覧",
    "List your decks": "自分のデッキの一覧",
    "show": "表示",
    "Show a deck": "デッキを表示する",
    "export": "書き出し",
    "Export a deck as a file": "デッキをファイルで書き出す",
    "delete": "削除",
    "Delete a deck": "デッキを削除する",
    "card": "カード",
    "Look up cards": "カードを調べる",
    "Show a card": "カードを表示する",
    "The card's name": "カード名",
    "search": "検索",
    "Search cards by name, race or type": "名前・種族・タイプでカードを探す",
    "query": "検索語",
    "What to look for": "探す言葉",
    "cardset": "カードセット",
    "Card sets of this server": "このサーバーのカードセット",
    "Import a card set file (TOML or JSON)": "カードセットのファイルを登録する（TOML/JSON）",
    "The card set file": "カードセットのファイル",
    "play": "操作",
    "Act in the match in this channel": "このチャンネルの対戦で操作する",
    "choice": "選択",
    "What to do (choose from the list)": "行う操作（一覧から選ぶ）",
    "do": "行動",
    "Any legal action": "今できる操作をどれでも",
    "summon": "召喚",
    "Summon a unit": "ユニットを召喚する",
    "place": "地形配置",
    "Place a terrain from your hand": "手札の地形を配置する",
    "proxy": "代理地形",
    "Place proxy terrain (your deck's top card)": "代理地形を配置する（山札の一番上）",
    "move": "進軍予定",
    "Add a unit to the advance you are planning": "進軍するユニットを加える",
    "advance": "進軍",
    "Declare the planned advance": "予定した進軍を宣言する",
    "clear": "取り消し",
    "Clear the planned advance": "進軍の予定を取り消す",
    "equip": "装備",
    "Equip a unit": "ユニットに装備品を装備する",
    "swap": "持ち替え",
    "Swap equipment between two units": "2体の間で装備品を持ち替える",
    "unequip": "装備破棄",
    "Discard a piece of equipment": "装備品を破棄する",
    "discard": "破棄",
    "Discard a card from your hand": "手札を破棄する",
    "formation": "隊列",
    "Put a unit next in the formation": "次に並べるユニットを選ぶ（前から）",
    "return": "帰還",
    "Choose where a returning unit goes": "戻るユニットの行き先を選ぶ",
    "limit": "リミット調整",
    "Choose a unit to discard for the limit": "リミット調整で破棄するユニットを選ぶ",
    "attack": "攻撃",
    "Attack with every untapped unit": "未行動のユニットすべてで攻撃する",
    "mulligan": "マリガン",
    "Mulligan (no unit in hand)": "マリガンする（手札にユニットがないとき）",
    "pass": "パス",
    "Pass (no response), or finish this step": "対抗しない、またはこの手順を終える",
    "use": "使用",
    "Use an ability or a card from your hand": "能力や手札のカードを使う",
    "target": "対象",
    "Choose a target for what you are declaring": "宣言中の効果の対象を選ぶ",
    "pay": "コスト",
    "Choose how to pay for what you are declaring": "宣言中の効果のコストの払い方を選ぶ",
    "declare": "宣言",
    "Declare it (it joins the chain)": "宣言する（対抗連鎖に加わる）",
    "withdraw": "取りやめ",
    "Drop what you are declaring": "宣言をやめる",
    "manual": "手動処理",
    "Apply a step of an effect resolved by hand": "手動で処理する効果の手順を1つ適用する",
    "autopass": "自動パス",
    "Pass by yourself when you could only pass": "パスしかできないとき自動でパスする",
    "enabled": "有効",
    "On or off": "オンかオフ",
    "end": "終了",
    "End the phase (refill ends the turn)": "フェイズを終える（補充でターン終了）",
    "hand": "手札",
    "Show your hand (only you see it)": "自分の手札を見る（自分だけに表示）",
    "board": "盤面",
    "Show the board (players and moderators re-post it)": (
        "盤面を見る（プレイヤーとモデレーターは貼り直し）"
    ),
    "settings": "設定",
    "Server settings (moderators)": "サーバーの設定（モデレーター）",
    "idle": "放置",
    "Idle timers in minutes": "放置の時間（分）",
    "remind": "催促",
    "Minutes before the waiting player is reminded": "催促するまでの分数",
    "Minutes before the opponent may claim the win": "勝利申請できるまでの分数",
    "expire": "期限",
    "Minutes before a challenge expires": "申し込みが期限切れになる分数",
    "language": "言語",
    "Language of channel messages": "チャンネルへのメッセージの言語",
    "rokumon": "ろくもん",
    "Bot administration (owner)": "ボットの管理（オーナー）",
    "sync": "同期",
    "Sync the slash commands": "スラッシュコマンドを同期する",
}


class Translator(app_commands.Translator):
    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        if locale is discord.Locale.japanese:
            return JAPANESE.get(string.message)
        return None
