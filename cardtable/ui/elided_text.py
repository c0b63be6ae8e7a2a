"""Lines of words that never show a word cut in half: too long for their width, they end in an
ellipsis, and hovering them shows them whole.

The status bar's lines (the question asked, what just happened, a passing message) share one
row of the window, whose width the window's size sets: a sentence longer than its share is cut
short at a word's edge with "…" and said whole in the tooltip. What the widgets hold stays
whole (``text()``, ``currentMessage()``): screen readers, and anything that reads them, get
every word; only what is drawn is shortened.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QLabel,
    QSizeGrip,
    QSizePolicy,
    QStatusBar,
    QStyle,
    QStyleOption,
    QWidget,
)


def elided(text: str, metrics: QFontMetrics, width: int) -> str:
    """``text`` on one line, cut short with an ellipsis to fit ``width``."""
    return metrics.elidedText(" ".join(text.split()), Qt.TextElideMode.ElideRight, max(width, 0))


class ElidedLabel(QLabel):
    """A one-line label that shows its text shortened with "…" when it is too long for the
    room it has, and whole in its tooltip. It asks for the room its whole text takes, and
    makes do with less: lines side by side share a row by what each has to say."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def shown(self) -> str:
        """The text as it is drawn: whole, or shortened to the label's width."""
        return elided(self.text(), self.fontMetrics(), self.contentsRect().width())

    def setText(self, text: str) -> None:
        """Hold ``text``; say it whole in the tooltip when it is drawn shortened."""
        super().setText(text)
        self._tip()

    def minimumSizeHint(self) -> QSize:
        """As narrow as a layout wants: the text is shortened to fit."""
        return QSize(0, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._tip()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self.style().drawItemText(painter, self.contentsRect(),
                                  int(self.alignment() | Qt.TextFlag.TextSingleLine),
                                  self.palette(), self.isEnabled(), self.shown(),
                                  self.foregroundRole())

    def _tip(self) -> None:
        self.setToolTip(self.text() if self.shown() != " ".join(self.text().split()) else "")


class StatusBar(QStatusBar):
    """A status bar whose passing messages are shortened with "…" to its width, and said
    whole in its tooltip, where Qt's own would cut them mid-word."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.messageChanged.connect(lambda _message: self._tip())

    def message_rect(self) -> QRect:
        """Where a passing message is drawn: from the left, up to the size grip."""
        right = self.width() - 12
        grip = self.findChild(QSizeGrip)
        if grip is not None and grip.isVisible():
            right = grip.x()
        return QRect(6, 0, right - 6, self.height())

    def shown_message(self) -> str:
        """The passing message as it is drawn: whole, or shortened to the bar's width."""
        message = self.currentMessage()
        if not message:
            return ""
        return elided(message, self.fontMetrics(), self.message_rect().width())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._tip()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Qt's bar, with the message shortened rather than cut (while a message shows, the
        bar's own widgets are hidden: only its panel and the message are drawn)."""
        if not self.currentMessage():
            super().paintEvent(event)
            return
        painter = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, option, painter,
                                   self)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(self.message_rect(),
                         int(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter
                             | Qt.TextFlag.TextSingleLine), self.shown_message())

    def _tip(self) -> None:
        message = self.currentMessage()
        self.setToolTip(message if self.shown_message() != " ".join(message.split()) else "")
