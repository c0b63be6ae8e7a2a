"""The hostile-table state machine (``tests/server/hostile.py``) for a long run: tables of
honest people and one hostile client, through a real server on loopback, checked after every
step; ``make test`` runs it briefly.

    .venv/bin/python bench/hostile_table.py --minutes 10

It prints the tables played and the steps checked, and exits non-zero at the first violation
(Hypothesis prints the steps that led to it). The server listens on 127.0.0.1 only, and the
run stops by itself when its time is up.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.server.hostile import run, server_in


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=10.0, help="how long to run")
    parser.add_argument("--steps", type=int, default=60, help="the most steps of one table")
    args = parser.parse_args()
    started = time.monotonic()
    tables = 0
    steps = 0
    with tempfile.TemporaryDirectory() as folder:
        server = server_in(Path(folder))
        try:
            while time.monotonic() - started < args.minutes * 60:
                steps += run(server, examples=1, steps=args.steps)
                tables += 1
        finally:
            server.stop()
    minutes = (time.monotonic() - started) / 60
    print(f"hostile table: {tables} tables, {steps} steps (each followed by every check), "
          f"0 violations, {minutes:.1f} min")
    return 0


if __name__ == "__main__":
    sys.exit(main())
