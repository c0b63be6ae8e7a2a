"""Composition root: the QApplication and the main window."""

from __future__ import annotations

import argparse
import os
import sys

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

from . import __version__
from .engine.registry import GAMES, PLANNED


def build_window() -> QMainWindow:
    """The main window. The table arrives with the table work; for now it lists the games."""
    window = QMainWindow()
    window.setWindowTitle("Card Table")
    ready = ", ".join(g.name for g in GAMES)
    coming = ", ".join(name for _, name in PLANNED)
    label = QLabel(
        window.tr("Card Table {version}\n\nReady: {ready}\nComing: {coming}\n\n"
                  "Try the simulator: python -m cardtable.sim --games 10").format(
            version=__version__, ready=ready, coming=coming
        )
    )
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    window.setCentralWidget(label)
    window.resize(800, 560)
    return window


def run(args: argparse.Namespace) -> int:
    """Start the app; with ``--screenshot`` render once to a file and quit."""
    if args.screenshot and "QT_QPA_PLATFORM" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = build_window()
    window.show()
    if args.screenshot:
        app.processEvents()
        ok = window.grab().save(args.screenshot)
        return 0 if ok else 1
    return app.exec()
