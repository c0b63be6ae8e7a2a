"""The window's warnings: opened without an event loop of their own, one at a time, in order."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from cardtable.ui.notices import Notices

from ..deadlines import WAIT_MS


def test_warnings_hold_nothing_up_and_come_one_at_a_time_in_order(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    notices = Notices(window)
    notices.warn("Card Table", "The settings were damaged.")
    notices.warn("Cannot save", "The disk is full.")  # reached at once: the first box is open
    first = notices.showing
    assert first is not None and first.isVisible()
    assert (first.windowTitle(), first.text()) == ("Card Table", "The settings were damaged.")
    assert first.windowModality() == Qt.WindowModality.WindowModal
    first.accept()
    second = notices.showing
    assert second is not None and second is not first and second.isVisible()
    assert (second.windowTitle(), second.text()) == ("Cannot save", "The disk is full.")
    second.accept()
    assert notices.showing is None


def test_warnings_go_with_their_window(qtbot):
    window = QWidget()
    window.show()
    notices = Notices(window)
    notices.warn("Card Table", "Open as the window goes.")
    box = notices.showing
    assert box is not None
    with qtbot.waitSignal(box.destroyed, timeout=WAIT_MS):
        window.deleteLater()
