"""The journal's syncs and the deals' saves (which can wait long for a busy disk) are made on
the disk thread: they still happen, a sync that fails still reaches the person, and a save that
starts the journal over waits for a deal's save still on its way."""

from __future__ import annotations

import os
import threading

from PySide6.QtCore import QTimer

from cardtable.controller.disk_worker import DiskWorker
from cardtable.controller.game_controller import GameController
from cardtable.controller.keeper import GameKeeper
from cardtable.session.setup import PERSON, GameSetup, SeatSetup
from cardtable.storage.in_progress import game_files

from ..deadlines import WAIT_MS, WAIT_S


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
    qtbot.waitUntil(lambda: c.turn is not None, timeout=WAIT_MS)
    c.decide([min(c.turn.legal)])  # the person's move, then the computers' until the next turn
    gui = threading.get_ident()
    # the journal's own syncs come from another thread (the game's first save, which starts
    # the journal, still syncs on this one)
    qtbot.waitUntil(lambda: journal.exists() and any(
        thread != gui and inode == journal.stat().st_ino for thread, inode in synced),
        timeout=WAIT_MS)
    keeper.shut_down()
    c._runner.wait_idle()


def test_a_failed_sync_is_told_and_a_removed_journal_needs_none(qtbot, tmp_path):
    worker = DiskWorker(None)
    told: list[str] = []
    worker.failed.connect(told.append)
    worker.sync(str(tmp_path / "gone.journal"))  # kept and removed meanwhile: nothing to say
    assert told == []
    with qtbot.waitSignal(worker.failed, timeout=WAIT_MS):
        worker.sync(str(tmp_path))  # a folder cannot be opened for writing
    assert len(told) == 1


def deal_end_game(qtbot, monkeypatch, hold_deal_saves: bool = False):
    """A Black Lady game with every save watched (thread, moves). With ``hold_deal_saves`` the
    disk is as slow as a busy one: a deal's save, on the disk thread, waits until a save that
    starts the journal over comes, and then until that start-over lets the disk thread go,
    which it does by waiting for the disk (the keeper's flush) or, failing that, once it has
    written its own save. So the order of the two saves says whether it waited."""
    from cardtable.controller import disk_worker
    from cardtable.storage import in_progress
    from cardtable.storage.saves import decode

    written: list[tuple[int, int]] = []
    held, started_over = threading.Event(), threading.Event()
    turn = threading.Lock()  # the start-over's while it has not let the disk thread go
    real_write = disk_worker.write_text_atomic

    def watched(path, text: str) -> None:
        if hold_deal_saves and threading.get_ident() != gui:
            held.set()
            assert started_over.wait(WAIT_S), "no start-over came to let the deal's save go"
            with turn:
                written.append((threading.get_ident(), len(decode(text)[0].actions)))
                real_write(path, text)
            return
        written.append((threading.get_ident(), len(decode(text)[0].actions)))
        real_write(path, text)

    monkeypatch.setattr(disk_worker, "write_text_atomic", watched)  # the disk thread's
    monkeypatch.setattr(in_progress, "write_text_atomic", watched)  # a start-over's
    gui = threading.get_ident()
    c = GameController(bot_delay_ms=0)
    table = QuickTable(c)
    keeper = GameKeeper(c)
    real_start_over, real_flush = keeper._start_over, keeper._flush

    def let_go() -> None:
        if turn.locked():
            turn.release()

    def starting_over(journal, log) -> None:
        if not held.is_set():
            real_start_over(journal, log)
            return
        turn.acquire()
        started_over.set()
        try:
            real_start_over(journal, log)
        finally:
            let_go()

    class Flush:
        """The keeper's wait for the disk thread: the disk may go on from here."""

        def emit(self) -> None:
            let_go()
            real_flush.emit()

    monkeypatch.setattr(keeper, "_start_over", starting_over)
    monkeypatch.setattr(keeper, "_flush", Flush())
    seats = tuple(SeatSetup(f"Bot {i}", "rule") for i in range(1, 4))
    setup = GameSetup("black-lady", 4, 5, (SeatSetup("Ada", PERSON), *seats), {"passing": "none"})
    return c, table, keeper, setup, written, held, gui


def play_to_the_next_deal(qtbot, c) -> int:
    """The person plays the lowest card until a deal has ended and it is the person's turn
    again; the number of moves at the deal's end."""
    scored: list[int] = []
    c.events_applied.connect(lambda events: scored.extend(
        len(c.state.log) for e in events if type(e).__name__ == "DealScored"))
    while True:
        qtbot.waitUntil(lambda: c.turn is not None, timeout=WAIT_MS)
        if scored:
            return scored[0]
        c.decide([min(c.turn.legal)])


def test_a_deal_s_save_is_written_on_the_disk_thread_and_the_journal_goes_on(
        qtbot, private_home, monkeypatch):
    c, _table, keeper, setup, written, _held, gui = deal_end_game(qtbot, monkeypatch)
    c.new_game(setup)
    dealt = play_to_the_next_deal(qtbot, c)
    qtbot.waitUntil(lambda: any(moves == dealt for _t, moves in written), timeout=WAIT_MS)
    assert [t != gui for t, moves in written if moves == dealt] == [True]  # off this thread
    journal = game_files(setup.record_key)[1]
    first = journal.read_text().splitlines()[0]
    assert first.split()[0] == "0"  # the journal was not emptied at the deal's end
    keeper.shut_down()
    c._runner.wait_idle()


def test_a_start_over_waits_for_a_deal_s_save_still_on_its_way(qtbot, private_home, monkeypatch):
    from cardtable.storage.in_progress import unfinished_games

    c, _table, keeper, setup, written, held, _gui = deal_end_game(qtbot, monkeypatch, True)
    c.new_game(setup)
    dealt = play_to_the_next_deal(qtbot, c)
    moves = len(c.state.log)
    assert moves > dealt and held.is_set()  # played on while the deal's save waits
    c.hand_seat_to_computer()  # the save says so at once: the journal starts over
    keeper.shut_down()
    c._runner.wait_idle()
    order = [n for t, n in written if n >= dealt]
    assert order[:2] == [dealt, moves]  # the deal's save first, however late the disk was
    found = [u for u in unfinished_games() if u.saved is not None]
    assert len(found) == 1 and len(found[0].saved.actions) >= moves  # nothing lost
