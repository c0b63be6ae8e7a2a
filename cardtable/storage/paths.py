"""The folders Card Table keeps its files in.

By default these are the platform's usual places (via platformdirs). Setting ``CARDTABLE_HOME``
moves everything into one folder: tests point it at a temporary folder, and a portable copy of
the app can keep its files beside itself.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "cardtable"
HOME_VARIABLE = "CARDTABLE_HOME"


def _home() -> Path | None:
    value = os.environ.get(HOME_VARIABLE)
    return Path(value) if value else None


def config_dir() -> Path:
    """The folder for settings."""
    home = _home()
    return home / "config" if home else Path(platformdirs.user_config_dir(APP_NAME))


def data_dir() -> Path:
    """The folder for saved games and the score history."""
    home = _home()
    return home / "data" if home else Path(platformdirs.user_data_dir(APP_NAME))


def saves_dir() -> Path:
    """The folder the person's own saved games go to by default (Save as…, Open…)."""
    return data_dir() / "saves"
