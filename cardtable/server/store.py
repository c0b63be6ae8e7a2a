"""What the server keeps in its SQLite file besides the accounts: session tokens, every table
with its seats, every decision of every game, and what each account won or paid.

A decision is committed before anyone is told of it, so a server killed at any moment comes
back with every move it announced and none it did not. Tokens are kept only as SHA-256
digests: a copy of the file does not let anyone in. The file is shared with ``Accounts``
(``net/accounts.py``), each keeping its own tables; this one's version is in ``store_meta``.
A service of several processes keeps the same in PostgreSQL (``shared_store.py``).
"""

from __future__ import annotations

import hashlib
import json
import secrets
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from ..net.database import Database, database_at

STORE_VERSION = 1
TOKEN_DAYS = 30
TOKENS_KEPT = 20  # an account's newest tokens kept: one for each machine it plays from
SCHEMA = (
    """CREATE TABLE tokens (digest {binary} PRIMARY KEY, nickname TEXT NOT NULL,
        made {real} NOT NULL, used INTEGER NOT NULL DEFAULT 0)""",
    """CREATE TABLE tables (id TEXT PRIMARY KEY, description TEXT NOT NULL,
        made {real} NOT NULL, over INTEGER NOT NULL DEFAULT 0)""",
    """CREATE TABLE actions (table_id TEXT NOT NULL, n INTEGER NOT NULL,
        action INTEGER NOT NULL, PRIMARY KEY (table_id, n))""",
    """CREATE TABLE ledger (nickname TEXT NOT NULL, table_id TEXT NOT NULL,
        seat INTEGER NOT NULL, amount INTEGER NOT NULL, PRIMARY KEY (table_id, seat))""",
)
"""The tables of a store, their column types named by the database's dialect."""

Claimed = tuple[str, dict[str, Any], list[int], float | None]
"""A table this process plays from now on: its id, description and log, and since when its
players are away (None: since now)."""


class StoreError(RuntimeError):
    """The file cannot be used as it is; the message says why, and the file is left alone."""


def _digest(token: str) -> bytes:
    return hashlib.sha256(token.encode("utf-8")).digest()


class Store:
    """Tables, their logs, tokens and the ledger in one SQLite file (``:memory:`` in a test),
    or another ``Database``; a store of several processes is ``SharedStore``."""

    schema: tuple[str, ...] = SCHEMA

    def __init__(self, where: Database | Path | str) -> None:
        self.db = database_at(where)
        self.claimed: set[str] = set()  # the tables this store's process took up
        with self.db.transaction():
            self.db.schema_lock()
            self.db.run("CREATE TABLE IF NOT EXISTS store_meta (version INTEGER NOT NULL)")
            row = self.db.one("SELECT version FROM store_meta")
            if row is not None and row[0] > STORE_VERSION:
                raise StoreError(f"the server's file is of a newer version ({row[0]}); "
                                 "it is left as it is")
            if row is None:
                for table in self.schema:
                    self.db.run(table.format(binary=self.db.binary, real=self.db.real))
                self.db.run("INSERT INTO store_meta VALUES (?)", (STORE_VERSION,))

    def close(self) -> None:
        self.db.close()

    # ---- tokens -----------------------------------------------------------------------------

    def new_token(self, nickname: str) -> str:
        """A fresh token that lets ``nickname`` back in once, without the password. Tokens
        past their ``TOKEN_DAYS`` go from the file, and an account keeps its newest
        ``TOKENS_KEPT``, so the file does not grow with every sign-in."""
        token = secrets.token_urlsafe(32)
        now = time.time()
        with self.db.transaction():
            self.db.run("INSERT INTO tokens VALUES (?, ?, ?, 0)", (_digest(token), nickname, now))
            self.db.run("DELETE FROM tokens WHERE made < ?", (now - TOKEN_DAYS * 86_400,))
            self.db.run("DELETE FROM tokens WHERE nickname = ? AND digest NOT IN (SELECT "
                        "digest FROM tokens WHERE nickname = ? ORDER BY made DESC LIMIT ?)",
                        (nickname, nickname, TOKENS_KEPT))
        return token

    def use_token(self, nickname: str, token: str) -> bool:
        """Whether ``token`` lets ``nickname`` in now; a token of ``nickname``'s is spent
        either way (another account's is left alone, so that nobody can spend someone else's
        by naming the wrong account). A token used a second time was copied: every token of
        the account is withdrawn, so whoever holds one must sign in with the password."""
        digest = _digest(token)
        with self.db.transaction():
            row = self.db.one("SELECT nickname, made, used FROM tokens WHERE digest = ?"
                              + self.db.for_update, (digest,))
            if row is None or row[0] != nickname:
                return False
            _, made, used = row
            if used:
                self.db.run("DELETE FROM tokens WHERE nickname = ?", (nickname,))
                return False
            self.db.run("UPDATE tokens SET used = 1 WHERE digest = ?", (digest,))
        return time.time() - made < TOKEN_DAYS * 86_400

    # ---- tables -----------------------------------------------------------------------------

    def table_made(self, table: str, description: dict[str, Any]) -> None:
        with self.db.transaction():
            self.db.run("INSERT INTO tables (id, description, made) VALUES (?, ?, ?)",
                        (table, json.dumps(description), time.time()))
        self.claimed.add(table)

    def forget_table(self, table: str) -> None:
        """A table whose game never began is taken away: nothing of it is worth keeping."""
        with self.db.transaction():
            self.db.run("DELETE FROM actions WHERE table_id = ?", (table,))
            self.db.run("DELETE FROM tables WHERE id = ?", (table,))
        self.claimed.discard(table)

    def seated(self, table: str, description: dict[str, Any]) -> None:
        """The table's seats and stand-ins changed."""
        self.db.run("UPDATE tables SET description = ? WHERE id = ?",
                    (json.dumps(description), table))

    def decided(self, table: str, start: int, actions: Sequence[int]) -> None:
        """Keep a decision's actions at log positions ``start``…; a position kept already
        means the table and the file disagree, and nothing is written."""
        with self.db.transaction():
            self.db.run_many("INSERT INTO actions VALUES (?, ?, ?)",
                             [(table, start + i, a) for i, a in enumerate(actions)])

    def finished(self, table: str, charges: Sequence[tuple[int, str, int]]) -> None:
        """The game at ``table`` is over: each owner's (seat, nickname, amount) goes to the
        ledger, and the table is not resumed again."""
        with self.db.transaction():
            self.db.run_many("INSERT INTO ledger VALUES (?, ?, ?, ?) ON CONFLICT (table_id, "
                             "seat) DO UPDATE SET nickname = excluded.nickname, "
                             "amount = excluded.amount",
                             [(nick, table, seat, amount) for seat, nick, amount in charges])
            self.db.run("UPDATE tables SET over = 1 WHERE id = ?", (table,))

    def balance(self, nickname: str) -> int:
        """What ``nickname`` has won (positive) or paid over every finished game."""
        row = self.db.one("SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE nickname = ?",
                          (nickname,))
        return int(row[0]) if row is not None else 0

    def open_tables(self) -> Iterator[tuple[str, dict[str, Any], list[int]]]:
        """Every table whose game is not over: its id, description and log."""
        rows = self.db.all("SELECT id, description FROM tables WHERE over = 0 ORDER BY made")
        for table, description in rows:
            yield table, json.loads(description), self.log(table)

    def log(self, table: str) -> list[int]:
        """Every action kept of ``table``, in order."""
        return [int(a) for (a,) in self.db.all(
            "SELECT action FROM actions WHERE table_id = ? ORDER BY n", (table,))]

    def claim_tables(self) -> list[Claimed]:
        """The unfinished tables this process plays from now on and did not yet: every one
        in the file, the first time (the file is this server's alone)."""
        claimed: list[Claimed] = [(t, d, log, None) for t, d, log in self.open_tables()
                   if t not in self.claimed]
        self.claimed.update(t for t, _, _, _ in claimed)
        return claimed
