"""The hostile-table state machine (``hostile.py``), briefly, against a real server on
loopback; ``bench/hostile_table.py`` runs it for as long as it is given."""

from __future__ import annotations

from hypothesis import settings
from hypothesis.stateful import run_state_machine_as_test

from .hostile import HostileTable, server_in


def test_a_hostile_client_changes_nothing_and_learns_nothing(tmp_path):
    server = server_in(tmp_path)
    try:
        HostileTable.server = server
        run_state_machine_as_test(HostileTable, settings=settings(
            max_examples=5, stateful_step_count=30, deadline=None))
    finally:
        server.stop()
