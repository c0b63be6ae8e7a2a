"""The window's warnings, in boxes that hold nothing up.

A box shown with ``exec()`` runs an event loop of its own until it is closed, and whatever the
app does meanwhile happens inside that loop: a quit asked for there ends that loop but not the
app's (before the app's loop has begun, it is lost and the app never ends), and the window
deleted there is deleted under the box still running on the stack. So a warning is opened
with ``open()``: modal to its window, answered in the app's own event loop, and gone with the
window like any of its children.
"""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtWidgets import QMessageBox, QWidget


class Notices(QObject):
    """Shows a window's warnings one at a time, in the order they came: the next opens when
    the person closes the one before it, so none hides another."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._waiting: deque[tuple[str, str]] = deque()
        self.showing: QMessageBox | None = None

    def warn(self, title: str, text: str) -> None:
        """Show a warning now, or once those before it are closed."""
        self._waiting.append((title, text))
        if self.showing is None:
            self._show_next()

    @Slot()
    def _show_next(self) -> None:
        """Open the first warning waiting, if any (a slot of this object's, so a box closed as
        the window goes calls nothing that is gone)."""
        if not self._waiting:
            self.showing = None
            return
        title, text = self._waiting.popleft()
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok,
                          self._window)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(self._show_next)
        self.showing = box
        box.open()
