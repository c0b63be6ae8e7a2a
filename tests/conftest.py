"""Test set-up for the whole suite: offscreen Qt, a private data folder, Hypothesis profiles."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

# Qt aborts the process without a display unless told to draw offscreen: set it before any import.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

settings.register_profile(
    "ci",
    derandomize=True,
    deadline=None,
    max_examples=60,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile("dev", deadline=None, max_examples=30)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    """Point every settings, save and history path at a fresh folder for each test."""
    home = tmp_path / "cardtable-home"
    home.mkdir()
    monkeypatch.setenv("CARDTABLE_HOME", str(home))
    return home


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
