"""Keeping every game safe: each move journalled as it is made, the history when a game ends.

Every move is appended to the game's journal (see ``storage.in_progress``) before the table
shows it, one unbuffered write that outlives a killed process; the journal is synced to the
disk a quarter of a second later at most, so a run of computer moves costs one sync, and the
sync is the disk thread's (a sync can wait half a second for a busy disk). The whole
game is saved afresh when it starts and when moves are taken back, and the journal then starts
over; when a deal ends the disk thread saves it while the journal goes on (it holds every move
since it started over, so nothing waits on that save). The rest of the writing (the
history) happens on the disk thread too, in order, so the table never waits for it. A
failure (a read-only folder, a full disk) is reported once to the person; the game goes on.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any
from uuid import uuid4

from PySide6.QtCore import QObject, Qt, QThread, QTimer, Signal, Slot

from ..engine.events import DealScored, Event, GameOver
from ..session.records import game_record, saved_game
from ..session.setup import GameSetup
from ..storage.atomic import write_text_atomic
from ..storage.history import BUSY_TIMEOUT, History
from ..storage.history_causes import Cause, Refused
from ..storage.history_records import GameRecord
from ..storage.in_progress import Journal, JournalLocked, game_files
from ..storage.outbox import FOLDER_NAME, Outbox
from ..storage.saves import encode
from ..storage.spare_room import (
    is_full,
    keep_spare_room,
    out_of_room,
    use_spare_room,
    with_spare_room,
)
from ..texts import tr
from .game_controller import GameController

SYNC_MS = 250  # the longest a journalled move waits for its sync

RETRY_MS = 3000  # the first wait before the games in the outbox are offered to the history again
RETRY_CAP_MS = 60000  # the longest wait between two offers


def history_reason(cause: Cause) -> str:
    """Why the score history cannot take a game now, in the person's words."""
    return {
        Cause.LOCKED: tr("another program has locked the score history"),
        Cause.FULL: tr("the disk is full"),
        Cause.READ_ONLY: tr("the score history's file or folder cannot be written to"),
        Cause.NEWER: tr("the score history was made by a newer version of Card Table"),
        Cause.FAILED: tr("the system refused to write to the score history"),
    }[cause]


def spare_room_used() -> str:
    """What the person is told when the room kept for a full disk is used."""
    return tr("The disk is full. Card Table has used the room it keeps for this moment, so "
              "your game is saved. Free some space on the disk soon: once that room is used "
              "up, your games are kept only while Card Table runs.")


def write_failure(error: OSError) -> str:
    """Why the game in progress could not be written; for a full disk, what that means."""
    if is_full(error):
        return tr("the disk is full, and the room Card Table keeps for this is used up: this "
                  "game's moves are kept only while Card Table runs. Free some space on the "
                  "disk before you quit, or they are lost")
    return f"{error.strerror or error}"


def remedy(error: OSError) -> str:
    """What the person can do so that a game kept in memory reaches the disk."""
    if is_full(error):
        return tr("free some space on the disk")
    return tr("make Card Table's data folder writable")


class DiskWorker(QObject):
    """Does the writing on its own thread; every request arrives as a queued signal.

    A game the history cannot take now waits in the outbox beside it; the worker offers the
    outbox to the history again on a timer (the wait doubling from ``retry_ms`` up to
    ``RETRY_CAP_MS``) and whenever another game goes into the history. ``busy_timeout`` is how
    long a write waits out another program's lock: a short lock costs nothing, a long one
    sends the game to the outbox instead of holding up the queue.
    """

    failed = Signal(str)
    room_used = Signal()  # the spare room was given up to a write on a full disk
    released = Signal(str)  # a kept game's files are gone: its key may be written again
    deal_saved = Signal()  # a deal's save is written (or failed, and said so)

    def __init__(self, history_path: Path | None, busy_timeout: float = BUSY_TIMEOUT,
                 retry_ms: int = RETRY_MS) -> None:
        super().__init__()
        self._history_path = history_path
        self._busy_timeout = busy_timeout
        self._history: History | None = None
        self._outbox = Outbox(history_path.with_name(FOLDER_NAME) if history_path else None)
        self._retry_ms = self._wait_ms = retry_ms
        self._unkept: list[tuple[GameRecord, list[str]]] = []  # neither store took them yet
        self._retry = QTimer(self)  # a child, so it moves to the disk thread with the worker
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self.deliver)

    @Slot(str, str)
    def write(self, path: str, text: str) -> None:
        """Replace a file atomically, in the spare room if the disk is full."""
        try:
            with_spare_room(lambda: write_text_atomic(Path(path), text), self._room_used)
        except OSError as error:
            self.failed.emit(write_failure(error))

    def _room_used(self) -> None:
        self.room_used.emit()

    @Slot(str, str)
    def save_deal(self, path: str, text: str) -> None:
        """Save the game in progress as a deal ends, and say it is done."""
        self.write(path, text)
        self.deal_saved.emit()

    @Slot()
    def flush(self) -> None:
        """Nothing: called and waited for across threads, it returns once every request
        queued before it is done."""

    @Slot(str)
    def sync(self, path: str) -> None:
        """Make a journal's lines outlast a power cut. The file is opened here afresh (a sync
        reaches every write to the file, whichever handle made it), so the window's own handle
        can be closed meanwhile; a journal already removed (its game kept) needs nothing."""
        try:
            fd = os.open(path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_NONBLOCK", 0))
        except FileNotFoundError:
            return
        except OSError as error:
            self.failed.emit(f"{error.strerror or error}")
            return
        try:
            os.fsync(fd)
        except OSError as error:
            self.failed.emit(f"{error.strerror or error}")
        finally:
            os.close(fd)

    @Slot(str)
    def remove(self, path: str) -> None:
        """Remove a file if it is there."""
        try:
            Path(path).unlink(missing_ok=True)
        except OSError as error:
            self.failed.emit(f"{error.strerror or error}")

    @Slot()
    def begin(self) -> None:
        """As the disk thread starts: room is kept for a full disk (see ``spare_room``), and
        games an earlier session left waiting are offered to the history soon (the start-up
        check offers them first)."""
        keep_spare_room()
        try:
            waiting = bool(self._outbox.waiting())
        except OSError:
            waiting = True
        if waiting:
            self._schedule()

    @Slot(object, list)
    def keep(self, record: GameRecord, remove: list[str]) -> None:
        """Keep a finished or abandoned game, and only then remove the files in ``remove``
        (its autosave). When neither the history nor the outbox can take the game (a full
        disk), nothing is removed, the person is told why, and the game is offered to them
        again on the retry timer until room is made, as long as the app runs."""
        if self._kept(record):
            for path in remove:
                self.remove(path)
            if record.key is not None:
                self.released.emit(record.key)
        else:
            self._unkept.append((record, remove))
            self._schedule()

    def _kept(self, record: GameRecord) -> bool:
        """Put a game in the history, or in the outbox while the history refuses it; a full
        disk first gives up the spare room to either."""
        try:
            self._store(record)
        except Refused as refused:
            return self._to_outbox(record, refused.cause)
        self.deliver()  # the history takes games again: those waiting go in too
        return True

    def _store(self, record: GameRecord) -> None:
        """Put a game in the history. A full disk may fail SQLite's writes as a full disk or
        as a failed write to its log: either way, when the disk has no room, the spare room
        is given up and the game stored again."""
        try:
            self._open_history().store(record)
        except Refused as refused:
            full = refused.cause is Cause.FULL or (
                refused.cause is Cause.FAILED and out_of_room(self._outbox.folder.parent))
            if not full or not use_spare_room():
                raise
        else:
            return
        self._room_used()
        self._open_history().store(record)

    def _to_outbox(self, record: GameRecord, cause: Cause) -> bool:
        try:
            with_spare_room(lambda: self._outbox.put(record), self._room_used)
        except OSError as error:
            self.failed.emit(self.tr(
                "{reason}, and this game cannot wait beside it either ({other}). It is kept "
                "only while Card Table runs, and tried again now and then: {remedy} before you "
                "quit, or it is lost").format(
                    reason=history_reason(Cause.FULL if is_full(error) else cause),
                    other=error.strerror or error, remedy=remedy(error)))
            return False
        self.failed.emit(self.tr(
            "{reason}, so this game waits beside the score history and goes into it as soon "
            "as it can").format(reason=history_reason(cause)))
        self._schedule()
        return True

    @property
    def unkept(self) -> int:
        """Games neither store took yet: they live only in memory."""
        return len(self._unkept)

    @Slot()
    def deliver(self) -> None:
        """Offer the waiting games to the history; try again later while any are left."""
        unkept, self._unkept = self._unkept, []
        for record, remove in unkept:
            self.keep(record, remove)
        try:
            waiting = bool(self._outbox.waiting())
            if waiting:
                waiting = bool(self._outbox.deliver(self._open_history()).waiting)
        except OSError:  # the outbox's folder cannot be read now: look again later
            waiting = True
        if waiting or self._unkept:
            self._schedule()
        else:
            self._wait_ms = self._retry_ms

    def _schedule(self) -> None:
        """Try the outbox again after the current wait, and wait twice as long the next time."""
        if not self._retry.isActive():
            self._retry.start(self._wait_ms)
            self._wait_ms = min(self._wait_ms * 2, RETRY_CAP_MS)

    def _open_history(self) -> History:
        """The history, opened again if its file could not be used when it was last opened:
        the lock may be gone, room made on the disk. The connection lives on this thread."""
        if self._history is not None and self._history.cause is not None:
            self._history.close()
            self._history = None
        if self._history is None:
            self._history = History(self._history_path, self._busy_timeout)
        return self._history

    @Slot()
    def close(self) -> None:
        """Close the history connection (on this thread, where it was opened) and end the
        thread; queued behind every earlier request, so none of them is lost. Games still
        waiting stay in the outbox for the next start."""
        self._retry.stop()
        if self._history is not None:
            self._history.close()
            self._history = None
        QThread.currentThread().quit()


class GameKeeper(QObject):
    """Watches the controller and keeps the game on disk; see the module docstring."""

    problem = Signal(str)  # said once per kind of failure
    told = Signal(str)  # news about the game's files that asks nothing of the person
    disk_full = Signal(str)  # the disk filled and the spare room was used: said once, whole
    _save_deal = Signal(str, str)
    _flush = Signal()
    _sync = Signal(str)
    _remove = Signal(str)
    _keep = Signal(object, list)
    _close = Signal()
    _try_again = Signal()

    def __init__(self, controller: GameController, history_path: Path | None = None,
                 parent: QObject | None = None, *, busy_timeout: float = BUSY_TIMEOUT,
                 retry_ms: int = RETRY_MS) -> None:
        super().__init__(parent)
        self.controller = controller
        self.enabled = True  # off for a table that only shows (screenshots)
        self._said: set[str] = set()
        self._thread = QThread(self)
        self._worker = DiskWorker(history_path, busy_timeout, retry_ms)
        self._worker.moveToThread(self._thread)
        self._save_deal.connect(self._worker.save_deal)
        self._flush.connect(self._worker.flush, Qt.ConnectionType.BlockingQueuedConnection)
        self._worker.deal_saved.connect(self._deal_saved)
        self._deals_unsaved = 0  # deals' saves queued on the disk thread, not yet written
        self._sync.connect(self._worker.sync)
        self._remove.connect(self._worker.remove)
        self._keep.connect(self._worker.keep)
        self._close.connect(self._worker.close)
        self._try_again.connect(self._worker.deliver)
        self._worker.failed.connect(self._failed)
        self._worker.room_used.connect(self._room_used)
        self._thread.started.connect(self._worker.begin)
        self._thread.start()
        self._journal: Journal | None = None
        self._leaving: set[str] = set()  # games handed over to be kept, files not yet removed
        self._kept_at_end = ""  # the game kept as its last move was made
        self._sync_timer = QTimer(self)  # computer moves are synced a few at a time
        self._sync_timer.setSingleShot(True)
        self._sync_timer.setInterval(SYNC_MS)
        self._sync_timer.timeout.connect(self._sync_journal)
        self._worker.released.connect(self._released)
        controller.setup_changed.connect(self._setup_changed)
        controller.events_applied.connect(self._after_move)
        controller.game_finished.connect(self._finished)
        controller.table_reset.connect(self._after_reset)

    def _after_move(self, events: list[Event]) -> None:
        """Journal the move before the table shows it; at a deal's end, save the whole game."""
        journal = self._journal_now()
        if journal is None:
            return
        log = list(self.controller.state.log)
        if not journal.save_path.exists():  # the game's first move
            self._start_over(journal, log)
            return
        self._journal_moves(journal, log)
        if any(isinstance(e, DealScored) for e in events):  # the digest's guard, off the thread
            self._deals_unsaved += 1
            self._save_deal.emit(str(journal.save_path), self._save_text(log))
        c = self.controller
        if c.state.is_over and c.setup is not None:  # kept now, not after the table's show
            self._sync.emit(str(journal.path))  # on the disk thread, before the game is kept
            self._kept_at_end = c.setup.record_key
            self._keep_game(c.setup, c.state, "finished")

    def _after_reset(self, _snapshot: object) -> None:
        """A new game, one loaded, or moves taken back: the files start over from here."""
        c = self.controller
        if self._journal is not None and (c.setup is None
                                          or c.setup.record_key != self._journal.key):
            self._journal.close()
            self._journal = None
        if c.state is None or not c.state.log:  # a fresh deal (or all undone): nothing to keep
            self._forget_now()
            return
        journal = self._journal_now()
        if journal is not None:
            self._start_over(journal, list(c.state.log))

    def autosave(self) -> None:
        """Make sure every move of the game in progress is on disk (the app is closing)."""
        state = self.controller.state
        journal = self._journal if state is not None and state.is_over else self._journal_now()
        if journal is not None and state is not None:
            self._journal_moves(journal, list(state.log))
            journal.sync()

    def _journal_now(self) -> Journal | None:
        """The journal of the game in progress, opened (and locked) on its first use; None when
        there is nothing to keep. A game another window is playing becomes a copy here, under
        a key of its own, so that neither window overwrites the other."""
        c = self.controller
        if not self.enabled or c.setup is None or c.state is None:
            return None
        if self._journal is not None and self._journal.key == c.setup.record_key:
            return self._journal  # a game's last move is journalled too, until it is kept
        if c.state.is_over or c.setup.record_key in self._leaving:
            return None
        try:
            self._journal = Journal(c.setup.record_key)
        except JournalLocked:
            c.rename_game(uuid4().hex)
            self.told.emit(self.tr("This game is also open in another window; this window goes "
                                   "on with a copy of it."))
            return self._journal_now()
        except OSError as error:
            self._failed(f"{error.strerror or error}")
            return None
        return self._journal

    def _start_over(self, journal: Journal, log: list[int]) -> None:
        """Save the whole game now and begin its journal afresh. A deal's save still queued
        is written first: landing after this one, it would name moves the emptied journal no
        longer holds (or moves taken back)."""
        c = self.controller
        assert c.setup is not None
        if self._deals_unsaved and self._thread.isRunning():
            self._flush.emit()
        saved, text = saved_game(c.setup, log), self._save_text(log)
        try:
            with_spare_room(lambda: journal.start_over(saved, text), self._room_used)
        except OSError as error:
            self._journal_failed(error)

    def _journal_moves(self, journal: Journal, log: list[int]) -> None:
        """Append the moves not yet journalled; sync at once unless a sync is already due."""
        try:
            with_spare_room(lambda: journal.append(log, sync=False), self._room_used)
        except OSError as error:
            self._journal_failed(error)
            return
        if not self._sync_timer.isActive():
            self._sync_timer.start()

    def _sync_journal(self) -> None:
        if self._journal is not None:
            self._sync.emit(str(self._journal.path))

    def _deal_saved(self) -> None:
        self._deals_unsaved = max(0, self._deals_unsaved - 1)

    def _save_text(self, log: list[int]) -> str:
        c = self.controller
        assert c.setup is not None
        return encode(saved_game(c.setup, log), c.state)

    def claim(self, setup: GameSetup) -> bool:
        """Take a game found on disk for this window before the person is asked about it, so
        that a second window started meanwhile neither offers nor touches it; False when
        another window has it already."""
        if self._journal is not None:
            self._journal.close()
            self._journal = None
        try:
            self._journal = Journal(setup.record_key)
        except JournalLocked:
            return False
        except OSError as error:
            self._failed(f"{error.strerror or error}")
        return True

    def forget(self, setup: GameSetup) -> None:
        """Remove the files of a game in which nothing was played."""
        self._drop_files(setup)

    def _forget_now(self) -> None:
        """Every move of the game in progress was taken back: remove its files at once, on
        this thread, so that no removal still queued can meet the files of its next move."""
        if self._journal is None:
            return
        self._journal.close()
        try:
            for path in game_files(self._journal.key):
                path.unlink(missing_ok=True)
        except OSError as error:
            self._failed(f"{error.strerror or error}")
        self._journal = None

    def _drop_files(self, setup: GameSetup) -> None:
        """Forget a game's files: it is over and kept in the history, or nothing was played."""
        for path in self._let_go(setup):
            self._remove.emit(path)

    def _let_go(self, setup: GameSetup) -> list[str]:
        """Close a game's journal and name its files, for removal."""
        if self._journal is not None and self._journal.key == setup.record_key:
            self._journal.close()
            self._journal = None
        return [str(path) for path in game_files(setup.record_key)]

    def _finished(self, _over: GameOver) -> None:
        c = self.controller
        if not self.enabled or c.setup is None:
            return
        if c.setup.record_key != self._kept_at_end:
            self._keep_game(c.setup, c.state, "finished")

    def keep_record(self, record: GameRecord) -> None:
        """Put a game this keeper did not follow move by move in the history (a shared
        table's, which has no action log here), as its own games go: off the GUI thread, and
        to the outbox while the history cannot take it."""
        self._keep.emit(record, [])

    def abandon(self) -> None:
        """The person leaves the game in progress for another: it goes to the history."""
        c = self.controller
        if c.setup is not None and c.state is not None:
            self.abandon_game(c.setup, c.state)

    def file_away(self, setup: GameSetup, state: Any) -> None:
        """Put a game found on disk in the history, finished if it ended before it could be
        kept (the process stopped in between), else abandoned; then drop its files."""
        if state.is_over:
            self._keep_game(setup, state, "finished")
        else:
            self.abandon_game(setup, state)

    def abandon_game(self, setup: GameSetup, state: Any) -> None:
        """Put an unfinished game in the history as abandoned, then drop its files (only once
        the game is kept: see DiskWorker.keep)."""
        if state.is_over or not state.log:
            return
        self._keep_game(setup, state, "abandoned")

    def _keep_game(self, setup: GameSetup, state: Any, status: str) -> None:
        """Hand a game to the disk thread to keep, then to remove its files. Until they are
        gone its key is not written again (the same game opened anew waits for that), so that
        the removal can never take the files of what comes after."""
        self._leaving.add(setup.record_key)
        self._keep.emit(game_record(setup, state, status), self._let_go(setup))

    def _released(self, key: str) -> None:
        """A kept game's files are gone: if that game goes on here (opened again), its files
        are written afresh."""
        self._leaving.discard(key)
        c = self.controller
        if c.setup is not None and c.setup.record_key == key and c.state is not None \
                and c.state.log and not c.state.is_over:
            journal = self._journal_now()
            if journal is not None:
                self._start_over(journal, list(c.state.log))

    def _setup_changed(self) -> None:
        """A seat handed to the computer or taken back: the save says so at once."""
        c = self.controller
        if c.state is not None and c.state.log and not c.state.is_over:
            journal = self._journal_now()
            if journal is not None:
                self._start_over(journal, list(c.state.log))

    def _room_used(self) -> None:
        """Tell the person, once, that the disk is full and its spare room in use: the game
        is saved, which is no failure, but room must be made soon."""
        text = spare_room_used()
        if text not in self._said:
            self._said.add(text)
            self.disk_full.emit(text)

    def _journal_failed(self, error: OSError) -> None:
        self._failed(write_failure(error))

    def unsaved(self) -> int:
        """How many games would be lost if the app closed now: games that ended and that
        neither the history nor the outbox could take, and the game in progress when its
        moves are not all on disk (its save never written, or journal lines that failed).
        Asked as the window closes; every write queued before is done first."""
        if self._thread.isRunning():
            self._flush.emit()
        count = self._worker.unkept
        c = self.controller
        journal = self._journal
        if (journal is not None and c.state is not None and c.state.log
                and not c.state.is_over and c.setup is not None
                and journal.key == c.setup.record_key
                and (journal.written < len(c.state.log) or not journal.save_path.exists())):
            count += 1
        return count

    def try_again(self) -> None:
        """Write now what could not be written (the person made room): the game in
        progress from its start, and the games waiting in memory."""
        c = self.controller
        if c.state is not None and c.state.log and not c.state.is_over:
            journal = self._journal_now()
            if journal is not None:
                self._start_over(journal, list(c.state.log))
        self._try_again.emit()

    def _failed(self, message: str) -> None:
        if message not in self._said:
            self._said.add(message)
            self.problem.emit(message)

    def shut_down(self) -> None:
        """Finish the queued writing and stop the disk thread (when the app closes).

        The wait has no deadline: a thread left running would abort the process as Qt
        destroys it. It is bounded all the same, since every request on the queue gives up
        on a locked history after the busy timeout and leaves its game in the outbox.
        """
        if self._thread.isRunning():
            self._close.emit()
            self._thread.wait()
        self.enabled = False  # a computer move still on its way is not the keeper's now
        if self._journal is not None:  # the game waits, unlocked, for the next start
            self._journal.close()
            self._journal = None
