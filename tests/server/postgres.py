"""A throwaway PostgreSQL for the tests: a cluster made with ``initdb`` in a temporary folder
and started with ``pg_ctl`` on a loopback port, from Debian's ``postgresql`` package (which
``make test``'s set-up installs). It listens on 127.0.0.1 only and is stopped at the end; each
test that wants one gets a database of its own in it (``fresh_database``).

PostgreSQL refuses to run as root: as root, the cluster is made and run as the package's
``postgres`` user.
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import secrets
import shutil
import socket
import subprocess
from pathlib import Path

from ..deadlines import WAIT_S

HOST = "127.0.0.1"
USER = "cardtable"


def server_programs() -> Path:
    """The folder of ``initdb`` and ``pg_ctl``: Debian keeps them out of the PATH, under the
    major version."""
    on_path = shutil.which("pg_ctl")
    if on_path:
        return Path(on_path).resolve().parent
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"),
                   key=lambda p: int(p.split("/")[4]) if p.split("/")[4].isdigit() else 0)
    assert found, "PostgreSQL's server is missing: make test installs Debian's postgresql"
    return Path(found[-1]).parent


def free_port() -> int:
    """A port on loopback nobody listens on now."""
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return int(probe.getsockname()[1])


class Cluster:
    """One PostgreSQL cluster of the tests' own; see the module docstring."""

    def __init__(self, folder: Path, settings: tuple[str, ...] = ()) -> None:
        self.folder = folder
        self.settings = settings  # NAME=VALUE, each given to postgres as -c (a bench's)
        self.data = folder / "data"
        self.port = 0
        self.bin = server_programs()
        self.numbers = 0

    def _as_owner(self, command: list[str]) -> list[str]:
        if os.geteuid() != 0:
            return command
        return ["runuser", "-u", "postgres", "--", *command]

    def start(self) -> Cluster:
        self.folder.mkdir(parents=True, exist_ok=True)
        if os.geteuid() == 0:
            owner = pwd.getpwnam("postgres")
            os.chown(self.folder, owner.pw_uid, owner.pw_gid)
        self._run([str(self.bin / "initdb"), "-D", str(self.data), "-U", USER,
                   "--auth=trust", "-E", "UTF8", "--no-locale"])
        self.port = free_port()
        options = (f"-p {self.port} -c listen_addresses={HOST} -k {self.folder} "
                   "-c fsync=off -c max_connections=200"
                   + "".join(f" -c {setting}" for setting in self.settings))
        self._run([str(self.bin / "pg_ctl"), "-D", str(self.data), "-l",
                   str(self.folder / "server.log"), "-o", options, "-w", "-t", str(int(WAIT_S)),
                   "start"])
        return self

    def _run(self, command: list[str]) -> None:
        done = subprocess.run(self._as_owner(command), capture_output=True, text=True,
                              timeout=WAIT_S + 5, check=False)
        assert done.returncode == 0, f"{command[0]}: {done.stdout}{done.stderr}"

    def restart(self) -> None:
        """Stop the cluster at once, as an administrator or a crash would, and start it
        again on the same port: every connection to it is cut."""
        self._run([str(self.bin / "pg_ctl"), "-D", str(self.data), "-l",
                   str(self.folder / "server.log"), "-m", "immediate", "-w", "-t",
                   str(int(WAIT_S)), "restart"])

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{USER}@{HOST}:{self.port}/{database}"

    def fresh_database(self) -> str:
        """The address of a new, empty database of this cluster."""
        import psycopg

        self.numbers += 1
        name = f"t{self.numbers}_{secrets.token_hex(3)}"
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f"CREATE DATABASE {name}")
        return self.url(name)

    def stop(self) -> None:
        with contextlib.suppress(subprocess.SubprocessError, OSError):
            subprocess.run(self._as_owner([str(self.bin / "pg_ctl"), "-D", str(self.data),
                                           "-m", "immediate", "-w", "stop"]),
                           capture_output=True, timeout=WAIT_S)
