"""The Qt fixtures this folder's tests need (see ``tests/qt_setup``)."""

from __future__ import annotations

from tests.qt_setup import english_plurals, open_window, speaker, window  # noqa: F401
