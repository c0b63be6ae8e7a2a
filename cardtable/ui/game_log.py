"""The log beside the table: every move of a game told in a plain sentence, newest at the
bottom, for a game whose moves are too many to follow by eye (its ``GameUi`` keeps a log and
tells its events: ``GameUi.sentence``). It takes a share of the window's width, so that a small
window keeps room for the table and its cards: about a fifth at first, never more than three
tenths."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDockWidget, QListWidget, QMainWindow, QWidget

from ..engine.events import Event
from .game_ui import GameUi

NARROWEST = 150  # the log's least width, in pixels: a short sentence to a line
WIDEST_AT_FIRST = 320
SHARE = 0.22  # of the window's width, at first
MOST = 0.3  # of the window's width, however the log is widened


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
        self.setMinimumWidth(NARROWEST)
        self._previous: Event | None = None
        if parent is not None:
            parent.installEventFilter(self)  # its share follows the window's width

    def sizeHint(self) -> QSize:
        """At first, a share of the window's width."""
        window = self.parentWidget()
        width = window.width() * SHARE if window is not None else WIDEST_AT_FIRST
        return QSize(round(min(max(width, NARROWEST), WIDEST_AT_FIRST)),
                     super().sizeHint().height())

    def showEvent(self, event: QShowEvent) -> None:
        """Shown for a game: at its first share of the window's width."""
        super().showEvent(event)
        window = self.parentWidget()
        if isinstance(window, QMainWindow) and not self.isFloating():
            window.resizeDocks([self], [self.sizeHint().width()], Qt.Orientation.Horizontal)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The window has a new size: the log takes no more than its share of it."""
        window = self.parentWidget()
        if event.type() == QEvent.Type.Resize and window is not None and watched is window:
            self.setMaximumWidth(max(NARROWEST, round(window.width() * MOST)))
        return False

    def clear(self) -> None:
        """Start an empty log (a new game)."""
        self.list.clear()
        self._previous = None

    def add(self, game: GameUi, events: Sequence[Event], names: Sequence[str],
            person: int) -> None:
        """Tell these events of ``game`` at the bottom of the log and keep the newest in
        sight."""
        for event in events:
            text = game.sentence(event, names, person, self._previous)
            self._previous = event
            if text:
                self.list.addItem(text)
        self.list.scrollToBottom()

    def lines(self) -> list[str]:
        """Every line of the log, for tests and accessibility."""
        return [self.list.item(i).text() for i in range(self.list.count())]
