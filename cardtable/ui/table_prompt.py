"""What the person is asked to do, on the table beside their hand: the prompt in large words,
and under it the buttons of the decision (the button for the cards chosen, the row of choices:
bids, trumps, Play/Pass, End your turn, rock-paper-scissors).

It lies over the table's view, in a place where it covers no card, trick or name plate (the
table's ``occupied`` rectangles, found by ``table.banner.free_spot``), as close above the
person's hand as there is room. The buttons are the window's, keyboard-reachable as before; the
box shows while there is a question or a button, and goes when the turn ends.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from .table.banner import find_free, free_spot
from .table.scene import TableScene

STYLE = """
QFrame#tablePrompt { background: rgba(8, 36, 20, 225); border: 2px solid rgba(255, 228, 130, 200);
                     border-radius: 10px; }
QLabel#promptWords { color: #ffe482; }
QFrame#tablePrompt QPushButton { padding: 4px 14px; }
"""
SIZES = {False: (13.0, 12.0), True: (10.5, 10.0)}  # words, buttons: usual, compact
WIDEST = 460


class TablePrompt(QFrame):
    """The prompt and the decision's buttons over the table; see the module docstring."""

    def __init__(self, table: TableScene, buttons: list[QWidget], parent: QWidget) -> None:
        super().__init__(parent)
        self.table = table
        self.setObjectName("tablePrompt")
        self.setStyleSheet(STYLE)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(12, 8, 12, 8)
        outer.setSpacing(6)
        self.words = QLabel()
        self.words.setObjectName("promptWords")
        self.words.setWordWrap(True)
        self.words.setTextFormat(Qt.TextFormat.PlainText)
        outer.addWidget(self.words)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addStretch(1)
        for button in buttons:
            row.addWidget(button)
        row.addStretch(1)
        outer.addLayout(row)
        self.buttons = buttons
        self.setVisible(False)
        table.resized.connect(self.place)

    def set_prompt(self, text: str) -> None:
        """Say what the person is asked to do ("" when nothing is asked)."""
        self.words.setText(text)
        self.words.setVisible(bool(text))
        self.place()

    def text(self) -> str:
        """The prompt on show, or an empty string."""
        return self.words.text() if self.isVisible() and self.words.isVisible() else ""

    def place(self) -> None:
        """Show the box where it covers nothing, above the person's hand, or hide it when
        it has nothing to say or offer."""
        wanted = bool(self.words.text()) or any(not b.isHidden() for b in self.buttons)
        if not wanted:
            self.setVisible(False)
            self.table.set_overlays([])
            return
        g = self.table.geometry
        room = max(260.0, min(float(WIDEST), g.centre.x() - g.card_width * 0.9 - 12))
        bounds = QRectF(self.table.sceneRect()).adjusted(4, 4, -4, -4)
        # no card comes while the person decides
        taken = self.table.occupied(coming=False, overlays=False)
        spot = None
        widths = [room] + [w for w in (300.0, 240.0, 190.0) if w < room]
        # by the hand, narrower and then in smaller words where the table is crowded; else
        # anywhere free; else as close above the hand as it goes
        near = g.card_height * 1.2
        for compact, reach in ((False, near), (True, near), (False, None), (True, None)):
            self._use_size(compact)
            for width in widths:
                self._fit(width)
                spot = find_free((self.width(), self.height()), self._wanted(), bounds, taken,
                                 reach=reach)
                if spot is not None:
                    break
            if spot is not None:
                break
        if spot is None:
            self._use_size(False)
            self._fit(room)
            spot = free_spot((self.width(), self.height()), self._wanted(), bounds, taken)
        self.move(int(spot.x()), int(spot.y()))
        self.setVisible(True)
        self.raise_()
        self.table.set_overlays([QRectF(self.geometry())])  # the banner keeps clear of it

    def _use_size(self, compact: bool) -> None:
        """Words and buttons in their usual size, or smaller on a crowded table."""
        words, buttons = SIZES[compact]
        font = QFont(self.words.font())
        font.setBold(True)
        font.setPointSizeF(words)
        self.words.setFont(font)
        for holder in self.buttons:
            for button in [holder, *holder.findChildren(QPushButton)]:
                if isinstance(button, QPushButton):
                    small = QFont(button.font())
                    small.setPointSizeF(buttons)
                    button.setFont(small)

    def _fit(self, width: float) -> None:
        """Wrap the words within ``width`` and take the size that needs."""
        self.words.setMaximumWidth(int(width) - 24)
        self.words.setMinimumWidth(min(int(width) - 24, 280))
        self.setMaximumWidth(int(width))
        self.adjustSize()

    def _wanted(self) -> list[QPointF]:
        """Where the box would rather lie, best first: above the person's hand, left of the
        trick, right of it, or in the middle."""
        g = self.table.geometry
        width, height = float(self.width()), float(self.height())
        bottom = g.seat_anchor(0).y() - g.card_height * 0.72 - 6 - height
        return [QPointF(g.centre.x() - g.card_width * 0.9 - width, bottom),
                QPointF(g.centre.x() + g.card_width * 0.9, bottom),
                QPointF(g.centre.x() - width / 2, bottom)]
