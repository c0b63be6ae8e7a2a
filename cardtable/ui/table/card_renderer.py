"""Card faces and backs drawn with QPainter, rendered once per size and kept in a cache.

Everything is drawn from vector shapes and text, so the art is sharp at any size and screen
density and needs no files. A card is described in *logical* pixels (its width; the height
follows from ``CARD_ASPECT``) and rendered at ``width * dpr`` device pixels, with the pixmap's
device pixel ratio set so Qt shows it at the logical size.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)

from ...engine.cards import (
    ACE,
    DIAMONDS,
    FACE_MASK,
    HEARTS,
    JACK,
    JOKER_FACE,
    KING,
    QUEEN,
    RANK_NAMES,
    RANKS_PER_SUIT,
    SPADES,
)
from .suit_shapes import pip_path

CARD_ASPECT = 88 / 63
"""Height divided by width: the proportions of a poker-size card (63 × 88 mm)."""

BACK_STYLES = 3
"""How many back designs there are; ``back(style, ...)`` takes 0 to ``BACK_STYLES - 1``."""

RED = QColor(196, 24, 48)
BLACK = QColor(24, 24, 28)
PAPER = QColor(255, 255, 255)
EDGE = QColor(150, 150, 150)
GOLD = QColor(226, 176, 58)
BLUE = QColor(40, 76, 156)
CRIMSON = QColor(178, 34, 40)
SKIN = QColor(246, 214, 184)
INK = QColor(34, 30, 30)
PANEL = QColor(252, 248, 236)
TABLE_GREEN = QColor(22, 96, 56)

_FONT_FAMILIES = ["DejaVu Sans", "Helvetica Neue", "Helvetica", "Arial", "Liberation Sans"]


def card_height(width: float) -> float:
    """Return the logical height of a card ``width`` logical pixels wide."""
    return width * CARD_ASPECT


def suit_color(suit: int) -> QColor:
    """Return the ink of a suit: red for diamonds and hearts, near-black for clubs and spades."""
    return QColor(RED) if suit in (DIAMONDS, HEARTS) else QColor(BLACK)


def rank_label(rank: int) -> str:
    """Return the index text of a rank (0 = two … 12 = ace), translated where letters differ."""
    letters = {
        JACK: QCoreApplication.translate("CardRenderer", "J", "jack, on the card index"),
        QUEEN: QCoreApplication.translate("CardRenderer", "Q", "queen, on the card index"),
        KING: QCoreApplication.translate("CardRenderer", "K", "king, on the card index"),
        ACE: QCoreApplication.translate("CardRenderer", "A", "ace, on the card index"),
    }
    return letters.get(rank, RANK_NAMES[rank])


def joker_label() -> str:
    """Return the word written down the joker's corners."""
    return QCoreApplication.translate("CardRenderer", "JOKER", "written on the joker card")


def _bold_font(pixel_size: float) -> QFont:
    font = QFont()
    font.setFamilies(_FONT_FAMILIES)
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setWeight(QFont.Weight.Bold)
    font.setPixelSize(max(1, round(pixel_size)))
    return font


# ---- the renderer ------------------------------------------------------------------------------


class CardRenderer:
    """Draws card faces and backs and keeps the most recently used pixmaps.

    A pixmap is made once per (picture, width, device pixel ratio); asking again returns the
    very same object. The oldest entries are dropped when more than ``capacity`` are held.
    """

    def __init__(self, capacity: int = 600) -> None:
        self._capacity = max(1, capacity)
        self._cache: OrderedDict[tuple[str, int, int, float], QPixmap] = OrderedDict()

    def __len__(self) -> int:
        return len(self._cache)

    def face(self, card: int, width: int, dpr: float = 1.0) -> QPixmap:
        """Return the face of ``card`` (any deck copy), ``width`` logical pixels wide."""
        f = card & FACE_MASK
        if card < 0 or f > JOKER_FACE:
            raise ValueError(f"not a card number: {card!r}")
        return self._get(("face", f, width, dpr), lambda p, w, h: _paint_face(p, f, w, h))

    def back(self, style: int, width: int, dpr: float = 1.0) -> QPixmap:
        """Return back design ``style`` (0 to ``BACK_STYLES - 1``), ``width`` pixels wide."""
        if not 0 <= style < BACK_STYLES:
            raise ValueError(f"no such card back: {style!r}")
        return self._get(("back", style, width, dpr), lambda p, w, h: _paint_back(p, style, w, h))

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


def _render(width: int, dpr: float, paint: Callable[[QPainter, float, float], None]) -> QPixmap:
    device_w = max(1, round(width * dpr))
    device_h = max(1, round(card_height(width) * dpr))
    pixmap = QPixmap(device_w, device_h)
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        paint(painter, device_w / dpr, device_h / dpr)
    finally:
        painter.end()
    return pixmap


# ---- the card blank ----------------------------------------------------------------------------


def _corner_radius(w: float) -> float:
    return w * 0.065


def _blank(p: QPainter, w: float, h: float) -> None:
    """White card with rounded corners and a thin grey edge."""
    edge = max(0.6, w * 0.011)
    rect = QRectF(edge / 2, edge / 2, w - edge, h - edge)
    p.setPen(QPen(EDGE, edge))
    p.setBrush(PAPER)
    r = _corner_radius(w)
    p.drawRoundedRect(rect, r, r)


def _rotated_half(p: QPainter, w: float, h: float) -> None:
    """Turn the painter half a turn about the card's centre, for the lower mirrored half."""
    p.translate(w, h)
    p.rotate(180.0)


# ---- indices -----------------------------------------------------------------------------------


def _index_metrics(w: float) -> tuple[float, float, float, float]:
    """Return the index column's centre x, top y, widest text and the rank font size.

    Indices grow relative to the card as it shrinks, so they stay legible on small cards.
    """
    small = min(1.0, max(0.0, (90.0 - w) / 42.0))
    size = w * (0.175 + 0.045 * small)
    max_w = size * 0.86
    return w * 0.02 + max_w / 2, w * 0.06, max_w, size


def _draw_text_fitted(
    p: QPainter, text: str, font: QFont, cx: float, top: float, max_w: float, color: QColor
) -> float:
    """Draw ``text`` centred on ``cx`` with its capitals starting at ``top``; return its bottom.

    Text wider than ``max_w`` (a "10" in a narrow font column) is squeezed sideways to fit.
    """
    fm = QFontMetricsF(font)
    box = fm.tightBoundingRect(text)
    cap = fm.capHeight()
    squeeze = min(1.0, max_w / box.width()) if box.width() > 0 else 1.0
    p.save()
    p.setFont(font)
    p.setPen(color)
    p.translate(cx, top + cap)
    p.scale(squeeze, 1.0)
    p.drawText(QPointF(-box.center().x(), 0.0), text)
    p.restore()
    return top + cap


def _draw_index(p: QPainter, label: str, suit: int, w: float) -> None:
    cx, top, max_w, size = _index_metrics(w)
    color = suit_color(suit)
    font = _bold_font(size)
    if len(label) > 1:  # the two digits of a ten sit closer together before any squeezing
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 88)
    bottom = _draw_text_fitted(p, label, font, cx, top, max_w, color)
    pip = size * 0.68
    p.fillPath(pip_path(suit, QPointF(cx, bottom + size * 0.18 + pip / 2), pip), color)


def _draw_indices(p: QPainter, label: str, suit: int, w: float, h: float) -> None:
    _draw_index(p, label, suit, w)
    p.save()
    _rotated_half(p, w, h)
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


# ---- court cards -------------------------------------------------------------------------------

HAIR_GOLD = QColor(196, 146, 52)
HAIR_GREY = QColor(206, 206, 200)
HAIR_BROWN = QColor(122, 76, 40)


def _shape(
    start: tuple[float, float], *segments: tuple[float, ...], close: bool = True
) -> QPainterPath:
    """Build a path from a start point and segments: 2 numbers a line, 4 a quadratic, 6 a cubic."""
    path = QPainterPath(QPointF(*start))
    for s in segments:
        if len(s) == 2:
            path.lineTo(s[0], s[1])
        elif len(s) == 4:
            path.quadTo(s[0], s[1], s[2], s[3])
        else:
            path.cubicTo(s[0], s[1], s[2], s[3], s[4], s[5])
    if close:
        path.closeSubpath()
    return path


def _court_panel(w: float, h: float) -> QRectF:
    return QRectF(w * 0.195, h * 0.05, w * 0.61, h * 0.90)


def _draw_court(p: QPainter, rank: int, suit: int, w: float, h: float) -> None:
    """A framed panel holding the figure twice, the lower half the upper turned about."""
    panel = _court_panel(w, h)
    line = max(0.6, w * 0.01)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(PANEL)
    p.drawRect(panel)
    half = QRectF(panel.left(), panel.top(), panel.width(), panel.height() / 2)
    for lower in (False, True):
        p.save()
        if lower:
            _rotated_half(p, w, h)
        p.setClipRect(half)
        _draw_figure(p, rank, suit, half)
        p.setClipping(False)
        if w >= 64:  # on small cards the corner indices say it all and the panel stays clear
            _draw_court_marks(p, rank, suit, half, w)
        p.restore()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(GOLD.darker(120), line))
    mid = panel.center().y()
    p.drawLine(QPointF(panel.left(), mid), QPointF(panel.right(), mid))
    p.setPen(QPen(suit_color(suit), line))
    p.drawRect(panel)


def _draw_court_marks(p: QPainter, rank: int, suit: int, half: QRectF, w: float) -> None:
    """The suit pip and the rank letter in the top corners of a half panel."""
    color = suit_color(suit)
    inset = w * 0.08
    p.fillPath(pip_path(suit, QPointF(half.left() + inset, half.top() + inset), w * 0.1), color)
    font = _bold_font(w * 0.12)
    _draw_text_fitted(
        p, rank_label(rank), font, half.right() - inset, half.top() + w * 0.035, w, color
    )


def _palette(rank: int, suit: int) -> tuple[QColor, QColor]:
    """Return the robe colour and the colour of its lining for a court card."""
    if (suit in (DIAMONDS, HEARTS)) == (rank != QUEEN):
        return QColor(CRIMSON), QColor(BLUE)
    return QColor(BLUE), QColor(CRIMSON)


def _draw_figure(p: QPainter, rank: int, suit: int, half: QRectF) -> None:
    """A head-and-shoulders court figure in a half panel, cut off by the middle line.

    It is drawn in units of the half panel's height with (0.5, 1) the middle of the cut, and
    centred across the panel whatever its width.
    """
    unit = half.height()
    p.save()
    p.translate(half.center().x() - unit / 2, half.top())
    p.scale(unit, unit)
    robe, lining = _palette(rank, suit)
    outline = QPen(INK, 0.014)
    outline.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setPen(outline)
    p.save()
    _enlarge_head(p)
    if rank == QUEEN:  # long hair falling behind the shoulders
        p.setBrush(HAIR_GOLD)
        p.drawPath(_shape(
            (0.34, 0.44), (0.30, 0.20, 0.70, 0.20, 0.66, 0.44),
            (0.68, 0.58, 0.74, 0.64, 0.72, 0.72), (0.28, 0.72),
            (0.26, 0.64, 0.32, 0.58, 0.34, 0.44),
        ))
    else:
        p.setBrush(HAIR_GREY if rank == KING else HAIR_BROWN)
        for x in (0.385, 0.615):
            p.drawEllipse(QPointF(x, 0.42), 0.045, 0.085 if rank == KING else 0.06)
    p.restore()
    p.setBrush(SKIN)
    p.drawRect(QRectF(0.45, 0.53, 0.10, 0.15))
    _draw_robe(p, rank, suit, robe, lining)
    _draw_held_item(p, rank)
    p.setPen(outline)
    p.setBrush(SKIN)
    _enlarge_head(p)
    p.drawEllipse(QPointF(0.5, 0.42), 0.125, 0.155)
    if rank == KING:
        _draw_beard(p)
    _draw_face_details(p, rank)
    if rank == KING:
        _draw_crown(p)
    elif rank == QUEEN:
        _draw_tiara(p)
    else:
        _draw_cap(p, lining)
    p.restore()


def _enlarge_head(p: QPainter) -> None:
    """Scale what follows about the centre of the face, so the head reads well when small."""
    p.translate(0.5, 0.42)
    p.scale(1.14, 1.14)
    p.translate(-0.5, -0.42)


def _draw_robe(p: QPainter, rank: int, suit: int, robe: QColor, lining: QColor) -> None:
    p.setBrush(robe)
    p.drawPath(_shape(
        (-0.05, 1.05), (-0.05, 0.88), (0.02, 0.76, 0.22, 0.70, 0.40, 0.655), (0.60, 0.655),
        (0.78, 0.70, 0.98, 0.76, 1.05, 0.88), (1.05, 1.05),
    ))
    p.setBrush(lining)  # the garment beneath, showing in a V at the front
    p.drawPath(_shape((0.40, 0.655), (0.5, 0.93), (0.60, 0.655)))
    p.save()
    trim = QPen(GOLD, 0.03)
    trim.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setPen(trim)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPolyline([QPointF(0.395, 0.665), QPointF(0.5, 0.94), QPointF(0.605, 0.665)])
    p.drawLine(QPointF(0.5, 0.94), QPointF(0.5, 1.05))
    p.setPen(QPen(GOLD, 0.024))
    for side in (-1, 1):
        p.drawPath(_shape(
            (0.5 + side * 0.2, 0.675),
            (0.5 + side * 0.29, 0.74, 0.5 + side * 0.32, 0.86, 0.5 + side * 0.33, 1.05),
            close=False,
        ))
    p.setPen(Qt.PenStyle.NoPen)
    if rank == JACK:  # a white collar of scallops round the neck
        p.setPen(QPen(INK, 0.01))
        p.setBrush(PAPER)
        for i in range(5):
            p.drawEllipse(QPointF(0.41 + i * 0.045, 0.66), 0.028, 0.02)
    else:  # ermine spots along the bands
        p.setBrush(PAPER)
        for side in (-1, 1):
            for y in (0.76, 0.86, 0.96):
                x = 0.5 + side * (0.265 + (y - 0.72) * 0.27)
                p.drawEllipse(QPointF(x, y), 0.018, 0.018)
    # the suit on the chest, on the side away from the held emblem
    side = -1 if rank == KING else 1
    p.fillPath(pip_path(suit, QPointF(0.5 + side * 0.165, 0.86), 0.075), GOLD.lighter(112))
    p.restore()


def _draw_held_item(p: QPainter, rank: int) -> None:
    """The king's sceptre, the queen's flower or the jack's halberd, with the hand holding it."""
    outline = QPen(INK, 0.012)
    if rank == KING:
        x, hand_y = 0.80, 0.83
        p.setPen(outline)
        p.setBrush(GOLD)
        p.drawRect(QRectF(x - 0.016, 0.56, 0.032, 0.5))
        p.drawEllipse(QPointF(x, 0.53), 0.045, 0.045)
        p.drawRect(QRectF(x - 0.008, 0.43, 0.016, 0.06))
        p.drawRect(QRectF(x - 0.03, 0.445, 0.06, 0.016))
    elif rank == QUEEN:
        x, hand_y = 0.20, 0.84
        p.setPen(QPen(QColor(46, 120, 60), 0.022))
        p.drawLine(QPointF(x, 0.86), QPointF(x, 0.58))
        p.setPen(outline)
        p.setBrush(QColor(70, 150, 80))
        p.drawPath(_shape((x, 0.72), (x - 0.06, 0.66, x - 0.09, 0.70), (x - 0.05, 0.73, x, 0.72)))
        p.setBrush(QColor(250, 236, 240))
        for k in range(5):
            a = 2 * math.pi * k / 5 - math.pi / 2
            p.drawEllipse(QPointF(x + 0.04 * math.cos(a), 0.56 + 0.04 * math.sin(a)), 0.03, 0.03)
        p.setBrush(GOLD)
        p.drawEllipse(QPointF(x, 0.56), 0.022, 0.022)
    else:
        x, hand_y = 0.21, 0.83
        p.setPen(outline)
        p.setBrush(HAIR_BROWN)
        p.drawRect(QRectF(x - 0.013, 0.36, 0.026, 0.7))
        p.setBrush(QColor(206, 212, 220))
        p.drawPath(_shape(  # spear point with an axe blade on one side
            (x, 0.25), (x + 0.035, 0.33), (x + 0.013, 0.36), (x + 0.09, 0.37),
            (x + 0.11, 0.44, x + 0.09, 0.49), (x + 0.013, 0.46), (x - 0.013, 0.46),
            (x - 0.013, 0.36), (x - 0.035, 0.33),
        ))
    p.setPen(outline)
    p.setBrush(SKIN)
    p.drawEllipse(QPointF(x, hand_y), 0.045, 0.038)


def _draw_face_details(p: QPainter, rank: int) -> None:
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(INK)
    for x in (0.455, 0.545):
        p.drawEllipse(QPointF(x, 0.405), 0.014, 0.016)
    feature = QPen(INK.lighter(170), 0.011)
    feature.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(feature)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(_shape((0.5, 0.42), (0.49, 0.465, 0.507, 0.47), close=False))
    if rank == QUEEN:
        lips = QPen(CRIMSON, 0.018)
        lips.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setPen(lips)
    p.drawPath(_shape((0.475, 0.505), (0.5, 0.52, 0.525, 0.505), close=False))
    if rank != KING:  # rosy cheeks
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(232, 120, 120, 90))
        for x in (0.43, 0.57):
            p.drawEllipse(QPointF(x, 0.465), 0.025, 0.017)
    p.restore()


def _draw_beard(p: QPainter) -> None:
    p.setBrush(HAIR_GREY)
    p.drawPath(_shape(
        (0.38, 0.43), (0.38, 0.58, 0.44, 0.66, 0.5, 0.70), (0.56, 0.66, 0.62, 0.58, 0.62, 0.43),
        (0.60, 0.49, 0.56, 0.485, 0.5, 0.485), (0.44, 0.485, 0.40, 0.49, 0.38, 0.43),
    ))
    p.drawPath(_shape(  # moustache
        (0.5, 0.482), (0.46, 0.47, 0.44, 0.485, 0.43, 0.51), (0.46, 0.50, 0.48, 0.497, 0.5, 0.494),
        (0.52, 0.497, 0.54, 0.50, 0.57, 0.51), (0.56, 0.485, 0.54, 0.47, 0.5, 0.482),
    ))


def _draw_crown(p: QPainter) -> None:
    p.setBrush(GOLD)
    p.drawPath(_shape(
        (0.375, 0.31), (0.36, 0.15), (0.435, 0.23), (0.5, 0.11), (0.565, 0.23), (0.64, 0.15),
        (0.625, 0.31),
    ))
    p.drawRect(QRectF(0.37, 0.28, 0.26, 0.05))
    p.setBrush(CRIMSON)
    p.drawEllipse(QPointF(0.5, 0.305), 0.024, 0.017)
    p.setBrush(GOLD.lighter(120))
    for x, y in ((0.36, 0.15), (0.5, 0.11), (0.64, 0.15)):
        p.drawEllipse(QPointF(x, y), 0.02, 0.02)


def _draw_tiara(p: QPainter) -> None:
    p.setBrush(GOLD)
    p.drawPath(_shape(
        (0.385, 0.33), (0.40, 0.28, 0.45, 0.265, 0.475, 0.245), (0.5, 0.18), (0.525, 0.245),
        (0.55, 0.265, 0.60, 0.28, 0.615, 0.33), (0.56, 0.305, 0.44, 0.305, 0.385, 0.33),
    ))
    p.setBrush(BLUE.lighter(150))
    p.drawEllipse(QPointF(0.5, 0.262), 0.018, 0.024)
    p.setBrush(PAPER)
    for x in (0.44, 0.56):
        p.drawEllipse(QPointF(x, 0.298), 0.011, 0.011)


def _draw_cap(p: QPainter, color: QColor) -> None:
    p.setBrush(GOLD)  # a feather sweeping up from the band
    p.drawPath(_shape(
        (0.57, 0.29), (0.64, 0.18, 0.72, 0.11, 0.80, 0.08), (0.77, 0.17, 0.69, 0.25, 0.60, 0.31),
    ))
    p.setBrush(color)
    p.drawPath(_shape(
        (0.355, 0.35), (0.33, 0.19, 0.64, 0.15, 0.67, 0.31), (0.58, 0.32, 0.44, 0.32, 0.355, 0.35),
    ))
    p.save()
    p.setPen(QPen(GOLD, 0.024))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(_shape((0.365, 0.345), (0.45, 0.315, 0.57, 0.315, 0.665, 0.31), close=False))
    p.restore()


# ---- the joker ---------------------------------------------------------------------------------


def _draw_joker(p: QPainter, w: float, h: float) -> None:
    """JOKER spelt down two corners and a jester's bust in a round frame."""
    font = _bold_font(_index_metrics(w)[3] * 0.6)
    step = QFontMetricsF(font).capHeight() * 0.4
    for lower in (False, True):
        p.save()
        if lower:
            _rotated_half(p, w, h)
        y = w * 0.06
        for letter in joker_label():
            y = _draw_text_fitted(p, letter, font, w * 0.09, y, w * 0.12, RED if lower else BLACK)
            y += step
        p.restore()
    radius = w * 0.34
    centre = QPointF(w / 2, h / 2)
    frame = QPainterPath()
    frame.addEllipse(centre, radius, radius)
    p.save()
    p.setClipPath(frame)
    p.fillPath(frame, PANEL)
    p.translate(centre.x() - radius, centre.y() - radius)
    p.scale(2 * radius, 2 * radius)
    _draw_jester(p)
    p.restore()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(GOLD.darker(110), w * 0.022))
    p.drawEllipse(centre, radius, radius)
    p.setPen(QPen(INK, max(0.5, w * 0.007)))
    p.drawEllipse(centre, radius + w * 0.011, radius + w * 0.011)


def _draw_jester(p: QPainter) -> None:
    """A jester's bust with a three-pointed belled cap and a ruff, in the unit square."""
    dark = QColor(40, 40, 46)
    p.setPen(QPen(INK, 0.012))
    for side, colour in ((-1, CRIMSON), (1, dark)):  # a two-coloured tunic
        p.setBrush(colour)
        p.drawPath(_shape(
            (0.5, 0.72), (0.5 + side * 0.16, 0.72),
            (0.5 + side * 0.36, 0.76, 0.5 + side * 0.44, 0.88, 0.5 + side * 0.46, 1.02),
            (0.5, 1.02),
        ))
    p.setBrush(PAPER)
    for i in range(7):  # a ruff of scallops
        a = math.pi * (0.08 + 0.84 * i / 6)
        p.drawEllipse(QPointF(0.5 - 0.19 * math.cos(a), 0.72 + 0.035 * math.sin(a)), 0.05, 0.045)
    p.setBrush(SKIN)
    p.drawEllipse(QPointF(0.5, 0.54), 0.14, 0.165)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(INK)
    for x in (0.45, 0.55):
        p.drawEllipse(QPointF(x, 0.53), 0.016, 0.019)
    p.setBrush(QColor(232, 120, 120, 120))
    for x in (0.42, 0.58):
        p.drawEllipse(QPointF(x, 0.59), 0.03, 0.02)
    smile = QPen(CRIMSON, 0.018)
    smile.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(smile)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(_shape((0.44, 0.60), (0.5, 0.655, 0.56, 0.60), close=False))
    p.setPen(QPen(INK, 0.012))
    tips = ((CRIMSON, 0.13, 0.33), (dark, 0.5, 0.07), (CRIMSON, 0.87, 0.33))
    for colour, tx, ty in tips:  # the cap's three floppy points
        p.setBrush(colour)
        p.drawPath(_shape(
            (0.36, 0.47), (0.37, 0.33, (tx + 0.5) / 2, ty - 0.02, tx, ty),
            ((tx + 0.5) / 2 + 0.04, ty + 0.10, 0.62, 0.33, 0.64, 0.47),
            (0.56, 0.43, 0.44, 0.43, 0.36, 0.47),
        ))
    p.setBrush(GOLD)
    for _, tx, ty in tips:
        p.drawEllipse(QPointF(tx, ty), 0.045, 0.045)
    p.setPen(QPen(GOLD, 0.035))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(_shape((0.35, 0.475), (0.5, 0.41, 0.65, 0.475), close=False))


# ---- faces -------------------------------------------------------------------------------------


def _paint_face(p: QPainter, face: int, w: float, h: float) -> None:
    _blank(p, w, h)
    if face == JOKER_FACE:
        _draw_joker(p, w, h)
        return
    suit, rank = divmod(face, RANKS_PER_SUIT)
    if rank == ACE:
        _draw_ace(p, suit, w, h)
    elif rank >= JACK:
        _draw_court(p, rank, suit, w, h)
    else:
        _draw_number(p, rank + 2, suit, w, h)
    _draw_indices(p, rank_label(rank), suit, w, h)


# ---- backs -------------------------------------------------------------------------------------

_BACK_COLOURS = (QColor(150, 30, 40), QColor(28, 60, 130), QColor(24, 100, 70))


def _paint_back(p: QPainter, style: int, w: float, h: float) -> None:
    _blank(p, w, h)
    margin = w * 0.065
    inner = QRectF(margin, margin, w - 2 * margin, h - 2 * margin)
    radius = _corner_radius(w) * 0.6
    field = QPainterPath()
    field.addRoundedRect(inner, radius, radius)
    base = _BACK_COLOURS[style]
    shade = QLinearGradient(inner.topLeft(), inner.bottomRight())
    shade.setColorAt(0.0, base.lighter(118))
    shade.setColorAt(0.5, base)
    shade.setColorAt(1.0, base.darker(118))
    p.save()
    p.setClipPath(field)
    p.fillPath(field, QBrush(shade))
    ink = QColor(255, 255, 255, 120)
    line = max(0.5, w * 0.009)
    (_lattice, _rings, _chevrons)[style](p, inner, w, ink, line)
    p.restore()
    # a fine light rule just inside the coloured field
    rule = inner.adjusted(w * 0.03, w * 0.03, -w * 0.03, -w * 0.03)
    p.setPen(QPen(QColor(255, 255, 255, 170), line))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rule, radius * 0.6, radius * 0.6)


def _lattice(p: QPainter, field: QRectF, w: float, ink: QColor, line: float) -> None:
    """A diagonal lattice with a small diamond at every crossing."""
    step = w / 6.5
    c = field.center()
    reach = int(field.height() / step) + 2
    p.setPen(QPen(ink, line))
    span = field.height()
    for k in range(-2 * reach, 2 * reach + 1):
        x = c.x() + k * step
        p.drawLine(QPointF(x - span, c.y() - span), QPointF(x + span, c.y() + span))
        p.drawLine(QPointF(x + span, c.y() - span), QPointF(x - span, c.y() + span))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 170))
    d = step * 0.16
    for i in range(-reach, reach + 1):
        for j in range(-reach, reach + 1):
            # lines x - y = const and x + y = const cross on a grid turned 45°
            px = c.x() + (i + j) * step / 2
            py = c.y() + (i - j) * step / 2
            p.drawPath(_shape((px, py - d), (px + d, py), (px, py + d), (px - d, py)))


def _rings(p: QPainter, field: QRectF, w: float, ink: QColor, line: float) -> None:
    """Overlapping circles on a square grid: every four meet in a four-petalled flower."""
    step = w / 5.0
    c = field.center()
    p.setPen(QPen(ink, line))
    p.setBrush(Qt.BrushStyle.NoBrush)
    ring = step / math.sqrt(2)  # neighbouring rings cross on the diagonals of the grid
    nx = int(field.width() / step) + 2
    ny = int(field.height() / step) + 2
    centres = [
        QPointF(c.x() + i * step, c.y() + j * step)
        for i in range(-nx, nx + 1)
        for j in range(-ny, ny + 1)
    ]
    for centre in centres:
        p.drawEllipse(centre, ring, ring)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 150))
    for centre in centres:
        p.drawEllipse(centre, step * 0.07, step * 0.07)


def _chevrons(p: QPainter, field: QRectF, w: float, ink: QColor, line: float) -> None:
    """Rows of chevrons pointing to the card's middle from above and below."""
    step = w / 8.0
    c = field.center()
    p.setPen(QPen(ink, line * 1.3))
    p.setBrush(Qt.BrushStyle.NoBrush)
    teeth = int(field.width() / step) + 2
    rows = int(field.height() / 2 / step) + 2
    for side in (-1, 1):
        for r in range(rows):
            y = c.y() + side * (r + 0.5) * step
            p.drawPolyline([
                QPointF(c.x() + k * step, y + side * (step * 0.4 if k % 2 else 0.0))
                for k in range(-teeth, teeth + 1)
            ])


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
