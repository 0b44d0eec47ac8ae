"""Every bot message in Japanese and English (the slash commands' own words: translator.py).

Messages to one user follow their Discord locale (``ja`` → Japanese, ``en-*`` → English,
anything else the server's language); channel messages use the server's language, Japanese
unless a moderator chose English. Refusals from the engine come from its message tables.
"""

from __future__ import annotations

from typing import Final

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
    "moved_on": (
        "対戦が先に進んだため、この操作は行いませんでした（送ったときの局面とは違います）。"
        "何も変わっていません。",
        "The match moved on before this arrived (it was sent for an earlier state), so it was "
        "not applied. Nothing changed.",
    ),
    "moved_on_now": ("いま: {status}", "Now: {status}"),
    "bad_notation": ("操作が読めません: {detail}", "Cannot read that action: {detail}"),
    "value_too_long": (
        "操作が読めません: 長すぎます（{limit}文字まで）。/play の候補から選んでください。",
        "Cannot read that action: it is too long (at most {limit} characters). "
        "Pick one from the /play list.",
    ),
    "unknown_ruleset": ("ルール '{ruleset}' はありません。", "There is no ruleset '{ruleset}'."),
    "form_saved_deck": (
        "保存したデッキかスターターデッキを使う",
        "Use a saved deck or a starter deck",
    ),
    "deck_not_drafted": (
        "このデッキの勢力は {deck} です。選んだ勢力（{drafted}）のデッキだけが使えます。",
        "This deck's factions are {deck}; only a deck of your drafted factions ({drafted}) "
        "can be used.",
    ),
    "deck_not_drafted_cards": (
        "このデッキはもう選んだカードと合いません: {cards}",
        "This deck does not match the cards you already chose: {cards}",
    ),
    "too_many_actions": (
        "一度に行える操作は{limit}個までです。",
        "At most {limit} actions at once.",
    ),
    "unknown_option": (
        "{ruleset} に「{option}」という設定はありません。",
        "{ruleset} has no setting '{option}'.",
    ),
    "bad_deck_name": ("デッキ名は1～50文字にしてください。", "A deck name has 1 to 50 characters."),
    "no_deck": (
        "デッキ「{name}」がありません。候補から自分のデッキかスターターデッキを選ぶか、"
        "/deck import で登録してください。",
        "You have no deck called '{name}'. Pick one of yours or a starter deck from the "
        "choices, or import one with /deck import.",
    ),
    "deck_required": (
        "{ruleset} では使うデッキを指定してください（自分のデッキかスターターデッキ。"
        "/deck list、/deck starter）。",
        "A {ruleset} match needs your deck: name one of yours or a starter deck "
        "(see /deck list, /deck starter).",
    ),
    "deck_name_reserved": (
        "「{prefix}」で始まる名前はスターターデッキ用です。別の名前にしてください。",
        "Names starting with '{prefix}' are kept for the starter decks: choose another name.",
    ),
    "deck_name_taken": (
        "デッキ「{name}」はもうあります。何も変えていません。"
        "別の名前（save_as）を指定するか、/deck delete で消してからもう一度どうぞ。",
        "You already have a deck called '{name}'; nothing was changed. Give another name "
        "(save_as), or delete that deck with /deck delete and try again.",
    ),
    "unknown_starter": (
        "{ruleset} に「{name}」というスターターデッキはありません（あるもの: {known}）。",
        "{ruleset} has no starter deck '{name}' (there are: {known}).",
    ),
    "starter_label": ("【スターター】{title}", "[Starter] {title}"),
    "starter_list": (
        "{ruleset} のスターターデッキ（/deck starter で自分のデッキにコピーできます。"
        "対戦の申し込みと受けるときは、コピーしなくても選べます）:\n{lines}",
        "{ruleset} starter decks (copy one into your decks with /deck starter; you can also "
        "pick one when you challenge or accept, without copying it):\n{lines}",
    ),
    "no_starters": (
        "{ruleset} にはスターターデッキがありません。",
        "{ruleset} has no starter decks.",
    ),
    "starter_copied": (
        "スターターデッキ「{title}」を、あなたのデッキ「{name}」（{count}枚）として保存しました。"
        "/deck export で書き出して直し、/deck import で同じ名前に登録し直せば編集できます。",
        "Copied the starter deck '{title}' into your decks as '{name}' ({count} cards). To "
        "edit it, /deck export it, change the file and /deck import it under the same name.",
    ),
    "cards_unplayable": (
        "このサーバーのカードでは {ruleset} の対戦を始められません: {detail}",
        "This server's cards cannot start a {ruleset} match: {detail}",
    ),
    "challenge_options": ("設定: {options}", "Settings: {options}"),
    "option_beginner": (
        "初心者ルール（★のカードと召喚術師なし）",
        "beginner option (no ★ cards, no summoner)",
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
    "threads_on": ("対戦ごとにスレッドを作る", "a thread for each match"),
    "threads_off": ("対戦はチャンネルで行う", "matches played in the channel"),
    "match_in_thread": ("対戦はスレッド {thread} で行います。", "The match is played in {thread}."),
    "match_result_in": ("{result}（{thread}）", "{result} ({thread})"),
    "match_aborted": ("モデレーターが対戦を中止しました。", "A moderator aborted the match."),
    "match_claimed": (
        "{name} さんが勝利を申請しました（相手が時間切れ）。",
        "{name} claimed the win (the opponent ran out of time).",
    ),
    "resign_confirm": (
        "本当に投了しますか？ 投了するなら下のボタンを押してください。",
        "Resign this match? Press the button below to resign.",
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
    "battle_at": ("戦闘（{area}）", "battle at {area}"),
    "decider": ("{name} さんの選択：{what}", "{name} to decide: {what}"),
    "your_panel": ("あなたの番です：{what}", "Your decision: {what}"),
    "done_panel": ("送信しました。", "Sent."),
    "hand_title": (
        "{guild} #{channel} ターン{turn} の手札",
        "Hand — {guild} #{channel}, turn {turn}",
    ),
    "result_win": ("{name} さんの勝利（{reason}）", "{name} wins ({reason})"),
    "result_draw": ("引き分け（{reason}）", "Draw ({reason})"),
    # the result picture and the rematch (issue 10, "End of match")
    "result_title": ("対戦結果", "Match result"),
    "result_headline_win": ("{name} さんの勝利", "{name} wins"),
    "result_headline_draw": ("引き分け", "Draw"),
    "result_mark_win": ("勝利", "Won"),
    "result_mark_loss": ("敗北", "Lost"),
    "result_mark_draw": ("引き分け", "Draw"),
    "result_how": ("決着", "How it ended"),
    "result_turns": ("ターン数", "Turns"),
    "result_duration": ("対戦時間", "Duration"),
    "result_how_claim": ("勝利の申請（相手の時間切れ）", "win claimed (opponent idle)"),
    "result_alt": (
        "対戦結果の画像。{headline}。{p1}（P1）対 {p2}（P2）。"
        "決着：{how}。ターン数：{turns}。対戦時間：{duration}。",
        "Match result picture. {headline}. {p1} (P1) vs {p2} (P2). "
        "How it ended: {how}. Turns: {turns}. Duration: {duration}.",
    ),
    "duration_days": ("{d}日{h}時間", "{d} d {h} h"),
    "duration_hours": ("{h}時間{m}分", "{h} h {m} min"),
    "duration_minutes": ("{m}分{s}秒", "{m} min {s} s"),
    "duration_seconds": ("{s}秒", "{s} s"),
    "duration_d": ("{d}日", "{d} d"),
    "duration_h": ("{h}時間", "{h} h"),
    "duration_m": ("{m}分", "{m} min"),
    "rematch_hint": (
        "「再戦」を押すと、同じデッキでP1とP2を入れ替えた再戦を申し込めます。",
        "Press Rematch to offer a rematch: the same decks, P1 and P2 swapped.",
    ),
    "rematch_posted": (
        "{opponent} さん、{challenger} さんから再戦の申し込みです"
        "（同じデッキ、P1とP2を入れ替え）。「受ける」を押すとすぐに始まります。",
        "{opponent}, {challenger} offers you a rematch (the same decks, P1 and P2 "
        "swapped). Press Accept to start at once.",
    ),
    "rematch_started": (
        "再戦開始：{p1}（P1）対 {p2}（P2）。前の対戦と同じデッキです。"
        "手札はDMで届きます（/hand でも見られます）。",
        "Rematch started: {p1} (P1) vs {p2} (P2), with the decks of the last match. "
        "Hands arrive by DM (or use /hand).",
    ),
    "rematch_unavailable": (
        "この対戦は再戦できません（中止されたか、見つかりません）。",
        "This match cannot be played again (it was aborted or cannot be found).",
    ),
    "rematch_already_started": (
        "この対戦の再戦はもう始まっています。",
        "A rematch of this match has already started.",
    ),
    "rematch_already_offered": (
        "この対戦の再戦はもう申し込まれています（{channel}）。",
        "A rematch of this match has already been offered ({channel}).",
    ),
    "rematch_decks_gone": (
        "この対戦のデッキでは再戦できません:\n{detail}",
        "The decks of this match cannot be played again:\n{detail}",
    ),
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
    # turn notices (bot/adapter/notify.py) and /settings notify
    "turn_notice": ("{user} さんの番です（{what}）", "{user}, it is your decision ({what})"),
    "turn_notice_dm": (
        "{channel} であなたの番です（{what}）",
        "Your decision in {channel} ({what})",
    ),
    "notify_every": ("選択が回ってくるたびに通知", "told at every hand-over"),
    "notify_turn": ("自分のターンの始めだけ通知", "told at the start of my turn only"),
    "notify_never": ("通知しない", "never told"),
    "notify_in_channel": ("チャンネルで", "in the channel"),
    "notify_by_dm": ("DMで", "by DM"),
    "notify_quiet": ("{start}時～{end}時は通知しない", "quiet {start}:00-{end}:00"),
    "notify_saved": (
        "通知の設定: {when}・{where}・{quiet}（UTC{offset}）",
        "Turn notices: {when} · {where} · {quiet} (UTC{offset})",
    ),
    "notify_no_quiet": ("静かな時間なし", "no quiet hours"),
    "bad_quiet_hours": (
        "静かな時間「{text}」は 23-7 のように 0～24 時で書いてください（なくすには off）。",
        "Quiet hours '{text}': write them as 23-7, hours 0-24 (off for none).",
    ),
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
    # one-click choices on the board and the Act panel (issue 10 item 4)
    "quick_keep_formation": ("この隊列で決定", "Keep this formation"),
    "quick_end": ("{what}を終了", "End the {what}"),
    "quick_no_instant": ("即時召喚しない", "No instant summon"),
    "quick_done_timing": ("{what}で何もしない", "Nothing more in the {what}"),
    "quick_refill": ("手札を補充して{what}を終了", "Refill and end the {what}"),
    "quick_decline": ("迎撃しない", "Do not intercept"),
    "quick_no_supply_grid": ("補給しない", "No supply"),
    "quick_end_turn_grid": ("移動フェイズを終了（ターン終了）", "End the move phase (end turn)"),
    "quick_keep_koku": ("この手札で始める", "Keep this hand"),
    "rules_which": (
        "どのゲームのルールですか？ ruleset を選んでください。",
        "Which game? Choose a ruleset.",
    ),
    "rules_none": (
        "{game} のルール要約はまだありません。ルールブックを見てください。",
        "{game} has no rules summary yet; see its rulebook.",
    ),
    "rules_heading": ("{game} ルール要約", "{game}: rules summary"),
    "quick_no_surprise_koku": ("サプライズを使わない", "No surprise card"),
    "quick_pass_rest": ("残りの[条件]効果を使わない", "Pass my remaining [Condition] effects"),
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
    "resign": ("投了する", "Resign"),
    "rematch": ("再戦", "Rematch"),
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
