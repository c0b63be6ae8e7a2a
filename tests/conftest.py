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


@pytest.fixture(scope="session", autouse=True)
def english_plurals(qapp):
    """Load the app's English file as the app does, so counted texts read "3 cards"."""
    from cardtable.ui.translation import install_translator

    translator = install_translator(qapp)
    yield
    if translator is not None:
        qapp.removeTranslator(translator)
