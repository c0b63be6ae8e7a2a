"""How a card moves on the table: the animations that take it to a place or turn it over."""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF, QPropertyAnimation
from shiboken6 import isValid

from .card_item import CardItem
from .layout import Place

MOVE_MS = 260  # a card's move from one place to another, at normal speed
TURN_MS = 180  # a card turned over, at normal speed


def card_move(item: CardItem, prop: bytes, start: object, end: object,
              duration_ms: int) -> QPropertyAnimation:
    """One property of a card (its position or its turn) eased from ``start`` to ``end``."""
    animation = QPropertyAnimation(item, prop)
    animation.setDuration(duration_ms)
    animation.setStartValue(start)
    animation.setEndValue(end)
    animation.setEasingCurve(QEasingCurve.Type.OutCubic)
    return animation


def moves_to(item: CardItem, place: Place, duration_ms: int) -> list[QPropertyAnimation]:
    """The animations that take a card from where it lies to ``place``; none when it is there."""
    moves = []
    if (item.pos() - place.centre).manhattanLength() > 0.5:
        moves.append(card_move(item, b"pos", item.pos(), place.centre, duration_ms))
    if abs(item.rotation() - place.angle) > 0.5:
        moves.append(reshaping(item, card_move(item, b"rotation", item.rotation(), place.angle,
                                               duration_ms)))
    return moves


def reshaping(item: CardItem, animation: QPropertyAnimation) -> QPropertyAnimation:
    """``animation`` changes the card's shape on screen while it runs (see
    ``CardItem.reshaping``). A card deleted while it moves (the window torn down in the middle
    of a deal) stops its animation as it goes, and is then past caring."""
    def changed(new: QAbstractAnimation.State, old: QAbstractAnimation.State) -> None:
        if QAbstractAnimation.State.Running in (new, old) and isValid(item):
            item.reshaping(new == QAbstractAnimation.State.Running)

    animation.stateChanged.connect(changed)
    return animation


def slide_to(item: CardItem, centre: QPointF, duration_ms: int) -> QPropertyAnimation:
    """A card's position eased to ``centre``."""
    return card_move(item, b"pos", item.pos(), centre, duration_ms)


def turn_over(item: CardItem, face_up: bool, duration_ms: int) -> QPropertyAnimation:
    """The animation that turns a card over to ``face_up``: it narrows to nothing on its
    x-scale, shows its other side, and widens again."""
    item.begin_turning(face_up)
    animation = QPropertyAnimation(item, b"turning")
    animation.setDuration(duration_ms)
    animation.setStartValue(0.0)
    animation.setEndValue(1.0)
    return reshaping(item, animation)
