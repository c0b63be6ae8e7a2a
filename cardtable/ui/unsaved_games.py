"""Closing while games could not be written (a full disk, a folder that cannot be written to):
the person is told plainly what closing now would lose, and chooses."""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QObject
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMessageBox, QWidget

from ..controller.keeper import GameKeeper
from ..texts import tr


class UnsavedGames(QObject):
    """Holds a window's closing back while games are not on disk, and asks the person."""

    def __init__(self, window: QWidget, keeper: GameKeeper) -> None:
        super().__init__(window)
        self._window = window
        self._keeper = keeper
        self.may_lose = False  # the person chose to close all the same
        self.asking: QMessageBox | None = None

    def hold_back(self, event: QCloseEvent) -> bool:
        """Journal the last moves; when closing now would lose games, refuse the close and
        ask. True when the close is held back."""
        with contextlib.suppress(OSError):  # said already as it failed; counted below
            self._keeper.autosave()
        if self.may_lose or not self._keeper.unsaved():
            return False
        event.ignore()
        if self.asking is None:
            self.asking = self._ask()
        return True

    def _ask(self) -> QMessageBox:
        """Make room and try again, or close and lose them? The box does not hold up the app:
        the games go on being offered to the disk meanwhile."""
        box = QMessageBox(QMessageBox.Icon.Warning, tr("Games not saved"), tr(
            "%n game(s) could not be written to the disk (it is full, or the data folder cannot "
            "be written to) and would be lost if Card Table closed now. Free some space on the "
            "disk, then choose Try again.", "", self._keeper.unsaved()), parent=self._window)
        again = box.addButton(tr("Try again"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(tr("Close and lose them"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(again)

        def answered() -> None:
            self.asking = None
            if box.clickedButton() is again:
                self._keeper.try_again()
            else:
                self.may_lose = True
                self._window.close()
            box.deleteLater()

        box.finished.connect(answered)
        box.open()
        return box
