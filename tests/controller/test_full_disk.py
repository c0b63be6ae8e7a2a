"""A full disk: the room kept for it saves the game in hand, and what cannot be saved is said
plainly before it could be lost (the person is asked before the window closes)."""

from __future__ import annotations

import errno
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from PySide6.QtCore import QTimer

from cardtable.controller import disk_worker
from cardtable.controller.game_controller import GameController
from cardtable.controller.keeper import GameKeeper
from cardtable.session.setup import PERSON, GameSetup, SeatSetup
from cardtable.storage import in_progress, outbox
from cardtable.storage.history import History
from cardtable.storage.in_progress import Journal, game_files
from cardtable.storage.spare_room import keep_spare_room, spare_room_path

from ..deadlines import WAIT_MS

SETUP = GameSetup("black-lady", 4, 8, (SeatSetup("Ada", PERSON), *(
    SeatSetup(f"Bot {i}", "rule") for i in range(1, 4))), {"passing": "none", "deal_limit": 1})


class Disk:
    """A disk that fills up: while full, every write of the app's files fails for want of room,
    unless the spare room that was there when it filled has been freed since."""

    def __init__(self) -> None:
        self.full = False
        self.spare_when_full = False
        self.failures = 0

    def fill(self) -> None:
        self.full, self.spare_when_full = True, spare_room_path().exists()

    def has_room(self) -> bool:
        return not self.full or (self.spare_when_full and not spare_room_path().exists())

    def refuse(self) -> None:
        if not self.has_room():
            self.failures += 1
            raise OSError(errno.ENOSPC, "No space left on device")


@contextmanager
def filling_disk(monkeypatch) -> Iterator[Disk]:
    """Every way the app writes a game goes through the disk above: saves and deal saves,
    journal lines, the history's rows and the outbox's files."""
    disk = Disk()

    def guarded(write):
        def write_if_room(*args, **kwargs):
            disk.refuse()
            return write(*args, **kwargs)
        return write_if_room

    monkeypatch.setattr(in_progress, "write_text_atomic", guarded(in_progress.write_text_atomic))
    monkeypatch.setattr(outbox, "write_text_atomic", guarded(outbox.write_text_atomic))
    monkeypatch.setattr(disk_worker, "write_text_atomic",
                        guarded(disk_worker.write_text_atomic))
    monkeypatch.setattr(Journal, "_write_whole", guarded(Journal._write_whole))
    real_game = History._write_game

    def history_write(*args):
        try:
            disk.refuse()
        except OSError:
            raise sqlite3.OperationalError("database or disk is full") from None
        return real_game(*args)

    monkeypatch.setattr(History, "_write_game", staticmethod(history_write))
    yield disk


def play(qtbot, controller: GameController, moves: int | None = None) -> None:
    """The person plays (or passes) their lowest cards until ``moves`` are made (None: to the
    end)."""
    while not controller.state.is_over and (moves is None or len(controller.state.log) < moves):
        qtbot.waitUntil(lambda: controller.turn is not None or controller.state.is_over,
                        timeout=WAIT_MS)
        turn = controller.turn
        if turn is not None:
            assert controller.decide(sorted(turn.legal)[:max(1, turn.to_choose)])


@pytest.fixture
def table(qtbot, private_home):
    controller = GameController(bot_delay_ms=0)
    shown = controller.events_applied.connect(
        lambda _e: QTimer.singleShot(0, controller.animations_finished))
    keeper = GameKeeper(controller, busy_timeout=0.05, retry_ms=20)
    told: list[str] = []
    keeper.problem.connect(told.append)
    keeper.disk_full.connect(told.append)
    qtbot.waitUntil(spare_room_path().exists, timeout=WAIT_MS)  # kept as the disk thread starts
    yield controller, keeper, told
    controller.events_applied.disconnect(shown)
    keeper.shut_down()
    controller._runner.wait_idle()


def test_the_spare_room_is_kept_only_where_there_is_plenty_of_room(monkeypatch, private_home):
    from cardtable.storage import spare_room

    monkeypatch.setattr(spare_room, "FREE_BEFORE", 2**62)
    assert not keep_spare_room() and not spare_room_path().exists()
    monkeypatch.undo()
    assert keep_spare_room() and spare_room_path().stat().st_size == spare_room.SPARE_BYTES


def test_a_game_begun_on_a_full_disk_is_saved_in_the_spare_room(qtbot, table, monkeypatch):
    controller, keeper, told = table
    with filling_disk(monkeypatch) as disk:
        disk.fill()
        controller.new_game(SETUP)
        play(qtbot, controller, moves=12)
        assert disk.failures == 1 and not spare_room_path().exists()
        assert len(told) == 1 and "used the room it keeps" in told[0]
        assert keeper.unsaved() == 0
    save, journal = game_files(controller.setup.record_key)
    assert save.exists() and len(journal.read_text().splitlines()) >= 11


def test_a_game_ended_on_a_full_disk_reaches_the_history(qtbot, table, monkeypatch):
    controller, keeper, told = table
    controller.new_game(SETUP)
    play(qtbot, controller, moves=20)
    with filling_disk(monkeypatch) as disk:
        disk.fill()
        play(qtbot, controller)
        qtbot.waitUntil(lambda: keeper.unsaved() == 0 and not keeper._leaving, timeout=WAIT_MS)
    with History() as history:
        assert [g.status for g in history.games()] == ["finished"]
    assert "used the room it keeps" in told[0]


def test_with_the_spare_room_used_up_the_person_is_told_to_free_space(qtbot, table,
                                                                      monkeypatch):
    controller, keeper, told = table
    spare_room_path().unlink()  # used up by an earlier failure
    controller.new_game(SETUP)
    play(qtbot, controller, moves=20)
    with filling_disk(monkeypatch) as disk:
        disk.fill()
        play(qtbot, controller)
        qtbot.waitUntil(lambda: any("before you quit, or it is lost" in t for t in told),
                        timeout=WAIT_MS)
        assert keeper.unsaved() == 1
        assert all("before you quit" in t for t in told)  # every word of it true
        disk.full = False  # the person made room
        keeper.try_again()
        qtbot.waitUntil(lambda: keeper.unsaved() == 0, timeout=WAIT_MS)
    with History() as history:
        assert [g.status for g in history.games()] == ["finished"]


def test_a_game_in_progress_whose_moves_are_not_on_disk_counts_as_unsaved(qtbot, table,
                                                                         monkeypatch):
    controller, keeper, _told = table
    spare_room_path().unlink()
    with filling_disk(monkeypatch) as disk:
        disk.fill()
        controller.new_game(SETUP)
        play(qtbot, controller, moves=8)
        assert keeper.unsaved() == 1  # not even its save could be written
        disk.full = False
        play(qtbot, controller, moves=9)  # the next move saves it whole
        assert keeper.unsaved() == 0
    assert game_files(controller.setup.record_key)[0].exists()
