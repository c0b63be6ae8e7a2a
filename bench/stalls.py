"""The longest stall of the GUI thread while whole games are played at full speed.

    .venv/bin/python bench/stalls.py                     # a whole game of Black Lady
    .venv/bin/python bench/stalls.py --game all          # every game in turn
    .venv/bin/python bench/stalls.py --game ugo --deals 2
    .venv/bin/python bench/stalls.py --game all --compare ../other-checkout --rounds 3

The main window opens at 1920×1080 (offscreen unless DISPLAY is set) with animations at normal
speed and the computer players at full ("instant") speed; the person's seat is handed to the
computer, so the game plays itself to its end and the game-over box opens. Then the game, cut
a few moves before its end, is saved and opened again through Game → Open (the replay of its
log is part of what is measured), until the table has shown it.

A timer asks for the GUI thread every 5 ms; a gap is the time between two of its firings
less those 5 ms, which is how long a click or a frame would have waited. The view's paint
times are kept beside them. A watchdog thread samples the GUI thread's Python stack while a
gap is longer than 50 ms, so each long gap is reported with where the thread was and what the
game was doing (the events last shown); the time Python's garbage collector took within a gap
is told beside it, since a collection stops the thread wherever it happens to be, and so is the
CPU time the GUI thread had within it: a gap it spent on the CPU is its own work, a gap it
spent waiting (a lock, the disk, a machine that did not run it) is not. Each gap's start on
the monotonic clock lines it up with a system profiler's samples. Prints the
longest gap, the 99th percentile, the number of gaps over 50 ms, the five worst with their
stacks, the longest paint and the longest collection.

``--compare PATH`` runs the same benchmark on another checkout (the commit before a change),
each round in its own process and the two checkouts in alternation (ours, theirs, then
theirs, ours …), so a busy moment of the machine hurts both; it prints each figure's median
over the rounds beside the other's and their ratio.
"""

from __future__ import annotations

import argparse
import collections
import gc
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from pathlib import Path
from typing import Any

TICK_MS = 5
STALL_MS = 50
HERE = Path(__file__).resolve().parent.parent


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0.0


def host_time() -> float | None:
    """How long the host has kept this machine's CPUs from it so far, in ms: Linux's steal time,
    summed over the CPUs, in steps of a clock tick (10 ms); None where there is none to read. A
    virtual machine whose host runs something else stands still meanwhile, the app with it."""
    try:
        with open("/proc/stat", encoding="ascii") as stat:
            fields = stat.readline().split()
        return int(fields[8]) * 1000 / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return None


class Watch:
    """The GUI thread's pulse (a 5 ms timer), its gaps, and stacks sampled during long ones."""

    def __init__(self, root: Path) -> None:
        self.root = str(root)
        self.gaps: list[float] = []  # ms, one per firing
        # (ms, doing, stacks, gc ms, when it began on the monotonic clock in s, ms on the CPU,
        # ms the host kept the CPUs or None)
        self.long: list[tuple[float, str, list[str], float, float, float, float | None]] = []
        self.host_ms: float | None = None  # the host's time over the whole run
        self._host_times: collections.deque[tuple[float, float | None]] = collections.deque(
            maxlen=100)  # (when, host_time()), read by the watchdog every 10 ms
        self.paints: list[float] = []
        self.collections: list[tuple[int, float]] = []  # (generation, ms) of each collection
        self._collecting = 0.0  # when the collection under way started
        self._collected = 0.0  # ms collecting since the last beat
        self.doing = "starting"
        self._last = time.perf_counter()
        self._worked = time.thread_time()  # the GUI thread's CPU time at the last beat
        self._tick = 0
        self._samples: dict[int, list[str]] = collections.defaultdict(list)
        self._gui = threading.get_ident()
        self._running = True
        self._thread = threading.Thread(target=self._watchdog, daemon=True)

    def start(self, timer: Any) -> None:
        timer.timeout.connect(self.beat)
        timer.start(TICK_MS)
        self._last = time.perf_counter()
        self._worked = time.thread_time()
        self._host_times.append((self._last, host_time()))
        self._thread.start()
        gc.callbacks.append(self._collection)

    def stop(self) -> None:
        gc.callbacks.remove(self._collection)
        self._running = False
        self._thread.join()
        first, last = self._host_times[0][1] if self._host_times else None, host_time()
        self.host_ms = None if first is None or last is None else last - first

    def _collection(self, phase: str, info: dict[str, int]) -> None:
        """Time each of the garbage collector's passes (on the thread that triggered it)."""
        if threading.get_ident() != self._gui:
            return
        if phase == "start":
            self._collecting = time.perf_counter()
            return
        ms = (time.perf_counter() - self._collecting) * 1000
        self.collections.append((info["generation"], ms))
        self._collected += ms

    def beat(self) -> None:
        now, worked = time.perf_counter(), time.thread_time()
        gap = max(0.0, (now - self._last) * 1000 - TICK_MS)
        self.gaps.append(gap)
        if gap > STALL_MS:
            self.long.append((gap, self.doing, self._samples.pop(self._tick, []),
                              self._collected, self._last, (worked - self._worked) * 1000,
                              self._host_since(self._last)))
        self._samples.pop(self._tick, None)
        self._collected = 0.0
        self._tick += 1
        self._last, self._worked = now, worked

    def _host_since(self, began: float) -> float | None:
        """The host's time since the watchdog's last reading before ``began``."""
        readings = list(self._host_times)
        before = [value for when, value in readings if when <= began] or [readings[0][1]]
        now = host_time()
        return None if before[-1] is None or now is None else now - before[-1]

    def _watchdog(self) -> None:
        """Every 10 ms: read the host's time; when the GUI thread has not beaten for 50 ms,
        note where it is."""
        while self._running:
            time.sleep(0.01)
            self._host_times.append((time.perf_counter(), host_time()))
            tick, last = self._tick, self._last
            if (time.perf_counter() - last) * 1000 > STALL_MS + TICK_MS:
                frame = sys._current_frames().get(self._gui)
                if frame is not None:
                    self._samples[tick].append(self._where(frame))

    def _where(self, frame: Any) -> str:
        """The innermost frames of the project's own code, innermost last, then the innermost
        frame of all when it is someone else's (a library, this benchmark's own hooks)."""
        stack = traceback.extract_stack(frame)
        ours = [f for f in stack
                if f.filename.startswith(self.root) and "/bench/" not in f.filename]
        shown = ours[:1] + ours[1:][-4:]  # where it came in, and the innermost frames
        if stack and (not shown or stack[-1] is not shown[-1]):
            shown.append(stack[-1])
        return " > ".join(f"{Path(f.filename).name}:{f.lineno} {f.name}" for f in shown)


def play(game_id: str, deals: int | None, seed: int) -> dict[str, Any]:
    """Play one game (then open it again) and return the figures; see the module docstring."""
    from PySide6.QtCore import QEventLoop, Qt, QTimer
    from PySide6.QtWidgets import QApplication

    from cardtable.engine.registry import get, replay
    from cardtable.session.records import saved_game
    from cardtable.session.setup import PERSON, GameSetup, SeatSetup
    from cardtable.storage.saves import encode
    from cardtable.storage.settings import Settings
    from cardtable.ui.game_files import open_game
    from cardtable.ui.main_window import MainWindow, TableView

    app = QApplication.instance() or QApplication(sys.argv[:1])
    watch = Watch(Path(sys.modules["cardtable"].__file__ or ".").resolve().parent.parent)
    original = TableView.paintEvent

    def timed(self, event):  # type: ignore[no-untyped-def]
        start = time.perf_counter()
        original(self, event)
        watch.paints.append((time.perf_counter() - start) * 1000)

    TableView.paintEvent = timed  # type: ignore[method-assign]
    window = MainWindow(Settings(animation_speed="normal", computer_speed="instant",
                                 confirmations=False))
    window.resize(1920, 1080)
    window.show()
    app.processEvents()
    rules = get(game_id)
    players = rules.default_players
    seats = (SeatSetup("You", PERSON), *(SeatSetup(f"B{i}", "rule") for i in range(1, players)))
    c = window.controller
    shown = {"deals": 0}

    def note(events: list[Any]) -> None:
        if events:
            watch.doing = ", ".join(dict.fromkeys(type(e).__name__ for e in events))
            shown["deals"] += sum(type(e).__name__ == "DealScored" for e in events)
            if deals is not None and shown["deals"] >= deals and loop.isRunning():
                loop.quit()

    loop = QEventLoop()
    c.events_applied.connect(note)
    c.game_finished.connect(lambda _over: QTimer.singleShot(1000, loop.quit))
    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    watch.start(timer)
    window.start(GameSetup(game_id, players, seed, seats, {}, None))
    c.hand_seat_to_computer()
    QTimer.singleShot(30 * 60 * 1000, loop.quit)
    loop.exec()
    played = len(c.state.log)
    box = getattr(window, "game_over_box", None)
    if box is not None:
        box.close()
    # Open the game again, cut a few moves short of where it stopped.
    setup, log = c.setup, list(c.state.log)[:-4]
    assert setup is not None
    folder = Path(tempfile.mkdtemp(prefix="cardtable-stalls-"))
    target = folder / "game.cardtable.json"
    cut = replay(setup.game_id, setup.options, setup.seed, setup.players, log)
    target.write_text(encode(saved_game(setup, log), cut), encoding="utf-8")
    watch.doing = "Game → Open"
    window.scene.all_shown.connect(lambda: QTimer.singleShot(200, loop.quit))
    QTimer.singleShot(0, lambda: open_game(window, str(target)))
    QTimer.singleShot(60 * 1000, loop.quit)
    loop.exec()
    watch.doing = "after the Open"
    timer.stop()
    watch.stop()
    window.keeper.shut_down()
    window.close()
    window.deleteLater()
    app.processEvents()
    TableView.paintEvent = original  # type: ignore[method-assign]
    worst = sorted(watch.long, key=lambda g: -g[0])[:5]
    places: dict[str, list[float]] = collections.defaultdict(list)
    for ms, _doing, stacks, *_rest in watch.long:  # where each long gap was caught first
        places[stacks[0].split(" > ")[-1] if stacks else "(not caught)"].append(ms)
    return {
        "game": game_id, "actions": played, "ticks": len(watch.gaps),
        "longest": max(watch.gaps, default=0.0), "p99": percentile(watch.gaps, 0.99),
        "over": len(watch.long), "paint_max": max(watch.paints, default=0.0),
        "paint_p99": percentile(watch.paints, 0.99),
        "gc_max": max((ms for _g, ms in watch.collections), default=0.0),
        "gc_oldest": sum(g == 2 for g, _ms in watch.collections),
        "worst": [{"ms": ms, "doing": doing, "gc": collected, "began": began, "cpu": cpu,
                   "host": host,
                   "where": [w for w, _n in collections.Counter(stacks).most_common(2)]}
                  for ms, doing, stacks, collected, began, cpu, host in worst],
        "host_ms": watch.host_ms,
        "gui_thread": threading.get_native_id(),
        "places": [[p, len(g), sum(g)]
                   for p, g in sorted(places.items(), key=lambda item: -sum(item[1]))[:8]],
    }


def report(result: dict[str, Any]) -> None:
    print(f"{result['game']} (GUI thread {result.get('gui_thread', '?')}): "
          f"{result['actions']} actions, {result['ticks']} beats; longest gap "
          f"{result['longest']:.1f} ms, p99 {result['p99']:.1f} ms, "
          f"{result['over']} gaps over {STALL_MS} ms; paint p99 {result['paint_p99']:.1f} ms, "
          f"longest {result['paint_max']:.1f} ms; longest garbage collection "
          f"{result['gc_max']:.1f} ms ({result['gc_oldest']} of the oldest generation)")
    if result.get("host_ms") is not None:
        print(f"  the host kept the machine's CPUs for {result['host_ms']:.0f} ms in all "
              "(steal time)")
    for gap in result["worst"]:
        collected = f" ({gap['gc']:.1f} ms collecting garbage)" if gap["gc"] >= 1 else ""
        host = gap.get("host")
        held = f", the host keeping the CPUs for {host:.0f} ms" if host else ""
        print(f"  {gap['ms']:7.1f} ms  after {gap['doing']}{collected}, the GUI thread on the "
              f"CPU for {gap.get('cpu', 0.0):.1f} ms of it{held}, from "
              f"{gap.get('began', 0.0):.3f} s on the monotonic clock")
        for where in gap["where"]:
            print(f"             at {where}")
    if result["places"]:
        print("  every gap over 50 ms, by the innermost frame it was caught in:")
    for place, count, total in result["places"]:
        print(f"  {count:4d} gaps, {total:7.1f} ms in all  {place}")


FIGURES = ("longest", "p99", "over", "paint_max", "gc_max")


def child(root: Path, games: list[str], deals: int | None, seed: int) -> list[dict[str, Any]]:
    """One round on the checkout at ``root``, in a process of its own (JSON on stdout)."""
    command = [sys.executable, str(Path(__file__).resolve()), "--root", str(root), "--json",
               "--seed", str(seed), "--game", ",".join(games)]
    if deals is not None:
        command += ["--deals", str(deals)]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def compare(other: Path, games: list[str], deals: int | None, seed: int, rounds: int) -> None:
    ours: list[list[dict[str, Any]]] = []
    theirs: list[list[dict[str, Any]]] = []
    for n in range(rounds):
        order = [(HERE, ours), (other, theirs)]
        for root, into in order if n % 2 == 0 else order[::-1]:
            into.append(child(root, games, deals, seed + n))
            report_round(root, into[-1])
    print(f"\nmedians over {rounds} rounds: this checkout / {other}")
    for i, game in enumerate(games):
        cells = []
        for figure in FIGURES:
            a = statistics.median(r[i].get(figure, 0.0) for r in ours)
            b = statistics.median(r[i].get(figure, 0.0) for r in theirs)  # older: may lack one
            ratio = f"{a / b:.2f}" if b else "-"
            cells.append(f"{figure} {a:.1f} / {b:.1f} ({ratio})")
        print(f"{game}: " + "; ".join(cells))


def report_round(root: Path, results: list[dict[str, Any]]) -> None:
    print(f"[{root}]")
    for result in results:
        report(result)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="black-lady",
                        help="a game id, several joined by commas, or 'all'")
    parser.add_argument("--deals", type=int, default=None,
                        help="stop after this many deals instead of at the game's end")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--compare", type=Path, default=None,
                        help="another checkout to measure in alternation with this one")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--root", type=Path, default=HERE, help=argparse.SUPPRESS)
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    sys.path.insert(0, str(args.root.resolve()))
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["CARDTABLE_HOME"] = tempfile.mkdtemp(prefix="cardtable-bench-")
    from cardtable.engine.registry import GAMES

    games = [r.id for r in GAMES] if args.game == "all" else args.game.split(",")
    if args.compare is not None:
        compare(args.compare.resolve(), games, args.deals, args.seed, args.rounds)
        return
    results = [play(game, args.deals, args.seed) for game in games]
    if args.json:
        print(json.dumps(results))
    else:
        for result in results:
            report(result)


if __name__ == "__main__":
    main()
