"""Keeping every game safe: each move journalled as it is made, the history when a game ends.

Every move is appended to the game's journal (see ``storage.in_progress``) before the table
shows it, one unbuffered write that outlives a killed process; the journal is synced to the
disk a quarter of a second later at most, so a run of computer moves costs one sync, and the
sync is the disk thread's (a sync can wait half a second for a busy disk). The whole
game is saved afresh when it starts and when moves are taken back, and the journal then starts
over; when a deal ends the disk thread saves it while the journal goes on (it holds every move
since it started over, so nothing waits on that save). The rest of the writing (the
history) happens on the disk thread too (``disk_worker.py``), in order, so the table never
waits for it. A failure (a read-only folder, a full disk) is reported once to the person;
the game goes on.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from uuid import uuid4

from PySide6.QtCore import QObject, Qt, QThread, QTimer, Signal

from ..engine.events import DealScored, Event, GameOver
from ..session.records import game_record, saved_game
from ..session.setup import GameSetup
from ..storage.history import BUSY_TIMEOUT
from ..storage.history_records import GameRecord
from ..storage.in_progress import Journal, JournalLocked, game_files
from ..storage.saves import encode
from ..storage.spare_room import with_spare_room
from .disk_worker import RETRY_MS, DiskWorker, spare_room_used, write_failure
from .game_controller import GameController

SYNC_MS = 250  # the longest a journalled move waits for its sync


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
