"""The windows of the shared tables a person sits at or watches, opened from the lobby.

Each is the app's usual window with a ``SharedController`` (``ui/shared_table.py``), and with
the table talk docked beside it. A seat's game goes to the person's history when it ends.
Closing the window gets up from the table: before the game the seat is free again, during it
the seat waits for its player as for one whose connection dropped. While a window shows a seat,
the link says so at every sign-in and the settings keep the table, so that an app started
again after a crash offers to go back to it, and signing in takes the person straight there.

A link may name a table and no seat (an invitation to a private table, which the lobby does
not list): the seats are then tried in turn, and the first the server gives the person is
theirs. A window the server refuses to seat is closed again, and the lobby says why.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal

from ...online.link import ServerLink
from ...online.shared_controller import SharedController
from ...online.shared_record import SharedGameRecorder
from ...storage.settings import Settings, keep_settings
from ..main_window import MainWindow
from ..shared_table import open_shared_table, open_watched_table
from .table_talk import TableTalk

NOT_THIS_SEAT = ("not-your-seat", "seat-held", "not-allowed")
"""The server's refusals that leave the next seat worth trying."""


class TableWindows(QObject):
    """Opens and follows the table windows; ``left_table`` when the person gets up."""

    opened = Signal(object)  # the new MainWindow
    left_table = Signal()

    def __init__(self, settings: Settings, link: ServerLink,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.link = link
        self.windows: list[MainWindow] = []
        self._waiting: dict[str, Any] | None = None  # a window opened, not seated yet
        self._seated: list[MainWindow] = []  # windows the server has seated (or watching)
        link.received.connect(self._message)

    @property
    def at_table(self) -> bool:
        return bool(self.windows)

    def sit(self, table: str, seat: int | None, code: str = "") -> MainWindow:
        """Sit at ``seat`` (None: the first the server gives) and show the table."""
        window = open_shared_table(self.settings, self.link, table, seat or 0, code or None)
        self._dress(window, seated=True)
        self._waiting = {"window": window, "table": table, "seat": seat or 0, "code": code,
                         "find": seat is None}
        return window

    def watch(self, table: str, code: str = "") -> MainWindow:
        """Watch ``table`` as a spectator: only what is public is shown."""
        window = open_watched_table(self.settings, self.link, table, code or None)
        self._dress(window, seated=False)
        self._waiting = {"window": window, "table": table, "find": False}
        return window

    def _dress(self, window: MainWindow, seated: bool) -> None:
        """The table talk beside the table; a seat's game kept in the history."""
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea,
                             TableTalk(self.link, window))
        if seated and isinstance(window.controller, SharedController):
            SharedGameRecorder(window.controller, self.link, window.keeper.keep_record, window)
        window.installEventFilter(self)
        self.windows.append(window)
        self.opened.emit(window)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Close and watched in self.windows:
            self._closed(self.windows[self.windows.index(watched)])
        return False

    def _closed(self, window: MainWindow) -> None:
        """Get up from the table as its window closes."""
        self.windows.remove(window)
        window.removeEventFilter(self)
        if self._waiting is not None and self._waiting["window"] is window:
            self._waiting = None
        if window in self._seated:
            self._seated.remove(window)
            if self.link.signed_in:
                self.link.send("leave")
            self._game_left()
        self.left_table.emit()

    def _game_left(self) -> None:
        """The person got up or the game ended: no seat to go back to."""
        self.link.showing = ""
        if self.settings.shared_table:
            self.settings.shared_table = ""
            keep_settings(self.settings)

    def _message(self, message: Mapping[str, Any]) -> None:
        """Until the server seats the person, a refusal closes the window it was for (the
        lobby says why), except while looking for a seat: then the next one is tried."""
        if message["type"] == "over":
            self._game_left()
        waiting = self._waiting
        if waiting is None:
            return
        if message["type"] == "seated" and message["table"] == waiting["table"]:
            self._waiting = None
            self._seated.append(waiting["window"])
            if message["seat"] >= 0:  # a seat to come back to, after a crash too
                self.settings.shared_table = message["table"]
                keep_settings(self.settings)
        elif message["type"] == "error":
            if waiting["find"] and message["code"] in NOT_THIS_SEAT:
                waiting["seat"] += 1
                code = {"code": waiting["code"]} if waiting["code"] else {}
                self.link.send("join", table=waiting["table"], seat=waiting["seat"], **code)
            else:
                self._waiting = None
                waiting["window"].close()
