"""Nothing lost, nothing hangs: games kept through a locked history, a full disk and shutdown."""

from __future__ import annotations

import errno
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

import pytest

from cardtable import app as cardtable_app
from cardtable.controller.disk_worker import DiskWorker
from cardtable.controller.game_controller import GameController
from cardtable.controller.keeper import GameKeeper
from cardtable.storage import outbox as outbox_module
from cardtable.storage.history import History, history_path
from cardtable.storage.outbox import Outbox

from ..deadlines import WAIT_MS
from ..storage.test_history import simple_record
from .keeper_games import left_game

ROOT = Path(__file__).resolve().parents[2]


def keyed(n: int):
    return replace(simple_record(scores=(n, 0, 0, 0)), key=f"{n:032x}")


def keys_in_history() -> list[str | None]:
    with sqlite3.connect(history_path()) as conn:
        return sorted(row[0] for row in conn.execute("SELECT record_key FROM games"))


class Lock:
    """Another program's write transaction on the history, held until released."""

    def __init__(self) -> None:
        History().close()
        self.conn: sqlite3.Connection | None = sqlite3.connect(history_path(),
                                                               isolation_level=None)
        self.conn.execute("BEGIN IMMEDIATE")

    def release(self) -> None:
        """Let go of the lock; later calls do nothing."""
        if self.conn is not None:
            self.conn.execute("ROLLBACK")
            self.conn.close()
            self.conn = None


@pytest.fixture
def lock(private_home):
    held = Lock()
    yield held
    held.release()


@pytest.fixture
def worker(qtbot):
    """A disk worker run on the test's thread, so its retry timer runs in qtbot's waits."""
    disk = DiskWorker(None, busy_timeout=0.05, retry_ms=20)
    told: list[str] = []
    disk.failed.connect(told.append)
    disk.told = told
    yield disk
    disk._retry.stop()
    if disk._history is not None:
        disk._history.close()


@pytest.fixture
def autosave(private_home) -> Path:
    path = private_home / "data" / "autosave.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("the game so far")
    return path


@contextmanager
def full_disk(history: bool = True, outbox: bool = True) -> Iterator[None]:
    """Fault injection: the history's writes, the outbox's, or both, fail as on a full disk
    until the block ends (room is made)."""
    def full_history(*_args):
        raise sqlite3.OperationalError("database or disk is full")

    def full_outbox(*_args):
        raise OSError(errno.ENOSPC, "No space left on device")

    with pytest.MonkeyPatch.context() as patch:
        if history:
            patch.setattr(History, "_write_game", staticmethod(full_history))
        if outbox:
            patch.setattr(outbox_module, "write_text_atomic", full_outbox)
        yield


# --------------------------------------------------------------------------- the disk worker


def test_a_game_refused_by_a_locked_history_waits_and_lands_once_the_lock_lifts(
        qtbot, worker, lock, autosave):
    worker.keep(keyed(1), [str(autosave)])
    assert [p.name for p in Outbox().waiting()] == [f"{1:032x}.json"]
    assert not autosave.exists()  # kept in the outbox, so its autosave may go
    assert len(worker.told) == 1 and "another program has locked" in worker.told[0]
    lock.release()
    qtbot.waitUntil(lambda: not Outbox().waiting(), timeout=WAIT_MS)
    assert keys_in_history() == [f"{1:032x}"]


def test_every_game_waiting_for_one_reason_is_told_in_the_same_words(qtbot, worker, lock):
    for n in range(4):
        worker.keep(keyed(n), [])
    assert len(set(worker.told)) == 1 and len(Outbox().waiting()) == 4  # the keeper says it once
    lock.release()
    qtbot.waitUntil(lambda: not Outbox().waiting(), timeout=WAIT_MS)
    assert keys_in_history() == [f"{n:032x}" for n in range(4)]


def test_a_full_disk_for_the_history_sends_the_game_to_the_outbox(qtbot, worker, autosave):
    with full_disk(outbox=False):
        worker.keep(keyed(2), [str(autosave)])
        assert len(Outbox().waiting()) == 1 and not autosave.exists()
        assert "the disk is full" in worker.told[0]
    qtbot.waitUntil(lambda: not Outbox().waiting(), timeout=WAIT_MS)
    assert keys_in_history() == [f"{2:032x}"]


def test_when_neither_history_nor_outbox_can_take_the_game_its_autosave_is_kept(
        worker, autosave):
    with full_disk():
        worker.keep(keyed(3), [str(autosave)])
    assert autosave.read_text() == "the game so far"
    assert Outbox().waiting() == []
    assert len(worker.told) == 1
    assert "the disk is full" in worker.told[0]
    assert "free some space on the disk before you quit, or it is lost" in worker.told[0]


def test_a_newer_versions_history_is_left_untouched_and_the_game_waits(worker, autosave):
    path = history_path()
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA user_version = 99")
    before = path.read_bytes()
    worker.keep(keyed(7), [str(autosave)])
    assert path.read_bytes() == before
    assert len(Outbox().waiting()) == 1 and not autosave.exists()
    assert "newer version of Card Table" in worker.told[0]


def test_a_game_kept_in_the_history_also_delivers_those_waiting(worker, autosave):
    Outbox().put(keyed(4))
    worker.keep(keyed(5), [str(autosave)])
    assert keys_in_history() == [f"{4:032x}", f"{5:032x}"]
    assert Outbox().waiting() == [] and not autosave.exists() and worker.told == []


# --------------------------------------------------------------------------- start-up


def test_a_restart_empties_the_outbox_into_the_history_exactly_once(private_home):
    box = Outbox()
    for n in range(3):
        box.put(keyed(n))
    assert cardtable_app.check_storage() == []
    assert keys_in_history() == [f"{n:032x}" for n in range(3)]
    box.put(keyed(1))  # as if a crash came between the history's commit and the removal
    assert cardtable_app.check_storage() == []
    assert keys_in_history() == [f"{n:032x}" for n in range(3)]
    assert box.waiting() == []


def test_a_history_locked_at_start_is_told_as_locked_and_its_games_wait(private_home):
    Outbox().put(keyed(1))
    lock = Lock()
    try:
        problems = cardtable_app.check_storage()
    finally:
        lock.release()
    assert len(problems) == 1 and "another program has locked" in problems[0]
    assert "cannot be written to" not in problems[0]
    assert len(Outbox().waiting()) == 1


def test_a_damaged_waiting_game_is_told_and_kept(private_home):
    box = Outbox()
    box.folder.mkdir(parents=True)
    (box.folder / "cut.json").write_text('{"format": "cardtable-outbox"')
    problems = cardtable_app.check_storage()
    assert len(problems) == 1 and "could not be read" in problems[0]
    assert (box.folder / "cut.json.damaged-1").exists()


# --------------------------------------------------------------------------- the game keeper


@pytest.fixture
def keeper(qtbot, private_home):
    controller = GameController()
    keeper = GameKeeper(controller, busy_timeout=0.05, retry_ms=20)
    told: list[str] = []
    keeper.problem.connect(told.append)
    keeper.told = told
    yield keeper
    keeper.shut_down()


def test_games_left_while_the_history_is_locked_reach_it_after_the_lock(qtbot, keeper, lock):
    for seed in range(3):
        keeper.abandon_game(*left_game(seed))
    qtbot.waitUntil(lambda: len(Outbox().waiting()) == 3, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: len(keeper.told) == 1, timeout=WAIT_MS)
    assert "another program has locked" in keeper.told[0]
    lock.release()
    qtbot.waitUntil(lambda: not Outbox().waiting(), timeout=WAIT_MS)
    with History() as history:
        assert [g.status for g in history.games()] == ["abandoned"] * 3
    assert len(keeper.told) == 1


def test_waiting_games_from_an_earlier_session_are_retried_while_the_app_runs(
        qtbot, private_home):
    Outbox().put(keyed(6))
    lock = Lock()
    keeper = GameKeeper(GameController(), busy_timeout=0.05, retry_ms=20)
    try:
        lock.release()
        qtbot.waitUntil(lambda: not Outbox().waiting(), timeout=WAIT_MS)
    finally:
        keeper.shut_down()
    assert keys_in_history() == [f"{6:032x}"]


def test_shutting_down_with_the_history_locked_ends_cleanly_and_loses_nothing(private_home):
    lock = Lock()
    try:
        done = subprocess.run(
            [sys.executable, "-m", "tests.controller.keeper_games", "6"],
            cwd=ROOT, capture_output=True, text=True, timeout=120,
        )
    finally:
        lock.release()
    assert done.returncode == 0, done.stderr
    assert "shut down" in done.stdout
    assert "QThread" not in done.stderr
    assert len(Outbox().waiting()) == 6
    assert cardtable_app.check_storage() == []
    with History() as history:
        assert [g.status for g in history.games()] == ["abandoned"] * 6


def test_a_game_neither_store_could_take_lands_once_room_is_made(qtbot, worker, autosave):
    with full_disk():
        worker.keep(keyed(4), [str(autosave)])
        assert autosave.exists() and keys_in_history() == []
    qtbot.waitUntil(lambda: keys_in_history() == [f"{4:032x}"], timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not autosave.exists(), timeout=WAIT_MS)
    assert Outbox().waiting() == []


def test_damaged_waiting_games_are_told_with_their_reasons_and_newer_ones_left(private_home):
    import json

    box = Outbox()
    box.folder.mkdir(parents=True)
    (box.folder / "cut.json").write_text('{"format": "cardtable-outbox"')
    (box.folder / "deep.json").write_text("[" * 100_000)
    newer = box.folder / "newer.json"
    newer.write_text(json.dumps({"format": "cardtable-outbox", "version": 99, "record": {}}))
    problems = cardtable_app.check_storage()
    assert len(problems) == 2
    assert "2 games waiting" in problems[0] and "deep.json: it is nested" in problems[0]
    assert "cut.json: it is not JSON" in problems[0]
    assert "1 game waiting" in problems[1] and "left as they are" in problems[1]
    assert newer.exists()


def test_a_data_folder_that_cannot_be_written_is_told_as_such_not_as_a_full_disk(
        worker, autosave, monkeypatch):
    def read_only(*_args):
        raise PermissionError(errno.EACCES, "Permission denied")

    with full_disk(outbox=False):
        monkeypatch.setattr(outbox_module, "write_text_atomic", read_only)
        worker.keep(keyed(8), [str(autosave)])
    assert autosave.exists() and len(worker.told) == 1
    assert "make Card Table's data folder writable before you quit, or it is lost" \
        in worker.told[0]
    assert "room" not in worker.told[0] and "free some space" not in worker.told[0]
