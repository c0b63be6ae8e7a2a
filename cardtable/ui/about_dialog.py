"""Help → About: the version, the app's licence and the licences of what it is built on.

Card Table stands on Python, Qt and a few Python packages, and a packaged app carries them all;
the people who receive it should see whose work it holds and under which terms.
"""

from __future__ import annotations

import platform
from importlib.metadata import PackageNotFoundError, version

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from .. import __version__
from .window_sizes import fit_to_contents

LICENCE = "GPL-3.0-or-later"
"""The app's licence as an SPDX expression, as pyproject.toml declares it."""


def package_version(name: str) -> str:
    """The installed version of a Python package, or "" when it cannot be told (a frozen app
    may carry the package without its metadata)."""
    try:
        return version(name)
    except PackageNotFoundError:
        return ""


class AboutDialog(QDialog):
    """A short page about Card Table, with a Close button."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Card Table"))
        lgpl = self.tr("GNU Lesser General Public License, version 3 (LGPL-3.0)")
        parts = (
            ("Python", platform.python_version(),
             self.tr("Python Software Foundation License (PSF-2.0)")),
            ("Qt", qVersion(), lgpl),
            ("PySide6", pyside_version, lgpl),
            ("platformdirs", package_version("platformdirs"), self.tr("MIT License (MIT)")),
            ("Pillow", package_version("Pillow"),
             self.tr("MIT-CMU License, also known as the Historical Permission Notice and "
                     "Disclaimer (MIT-CMU, HPND)")),
        )
        rows = "".join(f"<tr><td><b>{name}</b> {number}</td><td>{licence}</td></tr>"
                       for name, number, licence in parts)
        self.text = QLabel(
            self.tr("<h2>Card Table {version}</h2>").format(version=__version__)
            + "<p>" + self.tr("Black Lady, Ugly, Up and Down, U-G-O and Ultimate Loser against "
                              "computer players.") + "</p>"
            + "<p>" + self.tr("Card Table is free software: you may share it and change it under "
                              "the terms of the GNU General Public License, version 3 or any "
                              "later version ({licence}). It comes with no warranty.").format(
                                  licence=LICENCE) + "</p>"
            + "<p>" + self.tr("It is built on:") + "</p>"
            + f"<table cellspacing='4'>{rows}</table>"
        )
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text.setMinimumWidth(520)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        fit_to_contents(self, "about")
