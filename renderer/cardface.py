"""What every game's large card picture draws alike: a ``WIDTH`` px card on a tall canvas in
its frame colour (cut to its content by the caller), the text sizes, a band of white paper
across the frame, the name block (the name wrapped, large), rows of a field's label and its
value, and the foot line (rarity, number) in white on the frame.
"""

from __future__ import annotations

from renderer.draw import INK, MUTED, WHITE, Canvas, wrap

WIDTH = 640
PAD = 24
FRAME = 12
TALL = 3000  # drawn on a tall canvas, then cut to the content
NAME, BIG, TEXT, SMALL = 40, 30, 25, 22  # 22 px at 640 wide: 13.75 px on a phone
NAME_LINE = 54
ROW_LINE = 40


def paper(canvas: Canvas, y: float, height: float) -> None:
    """A band of white across the card inside its frame."""
    canvas.box((FRAME, y, WIDTH - FRAME, y + height), fill=WHITE)


def name_block(canvas: Canvas, name: str, y: int) -> int:
    """The card's name, wrapped in large type on paper; returns the y under it."""
    lines = wrap(canvas, name, NAME, WIDTH - 2 * PAD)
    paper(canvas, y, 20 + NAME_LINE * len(lines))
    for line in lines:
        canvas.text(PAD, y + 38, line, NAME, INK)
        y += NAME_LINE
    return y + 20


def field_rows(canvas: Canvas, rows: list[tuple[str, str]], y: int, label_w: int) -> int:
    """Each field's label, muted, and its value ``label_w`` px further, wrapped; returns the
    y under them."""
    for name, value in rows:
        lines = wrap(canvas, value, TEXT, WIDTH - 2 * PAD - label_w) or [""]
        paper(canvas, y, ROW_LINE * len(lines))
        canvas.text(PAD, y + 20, name, SMALL, MUTED)
        for line in lines:
            canvas.text(PAD + label_w, y + 20, line, TEXT, INK)
            y += ROW_LINE
    return y


def foot_line(canvas: Canvas, text: str, y: int) -> int:
    """The foot line on the frame (rarity, block, number); returns the card's bottom."""
    canvas.text(PAD, y + 22, text, SMALL, WHITE, max_width=WIDTH - 2 * PAD)
    return y + 44
