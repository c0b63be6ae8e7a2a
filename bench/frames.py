"""Paint time per frame while 52 cards are dealt on a 1920×1080 table.

    .venv/bin/python bench/frames.py [--deals 5]

The view's paint method is timed for every frame drawn while the deal animation runs (normal
speed). Prints the median and 95th percentile over all frames of all deals. Set DISPLAY for a
real window; without one the offscreen platform is used (the same raster painting).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CARDTABLE_HOME", tempfile.mkdtemp(prefix="cardtable-bench-"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=5)
    args = parser.parse_args()

    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from cardtable.session.setup import PERSON, GameSetup, SeatSetup
    from cardtable.storage.settings import Settings
    from cardtable.ui.main_window import MainWindow, TableView

    app = QApplication.instance() or QApplication(sys.argv[:1])
    frames: list[float] = []
    original = TableView.paintEvent

    def timed(self, event):  # type: ignore[no-untyped-def]
        start = time.perf_counter()
        original(self, event)
        frames.append(time.perf_counter() - start)

    TableView.paintEvent = timed  # type: ignore[method-assign]
    window = MainWindow(Settings(animation_speed="normal", computer_speed="slow"))
    window.resize(1920, 1080)
    window.show()
    seats = (SeatSetup("You", PERSON), *(SeatSetup(f"B{i}", "rule") for i in range(1, 4)))
    for deal in range(args.deals):
        loop = QEventLoop()
        window.scene.all_shown.connect(loop.quit)
        QTimer.singleShot(20000, loop.quit)
        window.start(GameSetup("black-lady", 4, 100 + deal, seats, {"passing": "none"}, None))
        loop.exec()
        window.scene.all_shown.disconnect(loop.quit)
    times = sorted(frames)
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    platform = "X11" if os.environ.get("DISPLAY") else "offscreen"
    print(f"dealing 52 cards at 1920x1080 ({platform}), {args.deals} deals, {len(times)} frames: "
          f"median {statistics.median(times) * 1000:.2f} ms, p95 {p95 * 1000:.2f} ms, "
          f"max {times[-1] * 1000:.2f} ms per frame")
    window.close()
    window.deleteLater()
    app.processEvents()


if __name__ == "__main__":
    main()
