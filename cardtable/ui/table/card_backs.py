"""The designs on the backs of the cards: a lattice, rings and chevrons on a shaded colour.

Kept apart from the faces in ``card_renderer``, which caches what ``paint_back`` draws; the
number of designs, ``BACK_STYLES``, is defined here next to the colours and patterns it counts.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen

from .card_paint import blank, corner_radius, shape

BACK_STYLES = 3
"""How many back designs there are; ``CardRenderer.back`` takes a style from 0 to this less one."""

_BACK_COLOURS = (QColor(150, 30, 40), QColor(28, 60, 130), QColor(24, 100, 70))


def paint_back(p: QPainter, style: int, w: float, h: float) -> None:
    """Draw back design ``style`` on a blank card ``w`` by ``h`` pixels."""
    blank(p, w, h)
    margin = w * 0.065
    inner = QRectF(margin, margin, w - 2 * margin, h - 2 * margin)
    radius = corner_radius(w) * 0.6
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
            p.drawPath(shape((px, py - d), (px + d, py), (px, py + d), (px - d, py)))


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
