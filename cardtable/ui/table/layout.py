"""Where things go on the table: seats round an oval, hands, the trick, the won piles, the
undealt stock, and the name plates.

Pure geometry: given the table's size, the number of seats and a card size, every place is a
point and an angle. The person always sits at the bottom; play runs clockwise, so the next seat
(the person's left) is on the left of the screen, then across the top, then down the right.
Room is kept: a line along the top for the caption, the bottom corners beside the person's hand
for the plate and the won pile, the top-right corner for a stock, and card sizes a crowded or
small table can hold. A name plate has spots round its seat, best first; the first that meets
no card's outline (``card_bounds``) or other words is taken (``free_spot``).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF

from .card_renderer import CARD_ASPECT

SIZE_FACTORS = {"small": 0.8, "medium": 1.0, "large": 1.25}
OPPONENT_STEP = 0.16  # spacing of a computer player's face-down cards, in card widths
# Spacing of another seat's face-up cards (a replay): the corner's index shows whole, and none
# of a court card's figure, which a narrow strip would show cut.
OPEN_STEP = 0.19
LONGEST_HAND = 13
STOCK_SCALE = 0.62  # the undealt stock's cards, to a card in play
MARGIN = 8.0  # between the table's edge and what lies along it
CAPTION_ROOM = 34.0  # the caption's line along the top of the table
GAP = 6.0  # between a name plate and the cards beside it
PLATE_ROOM = 170.0  # the width kept for the person's name plate beside the hand
CLEARLY = 0.75  # a spot is clearly a seat's when no other seat is as near as 1/0.75 times
PLATE_DEPTH = 50.0  # a name plate of two lines across the top (42), and the gaps round it
CROWDED_LARGEST = 1.05  # the largest card size, to the medium, with more than four players


@dataclass(frozen=True)
class Place:
    """A card's resting place: its centre, its rotation in degrees, and its stacking order."""

    centre: QPointF
    angle: float = 0.0
    z: float = 0.0


@dataclass(frozen=True)
class TableGeometry:
    """The table's measurements for one size of window and one number of players."""

    width: float
    height: float
    players: int
    card_size: str = "medium"
    open_hands: bool = False  # every hand face up (a replay): the others' fanned wider

    @property
    def card_width(self) -> float:
        """Card width in scene units: a fraction of the table, kept within readable bounds."""
        base = min(self.width / 12.0, (self.height - CAPTION_ROOM) / 7.2)
        factor = SIZE_FACTORS.get(self.card_size, 1.0)
        # a small table has no room for cards larger than the medium: the words need it
        factor = min(factor, max(1.0, min(self.width, self.height - CAPTION_ROOM) / 540))
        if self.players > 4:
            base *= 0.88 if self.players <= 6 else 0.8 if self.players <= 8 else 0.74
            # a crowded table keeps room for the plates
            factor = min(factor, CROWDED_LARGEST if self.players <= 6 else 0.9)
        # whole pixels: the cached picture is then drawn 1:1, never resampled
        return float(round(max(40.0, min(150.0, base * factor))))

    @property
    def card_height(self) -> float:
        """Card height in scene units."""
        return self.card_width * CARD_ASPECT

    @property
    def centre(self) -> QPointF:
        """The middle of the table below the caption's line, where the deck and the trick
        go."""
        return QPointF(self.width / 2, CAPTION_ROOM + (self.height - CAPTION_ROOM) / 2)

    def seat_angle(self, relative: int) -> float:
        """The direction of a seat from the centre, in radians (screen y points down).

        The person sits at the bottom; the others share the rest of the oval evenly, keeping
        at least 50° (64° with five or more) clear on either side of the person so that no hand
        crowds theirs.
        """
        if relative == 0 or self.players < 3:
            return math.pi / 2 + 2 * math.pi * relative / max(self.players, 1)
        clear = max(math.radians(50 if self.players <= 4 else 64), 2 * math.pi / self.players)
        span = 2 * math.pi - 2 * clear
        return math.pi / 2 + clear + span * (relative - 1) / (self.players - 2)

    def seat_anchor(self, relative: int) -> QPointF:
        """The middle of a seat's hand; ``relative`` 0 is the person, 1 the next clockwise."""
        a = self.seat_angle(relative)
        if relative == 0:
            return QPointF(self.width / 2, self.height - self.card_height * 0.62)
        c = self.centre
        rx = self.width / 2 - self.card_height * 0.75
        ry = c.y() - CAPTION_ROOM - self.card_height * 0.7
        return QPointF(c.x() + rx * math.cos(a), c.y() + ry * math.sin(a))

    def hand_angle(self, relative: int) -> float:
        """How a seat's cards are turned, in degrees: their tops face the centre."""
        if relative == 0:
            return 0.0
        return math.degrees(self.seat_angle(relative)) - 90.0

    def hand_places(self, relative: int, count: int, raised: set[int] | None = None) -> list[Place]:
        """Places for a hand of ``count`` cards, left to right as the seat sees them."""
        if count == 0:
            return []
        anchor = self.seat_anchor(relative)
        cw = self.card_width
        if relative == 0:
            # leave the corners: the won pile on the right, the name plate on the left
            room = self.width - 2 * max(1.95 * cw, PLATE_ROOM + MARGIN + GAP) - cw
            if self.players > 4:  # and the lower corners for the neighbours' hands
                room = min(room, self.width * 0.58)
            step = min(cw * 0.62, room / max(count - 1, 1))
            lift = self.card_height * 0.22
            out = []
            for i in range(count):
                x = anchor.x() + (i - (count - 1) / 2) * step
                y = anchor.y() - (lift if raised and i in raised else 0.0)
                out.append(Place(QPointF(x, y), 0.0, 200 + i))  # above any other hand
            return out
        angle = self.hand_angle(relative)
        step = cw * self.opponent_step
        longest = cw * self.longest_fan  # a long hand is fanned tighter
        if count > 1:
            step = min(step, longest / (count - 1))
        rad = math.radians(angle)
        dx, dy = math.cos(rad), math.sin(rad)
        return [
            Place(
                QPointF(anchor.x() - (i - (count - 1) / 2) * step * dx,
                        anchor.y() - (i - (count - 1) / 2) * step * dy),
                angle,
                100 + i,
            )
            for i in range(count)
        ]

    @property
    def opponent_step(self) -> float:
        """Spacing of another seat's cards, in card widths: face down, just their edges;
        face up, each card's corner."""
        if self.open_hands:
            return OPEN_STEP
        return OPPONENT_STEP if self.players <= 6 else OPPONENT_STEP * 0.8

    @property
    def longest_fan(self) -> float:
        """The longest spread of another seat's hand (its cards' centres), in card widths."""
        if self.open_hands:
            return 3.3 if self.players <= 4 else 2.2
        return 2.2 if self.players <= 4 else 1.5

    @property
    def fan_half_length(self) -> float:
        """Half the spread of another seat's full hand (its cards' centres)."""
        cw = self.card_width
        spread = min((LONGEST_HAND - 1) * self.opponent_step, self.longest_fan)
        return spread * cw / 2

    def trick_place(self, relative: int, order: int) -> Place:
        """Where a seat's card lies in the trick: between the centre and the seat."""
        anchor = self.seat_anchor(relative)
        c = self.centre
        dx, dy = anchor.x() - c.x(), anchor.y() - c.y()
        length = max(math.hypot(dx, dy), 1.0)
        spread = 1.0 if self.players <= 4 else 1.45
        point = QPointF(c.x() + dx / length * self.card_width * 0.95 * spread,
                        c.y() + dy / length * self.card_height * 0.62 * spread)
        tilt = (-5.0, 4.0, -3.0, 6.0, -4.0, 3.0)[relative % 6]
        return Place(point, tilt, 300 + order)

    def pile_place(self, relative: int, index: int) -> Place:
        """A seat's won cards: a neat stack by its hand, on the table whatever its size. The
        person's at the right end of the hand; a seat's across the top just past the end of its
        hand on the seat's right (the trick lies in front), another's in front of its hand
        (towards the centre); the other of the two where the first meets the trick or lies
        nearer another seat. (Past the end of a hand at the side, a pile lay in a corner,
        nearer the next seat than its own.)"""
        cw = self.card_width
        if relative == 0:
            # from under the last card of a full hand: a hand has lost cards by its first trick
            last = self.hand_places(0, LONGEST_HAND)[-1].centre
            place = Place(QPointF(last.x() + cw / 2, last.y()))
        else:
            places = [self.pile_past_hand(relative), self.pile_in_front(relative)]
            if abs(self.inward(relative)[1]) <= 0.8:  # at the side: in front first
                places.reverse()
            place = min(places, key=lambda p: (self.meets_trick(p, relative, p is places[-1]),
                                               self.nearer_another(relative, p.centre)))
        box = card_bounds(place, cw).boundingRect()
        centre = place.centre + self.kept_on_table(box).center() - box.center()
        return Place(QPointF(centre.x(), centre.y() - index * 0.15), place.angle,
                     50 + index * 0.01)

    def meets_trick(self, place: Place, relative: int, with_plate: bool = False) -> bool:
        """Whether a pile of seat ``relative`` at ``place`` would meet (or nearly) the trick's
        room; ``with_plate``: or leave no room in front of it for a name plate (the pile's
        second choice of place must leave it room, which its first choice keeps clear of)."""
        ux, uy = self.inward(relative)
        reach = PLATE_DEPTH * with_plate
        moved = Place(QPointF(place.centre.x() + ux * reach, place.centre.y() + uy * reach),
                      place.angle)
        rooms = [card_bounds(p, self.card_width + 2 * GAP) for p in (place, moved)]
        return any(room.intersects(card) for room in rooms for card in self.trick_room())

    def nearer_another(self, relative: int, point: QPointF, share: float = 1.0) -> bool:
        """Whether ``point`` lies nearer another seat than seat ``relative`` (with ``share``
        below 1: nearer than ``1 / share`` times the distance to it)."""
        far = [to_segment(point, *line) for line in self.seat_lines]
        return min(f for rel, f in enumerate(far) if rel != relative) * share < far[relative]

    def pile_in_front(self, relative: int) -> Place:
        """A pile in front of the middle of a seat's hand (towards the centre), turned across
        it."""
        anchor = self.seat_anchor(relative)
        angle = self.hand_angle(relative)
        rad = math.radians(angle)
        nx, ny = math.sin(rad), -math.cos(rad)  # across the hand, where the cards' tops face
        ahead = (self.card_height + self.card_width) / 2 + GAP
        return Place(QPointF(anchor.x() + nx * ahead, anchor.y() + ny * ahead), angle + 90.0)

    def pile_past_hand(self, relative: int) -> Place:
        """A pile just past the end of a seat's hand, on the seat's right, turned across it."""
        anchor = self.seat_anchor(relative)
        angle = self.hand_angle(relative)
        rad = math.radians(angle)
        along = self.fan_half_length + self.card_width * 1.1
        return Place(QPointF(anchor.x() + math.cos(rad) * along,
                             anchor.y() + math.sin(rad) * along), angle + 90.0)

    def inward(self, relative: int) -> tuple[float, float]:
        """The direction from a seat's hand towards the centre, of length 1."""
        anchor, c = self.seat_anchor(relative), self.centre
        dx, dy = c.x() - anchor.x(), c.y() - anchor.y()
        length = max(math.hypot(dx, dy), 1.0)
        return dx / length, dy / length

    def deck_place(self, index: int) -> Place:
        """The undealt deck at the centre of the table."""
        c = self.centre
        return Place(QPointF(c.x() - index * 0.2, c.y() - index * 0.2), 0.0, 10 + index * 0.01)

    @property
    def stock_width(self) -> float:
        """The width of the cards of the undealt stock: smaller than in play."""
        return float(round(self.card_width * STOCK_SCALE))

    def stock_rect(self) -> QRectF:
        """The room of the undealt stock: a compact pile in the top-right corner, under the
        room of its count."""
        w = self.stock_width
        h = w * CARD_ASPECT
        return QRectF(self.width - MARGIN - w - 4, MARGIN, w + 4, h + 4)

    def stock_place(self, index: int) -> Place:
        """The undealt stock: a neat pile in the top-right corner (its count is written
        beside it)."""
        r = self.stock_rect()
        step = min(0.25, 4.0 / max(index + 1, 16))
        return Place(QPointF(r.center().x() - index * step, r.center().y() - index * step),
                     0.0, 20 + index * 0.01)

    def stock_count_point(self, width: float, height: float) -> QPointF:
        """Top-left corner of the stock's count: left of the pile, at its middle."""
        r = self.stock_rect()
        return QPointF(r.left() - width - 4, r.center().y() - height / 2)

    def gin_place(self) -> Place:
        """Ultimate Loser's face-up gin card: in the corner right of the person's hand, a short
        drag away from it."""
        return Place(QPointF(self.width - self.card_width * 0.7, self.seat_anchor(0).y()),
                     0.0, 25)

    def spare_place(self, index: int) -> Place:
        """The face-down spare cards, stacked under the gin card and peeking out to its left."""
        x = self.width - self.card_width * 1.0 - index * 0.2
        return Place(QPointF(x, self.seat_anchor(0).y() - index * 0.2), 0.0, 20 + index * 0.01)

    def played_place(self, index: int) -> Place:
        """Cards played out of the game: a face-down heap in the middle, under the plays."""
        c = self.centre
        return Place(QPointF(c.x() - index * 0.1, c.y() - index * 0.1), 0.0, 12 + index * 0.01)

    def rollover_place(self, index: int) -> Place:
        """Cards of a trick nobody took wait here for the next trick's winner."""
        c = self.centre
        return Place(QPointF(c.x() - self.card_width * (1.6 + index * 0.12), c.y()), 0.0,
                     30 + index)

    def label_point(self, relative: int, width: float, height: float) -> QPointF:
        """Top-left corner for a seat's name label of the given size: the person's in the
        bottom-left corner, the others just inside their hand, towards the centre."""
        if relative == 0:
            return self.plate_spots(0, width, height)[0].topLeft()
        anchor = self.seat_anchor(relative)
        c = self.centre
        dx, dy = c.x() - anchor.x(), c.y() - anchor.y()
        length = max(math.hypot(dx, dy), 1.0)
        ux, uy = dx / length, dy / length
        if abs(uy) > 0.8:  # a seat across the top: the trick lies below, so write beside
            rad = math.radians(self.hand_angle(relative))
            side = -math.cos(rad), -math.sin(rad)  # away from the won pile
            reach = self.fan_half_length
            reach += self.card_width / 2 + 10 + abs(side[0]) * width / 2
            return QPointF(anchor.x() + side[0] * reach - width / 2,
                           anchor.y() + side[1] * reach - height / 2)
        # how far the turned cards reach towards the centre, then half the label along the way
        reach = abs(ux) * self.card_height / 2 + abs(uy) * self.card_height / 2 + 8
        reach += abs(ux) * width / 2 + abs(uy) * height / 2
        return QPointF(anchor.x() + ux * reach - width / 2, anchor.y() + uy * reach - height / 2)

    def plate_spots(self, relative: int, width: float, height: float) -> list[QRectF]:
        """Where a seat's name plate of the given size may go, best first, each kept on the
        table: the person's in the bottom-left corner or left of the hand; another's towards
        the centre from its hand (beside the hand for a seat across the top), then beside the
        hand on either side, then behind it."""
        if relative == 0:
            hand = self.hand_places(0, LONGEST_HAND)
            left = hand[0].centre.x() - self.card_width / 2 if hand else self.width / 2
            bottom = self.height - MARGIN - height
            spots = [QPointF(MARGIN, bottom),
                     QPointF(left - GAP - width, bottom),
                     QPointF(MARGIN, bottom - self.card_height * 0.6)]
            return self.own_first(0, [self.kept_on_table(QRectF(p.x(), p.y(), width, height))
                                      for p in spots])
        anchor = self.seat_anchor(relative)
        ux, uy = self.inward(relative)
        rad = math.radians(self.hand_angle(relative))
        tx, ty = math.cos(rad), math.sin(rad)  # along the hand, towards its won pile
        ch, cw = self.card_height, self.card_width

        def at(dirx: float, diry: float, reach: float) -> QRectF:
            reach += abs(dirx) * width / 2 + abs(diry) * height / 2
            return self.kept_on_table(QRectF(anchor.x() + dirx * reach - width / 2,
                                             anchor.y() + diry * reach - height / 2,
                                             width, height))

        card_reach = (abs(ux) + abs(uy)) * ch / 2 + GAP
        inward = at(ux, uy, card_reach)
        away = at(-tx, -ty, self.fan_half_length + cw / 2 + GAP)
        past_pile = at(tx, ty, self.fan_half_length + cw * 1.1 + ch / 2 + GAP)
        behind = at(-ux, -uy, card_reach)
        further = at(ux, uy, card_reach + ch * 0.8)
        beyond_pile = at(ux, uy, card_reach + cw + GAP)  # the pile lies in front of the hand
        beside = ch / 2 + GAP + (abs(tx) * width + abs(ty) * height) / 2
        flanking = [inward.translated(tx * k * beside, ty * k * beside) for k in (-1, 1)]
        slid = [inward.translated(tx * k * width / 2, ty * k * width / 2) for k in (-1, 1)]
        box = QRectF()
        for place in self.hand_places(relative, LONGEST_HAND):
            box = box.united(card_bounds(place, cw).boundingRect())
        mid = box.center()
        above, below = box.top() - GAP - height, box.bottom() + GAP
        left, right = box.left() - GAP - width, box.right() + GAP
        around = [self.kept_on_table(QRectF(x, y, width, height)) for x, y in (
            (mid.x() - width / 2, above), (left, mid.y() - height / 2),
            (right, mid.y() - height / 2), (mid.x() - width / 2, below),
            (box.left(), above), (box.right() - width, above),
            (box.left(), below), (box.right() - width, below),
            (left, box.top()), (left, box.bottom() - height),
            (right, box.top()), (right, box.bottom() - height))]
        if abs(uy) > 0.8:  # a seat across the top: the trick lies below, so write beside
            order = [away, past_pile, inward, beyond_pile, *flanking, *slid, *around, further,
                     behind]
        else:
            order = [inward, beyond_pile, *flanking, *slid, away, *around, behind, past_pile,
                     further]
        return self.own_first(relative, order)

    def own_first(self, relative: int, spots: list[QRectF]) -> list[QRectF]:
        """``spots`` in their order, but those clearly nearer the seat than any other first,
        and those nearer another seat than the seat's own last: a name between two hands
        says neither."""
        return sorted(spots, key=lambda spot: (
            self.nearer_another(relative, spot.center(), CLEARLY),
            self.nearer_another(relative, spot.center())))

    @cached_property
    def seat_lines(self) -> list[tuple[QPointF, QPointF]]:
        """Where each seat sits, by place round the table: the person along the bottom, the
        line through the middles of a full hand's cards; another at the middle of its hand."""
        hand = self.hand_places(0, LONGEST_HAND)
        return [(hand[0].centre, hand[-1].centre)] + [
            (self.seat_anchor(rel), self.seat_anchor(rel)) for rel in range(1, self.players)]

    def kept_on_table(self, rect: QRectF) -> QRectF:
        """``rect`` moved as little as it takes to lie on the table, inside its margin."""
        x = min(max(rect.left(), MARGIN), self.width - MARGIN - rect.width())
        y = min(max(rect.top(), MARGIN), self.height - MARGIN - rect.height())
        return QRectF(x, y, rect.width(), rect.height())

    def trick_room(self) -> list[QPolygonF]:
        """The room the trick takes, whoever has played: a card at every seat's place."""
        return [card_bounds(self.trick_place(rel, 0), self.card_width)
                for rel in range(self.players)]


def card_bounds(place: Place, width: float) -> QPolygonF:
    """The outline of a card of ``width`` lying at ``place``, turned as it lies."""
    height = width * CARD_ASPECT
    rad = math.radians(place.angle)
    c, s = math.cos(rad), math.sin(rad)
    x, y = place.centre.x(), place.centre.y()
    corners = [(-width / 2, -height / 2), (width / 2, -height / 2), (width / 2, height / 2),
               (-width / 2, height / 2)]
    return QPolygonF([QPointF(x + dx * c - dy * s, y + dx * s + dy * c) for dx, dy in corners])


def to_segment(point: QPointF, a: QPointF, b: QPointF) -> float:
    """How far ``point`` lies from the line segment from ``a`` to ``b``."""
    ab, ap = b - a, point - a
    length = QPointF.dotProduct(ab, ab)
    t = 0.0 if length == 0 else min(1.0, max(0.0, QPointF.dotProduct(ap, ab) / length))
    closest = a + ab * t
    return math.hypot(point.x() - closest.x(), point.y() - closest.y())


def free_spot(spots: list[QRectF], taken: list[QPolygonF]) -> QRectF:
    """The first of ``spots`` that meets nothing ``taken``; when every spot meets something,
    the one that covers least of it."""

    boxes = [(other, other.boundingRect()) for other in taken]

    def meeting(spot: QRectF) -> Iterator[QPolygonF]:
        room = spot.adjusted(-2, -2, 2, 2)  # a little room between
        area = QPolygonF(room)
        for other, box in boxes:  # the polygons' own test is dear: their boxes first
            if box.intersects(room) and other.intersects(area):
                yield other.intersected(area)

    def covered(spot: QRectF) -> float:
        return sum(common.boundingRect().width() * common.boundingRect().height() + 1.0
                   for common in meeting(spot))

    for spot in spots:  # most often the first spot or the next is free: no sums needed
        if next(meeting(spot), None) is None:
            return spot
    return min(spots, key=covered)
