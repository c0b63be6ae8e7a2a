"""The journal's syncs (which can wait long for a busy disk) are made on the disk thread: they
still happen, and a sync that fails still reaches the person."""

from __future__ import annotations

import os
import threading

from PySide6.QtCore import QTimer

from cardtable.controller.game_controller import GameController
from cardtable.controller.keeper import DiskWorker, GameKeeper
from cardtable.session.setup import PERSON, GameSetup, SeatSetup
from cardtable.storage.in_progress import game_files


class QuickTable:
    """Shows every move at once."""

    def __init__(self, controller: GameController) -> None:
        controller.events_applied.connect(
            lambda _events: QTimer.singleShot(0, controller.animations_finished))


def test_the_journal_is_synced_on_the_disk_thread(qtbot, private_home, monkeypatch):
    synced: list[tuple[int, int]] = []  # (thread, inode) of every sync
    fsync = os.fsync

    def watched(fd: int) -> None:
        synced.append((threading.get_ident(), os.fstat(fd).st_ino))
        fsync(fd)

    monkeypatch.setattr(os, "fsync", watched)
    c = GameController(bot_delay_ms=0)
    table = QuickTable(c)  # noqa: F841  (kept alive: a slot of a collected object never runs)
    keeper = GameKeeper(c)
    seats = tuple(SeatSetup(f"Bot {i}", "rule") for i in range(1, 4))
    setup = GameSetup("black-lady", 4, 5, (SeatSetup("Ada", PERSON), *seats), {"passing": "none"})
    c.new_game(setup)
    journal = game_files(setup.record_key)[1]
    qtbot.waitUntil(lambda: c.turn is not None, timeout=10000)
    c.decide([min(c.turn.legal)])  # the person's move, then the computers' until the next turn
    gui = threading.get_ident()
    # the journal's own syncs come from another thread (a deal's start-over, which writes the
    # save afresh and empties the journal, still syncs on this one)
    qtbot.waitUntil(lambda: journal.exists() and any(
        thread != gui and inode == journal.stat().st_ino for thread, inode in synced),
        timeout=10000)
    keeper.shut_down()
    c._runner.wait_idle()


def test_a_failed_sync_is_told_and_a_removed_journal_needs_none(qtbot, tmp_path):
    worker = DiskWorker(None)
    told: list[str] = []
    worker.failed.connect(told.append)
    worker.sync(str(tmp_path / "gone.journal"))  # kept and removed meanwhile: nothing to say
    assert told == []
    with qtbot.waitSignal(worker.failed, timeout=5000):
        worker.sync(str(tmp_path))  # a folder cannot be opened for writing
    assert len(told) == 1
