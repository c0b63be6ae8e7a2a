"""How a card moves on the table: the animations that take it to a place or turn it over, and
the one that takes every card of the table to its place at once."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)
from shiboken6 import isValid

from .animator import Animator
from .card_item import CardItem
from .layout import Place
from .waiting_piles import WaitingPiles

MOVE_MS = 260  # a card's move from one place to another, at normal speed
TURN_MS = 180  # a card turned over, at normal speed
DEAL_STAGGER_MS = 28  # between two cards of a deal, each sent after the one before


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


def lay_out(laid: Sequence[tuple[CardItem, Place, float]], animator: Animator, animated: bool,
            order: Sequence[CardItem], reveal: Sequence[CardItem],
            stand_in: Callable[[int], CardItem], parent: QObject
            ) -> QAbstractAnimation | None:
    """Take every card to its place at its width (``laid``): at once, or, ``animated``, by the
    animation that does it, returned (None when nothing moves).

    ``order`` staggers the moves (dealing one card after another); a pile of face-down cards
    waiting its turn is painted as one (``waiting_piles``, whose one card ``stand_in`` makes).
    The cards in ``reveal`` turn face up once they have arrived.
    """
    turning = {id(item) for item in reveal}
    animate = animated and animator.enabled
    group = QParallelAnimationGroup(parent)
    piles = WaitingPiles(stand_in)
    rank_in_order = {id(item): i for i, item in enumerate(order)}
    for item, place, width in laid:
        item.set_width(width)
        item.setZValue(place.z)
        if not animate:
            item.setPos(place.centre)
            item.setRotation(place.angle)
            if id(item) in turning:
                item.show_face(True)
            continue
        moves = moves_to(item, place, animator.duration(MOVE_MS))
        turn = (turn_over(item, True, animator.duration(TURN_MS))
                if id(item) in turning and not item.face_up else None)
        delay = rank_in_order.get(id(item))
        if turn is None and not delay:
            for move in moves:
                group.addAnimation(move)
            continue
        sequence = QSequentialAnimationGroup(group)  # wait its turn, move, turn over
        if delay:
            sequence.addPause(animator.duration(DEAL_STAGGER_MS) * delay)
            if moves:
                piles.wait(item, moves[0])
        if moves:
            together = QParallelAnimationGroup(sequence)
            for move in moves:
                together.addAnimation(move)
            sequence.addAnimation(together)
        if turn is not None:
            sequence.addAnimation(turn)
        group.addAnimation(sequence)
    if group.animationCount() == 0:
        group.deleteLater()
        return None
    piles.hide()
    group.finished.connect(piles.release)
    group.finished.connect(group.deleteLater)
    return group
