"""Twenty sessions killed at random moments lose no game and no move (the long run of 200 kills
is ``bench/kills.py``).

Each session is killed once it has shown a random number of moves, up to about three games'
worth, rather than after a random time: a busy machine then plays as much before each kill as an
idle one, and the counts of games ended and of kills in the middle of a game do not depend on the
machine's speed."""

from __future__ import annotations

from . import kill_rounds

MOST_MOVES = 160  # a game of these sessions is 52 moves: kills land in every part of three


def test_twenty_kills_lose_no_game_and_no_move():
    report = kill_rounds.run(rounds=20, seed=7, most_moves=MOST_MOVES)
    assert report.kills == 20 and report.games_ended >= 3
    assert report.missing_from_history == 0
    assert report.recorded_twice == 0
    assert report.person_moves_lost == 0
    assert report.computer_moves_lost_most == 0
    assert len(report.computer_moves_lost) >= 15  # most rounds had a game on the table
