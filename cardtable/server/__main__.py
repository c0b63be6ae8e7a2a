"""``cardtable-server`` and ``python -m cardtable.server``: run a Card Table server.

One command and one SQLite file: the accounts, the tables and every game's log are kept there,
so the server can be stopped (or killed) and started again with every table as it was. It
listens on loopback unless told a host; a club server gives ``--host 0.0.0.0`` (and a
certificate for TLS). Once listening it prints one line with its address, which a program that
starts it (the app hosting a table, a test) reads to learn the port.
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
from typing import Any

from ..net.accounts import Accounts
from ..storage.paths import data_dir
from .hub import Hub
from .limits import Limits
from .store import Store, StoreError
from .ws import run, tls_context

DEFAULT_PORT = 7474
FILES_KEPT = 64  # open files kept for other than connections: the database, the sockets


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="cardtable-server",
                                     description="Run a Card Table server for tables of people.")
    parser.add_argument("--host", default="127.0.0.1",
                        help="the address to listen on (default 127.0.0.1; 0.0.0.0 for every "
                             "network of this machine)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT,
                        help=f"the port (default {DEFAULT_PORT}; 0 lets the system choose)")
    parser.add_argument("--db", type=Path, default=None,
                        help="the server's SQLite file (default: server.sqlite3 in Card "
                             "Table's data folder)")
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
    path = args.db or data_dir() / "server.sqlite3"
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        store = Store(path)
        accounts = Accounts(path)
    except (StoreError, RuntimeError, OSError) as problem:
        print(f"cardtable-server: {path}: {problem}", file=sys.stderr)
        return 2
    hub = Hub(store, accounts, limits=within_open_files(args.limits))
    tls = tls_context(args.cert, args.key) if args.cert else None
    scheme = "wss" if tls else "ws"

    def ready(host: str, port: int) -> None:
        print(f"Card Table server on {scheme}://{host}:{port} ({len(hub.tables)} tables "
              f"resumed, file {path})", flush=True)

    async def serve() -> None:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError):
                loop.add_signal_handler(signum, stop.set)
        if args.with_parent:
            loop.add_reader(sys.stdin.fileno(), lambda: _parent_gone(stop))
        await run(hub, args.host, args.port, tls, ready, stop)

    try:
        asyncio.run(serve())
    except OSError as problem:
        print(f"cardtable-server: cannot listen on {args.host}:{args.port}: {problem}",
              file=sys.stderr)
        return 1
    finally:
        store.close()
        accounts.close()
    return 0


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
