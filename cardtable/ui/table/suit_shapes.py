"""The four suit symbols as vector outlines, each fitted to the unit square.

Every shape is a ``QPainterPath`` built from Bézier curves and centred in the box from (0, 0) to
(1, 1), its taller or wider side touching the box, with y growing downwards as on screen. A pip
of any size is that path scaled, so it stays sharp at every card size and screen density.

>>> box = suit_path(HEARTS).boundingRect()
>>> round(box.left(), 2), round(box.right(), 2)
(0.0, 1.0)
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath, QTransform

from ...engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES


def _fit_unit(path: QPainterPath) -> QPainterPath:
    """Scale a path evenly so its longer side spans 0–1, and centre it in the unit square."""
    box = path.boundingRect()
    scale = 1.0 / max(box.width(), box.height())
    t = QTransform()
    t.translate(0.5, 0.5)
    t.scale(scale, scale)
    t.translate(-box.center().x(), -box.center().y())
    return t.map(path)


def _heart_body(tip_y: float, cleft_y: float, path: QPainterPath) -> None:
    """Add a downward heart 1 unit wide, its point at ``tip_y`` and its dip at ``cleft_y``.

    The two lobes are round on top and run in long, slightly full curves to the point.
    """
    path.moveTo(0.5, tip_y)
    # left flank, from the point up to the widest part of the lobe
    path.cubicTo(0.40, tip_y - 0.14, 0.0, cleft_y + 0.50, 0.0, cleft_y + 0.20)
    # top of the left lobe, over to the dip in the middle
    path.cubicTo(0.0, cleft_y - 0.04, 0.13, cleft_y - 0.14, 0.26, cleft_y - 0.14)
    path.cubicTo(0.39, cleft_y - 0.14, 0.47, cleft_y - 0.06, 0.5, cleft_y)
    # and the same on the right, mirrored
    path.cubicTo(0.53, cleft_y - 0.06, 0.61, cleft_y - 0.14, 0.74, cleft_y - 0.14)
    path.cubicTo(0.87, cleft_y - 0.14, 1.0, cleft_y - 0.04, 1.0, cleft_y + 0.20)
    path.cubicTo(1.0, cleft_y + 0.50, 0.60, tip_y - 0.14, 0.5, tip_y)
    path.closeSubpath()


def _stem(top: float, bottom: float, half_foot: float) -> QPainterPath:
    """Return a flared stem for a spade or club: narrow at ``top``, widening to a curved foot."""
    neck = half_foot * 0.22
    p = QPainterPath()
    p.moveTo(0.5 - neck, top)
    p.cubicTo(0.5 - neck, top + (bottom - top) * 0.6,
              0.5 - half_foot * 0.5, bottom - 0.02, 0.5 - half_foot, bottom)
    p.quadTo(0.5, bottom - 0.035, 0.5 + half_foot, bottom)
    p.cubicTo(0.5 + half_foot * 0.5, bottom - 0.02,
              0.5 + neck, top + (bottom - top) * 0.6, 0.5 + neck, top)
    p.closeSubpath()
    return p


def _union(*parts: QPainterPath) -> QPainterPath:
    """Merge overlapping shapes into one outline.

    Qt flattens curves when it merges paths, with a tolerance fixed in path units, so the parts
    are merged at a large scale and the result scaled back: the outline keeps its smooth curves.
    """
    big, small = QTransform(), QTransform()
    big.scale(_MERGE_SCALE, _MERGE_SCALE)
    small.scale(1.0 / _MERGE_SCALE, 1.0 / _MERGE_SCALE)
    merged = big.map(parts[0])
    for part in parts[1:]:
        merged = merged.united(big.map(part))
    return small.map(merged.simplified())


_MERGE_SCALE = 2000.0


@cache
def heart_path() -> QPainterPath:
    """Return the heart: two round lobes meeting in a point below."""
    p = QPainterPath()
    _heart_body(1.0, 0.20, p)
    return _fit_unit(p)


@cache
def diamond_path() -> QPainterPath:
    """Return the diamond: a tall lozenge whose sides curve gently inwards."""
    p = QPainterPath()
    # Corner points of the lozenge; each side is a quadratic curve whose control point lies a
    # little inside the straight edge, so the sides sag slightly towards the centre.
    corners = (QPointF(0.5, 0.0), QPointF(0.875, 0.5), QPointF(0.5, 1.0), QPointF(0.125, 0.5))
    sag = 0.12
    p.moveTo(corners[0])
    for i, a in enumerate(corners):
        b = corners[(i + 1) % 4]
        mid = (a + b) / 2
        p.quadTo(mid + (QPointF(0.5, 0.5) - mid) * sag, b)
    p.closeSubpath()
    return _fit_unit(p)


@cache
def club_path() -> QPainterPath:
    """Return the club: three round leaves in a trefoil over a flared stem."""
    leaves = []
    r = 0.23
    for cx, cy in ((0.5, 0.25), (0.25, 0.59), (0.75, 0.59)):
        leaf = QPainterPath()
        leaf.addEllipse(QPointF(cx, cy), r, r)
        leaves.append(leaf)
    # fill the gap where the three leaves meet
    heart = QPainterPath()
    heart.addEllipse(QPointF(0.5, 0.5), 0.13, 0.13)
    return _fit_unit(_union(*leaves, heart, _stem(0.55, 1.04, 0.2)))


@cache
def spade_path() -> QPainterPath:
    """Return the spade: a heart turned upside down, on a flared stem."""
    body = QPainterPath()
    _heart_body(1.0, 0.20, body)
    flip = QTransform()
    flip.translate(0.0, 0.80)
    flip.scale(1.0, -1.0)
    return _fit_unit(_union(flip.map(body), _stem(0.50, 1.06, 0.2)))


_BUILDERS = {CLUBS: club_path, DIAMONDS: diamond_path, HEARTS: heart_path, SPADES: spade_path}


def suit_path(suit: int) -> QPainterPath:
    """Return the unit-square outline of ``suit`` (♣ 0, ♦ 1, ♥ 2, ♠ 3)."""
    try:
        return _BUILDERS[suit]()
    except KeyError:
        raise ValueError(f"no such suit: {suit!r}") from None


def pip_path(suit: int, center: QPointF, size: float, upside_down: bool = False) -> QPainterPath:
    """Return the suit symbol ``size`` units across its longer side, centred on ``center``.

    ``upside_down`` turns it half a turn about its centre, as the lower pips of a card are.
    """
    t = QTransform()
    t.translate(center.x(), center.y())
    if upside_down:
        t.rotate(180.0)
    t.scale(size, size)
    t.translate(-0.5, -0.5)
    return t.map(suit_path(suit))
