"""A service of several ``cardtable-server`` processes on loopback, sharing the tests'
PostgreSQL, with HAProxy in front as the example deployment has it: what a test of the service
talks to. Its ``url`` is the balancer's (each connection to the next process in turn), and
``urls`` each process's own; ``read_table`` reads what the database keeps of a table, as a
server's ``read_table`` reads its file. Every process and the balancer are stopped at the end,
and nothing listens beyond 127.0.0.1.
"""

from __future__ import annotations

import contextlib
import json
import shutil
import socket
import subprocess
from pathlib import Path
from typing import Any

import psycopg

from .postgres import Cluster, free_port
from .support import HOST, WAIT, Server, eventually

LEASE_SECONDS = 2  # short, so that a table whose process was killed is taken over soon


def haproxy_program() -> str:
    found = shutil.which("haproxy") or shutil.which("haproxy", path="/usr/sbin:/usr/bin")
    assert found, "HAProxy is missing: make test installs Debian's haproxy"
    return found


class Balancer:
    """HAProxy on a loopback port, sending each WebSocket to the next live process; a
    connection to a process that is gone is tried at another."""

    def __init__(self, folder: Path, ports: list[int]) -> None:
        self.config = folder / "haproxy.cfg"
        self.port = free_port()
        servers = "\n".join(f"    server p{i} {HOST}:{port} check inter 500ms fall 1 rise 1"
                            for i, port in enumerate(ports))
        self.config.write_text(f"""global
    maxconn 4000
defaults
    mode http
    timeout connect 2s
    timeout client 60s
    timeout server 60s
    timeout tunnel 1h
    retries 3
    option redispatch 1
    option forwardfor
frontend cards
    bind {HOST}:{self.port}
    default_backend processes
backend processes
    balance roundrobin
{servers}
""", encoding="utf-8")
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> Balancer:
        self.process = subprocess.Popen([haproxy_program(), "-db", "-f", str(self.config)],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        eventually(self._listening, "HAProxy listens")
        return self

    def _listening(self) -> bool:
        assert self.process is not None and self.process.poll() is None, (
            f"HAProxy stopped: haproxy -c -f {self.config}")
        with contextlib.suppress(OSError), socket.create_connection((HOST, self.port), 1):
            return True
        return False

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(WAIT)


class Service:
    """Several server processes sharing one PostgreSQL database, behind a balancer."""

    def __init__(self, folder: Path, database: str, processes: int = 3,
                 limits: tuple[str, ...] = ()) -> None:
        self.database = database
        self.servers = [Server(database, limits=limits,
                               options=("--lease-seconds", str(LEASE_SECONDS),
                                        "--forwarded-for"),
                               errors=folder / f"process{i}.stderr")
                        for i in range(processes)]
        self.folder = folder
        self.balancer: Balancer | None = None
        self.db = database  # what a test of one server reads as its file's name

    def start(self) -> Service:
        for server in self.servers:
            server.start()
        self.balancer = Balancer(self.folder, [s.port for s in self.servers]).start()
        return self

    @property
    def url(self) -> str:
        assert self.balancer is not None
        return f"ws://{HOST}:{self.balancer.port}"

    @property
    def urls(self) -> list[str]:
        return [s.url for s in self.servers]

    def read_table(self, table: str) -> tuple[dict[str, Any], list[int]]:
        with psycopg.connect(self.database, autocommit=True) as conn:
            row = conn.execute("SELECT description FROM tables WHERE id = %s",
                               (table,)).fetchone()
            assert row is not None, table
            log = [a for (a,) in conn.execute(
                "SELECT action FROM actions WHERE table_id = %s ORDER BY n", (table,))]
        return json.loads(row[0]), log

    def lease(self, table: str) -> tuple[str, float]:
        """The process holding ``table``'s lease, and when it was last seen alive."""
        with psycopg.connect(self.database, autocommit=True) as conn:
            row = conn.execute("SELECT holder, alive FROM tables WHERE id = %s",
                               (table,)).fetchone()
        assert row is not None and row[0], table
        return str(row[0]), float(row[1])

    def playing_pid(self, table: str) -> int:
        """The number of the process that holds ``table``'s lease (its name holds it)."""
        holder, _ = self.lease(table)
        return int(holder.rsplit("-", 2)[1])

    def playing(self, table: str) -> Server:
        """The process that plays ``table`` now."""
        pid = self.playing_pid(table)
        return next(s for s in self.servers if s.pid == pid)

    def said_on_stderr(self) -> str:
        return "\n".join(s.said_on_stderr() for s in self.servers)

    def stop(self) -> None:
        if self.balancer is not None:
            self.balancer.stop()
        for server in self.servers:
            server.stop()


def tear_down(service: Service | None, cluster: Cluster, *folders: Path) -> None:
    """Stop what a run started (the service if it got that far, the cluster) and take its
    folders away."""
    if service is not None:
        service.stop()
    cluster.stop()
    for folder in folders:
        shutil.rmtree(folder, ignore_errors=True)
