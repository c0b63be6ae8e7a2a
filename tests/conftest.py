"""Test set-up for the whole suite: a private data folder, Hypothesis profiles, offscreen Qt for
the tests that use it (their Qt fixtures are in ``qt_setup``, loaded by the folders that use Qt),
and the games defined by the tests (``tests/games/<game>/`` holding a game's own package, as
Knock-Out does) shown to the registry, for this process and every process it starts.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

# Qt aborts the process without a display unless told to draw offscreen: set it before any import.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# The registry looks for games when it is first imported: show it the tests' games before then.
REPOSITORY = str(Path(__file__).resolve().parents[1])
os.environ.setdefault("CARDTABLE_GAMES", "tests.games")
os.environ["PYTHONPATH"] = os.pathsep.join(
    [REPOSITORY, *filter(None, os.environ.get("PYTHONPATH", "").split(os.pathsep))])

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
