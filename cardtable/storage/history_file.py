"""The score history's file as it is opened, checked and migrated, and closed.

The file carries its schema version in ``PRAGMA user_version``; ``history_schema.MIGRATIONS``
lists the steps from one version to the next, each applied in its own transaction. Opening
never loses data:

* a damaged file (not a database, failing ``PRAGMA integrity_check``, a negative schema
  version, or a version whose tables are missing) is renamed to ``<name>.damaged-N`` together
  with its ``-wal`` and ``-shm`` files, and a new history starts;
* a file written by a newer version is left exactly as it is; this session records nothing;
* when the file cannot be written now (another program holds it locked past the busy timeout,
  the disk is full, the folder is read-only), the history lives in memory for the session.

In each case ``problem`` holds one sentence to show the person, ``cause`` says which of these
it was, and the app plays on. What the file holds, the games and their scoresheets, is
``history.py``'s, which is built on this.
"""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path
from types import TracebackType
from typing import Self

from .atomic import set_aside
from .history_causes import Cause, cause_of
from .history_records import text_or_damage
from .history_schema import (
    SCHEMA_VERSION,
    TooNew,
    header_version,
    migrate,
    schema_of,
    schema_of_version,
    user_version,
)


class _Damaged(Exception):
    pass


CANNOT_WRITE = {
    Cause.LOCKED: "The score history is locked by another program, so no game can be added "
                  "to it for now.",
    Cause.FULL: "The disk that holds the score history is full, so no game can be added to it "
                "for now.",
    Cause.READ_ONLY: "The score history's file or folder cannot be written to, so no game can "
                     "be added to it for now.",
}
"""Why no game can be added to the history now, in one sentence, by its cause."""


class HistoryFile:
    """The connection to the score history's file, opened as the module docstring says, and
    closed once; usable as a context manager. ``problem`` is None when all is well, else one
    sentence for the person. ``writable`` is False when games recorded now will not outlive
    the session (or, for a newer file, are not recorded at all); ``cause`` then says why. A
    write waits up to ``busy_timeout`` seconds for another program's lock.
    """

    def __init__(self, path: Path, busy_timeout: float) -> None:
        self.path = path
        self.busy_timeout = busy_timeout
        self.problem: str | None = None
        self.cause: Cause | None = None
        self.writable = True
        self._frozen = False  # a newer version's file: record nothing
        self._lock = threading.RLock()
        self._conn: sqlite3.Connection | None = self._open()

    # ----------------------------------------------------------------- opening

    def _open(self) -> sqlite3.Connection:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            return self._in_memory(
                "The score history cannot be saved because its folder cannot be created; "
                "this session's games are kept only until Card Table closes.", cause_of(error)
            )
        try:
            self._probe()
            return self._connect(self.path)
        except TooNew:
            self._frozen = True
            return self._in_memory(
                f"The score history in {self.path.name} was made by a newer version of Card "
                "Table, so it is left untouched and no games are recorded until you update.",
                Cause.NEWER,
            )
        except _Damaged:
            return self._start_over()
        except sqlite3.OperationalError as error:  # cannot be read or written now: not damage
            return self._cannot_write(error)
        except sqlite3.DatabaseError:
            return self._start_over()

    def _cannot_write(self, error: sqlite3.Error) -> sqlite3.Connection:
        """Name the real cause (a lock, a full disk, permissions) and take no games this time.

        A file another program has locked can still be read, so its games stay in view;
        otherwise the history falls back to memory.
        """
        cause = cause_of(error)
        problem = CANNOT_WRITE.get(cause, (
            f"The score history {self.path.name} cannot be opened ({error}); "
            "no game can be added to it for now."))
        if cause is Cause.LOCKED:
            try:
                reader = self._reader()
            except sqlite3.Error:
                pass
            else:
                self.problem, self.cause, self.writable = problem, cause, False
                return reader
        return self._in_memory(problem, cause)

    def _reader(self) -> sqlite3.Connection:
        """A read-only connection to a file of this version (an older one lacks columns the
        reading needs until it is migrated)."""
        conn = sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro", uri=True,
                               isolation_level=None, check_same_thread=False,
                               timeout=self.busy_timeout)
        conn.text_factory = text_or_damage
        try:
            if user_version(conn) != SCHEMA_VERSION:
                raise sqlite3.OperationalError("an older version's file, not yet migrated")
        except BaseException:
            conn.close()
            raise
        return conn

    def _probe(self) -> None:
        """Check an existing file without changing it: version first, then integrity."""
        if not self.path.exists():
            return
        if not self.path.is_file():  # a FIFO or a device: opening it could wait for ever
            raise _Damaged("not an ordinary file")
        # A newer version's file is recognised from its header, before SQLite opens it and
        # perhaps leaves -wal and -shm files beside it.
        version = header_version(self.path)
        if version is not None and version > SCHEMA_VERSION:
            raise TooNew(version)
        probe = sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro", uri=True,
                                timeout=self.busy_timeout)
        try:
            version = user_version(probe)
            if version > SCHEMA_VERSION:
                raise TooNew(version)
            if version < 0:
                raise _Damaged(f"schema version {version}")
            report = [row[0] for row in probe.execute("PRAGMA integrity_check")]
            if report != ["ok"]:
                raise _Damaged("; ".join(str(r) for r in report[:3]))
            missing = schema_of_version(version) - schema_of(probe)
            if missing:
                raise _Damaged(f"version {version} lacks {', '.join(sorted(missing))}")
        except sqlite3.OperationalError:
            raise  # cannot be read (permissions, locks): not a sign of damage
        except sqlite3.DatabaseError as error:
            raise _Damaged(str(error)) from error
        finally:
            probe.close()

    def _connect(self, target: Path | str) -> sqlite3.Connection:
        conn = sqlite3.connect(target, isolation_level=None, check_same_thread=False,
                               timeout=self.busy_timeout)
        conn.text_factory = text_or_damage
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            if target != ":memory:":
                conn.execute("PRAGMA journal_mode = WAL")
            migrate(conn)
        except BaseException:
            conn.close()
            raise
        return conn

    def _in_memory(self, problem: str, cause: Cause) -> sqlite3.Connection:
        self.problem = problem
        self.cause = cause
        self.writable = False
        return self._connect(":memory:")

    def _start_over(self) -> sqlite3.Connection:
        kept = set_aside(self.path, companions=("-wal", "-shm"))
        if kept is None:
            return self._in_memory(
                "The score history is damaged and could not be moved aside; "
                "this session's games are kept only until Card Table closes.", Cause.READ_ONLY
            )
        try:
            conn = self._connect(self.path)
        except sqlite3.Error as error:
            return self._in_memory(
                f"The score history was damaged and kept as {kept.name}, but a new one cannot "
                "be written; this session's games are kept only until Card Table closes.",
                cause_of(error),
            )
        self.problem = (
            f"The score history was damaged, so it was kept as {kept.name} "
            "and a new, empty history was started."
        )
        return conn

    # ----------------------------------------------------------------- life cycle

    def close(self) -> None:
        """Close the file (the log is folded back into it); later calls do nothing."""
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()

    def _db(self) -> sqlite3.Connection:
        if self._conn is None:
            raise RuntimeError("the score history is closed")
        return self._conn
