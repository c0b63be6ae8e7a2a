"""The view that shows the table scene in the window."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from .scene import TableScene


class TableView(QGraphicsView):
    """The view of the table: fills the window, no scroll bars, re-lays the table on resize."""

    first_frame = Signal()  # the table has been painted once (start-up measurement)

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)  # the felt is a gradient
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._painted = False

    def paintEvent(self, event: QPaintEvent) -> None:
        """Paint the table; say so the first time."""
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.first_frame.emit()

    def faces_ahead(self) -> Iterator[None]:
        """Every card face drawn ahead at each width the table shows cards at now, a few at a
        time (``CardRenderer.faces_ahead``)."""
        dpr = self.devicePixelRatioF()
        for width in sorted({max(8, round(item.width)) for item in self.table.all_card_items()}):
            yield from self.table.renderer.faces_ahead(width, dpr)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Lay the table out for the new size."""
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.resize_table(size.width(), size.height())
        self.setSceneRect(self.table.sceneRect())
