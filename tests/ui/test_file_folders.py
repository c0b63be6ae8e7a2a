"""Every file dialog opens in the person's documents folder the first time, then in the
folder where they last read or wrote a file (kept in the settings, shared by every window);
never in whatever folder the program was started from."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget

from cardtable.engine.registry import get
from cardtable.ui.file_folders import documents_folder
from cardtable.ui.game_files import open_game
from cardtable.ui.history_window import HistoryWindow
from cardtable.ui.house_rules_dialog import HouseRulesDialog
from cardtable.ui.main_window import MainWindow
from cardtable.ui.review.replay_window import ReplayWindow
from cardtable.ui.scoresheet_view import ScoresheetView

from . import test_window_sizes
from .test_window_sizes import Host, sheet

host = test_window_sizes.host  # the fixture the tests here use: a window that holds settings


def house_rules(owner: Host) -> HouseRulesDialog:
    return HouseRulesDialog(get("black-lady"), 4, parent=owner)


def main_window(owner: Host) -> MainWindow:
    window = MainWindow(owner.settings, keep_games=False)
    owner.others.append(window)
    return window


ASKERS: dict[str, Callable[[Host], object]] = {
    "scoresheet as CSV": lambda owner: ScoresheetView(sheet(owner), owner).export_csv(),
    "scoresheet as PDF": lambda owner: ScoresheetView(sheet(owner), owner).export_pdf(),
    "record of a replay": lambda owner: ReplayWindow(sheet(owner), owner.settings,
                                                    owner).export_record(),
    "record to replay": lambda owner: HistoryWindow(owner.history, owner,
                                                   owner.settings).import_record(),
    "house rules out": lambda owner: house_rules(owner).export_button.click(),
    "house rules in": lambda owner: house_rules(owner).import_button.click(),
    "a saved game": lambda owner: open_game(main_window(owner)),
}


class FileDialogs:
    """Stands in for the file dialogs: notes the folder each opened in, and answers with
    ``answer`` (none: the person cancelled)."""

    def __init__(self) -> None:
        self.folders: list[Path] = []
        self.answer = ""

    def save(self, _parent: QWidget, _title: str, start: str, _filter: str) -> tuple[str, str]:
        self.folders.append(Path(start).parent)  # a file offered in the folder
        return self.answer, ""

    def open(self, _parent: QWidget, _title: str, start: str, _filter: str) -> tuple[str, str]:
        self.folders.append(Path(start))
        return self.answer, ""


@pytest.mark.parametrize("what", ASKERS)
def test_the_dialog_opens_in_the_documents_then_where_the_last_file_was(
        qtbot, host, monkeypatch, tmp_path, what):
    dialogs = FileDialogs()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(dialogs.save))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(dialogs.open))
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *_a: ("Mine", True)))
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *_a: None))
    ask = ASKERS[what]
    ask(host)
    assert dialogs.folders == [documents_folder()]
    chosen = tmp_path / "chosen"
    chosen.mkdir()
    dialogs.answer = str(chosen / "the file.txt")
    ask(host)
    assert host.settings.last_folder == str(chosen)
    dialogs.answer = ""
    ask(host)
    assert dialogs.folders[-1] == chosen
    (chosen / "the file.txt").unlink(missing_ok=True)
    chosen.rmdir()  # a folder gone since: the documents again
    ask(host)
    assert dialogs.folders[-1] == documents_folder()
