"""A row of buttons for decisions that are not cards: naming trumps, bidding.

Every choice is shown; one the rules forbid (the dealer's "hook" bid) is disabled, and hovering
it says why. The keyboard comes to the row as soon as it is offered, when it was on the table:
Left and Right move along the buttons, Enter or Space chooses, Escape goes back to the cards.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QHBoxLayout, QPushButton, QWidget

from ..controller.turns import Choice, PersonTurn


class ChoiceBar(QWidget):
    """Shows the choices of the person's current decision; emits the one clicked."""

    chosen = Signal(int)
    left = Signal()  # the keyboard goes back to the table

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(4, 0, 4, 0)
        self.buttons: list[QPushButton] = []
        self.setVisible(False)

    def show_turn(self, turn: PersonTurn | None, take_focus: bool = False) -> None:
        """Offer the turn's choices, or hide when the turn is not a choice."""
        self.show_choices(turn.choices if turn is not None else (), take_focus)

    def show_choices(self, choices: Sequence[Choice], take_focus: bool = False) -> None:
        """Offer these choices (U-G-O: what the picked card can do), or hide when none; with
        ``take_focus`` the keyboard moves to the first choice that may be taken."""
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
            button.setToolTip(choice.reason or choice.tip)
            button.clicked.connect(lambda _checked=False, a=choice.action: self.chosen.emit(a))
            self._layout.addWidget(button)
            button.show()  # at once, even in a bar already shown, so it can take the focus
            self.buttons.append(button)
        self.setVisible(True)
        if take_focus:
            self.take_focus()

    def take_focus(self) -> None:
        """Put the keyboard on the first choice that may be taken, if any."""
        enabled = [b for b in self.buttons if b.isEnabled()]
        if enabled:
            enabled[0].setFocus(Qt.FocusReason.OtherFocusReason)

    def has_focus(self) -> bool:
        """Whether the keyboard is on one of the choices."""
        focused = QApplication.focusWidget()
        return focused is not None and focused in self.buttons

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrows move along the choices, Enter takes the one with the focus, Escape leaves."""
        key = event.key()
        enabled = [b for b in self.buttons if b.isEnabled()]
        focused = QApplication.focusWidget()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and focused in enabled:
            step = -1 if key == Qt.Key.Key_Left else 1
            enabled[(enabled.index(focused) + step) % len(enabled)].setFocus(
                Qt.FocusReason.TabFocusReason)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and focused in enabled:
            focused.click()
        elif key == Qt.Key.Key_Escape:
            self.left.emit()
        else:
            super().keyPressEvent(event)
            return
        event.accept()
