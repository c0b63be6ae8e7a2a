"""Game → Open… and Save as…: named saves chosen by the person."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog, QMessageBox

from ..session.records import saved_game, setup_from_saved
from ..storage.saves import SaveError, encode, read_save
from ..texts import tr

if TYPE_CHECKING:
    from .main_window import MainWindow

FILTER = "Card Table games (*.cardtable.json);;JSON files (*.json)"


def save_game_as(window: MainWindow, path: str | None = None) -> bool:
    """Save the game in progress to a file the person names."""
    c = window.controller
    if c.setup is None or c.state is None:
        return False
    target = path or QFileDialog.getSaveFileName(
        window, tr("Save game"), "game.cardtable.json", FILTER)[0]
    if not target:
        return False
    window.keeper.write(Path(target), encode(saved_game(c.setup, list(c.state.log)), c.state))
    window.statusBar().showMessage(tr("Saved to {path}").format(path=target), 5000)
    return True


def open_game(window: MainWindow, path: str | None = None) -> bool:
    """Open a saved game; a file that is wrong is refused with the reason and left as it is."""
    source = path or QFileDialog.getOpenFileName(window, tr("Open game"), "", FILTER)[0]
    if not source:
        return False
    try:
        saved, _state = read_save(Path(source))
    except SaveError as error:
        QMessageBox.warning(window, tr("Open game"),
                            tr("This game cannot be opened: {reason}").format(
                                reason=error))
        return False
    if not window.may_leave_game():
        return False
    window.resume(setup_from_saved(saved), list(saved.actions))
    return True
