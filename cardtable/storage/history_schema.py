"""The score history's schema: its tables, the ordered migrations that build them, and what a
file of each version must hold. The file carries its version in ``PRAGMA user_version``; step
n of ``MIGRATIONS`` takes it from n - 1 to n, each in a transaction of its own."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from functools import cache
from hashlib import sha256
from pathlib import Path


def _create_tables(conn: sqlite3.Connection) -> None:
    conn.execute(
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            game_id TEXT NOT NULL,
            variant TEXT NOT NULL,
            options_json TEXT NOT NULL,
            seed TEXT NOT NULL,
            players_json TEXT NOT NULL,
            kinds_json TEXT NOT NULL,
            person_seat INTEGER,
            started_at TEXT NOT NULL,
            finished_at TEXT NOT NULL,
            status TEXT NOT NULL CHECK (status IN ('finished', 'abandoned')),
            winners_json TEXT NOT NULL,
            final_scores_json TEXT NOT NULL,
            lower_wins INTEGER NOT NULL CHECK (lower_wins IN (0, 1)),
            actions_json TEXT NOT NULL
        )"""
    )
    conn.execute("CREATE INDEX games_by_game ON games (game_id, variant)")
    conn.execute(
        """CREATE TABLE hands (
            game INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            hand_no INTEGER NOT NULL,
            points_json TEXT NOT NULL,
            totals_json TEXT NOT NULL,
            taken_json TEXT NOT NULL,
            marks_json TEXT NOT NULL,
            moon INTEGER,
            unscored INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (game, hand_no)
        )"""
    )


def _add_game_keys(conn: sqlite3.Connection) -> None:
    """A game keeps one row however often it is recorded (left, resumed, finished): its key.
    A deal remembers the seats the computer played for the person."""
    conn.execute("ALTER TABLE games ADD COLUMN record_key TEXT")
    conn.execute("CREATE UNIQUE INDEX games_by_key ON games (record_key)")
    conn.execute("ALTER TABLE hands ADD COLUMN substitutes_json TEXT NOT NULL DEFAULT '[]'")


def _add_analyses(conn: sqlite3.Connection) -> None:
    """A game's review keeps the Expert's analysis, so that it is made once, not at every look.
    It is read and written whole, so it is one JSON text (the plain form ``analysis_records``
    gives a text record too); it goes when its game is deleted."""
    conn.execute(
        """CREATE TABLE analyses (
            game INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
            analysis_json TEXT NOT NULL
        )"""
    )


def _add_handovers_and_analysed_moves(conn: sqlite3.Connection) -> None:
    """A game remembers which of the person's decisions the computer made for them (not only
    the deals), so that a review never calls them the person's. An analysis remembers the
    exact moves it weighed (a digest of them), so that it is never shown beside other moves;
    those kept so far were checked against their game's moves as they are now."""
    conn.execute("ALTER TABLE games ADD COLUMN handovers_json TEXT NOT NULL DEFAULT '[]'")
    conn.execute("ALTER TABLE analyses ADD COLUMN moves_digest TEXT NOT NULL DEFAULT ''")
    kept = conn.execute("SELECT analyses.game, games.actions_json FROM analyses "
                        "JOIN games ON games.id = analyses.game").fetchall()
    conn.executemany("UPDATE analyses SET moves_digest = ? WHERE game = ?",
                     [(_digest(actions), game) for game, actions in kept])


def _digest(actions_json: object) -> str:
    """The digest of a stored move list (``history_records.moves_digest`` of its moves)."""
    text = actions_json if isinstance(actions_json, str) else ""
    return sha256(text.encode("utf-8")).hexdigest()


Migration = Callable[[sqlite3.Connection], None]

# Step n takes a file from user_version n - 1 to n. Only ever append to this list.
MIGRATIONS: tuple[Migration, ...] = (_create_tables, _add_game_keys, _add_analyses,
                                     _add_handovers_and_analysed_moves)
SCHEMA_VERSION = len(MIGRATIONS)


def user_version(conn: sqlite3.Connection) -> int:
    """The schema version stored in the file."""
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def migrate(conn: sqlite3.Connection, migrations: Sequence[Migration] = MIGRATIONS) -> int:
    """Bring the file up to ``len(migrations)``, one transaction per step; return the version.

    ``conn`` must be in autocommit mode (``isolation_level=None``). A step that fails is rolled
    back whole, leaving the file at the version before it.
    """
    while True:
        with transaction(conn):  # the version is read and stepped under one write lock
            version = user_version(conn)
            if version > len(migrations):
                raise TooNew(version)
            if version < len(migrations):
                migrations[version](conn)
                conn.execute(f"PRAGMA user_version = {version + 1:d}")
        if version >= len(migrations) - 1:
            return len(migrations)


@contextmanager
def transaction(conn: sqlite3.Connection) -> Iterator[None]:
    """One write transaction on an autocommit connection: committed whole or rolled back.

    A failed COMMIT (a full disk) is rolled back too, or the connection would stay inside the
    transaction and refuse every later one; SQLite may already have rolled it back itself.
    """
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise


class TooNew(Exception):
    """A file written by a newer version of Card Table."""

    def __init__(self, version: int) -> None:
        super().__init__(f"schema version {version} is newer than {SCHEMA_VERSION}")
        self.version = version



def schema_of(conn: sqlite3.Connection) -> frozenset[str]:
    """The tables and columns a database holds, as ``table.column`` names."""
    tables = [row[0] for row in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table'")]
    return frozenset(f"{table}.{row[0]}" for table in tables
                     for row in conn.execute("SELECT name FROM pragma_table_info(?)", (table,)))


@cache
def schema_of_version(version: int) -> frozenset[str]:
    """The tables and columns the first ``version`` migrations make: what a file claiming that
    version must hold, or reading it would fail later (a file whose version was set by hand,
    or whose tables were dropped)."""
    conn = sqlite3.connect(":memory:")
    try:
        for step in MIGRATIONS[:version]:
            step(conn)
        return schema_of(conn)
    finally:
        conn.close()


MAGIC = b"SQLite format 3\x00"


def header_version(path: Path) -> int | None:
    """The user_version in a database file's header; None if the header may not be the whole
    truth (a write-ahead log beside it) or is not a database header."""
    wal = path.with_name(path.name + "-wal")
    try:
        if wal.exists() and wal.stat().st_size:
            return None
        with path.open("rb") as f:
            header = f.read(100)
    except OSError:
        return None
    if len(header) < 100 or not header.startswith(MAGIC):
        return None
    return int.from_bytes(header[60:64], "big", signed=True)
