"""``rokumon bench engine`` at this checkout and at an older commit, alternating in one run so
both see the same machine load (issue 9: "no slower than before").

Run: ``python bench/compare_engine.py b73aa58 [rounds] [seconds]``. The older commit is
checked out into a temporary git worktree; each round runs both commits' own
``rokumon bench engine`` in a fresh interpreter with that tree first on ``sys.path``.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
RUN = "import sys; sys.path.insert(0, sys.argv[1]); from bot.cli import main; main(sys.argv[2:])"


def bench(tree: Path, seconds: float) -> tuple[int, str]:
    args = [sys.executable, "-c", RUN, str(tree), "bench", "engine", "--seconds", str(seconds)]
    line = subprocess.run(args, check=True, capture_output=True, text=True).stdout.strip()
    found = re.search(r"actions_per_s=(\d+)", line)
    if found is None:
        raise SystemExit(f"no figure in: {line}")
    return int(found.group(1)), line


def main(commit: str, rounds: int = 3, seconds: float = 5.0) -> None:
    with tempfile.TemporaryDirectory() as folder:
        old = Path(folder) / "old"
        subprocess.run(
            ["git", "-C", str(HERE), "worktree", "add", "--detach", str(old), commit],
            check=True,
            capture_output=True,
        )
        try:
            ours, theirs = [], []
            for _ in range(rounds):
                now, line = bench(HERE, seconds)
                ours.append(now)
                print(f"HEAD    {line}")
                then, line = bench(old, seconds)
                theirs.append(then)
                print(f"{commit} {line}")
            print(f"HEAD/{commit} actions/s: {sum(ours) / sum(theirs):.3f} over {rounds} rounds")
        finally:
            subprocess.run(
                ["git", "-C", str(HERE), "worktree", "remove", "--force", str(old)], check=True
            )


if __name__ == "__main__":
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    seconds = float(sys.argv[3]) if len(sys.argv) > 3 else 5.0
    main(sys.argv[1], rounds, seconds)
