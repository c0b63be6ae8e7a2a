"""A PostgreSQL cluster of the tests' own, started once for the tests that need one and
stopped after the last (``postgres.py``); each test gets an empty database of it."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from .postgres import Cluster
from .service import Service
from .support import Server

ACCOUNTS_FOR_A_RUN = ("accounts_per_hour=100000",)  # every client comes from 127.0.0.1

@pytest.fixture(scope="session")
def postgres_cluster() -> Iterator[Cluster]:
    folder = Path(tempfile.mkdtemp(prefix="cardtable-pg-"))  # a folder PostgreSQL's user
    # may be given, in one it may enter (pytest's own are closed to it when run as root)
    cluster = Cluster(folder)
    try:
        yield cluster.start()
    finally:
        cluster.stop()
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def postgres_url(postgres_cluster: Cluster) -> str:
    """An empty database of the tests' cluster."""
    return postgres_cluster.fresh_database()


@pytest.fixture(params=["one process", "a service of three"])
def any_server(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Server | Service]:
    """What a client talks to, either way a server is run: one process with its SQLite
    file, or three processes sharing PostgreSQL behind a balancer. What holds for one
    holds for the other."""
    running: Server | Service
    if request.param == "one process":
        running = Server(tmp_path / "server.sqlite3", limits=ACCOUNTS_FOR_A_RUN).start()
    else:
        running = Service(tmp_path, request.getfixturevalue("postgres_url"),
                          limits=ACCOUNTS_FOR_A_RUN).start()
    try:
        yield running
    finally:
        running.stop()
