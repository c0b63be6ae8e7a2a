"""Where a file dialog opens: in the folder the person last read or wrote a file in, else in
their documents folder; never in whatever folder the program happened to be started from.

The folder last used is kept in the settings (those of the window the dialog opens over, see
``window_sizes.settings_near``), so the next dialog, in this session or the next, opens there.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget

from ..storage.settings import MAX_FOLDER
from .window_sizes import settings_near


def documents_folder() -> Path:
    """The person's documents folder, or their home when the system names none there."""
    named = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    folder = Path(named) if named else Path.home()
    return folder if folder.is_dir() else Path.home()


def start_folder(widget: QWidget | None) -> Path:
    """The folder a file dialog over ``widget`` opens in: the last one used, while it is
    still there, else the documents folder."""
    settings = settings_near(widget)
    last = settings.last_folder if settings is not None else ""
    if last and Path(last).is_dir():
        return Path(last)
    return documents_folder()


def start_path(widget: QWidget | None, file_name: str) -> str:
    """The file a save dialog over ``widget`` offers: ``file_name`` in its start folder."""
    return str(start_folder(widget) / file_name)


def remember_folder(widget: QWidget | None, chosen: str) -> None:
    """Keep the folder of the file the person chose (nothing when they chose none), for the
    next dialog; a path the settings could not hold is not kept."""
    settings = settings_near(widget)
    if settings is None or not chosen:
        return
    folder = str(Path(chosen).parent)
    if len(folder) <= MAX_FOLDER and "\0" not in folder:
        settings.last_folder = folder


def ask_save_path(parent: QWidget | None, title: str, file_name: str, choice: str) -> str:
    """Ask where to write a file, offering ``file_name`` in the start folder; the path
    chosen ("" for none), its folder kept for next time. ``choice`` is the dialog's filter."""
    path = QFileDialog.getSaveFileName(parent, title, start_path(parent, file_name), choice)[0]
    remember_folder(parent, path)
    return path


def ask_open_path(parent: QWidget | None, title: str, choice: str) -> str:
    """Ask for a file to read, from the start folder; the path chosen ("" for none), its
    folder kept for next time. ``choice`` is the dialog's filter."""
    path = QFileDialog.getOpenFileName(parent, title, str(start_folder(parent)), choice)[0]
    remember_folder(parent, path)
    return path
