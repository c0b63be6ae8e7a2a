"""Start-up time: from starting the process to the first painted table, median of N runs.

    .venv/bin/python bench/startup.py [--runs 10]

Each run starts ``python -m cardtable --exit-after-first-frame`` in a fresh process with its own
data folder and times it until the app reports its first painted frame. Set DISPLAY to measure
a real window (under Xvfb, for instance); without one the offscreen platform is used.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time


def one_run() -> float:
    env = dict(os.environ)
    if not env.get("DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    with tempfile.TemporaryDirectory() as home:
        env["CARDTABLE_HOME"] = home
        start = time.perf_counter()
        proc = subprocess.Popen(
            [sys.executable, "-m", "cardtable", "--exit-after-first-frame", "--seed", "1"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env,
        )
        assert proc.stdout is not None
        for line in proc.stdout:
            if line.startswith("first frame"):
                elapsed = time.perf_counter() - start
                break
        else:
            raise RuntimeError("the app ended without painting a frame")
        proc.wait(timeout=30)
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    args = parser.parse_args()
    times = [one_run() for _ in range(args.runs)]
    platform = "X11 " + os.environ["DISPLAY"] if os.environ.get("DISPLAY") else "offscreen"
    print(f"start-up to first painted table ({platform}), {args.runs} runs: "
          f"median {statistics.median(times):.3f} s, min {min(times):.3f} s, "
          f"max {max(times):.3f} s")


if __name__ == "__main__":
    main()
