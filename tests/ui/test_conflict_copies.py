"""A game in progress whose key names a game the history has as finished: a file-sync program's
conflict copy, or a save renamed. Whatever the person answers at start, the finished game stays
as it was; a copy that is another game becomes a game of its own."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace

import pytest
from PySide6.QtWidgets import QMessageBox

from cardtable import app as cardtable_app
from cardtable.session.records import game_record, setup_from_saved
from cardtable.storage.history import History, history_path
from cardtable.storage.settings import Settings
from cardtable.ui.main_window import MainWindow

from ..controller.test_full_disk import play
from ..storage.test_in_progress import KEY, journalled
from ..storage.test_saves import played


def rows() -> list[tuple]:
    with sqlite3.connect(history_path()) as conn:
        return conn.execute("SELECT record_key, status, actions_json FROM games "
                            "ORDER BY id").fetchall()


def finished_under_key(seed: int):
    """A whole game recorded as finished under the key the copy in progress carries."""
    saved, state = played(seed=seed, moves=None)
    record = game_record(setup_from_saved(replace(saved, record_key=KEY)), state, "finished")
    with History() as history:
        history.store(record)
    return rows()


@pytest.mark.parametrize("answer", [QMessageBox.StandardButton.No,
                                    QMessageBox.StandardButton.Yes])
@pytest.mark.parametrize("copy", ["an earlier moment of it", "another game"])
def test_a_copy_never_replaces_the_finished_game(qtbot, monkeypatch, answer, copy):
    journal, log = journalled(moves=40, saved_at=10)  # the copy in progress, seed 21
    journal.close()
    before = finished_under_key(21 if copy == "an earlier moment of it" else 22)
    assert json.loads(before[0][2])[:40] == log or copy == "another game"
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: answer))
    window = MainWindow(Settings(animation_speed="off", computer_speed="instant",
                                 confirmations=False))
    qtbot.addWidget(window)
    window.show()
    if cardtable_app.offer_unfinished_game(window, []):  # Yes: played on to its end
        play(qtbot, window.controller)
    window.close()  # the disk thread finishes what it was handed
    after = rows()
    assert after[0] == before[0]  # the finished game, untouched
    if answer == QMessageBox.StandardButton.Yes:
        assert len(after) == 2 and after[1][1] == "finished"  # the copy's own game
        assert json.loads(after[1][2])[:40] == log and after[1][0] != KEY
    elif copy == "an earlier moment of it":
        assert after == before  # it adds nothing
    else:
        assert len(after) == 2 and after[1][1] == "abandoned" and json.loads(after[1][2]) == log
