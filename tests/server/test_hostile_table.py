"""The hostile-table state machine (``hostile.py``), briefly, against a real server on
loopback; ``bench/hostile_table.py`` runs it for as long as it is given."""

from __future__ import annotations

from .hostile import run, server_in


def test_a_hostile_client_changes_nothing_and_learns_nothing(tmp_path):
    server = server_in(tmp_path)
    try:
        assert run(server, examples=5, steps=30) >= 5
    finally:
        server.stop()
