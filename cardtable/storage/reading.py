"""Reading a file that anyone could have put in place: a person, another program, an attacker.

Settings, saved house rules, imported rule sets and saved games are read from paths the app does
not control. Such a path may name a FIFO (opening or reading it waits forever for a writer), a
device such as ``/dev/zero`` (its size says 0 and it never ends), a file far larger than any the
app writes, or JSON nested so deeply that the parser runs out of stack. Those readers go through
this module, so that each of these is refused the same way, quickly, with a reason a person can
read, instead of hanging the app or exhausting its memory.
"""

from __future__ import annotations

import errno
import json
import math
import os
import re
import stat
from collections.abc import Iterator
from itertools import accumulate
from pathlib import Path
from typing import Any

MAX_DEPTH = 100  # far deeper than any file the app writes; far shallower than Python's stack

# Never wait for a writer (a FIFO), never take a terminal as ours, never translate line ends
# (Windows opens in text mode unless told otherwise); each flag exists only where it means
# something.
_OPEN_FLAGS = os.O_RDONLY | sum(
    getattr(os, name, 0) for name in ("O_NONBLOCK", "O_NOCTTY", "O_BINARY", "O_CLOEXEC")
)
# A link is never followed where the app's own file should be (the flag exists on POSIX).
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
# A JSON string, escapes and all: brackets inside one do not nest.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_BRACKETS = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


class FileRefused(ValueError):
    """A file that is not taken in; the text says why as a clause ("it is not an ordinary
    file") that fits after "could not be read"."""


class FileTooLarge(FileRefused):
    """A file larger than its kind may be; readers that name their own limit catch this one."""


def read_bytes(path: Path | str, limit: int, *, follow_links: bool = True) -> bytes:
    """Return the bytes of an ordinary file of at most ``limit`` bytes.

    The path is looked at before it is opened, so that a device or FIFO is never opened at all,
    and the open file is looked at again, so that one swapped in between is refused too. The
    size is checked before reading and while reading, since a file can grow or lie about its
    size. The app's own files are read with ``follow_links`` off: a link where one of them
    should be is refused as not an ordinary file. OSError passes through for the caller to word.
    """
    if follow_links:
        _check_ordinary(os.stat(path))
        fd = os.open(path, _OPEN_FLAGS)
    else:
        _check_ordinary(os.lstat(path))
        fd = open_unfollowed(path, _OPEN_FLAGS)
    with open(fd, "rb", closefd=True) as f:
        info = os.fstat(fd)
        _check_ordinary(info)
        if info.st_size > limit:
            raise FileTooLarge(_too_large(limit))
        data = f.read(limit + 1)
    if len(data) > limit:
        raise FileTooLarge(_too_large(limit))
    return data


def open_unfollowed(path: Path | str, flags: int, mode: int = 0o644) -> int:
    """Open one of the app's own files without following a link in its place; a link there
    (which could lead a write to any file the person owns) is refused as not an ordinary file
    rather than opened. OSError passes through for everything else."""
    try:
        return os.open(path, flags | _NOFOLLOW, mode)
    except OSError as error:
        if error.errno == errno.ELOOP or os.path.islink(path):
            raise FileRefused("it is a link, not an ordinary file") from error
        raise


def read_json(path: Path | str, limit: int, *, follow_links: bool = True) -> Any:
    """Return the JSON data of an ordinary UTF-8 file of at most ``limit`` bytes.

    Raises FileRefused saying what is wrong with the file, or OSError when it cannot be read.
    """
    data = read_bytes(path, limit, follow_links=follow_links)
    try:
        text = data.decode("utf-8-sig")  # an editor may have put a byte-order mark in front
    except UnicodeDecodeError as error:
        raise FileRefused("it is not UTF-8 text") from error
    return parse_json(text)


def parse_json(text: str) -> Any:
    """Return the data of a JSON text, refusing what Python's parser would choke on or what the
    app could not write back.

    Nesting deeper than ``MAX_DEPTH`` is refused before parsing (the parser recurses once per
    level and would run out of stack); so are NaN and Infinity, which are not JSON, and text with
    a lone surrogate (a ``\\ud800`` escape), which no UTF-8 file can hold.
    """
    if nesting_depth(text) > MAX_DEPTH:
        raise FileRefused(f"it is nested more than {MAX_DEPTH} levels deep")
    try:
        data = json.loads(text, parse_constant=_no_constant, parse_float=_finite_float)
    except FileRefused:
        raise
    except json.JSONDecodeError as error:
        raise FileRefused(
            f"it is not JSON text at line {error.lineno}, column {error.colno}") from error
    except ValueError as error:  # a number with more digits than Python converts
        raise FileRefused("it holds a number with far too many digits") from error
    if not all(storable(text) for text in _texts(data)):
        raise FileRefused("it holds text that is not valid Unicode (a lone surrogate)")
    return data


def nesting_depth(text: str) -> int:
    """How deeply the brackets of a JSON text nest, not counting those inside strings.

    Unclosed brackets count: the parser recurses into them before it finds the text cut short.
    The work is done by regular expressions and iterators in C, so that a large flat file is
    measured quickly.
    """
    brackets = _BRACKETS.sub("", _STRING.sub("", text))
    return max(accumulate(map(_STEP.__getitem__, brackets)), default=0)


def _check_ordinary(info: os.stat_result) -> None:
    if not stat.S_ISREG(info.st_mode):
        raise FileRefused("it is not an ordinary file")


def _too_large(limit: int) -> str:
    return f"it is larger than {limit:,} bytes"


def _no_constant(name: str) -> Any:
    raise FileRefused(f"it holds {name}, which is not a number JSON may hold")


def _finite_float(digits: str) -> float:
    value = float(digits)
    if not math.isfinite(value):
        raise FileRefused(f"it holds {digits[:20]}, a number too large to hold")
    return value


def _texts(data: Any) -> Iterator[str]:
    """Every string in parsed JSON data, keys included (the nesting is already bounded)."""
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for key, value in data.items():
            yield key
            yield from _texts(value)
    elif isinstance(data, list):
        for value in data:
            yield from _texts(value)


def storable(text: str) -> bool:
    """Whether a text can be written as UTF-8: a lone surrogate cannot."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True
