"""Where U-G-O's cards lie: each player's row of cards in play, with his deck at its left end
and his discard pile at its right, and the person's row along the bottom.

Two players face each other across the table; with three or four the others' rows are stacked
across the top instead, since rows set round the table would run into each other. Pure
geometry of the table's size, its seats and the person's seat, as ``layout.py`` is.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from ....ui.table.card_renderer import CARD_ASPECT
from ....ui.table.layout import CAPTION_ROOM, GAP, Place, TableGeometry

COUNT_ROOM = 24.0  # the count of a deck or pile, under it
PLATE_ROOM = 84.0  # a stacked row's name plate and counts, above and below its cards
ROWS_TOP = CAPTION_ROOM + 50.0  # stacked rows start below the caption and the first's plate


@dataclass(frozen=True)
class UgoPlaces:
    """The duel's places for one table (``geometry``) seen from the person's seat."""

    geometry: TableGeometry
    person: int

    @property
    def players(self) -> int:
        """How many play."""
        return self.geometry.players

    @property
    def stacked(self) -> bool:
        """With three or four players the others' rows are stacked across the top of the
        table, each with its hand at the left, rather than set round it."""
        return self.players > 2

    def person_row_y(self) -> float:
        """The height of the person's row of cards in play."""
        g = self.geometry
        return g.height - g.card_height * 1.9 - COUNT_ROOM * 0.75  # values in two lines

    def band(self) -> float:
        """The height of one stacked row of another player's cards."""
        g = self.geometry
        top = ROWS_TOP
        bottom = self.person_row_y() - g.card_height * 0.55
        return (bottom - top) / max(self.players - 1, 1)

    def scale(self) -> float:
        """How much smaller the duel's cards are than the hands' (a stacked row is low)."""
        if self.players <= 2:
            return 0.8
        band = self.band()  # a stacked row holds its plate, its cards and their counts
        return max(0.3, min(0.8, band * 0.62 / self.geometry.card_height,
                            (band - PLATE_ROOM) / self.geometry.card_height))

    def card_width(self) -> float:
        """The width of a card in play, on a pile, or in a stacked row's hand."""
        return self.geometry.card_width * self.scale()

    def row(self, seat: int) -> tuple[QPointF, QPointF]:
        """The middle of a seat's row of cards in play, and the unit step along it."""
        g = self.geometry
        rel = (seat - self.person) % self.players
        if rel == 0:
            return QPointF(g.centre.x(), self.person_row_y()), QPointF(1, 0)
        if self.stacked:
            y = ROWS_TOP + self.band() * (rel - 0.5)
            return QPointF(g.centre.x() + g.card_width * 0.6, y), QPointF(1, 0)
        anchor, centre = g.seat_anchor(rel), g.centre
        dx, dy = centre.x() - anchor.x(), centre.y() - anchor.y()
        length = max(math.hypot(dx, dy), 1.0)
        ux, uy = dx / length, dy / length
        return (QPointF(anchor.x() + ux * g.card_height * 1.15,
                        anchor.y() + uy * g.card_height * 1.15), QPointF(1, 0))

    def stacked_hand(self, seat: int, count: int) -> list[Place]:
        """Another player's hand in a stacked row: a tight face-down fan left of its deck
        (face up, in a replay, each card's corner shows)."""
        deck = self.deck_place(seat).centre
        w = self.card_width()
        step = w * (0.3 if self.geometry.open_hands else 0.14)
        left = deck.x() - w * 1.25 - step * (count - 1)
        return [Place(self.clamped(QPointF(left + i * step, deck.y())), 0.0, 100 + i)
                for i in range(count)]

    def clamped(self, p: QPointF) -> QPointF:
        """``p`` moved onto the table, far enough in for a card to show whole."""
        g = self.geometry
        mx, my = g.card_width * 0.45, g.card_height * 0.45
        return QPointF(min(max(p.x(), mx), g.width - mx), min(max(p.y(), my), g.height - my))

    def spacing(self) -> float:
        """From one card in play to the next along a row."""
        return self.geometry.card_height * self.scale() * 1.08

    def slot_place(self, seat: int, slot: int, count: int, attack: bool) -> Place:
        """Where a card in play lies: upright to attack, sideways to defend."""
        row, v = self.row(seat)
        offset = (slot - (count - 1) / 2) * self.spacing()
        p = QPointF(row.x() + v.x() * offset, row.y() + v.y() * offset)
        return Place(self.clamped(p), 0.0 if attack else 90.0, 60 + slot)

    def end_place(self, seat: int, side: int) -> QPointF:
        """The left (-1) or right (+1) end of a seat's row."""
        row, v = self.row(seat)
        offset = 3.3 * self.spacing() * side
        return self.clamped(QPointF(row.x() + v.x() * offset, row.y() + v.y() * offset))

    def deck_place(self, seat: int) -> Place:
        """A seat's deck, face down, at the left end of its row."""
        return Place(self.end_place(seat, -1), 0.0, 40)

    def discard_place(self, owner: int, index: int) -> Place:
        """An owner's discard pile, face up, at the right end of its row."""
        return self.discard_places(owner, index + 1)[index]

    def discard_places(self, owner: int, count: int) -> list[Place]:
        """The places of a discard pile's ``count`` cards, the row's end found once: a pile
        grows to dozens of cards, and every move lays them all out again."""
        p = self.end_place(owner, 1)
        return [Place(QPointF(p.x() - i * 0.05, p.y() - i * 0.05), 0.0, 41 + i * 0.01)
                for i in range(count)]

    def arena(self) -> QPointF:
        """The middle of the table, where special cards are shown as they are played."""
        return self.geometry.centre

    def equip_drop(self, index: int) -> float:
        """How far the ``index``-th equip peeks out below its card."""
        return self.card_width() * (0.32 + 0.22 * index)

    def equip_place(self, card: Place, index: int) -> Place:
        """Where the ``index``-th equip of the card lying at ``card`` lies, under it."""
        drop = self.equip_drop(index)
        return Place(QPointF(card.centre.x() + drop * 0.4, card.centre.y() + drop),
                     card.angle, card.z - 1 - index)

    def near_row(self, seat: int, point: QPointF) -> bool:
        """Whether ``point`` is close to a seat's row (a card dropped there is aimed at the
        player)."""
        if seat < 0:
            return False
        row, _ = self.row(seat)
        reach = self.spacing() * 3.5
        return math.hypot(point.x() - row.x(), point.y() - row.y()) < reach * 0.75

    def arrow_centre(self) -> QPointF:
        """Where the arrow of the way play goes is drawn: the middle of the table, or with
        stacked rows (which take the middle) beside the person's row."""
        if self.stacked:
            return QPointF(self.geometry.card_width * 0.55, self.person_row_y())
        return self.geometry.centre

    def plate_spots(self, seat: int, width: float, height: float) -> list[QRectF]:
        """Where a seat's name plate may go, best first, each on the table: the person's as
        at every table; another's at the start of its row, else beside its deck (right of
        it, then left of its discards, above the deck or the hand, below the deck's
        count)."""
        g = self.geometry
        if (seat - self.person) % self.players == 0:
            return g.plate_spots(0, width, height)
        deck = self.deck_place(seat).centre
        pile = self.discard_place(seat, 0).centre
        w = self.card_width()
        h = w * CARD_ASPECT
        top = deck.y() - h / 2
        hand = self.stacked_hand(seat, 8)[0].centre.x() if self.stacked else deck.x()
        spots = [(hand - w / 2 - GAP - width, deck.y() - height / 2),
                 (deck.x() + w / 2 + GAP, top),
                 (pile.x() - w / 2 - GAP - width, top),
                 (hand - w, top - GAP - height),
                 (deck.x() - width / 2, top - GAP - height),
                 (deck.x() + w / 2 + GAP, deck.y() + h / 2 - height),
                 (deck.x() - width / 2, deck.y() + h / 2 + COUNT_ROOM)]
        return [g.kept_on_table(QRectF(x, y, width, height)) for x, y in spots]

    def arrow_spots(self) -> list[QPointF]:
        """Where the arrow of the way play goes may be drawn (its middle), best first."""
        g = self.geometry
        below = self.person_row_y() - g.card_height * self.scale() * 0.9
        return [self.arrow_centre(), g.centre,
                *(QPointF(g.width * k, below) for k in (0.5, 0.3, 0.7, 0.12, 0.88))]
