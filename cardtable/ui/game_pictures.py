"""A small picture of a game, laid out with the table's own cards.

Each game declares its picture beside its code (``ui/games/<game>.py``): the cards that make it
what it is, placed in card widths. They are drawn by the card renderer, not loaded from files,
so they follow the card art and stay sharp on any screen.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap, QTransform

from ..engine.cards import Card, parse_card
from .table.card_paint import corner_radius
from .table.card_renderer import CARD_ASPECT, CardRenderer, card_height, clear_pixmap

_SHADOW = QColor(0, 0, 0, 70)
_FAN_RADIUS = 3.2
"""How far below a fan's cards its pivot lies, in card widths: the larger, the flatter the fan."""


@dataclass(frozen=True)
class Placed:
    """A card on a picture: its centre in card widths from the picture's centre (y down), and
    how far it is turned clockwise, in degrees. Later cards lie on earlier ones."""

    card: Card
    x: float
    y: float
    angle: float = 0.0


def fan(cards: str, step: float = 11.0, lifts: tuple[float, ...] = ()) -> tuple[Placed, ...]:
    """Spread ``cards`` ("5♥ J♥ A♥") as a hand holds them, ``step`` degrees apart; ``lifts``
    raises single cards above the arc, in card widths."""
    names = cards.split()
    middle = (len(names) - 1) / 2
    placed = []
    for i, name in enumerate(names):
        angle = (i - middle) * step
        reach = _FAN_RADIUS + (lifts[i] if i < len(lifts) else 0.0)
        turn = math.radians(angle)
        placed.append(Placed(parse_card(name), reach * math.sin(turn),
                             _FAN_RADIUS - reach * math.cos(turn), angle))
    return tuple(placed)


def _bounds(placed: tuple[Placed, ...]) -> QRectF:
    """The smallest upright rectangle around every card of a picture, in card widths."""
    card = QRectF(-0.5, -CARD_ASPECT / 2, 1.0, CARD_ASPECT)
    box = QRectF()
    for p in placed:
        box = box.united(QTransform().translate(p.x, p.y).rotate(p.angle).mapRect(card))
    return box


def game_picture(placed: tuple[Placed, ...], width: int, height: int, renderer: CardRenderer,
                 dpr: float = 1.0) -> QPixmap:
    """Draw a game's picture (its ``placed`` cards) on a transparent pixmap of ``width`` ×
    ``height`` logical pixels, its cards as large as fits."""
    box = _bounds(placed)
    margin = max(2.0, height * 0.04)
    scale = min((width - 2 * margin) / box.width(), (height - 2 * margin) / box.height())
    card_w = max(1, math.floor(scale))
    card_h = card_height(card_w)
    pixmap = clear_pixmap(width, height, dpr)
    painter = QPainter(pixmap)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        centre = box.center()
        painter.translate(width / 2 - centre.x() * card_w, height / 2 - centre.y() * card_w)
        radius = corner_radius(card_w)
        shadow = QRectF(-card_w / 2, -card_h / 2, card_w, card_h).translated(
            card_w * 0.025, card_w * 0.04)
        for p in placed:
            painter.save()
            painter.translate(p.x * card_w, p.y * card_w)
            painter.rotate(p.angle)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(_SHADOW)
            painter.drawRoundedRect(shadow, radius, radius)
            painter.drawPixmap(QPointF(-card_w / 2, -card_h / 2),
                               renderer.face(p.card, card_w, dpr))
            painter.restore()
    finally:
        painter.end()
    return pixmap
