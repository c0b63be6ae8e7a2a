"""What the server keeps in its SQLite file besides the accounts: session tokens, every table
with its seats, every decision of every game, and what each account won or paid.

A decision is committed before anyone is told of it, so a server killed at any moment comes
back with every move it announced and none it did not. Tokens are kept only as SHA-256
digests: a copy of the file does not let anyone in. The file is shared with ``Accounts``
(``net/accounts.py``), each keeping its own tables; this one's version is in ``store_meta``.
"""

from __future__ import annotations

import hashlib
import json
import secrets
import sqlite3
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

STORE_VERSION = 1
TOKEN_DAYS = 30
TOKENS_KEPT = 20  # an account's newest tokens kept: one for each machine it plays from
SCHEMA = (
    """CREATE TABLE tokens (digest BLOB PRIMARY KEY, nickname TEXT NOT NULL,
        made REAL NOT NULL, used INTEGER NOT NULL DEFAULT 0)""",
    """CREATE TABLE tables (id TEXT PRIMARY KEY, description TEXT NOT NULL,
        made REAL NOT NULL, over INTEGER NOT NULL DEFAULT 0)""",
    """CREATE TABLE actions (table_id TEXT NOT NULL, n INTEGER NOT NULL,
        action INTEGER NOT NULL, PRIMARY KEY (table_id, n))""",
    """CREATE TABLE ledger (nickname TEXT NOT NULL, table_id TEXT NOT NULL,
        seat INTEGER NOT NULL, amount INTEGER NOT NULL, PRIMARY KEY (table_id, seat))""",
)


class StoreError(RuntimeError):
    """The file cannot be used as it is; the message says why, and the file is left alone."""


def _digest(token: str) -> bytes:
    return hashlib.sha256(token.encode("utf-8")).digest()


class Store:
    """Tables, their logs, tokens and the ledger in one SQLite file (``:memory:`` in a test)."""

    def __init__(self, path: Path | str) -> None:
        self.conn = sqlite3.connect(str(path), timeout=5.0, isolation_level=None)
        self.conn.execute("PRAGMA journal_mode = WAL")
        self.conn.execute("PRAGMA synchronous = NORMAL")  # WAL: a killed process loses nothing
        self.conn.execute("CREATE TABLE IF NOT EXISTS store_meta (version INTEGER NOT NULL)")
        row = self.conn.execute("SELECT version FROM store_meta").fetchone()
        if row is not None and row[0] > STORE_VERSION:
            raise StoreError(f"the server's file is of a newer version ({row[0]}); "
                             "it is left as it is")
        if row is None:
            with self._transaction():
                for table in SCHEMA:
                    self.conn.execute(table)
                self.conn.execute("INSERT INTO store_meta VALUES (?)", (STORE_VERSION,))

    def _transaction(self) -> Any:
        return _Transaction(self.conn)

    def close(self) -> None:
        self.conn.close()

    # ---- tokens -----------------------------------------------------------------------------

    def new_token(self, nickname: str) -> str:
        """A fresh token that lets ``nickname`` back in once, without the password. Tokens
        past their ``TOKEN_DAYS`` go from the file, and an account keeps its newest
        ``TOKENS_KEPT``, so the file does not grow with every sign-in."""
        token = secrets.token_urlsafe(32)
        now = time.time()
        with self._transaction():
            self.conn.execute("INSERT INTO tokens VALUES (?, ?, ?, 0)",
                              (_digest(token), nickname, now))
            self.conn.execute("DELETE FROM tokens WHERE made < ?", (now - TOKEN_DAYS * 86_400,))
            self.conn.execute("DELETE FROM tokens WHERE nickname = ? AND digest NOT IN (SELECT "
                              "digest FROM tokens WHERE nickname = ? ORDER BY made DESC "
                              "LIMIT ?)", (nickname, nickname, TOKENS_KEPT))
        return token

    def use_token(self, nickname: str, token: str) -> bool:
        """Whether ``token`` lets ``nickname`` in now; a token of ``nickname``'s is spent
        either way (another account's is left alone, so that nobody can spend someone else's
        by naming the wrong account). A token used a second time was copied: every token of
        the account is withdrawn, so whoever holds one must sign in with the password."""
        digest = _digest(token)
        with self._transaction():
            row = self.conn.execute("SELECT nickname, made, used FROM tokens WHERE digest = ?",
                                    (digest,)).fetchone()
            if row is None or row[0] != nickname:
                return False
            _, made, used = row
            if used:
                self.conn.execute("DELETE FROM tokens WHERE nickname = ?", (nickname,))
                return False
            self.conn.execute("UPDATE tokens SET used = 1 WHERE digest = ?", (digest,))
        return time.time() - made < TOKEN_DAYS * 86_400

    # ---- tables -----------------------------------------------------------------------------

    def table_made(self, table: str, description: dict[str, Any]) -> None:
        with self._transaction():
            self.conn.execute("INSERT INTO tables VALUES (?, ?, ?, 0)",
                              (table, json.dumps(description), time.time()))

    def forget_table(self, table: str) -> None:
        """A table whose game never began is taken away: nothing of it is worth keeping."""
        with self._transaction():
            self.conn.execute("DELETE FROM actions WHERE table_id = ?", (table,))
            self.conn.execute("DELETE FROM tables WHERE id = ?", (table,))

    def seated(self, table: str, description: dict[str, Any]) -> None:
        """The table's seats and stand-ins changed."""
        with self._transaction():
            self.conn.execute("UPDATE tables SET description = ? WHERE id = ?",
                              (json.dumps(description), table))

    def decided(self, table: str, start: int, actions: Sequence[int]) -> None:
        """Keep a decision's actions at log positions ``start``…; a position kept already
        means the table and the file disagree, and nothing is written."""
        with self._transaction():
            self.conn.executemany("INSERT INTO actions VALUES (?, ?, ?)",
                                  [(table, start + i, a) for i, a in enumerate(actions)])

    def finished(self, table: str, charges: Sequence[tuple[int, str, int]]) -> None:
        """The game at ``table`` is over: each owner's (seat, nickname, amount) goes to the
        ledger, and the table is not resumed again."""
        with self._transaction():
            self.conn.executemany("INSERT OR REPLACE INTO ledger VALUES (?, ?, ?, ?)",
                                  [(nick, table, seat, amount) for seat, nick, amount in charges])
            self.conn.execute("UPDATE tables SET over = 1 WHERE id = ?", (table,))

    def balance(self, nickname: str) -> int:
        """What ``nickname`` has won (positive) or paid over every finished game."""
        row = self.conn.execute("SELECT COALESCE(SUM(amount), 0) FROM ledger "
                                "WHERE nickname = ?", (nickname,)).fetchone()
        return int(row[0])

    def open_tables(self) -> Iterator[tuple[str, dict[str, Any], list[int]]]:
        """Every table whose game is not over: its id, description and log."""
        rows = self.conn.execute("SELECT id, description FROM tables WHERE over = 0 "
                                 "ORDER BY made").fetchall()
        for table, description in rows:
            log = [a for (a,) in self.conn.execute(
                "SELECT action FROM actions WHERE table_id = ? ORDER BY n", (table,))]
            yield table, json.loads(description), log


class _Transaction:
    """``BEGIN IMMEDIATE`` … ``COMMIT`` (``ROLLBACK`` on an error), for a connection in
    autocommit mode, so that a write waits for another process's rather than failing later."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def __enter__(self) -> None:
        self.conn.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind: object, error: object, trace: object) -> None:
        self.conn.execute("COMMIT" if kind is None else "ROLLBACK")
