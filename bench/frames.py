"""Paint time per frame while the cards move: dealing, passing and collecting tricks.

    .venv/bin/python bench/frames.py                          # 3 deals at 1920x1080
    .venv/bin/python bench/frames.py --deals 5 --size 2560x1440
    .venv/bin/python bench/frames.py --compare ../base --rounds 3   # beside another checkout

Computer players play whole deals of Black Lady (four players, three cards passed to the left)
at normal animation speed on a window of ``--size``; the view's paint method is timed for every
frame drawn while the table animates, and each frame is put down to what was being shown when
it was drawn: the deal (52 cards going out), the pass (the cards going across) or a trick being
collected (the last card played and the trick taken to its winner's pile). The report gives
each phase's median, 95th percentile and worst frame.

With ``--compare PATH`` the same measurement runs in alternation on this checkout and on the
one at PATH (the commit before a change, say: ``git worktree add ../base HEAD~1``), each in a
fresh process, so that a busy machine slows both alike; it prints both and their ratio.
Set DISPLAY for a real window; without one the offscreen platform is used (the same raster
painting). Nothing here fails because a machine is slow.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PHASES = ("deal", "pass", "collect")
HERE = Path(__file__).resolve().parents[1]


def measure(deals: int, size: tuple[int, int]) -> dict[str, list[float]]:
    """Frame times by phase for ``deals`` deals played by the computer at ``size``."""
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("CARDTABLE_HOME", tempfile.mkdtemp(prefix="cardtable-bench-"))
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from cardtable.engine.events import Dealt, Passed, TrickWon
    from cardtable.session.setup import PERSON, GameSetup, SeatSetup
    from cardtable.storage.settings import Settings
    from cardtable.ui.main_window import MainWindow, TableView
    from cardtable.ui.table.scene import TableScene

    app = QApplication.instance() or QApplication(sys.argv[:1])
    frames: dict[str, list[float]] = {phase: [] for phase in PHASES}
    shown = {"phase": "deal"}
    paint = TableView.paintEvent
    show_events = TableScene.show_events

    def timed(view, event):  # type: ignore[no-untyped-def]
        start = time.perf_counter()
        paint(view, event)
        if view.table.animator.busy:
            frames[shown["phase"]].append(time.perf_counter() - start)

    def noted(scene, events):  # type: ignore[no-untyped-def]
        for event in events:
            if isinstance(event, Dealt):
                shown["phase"] = "deal"
            elif isinstance(event, Passed):
                shown["phase"] = "pass"
            elif isinstance(event, TrickWon):
                shown["phase"] = "collect"
        show_events(scene, events)

    TableView.paintEvent = timed  # type: ignore[method-assign]
    TableScene.show_events = noted  # type: ignore[method-assign]
    window = MainWindow(Settings(animation_speed="normal", computer_speed="fast",
                                 sound_muted=True), keep_games=False)
    window.resize(*size)
    window.show()
    seats = (SeatSetup("You", PERSON), *(SeatSetup(f"B{i}", "rule") for i in range(1, 4)))
    window.start(GameSetup("black-lady", 4, 100, seats, {"passing": "left"}, None))
    window.controller.hand_seat_to_computer()
    loop = QEventLoop()
    timer = QTimer()
    timer.timeout.connect(lambda: loop.quit() if len(window.controller.state.sheet) >= deals
                          else None)
    timer.start(50)
    QTimer.singleShot(60_000 * deals, loop.quit)  # a bound, should the game stall
    loop.exec()
    timer.stop()
    window.scene.animator.clear()
    window.close()
    window.deleteLater()
    app.processEvents()
    return frames


def figures(times: list[float]) -> dict[str, float]:
    """Median, 95th percentile and worst of frame times, in milliseconds."""
    if not times:
        return {"frames": 0, "median": 0.0, "p95": 0.0, "max": 0.0}
    ordered = sorted(times)
    return {"frames": len(ordered), "median": statistics.median(ordered) * 1000,
            "p95": ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))] * 1000,
            "max": ordered[-1] * 1000}


def run_in(checkout: Path, deals: int, size: str) -> dict[str, list[float]]:
    """One measurement in a fresh process importing Card Table from ``checkout``."""
    env = dict(os.environ, PYTHONPATH=str(checkout))
    out = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--child", "--deals", str(deals),
         "--size", size], env=env, cwd=checkout, capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def report(name: str, frames: dict[str, list[float]], size: str) -> dict[str, dict]:
    """Print and return the figures of each phase."""
    platform = "X11" if os.environ.get("DISPLAY") else "offscreen"
    result = {phase: figures(frames[phase]) for phase in PHASES}
    print(f"{name} ({size}, {platform}):")
    for phase, f in result.items():
        print(f"  {phase:8} {f['frames']:5} frames: median {f['median']:.2f} ms, "
              f"p95 {f['p95']:.2f} ms, worst {f['max']:.2f} ms")
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--compare", type=Path, help="another checkout to measure beside")
    parser.add_argument("--rounds", type=int, default=3, help="with --compare: alternations")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    if args.child:
        print(json.dumps(measure(args.deals, (width, height))))
        return
    if args.compare is None:
        report("this checkout", run_in(HERE, args.deals, args.size), args.size)
        return
    totals: dict[Path, dict[str, list[float]]] = {}
    for _ in range(args.rounds):
        for checkout in (args.compare.resolve(), HERE):  # the other first, then this one
            frames = run_in(checkout, args.deals, args.size)
            into = totals.setdefault(checkout, {phase: [] for phase in PHASES})
            for phase in PHASES:
                into[phase] += frames[phase]
    before = report(f"before ({args.compare})", totals[args.compare.resolve()], args.size)
    after = report("after (this checkout)", totals[HERE], args.size)
    print("ratio after / before:")
    for phase in PHASES:
        b, a = before[phase], after[phase]
        print(f"  {phase:8} median {a['median'] / max(b['median'], 1e-9):.2f}, "
              f"p95 {a['p95'] / max(b['p95'], 1e-9):.2f}, "
              f"worst {a['max'] / max(b['max'], 1e-9):.2f}")


if __name__ == "__main__":
    main()
