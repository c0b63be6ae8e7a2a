"""The long kill run: sessions killed at random moments, and what it cost.

    .venv/bin/python bench/kills.py                     # 200 kills
    .venv/bin/python bench/kills.py --kills 50 --lock 60

Each session (``tests/controller/kill_player.py``) takes up what the last one left in the same data
folder and plays Black Lady with computer players at full speed and the person's seat played by
a script, until it is killed with SIGKILL after 0.2 to 0.8 s. A settling session then finishes
the last game and closes. The script prints the report: games that ended on screen, how many of
them are missing from the history or recorded twice, the person's moves lost, and the computer
moves lost (the most in one kill, and the average). ``--lock S`` makes another program hold the
history's write lock for the first S seconds of the run, so the games of those sessions go
through the outbox. ``make test`` runs the short version (20 kills).
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ["CARDTABLE_HOME"] = tempfile.mkdtemp(prefix="cardtable-kills-")


def hold_history_lock(seconds: float) -> threading.Thread:
    """Another program's write transaction on the history, held for ``seconds``."""
    from cardtable.storage.history import History, history_path

    History().close()  # the file exists, at today's version
    ready = threading.Event()

    def hold() -> None:
        conn = sqlite3.connect(history_path(), isolation_level=None)
        conn.execute("BEGIN IMMEDIATE")
        ready.set()
        time.sleep(seconds)
        conn.execute("ROLLBACK")
        conn.close()

    holder = threading.Thread(target=hold, daemon=True)
    holder.start()
    ready.wait()
    return holder


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=200)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--lock", type=float, default=0.0,
                        help="seconds another program holds the history's lock at the start")
    args = parser.parse_args()
    from tests.controller import kill_rounds

    holder = hold_history_lock(args.lock) if args.lock else None
    started = time.monotonic()
    report = kill_rounds.run(args.kills, args.seed,
                             before_settling=holder.join if holder is not None else lambda: None)
    lost = report.computer_moves_lost
    print(f"{report.kills} kills in {time.monotonic() - started:.0f} s"
          + (f", the history locked for the first {args.lock:.0f} s" if args.lock else ""))
    print(f"games that ended on screen: {report.games_ended}")
    print(f"missing from the history: {report.missing_from_history}")
    print(f"recorded twice: {report.recorded_twice}")
    print(f"person moves lost: {report.person_moves_lost}")
    print(f"computer moves lost: most {report.computer_moves_lost_most} in one kill, "
          f"average {sum(lost) / max(1, len(lost)):.2f} over {len(lost)} kills mid-game")


if __name__ == "__main__":
    main()
