"""The court figures (jack, queen and king) and the joker's jester, drawn with QPainter.

This is the most detailed artwork on the cards, and the longest to describe in code, so it is
kept apart from the number cards and the card cache in ``card_renderer``, which calls
``draw_court`` and ``draw_joker`` for those faces.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen

from ...engine.cards import DIAMONDS, HEARTS, JACK, KING, QUEEN
from .card_paint import (
    BLACK,
    BLUE,
    CRIMSON,
    GOLD,
    INK,
    PANEL,
    PAPER,
    RED,
    SKIN,
    bold_font,
    draw_text_fitted,
    index_metrics,
    rank_label,
    rotated_half,
    shape,
    suit_color,
)
from .suit_shapes import pip_path

# ---- court cards -------------------------------------------------------------------------------

HAIR_GOLD = QColor(196, 146, 52)
HAIR_GREY = QColor(206, 206, 200)
HAIR_BROWN = QColor(122, 76, 40)


PANEL_LEFT = 0.195  # where the figure's panel begins, in card widths from the card's edge


def _court_panel(w: float, h: float) -> QRectF:
    return QRectF(w * PANEL_LEFT, h * 0.05, w * (1 - 2 * PANEL_LEFT), h * 0.90)


def draw_court(p: QPainter, rank: int, suit: int, w: float, h: float) -> None:
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
            rotated_half(p, w, h)
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
    font = bold_font(w * 0.12)
    draw_text_fitted(
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
        p.drawPath(shape(
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
    p.drawPath(shape(
        (-0.05, 1.05), (-0.05, 0.88), (0.02, 0.76, 0.22, 0.70, 0.40, 0.655), (0.60, 0.655),
        (0.78, 0.70, 0.98, 0.76, 1.05, 0.88), (1.05, 1.05),
    ))
    p.setBrush(lining)  # the garment beneath, showing in a V at the front
    p.drawPath(shape((0.40, 0.655), (0.5, 0.93), (0.60, 0.655)))
    p.save()
    trim = QPen(GOLD, 0.03)
    trim.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setPen(trim)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPolyline([QPointF(0.395, 0.665), QPointF(0.5, 0.94), QPointF(0.605, 0.665)])
    p.drawLine(QPointF(0.5, 0.94), QPointF(0.5, 1.05))
    p.setPen(QPen(GOLD, 0.024))
    for side in (-1, 1):
        p.drawPath(shape(
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
        p.drawPath(shape((x, 0.72), (x - 0.06, 0.66, x - 0.09, 0.70), (x - 0.05, 0.73, x, 0.72)))
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
        p.drawPath(shape(  # spear point with an axe blade on one side
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
    p.drawPath(shape((0.5, 0.42), (0.49, 0.465, 0.507, 0.47), close=False))
    if rank == QUEEN:
        lips = QPen(CRIMSON, 0.018)
        lips.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setPen(lips)
    p.drawPath(shape((0.475, 0.505), (0.5, 0.52, 0.525, 0.505), close=False))
    if rank != KING:  # rosy cheeks
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(232, 120, 120, 90))
        for x in (0.43, 0.57):
            p.drawEllipse(QPointF(x, 0.465), 0.025, 0.017)
    p.restore()


def _draw_beard(p: QPainter) -> None:
    p.setBrush(HAIR_GREY)
    p.drawPath(shape(
        (0.38, 0.43), (0.38, 0.58, 0.44, 0.66, 0.5, 0.70), (0.56, 0.66, 0.62, 0.58, 0.62, 0.43),
        (0.60, 0.49, 0.56, 0.485, 0.5, 0.485), (0.44, 0.485, 0.40, 0.49, 0.38, 0.43),
    ))
    p.drawPath(shape(  # moustache
        (0.5, 0.482), (0.46, 0.47, 0.44, 0.485, 0.43, 0.51), (0.46, 0.50, 0.48, 0.497, 0.5, 0.494),
        (0.52, 0.497, 0.54, 0.50, 0.57, 0.51), (0.56, 0.485, 0.54, 0.47, 0.5, 0.482),
    ))


def _draw_crown(p: QPainter) -> None:
    p.setBrush(GOLD)
    p.drawPath(shape(
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
    p.drawPath(shape(
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
    p.drawPath(shape(
        (0.57, 0.29), (0.64, 0.18, 0.72, 0.11, 0.80, 0.08), (0.77, 0.17, 0.69, 0.25, 0.60, 0.31),
    ))
    p.setBrush(color)
    p.drawPath(shape(
        (0.355, 0.35), (0.33, 0.19, 0.64, 0.15, 0.67, 0.31), (0.58, 0.32, 0.44, 0.32, 0.355, 0.35),
    ))
    p.save()
    p.setPen(QPen(GOLD, 0.024))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(shape((0.365, 0.345), (0.45, 0.315, 0.57, 0.315, 0.665, 0.31), close=False))
    p.restore()


# ---- the joker ---------------------------------------------------------------------------------


def joker_label() -> str:
    """Return the word written down the joker's corners."""
    return QCoreApplication.translate("CardRenderer", "JOKER", "written on the joker card")


def draw_joker(p: QPainter, w: float, h: float) -> None:
    """JOKER spelt down two corners and a jester's bust in a round frame."""
    font = bold_font(index_metrics(w)[3] * 0.6)
    step = QFontMetricsF(font).capHeight() * 0.4
    for lower in (False, True):
        p.save()
        if lower:
            rotated_half(p, w, h)
        y = w * 0.06
        for letter in joker_label():
            y = draw_text_fitted(p, letter, font, w * 0.09, y, w * 0.12, RED if lower else BLACK)
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
        p.drawPath(shape(
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
    p.drawPath(shape((0.44, 0.60), (0.5, 0.655, 0.56, 0.60), close=False))
    p.setPen(QPen(INK, 0.012))
    tips = ((CRIMSON, 0.13, 0.33), (dark, 0.5, 0.07), (CRIMSON, 0.87, 0.33))
    for colour, tx, ty in tips:  # the cap's three floppy points
        p.setBrush(colour)
        p.drawPath(shape(
            (0.36, 0.47), (0.37, 0.33, (tx + 0.5) / 2, ty - 0.02, tx, ty),
            ((tx + 0.5) / 2 + 0.04, ty + 0.10, 0.62, 0.33, 0.64, 0.47),
            (0.56, 0.43, 0.44, 0.43, 0.36, 0.47),
        ))
    p.setBrush(GOLD)
    for _, tx, ty in tips:
        p.drawEllipse(QPointF(tx, ty), 0.045, 0.045)
    p.setPen(QPen(GOLD, 0.035))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(shape((0.35, 0.475), (0.5, 0.41, 0.65, 0.475), close=False))
