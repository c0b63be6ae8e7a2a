"""Start-up time: from starting the process to the first painted table, median of N runs.

    .venv/bin/python bench/startup.py [--runs 10] [--compare OTHER_CHECKOUT]

Each run starts ``python -m cardtable --exit-after-first-frame`` in a fresh process with its own
data folder and times it until the app reports its first painted frame. Set DISPLAY to measure
a real window (under Xvfb, for instance); without one the offscreen platform is used.

``--compare`` times another copy of the project as well (a ``git worktree`` of an earlier
commit, say), a run of each in turn with the same interpreter, and prints both medians and
their ratio: a busy machine slows both alike, so the ratio holds where the seconds do not.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
"""The copy of the project this script belongs to."""


def one_run(checkout: Path) -> float:
    """Seconds to the first painted table of the app in ``checkout``."""
    env = dict(os.environ)
    if not env.get("DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONPATH"] = str(checkout)  # this copy's package, whatever the interpreter installed
    with tempfile.TemporaryDirectory() as home:
        env["CARDTABLE_HOME"] = home
        start = time.perf_counter()
        proc = subprocess.Popen(
            [sys.executable, "-m", "cardtable", "--exit-after-first-frame", "--seed", "1"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env, cwd=checkout,
        )
        assert proc.stdout is not None
        for line in proc.stdout:
            if line.startswith("first frame"):
                elapsed = time.perf_counter() - start
                break
        else:
            raise RuntimeError(f"the app in {checkout} ended without painting a frame")
        proc.wait(timeout=30)
    return elapsed


def summary(times: list[float]) -> str:
    return (f"median {statistics.median(times):.3f} s, min {min(times):.3f} s, "
            f"max {max(times):.3f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--compare", type=Path, metavar="OTHER_CHECKOUT",
                        help="another copy of the project, timed in turn with this one")
    args = parser.parse_args()
    platform = "X11 " + os.environ["DISPLAY"] if os.environ.get("DISPLAY") else "offscreen"
    if args.compare is None:
        times = [one_run(HERE) for _ in range(args.runs)]
        print(f"start-up to first painted table ({platform}), {args.runs} runs: "
              f"{summary(times)}")
        return
    other = args.compare.resolve()
    ours: list[float] = []
    theirs: list[float] = []
    for _ in range(args.runs):
        ours.append(one_run(HERE))
        theirs.append(one_run(other))
    print(f"start-up to first painted table ({platform}), {args.runs} runs of each in turn:")
    print(f"  {HERE}: {summary(ours)}")
    print(f"  {other}: {summary(theirs)}")
    print(f"  ratio of the medians: {statistics.median(ours) / statistics.median(theirs):.2f}")


if __name__ == "__main__":
    main()
