"""One way to say a word (issue 22 item 5): no shipped module chooses between a Japanese and
an English literal any more. Words live in the catalogs (engine/kernel/words.py); what is
left in Python is card-data vocabulary and what a user may type, each module named below
with the reason, or a line marked ``# not words: <why>`` (a player's name in a tool)."""

from __future__ import annotations

import ast
import itertools
from pathlib import Path

from carddb.text import has_japanese

ROOT = Path(__file__).resolve().parents[3]
SHIPPED = ("engine", "carddb", "renderer", "bot", "bench")

# modules whose Japanese literals are not words said to a reader
VOCABULARY = {
    "engine/moncolle/abilities.py": "timings and icons as card files write them [11-2][13]",
    "engine/moncolle/traits.py": "attributes and advance types as card files write them",
    "engine/moncolle/usable.py": "spell slots as card files write them [12-5]",
    "engine/grid/cards.py": "grid's trigger words and areas as card files write them",
    "engine/mc20th/notation.py": "the Japanese a player may type for an action",
    "engine/deus/notation.py": "the Japanese a player may type for an action",
    "carddb/moncolle/schema.py": "the field values a card file writes",
    "carddb/decklist.py": "the 枚 a deck list may write after a count",
    "carddb/text.py": "the test for Japanese characters",
    "bot/adapter/notify.py": "the words a player may type for no quiet hours (なし, オフ)",
    "bot/deus/scenario/position.py": "the attributes as a scenario file writes them",
    "bot/tools/console.py": "the はい a player may type, and the full-width ＃ of card ＃12",
    "renderer/draw.py": "the characters Japanese line breaking keeps off a line's edge",
    "renderer/moncolle/card.py": "each attribute's frame colour, by the value card files write",
}


def shipped_modules() -> list[Path]:
    return sorted(p for top in SHIPPED for p in (ROOT / top).rglob("*.py"))


def _strings(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.JoinedStr):
        return [v.value for v in node.values if isinstance(v, ast.Constant)]
    return []


def _is_japanese(node: ast.AST) -> bool:
    return any(has_japanese(text) for text in _strings(node))


def _is_english(node: ast.AST) -> bool:
    return any(c.isascii() and c.isalpha() for text in _strings(node) for c in text)


def _mentions_language(test: ast.AST) -> bool:
    """A condition on the reader's language: ``lang == "ja"``, ``ja``, ``self.ja``."""
    for node in ast.walk(test):
        if isinstance(node, ast.Name) and node.id in ("ja", "en", "lang"):
            return True
        if isinstance(node, ast.Attribute) and node.attr in ("ja", "en", "lang"):
            return True
    return False


def _docstrings(tree: ast.Module) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        kinds = (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
        if isinstance(node, kinds) and node.body and isinstance(node.body[0], ast.Expr):
            found.add(id(node.body[0].value))
    return found


def two_language_choices(tree: ast.Module) -> list[int]:
    """Lines that pick words by language in Python: a (Japanese, English) pair in a tuple or
    in a call's arguments, or a conditional on the language between two literals."""
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Tuple | ast.List):
            items = node.elts
        elif isinstance(node, ast.Call):
            items = node.args
        elif isinstance(node, ast.IfExp) and _mentions_language(node.test):
            if _strings(node.body) or _strings(node.orelse):
                lines.append(node.lineno)
            continue
        else:
            continue
        pairs = itertools.pairwise(items)
        if any(_is_japanese(a) and _is_english(b) for a, b in pairs):
            lines.append(node.lineno)
    return sorted(lines)


def japanese_literals(tree: ast.Module) -> list[int]:
    docs = _docstrings(tree)
    return sorted(
        node.lineno
        for node in ast.walk(tree)
        if id(node) not in docs and isinstance(node, ast.Constant) and _is_japanese(node)
    )


def _marked(path: Path, lines: list[int]) -> list[int]:
    """``lines`` less those marked as not words."""
    text = path.read_text(encoding="utf-8").splitlines()
    return [n for n in lines if "# not words:" not in text[n - 1]]


def test_no_module_chooses_words_by_language() -> None:
    found = {}
    for path in shipped_modules():
        lines = _marked(path, two_language_choices(ast.parse(path.read_text(encoding="utf-8"))))
        if lines:
            found[str(path.relative_to(ROOT))] = lines
    assert found == {}


def test_japanese_in_code_is_only_vocabulary() -> None:
    found = {}
    for path in shipped_modules():
        where = str(path.relative_to(ROOT))
        lines = _marked(path, japanese_literals(ast.parse(path.read_text(encoding="utf-8"))))
        if lines and where not in VOCABULARY:
            found[where] = lines
    assert found == {}
    assert all((ROOT / where).exists() for where in VOCABULARY)


def test_the_checks_see_each_old_way() -> None:
    old = ast.parse(
        'A = {"k": ("本陣", "HQ")}\n'
        'b = "なし" if lang == "ja" else "none"\n'
        'c = self.say("手札", "hand")\n'
        'd = ", " if self.ja else "、"\n'
        'e = f"{x} 召喚"\n'
    )
    assert two_language_choices(old) == [1, 2, 3, 4]
    assert japanese_literals(old) == [1, 2, 3, 4, 5]
    assert two_language_choices(ast.parse('T.say("hq", lang, seat="P1")')) == []
