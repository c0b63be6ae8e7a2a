"""A row of buttons for decisions that are not cards: naming trumps, bidding.

Every choice is shown; one the rules forbid (the dealer's "hook" bid) is disabled, and hovering
it says why.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from ..controller.turns import Choice, PersonTurn


class ChoiceBar(QWidget):
    """Shows the choices of the person's current decision; emits the one clicked."""

    chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(4, 0, 4, 0)
        self.buttons: list[QPushButton] = []
        self.setVisible(False)

    def show_turn(self, turn: PersonTurn | None) -> None:
        """Offer the turn's choices, or hide when the turn is not a choice."""
        self.show_choices(turn.choices if turn is not None else ())

    def show_choices(self, choices: Sequence[Choice]) -> None:
        """Offer these choices (U-G-O: what the picked card can do), or hide when none."""
        while self._layout.count():
            item = self._layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.buttons = []
        if not choices:
            self.setVisible(False)
            return
        for choice in choices:
            button = QPushButton(choice.label)
            button.setEnabled(choice.enabled)
            button.setToolTip(choice.reason)
            button.clicked.connect(lambda _checked=False, a=choice.action: self.chosen.emit(a))
            self._layout.addWidget(button)
            self.buttons.append(button)
        self.setVisible(True)
