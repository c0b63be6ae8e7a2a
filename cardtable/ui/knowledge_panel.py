"""The "What does the computer know?" panel: pick a computer player, read what it knows."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDockWidget, QLabel, QVBoxLayout, QWidget

from .table.annotations import escape


class KnowledgePanel(QDockWidget):
    """A side panel; ``refresh`` rebuilds it from the chosen seat's view."""

    def __init__(self, lines_of: Callable[[int, Sequence[str]], list[str]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("What does the computer know?"))
        self.setObjectName("knowledge")
        self._lines_of = lines_of
        self._names: Sequence[str] = ()
        box = QWidget()
        layout = QVBoxLayout(box)
        self.seat = QComboBox()
        self.seat.currentIndexChanged.connect(lambda _i: self.refresh())
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.seat)
        layout.addWidget(self.text, 1)
        self.setWidget(box)
        self.setMinimumWidth(260)

    def set_seats(self, names: Sequence[str], computer_seats: Sequence[int]) -> None:
        """Offer the computer players of a new game."""
        self._names = names
        self.seat.blockSignals(True)
        self.seat.clear()
        for s in computer_seats:
            self.seat.addItem(names[s], s)
        self.seat.blockSignals(False)
        self.refresh()

    def refresh(self) -> None:
        """Say again what the chosen computer player knows now."""
        if not self.isVisible():
            return
        seat = self.seat.currentData()
        if seat is None:
            self.text.setText(self.tr("No computer player at this table."))
            return
        lines = self._lines_of(seat, self._names)
        self.text.setText("<br><br>".join(escape(line) for line in lines))
