"""The last trick shown again: its cards at the seats that played them, the winner's card
marked and the winner named, over a dimmed table. A click, Escape or any new position closes
it; a new size of the table closes it too, so it never lies over the wrong seats."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsTextItem

from ...texts import tr
from .annotations import HIGHLIGHT, NOTICE_BACK, escape
from .banner import free_spot
from .card_item import CardItem
from .card_renderer import CardRenderer
from .layout import TableGeometry

SHADE = QColor(0, 0, 0, 130)
Z = 2500  # over the cards and plates, under the banner


class Table(Protocol):
    """What the picture needs of the table it lies on (the scene, which holds the picture):
    where the seats are, their names, how cards are drawn, and what words must keep clear of."""

    geometry: TableGeometry
    names: list[str]
    renderer: CardRenderer
    back_style: int

    def place_of(self, seat: int) -> int: ...
    def occupied(self, coming: bool = True, overlays: bool = True) -> list[QRectF]: ...
    def sceneRect(self, /) -> QRectF: ...
    def addItem(self, item: QGraphicsItem, /) -> None: ...
    def removeItem(self, item: QGraphicsItem, /) -> None: ...


class LastTrick:
    """The picture of the last trick; see the module docstring."""

    def __init__(self, scene: Table) -> None:
        self.scene = scene
        self.items: list[QGraphicsItem] = []
        self.cards: list[CardItem] = []
        self.winner: int | None = None

    @property
    def showing(self) -> bool:
        """Whether the last trick is on show."""
        return bool(self.items)

    def show(self, trick: Sequence[tuple[int, int]], winner: int | None) -> None:
        """Lay the trick's cards at their seats, in the order played; mark the winner's."""
        self.hide()
        s = self.scene
        g = s.geometry
        r = s.sceneRect()
        shade = QGraphicsRectItem(QRectF(0, 0, r.width(), r.height()))
        shade.setBrush(SHADE)
        shade.setPen(QPen(Qt.PenStyle.NoPen))
        shade.setZValue(Z)
        self._add(shade)
        seen: dict[int, int] = {}
        for order, (seat, card) in enumerate(trick):
            rel = s.place_of(seat)
            place = g.trick_place(rel, order)
            within = seen[seat] = seen.get(seat, -1) + 1
            item = CardItem(s.renderer, card, s.back_style)
            item.show_face(True)
            item.interactive = False
            item.set_width(g.card_width)
            item.setPos(place.centre + QPointF(g.card_width * 0.26 * within, 0))
            item.setRotation(place.angle)
            item.setZValue(Z + 1 + order)
            self._add(item)
            self.cards.append(item)
            if seat == winner and within == 0:
                ring = QGraphicsRectItem(item.boundingRect().adjusted(-4, -4, 4, 4), item)
                ring.setPen(QPen(HIGHLIGHT, 4))
                ring.setBrush(Qt.BrushStyle.NoBrush)
        self.winner = winner
        title = (tr("Last trick: {name} took it").format(name=escape(s.names[winner]))
                 if winner is not None and winner < len(s.names) else tr("Last trick"))
        words = QGraphicsTextItem()
        font = QFont()
        font.setPointSizeF(13)
        words.setFont(font)
        words.setDefaultTextColor(HIGHLIGHT)
        close = escape(tr("Click or press Escape to close"))
        words.setHtml(f"<div style='background-color:{NOTICE_BACK}'>&nbsp;{title}&nbsp;<br>"
                      f"&nbsp;<small>{close}</small>&nbsp;</div>")
        box = words.boundingRect()
        top = min((c.sceneBoundingRect().top() for c in self.cards), default=g.centre.y())
        taken = s.occupied() + [c.sceneBoundingRect() for c in self.cards]
        words.setPos(free_spot((box.width(), box.height()),
                               [QPointF(g.centre.x() - box.width() / 2, top - box.height() - 8)],
                               r, taken))
        words.setZValue(Z + 50)
        self._add(words)

    def text(self) -> str:
        """What the picture says, for tests and accessibility."""
        texts = [i for i in self.items if isinstance(i, QGraphicsTextItem)]
        return texts[0].toPlainText() if texts else ""

    def hide(self) -> None:
        """Take the picture away."""
        for item in self.items:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self.items, self.cards, self.winner = [], [], None

    def _add(self, item: QGraphicsItem) -> None:
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.scene.addItem(item)
        self.items.append(item)
