"""``rokumon bench engine`` at this checkout and at an older commit, alternating in one run so
both see the same machine load (issue 9: "no slower than before"; issue 23: the ratio).

Run: ``python bench/compare_engine.py COMMIT [--ruleset X] [--rounds N] [--seconds S]``.
The older commit is checked out into a temporary git worktree; each round runs both
commits' own ``rokumon bench engine`` in a fresh interpreter with that tree first on
``sys.path``, this checkout first in odd rounds and second in even ones. It prints each run
and the ratio of the summed actions per second (this checkout over the older commit).
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
# the command line moved from bot.cli to bot.tools.cli (issue 22); either tree may be asked
RUN = (
    "import sys; sys.path.insert(0, sys.argv[1])\n"
    "try:\n    from bot.tools.cli import main\n"
    "except ImportError:\n    from bot.cli import main\n"
    "main(sys.argv[2:])"
)


def bench(tree: Path, ruleset: str, seconds: float) -> tuple[int, str]:
    args = [sys.executable, "-c", RUN, str(tree), "bench", "engine"]
    args += ["--ruleset", ruleset, "--seconds", str(seconds)]
    line = subprocess.run(args, check=True, capture_output=True, text=True).stdout.strip()
    found = re.search(r"actions_per_s=(\d+)", line)
    if found is None:
        raise SystemExit(f"no figure in: {line}")
    return int(found.group(1)), line


def compare(commit: str, ruleset: str, rounds: int, seconds: float) -> float:
    with tempfile.TemporaryDirectory() as folder:
        old = Path(folder) / "old"
        subprocess.run(
            ["git", "-C", str(HERE), "worktree", "add", "--detach", str(old), commit],
            check=True,
            capture_output=True,
        )
        try:
            ours: list[int] = []
            theirs: list[int] = []
            for turn in range(rounds):
                order = [("HEAD", HERE, ours), (commit, old, theirs)]
                for name, tree, figures in order if turn % 2 == 0 else order[::-1]:
                    figure, line = bench(tree, ruleset, seconds)
                    figures.append(figure)
                    print(f"{ruleset} {name:8} {line}", flush=True)
            ratio = sum(ours) / sum(theirs)
            print(f"{ruleset} HEAD/{commit} actions/s: {ratio:.3f} over {rounds} rounds")
            return ratio
        finally:
            subprocess.run(
                ["git", "-C", str(HERE), "worktree", "remove", "--force", str(old)], check=True
            )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("commit", help="the older commit to measure against")
    parser.add_argument("--ruleset", default="mc20th", help="the game, by ruleset id")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args(argv)
    compare(args.commit, args.ruleset, args.rounds, args.seconds)


if __name__ == "__main__":
    main()
