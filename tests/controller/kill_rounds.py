"""Kill a Card Table session again and again and count what was lost.

Each round starts ``kill_player`` in the same data folder (so it takes up what the last round
left), lets it play for a random moment, and kills it with SIGKILL. After each kill the files on
disk are compared with what the session had said it had done; after the last round a settling
session finishes the game left in progress and closes, and the history is compared with every
game that ended. ``make test`` runs a short version; ``bench/kills.py`` a long one.
"""

from __future__ import annotations

import os
import random
import sqlite3
import subprocess
import sys
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from cardtable.storage.history import history_path
from cardtable.storage.in_progress import unfinished_games

ROOT = Path(__file__).resolve().parents[2]
PLAYER = "tests.controller.kill_player"


@dataclass
class Report:
    """What the kills cost: every count but the last should be 0."""

    kills: int = 0
    games_ended: int = 0
    missing_from_history: int = 0
    recorded_twice: int = 0
    person_moves_lost: int = 0
    computer_moves_lost_most: int = 0
    computer_moves_lost: list[int] = field(default_factory=list)


def run(rounds: int, seed: int, longest: float = 0.8, settle_seconds: float = 120,
        before_settling: Callable[[], object] = lambda: None) -> Report:
    """Kill ``rounds`` sessions in the data folder CARDTABLE_HOME names, then (once
    ``before_settling`` returns: a lock let go, say) settle."""
    pick = random.Random(seed)
    report = Report()
    ended: set[str] = set()
    for round_no in range(rounds):
        lines = _killed_after(seed * 1000 + round_no, pick.uniform(0.2, longest))
        report.kills += 1
        ended |= {words[1] for words in lines if words[0] == "F"}
        _count_losses(lines, report)
    before_settling()
    _settle(seed * 1000 + rounds, settle_seconds)
    report.games_ended = len(ended)
    kept = _history_keys()
    report.missing_from_history = len(ended - set(kept))
    report.recorded_twice = sum(n - 1 for n in Counter(_history_seeds()).values())
    report.computer_moves_lost_most = max(report.computer_moves_lost, default=0)
    return report


def _killed_after(session_seed: int, seconds: float) -> list[list[str]]:
    """Start a session, kill it after ``seconds`` of play, and return its whole lines."""
    player = subprocess.Popen([sys.executable, "-m", PLAYER, str(session_seed)], cwd=ROOT,
                              stdout=subprocess.PIPE, env=_environment())
    try:
        assert player.stdout is not None
        assert player.stdout.readline() == b"ready\n"
        first = player.stdout.readline()  # the clock starts at the first move, however slowly
        try:                              # the session started on a busy machine
            out, _ = player.communicate(timeout=seconds)
        except subprocess.TimeoutExpired:
            player.kill()  # SIGKILL: nothing of the session's own runs
            out, _ = player.communicate()
    finally:
        if player.poll() is None:
            player.kill()
            player.wait()
    return [line.split() for line in (first + out).decode().split("\n")[:-1] if line]


def _count_losses(lines: list[list[str]], report: Report) -> None:
    """Compare what the session said with the game it left on disk."""
    moves = [words for words in lines if words[0] == "M"]
    if not moves:
        return
    key, shown = moves[-1][1], int(moves[-1][2])
    ended = any(words == ["F", key] for words in lines)
    on_disk = {f.saved.record_key: len(f.saved.actions)
               for f in unfinished_games() if f.saved is not None}
    if key not in on_disk:
        if not ended:  # the game vanished: every move of it is lost
            report.person_moves_lost += sum(1 for w in lines if w[0] == "P" and w[1] == key)
            report.computer_moves_lost.append(shown)
        return
    kept = on_disk[key]
    report.person_moves_lost += sum(1 for w in lines
                                    if w[0] == "P" and w[1] == key and int(w[2]) > kept)
    report.computer_moves_lost.append(max(0, shown - kept))


def _settle(session_seed: int, seconds: float) -> None:
    """Let a session finish what the kills left and close as the app closes."""
    subprocess.run([sys.executable, "-m", PLAYER, str(session_seed), "--settle"], cwd=ROOT,
                   stdout=subprocess.DEVNULL, env=_environment(), timeout=seconds, check=True)


def _environment() -> dict[str, str]:
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen"}


def _history_keys() -> list[str]:
    return [row[0] for row in _history_rows("record_key")]


def _history_seeds() -> list[str]:
    return [row[0] for row in _history_rows("seed")]


def _history_rows(column: str) -> list[tuple[str]]:
    path = history_path()
    if not path.exists():
        return []
    conn = sqlite3.connect(path)
    try:
        return conn.execute(f"SELECT {column} FROM games").fetchall()
    finally:
        conn.close()
