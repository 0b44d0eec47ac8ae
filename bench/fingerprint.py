"""A fingerprint of everything Rokumon shows, to prove a change alters no behaviour.

    python bench/fingerprint.py OUT.json [--quick] [--only reports,console,galleries]

It runs, in this checkout, through the installed ``rokumon`` command and the gallery scripts:
every gallery picture (``bench/*gallery.py``, hashed from docs/pictures/ after drawing),
the console's screens and pictures (a match against the built-in player and a hot-seat match
per game and language, typed ``auto`` to the end), each game's rules summary, self-play
figures, the scenario runner's report and the card check, and writes one SHA-256 per item to
OUT.json. Two fingerprints taken before and after a refactor compare with ``diff``; a changed
item names what to look at. ``--quick`` draws the mc20th gallery from 200 games instead of
the guide's 2000 (the other galleries are quick already); ``--only`` takes some of the three
parts. The console's screens are hashed with their picture folder's path written as
``<pictures>``, and its result picture is left out: it carries the match's duration on the
wall clock (the gallery's result picture, of a fixed duration, stands for it).

It runs the tools as a user does, so it needs nothing of the code's inside: it can be copied
beside an older checkout and run there.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RULESETS = ("mc20th", "deus", "grid", "kokuryoku")
LANGS = ("ja", "en")


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _run(args: list[str], stdin: str = "") -> bytes:
    done = subprocess.run(args, input=stdin.encode(), capture_output=True, cwd=ROOT, check=False)
    return done.stdout + b"\n--stderr--\n" + done.stderr + f"\n--rc {done.returncode}".encode()


def _rokumon(*args: str, stdin: str = "") -> bytes:
    return _run([str(Path(sys.executable).parent / "rokumon"), *args], stdin)


def galleries(quick: bool) -> dict[str, str]:
    for script in sorted((ROOT / "bench").glob("*gallery.py")):
        mc20th = script.name in ("gallery.py", "mc20th_gallery.py")  # its name before issue 22
        extra = ["200"] if quick and mc20th else []
        _run([sys.executable, str(script), *extra])
    folder = ROOT / "docs" / "pictures"
    return {f"picture {p.name}": _digest(p.read_bytes()) for p in sorted(folder.glob("*.png"))}


def console() -> dict[str, str]:
    found: dict[str, str] = {}
    for ruleset in RULESETS:
        for lang in LANGS:
            for mode, extra in (("vs-ai", ["--vs-ai"]), ("hot-seat", [])):
                with tempfile.TemporaryDirectory() as folder:
                    args = ["play", "--ruleset", ruleset, "--seed", "3", "--lang", lang]
                    screen = _rokumon(*args, *extra, "--pictures", folder, stdin="auto\n" * 5000)
                    screen = screen.replace(folder.encode(), b"<pictures>")
                    found[f"console {ruleset} {lang} {mode}"] = _digest(screen)
                    for picture in sorted(Path(folder).glob("*.png")):
                        if picture.name == "result.png":
                            continue
                        key = f"console {ruleset} {lang} {mode} {picture.name}"
                        found[key] = _digest(picture.read_bytes())
    return found


def reports() -> dict[str, str]:
    found: dict[str, str] = {}
    for ruleset in RULESETS:
        for lang in LANGS:
            found[f"rules {ruleset} {lang}"] = _digest(_rokumon("rules", ruleset, "--lang", lang))
        figures = _rokumon("selfplay", "--ruleset", ruleset, "--games", "10", "--seed", "7")
        found[f"selfplay {ruleset}"] = _digest(_strip_rate(figures))
    scenarios = sorted(str(p) for p in (ROOT / "tests" / "scenarios").glob("*.toml"))
    found["scenario run"] = _digest(_rokumon("scenario", "run", *scenarios))
    found["cards check"] = _digest(_rokumon("cards", "check"))
    return found


def _strip_rate(figures: bytes) -> bytes:
    """Self-play prints its speed too; the speed is no behaviour."""
    words = figures.split()
    return b" ".join(w for w in words if b"/s" not in w and not w.startswith(b"seconds="))


PARTS: dict[str, Callable[[bool], dict[str, str]]] = {
    "reports": lambda _quick: reports(),
    "console": lambda _quick: console(),
    "galleries": galleries,
}


def main(argv: list[str]) -> int:
    quick = "--quick" in argv
    words = [a for a in argv if not a.startswith("--")]
    out = Path(words[0])
    only = set(argv[argv.index("--only") + 1].split(",")) if "--only" in argv else set(PARTS)
    found: dict[str, str] = {}
    for part in PARTS:
        if part in only:
            found |= PARTS[part](quick)
    out.write_text(json.dumps(found, indent=1, sort_keys=True) + "\n")
    print(f"{len(found)} items -> {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
