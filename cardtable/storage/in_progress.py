"""Games in progress, each in files of its own, kept move by move so that a kill loses nothing.

A game in progress lives in the data folder's ``games/`` folder under its record key:

* ``<key>.json`` is a save of the game (see ``saves``), written when the game starts and when
  moves are taken back (the journal then starts over), and when a deal ends (the journal goes
  on): its digest guards everything up to that point;
* ``<key>.moves`` is the journal: one line per move since the game began, its place in the log
  and the action (``"17 301"``), appended with a single unbuffered write before the table shows
  the move. A process killed at any moment leaves every line it wrote, since the system holds
  them even if the process dies; a sync soon after keeps them through a power cut too.

Reading takes the save and replays the journal's later lines on it, each checked by the rules,
and stops at the first line that is cut short, out of place or not a legal move.

The window playing a game holds a lock on its journal, so a second window on the same data
folder never takes up, nor overwrites, a game another window is playing.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import sys
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import IO

from ..engine.protocol import IllegalAction, State
from .atomic import set_aside, write_text_atomic
from .paths import data_dir
from .reading import FileRefused, open_unfollowed, read_bytes
from .saves import SavedGame, SaveError, SaveLeftAlone, autosave_path, encode, read_save

GAMES_FOLDER = "games"
SAVE_SUFFIX = ".json"
JOURNAL_SUFFIX = ".moves"
MAX_JOURNAL_BYTES = 4 * 1024 * 1024  # far more than the longest game writes
# A FIFO never waits to be opened; Windows has neither FIFOs nor the flag, and wants binary.
_NONBLOCK = getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
_TAKEN = {errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES, errno.EDEADLK}  # held by another


def games_folder() -> Path:
    """Where the games in progress are kept."""
    return data_dir() / GAMES_FOLDER


def game_files(key: str) -> tuple[Path, Path]:
    """A game's save and journal."""
    folder = games_folder()
    return folder / f"{key}{SAVE_SUFFIX}", folder / f"{key}{JOURNAL_SUFFIX}"


# ---- the window's side: writing a game as it is played -----------------------------------------


class JournalLocked(OSError):
    """Another window is playing this game."""


class Journal:
    """The journal of the game a window is playing, held open and locked while it plays."""

    def __init__(self, key: str) -> None:
        self.key = key
        self.save_path, self.path = game_files(key)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._file: IO[bytes] | None = None
        fd = _open_journal(self.path)
        try:
            _lock(fd)
        except OSError as error:
            if error.errno in _TAKEN:
                os.close(fd)
                raise JournalLocked(f"the game {key} is being played in another window") from error
            # a file system without locks: the game is kept all the same, unguarded
        self._file = os.fdopen(fd, "ab", buffering=0)
        self.written = 0  # moves of the log the journal holds

    def start_over(self, saved: SavedGame, text: str) -> None:
        """Write the game's save (``text`` encodes ``saved``) and empty the journal: after an
        undo, a load, or the game's first move."""
        write_text_atomic(self.save_path, text)
        assert self._file is not None
        os.ftruncate(self._file.fileno(), 0)
        os.fsync(self._file.fileno())  # the old lines never come back after a power cut
        self.written = len(saved.actions)

    def append(self, log: list[int], sync: bool) -> None:
        """Write the moves of ``log`` not yet written, one line each, in one write."""
        assert self._file is not None
        lines = "".join(f"{i} {log[i]}\n" for i in range(self.written, len(log)))
        if lines:
            self._write_whole(lines.encode("ascii"))
            self.written = len(log)
        if sync:
            self.sync()

    def _write_whole(self, data: bytes) -> None:
        """Append all of ``data`` or none of it: a write cut short (a disk filling up) is
        taken back, so that the lines are written whole with a later move."""
        assert self._file is not None
        fd = self._file.fileno()
        size = os.fstat(fd).st_size
        done = 0
        try:
            while done < len(data):
                done += os.write(fd, data[done:])
        except OSError:
            os.ftruncate(fd, size)
            raise

    def sync(self) -> None:
        """Make the lines written so far outlast a power cut, not only a kill."""
        if self._file is not None:
            os.fsync(self._file.fileno())

    def close(self) -> None:
        """Let go of the journal (and its lock); the files stay."""
        if self._file is not None:
            self._file.close()
            self._file = None

    def files(self) -> list[str]:
        """The game's files, to remove once the game is safe in the history."""
        return [str(self.save_path), str(self.path)]


def _open_journal(path: Path) -> int:
    """Open a journal for appending, made if missing. Something else in its place (a link,
    whose target would be overwritten with moves; a folder; a FIFO) is set aside and a journal
    made afresh, so that the game is kept and nothing outside the data folder is touched."""
    for _attempt in range(2):
        try:
            fd = open_unfollowed(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND | _NONBLOCK)
        except (FileRefused, IsADirectoryError) as error:
            stranger: Exception | None = error
        except OSError as error:
            if error.errno != errno.ENXIO:  # ENXIO: a FIFO nobody reads
                raise
            stranger = error
        else:
            if stat.S_ISREG(os.fstat(fd).st_mode):
                return fd
            os.close(fd)
            stranger = None
        if set_aside(path) is None:
            raise OSError(f"the journal {path.name} is not an ordinary file and cannot be "
                          "moved aside") from stranger
    raise OSError(f"the journal {path.name} is not an ordinary file")


def _lock(fd: int) -> None:
    """Lock an open file for this process alone, without waiting; OSError when it is taken."""
    if sys.platform == "win32":
        import msvcrt

        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    else:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)


def _is_locked(path: Path) -> bool:
    """Whether another window holds the journal at ``path``."""
    try:
        fd = open_unfollowed(path, os.O_WRONLY | os.O_APPEND | _NONBLOCK)
    except (OSError, FileRefused):
        return False
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return False
        _lock(fd)
    except OSError as error:
        return error.errno in _TAKEN
    finally:
        os.close(fd)  # closing lets go of the lock just taken
    return False


# ---- start-up's side: finding the games that wait ----------------------------------------------


@dataclass(frozen=True)
class Unfinished:
    """A game in progress found on disk: its save with every move journalled, and its state,
    or the reason it could not be read (its files then kept aside as ``kept_as``, or left
    where they are). A game whose journal was damaged part-way is there to play with the
    moves read back, and ``problem`` tells the person about the rest."""

    saved: SavedGame | None
    state: State | None
    files: tuple[Path, ...]
    problem: str | None = None
    kept_as: Path | None = None
    left_alone: bool = False  # a newer version's game, or one this user may not read
    notice_only: bool = False  # the game is there to play all the same (``problem`` tells more)


def unfinished_games() -> Iterator[Unfinished]:
    """The games in progress that no window is playing: an autosave of the single-file kind
    older versions wrote first of all, then the games that ended as a process stopped (they
    are kept in the history before any game is offered, so that a game continued from its
    files cannot leave an older one unkept), then the rest, the most recently changed first."""
    legacy = _adopt_legacy()
    if legacy is not None:
        yield legacy
    try:
        saves = sorted(games_folder().glob(f"*{SAVE_SUFFIX}"),
                       key=lambda p: _changed(p), reverse=True)
    except OSError:
        return
    found = [_read(save, save.with_suffix(JOURNAL_SUFFIX)) for save in saves
             if not (legacy is not None and save in legacy.files)
             and not _is_locked(save.with_suffix(JOURNAL_SUFFIX))]
    yield from sorted(found, key=lambda game: not (game.state is not None
                                                   and game.state.is_over))


def _adopt_legacy() -> Unfinished | None:
    """Move an older version's ``autosave.json`` into the games folder under its key, so that
    it is played and removed like any other game; a damaged one is set aside and reported."""
    legacy = autosave_path()
    if not legacy.exists():
        return None
    found = _read(legacy, None)
    if found.saved is None or found.state is None:
        return found
    save, _journal = game_files(found.saved.record_key)
    try:
        write_text_atomic(save, encode(found.saved, found.state))
        legacy.unlink()
    except (OSError, ValueError):  # cannot be moved now: offered where it is
        return found
    return replace(found, files=(save,))


def _changed(save: Path) -> float:
    """When a game last moved: its journal's time, or its save's."""
    times = []
    for path in (save, save.with_suffix(JOURNAL_SUFFIX)):
        try:
            times.append(path.stat().st_mtime)
        except OSError:
            continue
    return max(times, default=0.0)


def _read(save: Path, journal: Path | None) -> Unfinished:
    files = (save,) if journal is None else (save, journal)
    try:
        saved, state = read_save(save, follow_links=False)
    except SaveLeftAlone as error:  # a newer version's game, or not ours to read: untouched
        return Unfinished(None, None, files, LEFT_ALONE.format(name=save.name, error=error),
                          left_alone=True)
    except SaveError as error:
        kept = set_aside(save)
        if journal is not None and kept is not None and os.path.lexists(journal):
            with contextlib.suppress(OSError):  # the save, set aside, is what matters
                journal.rename(kept.with_name(kept.name + JOURNAL_SUFFIX))
        where = f" The file was kept as {kept.name}." if kept else ""
        return Unfinished(None, None, files,
                          f"The game in progress could not be continued: {error}.{where}", kept)
    if journal is None:
        return Unfinished(saved, state, files)
    saved_moves = len(state.log)
    lines = JournalLines(journal)
    saved = replace(saved, actions=tuple(_replay_journal(state, lines)))
    if lines.whole:
        return Unfinished(saved, state, files)
    kept = set_aside(journal)  # the lines after the damage stay for whoever looks into it
    where = f" The journal was kept as {kept.name}." if kept else ""
    return Unfinished(saved, state, files, DAMAGED_JOURNAL.format(
        name=journal.name, problem=lines.problem, moves=len(state.log),
        journalled=len(state.log) - saved_moves, where=where), kept, notice_only=True)


LEFT_ALONE = ("The game in progress in {name} is left as it is ({error}); it is not offered "
              "here and nothing is written over it.")
DAMAGED_JOURNAL = ("The journal of the game in progress ({name}) {problem}, so the game goes on "
                   "from move {moves}: {journalled} of its moves since its last full save could "
                   "be read back, the rest could not.{where}")


def _replay_journal(state: State, lines: JournalLines) -> list[int]:
    """Apply the journal's moves that come after the save; return the whole log. A gap or an
    illegal move ends the reading, and ``lines`` says so."""
    for number, (position, action) in enumerate(lines, 1):
        if position < len(state.log):
            continue
        if position > len(state.log):
            lines.stop(f"skips from move {len(state.log) + 1} to {position + 1} at line {number}")
            break  # a gap: nothing after it can be placed
        try:
            state.apply(action)
        except IllegalAction:
            lines.stop(f"holds a move that is not legal at line {number}")
            break
    return list(state.log)


class JournalLines:
    """A journal's whole lines as (place, action), read without following a link.

    Reading ends at a line that is garbled; ``problem`` then says what ended it, and ``whole``
    is False. The text after the last newline is the last move's write cut short by a kill:
    that is no damage, and it is left out quietly. A link, a folder or a FIFO where the journal
    should be holds nothing to trust: no lines, and ``problem`` says so.
    """

    def __init__(self, journal: Path) -> None:
        self.problem = ""
        self._lines = self._read(journal)

    @property
    def whole(self) -> bool:
        return not self.problem

    def stop(self, problem: str) -> None:
        """Note why the reading ended before the last line."""
        self.problem = problem

    def _read(self, journal: Path) -> list[bytes]:
        try:
            data = read_bytes(journal, MAX_JOURNAL_BYTES, follow_links=False)
        except FileNotFoundError:
            return []
        except (OSError, FileRefused) as error:
            self.problem = f"could not be read ({getattr(error, 'strerror', None) or error})"
            return []
        return data.split(b"\n")[:-1]

    def __iter__(self) -> Iterator[tuple[int, int]]:
        for number, line in enumerate(self._lines, 1):
            parts = line.split()
            if len(parts) != 2 or not all(p.isdigit() and len(p) < 10 for p in parts):
                self.stop(f"is damaged at line {number}")
                return
            yield int(parts[0]), int(parts[1])
