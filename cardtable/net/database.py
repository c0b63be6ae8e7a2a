"""The few calls the server's keepers (``Accounts``, the server's ``Store``) make of a database,
so that each is written once and kept in SQLite (one file, one server) or in PostgreSQL (one
service of several processes: ``server/postgres.py``).

A statement is written with ``?`` for its parameters and in the SQL the two share; where they
differ (the tables' column types, how a schema's version is kept), each keeper says both.
Statements outside ``transaction()`` commit at once.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

Row = tuple[Any, ...]


class Conflict(RuntimeError):
    """A row with that key is there already (a unique key or the primary key)."""


class Unavailable(RuntimeError):
    """The database could not be used just now (its connection was lost or ended): what was
    being written may or may not have been kept, and nobody may be told it was."""


class Database:
    """What a keeper asks of its database; see the module docstring."""

    dialect = ""
    binary = "BLOB"  # the column type of bytes
    real = "REAL"  # of a float of 64 bits
    for_update = ""  # what locks the rows a SELECT reads until the transaction ends

    def schema_lock(self) -> None:
        """Inside a transaction that makes or upgrades a schema: hold off any other process
        doing the same until it commits (SQLite's ``BEGIN IMMEDIATE`` does already)."""

    def one(self, sql: str, args: Sequence[Any] = ()) -> Row | None:
        rows = self.all(sql, args)
        return rows[0] if rows else None

    def all(self, sql: str, args: Sequence[Any] = ()) -> list[Row]:
        raise NotImplementedError

    def run(self, sql: str, args: Sequence[Any] = ()) -> int:
        """Run a statement that returns no rows; how many rows it changed."""
        raise NotImplementedError

    def run_many(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        for row in rows:
            self.run(sql, row)

    def transaction(self) -> contextlib.AbstractContextManager[None]:
        """The statements run inside commit together, or none does (the error goes on)."""
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError


class SqliteDatabase(Database):
    """One SQLite file (``:memory:`` in a test), in WAL mode: a killed process loses
    nothing committed, and a write waits for another process's instead of failing later."""

    dialect = "sqlite"

    def __init__(self, path: Path | str) -> None:
        self.conn = sqlite3.connect(str(path), timeout=5.0, isolation_level=None)
        self.conn.execute("PRAGMA journal_mode = WAL")
        self.conn.execute("PRAGMA synchronous = NORMAL")
        self.conn.execute("PRAGMA foreign_keys = ON")
        self._depth = 0

    def all(self, sql: str, args: Sequence[Any] = ()) -> list[Row]:
        return self.conn.execute(sql, tuple(args)).fetchall()

    def run(self, sql: str, args: Sequence[Any] = ()) -> int:
        try:
            return self.conn.execute(sql, tuple(args)).rowcount
        except sqlite3.IntegrityError as clash:
            raise Conflict(str(clash)) from None

    def run_many(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        try:
            self.conn.executemany(sql, [tuple(r) for r in rows])
        except sqlite3.IntegrityError as clash:
            raise Conflict(str(clash)) from None

    @contextlib.contextmanager
    def transaction(self) -> Iterator[None]:
        """``BEGIN IMMEDIATE`` … ``COMMIT`` (``ROLLBACK`` on an error); one inside another is
        part of the outer one."""
        if self._depth:
            self._depth += 1
            try:
                yield
            finally:
                self._depth -= 1
            return
        self.conn.execute("BEGIN IMMEDIATE")
        self._depth = 1
        try:
            yield
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        else:
            self.conn.execute("COMMIT")
        finally:
            self._depth = 0

    def close(self) -> None:
        self.conn.close()


def database_at(where: Database | Path | str) -> Database:
    """``where`` itself, or the SQLite file it names."""
    return where if isinstance(where, Database) else SqliteDatabase(where)
