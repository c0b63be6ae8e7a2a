"""``cardtable-server`` and ``python -m cardtable.server``: run a Card Table server.

One command and one SQLite file: the accounts, the tables and every game's log are kept there,
so the server can be stopped (or killed) and started again with every table as it was. It
listens on loopback unless told a host; a club server gives ``--host 0.0.0.0`` (and a
certificate for TLS). Once listening it prints one line with its address, which a program that
starts it (the app hosting a table, a test) reads to learn the port.

Given ``--db postgresql://…`` instead, it is one process of a service: any number of them, on
one host or several, share that database, and each plays its share of the tables
(``service.py``).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import signal
import sys
from dataclasses import fields, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..net.accounts import Accounts
from ..storage.paths import data_dir
from .hub import Hub
from .limits import Limits
from .store import Store, StoreError
from .ws import run, tls_context

if TYPE_CHECKING:
    from .service import SharedProcess

DEFAULT_PORT = 7474
LEASE_SECONDS = 10.0
FILES_KEPT = 64  # open files kept for other than connections: the database, the sockets


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="cardtable-server",
                                     description="Run a Card Table server for tables of people.")
    parser.add_argument("--host", default="127.0.0.1",
                        help="the address to listen on (default 127.0.0.1; 0.0.0.0 for every "
                             "network of this machine)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT,
                        help=f"the port (default {DEFAULT_PORT}; 0 lets the system choose)")
    parser.add_argument("--db", default=None,
                        help="the server's SQLite file (default: server.sqlite3 in Card "
                             "Table's data folder), or postgresql://USER:PASSWORD@HOST/NAME "
                             "for a service of several processes sharing that database")
    parser.add_argument("--reachable-at", metavar="HOST:PORT",
                        help="with PostgreSQL: where the service's other processes reach this "
                             "one (default: the address it listens on)")
    parser.add_argument("--lease-seconds", type=float, default=LEASE_SECONDS,
                        help="with PostgreSQL: how long a table waits for its process to show "
                             "it lives before another process takes it over (default "
                             f"{LEASE_SECONDS:g})")
    parser.add_argument("--forwarded-for", action="store_true",
                        help="behind a load balancer that adds X-Forwarded-For: count each "
                             "client's limits by the address it names (only where nobody can "
                             "reach this process but through the balancer)")
    parser.add_argument("--cert", help="a TLS certificate chain (PEM): clients use wss://")
    parser.add_argument("--key", help="the certificate's private key (PEM)")
    parser.add_argument("--with-parent", action="store_true",
                        help="stop when standard input closes: a program that starts the "
                             "server keeps it open, so the server ends with it even if it "
                             "crashes (the app hosting a table)")
    parser.add_argument("--limit", action="append", default=[], metavar="NAME=NUMBER",
                        help="change one of a public server's limits (repeat for several): "
                             + ", ".join(f"{f.name} (default {f.default})"
                                         for f in fields(Limits)))
    args = parser.parse_args(argv)
    if bool(args.cert) != bool(args.key):
        parser.error("--cert and --key go together")
    if not args.lease_seconds >= 1:
        parser.error("--lease-seconds is at least 1")
    if args.reachable_at and not is_postgresql(args.db):
        parser.error("--reachable-at is for a service sharing a PostgreSQL database (--db)")
    try:
        args.limits = read_limits(args.limit)
    except ValueError as wrong:
        parser.error(str(wrong))
    return args


def read_limits(settings: list[str]) -> Limits:
    """``Limits`` with each ``NAME=NUMBER`` of ``settings`` changed; ``ValueError`` names the
    first that is not a limit or not a number at least 0."""
    known = {f.name: f.type for f in fields(Limits)}
    values: dict[str, Any] = {}
    for setting in settings:
        name, _, text = setting.partition("=")
        if name not in known:
            raise ValueError(f"--limit {setting}: no limit {name!r}; known: {', '.join(known)}")
        try:
            number = int(text) if known[name] in (int, "int") else float(text)
        except ValueError:
            raise ValueError(f"--limit {setting}: {text!r} is not a number") from None
        if not number >= 0:
            raise ValueError(f"--limit {setting}: a limit is at least 0")
        values[name] = number
    return replace(Limits(), **values)


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    shared = is_postgresql(args.db)
    where = without_password(args.db) if shared else Path(args.db or data_dir() / "server.sqlite3")
    try:
        if shared:
            try:
                from .service import SharedProcess  # psycopg: only for a service
            except ImportError:
                print("cardtable-server: a PostgreSQL database needs psycopg: "
                      "pip install 'cardtable[server]'", file=sys.stderr)
                return 2
            process: SharedProcess | None = SharedProcess(args.db, args.reachable_at,
                                                          args.lease_seconds)
            assert process is not None
            store: Store = process.store
            accounts = process.accounts
        else:
            process = None
            assert isinstance(where, Path)
            where.parent.mkdir(parents=True, exist_ok=True)
            store, accounts = Store(where), Accounts(where)
    except (StoreError, RuntimeError, OSError) as problem:
        print(f"cardtable-server: {where}: {problem}", file=sys.stderr)
        return 2
    hub = Hub(store, accounts, limits=within_open_files(args.limits),
              peers=process.service if process else None)
    tls = tls_context(args.cert, args.key) if args.cert else None
    scheme = "wss" if tls else "ws"

    def ready(host: str, port: int) -> None:
        if process is not None:
            process.listening(host, port)
        kept = f"database {where}" if shared else f"file {where}"
        print(f"Card Table server on {scheme}://{host}:{port} ({len(hub.tables)} tables "
              f"resumed, {kept})", flush=True)

    async def serve() -> None:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError):
                loop.add_signal_handler(signum, stop.set)
        if args.with_parent:
            loop.add_reader(sys.stdin.fileno(), lambda: _parent_gone(stop))
        await run(hub, args.host, args.port, tls, ready, stop,
                  process.service if process else None, args.forwarded_for)

    try:
        asyncio.run(serve())
    except OSError as problem:
        print(f"cardtable-server: cannot listen on {args.host}:{args.port}: {problem}",
              file=sys.stderr)
        return 1
    finally:
        if process is not None:
            process.close()
        else:
            store.close()
            accounts.close()
    return 0


def is_postgresql(where: object) -> bool:
    """Whether ``where`` (a ``--db``) names a PostgreSQL database rather than a file."""
    return isinstance(where, str) and where.startswith(("postgresql://", "postgres://"))


def without_password(url: str) -> str:
    """A database's address fit to print: its password left out."""
    scheme, _, rest = url.partition("://")
    credentials, at, place = rest.rpartition("@")
    return f"{scheme}://{credentials.split(':', 1)[0]}{at}{place}" if at else url


def within_open_files(limits: Limits) -> Limits:
    """``limits`` with no more connections than the files this process may open (raised to
    the system's ceiling first), less some for the database and the listening sockets: a
    server out of files could no longer accept even its own players."""
    try:
        import resource
    except ImportError:  # not on this system: the operating system's limit stands
        return limits
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    with contextlib.suppress(ValueError, OSError):
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
        soft = hard
    room = max(1, soft - FILES_KEPT)
    return replace(limits, connections=min(limits.connections, room),
                   kept_for_players=min(limits.kept_for_players, room // 10))


def _parent_gone(stop: asyncio.Event) -> None:
    """Standard input is readable: the parent wrote (ignored) or is gone (end of file)."""
    if not os.read(sys.stdin.fileno(), 4096):
        asyncio.get_running_loop().remove_reader(sys.stdin.fileno())
        stop.set()


if __name__ == "__main__":
    sys.exit(main())
