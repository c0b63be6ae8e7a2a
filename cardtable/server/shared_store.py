"""The store of a service of several server processes sharing one PostgreSQL: the server's
store (``store.py``), plus who plays each table and until when, where each account sits, each
table's lobby line, and the processes themselves.

A table is played by one process at a time: the one holding its lease, which it renews while
it lives (``renew``). Every write of a table's decisions, seats and result checks the lease in
the same transaction, so a process that lost a table (it stalled past its lease and another took
the table over) writes nothing more of it and is told so (``TableMoved``); a decision is kept at
most once whoever sends it. A table whose lease ran out is taken up by the next process that
looks (``claim_tables``), with the moment its last holder was last seen alive, from which the
players' seats count as away. Times are PostgreSQL's clock, the one clock every host shares.
"""

from __future__ import annotations

import contextlib
import json
import secrets
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from ..net.database import Unavailable
from ..net.seats import Seat
from ..net.table_play import TableMoved
from .postgres import PostgresDatabase
from .store import SCHEMA, Claimed, Store

NOW = "EXTRACT(EPOCH FROM clock_timestamp())::float8"
PROCESS_FORGOTTEN = 86_400  # seconds after which a process gone without a word is forgotten
CLAIMED_AT_ONCE = 100  # tables one look takes over: the rest wait for the next look
SHARED_SCHEMA = (
    SCHEMA[0],
    """CREATE TABLE tables (id TEXT PRIMARY KEY, description TEXT NOT NULL,
        made {real} NOT NULL, over INTEGER NOT NULL DEFAULT 0,
        holder TEXT, lease_until {real} NOT NULL DEFAULT 0, alive {real} NOT NULL DEFAULT 0)""",
    *SCHEMA[2:],
    """CREATE TABLE places (nickname TEXT NOT NULL, table_id TEXT NOT NULL,
        begun INTEGER NOT NULL, PRIMARY KEY (nickname, table_id))""",
    """CREATE TABLE lobby (table_id TEXT PRIMARY KEY, line TEXT NOT NULL,
        members TEXT NOT NULL, holder TEXT NOT NULL)""",
    """CREATE TABLE processes (id TEXT PRIMARY KEY, address TEXT NOT NULL,
        alive {real} NOT NULL)""",
    "CREATE TABLE service (secret TEXT NOT NULL)",
)
LOBBY_CHANNEL = "cardtable_lobby"


class SharedStore(Store):
    """The store of one process of a service; see the module docstring."""

    schema = SHARED_SCHEMA

    def __init__(self, db: PostgresDatabase, process: str, address: str,
                 lease_seconds: float) -> None:
        super().__init__(db)
        self.url = db.url  # for the connections of the process's own that listen
        self.process = process
        self.lease = lease_seconds
        with self.db.transaction():
            self.db.run("INSERT INTO service SELECT ? WHERE NOT EXISTS (SELECT 1 FROM service)",
                        (secrets.token_urlsafe(32),))
            self.db.run(f"INSERT INTO processes VALUES (?, ?, {NOW})", (process, address))
        row = self.db.one("SELECT secret FROM service")
        assert row is not None
        self.secret = str(row[0])

    def reachable_at(self, address: str) -> None:
        """Where the other processes reach this one, known once it listens."""
        self.db.run("UPDATE processes SET address = ? WHERE id = ?", (address, self.process))

    def leave(self) -> None:
        """This process stops: its tables' leases end now, so another takes them at once."""
        with self.db.transaction():
            self.db.run("UPDATE tables SET lease_until = 0 WHERE holder = ?", (self.process,))
            self.db.run("DELETE FROM lobby WHERE holder = ?", (self.process,))
            self.db.run("DELETE FROM processes WHERE id = ?", (self.process,))
            self.db.run(f"NOTIFY {LOBBY_CHANNEL}, '*'")

    # ---- a table's writes, each under its lease ----------------------------------------------

    def table_made(self, table: str, description: dict[str, Any]) -> None:
        with self.db.transaction():
            self.db.run(f"INSERT INTO tables VALUES (?, ?, {NOW}, 0, ?, {NOW} + ?, {NOW})",
                        (table, json.dumps(description), self.process, self.lease))
        self.claimed.add(table)

    def forget_table(self, table: str) -> None:
        with self._under_lease(table), self.db.transaction():
            self._hold(table)
            self.db.run("DELETE FROM places WHERE table_id = ?", (table,))
            self.db.run("DELETE FROM lobby WHERE table_id = ?", (table,))
            self._notify()
            super().forget_table(table)

    def seated(self, table: str, description: dict[str, Any]) -> None:
        with self._under_lease(table), self.db.transaction():
            self._hold(table)
            super().seated(table, description)
            self.db.run("DELETE FROM places WHERE table_id = ?", (table,))
            begun, players = _players(description)
            self.db.run_many("INSERT INTO places VALUES (?, ?, ?)",
                             [(nickname, table, int(begun)) for nickname in players])

    def decided(self, table: str, start: int, actions: Sequence[int]) -> None:
        with self._under_lease(table), self.db.transaction():
            self._hold(table)
            super().decided(table, start, actions)

    def finished(self, table: str, charges: Sequence[tuple[int, str, int]]) -> None:
        with self._under_lease(table), self.db.transaction():
            self._hold(table)
            super().finished(table, charges)
            self.db.run("DELETE FROM places WHERE table_id = ?", (table,))

    @contextlib.contextmanager
    def _under_lease(self, table: str) -> Iterator[None]:
        """A write of ``table``'s that the database could not be sure to keep ends this
        process's play of it, as a lost lease does: it stops renewing the lease, and the
        table is resumed from what the database holds, here or elsewhere."""
        try:
            yield
        except Unavailable:
            self.claimed.discard(table)
            raise TableMoved(table) from None

    def _hold(self, table: str) -> None:
        """Lock the table's row for this transaction; ``TableMoved`` if another process
        plays it now."""
        row = self.db.one("SELECT holder FROM tables WHERE id = ? FOR UPDATE", (table,))
        if row is None or row[0] != self.process:
            self.claimed.discard(table)
            raise TableMoved(table)

    # ---- leases ---------------------------------------------------------------------------

    def claim_tables(self) -> list[Claimed]:
        """The unfinished tables whose lease ran out, this process's from now on, with the
        moment their last holder was last seen alive."""
        rows = self.db.all(
            f"WITH due AS (SELECT id, alive FROM tables WHERE over = 0 AND lease_until < {NOW} "
            f"ORDER BY made LIMIT {CLAIMED_AT_ONCE} FOR UPDATE SKIP LOCKED) "
            f"UPDATE tables AS t SET holder = ?, lease_until = {NOW} + ?, alive = {NOW} "
            "FROM due WHERE t.id = due.id RETURNING t.id, t.description, due.alive",
            (self.process, self.lease))
        self.claimed.update(t for t, _, _ in rows)
        return [(t, json.loads(d), self.log(t), float(alive) or None) for t, d, alive in rows]

    def renew(self) -> set[str]:
        """Renew this process's sign of life and the leases of the tables it plays (only
        those: a table it let go of runs out and is taken up again); the tables it still
        holds (any other it thought its own was taken over meanwhile)."""
        playing = sorted(self.claimed)
        with self.db.transaction():
            self.db.run(f"UPDATE processes SET alive = {NOW} WHERE id = ?", (self.process,))
            self.db.run(f"DELETE FROM processes WHERE alive < {NOW} - ?", (PROCESS_FORGOTTEN,))
            held = {str(t) for (t,) in self.db.all(
                f"UPDATE tables SET lease_until = {NOW} + ?, alive = {NOW} "
                "WHERE holder = ? AND over = 0 AND id = ANY(?) RETURNING id",
                (self.lease, self.process, playing))}
        self.claimed &= held
        return held

    def release(self, table: str) -> None:
        """End this process's lease of ``table`` now, so that it is taken up afresh."""
        self.claimed.discard(table)
        self.db.run("UPDATE tables SET lease_until = 0 WHERE id = ? AND holder = ?",
                    (table, self.process))

    def lease_left(self, table: str) -> float | None:
        """Seconds until ``table``'s lease runs out (negative: it ran out), None for no table
        still in play."""
        row = self.db.one(f"SELECT lease_until - {NOW} FROM tables WHERE id = ? AND over = 0",
                          (table,))
        return None if row is None else float(row[0])

    # ---- where things are ---------------------------------------------------------------------

    def address_of(self, table: str) -> str | None:
        """Where the process playing ``table`` is reached, while its lease runs."""
        row = self.db.one(
            f"SELECT p.address FROM tables AS t JOIN processes AS p ON p.id = t.holder "
            f"WHERE t.id = ? AND t.over = 0 AND t.lease_until >= {NOW}", (table,))
        return None if row is None else str(row[0])

    def places_of(self, nickname: str, begun: bool = False) -> list[str]:
        """The unfinished tables where ``nickname`` owns or plays a seat (only those whose
        game has begun, if ``begun``)."""
        return [str(t) for (t,) in self.db.all(
            "SELECT p.table_id FROM places AS p JOIN tables AS t ON t.id = p.table_id "
            "WHERE p.nickname = ? AND t.over = 0 AND p.begun >= ?", (nickname, int(begun)))]

    def publish(self, lines: dict[str, tuple[dict[str, Any], list[str]]],
                gone: Iterable[str]) -> None:
        """Lobby lines of this process's tables changed (each with the accounts at its table
        and its maker, who may see it when it is private), or went: kept for every process,
        and every process told."""
        gone = list(gone)
        if not lines and not gone:
            return
        with self.db.transaction():
            self.db.run_many("INSERT INTO lobby VALUES (?, ?, ?, ?) ON CONFLICT (table_id) DO "
                             "UPDATE SET line = excluded.line, members = excluded.members, "
                             "holder = excluded.holder",
                             [(t, json.dumps(line), json.dumps(members), self.process)
                              for t, (line, members) in lines.items()])
            self.db.run_many("DELETE FROM lobby WHERE table_id = ? AND holder = ?",
                             [(t, self.process) for t in gone])
            self._notify()

    def _notify(self) -> None:
        """Tell every process (at the commit) that this one's lobby lines changed."""
        self.db.run(f"NOTIFY {LOBBY_CHANNEL}, '{self.process}'")


def _players(description: dict[str, Any]) -> tuple[bool, set[str]]:
    """Whether the table's game has begun (every person's seat taken), and the accounts that
    own or play a seat of it: where they are sent when they come back, and, once it has
    begun, the game they may not leave for another."""
    seats = [Seat.from_plain(s) for s in description["seats"]]
    begun = all(s.owner for s in seats if s.is_person)
    return begun, {name for s in seats for name in (s.owner, s.player) if name}
