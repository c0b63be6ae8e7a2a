"""Twenty sessions killed at random moments lose no game and no move (the long run of 200 kills
is ``bench/kills.py``)."""

from __future__ import annotations

from . import kill_rounds


def test_twenty_kills_lose_no_game_and_no_move():
    report = kill_rounds.run(rounds=20, seed=7)
    assert report.kills == 20 and report.games_ended >= 3
    assert report.missing_from_history == 0
    assert report.recorded_twice == 0
    assert report.person_moves_lost == 0
    assert report.computer_moves_lost_most == 0
    assert len(report.computer_moves_lost) >= 15  # most rounds had a game on the table
