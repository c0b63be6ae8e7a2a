"""Room kept on the disk for the moment it fills up, so that the game in hand is still saved.

A full disk fails every write at once: the journal's next line, the save of a game just
begun, the history and the outbox beside it. Nothing can be written to say so either. So the
app keeps a file of zeros in the data folder (``spare-room``, a few megabytes, made only while
the disk has far more free), and the first write that fails for want of room removes it and
is made again in the room it leaves: enough for the game in hand, its record and many more
moves. The person is told at once that the disk is full and that the room is being used, so
that they free space while nothing is lost yet; the file is made again at a later start.
"""

from __future__ import annotations

import errno
import os
import shutil
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from .paths import data_dir

FILE_NAME = "spare-room"
SPARE_BYTES = 4 * 1024 * 1024  # hundreds of saves and records, thousands of journal lines
FREE_BEFORE = 16 * SPARE_BYTES  # kept only on a disk with this much free besides
_FULL = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}
_taking = threading.Lock()  # the window's thread and the disk thread may both need room

T = TypeVar("T")


def spare_room_path() -> Path:
    """Where the room is kept: in the data folder, on the disk the games are written to."""
    return data_dir() / FILE_NAME


def keep_spare_room() -> bool:
    """Make the spare room if it is missing and the disk has plenty free; whether it is there.

    The bytes are allocated, not a sparse promise: a file of holes would free nothing.
    """
    path = spare_room_path()
    if os.path.lexists(path):
        return path.is_file() and not path.is_symlink()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if shutil.disk_usage(path.parent).free < FREE_BEFORE:
            return False
        temporary = path.with_name(f".{FILE_NAME}.tmp")
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        try:
            _allocate(fd, SPARE_BYTES)
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(temporary, path)
    except OSError:
        return False
    return True


def _allocate(fd: int, size: int) -> None:
    if hasattr(os, "posix_fallocate"):
        try:
            os.posix_fallocate(fd, 0, size)
            return
        except OSError as error:
            if error.errno not in (errno.EOPNOTSUPP, errno.EINVAL):
                raise
    block = bytes(64 * 1024)
    for _ in range(size // len(block)):
        os.write(fd, block)


def use_spare_room() -> bool:
    """Free the spare room for the write that needs it; whether there was any to free."""
    with _taking:
        path = spare_room_path()
        if not path.is_file() or path.is_symlink():
            return False
        try:
            path.unlink()
        except OSError:
            return False
        return True


def out_of_room(folder: Path) -> bool:
    """Whether the disk under ``folder`` has less free than the spare room would give."""
    try:
        return shutil.disk_usage(folder).free < SPARE_BYTES
    except OSError:
        return False


def is_full(error: BaseException) -> bool:
    """Whether an error says the disk (or the person's quota on it) is full."""
    return isinstance(error, OSError) and error.errno in _FULL


def with_spare_room(write: Callable[[], T], used: Callable[[], None]) -> T:
    """Do ``write``; when it fails for want of room, free the spare room, call ``used`` (the
    person is told) and do it once more. Any other failure, or a second one, is raised."""
    try:
        return write()
    except OSError as error:
        if not is_full(error) or not use_spare_room():
            raise
    used()
    return write()
