"""The drawing toolkit every ruleset's pictures share: the ``Picture`` result, colours, seat
labels, the text sizes of the 960 px pictures, and a ``Canvas`` that fits text by pixel width
and records every string it draws (so tests can prove what a picture does and does not show).

A phone shows a picture about 400 px wide: the smallest text a picture draws is at least
``MIN_TEXT`` of its width (11 px at 400 px wide); ``Picture.smallest`` lets a test check it.
"""

from __future__ import annotations

import io
import math
from dataclasses import dataclass
from typing import Literal

from PIL import Image, ImageDraw

from renderer.fonts import Face, FontPath, face, resolve_font

RGB = tuple[int, int, int]
Align = Literal["left", "centre", "right"]

PAPER: RGB = (247, 245, 240)
INK: RGB = (28, 31, 36)
MUTED: RGB = (112, 117, 126)
RULE: RGB = (70, 74, 82)
WHITE: RGB = (255, 255, 255)
BANNER: RGB = (38, 42, 50)
HIGHLIGHT: RGB = (255, 176, 0)
DEAD: RGB = (206, 17, 38)
TAPPED: RGB = (200, 200, 200)
SEAT_INK: tuple[RGB, RGB] = ((196, 52, 40), (34, 96, 210))  # P1 warm red, P2 blue
SEAT_TINT: tuple[RGB, RGB] = ((252, 226, 220), (221, 233, 252))
NEUTRAL_TINT: RGB = (232, 230, 225)

# The ink of Noto Sans JP sits about 0.79 em below the ascender line at its middle.
MIDDLE = 0.79
ELLIPSIS = "…"
# Japanese line breaking (禁則処理): what never starts a line, and what never ends one
NO_LINE_START = (
    "、。，．・：；？！）」』】〕〉》］｝ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ…"
)
NO_LINE_END = "([（「『【〔〈《［｛"
CJK = 0x3000  # from here on, characters of Japanese text: it breaks between any two


@dataclass(frozen=True)
class Picture:
    """An encoded picture and every string drawn on it."""

    png: bytes
    width: int
    height: int
    texts: tuple[str, ...]
    alt: str = ""  # what the picture shows, in words (Discord's attachment description)
    smallest: int = 0  # the smallest text size drawn, in px


MIN_TEXT = 11 / 400  # the smallest text a phone must still read, as a share of the width
# the boards, battles and hands are 960 px wide: 27 px is 11.3 px and 29 px 12 px on a phone
SMALL, TEXT = 27, 29
CONDENSE = 0.7  # a long name narrows to 70% (長体) before it is cut


SEAT_MARKS = ("▲", "●")  # each side's shape beside its colour (colour-blind safe)


def seat_label(seat: int) -> str:
    return f"P{seat + 1}"


def seat_mark(seat: int) -> str:
    return SEAT_MARKS[seat] if seat in (0, 1) else ""


def seat_tag(seat: int) -> str:
    """``▲P1`` / ``●P2``: the side's shape and label, as every picture names a side."""
    return f"{seat_mark(seat)}{seat_label(seat)}"


def seat_ink(seat: int) -> RGB:
    return SEAT_INK[seat] if seat in (0, 1) else MUTED


def seat_tint(seat: int) -> RGB:
    return SEAT_TINT[seat] if seat in (0, 1) else NEUTRAL_TINT


PALETTE_COLOURS = 64  # flat fills and anti-aliased text: 64 colours look the same, ~1/3 the bytes
PALETTE_SAMPLE = 2  # the palette is chosen from every 2nd pixel of every 2nd row
PNG_LEVEL = 4  # zlib level: a few KiB more than the default 6, about twice as fast


def encode_png(image: Image.Image) -> bytes:
    """A palette PNG of at most PALETTE_COLOURS colours, no dithering (flat areas stay flat).

    The palette is chosen (fast octree) from a quarter of the pixels, then the whole picture
    is mapped to its nearest colours through Pillow's colour cache: the octree's own
    pixel-by-pixel nearest-colour search over the full picture cost more than an RGB PNG's
    whole encode. Flat fills cover many sampled pixels, so the palette is the same to the eye.
    """
    width, height = image.size
    sample = image.resize(
        (max(1, width // PALETTE_SAMPLE), max(1, height // PALETTE_SAMPLE)),
        Image.Resampling.NEAREST,
    )
    palette = sample.quantize(PALETTE_COLOURS, Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    buffer = io.BytesIO()
    image.quantize(palette=palette, dither=Image.Dither.NONE).save(
        buffer, format="PNG", compress_level=PNG_LEVEL
    )
    return buffer.getvalue()


class Canvas:
    """An RGB image that draws cached text masks and records each string it draws."""

    def __init__(self, width: int, height: int, font: FontPath, background: RGB = PAPER) -> None:
        self.path = resolve_font(font)
        self.width = width
        self.image = Image.new("RGB", (width, height), background)
        self.pen = ImageDraw.Draw(self.image)
        self.texts: list[str] = []
        self.smallest = 0

    def face(self, size: int) -> Face:
        return face(self.path, size)

    def measure(self, text: str, size: int) -> int:
        return math.ceil(self.face(size).width(text))

    def fit(self, text: str, size: int, max_width: float) -> str:
        """``text``, cut with an ellipsis where it would be wider than ``max_width``."""
        sizer = self.face(size)
        if sizer.width(text) <= max_width:
            return text
        room = max_width - sizer.width(ELLIPSIS)
        cut = len(text)
        while cut > 0 and sizer.width(text[:cut]) > room:
            cut -= 1
        return text[:cut] + ELLIPSIS if cut else ""

    def wrap(self, text: str, size: int, max_width: float) -> list[str]:
        """Lines of ``text`` no wider than ``max_width``, broken anywhere (Japanese has no
        spaces) but never before closing punctuation or small kana, nor after an opening
        bracket."""
        sizer = self.face(size)
        lines: list[str] = []
        for paragraph in text.split("\n"):
            line = ""
            for ch in paragraph:
                if line and sizer.width(line + ch) > max_width:
                    if ch in NO_LINE_START and len(line) > 1 and line[-1] not in NO_LINE_START:
                        # what may not start a line takes the character before it down
                        # (追い出し) rather than hang past the edge
                        lines.append(line[:-1])
                        line = line[-1]
                    elif ch in NO_LINE_START:
                        pass  # a run of them hangs: better than a line that starts with one
                    elif line[-1] in NO_LINE_END and len(line) > 1:
                        # an opening bracket goes down with what it opens (禁則)
                        lines.append(line[:-1])
                        line = line[-1]
                    else:
                        lines.append(line)
                        line = ""
                line += ch
            lines.append(line)
        return lines

    def text(
        self,
        x: float,
        middle: float,
        text: str,
        size: int,
        fill: RGB = INK,
        align: Align = "left",
        max_width: float | None = None,
        condense: float = 1.0,
    ) -> int:
        """Draw one line centred vertically on ``middle``; return its width in pixels. Text
        wider than ``max_width`` is first narrowed, down to ``condense`` of its width (長体,
        as Japanese print condenses a long name: the height, which a phone needs, stays),
        then cut with an ellipsis."""
        squeeze = 1.0
        if max_width is not None:
            natural = self.face(size).width(text)
            if natural > max_width and condense < 1.0:
                squeeze = max(condense, max_width / natural)
            text = self.fit(text, size, max_width / squeeze)
        if not text:
            return 0
        self.smallest = min(self.smallest or size, size)
        mask, dx, dy, width = self.face(size).mask(text)
        if squeeze < 1.0 and mask is not None:
            narrow = max(1, round(mask.width * squeeze))
            mask = mask.resize((narrow, mask.height), Image.Resampling.LANCZOS)
            dx, width = round(dx * squeeze), width * squeeze
        if align == "right":
            x -= width
        elif align == "centre":
            x -= width / 2
        if mask is not None:
            top = round(middle - MIDDLE * size) + dy
            self.pen.bitmap((round(x) + dx, top), mask, fill=fill)
        self.texts.append(text)
        return math.ceil(width)

    def tag(
        self,
        x: float,
        middle: float,
        text: str,
        size: int,
        fill: RGB,
        ink: RGB,
        align: Literal["left", "right"] = "left",
    ) -> int:
        """A label on a filled rounded box (seat chips, area labels, card ids), from ``x``
        or, with ``align="right"``, ending at ``x``; returns its width."""
        width = self.measure(text, size) + size // 2
        if align == "right":
            x -= width
        half = round(size * 0.68)
        box = (round(x), round(middle) - half, round(x) + width, round(middle) + half)
        self.pen.rounded_rectangle(box, radius=size // 4, fill=fill)
        self.text(x + width / 2, middle, text, size, ink, align="centre")
        return width

    def box(
        self,
        xy: tuple[float, float, float, float],
        fill: RGB | None = None,
        outline: RGB | None = None,
        width: int = 1,
        radius: int = 0,
    ) -> None:
        if radius:
            self.pen.rounded_rectangle(xy, radius=radius, fill=fill, outline=outline, width=width)
        else:
            self.pen.rectangle(xy, fill=fill, outline=outline, width=width)

    def picture(self, height: int | None = None, alt: str = "") -> Picture:
        """Encode the canvas, cut to ``height`` when the content ended early; ``alt`` says
        what it shows."""
        image = self.image
        if height is not None and height < image.height:
            image = image.crop((0, 0, image.width, height))
        texts = tuple(self.texts)
        return Picture(encode_png(image), image.width, image.height, texts, alt, self.smallest)


def wrap(canvas: Canvas, text: str, size: int, max_width: float) -> list[str]:
    """Lines of ``text`` no wider than ``max_width``: Japanese broken anywhere
    (``Canvas.wrap``), other text between words (a word wider than a line inside it)."""
    if any(ord(ch) >= CJK for ch in text):
        return canvas.wrap(text, size, max_width)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            joined = f"{line} {word}" if line else word
            if line and canvas.measure(joined, size) > max_width:
                lines += canvas.wrap(line, size, max_width)
                joined = word
            line = joined
        lines += canvas.wrap(line, size, max_width)
    return lines
