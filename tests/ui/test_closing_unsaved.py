"""Closing the window while games could not be written (a full disk): the person is asked,
and can make room and try again, or close and lose them knowingly."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from cardtable.storage.spare_room import spare_room_path

from ..controller.test_full_disk import SETUP, filling_disk, play
from ..deadlines import WAIT_MS


def test_closing_with_unsaved_games_asks_first(qtbot, window, monkeypatch):
    qtbot.waitUntil(spare_room_path().exists, timeout=WAIT_MS)  # made as the disk thread starts
    spare_room_path().unlink()  # and used up earlier
    window.start(SETUP)
    controller = window.controller
    with filling_disk(monkeypatch) as disk:
        disk.fill()
        play(qtbot, controller, moves=6)
        assert not window.close()  # the window stays, and asks
        box = window.unsaved_games.asking
        assert box is not None and box.isVisible() and "1 game" in box.text()
        disk.full = False
        again = next(b for b in box.buttons()
                     if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)
        again.click()
        qtbot.waitUntil(lambda: window.keeper.unsaved() == 0, timeout=WAIT_MS)
        assert window.close()


def test_closing_and_losing_them_is_the_persons_choice(qtbot, window, monkeypatch):
    qtbot.waitUntil(spare_room_path().exists, timeout=WAIT_MS)  # made as the disk thread starts
    spare_room_path().unlink()  # and used up earlier
    window.start(SETUP)
    with filling_disk(monkeypatch) as disk:
        disk.fill()
        play(qtbot, window.controller, moves=6)
        assert not window.close()
        box = window.unsaved_games.asking
        lose = next(b for b in box.buttons()
                    if box.buttonRole(b) == QMessageBox.ButtonRole.DestructiveRole)
        lose.click()
        qtbot.waitUntil(lambda: not window.isVisible(), timeout=WAIT_MS)


def test_a_window_with_everything_saved_closes_without_a_question(qtbot, window):
    window.start(SETUP)
    play(qtbot, window.controller, moves=6)
    assert window.close() and window.unsaved_games.asking is None


def test_a_full_disk_met_with_room_kept_is_told_as_news_not_as_a_failure(
        qtbot, window, monkeypatch):
    qtbot.waitUntil(spare_room_path().exists, timeout=WAIT_MS)
    with filling_disk(monkeypatch) as disk:
        disk.fill()
        window.start(SETUP)
        play(qtbot, window.controller, moves=6)
        qtbot.waitUntil(lambda: window.notices.showing is not None, timeout=WAIT_MS)
        box = window.notices.showing
        assert box.windowTitle() == "Disk full" and "your game is saved" in box.text()
        assert "cannot be saved" not in box.text()
        assert window.close()  # nothing unsaved: no question
