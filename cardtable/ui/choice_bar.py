"""A row of buttons for decisions that are not cards: naming trumps, bidding.

Every choice is shown; one the rules forbid (the dealer's "hook" bid) is disabled, and hovering
it says why; hovering an open one says what taking it means. The keyboard comes to the row as
soon as it is offered, when it was on the table: Left and Right move along the buttons, Enter or
Space chooses, Escape goes back to the cards.

Every label shows whole: given a width (``fit_within``), the buttons flow onto as many rows as
they need, and a label wider than the width alone is broken onto lines between its words. Only
a single word wider than the width is cut short, and the button's tooltip then says it whole.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontMetrics, QKeyEvent
from PySide6.QtWidgets import QApplication, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from ..controller.turns import Choice, PersonTurn

SPACING = 6  # between the buttons, across and down


def label_within(button: QPushButton, choice: Choice, room: int | None) -> None:
    """Give the button its choice's label, broken onto lines between words when it is wider
    than ``room``; a word wider still is cut short, and the tooltip says the label whole (and,
    as always, why a barred choice is barred, or what an open one means)."""
    button.setText(choice.label)
    frame = button.sizeHint().width() - QFontMetrics(button.font()).horizontalAdvance(
        choice.label)
    text = choice.label
    if room is not None and button.sizeHint().width() > room:
        text = wrapped(choice.label, QFontMetrics(button.font()), max(room - frame, 1))
        button.setText(text)
    cut = "…" in text and "…" not in choice.label
    button.setToolTip("\n".join(part for part in (choice.label if cut else "",
                                                  choice.reason or choice.tip) if part))


def wrapped(label: str, metrics: QFontMetrics, width: int) -> str:
    """``label`` on lines no wider than ``width``, broken between words; a word wider than
    that is cut short with an ellipsis."""
    lines: list[str] = []
    for word in label.split():
        joined = f"{lines[-1]} {word}" if lines else word
        if lines and metrics.horizontalAdvance(joined) <= width:
            lines[-1] = joined
        else:
            lines.append(word)
    return "\n".join(metrics.elidedText(line, Qt.TextElideMode.ElideRight, width)
                     for line in lines)


class ChoiceBar(QWidget):
    """Shows the choices of the person's current decision; emits the one clicked."""

    chosen = Signal(int)
    left = Signal()  # the keyboard goes back to the table

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows = QVBoxLayout(self)
        self._rows.setContentsMargins(4, 0, 4, 0)
        self._rows.setSpacing(SPACING)
        self.buttons: list[QPushButton] = []
        self._choices: list[Choice] = []
        self._width: int | None = None  # the room the rows fit in; None: one row
        self.setVisible(False)

    def show_turn(self, turn: PersonTurn | None, take_focus: bool = False) -> None:
        """Offer the turn's choices, or hide when the turn is not a choice."""
        self.show_choices(turn.choices if turn is not None else (), take_focus)

    def show_choices(self, choices: Sequence[Choice], take_focus: bool = False) -> None:
        """Offer these choices (U-G-O: what the picked card can do), or hide when none; with
        ``take_focus`` the keyboard moves to the first choice that may be taken."""
        self._empty_rows()
        for button in self.buttons:
            button.hide()
            button.deleteLater()
        self.buttons, self._choices = [], list(choices)
        if not choices:
            self.setVisible(False)
            return
        for choice in choices:
            button = QPushButton(choice.label, self)
            button.setEnabled(choice.enabled)
            button.clicked.connect(lambda _checked=False, a=choice.action: self.chosen.emit(a))
            button.show()  # at once, even in a bar already shown, so it can take the focus
            self.buttons.append(button)
        self._arrange()
        self.setVisible(True)
        if take_focus:
            self.take_focus()

    def fit_within(self, width: int | None) -> None:
        """Lay the buttons on rows no wider than ``width`` (None: all on one row), in the
        buttons' present font."""
        self._width = width
        self._arrange()

    def narrowest(self) -> int:
        """The least width the bar takes without breaking a label: its widest button's."""
        margins = self._rows.contentsMargins()
        widest = max((b.sizeHint().width() for b in self.buttons), default=0)
        return widest + margins.left() + margins.right()

    def row_widths(self) -> list[int]:
        """The widths the bar takes with its buttons on one row, on two, and so on: the
        widest of its rows when each holds as many buttons as the first."""
        margins = self._rows.contentsMargins()
        widths = [b.sizeHint().width() for b in self.buttons]
        out = []
        for rows in range(1, len(widths) + 1):
            across = -(-len(widths) // rows)
            out.append(max(sum(widths[k:k + across]) + SPACING * (len(widths[k:k + across]) - 1)
                           for k in range(0, len(widths), across))
                       + margins.left() + margins.right())
        return out

    def _arrange(self) -> None:
        """Put every label back whole, break those too wide for the room, and fill the rows
        left to right, each to the right as a dialog's buttons are."""
        self._empty_rows()
        margins = self._rows.contentsMargins()
        room = None if self._width is None else self._width - margins.left() - margins.right()
        row, used = None, 0
        for button, choice in zip(self.buttons, self._choices, strict=True):
            label_within(button, choice, room)
            width = button.sizeHint().width()
            if row is None or (room is not None and used + SPACING + width > room):
                row = QHBoxLayout()
                row.setSpacing(SPACING)
                row.addStretch(1)
                self._rows.addLayout(row)
                used = -SPACING
            row.addWidget(button)
            used += SPACING + width
        self.updateGeometry()

    def _empty_rows(self) -> None:
        """Take the rows away, leaving their buttons to be laid again."""
        while self._rows.count():
            item = self._rows.takeAt(0)
            row = item.layout() if item is not None else None
            if row is not None:
                while row.count():
                    row.takeAt(0)
                row.deleteLater()

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
