"""Which row of the score history a game's record goes to: the one rule every way in obeys.

A record key names one game while it lasts: recorded again under it (left, resumed,
finished), the game keeps its row. Once that row is a finished game it is never rewritten;
a record under its key whose moves differ (a finished game's save opened and played
otherwise, a copy made by a file-sync program) is another game, and gets a key of its own.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from hashlib import sha256
from typing import Any

from .history_records import HistoryError, dump_json, int_tuple


def placed(conn: sqlite3.Connection, key: str | None,
           actions: str) -> tuple[str | None, Sequence[Any] | None]:
    """The key a game of these moves (stored JSON) is kept under, and the row found there
    (id, moves, status), or None.

    When the key's row is a finished game, a record of the same moves, or of an earlier moment
    of them (an older copy of its save, a game opened from a save of it and left before it
    went further), is that game: its row is the answer. Anything else is another game that
    shares the key, kept under a key made from the key and its moves up to the first that
    differs: storing it again, or again later in the game (left, resumed, finished), still
    makes one row of it.
    """
    while key is not None:
        found = conn.execute("SELECT id, actions_json, status FROM games "
                             "WHERE record_key = ?", (key,)).fetchone()
        if found is None or found[2] != "finished":
            return key, found
        moves = int_tuple(actions, "actions")
        try:
            kept: tuple[int, ...] | None = int_tuple(found[1], "actions")
        except HistoryError:  # the finished row's moves are damaged: none of them is known
            kept = None
        if kept is not None and moves == kept[:len(moves)]:
            return key, found
        branch = moves if kept is None else moves[:first_difference(moves, kept) + 1]
        key = sha256(f"{key}|{dump_json(list(branch))}".encode()).hexdigest()[:32]
    return None, None


def first_difference(moves: Sequence[int], kept: Sequence[int]) -> int:
    """The first position at which ``moves`` leave ``kept`` (their length when they go on
    past its end)."""
    return next((i for i, (a, b) in enumerate(zip(moves, kept, strict=False)) if a != b),
                min(len(moves), len(kept)))
