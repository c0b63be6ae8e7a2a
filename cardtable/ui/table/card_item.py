"""One card on the table: a picture that can move, turn, lift, dim and be clicked or dragged.

A card item knows which card it shows only when the person may know it; a face-down card of
another seat has ``card`` set to ``HIDDEN`` until it is played. A card turned over on screen
narrows to nothing and widens again showing its other side (KPat's flip): ``turning`` runs
from 0 to 1 while the card's x-scale goes 1 → 0 → 1, and the side changes half-way.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine.visibility import HIDDEN
from .card_renderer import CARD_ASPECT, CardRenderer

DIM_VEIL = QColor(40, 48, 44, 120)
FOCUS_RING = QColor(255, 215, 64)
RECEIVED_RING = QColor(110, 200, 255)  # a card passed to the person, inside the focus ring
DRAG_THRESHOLD = 6.0


class CardItem(QGraphicsObject):
    """A card drawn from the shared renderer's cached pixmaps, centred on its position."""

    clicked = Signal(int)
    dropped = Signal(int, QPointF)  # card, scene point where a drag ended

    def __init__(self, renderer: CardRenderer, card: int = HIDDEN, back_style: int = 0) -> None:
        super().__init__()
        self.renderer = renderer
        self.card = card
        self.face_up = False
        self.back_style = back_style
        self.width = 80.0
        self.dimmed = False
        self.focused = False
        self.received = ""  # who passed the card to the person, said on hover; "" for none
        self.interactive = False
        self._reason = ""  # why a dimmed card may not be played
        self._press: QPointF | None = None
        self._dragging = False
        self._turning = 1.0
        self._turning_to = False  # the side the card shows once it has turned over
        self._reshaping = 0  # animations now turning or rotating the card
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    # ---- appearance ---------------------------------------------------------------------------

    def set_width(self, width: float) -> None:
        """Resize the card (its pixmap is fetched at the new size)."""
        if abs(width - self.width) > 0.01:
            self.prepareGeometryChange()
            self.width = width
            self.update()

    def show_face(self, face_up: bool) -> None:
        """Turn the card face up or down."""
        if face_up != self.face_up:
            self.face_up = face_up
            self.update()

    def _get_turning(self) -> float:
        return self._turning

    def _set_turning(self, progress: float) -> None:
        """Part of a turn over: the x-scale shrinks to 0 at half-way, where the other side
        shows, and grows back to 1. Setting the end (as a hurried animation does) lands the
        card on its new side."""
        self._turning = progress
        if progress >= 0.5:
            self.show_face(self._turning_to)
        self.setTransform(QTransform.fromScale(abs(1.0 - 2.0 * progress), 1.0))

    turning = Property(float, _get_turning, _set_turning)

    def begin_turning(self, face_up: bool) -> None:
        """Make ready to turn over to ``face_up``, which an animation of ``turning`` from 0 to 1
        then shows."""
        self._turning_to = face_up

    def reshaping(self, running: bool) -> None:
        """An animation that turns or rotates the card starts (or stops). A card at rest or
        sliding is painted once into a picture as the screen shows it and copied from there
        on every frame, the cheapest way to draw it, rotated in a side hand or not; while its
        shape on screen changes every frame, that picture would be made again each time, so
        it is drawn directly instead."""
        self._reshaping = max(0, self._reshaping + (1 if running else -1))
        self.setCacheMode(QGraphicsObject.CacheMode.NoCache if self._reshaping
                          else QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def set_dimmed(self, dimmed: bool, reason: str = "") -> None:
        """Shade a card that may not be played now, and say why on hover."""
        if dimmed != self.dimmed:
            self.dimmed = dimmed
            self.update()
        self._reason = reason if dimmed else ""
        self._tell_on_hover()

    def set_received(self, words: str) -> None:
        """Ring a card passed to the person, and say on hover who passed it (``words``);
        an empty text takes the mark away."""
        if words != self.received:
            self.received = words
            self.update()
        self._tell_on_hover()

    def _tell_on_hover(self) -> None:
        """The tooltip: why the card may not be played, and who passed it."""
        self.setToolTip("\n".join(t for t in (self._reason, self.received) if t))

    def set_focused(self, focused: bool) -> None:
        """Outline the card the keyboard is on."""
        if focused != self.focused:
            self.focused = focused
            self.update()

    def boundingRect(self) -> QRectF:
        """The card's rectangle, centred on the item's position."""
        h = self.width * CARD_ASPECT
        return QRectF(-self.width / 2, -h / 2, self.width, h)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Draw the cached face or back, crisp at the screen's pixel ratio."""
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        t = painter.worldTransform()
        # how large the card is on screen, read along its height: a card turning over narrows
        # on its x-scale only, and is drawn from the picture of its full width
        scale = (t.m21() ** 2 + t.m22() ** 2) ** 0.5
        narrowed = abs((t.m11() ** 2 + t.m12() ** 2) ** 0.5 - scale) > 1e-6
        pixel_width = max(8, round(self.width * max(scale, 0.1)))
        if self.face_up and self.card != HIDDEN:
            pix = self.renderer.face(self.card, pixel_width, dpr)
        else:
            pix = self.renderer.back(self.back_style, pixel_width, dpr)
        if t.isRotating() or abs(scale - 1.0) > 1e-6 or narrowed:
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            painter.drawPixmap(self.boundingRect(), pix, QRectF(pix.rect()))
        else:  # the common case: a straight copy of the cached picture, centred
            size = pix.deviceIndependentSize()
            painter.drawPixmap(QPointF(-size.width() / 2, -size.height() / 2), pix)
        corner = self.width / 14
        if self.dimmed:  # a grey veil, not transparency: the cards beneath must not show
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(DIM_VEIL)
            painter.drawRoundedRect(self.boundingRect(), corner, corner)
        ring = max(2.0, self.width / 30)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.received:
            inset = 1 + ring * 1.5
            painter.setPen(QPen(RECEIVED_RING, ring))
            painter.drawRoundedRect(self.boundingRect().adjusted(inset, inset, -inset, -inset),
                                    corner, corner)
        if self.focused:
            painter.setPen(QPen(FOCUS_RING, ring))
            painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), corner, corner)

    # ---- input ----------------------------------------------------------------------------------

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        """Show a pointing hand over a card the person can use."""
        if self.interactive and not self.dimmed:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        """Back to the ordinary cursor."""
        self.unsetCursor()
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Start a click or a drag on one of the person's cards."""
        if not self.interactive or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Drag the card with the pointer once it has moved a little."""
        if self._press is None:
            return
        delta = event.scenePos() - self._press
        if not self._dragging and delta.manhattanLength() > DRAG_THRESHOLD:
            self._dragging = True
            self.setZValue(1000)
        if self._dragging:
            self.setPos(self.pos() + event.scenePos() - event.lastScenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A short press is a click; a drag ends with a drop where it was let go."""
        if self._press is None:
            return
        self._press = None
        if self._dragging:
            self._dragging = False
            self.dropped.emit(self.card, event.scenePos())
        else:
            self.clicked.emit(self.card)
