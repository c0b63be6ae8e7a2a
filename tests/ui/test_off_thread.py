"""Work moved off the GUI thread still happens, its result still arrives, its errors still reach
the caller (and so the person), and the GUI thread's event loop turns while it waits."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox

from cardtable.session.records import saved_game
from cardtable.session.setup import PERSON, GameSetup, SeatSetup
from cardtable.storage.history import History
from cardtable.storage.saves import encode
from cardtable.storage.settings import Settings
from cardtable.ui import game_files, history_window
from cardtable.ui.history_window import HistoryWindow, open_history_window
from cardtable.ui.main_window import MainWindow
from cardtable.ui.off_thread import off_thread

from ..deadlines import WAIT_MS
from ..storage.test_history import simple_record


def test_the_work_runs_on_another_thread_and_its_result_comes_back(qtbot):
    gui = threading.get_ident()
    worker, answer = off_thread(lambda: (threading.get_ident(), 6 * 7))
    assert worker != gui and answer == 42


def test_an_error_in_the_work_is_raised_to_the_caller(qtbot):
    def broken() -> None:
        raise ValueError("the file is damaged")

    with pytest.raises(ValueError, match="the file is damaged"):
        off_thread(broken)


def test_the_gui_thread_goes_on_with_its_timers_while_it_waits(qtbot):
    """The work finishes only once a timer of the GUI thread has fired: were the GUI thread
    blocked, the work would give up and say so."""
    ticked = threading.Event()
    QTimer.singleShot(0, ticked.set)
    assert off_thread(lambda: ticked.wait(30))


def test_waits_inside_waits_each_get_their_own_answer(qtbot):
    inner: list[str] = []
    started = threading.Event()
    QTimer.singleShot(0, lambda: (started.set(), inner.append(off_thread(lambda: "inner"))))
    assert off_thread(lambda: started.wait(30) and "outer") == "outer"
    qtbot.waitUntil(lambda: inner == ["inner"], timeout=WAIT_MS)


def seats() -> tuple[SeatSetup, ...]:
    return (SeatSetup("Ada", PERSON), *(SeatSetup(f"Bot {i}", "rule") for i in range(1, 4)))


def test_open_reads_and_replays_the_save_off_the_gui_thread(qtbot, tmp_path, monkeypatch):
    from cardtable.engine.registry import replay

    setup = GameSetup("black-lady", 4, 31, seats(), {"passing": "none"}, "morehead")
    state = replay("black-lady", setup.options, 31, 4, [])
    while len(state.log) < 20:
        state.apply(min(state.legal_actions()))
    path = tmp_path / "game.cardtable.json"
    path.write_text(encode(saved_game(setup, list(state.log)), state), encoding="utf-8")
    readers: list[int] = []
    read = game_files.read_save

    def watched(source):  # type: ignore[no-untyped-def]
        readers.append(threading.get_ident())
        return read(source)

    monkeypatch.setattr(game_files, "read_save", watched)
    w = MainWindow(Settings(animation_speed="off", computer_speed="instant",
                            confirmations=False))
    qtbot.addWidget(w)
    assert game_files.open_game(w, str(path))
    assert readers and readers[0] != threading.get_ident()
    assert list(w.controller.state.log) == list(state.log)


def test_a_save_that_cannot_be_read_off_the_gui_thread_is_still_refused_with_its_reason(
        qtbot, tmp_path, monkeypatch):
    path = tmp_path / "newer.cardtable.json"
    path.write_text('{"format": "cardtable-save", "version": 999}', encoding="utf-8")
    messages: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        staticmethod(lambda _parent, _title, text: messages.append(text)))
    w = MainWindow(Settings(animation_speed="off", confirmations=False))
    qtbot.addWidget(w)
    assert not game_files.open_game(w, str(path))
    assert len(messages) == 1 and "newer version" in messages[0]
    assert w.controller.state is None


def test_the_history_window_opens_its_file_off_the_gui_thread(qtbot, private_home,
                                                               monkeypatch):
    with History() as history:
        history.store(simple_record())
    openers: list[int] = []
    shown: list[int] = []

    def opened() -> History:
        openers.append(threading.get_ident())
        return History()

    def exec_(self: HistoryWindow) -> int:
        shown.append(self.table.rowCount())
        return 0

    monkeypatch.setattr(history_window.HistoryWindow, "exec", exec_)
    open_history_window(open_history=opened)
    assert openers and openers[0] != threading.get_ident()
    assert shown == [1]


def test_the_history_window_still_tells_of_a_damaged_history(qtbot, private_home, monkeypatch):
    with History() as history:
        path = history.path
    path.write_bytes(b"not a database" * 100)
    warnings: list[str] = []
    monkeypatch.setattr(history_window.HistoryWindow, "exec",
                        lambda self: warnings.append(self.warning.text()) or 0)
    open_history_window()
    assert len(warnings) == 1 and "history.sqlite3.damaged-1" in warnings[0]
