"""The one way Rokumon says a word: gettext PO catalogs, one per package and language.

Every message, label and picture word lives in ``<package>/locale/<lang>.po`` beside the code
that says it (a game's words in the game's packages). The catalogs are keyed: an entry's
``msgctxt`` names its table (``text.WORDS``: the module and the table's name), its ``msgid``
the key the code looks up, its ``msgstr`` the words, with ``{name}`` fields filled by
``str.format``. A translator edits them with any PO editor (Poedit, Weblate, a text editor)
and never touches Python; a third language is one more ``<lang>.po`` beside each ``ja.po``.

Why PO, read here: PO is the ecosystem's translation format (gettext, Babel, every
translation tool); reading it directly needs no compile step to ``.mo`` and no dependency, so
the engine stays pure (stdlib and msgspec only). The reader takes the subset the catalogs use
(comments, flags, ``msgctxt``/``msgid``/``msgstr`` with continued strings); a fuzzy entry is
left out, as gettext does. The test suite reads every catalog with Babel too and requires the
same entries, and every key in Japanese and English with the same ``{fields}``.

A word missing from a language's catalog is said in English, then Japanese (a third language
may be partly translated); Japanese is the catalogs' source, so its file fixes the keys and
their order.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources

SOURCE = "ja"
FALLBACK = ("en", "ja")
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\"}

Entries = dict[tuple[str, str], str]  # (msgctxt, msgid) -> msgstr


class CatalogError(ValueError):
    """A catalog the reader cannot take: where, which line, and what is wrong."""


def _unquote(text: str, where: str) -> str:
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise CatalogError(f"{where}: expected a quoted string, found {text[:40]!r}")
    out: list[str] = []
    body = iter(text[1:-1])
    for char in body:
        if char == '"':
            raise CatalogError(f"{where}: an unescaped quote inside a string")
        if char == "\\":
            escaped = _ESCAPES.get(next(body, ""))
            if escaped is None:
                raise CatalogError(f"{where}: an escape the catalogs do not use")
            char = escaped
        out.append(char)
    return "".join(out)


class _Reader:
    """One pass over a PO file's lines: each entry's fields gathered, then kept."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.entries: Entries = {}
        self.fields: dict[str, str] = {}
        self.field = ""
        self.fuzzy = False

    def flush(self, line: int) -> None:
        fields, self.fields, self.field = self.fields, {}, ""
        fuzzy, self.fuzzy = self.fuzzy, False
        if not fields:
            return
        if "msgid" not in fields or "msgstr" not in fields:
            raise CatalogError(f"{self.name}: line {line}: an entry lacks its msgid or msgstr")
        key = (fields.get("msgctxt", ""), fields["msgid"])
        if key in self.entries:
            raise CatalogError(f"{self.name}: line {line}: {key} is in the catalog twice")
        if fields["msgid"] and not fuzzy:
            self.entries[key] = fields["msgstr"]

    def take(self, number: int, line: str) -> None:
        where = f"{self.name}: line {number}"
        if not line:
            return
        if line.startswith("#"):
            if "msgid" in self.fields:
                self.flush(number)
            flags = line[2:].split(",") if line.startswith("#,") else []
            self.fuzzy = self.fuzzy or "fuzzy" in (flag.strip() for flag in flags)
            return
        if line.startswith('"'):
            if not self.field:
                raise CatalogError(f"{where}: a continued string outside an entry")
            self.fields[self.field] += _unquote(line, where)
            return
        keyword, _, rest = line.partition(" ")
        if keyword not in ("msgctxt", "msgid", "msgstr"):
            raise CatalogError(f"{where}: {keyword!r} is not a field the catalogs use")
        if keyword in self.fields or (keyword != "msgstr" and "msgstr" in self.fields):
            self.flush(number)
        self.fields[keyword] = _unquote(rest.strip(), where)
        self.field = keyword


def read_po(text: str, name: str = "catalog") -> Entries:
    """A PO file's translated entries by (context, key); raises ``CatalogError``."""
    reader = _Reader(name)
    number = 0
    for number, line in enumerate(text.splitlines(), start=1):
        reader.take(number, line.strip())
    reader.flush(number)
    return reader.entries


_LOADED: dict[tuple[str, str], Entries] = {}


def install(package: str, lang: str, text: str) -> None:
    """A catalog given as text (a translator's draft, a test's third language) in place of
    ``<package>/locale/<lang>.po``."""
    _LOADED[(package, lang)] = read_po(text, f"{package}:{lang}")


def catalog(package: str, lang: str) -> Entries:
    """``package``'s entries in ``lang`` (empty when it has no such catalog); read once."""
    found = _LOADED.get((package, lang))
    if found is None:
        path = resources.files(package).joinpath("locale", f"{lang}.po")
        text = path.read_text(encoding="utf-8") if path.is_file() else ""
        found = _LOADED[(package, lang)] = read_po(text, f"{package}/locale/{lang}.po")
    return found


@cache
def _on_disk(package: str) -> frozenset[str]:
    """The catalogs shipped in ``package``'s locale folder, listed once per process (a
    bot's command sync asks for the languages of every word it registers)."""
    folder = resources.files(package).joinpath("locale")
    return frozenset(item.name[:-3] for item in folder.iterdir() if item.name.endswith(".po"))


def languages(package: str = "engine.kernel") -> tuple[str, ...]:
    """The languages ``package`` has a catalog for: Japanese, English, then any other."""
    found = set(_on_disk(package)) | {lang for (name, lang) in _LOADED if name == package}
    first = [lang for lang in (SOURCE, *FALLBACK) if lang in found]
    return tuple(dict.fromkeys([*first, *sorted(found)]))


@dataclass(frozen=True, slots=True)
class Phrase:
    """One entry of a table, in every language its package has."""

    package: str
    context: str
    key: str

    def in_(self, lang: str) -> str:
        """The words in ``lang``; English, then Japanese, where ``lang`` lacks them."""
        for name in (lang, *FALLBACK):
            found = catalog(self.package, name).get((self.context, self.key))
            if found is not None:
                return found
        raise KeyError(f"{self.package}: {self.context}/{self.key} is in no catalog")


class Table(Mapping[str, Phrase]):
    """The entries of one ``msgctxt`` in a package's catalogs, keyed as the code looks them
    up, in the Japanese catalog's order, over the ``bases`` for the keys it does not have (a
    game's table over its family's). ``Table.gathering()`` has no entries of its own: a
    registry that each ruleset ``add``s its tables to."""

    def __init__(self, package: str, context: str, *bases: Mapping[str, Phrase]) -> None:
        self.package = package
        self.context = context
        self.bases = list(bases)
        self._phrases: dict[str, Phrase] | None = None

    @classmethod
    def gathering(cls, *tables: Mapping[str, Phrase]) -> Table:
        return cls("", "", *tables)

    def add(self, table: Mapping[str, Phrase]) -> None:
        """Gather ``table``'s phrases too; a key already here with other words is a mistake
        of ours (two tables claiming it), refused."""
        mine = self._all()
        clashes = [
            key for key, phrase in table.items() if key in mine and _differ(mine[key], phrase)
        ]
        if clashes:
            raise ValueError(f"{self!r}: keys given twice with other words: {clashes[:5]}")
        self.bases.append(table)
        self._phrases = None

    def _all(self) -> dict[str, Phrase]:
        if self._phrases is None:
            own = (
                {
                    key: Phrase(self.package, self.context, key)
                    for (context, key) in catalog(self.package, SOURCE)
                    if context == self.context
                }
                if self.package
                else {}
            )
            if self.package and not own:
                raise KeyError(f"{self.package}: no table {self.context!r} in its catalogs")
            phrases: dict[str, Phrase] = {}
            for base in self.bases:
                phrases.update(base)
            self._phrases = {**phrases, **own}
        return self._phrases

    def __getitem__(self, key: str) -> Phrase:
        return self._all()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())

    def __repr__(self) -> str:
        return f"Table({self.package!r}, {self.context!r})"

    def say(self, key: str, lang: str, **params: object) -> str:
        """``key``'s words in ``lang`` with ``params`` filled in."""
        return self._all()[key].in_(lang).format(**params)

    def word(self, key: str, lang: str) -> str:
        """``key``'s words in ``lang``; a key the table lacks is said as it is."""
        found = self._all().get(key)
        return key if found is None else found.in_(lang)


def _differ(one: Phrase, other: Phrase) -> bool:
    return one != other and any(one.in_(lang) != other.in_(lang) for lang in FALLBACK)


# how each language writes a list (``、`` / ``, ``) and ends a sentence (``。`` / ``. ``),
# and its own name
LANGUAGE = Table("engine.kernel", "words.LANGUAGE")


def joiner(lang: str) -> str:
    """What goes between the items of a list: ``、`` or ``, ``."""
    return LANGUAGE.word("joiner", lang)
