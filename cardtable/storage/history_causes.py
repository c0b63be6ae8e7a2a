"""Why the score history cannot take a game now, read off SQLite's or the system's error, so
that the person is told the real reason."""

from __future__ import annotations

import errno
import sqlite3
from enum import Enum


class Cause(Enum):
    """Why the history cannot take a game now; each is told to the person in its own words."""

    LOCKED = "locked"  # another program holds a write lock longer than the busy timeout
    FULL = "full"  # no room left on the disk (or in the person's quota)
    READ_ONLY = "read-only"  # the file or its folder cannot be written
    NEWER = "newer"  # a newer Card Table's file, left untouched
    FAILED = "failed"  # anything else the system refuses


_SQLITE_CAUSES = (
    ("SQLITE_BUSY", Cause.LOCKED), ("SQLITE_LOCKED", Cause.LOCKED),
    ("SQLITE_FULL", Cause.FULL),
    ("SQLITE_READONLY", Cause.READ_ONLY), ("SQLITE_CANTOPEN", Cause.READ_ONLY),
    ("SQLITE_PERM", Cause.READ_ONLY),
)
_SQLITE_TEXTS = (
    ("database is locked", Cause.LOCKED), ("database table is locked", Cause.LOCKED),
    ("disk is full", Cause.FULL),
    ("readonly database", Cause.READ_ONLY), ("unable to open database", Cause.READ_ONLY),
)
_OS_CAUSES = {
    errno.ENOSPC: Cause.FULL, errno.EDQUOT: Cause.FULL,
    errno.EACCES: Cause.READ_ONLY, errno.EPERM: Cause.READ_ONLY, errno.EROFS: Cause.READ_ONLY,
    errno.ENOTDIR: Cause.READ_ONLY,
}


def cause_of(error: BaseException) -> Cause:
    """The cause behind an SQLite or system error, so the person hears the real reason.

    SQLite's extended error name is read when Python gives it; the message text is the
    fallback, since an error raised by hand (or by an older Python) carries only that.
    """
    if isinstance(error, sqlite3.Error):
        name = getattr(error, "sqlite_errorname", "") or ""
        for prefix, cause in _SQLITE_CAUSES:
            if name.startswith(prefix):
                return cause
        text = str(error).lower()
        for words, cause in _SQLITE_TEXTS:
            if words in text:
                return cause
    if isinstance(error, OSError) and error.errno in _OS_CAUSES:
        return _OS_CAUSES[error.errno]
    return Cause.FAILED


class Refused(Exception):
    """The history cannot take a game now, for ``cause``; the game is not in it."""

    def __init__(self, cause: Cause, detail: str = "") -> None:
        super().__init__(f"{cause.value}: {detail}" if detail else cause.value)
        self.cause = cause
