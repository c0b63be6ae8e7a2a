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
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from .table.banner import free_spot
from .table.scene import TableScene

STYLE = """
QFrame#tablePrompt { background: rgba(8, 36, 20, 225); border: 2px solid rgba(255, 228, 130, 200);
                     border-radius: 10px; }
QLabel#promptWords { color: #ffe482; font-size: 14pt; font-weight: bold; }
QFrame#tablePrompt QPushButton { font-size: 12pt; padding: 5px 16px; }
"""
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
        table.sceneRectChanged.connect(lambda _rect: self.place())

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
            return
        g = self.table.geometry
        room = max(260.0, min(float(WIDEST), g.centre.x() - g.card_width * 0.9 - 12))
        self.words.setMaximumWidth(int(room) - 24)
        self.words.setMinimumWidth(min(int(room) - 24, 280))
        self.setMaximumWidth(int(room))
        self.adjustSize()
        width, height = float(self.width()), float(self.height())
        hand_top = g.seat_anchor(0).y() - g.card_height * 0.72
        bottom = hand_top - 6 - height
        beside_trick = g.centre.x() - g.card_width * 0.9 - width
        wanted_at = [QPointF(beside_trick, bottom),
                     QPointF(g.centre.x() + g.card_width * 0.9, bottom),
                     QPointF(g.centre.x() - width / 2, bottom)]
        bounds = QRectF(self.table.sceneRect()).adjusted(4, 4, -4, -4)
        spot = free_spot((width, height), wanted_at, bounds, self.table.occupied())
        self.move(int(spot.x()), int(spot.y()))
        self.setVisible(True)
        self.raise_()
