"""The replay's timeline: a slider over every position of a game that also paints marks at
chosen positions (the ends of the deals, and later the decisions an analysis finds costly), so
a reviewer sees where to look before going there."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QSlider, QStyle, QStyleOptionSlider, QWidget

MARK_WIDTH = 3  # pixels: a thin tick, wide enough to see and to tell apart


class Timeline(QSlider):
    """A horizontal slider from position 0 to the game's last, with coloured marks."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setSingleStep(1)
        self.setPageStep(10)
        self.setMinimumHeight(26)
        self._marks: dict[int, QColor] = {}

    def set_marks(self, marks: dict[int, QColor]) -> None:
        """Paint a tick of its colour at each position (replacing the marks before)."""
        self._marks = dict(marks)
        self.update()

    def marks(self) -> dict[int, QColor]:
        """The positions marked, and their colours."""
        return dict(self._marks)

    def mark_x(self, position: int) -> int:
        """The x of a position's mark: where the handle's middle stands at that position."""
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        handle = self.style().subControlRect(QStyle.ComplexControl.CC_Slider, option,
                                             QStyle.SubControl.SC_SliderHandle, self)
        span = self.width() - handle.width()
        x = QStyle.sliderPositionFromValue(self.minimum(), self.maximum(), position, span,
                                           option.upsideDown)
        return x + handle.width() // 2

    def paintEvent(self, event: QPaintEvent) -> None:
        """The slider, then its marks as ticks along the bottom edge (under the handle's
        reach, so the handle stays in sight over them)."""
        super().paintEvent(event)
        if not self._marks:
            return
        painter = QPainter(self)
        height = max(6, self.height() // 3)
        for position, colour in sorted(self._marks.items()):
            if self.minimum() <= position <= self.maximum():
                x = self.mark_x(position) - MARK_WIDTH // 2
                painter.fillRect(QRect(x, self.height() - height, MARK_WIDTH, height), colour)
        painter.end()
