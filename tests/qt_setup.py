"""Qt fixtures for the folders whose tests use Qt: silent sound, and the app's English plurals.

Loaded by ``conftest.py`` in ``tests/ui``, ``tests/controller`` and ``tests/packaging``; the
engine, AI and storage tests run without Qt (see ``no_qt``).
"""

from __future__ import annotations

import pytest


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
