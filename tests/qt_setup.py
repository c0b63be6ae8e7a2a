"""Qt fixtures for the folders whose tests use Qt: silent sound, the app's English plurals, and
the main window as the GUI tests open it (on screen, animations off, computer players instant).

Loaded by ``conftest.py`` in ``tests/ui``, ``tests/controller``, ``tests/packaging`` and each
game's ``tests/games/<game>/window``; the engine, AI and storage tests run without Qt (see
``no_qt``).
"""

from __future__ import annotations

from typing import Any

import pytest

from .deadlines import WAIT_MS

QUICK = {"animation_speed": "off", "computer_speed": "instant"}


class Speaker:
    """Stands in for the audio device in tests: every cue loads into a recorder that notes
    what is played, at what gain, and makes no sound."""

    def __init__(self, real_make_effect) -> None:
        self.real_make_effect = real_make_effect  # for the tests of the real loader
        self.loaded: list[str] = []
        self.played: list[str] = []
        self.gains: dict[str, float] = {}

    def make_effect(self, path, parent, failed):
        return _RecordedEffect(self, path.stem)


class _RecordedEffect:
    def __init__(self, speaker: Speaker, name: str) -> None:
        self.speaker, self.name = speaker, name
        speaker.loaded.append(name)

    def play(self) -> None:
        self.speaker.played.append(self.name)

    def setVolume(self, volume: float) -> None:
        self.speaker.gains[self.name] = volume


@pytest.fixture(autouse=True)
def speaker(monkeypatch) -> Speaker:
    """Tests are silent: the sound player loads its cues into a recorder, never the audio
    device, and a test can read what it asked to hear."""
    from cardtable.ui import sound

    recorder = Speaker(sound.make_effect)
    monkeypatch.setattr(sound, "make_effect", recorder.make_effect)
    return recorder


@pytest.fixture(scope="session", autouse=True)
def english_plurals(qapp):
    """Load the app's English file as the app does, so counted texts read "3 cards"."""
    from cardtable.ui.translation import install_translator

    translator = install_translator(qapp)
    yield
    if translator is not None:
        qapp.removeTranslator(translator)


@pytest.fixture
def open_window(qtbot):
    """Open a main window: ``open_window(settings={...}, keep_games=False, size=(w, h))``;
    the settings given are added to the quick ones."""
    opened: list[Any] = []

    def open_(settings: dict | None = None, keep_games: bool = True,
              size: tuple[int, int] = (1100, 760)) -> Any:
        from cardtable.storage.settings import Settings
        from cardtable.ui.main_window import MainWindow

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
