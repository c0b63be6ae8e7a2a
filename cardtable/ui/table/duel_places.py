"""Where U-G-O's cards lie: each player's row of cards in play, with his deck at its left end
and his discard pile at its right, and the person's row along the bottom.

Two players face each other across the table; with three or four the others' rows are stacked
across the top instead, since rows set round the table would run into each other. Geometry of
the scene's size and seats only: nothing here moves a card, only the seat labels.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF

from .layout import Place

if TYPE_CHECKING:
    from .card_item import CardItem
    from .scene import TableScene


class DuelPlaces:
    """The duel table's geometry, mixed into ``DuelTable`` (which sets ``scene`` and
    ``active``)."""

    scene: TableScene
    active: bool

    @property
    def stacked(self) -> bool:
        """With three or four players the others' rows are stacked across the top of the
        table, each with its hand at the left, rather than set round it."""
        return self.active and self.scene.players > 2

    def _person_row_y(self) -> float:
        g = self.scene.geometry
        return g.height - g.card_height * 1.9

    def _band(self) -> float:
        """The height of one stacked row of another player's cards."""
        g = self.scene.geometry
        top = g.card_height * 0.25
        bottom = self._person_row_y() - g.card_height * 0.55
        return (bottom - top) / max(self.scene.players - 1, 1)

    def _scale(self) -> float:
        if self.scene.players <= 2:
            return 0.8
        return min(0.8, self._band() * 0.62 / self.scene.geometry.card_height)

    def _row(self, seat: int) -> tuple[QPointF, QPointF]:
        """The middle of a seat's row of cards in play, and the unit step along it."""
        g, s = self.scene.geometry, self.scene
        rel = (seat - s.person) % s.players
        if rel == 0:
            return QPointF(g.centre.x(), self._person_row_y()), QPointF(1, 0)
        if self.stacked:
            band = self._band()
            y = g.card_height * 0.25 + band * (rel - 0.5)
            return QPointF(g.centre.x() + g.card_width * 0.6, y), QPointF(1, 0)
        anchor, centre = g.seat_anchor(rel), g.centre
        dx, dy = centre.x() - anchor.x(), centre.y() - anchor.y()
        length = max(math.hypot(dx, dy), 1.0)
        ux, uy = dx / length, dy / length
        return (QPointF(anchor.x() + ux * g.card_height * 1.15,
                        anchor.y() + uy * g.card_height * 1.15), QPointF(1, 0))

    def hand_targets(self, seat: int, hand: list[CardItem]) -> list[tuple[CardItem, Place]]:
        """Another player's hand in a stacked row: a tight face-down fan left of its deck."""
        deck = self.deck_place(seat).centre
        w = self.scene.geometry.card_width * self._scale()
        step = w * 0.14
        left = deck.x() - w * 1.25 - step * (len(hand) - 1)
        return [(item, Place(self._clamped(QPointF(left + i * step, deck.y())), 0.0, 100 + i))
                for i, item in enumerate(hand)]

    def _clamped(self, p: QPointF) -> QPointF:
        g = self.scene.geometry
        mx, my = g.card_width * 0.45, g.card_height * 0.45
        return QPointF(min(max(p.x(), mx), g.width - mx), min(max(p.y(), my), g.height - my))

    def _spacing(self) -> float:
        return self.scene.geometry.card_height * self._scale() * 1.08

    def slot_place(self, seat: int, slot: int, count: int, attack: bool) -> Place:
        """Where a card in play lies: upright to attack, sideways to defend."""
        row, v = self._row(seat)
        offset = (slot - (count - 1) / 2) * self._spacing()
        p = QPointF(row.x() + v.x() * offset, row.y() + v.y() * offset)
        return Place(self._clamped(p), 0.0 if attack else 90.0, 60 + slot)

    def _end_place(self, seat: int, side: int) -> QPointF:
        row, v = self._row(seat)
        offset = 3.3 * self._spacing() * side
        return self._clamped(QPointF(row.x() + v.x() * offset, row.y() + v.y() * offset))

    def deck_place(self, seat: int) -> Place:
        """A seat's deck, face down, at the left end of its row."""
        return Place(self._end_place(seat, -1), 0.0, 40)

    def discard_place(self, owner: int, index: int) -> Place:
        """An owner's discard pile, face up, at the right end of its row."""
        p = self._end_place(owner, 1)
        return Place(QPointF(p.x() - index * 0.05, p.y() - index * 0.05), 0.0, 41 + index * 0.01)

    def arena(self) -> QPointF:
        """The middle of the table, where special cards are shown as they are played."""
        return self.scene.geometry.centre

    def _equip_drop(self, index: int) -> float:
        """How far the ``index``-th equip peeks out below its card."""
        return self.scene.geometry.card_width * self._scale() * (0.32 + 0.22 * index)

    def place_labels(self) -> None:
        """Seat labels beside each player's deck (the usual places are taken by the cards)."""
        s = self.scene
        for seat, label in enumerate(s.labels.items):
            if seat == s.person:
                continue
            deck = self.deck_place(seat).centre
            box = label.boundingRect()
            h = s.geometry.card_height * self._scale()
            if self.stacked:  # at the left edge, above the hand
                label.setPos(QPointF(6, deck.y() - h / 2 - box.height() * 0.8))
                continue
            label.setPos(self._clamped(QPointF(deck.x() - box.width() / 2,
                                               deck.y() - h / 2 - box.height())))
