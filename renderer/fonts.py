"""The Japanese font of every picture, and a glyph cache that makes drawing text cheap.

The default is the Noto Sans JP bundled by ``pylopdf_fonts_jp`` (DESIGN.md field notes); a
caller may pass another font file (the bot passes its ``ROKUMON_FONT`` setting; the renderer
reads no environment). A bad override raises ValueError with a one-line reason.

Rasterising a CFF glyph costs ~15 µs, so a board of ~100 labels drawn with
``ImageDraw.text`` takes ~40 ms. A ``Face`` rasterises each glyph once per size and each
string once, which brings a board down to a few milliseconds.
"""

from __future__ import annotations

import functools
import importlib.resources
import math
import threading
from os import PathLike, fspath
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

FontPath = str | PathLike[str] | None

DEFAULT_PACKAGE = "pylopdf_fonts_jp"
DEFAULT_FILE = "NotoSansJP-Regular.otf"
STRING_CACHE_SIZE = 4096  # distinct strings per face; a match reuses far fewer


def default_font_path() -> str:
    return str(importlib.resources.files(DEFAULT_PACKAGE).joinpath(DEFAULT_FILE))


@functools.lru_cache(maxsize=64)
def truetype(path: str, size: int) -> ImageFont.FreeTypeFont:
    # BASIC layout: Japanese needs no shaping, and raqm costs time on every string.
    return ImageFont.truetype(path, size, layout_engine=ImageFont.Layout.BASIC)


def resolve_font(font: FontPath = None) -> str:
    """The font file to use: ``font`` when given and usable, else the bundled Noto Sans JP."""
    if font is None:
        return default_font_path()
    path = fspath(font)
    if not Path(path).is_file():
        raise ValueError(f"font file not found: {path}")
    try:
        truetype(path, 12)
    except OSError as exc:
        raise ValueError(f"font file cannot be read as a font: {path} ({exc})") from None
    return path


class Face:
    """One font at one size: pixel widths and ready-made text masks, both cached."""

    def __init__(self, path: str, size: int) -> None:
        self.font = truetype(path, size)
        self.size = size
        ascent, descent = self.font.getmetrics()
        self.line_height = ascent + descent
        self._glyphs: dict[str, tuple[Image.Image | None, int, int, float]] = {}
        self._strings: dict[str, tuple[Image.Image | None, int, int, float]] = {}
        # the bot renders in worker threads, and one FreeType face must not rasterise twice
        # at once; drawing only reads the finished masks
        self._lock = threading.Lock()

    def _glyph(self, ch: str) -> tuple[Image.Image | None, int, int, float]:
        cached = self._glyphs.get(ch)
        if cached is not None:
            return cached
        with self._lock:
            box = self.font.getbbox(ch, anchor="la")
            left, top, right, bottom = (int(v) for v in box)
            mask = None
            if right > left and bottom > top:
                mask = Image.new("L", (right - left, bottom - top))
                ImageDraw.Draw(mask).text((-left, -top), ch, font=self.font, fill=255)
            made = (mask, left, top, self.font.getlength(ch))
            self._glyphs[ch] = made
        return made

    def width(self, text: str) -> float:
        return sum(self._glyph(ch)[3] for ch in text)

    def mask(self, text: str) -> tuple[Image.Image | None, int, int, float]:
        """A mask of ``text`` cut to its ink, the ink's offset from the top-left corner of
        the line (whose top edge is the ascender line), and the text's advance width."""
        found = self._strings.get(text)
        if found is not None:
            return found
        slack = self.size // 4  # italic-like overhangs of Latin glyphs reach past the advance
        width = self.width(text)
        mask = Image.new("L", (math.ceil(width) + 2 * slack, self.line_height))
        x = float(slack)
        for ch in text:
            glyph, left, top, advance = self._glyph(ch)
            if glyph is not None:
                # pasting 255 through the glyph keeps neighbours' antialiased edges
                mask.paste(255, (round(x) + left, top), glyph)
            x += advance
        ink = mask.getbbox()
        if ink is None:
            found = (None, 0, 0, width)
        else:  # blending costs per pixel, so only the ink is kept
            found = (mask.crop(ink), ink[0] - slack, ink[1], width)
        if len(self._strings) >= STRING_CACHE_SIZE:
            # a plain dict emptied now and then stays safe for renders on several threads
            self._strings.clear()
        self._strings[text] = found
        return found


@functools.lru_cache(maxsize=64)
def face(path: str, size: int) -> Face:
    return Face(path, size)
