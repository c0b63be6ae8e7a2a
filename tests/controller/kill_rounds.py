"""Kill a Card Table session again and again and count what was lost.

Each round starts ``kill_player`` in the same data folder (so it takes up what the last round
left), lets it play for a random moment, and kills it with SIGKILL. After each kill the files on
disk are compared with what the session had said it had done; after the last round a settling
session finishes the game left in progress and closes, and the history is compared with every
game that ended. ``make test`` runs a short version; ``bench/kills.py`` a long one.

The moment of a kill is counted in moves for the test (a session is killed once it has shown a
random number of them), so that a slow or busy machine plays as much before each kill as a fast
one; the bench draws it in seconds of play, random moments in time.
"""

from __future__ import annotations

import os
import random
import selectors
import sqlite3
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from cardtable.storage.history import history_path
from cardtable.storage.in_progress import unfinished_games

from ..deadlines import WAIT_S

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
        before_settling: Callable[[], object] = lambda: None,
        most_moves: int | None = None) -> Report:
    """Kill ``rounds`` sessions in the data folder CARDTABLE_HOME names, then (once
    ``before_settling`` returns: a lock let go, say) settle.

    With ``most_moves`` each session is killed once it has shown between 1 and that many moves;
    without, after 0.2 s to ``longest`` seconds of play."""
    pick = random.Random(seed)
    report = Report()
    ended: set[str] = set()
    for round_no in range(rounds):
        session_seed = seed * 1000 + round_no
        if most_moves is None:
            lines = _killed_after_seconds(session_seed, pick.uniform(0.2, longest))
        else:
            lines = _killed_after_moves(session_seed, pick.randint(1, most_moves))
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


def _killed_after_seconds(session_seed: int, seconds: float) -> list[list[str]]:
    """Start a session, kill it after ``seconds`` of play, and return its whole lines. The clock
    starts at its first line, however slowly the session started on a busy machine."""
    with _session(session_seed) as player:
        out = _read_until(player, lambda out: b"\n" in out, WAIT_S)
        out += _read_until(player, lambda out: False, seconds)
        return _killed(player, out)


def _killed_after_moves(session_seed: int, moves: int) -> list[list[str]]:
    """Start a session, kill it once it has shown ``moves`` moves, and return its whole lines.
    The kill lands wherever the session has got to while the last of them was read."""
    with _session(session_seed) as player:
        out = _read_until(player, lambda out: (b"\n" + out).count(b"\nM ") >= moves, WAIT_S)
        return _killed(player, out)


@contextmanager
def _session(session_seed: int) -> Iterator[subprocess.Popen[bytes]]:
    """A session started and ready to play; killed on the way out if it still runs."""
    player = subprocess.Popen([sys.executable, "-m", PLAYER, str(session_seed)], cwd=ROOT,
                              stdout=subprocess.PIPE, bufsize=0, env=_environment())
    try:
        assert player.stdout is not None
        assert player.stdout.readline() == b"ready\n"
        yield player
    finally:
        if player.poll() is None:
            player.kill()
            player.wait()


def _read_until(player: subprocess.Popen[bytes], enough: Callable[[bytes], bool],
                seconds: float) -> bytes:
    """What the session prints until ``enough`` of it has come, or for ``seconds`` at most,
    waiting on its output."""
    assert player.stdout is not None
    deadline = time.monotonic() + seconds
    out = b""
    with selectors.DefaultSelector() as selector:
        selector.register(player.stdout, selectors.EVENT_READ)
        while not enough(out) and (left := deadline - time.monotonic()) > 0:
            if selector.select(left):
                chunk = os.read(player.stdout.fileno(), 65536)
                if not chunk:
                    break
                out += chunk
    return out


def _killed(player: subprocess.Popen[bytes], out: bytes) -> list[list[str]]:
    """Kill the session with SIGKILL (nothing of its own runs), and return every whole line it
    printed, ``out`` first."""
    player.kill()
    rest, _ = player.communicate()
    return [line.split() for line in (out + rest).decode().split("\n")[:-1] if line]


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
