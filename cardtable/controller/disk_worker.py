"""The disk thread's writing for the keeper (``keeper.py``): files replaced whole, journals
synced, and finished games put in the score history, or in the outbox beside it while the
history cannot take them. Each request arrives as a queued signal, so the table never waits
for the disk; what goes wrong is said once in the person's words, and the game goes on.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

from ..storage.atomic import write_text_atomic
from ..storage.history import BUSY_TIMEOUT, History
from ..storage.history_causes import Cause, Refused
from ..storage.history_records import GameRecord
from ..storage.outbox import FOLDER_NAME, Outbox
from ..storage.spare_room import (
    is_full,
    keep_spare_room,
    out_of_room,
    use_spare_room,
    with_spare_room,
)
from ..texts import tr

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
