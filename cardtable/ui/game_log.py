"""The log beside the table: every move of a game told in a plain sentence, newest at the
bottom, for a game whose moves are too many to follow by eye (its ``GameUi`` keeps a log and
tells its events)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QListWidget, QWidget

from ..engine.events import Event
from .game_ui import GameUi


class GameLog(QDockWidget):
    """A side panel with the game's events in words."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("What happened"))
        self.setObjectName("duel-log")  # the name saved window layouts know it by
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.setWidget(self.list)
        self.setAllowedAreas(Qt.DockWidgetArea.RightDockWidgetArea
                             | Qt.DockWidgetArea.LeftDockWidgetArea)
        self.setMinimumWidth(260)
        self._previous: Event | None = None

    def clear(self) -> None:
        """Start an empty log (a new game)."""
        self.list.clear()
        self._previous = None

    def add(self, game: GameUi, events: Sequence[Event], names: Sequence[str],
            person: int) -> None:
        """Tell these events of ``game`` at the bottom of the log and keep the newest in
        sight."""
        for event in events:
            text = game.tell(event, names, person, self._previous)
            self._previous = event
            if text:
                self.list.addItem(text)
        self.list.scrollToBottom()

    def lines(self) -> list[str]:
        """Every line of the log, for tests and accessibility."""
        return [self.list.item(i).text() for i in range(self.list.count())]
