"""Card faces and backs drawn with QPainter, rendered once per size and kept in a cache.

Everything is drawn from vector shapes and text, so the art is sharp at any size and screen
density and needs no files. A card is described in *logical* pixels (its width; the height
follows from ``CARD_ASPECT``) and rendered at ``width * dpr`` device pixels, with the pixmap's
device pixel ratio set so Qt shows it at the logical size.

This module draws the number cards, aces and corner indices itself; the court figures and the
joker come from ``court_art``, the backs from ``card_backs``, and what they share from
``card_paint``.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterator

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter, QPen, QPixmap

from ...engine.cards import ACE, FACE_MASK, JACK, JOKER_FACE, RANKS_PER_SUIT, SPADES
from .card_backs import BACK_STYLES, paint_back
from .card_paint import (
    FOUR_COLOURS,
    TWO_COLOURS,
    blank,
    bold_font,
    draw_text_fitted,
    index_metrics,
    rank_label,
    rotated_half,
    suit_color,
    use_inks,
)
from .court_art import draw_court, draw_joker
from .suit_shapes import pip_path

CARD_ASPECT = 88 / 63
"""Height divided by width: the proportions of a poker-size card (63 × 88 mm)."""

TABLE_GREEN = QColor(22, 96, 56)
"""The baize behind the cards on the review sheet."""


def card_height(width: float) -> float:
    """Return the logical height of a card ``width`` logical pixels wide."""
    return width * CARD_ASPECT


# ---- the renderer ------------------------------------------------------------------------------


class CardRenderer:
    """Draws card faces and backs and keeps the most recently used pixmaps.

    A pixmap is made once per (picture, width, device pixel ratio); asking again returns the
    very same object. The oldest entries are dropped when more than ``capacity`` are held.
    """

    def __init__(self, capacity: int = 600) -> None:
        self._capacity = max(1, capacity)
        self._cache: OrderedDict[tuple[str, int, int, float], QPixmap] = OrderedDict()
        self.four_colours = False

    def set_four_colours(self, on: bool) -> None:
        """Draw faces with four suit colours (clubs green, diamonds blue) or the usual two."""
        self.four_colours = on

    def __len__(self) -> int:
        return len(self._cache)

    def face(self, card: int, width: int, dpr: float = 1.0) -> QPixmap:
        """Return the face of ``card`` (any deck copy), ``width`` logical pixels wide."""
        f = card & FACE_MASK
        if card < 0 or f > JOKER_FACE:
            raise ValueError(f"not a card number: {card!r}")
        kind = "face4" if self.four_colours else "face"
        inks = FOUR_COLOURS if self.four_colours else TWO_COLOURS
        return self._get((kind, f, width, dpr), lambda p, w, h: _paint_face_in(p, f, w, h, inks))

    def back(self, style: int, width: int, dpr: float = 1.0) -> QPixmap:
        """Return back design ``style`` (0 to ``BACK_STYLES - 1``), ``width`` pixels wide."""
        if not 0 <= style < BACK_STYLES:
            raise ValueError(f"no such card back: {style!r}")
        return self._get(("back", style, width, dpr), lambda p, w, h: paint_back(p, style, w, h))

    def faces_ahead(self, width: int, dpr: float, per_piece: int = 4) -> Iterator[None]:
        """Draw every face (the joker's too) at ``width`` and ``dpr`` before it is asked for,
        pausing after each ``per_piece``: a table drawn afresh (an Open, the first deals) asks
        for dozens at once, at about a millisecond each, several for a court card."""
        for face in range(JOKER_FACE + 1):
            self.face(face, width, dpr)
            if face % per_piece == per_piece - 1:
                yield

    def clear(self) -> None:
        """Forget every cached pixmap (after a language or theme change, say)."""
        self._cache.clear()

    def _get(
        self,
        key: tuple[str, int, int, float],
        paint: Callable[[QPainter, float, float], None],
    ) -> QPixmap:
        found = self._cache.get(key)
        if found is not None:
            self._cache.move_to_end(key)
            return found
        _, _, width, dpr = key
        if width <= 0 or dpr <= 0:
            raise ValueError(f"a card needs a positive size, not width {width} at ratio {dpr}")
        pixmap = _render(width, dpr, paint)
        self._cache[key] = pixmap
        while len(self._cache) > self._capacity:
            self._cache.popitem(last=False)
        return pixmap


def _paint_face_in(p: QPainter, face: int, w: float, h: float,
                   inks: tuple[QColor, QColor, QColor, QColor]) -> None:
    use_inks(inks)
    try:
        _paint_face(p, face, w, h)
    finally:
        use_inks(TWO_COLOURS)


def clear_pixmap(width: float, height: float, dpr: float) -> QPixmap:
    """A transparent pixmap ``width`` × ``height`` logical pixels at device pixel ratio
    ``dpr``, to draw cards on."""
    pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    return pixmap


def _render(width: int, dpr: float, paint: Callable[[QPainter, float, float], None]) -> QPixmap:
    pixmap = clear_pixmap(width, card_height(width), dpr)
    device_w, device_h = pixmap.width(), pixmap.height()
    painter = QPainter(pixmap)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        paint(painter, device_w / dpr, device_h / dpr)
    finally:
        painter.end()
    return pixmap


# ---- indices -----------------------------------------------------------------------------------


def _draw_index(p: QPainter, label: str, suit: int, w: float) -> None:
    cx, top, max_w, size = index_metrics(w)
    color = suit_color(suit)
    font = bold_font(size)
    if len(label) > 1:  # the two digits of a ten sit closer together before any squeezing
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 88)
    bottom = draw_text_fitted(p, label, font, cx, top, max_w, color)
    pip = size * 0.68
    p.fillPath(pip_path(suit, QPointF(cx, bottom + size * 0.18 + pip / 2), pip), color)


def _draw_indices(p: QPainter, label: str, suit: int, w: float, h: float) -> None:
    _draw_index(p, label, suit, w)
    p.save()
    rotated_half(p, w, h)
    _draw_index(p, label, suit, w)
    p.restore()


# ---- number cards ------------------------------------------------------------------------------

# Pip positions for the two to the ten: (column, row), column -1 left, 0 middle, 1 right; row 0 at
# the top of the pip field and 1 at the bottom. Pips below the middle are drawn upside down.
_PIPS: dict[int, tuple[tuple[int, float], ...]] = {
    2: ((0, 0.0), (0, 1.0)),
    3: ((0, 0.0), (0, 0.5), (0, 1.0)),
    4: ((-1, 0.0), (1, 0.0), (-1, 1.0), (1, 1.0)),
    5: ((-1, 0.0), (1, 0.0), (0, 0.5), (-1, 1.0), (1, 1.0)),
    6: ((-1, 0.0), (1, 0.0), (-1, 0.5), (1, 0.5), (-1, 1.0), (1, 1.0)),
    7: ((-1, 0.0), (1, 0.0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1.0), (1, 1.0)),
    8: ((-1, 0.0), (1, 0.0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1.0), (1, 1.0)),
    9: (
        (-1, 0.0), (1, 0.0), (-1, 1 / 3), (1, 1 / 3), (0, 0.5),
        (-1, 2 / 3), (1, 2 / 3), (-1, 1.0), (1, 1.0),
    ),
    10: (
        (-1, 0.0), (1, 0.0), (0, 1 / 6), (-1, 1 / 3), (1, 1 / 3),
        (-1, 2 / 3), (1, 2 / 3), (0, 5 / 6), (-1, 1.0), (1, 1.0),
    ),
}


def _draw_number(p: QPainter, count: int, suit: int, w: float, h: float) -> None:
    color = suit_color(suit)
    size = w * 0.17
    column_x = {-1: w * 0.32, 0: w * 0.5, 1: w * 0.68}
    top, bottom = h * 0.185, h * 0.815
    for column, row in _PIPS[count]:
        centre = QPointF(column_x[column], top + (bottom - top) * row)
        p.fillPath(pip_path(suit, centre, size, upside_down=row > 0.5 + 1e-9), color)


def _draw_ace(p: QPainter, suit: int, w: float, h: float) -> None:
    color = suit_color(suit)
    centre = QPointF(w / 2, h / 2)
    if suit == SPADES:
        # the ace of spades is traditionally the grand one: a larger pip inside a fine ring
        p.setPen(QPen(color, max(0.8, w * 0.01)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(centre, w * 0.36, w * 0.36)
        p.drawEllipse(centre, w * 0.335, w * 0.335)
        p.fillPath(pip_path(suit, centre, w * 0.46), color)
    else:
        p.fillPath(pip_path(suit, centre, w * 0.36), color)


# ---- faces -------------------------------------------------------------------------------------


def _paint_face(p: QPainter, face: int, w: float, h: float) -> None:
    blank(p, w, h)
    if face == JOKER_FACE:
        draw_joker(p, w, h)
        return
    suit, rank = divmod(face, RANKS_PER_SUIT)
    if rank == ACE:
        _draw_ace(p, suit, w, h)
    elif rank >= JACK:
        draw_court(p, rank, suit, w, h)
    else:
        _draw_number(p, rank + 2, suit, w, h)
    _draw_indices(p, rank_label(rank), suit, w, h)


# ---- review sheet ------------------------------------------------------------------------------


_sheet_app: QGuiApplication | None = None


def render_sheet(path: str, width: int = 90, dpr: float = 1.0) -> None:
    """Draw all 53 faces and every back in a grid on green baize and save it as a PNG."""
    global _sheet_app
    if QGuiApplication.instance() is None:
        _sheet_app = QGuiApplication([])  # pixmaps and fonts need an application object
    renderer = CardRenderer()
    height = card_height(width)
    gap = max(4.0, width * 0.12)
    columns = RANKS_PER_SUIT
    rows = 5
    sheet_w = gap + columns * (width + gap)
    sheet_h = gap + rows * (height + gap)
    cells = [renderer.face(f, width, dpr) for f in range(JOKER_FACE + 1)]
    cells += [renderer.back(s, width, dpr) for s in range(BACK_STYLES)]
    image = QImage(round(sheet_w * dpr), round(sheet_h * dpr), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(dpr)
    image.fill(TABLE_GREEN)
    painter = QPainter(image)
    try:
        for i, pixmap in enumerate(cells):
            row, col = divmod(i, columns)
            at = QPointF(gap + col * (width + gap), gap + row * (height + gap))
            painter.drawPixmap(at, pixmap)
    finally:
        painter.end()
    if not image.save(path):
        raise OSError(f"could not write {path}")


if __name__ == "__main__":  # pragma: no cover - a tool for looking at the art
    import sys

    render_sheet(
        sys.argv[1] if len(sys.argv) > 1 else "cards.png",
        int(sys.argv[2]) if len(sys.argv) > 2 else 90,
        float(sys.argv[3]) if len(sys.argv) > 3 else 1.0,
    )
