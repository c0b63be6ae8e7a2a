"""The hostile-table state machine (``hostile.py``), briefly, against a real server on
loopback, run either way (one process, or a service of three); ``bench/hostile_table.py`` runs
it for as long as it is given."""

from __future__ import annotations

from .hostile import run


def test_a_hostile_client_changes_nothing_and_learns_nothing(any_server):
    assert run(any_server, examples=5, steps=30) >= 5
