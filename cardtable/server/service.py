"""One process of a service of several, sharing one PostgreSQL: which tables are its own, where
the others are played, and the lobby of them all.

Any process takes any connection. An account signs in wherever it lands (the accounts and
tokens are shared); when its table is played by another process, or it joins one that is, the
process it reached hands the connection over to that one (``relay.py``), which from then on
hears the client as if it had connected there. The hub asks this module where a table or an
account's seat is (``table_address``, ``account_address``) and whether an account plays at a
table of another process (``plays_elsewhere``); a process by itself (``Alone``) answers that
everything is here.

Four times a lease (``keep_up``) the process renews its leases, lets go of any table another
process took from it, and takes up the tables whose lease ran out (a process died). Every half
second while its lobby changes, it writes the lobby lines of its tables that changed; every
process hears of them through PostgreSQL's ``LISTEN/NOTIFY`` (``listen``) and shows them in its
lobby beside its own.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import secrets
import socket
import sys
from typing import Any

import psycopg

from ..net.accounts import Accounts
from ..net.database import Unavailable
from .lobby import line_of
from .peers import Alone, Host
from .postgres import DatabaseUnreachable, PostgresDatabase
from .shared_store import LOBBY_CHANNEL, SharedStore

PUBLISH_EVERY = 0.5  # seconds between two writes of a process's changed lobby lines
LISTEN_AGAIN_AT_MOST = 5.0  # seconds between tries to listen again after losing PostgreSQL


class Service(Alone):
    """This process's part in a service; see the module docstring."""

    def __init__(self, store: SharedStore, address: str) -> None:
        super().__init__()
        self.store = store
        self.address = address
        self.due = 0.0  # when keep_up next renews the leases
        self.published_at = 0.0  # when it last wrote its lobby lines
        self.published: dict[str, tuple[dict[str, Any], list[str]]] = {}

    @property
    def secret(self) -> str:
        """What a process shows another when it hands a connection over."""
        return self.store.secret

    # ---- where things are played ----------------------------------------------------------

    def table_address(self, hub: Host, table: str) -> str | None:
        address = self.store.address_of(table)
        if address == self.address and table not in hub.tables:
            self.store.release(table)  # this process let go of it: it is resumed afresh
            address = None
        if address is None and self.store.lease_left(table) is not None:
            hub.take_over()  # its process is gone: this one plays it from now on
        return None if address == self.address else address

    def account_address(self, hub: Host, account: str) -> str | None:
        for table in self.store.places_of(account):
            if table not in hub.tables:
                return self.table_address(hub, table)
        return None

    def plays_elsewhere(self, hub: Host, account: str, table: str) -> str | None:
        return next((t for t in self.store.places_of(account, begun=True)
                     if t != table and t not in hub.tables), None)

    # ---- what the process owes the others ---------------------------------------------------

    def keep_up(self, hub: Host, now: float) -> None:
        renew = now >= self.due
        publish = hub.lobby.changed and now >= self.published_at + PUBLISH_EVERY
        if not (renew or publish):
            return
        try:
            if renew:
                self.due = now + self.store.lease / 4
                held = self.store.renew()
                for table, referee in list(hub.tables.items()):
                    if table not in held and not referee.over:
                        hub.deliver_later(hub.let_go(table))
                hub.take_over()
            self.published_at = now
            self._publish(hub, now)
        except (Unavailable, psycopg.Error) as problem:  # away: the next look tries again
            print(f"cardtable-server: the database: {problem}", file=sys.stderr, flush=True)

    def _publish(self, hub: Host, now: float) -> None:
        """Write the lobby lines of this process's tables that changed since last time."""
        lines = {t: (line_of(r, now), sorted({*r.accounts, r.creator}))
                 for t, r in hub.tables.items() if not r.over}
        changed = {t: x for t, x in lines.items() if self.published.get(t) != x}
        gone = [t for t in self.published if t not in lines]
        self.store.publish(changed, gone)
        self.published = lines

    # ---- hearing the others ---------------------------------------------------------------

    async def listen(self, hub: Host) -> None:
        """Keep the other processes' lobby lines as they change, until cancelled; a lost
        connection to PostgreSQL is made again (the lines are read whole then)."""
        pause = 0.5
        url = self.store.url
        while True:
            try:
                async with await psycopg.AsyncConnection.connect(url, autocommit=True) as ears, \
                        await psycopg.AsyncConnection.connect(url, autocommit=True) as reader:
                    await ears.execute(f"LISTEN {LOBBY_CHANNEL}")
                    await self._read(reader, None, hub)
                    pause = 0.5
                    async for note in ears.notifies():  # the listening connection is busy
                        # while it waits: the lines are read on the other
                        if note.payload != self.store.process:
                            await self._read(reader, note.payload, hub)
            except psycopg.Error:
                await asyncio.sleep(pause)
                pause = min(pause * 2, LISTEN_AGAIN_AT_MOST)

    async def _read(self, conn: psycopg.AsyncConnection[Any], process: str | None,
                    hub: Host) -> None:
        """Read the lines of ``process`` (of every other process for None or ``*``)."""
        whole = process in (None, "*")
        query = ("SELECT table_id, line, members, holder FROM lobby WHERE holder <> %s"
                 if whole else "SELECT table_id, line, members, holder FROM lobby "
                               "WHERE holder = %s")
        cursor = await conn.execute(query, (self.store.process if whole else process,))
        rows = await cursor.fetchall()
        kept = {} if whole else {t: x for t, x in self.remote.items() if x[2] != process}
        for table, line, members, holder in rows:
            kept[table] = (json.loads(line), json.loads(members), holder)
        self.remote.clear()  # the lobby holds this very mapping
        self.remote.update(kept)
        hub.lobby.changed = True


def process_name() -> str:
    """A name for this process no other of the service has: its host, its number and a
    random part (a host's numbers are used again)."""
    host = "".join(c for c in socket.gethostname() if c.isalnum() or c in "-.")[:40]
    return f"{host}-{os.getpid()}-{secrets.token_hex(3)}"


class SharedProcess:
    """What one process of a service holds: its pool of connections to the database, the
    accounts and the store over it, and its part in the service."""

    def __init__(self, url: str, reachable_at: str | None, lease_seconds: float) -> None:
        self.db = PostgresDatabase(url, transaction_seconds=lease_seconds / 2)
        try:
            self.accounts = Accounts(self.db)
            self.store = SharedStore(self.db, process_name(), reachable_at or "",
                                     lease_seconds)
        except psycopg.Error as problem:
            self.db.close()
            raise DatabaseUnreachable(str(problem).strip()) from None
        except BaseException:
            self.db.close()
            raise
        self.service = Service(self.store, reachable_at or "")
        self.fixed = reachable_at is not None

    def listening(self, host: str, port: int) -> None:
        """The process listens at ``host``:``port``: where the others reach it, unless told."""
        if not self.fixed:
            address = f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
            self.store.reachable_at(address)
            self.service.address = address

    def close(self) -> None:
        """Stop: the process's tables go to the others at once."""
        with contextlib.suppress(psycopg.Error):
            self.store.leave()
        self.db.close()
