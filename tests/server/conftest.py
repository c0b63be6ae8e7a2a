"""A PostgreSQL cluster of the tests' own, started once for the tests that need one and
stopped after the last (``postgres.py``); each test gets an empty database of it."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from .postgres import Cluster


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
