"""Writing a file so that a crash never leaves half of it: write beside it, sync, then replace."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Sequence
from pathlib import Path


def write_text_atomic(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` in one step; the old file stays whole until then."""
    path.parent.mkdir(parents=True, exist_ok=True)
    # A short name of its own: the file's name and more would pass the system's limit for a
    # name the file itself keeps within it.
    fd, temp = tempfile.mkstemp(prefix=".cardtable-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def set_aside(path: Path, companions: Sequence[str] = ()) -> Path | None:
    """Rename a damaged file to ``<name>.damaged-N`` with the first free N and return the new path.

    Nothing is deleted: the person (or a bug report) can still look at what was there. Files
    beside it that belong with it (a database's ``-wal`` and ``-shm``) move with it, keeping their
    endings after the new name. Returns None when the file cannot be renamed.
    """
    ends = ("", *companions)
    for n in range(1, 1000):
        target = path.with_name(f"{path.name}.damaged-{n}")
        targets = [target.with_name(target.name + end) for end in ends]
        if any(os.path.lexists(t) for t in targets):
            continue
        try:
            for end, goal in zip(ends, targets, strict=True):
                source = path.with_name(path.name + end)
                if os.path.lexists(source):  # a link is moved itself, even one leading nowhere
                    source.rename(goal)
        except OSError:
            return None
        return target
    return None


def sweep_temporaries(folder: Path) -> int:
    """Remove the half-written temporary files a crash can leave beside our files.

    They are never the real data: ``write_text_atomic`` only replaces a file once its temporary
    twin is complete. Returns how many were removed.
    """
    removed = 0
    try:
        leftovers = list(folder.glob(".*.tmp"))
    except OSError:
        return 0
    for path in leftovers:
        try:
            path.unlink()
            removed += 1
        except OSError:
            continue
    return removed
