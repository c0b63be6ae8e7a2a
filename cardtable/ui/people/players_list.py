"""The lobby's list of players: every nickname seen at a table or marked, each with the
person's mark by it, a blue square for a friend and a red one for a black-listed player, as the
Up and Down text has them.

The marks are the server's: kept per account, they decide who may take a dropped player's seat
(friends first, never the black-listed). The list asks for a change with ``mark_wanted`` and
shows the marks the server answers with.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

FRIEND, BLOCKED, NONE = "friend", "blocked", "none"
SQUARE_COLOURS = {FRIEND: "#1f5fbf", BLOCKED: "#c62828"}
SQUARE = 12


def square(mark: str) -> QIcon:
    """The mark's square (an empty space for none, so that the names line up)."""
    pixmap = QPixmap(SQUARE, SQUARE)
    pixmap.fill(Qt.GlobalColor.transparent)
    colour = SQUARE_COLOURS.get(mark)
    if colour:
        painter = QPainter(pixmap)
        painter.fillRect(1, 1, SQUARE - 2, SQUARE - 2, QColor(colour))
        painter.end()
    return QIcon(pixmap)


class PlayersList(QWidget):
    """The nicknames and their marks, with the buttons that change a mark."""

    mark_wanted = Signal(str, str)  # nickname, "friend" / "blocked" / "none"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.me = ""
        self.marks: dict[str, str] = {}
        self.seen: set[str] = set()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.names = QListWidget()
        layout.addWidget(self.names, 1)
        buttons = QHBoxLayout()
        self.friend_button = QPushButton(self.tr("&Friend"))
        self.friend_button.setToolTip(self.tr("Mark as a friend: a friend may take your seat "
                                              "first if you drop out"))
        self.block_button = QPushButton(self.tr("&Black-list"))
        self.block_button.setToolTip(self.tr("Never let this player take your seat"))
        self.clear_button = QPushButton(self.tr("C&lear mark"))
        for button, mark in ((self.friend_button, FRIEND), (self.block_button, BLOCKED),
                             (self.clear_button, NONE)):
            button.clicked.connect(lambda _=False, m=mark: self._ask(m))
            buttons.addWidget(button)
        layout.addLayout(buttons)
        self.names.currentItemChanged.connect(lambda *_: self._enable())
        self._enable()

    def show_marks(self, marks: Mapping[str, str]) -> None:
        self.marks = dict(marks)
        self._fill()

    def show_seen(self, nicknames: Iterable[str]) -> None:
        self.seen = {n for n in nicknames if n}
        self._fill()

    def mark_of(self, nickname: str) -> str:
        return self.marks.get(nickname, NONE)

    def select(self, nickname: str) -> None:
        for row in range(self.names.count()):
            item = self.names.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == nickname:
                self.names.setCurrentItem(item)

    def _fill(self) -> None:
        current = self.names.currentItem()
        chosen = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        self.names.clear()
        for nickname in sorted((self.seen | set(self.marks)) - {self.me}, key=str.casefold):
            mark = self.mark_of(nickname)
            item = QListWidgetItem(square(mark), nickname)
            item.setData(Qt.ItemDataRole.UserRole, nickname)
            words = {FRIEND: self.tr("friend"), BLOCKED: self.tr("black-listed")}
            if mark in words:
                item.setToolTip(words[mark])
            self.names.addItem(item)
        if chosen is not None:
            self.select(chosen)
        self._enable()

    def _ask(self, mark: str) -> None:
        item = self.names.currentItem()
        if item is not None:
            self.mark_wanted.emit(item.data(Qt.ItemDataRole.UserRole), mark)

    def _enable(self) -> None:
        item = self.names.currentItem()
        mark = self.mark_of(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None
        self.friend_button.setEnabled(item is not None and mark != FRIEND)
        self.block_button.setEnabled(item is not None and mark != BLOCKED)
        self.clear_button.setEnabled(item is not None and mark not in (None, NONE))
