"""Test set-up for the whole suite: a private data folder, Hypothesis profiles, offscreen Qt for
the tests that use it (their Qt fixtures are in ``qt_setup``, loaded by the folders that use Qt).
"""

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
