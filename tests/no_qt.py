"""A pytest plugin that takes PySide6 away: ``pytest -p tests.no_qt tests/engine …`` runs the
tests of the layers that must not need Qt (the engine, the computer players, storage) as on a
machine without it; any import of PySide6 then fails."""

from __future__ import annotations

import sys

for name in [m for m in sys.modules if m == "PySide6" or m.startswith("PySide6.")]:
    del sys.modules[name]
sys.modules["PySide6"] = None  # type: ignore[assignment]
