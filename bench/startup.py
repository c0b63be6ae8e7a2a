"""Start-up time: from starting the process to the first painted table, median of N runs.

    .venv/bin/python bench/startup.py [--runs 10] [--compare OTHER_CHECKOUT] [--compiled]

Each run starts ``python -m cardtable --exit-after-first-frame`` in a fresh process with its own
data folder and times it until the app reports its first painted frame. Set DISPLAY to measure
a real window (under Xvfb, for instance); without one the offscreen platform is used.

``--compare`` times another copy of the project as well (a ``git worktree`` of an earlier
commit, say), a run of each in turn with the same interpreter, and prints both medians and
their ratio: a busy machine slows both alike, so the ratio holds where the seconds do not.

``--compiled`` times the app with its modules' bytecode cached, as an installed app has it (pip
and PyInstaller compile it as they install): an untimed run of each copy first fills a cache in
a temporary folder. Without it, where Python writes no bytecode (``PYTHONDONTWRITEBYTECODE``),
every run compiles every module of the project from source.
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


def one_run(checkout: Path, bytecode: str | None = None) -> float:
    """Seconds to the first painted table of the app in ``checkout``; with ``bytecode``, a
    folder where Python keeps (and finds) the compiled modules."""
    env = dict(os.environ)
    if bytecode is not None:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = bytecode
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
    parser.add_argument("--compiled", action="store_true",
                        help="with the modules' bytecode cached, as an installed app has it")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as cache:
        measure(args.runs, args.compare, cache if args.compiled else None)


def measure(runs: int, compare: Path | None, bytecode: str | None) -> None:
    """Time ``runs`` starts of this copy (and of ``compare``, in turn) and print the medians."""
    platform = "X11 " + os.environ["DISPLAY"] if os.environ.get("DISPLAY") else "offscreen"
    platform += ", bytecode cached" if bytecode else ""
    copies = [HERE] if compare is None else [HERE, compare.resolve()]
    if bytecode is not None:
        for checkout in copies:  # fills the cache; each copy has its own entries there
            one_run(checkout, bytecode)
    times: list[list[float]] = [[] for _ in copies]
    for _ in range(runs):
        for checkout, taken in zip(copies, times, strict=True):
            taken.append(one_run(checkout, bytecode))
    if compare is None:
        print(f"start-up to first painted table ({platform}), {runs} runs: {summary(times[0])}")
        return
    ours, theirs = times
    other = copies[1]
    print(f"start-up to first painted table ({platform}), {runs} runs of each in turn:")
    print(f"  {HERE}: {summary(ours)}")
    print(f"  {other}: {summary(theirs)}")
    print(f"  ratio of the medians: {statistics.median(ours) / statistics.median(theirs):.2f}")


if __name__ == "__main__":
    main()
