"""The pieces every part of the card artwork shares: inks, the font, the blank card, helpers.

The faces (``card_renderer``), the court figures and joker (``court_art``) and the backs
(``card_backs``) are drawn in separate modules. What more than one of them needs lives here,
once, so no colour or helper is defined twice and the drawing modules never import each other.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from ...engine.cards import RANK_NAMES
from ...texts import rank_letter

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
GREEN = QColor(16, 122, 56)
DIAMOND_BLUE = QColor(22, 84, 196)

# The inks of the four suits (♣ ♦ ♥ ♠): the usual two colours, or the four-colour deck, where
# clubs are green and diamonds blue so that no two suits share a colour at a glance.
TWO_COLOURS = (BLACK, RED, RED, BLACK)
FOUR_COLOURS = (GREEN, DIAMOND_BLUE, RED, BLACK)
_inks = TWO_COLOURS

_FONT_FAMILIES = ["DejaVu Sans", "Helvetica Neue", "Helvetica", "Arial", "Liberation Sans"]


def suit_color(suit: int) -> QColor:
    """Return the ink of a suit in the deck being drawn: red for diamonds and hearts and
    near-black for clubs and spades, or the four-colour deck's (see ``use_inks``)."""
    return QColor(_inks[suit])


def use_inks(inks: tuple[QColor, QColor, QColor, QColor]) -> None:
    """Draw the suits in these inks from now on. The renderer sets them before each card it
    paints, so that a card's colours are part of what its cached picture is made from."""
    global _inks
    _inks = inks


def rank_label(rank: int) -> str:
    """Return the index text of a rank (0 = two … 12 = ace), translated where letters differ."""
    return rank_letter(RANK_NAMES[rank])


def bold_font(pixel_size: float) -> QFont:
    """Return the bold sans-serif used for indices and lettering, ``pixel_size`` pixels high."""
    font = QFont()
    font.setFamilies(_FONT_FAMILIES)
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setWeight(QFont.Weight.Bold)
    font.setPixelSize(max(1, round(pixel_size)))
    return font


# ---- paths -------------------------------------------------------------------------------------


def shape(
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


# ---- the card blank ----------------------------------------------------------------------------


def corner_radius(w: float) -> float:
    """Return the radius of the rounded corners of a card ``w`` pixels wide."""
    return w * 0.065


def blank(p: QPainter, w: float, h: float) -> None:
    """White card with rounded corners and a thin grey edge."""
    edge = max(0.6, w * 0.011)
    rect = QRectF(edge / 2, edge / 2, w - edge, h - edge)
    p.setPen(QPen(EDGE, edge))
    p.setBrush(PAPER)
    r = corner_radius(w)
    p.drawRoundedRect(rect, r, r)


def rotated_half(p: QPainter, w: float, h: float) -> None:
    """Turn the painter half a turn about the card's centre, for the lower mirrored half."""
    p.translate(w, h)
    p.rotate(180.0)


# ---- indices -----------------------------------------------------------------------------------


def index_metrics(w: float) -> tuple[float, float, float, float]:
    """Return the index column's centre x, top y, widest text and the rank font size.

    Indices grow relative to the card as it shrinks, so they stay legible on small cards.
    """
    small = min(1.0, max(0.0, (90.0 - w) / 42.0))
    size = w * (0.175 + 0.045 * small)
    max_w = size * 0.86
    return w * 0.02 + max_w / 2, w * 0.06, max_w, size


def draw_text_fitted(
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
