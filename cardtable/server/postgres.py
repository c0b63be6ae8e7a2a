"""PostgreSQL as the server's database, for a service of several processes that share one
(``--db postgresql://…``): the calls of ``net/database.py`` over psycopg 3's connection pool.

The hub's statements are short and each is awaited where it stands, as SQLite's are: a
decision is committed before the next message is read, so nobody is told a move the database
does not hold and no message of a table overtakes another. What waits on the database for a
long time (notifications, the leases) runs on psycopg's asynchronous connections instead
(``service.py``).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

import psycopg
import psycopg_pool
from psycopg_pool import ConnectionPool

from ..net.database import Conflict, Database, Row, Unavailable

SCHEMA_LOCK = 747_400  # the advisory lock held while one process makes or upgrades the schema
POOL_SIZE = 4  # connections a process keeps: the loop uses one at a time, the rest wait ready
CONNECT_SECONDS = 10.0
LOST = (psycopg.OperationalError, psycopg.InternalError, psycopg.InterfaceError,
        psycopg_pool.PoolTimeout)
"""What a lost, ended or unobtainable connection raises (an ended session raises an error of
the class "invalid transaction state", an internal error); a mistake in a statement is not
among them."""


class DatabaseUnreachable(RuntimeError):
    """The database named cannot be reached or refused us; the message says why."""


class PostgresDatabase(Database):
    """One PostgreSQL database through a pool of connections; see the module docstring."""

    dialect = "postgresql"
    binary = "BYTEA"
    real = "DOUBLE PRECISION"
    for_update = " FOR UPDATE"

    def __init__(self, url: str, size: int = POOL_SIZE,
                 transaction_seconds: float | None = None) -> None:
        """``transaction_seconds``: how long PostgreSQL lets one of this process's
        transactions wait, open, for its next statement before it ends the session; a process
        stopped in the middle of one (a pause, a frozen machine) would otherwise hold its
        table's row locked, and no other process could take the table over."""
        self.url = url
        settings = ({"options": "-c idle_in_transaction_session_timeout="
                                f"{int(transaction_seconds * 1000)}"}
                    if transaction_seconds else {})
        self.pool = ConnectionPool(url, min_size=1, max_size=size, open=False,
                                   kwargs={"autocommit": True, **settings}, name="cardtable")
        try:
            self.pool.open(wait=True, timeout=CONNECT_SECONDS)
        except psycopg.Error as problem:
            self.pool.close()
            raise DatabaseUnreachable(str(problem).strip() or "no answer") from None
        self._held: psycopg.Connection[Any] | None = None  # the transaction's connection

    def all(self, sql: str, args: Sequence[Any] = ()) -> list[Row]:
        with self._cursor() as cursor:
            cursor.execute(_placeholders(sql), tuple(args))
            return cursor.fetchall() if cursor.description is not None else []

    def run(self, sql: str, args: Sequence[Any] = ()) -> int:
        with self._cursor() as cursor:
            cursor.execute(_placeholders(sql), tuple(args))
            return cursor.rowcount

    def run_many(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        with self._cursor() as cursor:
            cursor.executemany(_placeholders(sql), [tuple(r) for r in rows])

    @contextlib.contextmanager
    def _cursor(self) -> Iterator[psycopg.Cursor[Any]]:
        """A cursor on the transaction's connection, or on one of the pool's (committing
        at once); a clash of keys is a ``Conflict``."""
        try:
            if self._held is not None:
                with self._held.cursor() as cursor:
                    yield cursor
                return
            with self.pool.connection() as conn, conn.cursor() as cursor:
                yield cursor
        except psycopg.errors.IntegrityError as clash:
            raise Conflict(str(clash)) from None
        except LOST as lost:
            raise Unavailable(str(lost).strip()) from None

    @contextlib.contextmanager
    def transaction(self) -> Iterator[None]:
        if self._held is not None:
            yield
            return
        try:
            with self.pool.connection() as conn:
                try:
                    with conn.transaction():
                        self._held = conn
                        yield
                finally:
                    self._held = None
        except LOST as lost:  # at the commit, or getting a connection
            raise Unavailable(str(lost).strip()) from None

    def schema_lock(self) -> None:
        self.run("SELECT pg_advisory_xact_lock(?)", (SCHEMA_LOCK,))

    def close(self) -> None:
        self.pool.close()


def _placeholders(sql: str) -> str:
    """``?`` parameters as psycopg's ``%s`` (no statement of ours holds a ``%``)."""
    assert "%" not in sql, sql
    return sql.replace("?", "%s")
