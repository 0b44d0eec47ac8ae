"""The ``rokumon`` command: bot, play, selfplay, scenario run, cards check, bench."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from engine.kernel.words import languages


def _rulesets() -> list[str]:
    import engine

    return engine.registry.ids()


def _parser() -> argparse.ArgumentParser:
    from bot import games
    from bot.players.levels import LEVELS

    default = games.default_id()  # the game whose registry entry says so
    ruleset_help = f"the game, by ruleset id (default: {default})"
    parser = argparse.ArgumentParser(prog="rokumon", description="Monster Collection match host")
    sub = parser.add_subparsers(dest="command", required=True)

    bot = sub.add_parser("bot", help="run the Discord bot (settings: .env.example)")
    bot.add_argument("--sync", action="store_true", help="sync the slash commands on start")

    play = sub.add_parser("play", help="an offline match in the terminal")
    play.add_argument("--ruleset", default=default, help=ruleset_help)
    play.add_argument("--vs-ai", action="store_true", help="play P1 against the built-in player")
    play.add_argument(
        "--level",
        choices=LEVELS,
        default="normal",
        help="the built-in player's level: its moves with --vs-ai, auto and hint (default normal)",
    )
    play.add_argument("--seed", type=int, default=None, help="match seed (default: random)")
    play.add_argument("--deck", type=Path, help="P1's deck list (default: the first starter)")
    play.add_argument("--deck2", type=Path, help="P2's deck list (default: the second starter)")
    play.add_argument(
        "--option",
        action="append",
        help="a match setting of the game, e.g. --option beginner (Deus's beginner option)",
    )
    play.add_argument(
        "--lang",
        choices=languages(),
        default="ja",
        help="language of the screen, the log, refusals and the pictures",
    )
    play.add_argument(
        "--pictures",
        type=Path,
        default=Path("rokumon-pictures"),
        help="folder for the board, formation and hand pictures (default: ./rokumon-pictures)",
    )
    play.add_argument("--no-pictures", dest="pictures", action="store_const", const=None)
    play.add_argument(
        "--always-ask",
        action="store_true",
        help="ask even when passing is the only choice (default: pass at once)",
    )

    selfplay = sub.add_parser("selfplay", help="random players with invariant checks")
    selfplay.add_argument("--ruleset", default=default, help=ruleset_help)
    selfplay.add_argument("--games", type=int, default=100)
    selfplay.add_argument("--seed", type=int, default=1)
    selfplay.add_argument("--cap", type=int, default=4000, help="safety cap on actions per game")

    scenario = sub.add_parser("scenario", help="rule scenarios (docs/scenarios.md)")
    scenario_sub = scenario.add_subparsers(dest="scenario_command", required=True)
    run = scenario_sub.add_parser("run", help="run scenario files")
    run.add_argument("files", nargs="+", type=Path)

    cards = sub.add_parser("cards", help="card sets")
    cards_sub = cards.add_subparsers(dest="cards_command", required=True)
    check = cards_sub.add_parser("check", help="validate the shipped sets (or the files given)")
    check.add_argument("files", nargs="*", type=Path)
    check.add_argument(
        "--ruleset", help="check only this ruleset's shipped sets and decks (default: every one)"
    )

    rules = sub.add_parser("rules", help="a game's rules summary (variant rules marked)")
    rules.add_argument("ruleset", help=ruleset_help)
    rules.add_argument("--lang", choices=languages(), default="ja")
    bench = sub.add_parser("bench", help="benchmarks")
    bench.add_argument("target", choices=("engine", "pipeline", "load", "ai"))
    bench.add_argument("--seconds", type=float, default=5.0)
    bench.add_argument("--ruleset", default=default, help=ruleset_help)
    bench.add_argument("--matches", type=int, default=200, help="load: concurrent matches")
    bench.add_argument("--actions", type=int, default=5000, help="load: clicks in all")
    bench.add_argument(
        "--thinking", type=int, default=0, help="load: practice matches thinking meanwhile"
    )
    bench.add_argument("--games", type=int, default=20, help="ai: matches per opponent")
    bench.add_argument("--level", default="normal", help="ai: the level measured")
    bench.add_argument(
        "--against",
        default="easy,random",
        help="ai: the opponents, comma-separated (easy, normal, hard, random)",
    )
    bench.add_argument("--seed", type=int, default=1, help="ai: the first match's seed")
    bench.add_argument("--jobs", type=int, default=1, help="ai: matches played at once")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if getattr(args, "ruleset", None) is not None and args.ruleset not in _rulesets():
        print(
            f"unknown ruleset '{args.ruleset}' (known: {', '.join(_rulesets())})", file=sys.stderr
        )
        return 2
    if args.command == "bot":
        return _bot(args)
    if args.command == "play":
        from bot.tools.play import play_command

        return play_command(args)
    if args.command == "selfplay":
        return _selfplay(args)
    if args.command == "scenario":
        from bot.tools.scenario import run_files

        return run_files(args.files, print)
    if args.command == "rules":
        from bot.presentation.summary import summary_text

        print(summary_text(args.ruleset, args.lang))
        return 0
    if args.command == "cards":
        from bot.tools.cardcheck import check_command

        return check_command(args.files, print, args.ruleset)
    import asyncio

    from bot.tools import bench

    if args.target == "ai":
        return _ai_bench(args)
    if args.target == "pipeline":
        print(asyncio.run(bench.pipeline_bench(args.ruleset)))
    elif args.target == "load":
        load = bench.load_bench(args.ruleset, args.matches, args.actions, thinking=args.thinking)
        print(asyncio.run(load))
    else:
        print(bench.engine_bench(args.ruleset, args.seconds))
    return 0


def _ai_bench(args: argparse.Namespace) -> int:
    from bot.players.levels import LEVELS
    from bot.tools.aibench import OPPONENTS, ai_bench

    against = [name.strip() for name in args.against.split(",") if name.strip()]
    unknown = [name for name in [args.level, *against] if name not in OPPONENTS]
    if args.level not in LEVELS or unknown or not against:
        known = ", ".join(OPPONENTS)
        print(f"unknown level or opponent: {args.level}, {args.against} (known: {known})")
        return 2
    print(ai_bench(args.ruleset, args.games, args.level, against, args.seed, args.jobs))
    return 0


def _bot(args: argparse.Namespace) -> int:
    from dataclasses import replace

    from bot.adapter.config import Settings, SettingsError

    try:
        settings = Settings.from_env()
    except SettingsError as error:
        print(error, file=sys.stderr)
        return 2
    from bot.adapter.client import run

    return run(replace(settings, sync_commands=args.sync))


def _selfplay(args: argparse.Namespace) -> int:
    from bot.tools import selfplay

    line, ok = selfplay.run(args.ruleset, args.games, args.seed, args.cap)
    print(line)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
