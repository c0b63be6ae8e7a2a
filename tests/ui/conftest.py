"""The main window as the GUI tests open it: on screen, animations off, computer players
instant; when the test ends, its computer player is left idle before the window goes."""

from __future__ import annotations

import pytest

from cardtable.storage.settings import Settings
from cardtable.ui.main_window import MainWindow

from ..deadlines import WAIT_MS
from ..qt_setup import english_plurals, speaker  # noqa: F401  (autouse fixtures)

QUICK = {"animation_speed": "off", "computer_speed": "instant"}


@pytest.fixture
def open_window(qtbot):
    """Open a main window: ``open_window(settings={...}, keep_games=False, size=(w, h))``;
    the settings given are added to the quick ones."""
    opened: list[MainWindow] = []

    def open_(settings: dict | None = None, keep_games: bool = True,
              size: tuple[int, int] = (1100, 760)) -> MainWindow:
        w = MainWindow(Settings(**{**QUICK, **(settings or {})}), keep_games=keep_games)
        qtbot.addWidget(w)
        w.resize(*size)
        w.show()
        qtbot.waitExposed(w, timeout=WAIT_MS)
        opened.append(w)
        return w

    yield open_
    for w in opened:
        w.controller._runner.wait_idle()


@pytest.fixture
def window(open_window):
    """A main window with the quick settings, keeping its games as the app does."""
    return open_window()
