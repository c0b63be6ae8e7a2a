"""Analyses of finished games, run on a worker thread and kept in the history.

Weighing a whole game takes a minute or two, so it runs off the GUI thread (on the thread
pool, as the computer players think), and its progress, its end and its failure come
back as signals on the thread that owns the desk. The job works on its own Replay, built from
the game's record, so nothing it reads is shared with the window. A cancel is seen between two
decisions; what was done by then is kept, marked incomplete, and a later run goes on from it.

One desk serves the whole application: the game-over analysis that runs by itself (a setting)
and the Replay windows' buttons go through it, so a window opened on a game already being
analysed shows that run's progress instead of starting another.

The history is opened, and each analysis written to it, on the thread pool as well
(``off_thread``): opening checks the file, and a write may wait on another window's lock.
"""

from __future__ import annotations

import contextlib
import sys
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, QThreadPool, Signal, SignalInstance

from ...ai.analysis import ANALYSIS_BUDGET_MS
from ...controller.bot_worker import GUI_SWITCH_INTERVAL_S
from ...session.replay import Replay
from ...session.review import analyse_game
from ...storage.analysis_records import GameAnalysis
from ...storage.history import History
from ...storage.history_records import Scoresheet
from ..off_thread import off_thread


@dataclass(frozen=True)
class GameKey:
    """A game as the desk knows it: ``game`` names it (its history row id, the record key it is
    kept under, or a token for a game the history does not hold) and ``actions`` are its exact
    moves. An analysis belongs to both: a game opened from a save and played otherwise keeps
    its record key, but its moves, and so its analysis, are another game's."""

    game: object
    actions: tuple[int, ...]


def key_of(game: object, sheet: Scoresheet) -> GameKey:
    """The desk's key of a game shown as ``sheet`` (``game`` as ``GameKey.game``, or a key
    already made)."""
    return game if isinstance(game, GameKey) else GameKey(game, tuple(sheet.actions))


class _Signals(QObject):
    progressed = Signal(object, int, int)  # key, done, total
    finished = Signal(object, object)      # key, GameAnalysis
    failed = Signal(object, str)           # key, message


class _AnalysisJob:
    """One game's analysis, run by the pool as a plain callable: a QRunnable subclass kept
    referenced from Python as well would be deleted twice, by the pool and by Python."""

    def __init__(self, signals: _Signals, key: object, sheet: Scoresheet,
                 seats: Sequence[int], budget_ms: int, earlier: GameAnalysis | None) -> None:
        self.signals = signals
        self.key = key
        self.sheet = sheet
        self.seats = list(seats)
        self.budget_ms = budget_ms
        self.earlier = earlier
        self.stop = threading.Event()

    def run(self) -> None:
        sheet = self.sheet
        try:
            replay = Replay(sheet.game_id, sheet.options, sheet.seed, len(sheet.players),
                            sheet.actions)
            analysis = analyse_game(replay, self.seats, self.budget_ms, self._progress,
                                    self.stop.is_set, self.earlier)
        except Exception as error:  # a failure must reach the window, not kill a thread
            self._report(self.signals.failed, f"{type(error).__name__}: {error}")
        else:
            self._report(self.signals.finished, analysis)

    def _progress(self, done: int, total: int) -> None:
        with contextlib.suppress(RuntimeError):  # the application is closing
            self.signals.progressed.emit(self.key, done, total)

    def _report(self, signal: SignalInstance, value: object) -> None:
        with contextlib.suppress(RuntimeError):
            signal.emit(self.key, value)


class AnalysisDesk(QObject):
    """Starts, cancels and keeps analyses; see the module docstring.

    A game is known by its key: its history row id, the record key it is kept under (a game
    just ended, whose row the disk thread may still be writing), or any other object for a game
    the history does not hold (an imported record), whose analysis is then kept only while the
    application runs; as a ``GameKey``, with its exact moves, so that an analysis is only ever
    given beside the moves it weighed. The history is opened on first need
    (``open_history``), not at start-up.
    ``finished`` carries every analysis that ends, complete or stopped, once it is kept;
    ``problem`` says when the history could not keep or give one.
    """

    progressed = Signal(object, int, int)
    finished = Signal(object, object)
    failed = Signal(object, str)
    problem = Signal(str)

    def __init__(self, open_history: Callable[[], History | None],
                 pool: QThreadPool | None = None, budget_ms: int = ANALYSIS_BUDGET_MS,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        sys.setswitchinterval(min(sys.getswitchinterval(), GUI_SWITCH_INTERVAL_S))
        self._open_history = open_history
        self._history: History | None = None
        self._opening = False  # the history is being opened for an earlier caller
        self.budget_ms = budget_ms
        self._pool = pool or QThreadPool.globalInstance()
        self._signals = _Signals(self)
        self._signals.progressed.connect(self._progressed)
        self._signals.finished.connect(self._finished)
        self._signals.failed.connect(self._failed)
        self._jobs: dict[object, _AnalysisJob] = {}
        self._progress: dict[object, tuple[int, int]] = {}
        self._kept: dict[object, GameAnalysis] = {}

    @property
    def history(self) -> History | None:
        """The score history, opened the first time it is needed; None to a caller that comes
        (from a timer or a signal) while it is being opened for another."""
        if self._history is None and not self._opening:
            self._opening = True
            try:
                self._history = off_thread(self._open_history)
            finally:
                self._opening = False
        return self._history

    def row_of(self, key: object) -> int | None:
        """The history row of a game's key, or None for a game the history does not hold (with
        the key's moves, when it has them)."""
        game, actions = (key.game, key.actions) if isinstance(key, GameKey) else (key, None)
        if isinstance(game, bool) or self.history is None:
            return None
        if isinstance(game, int):
            return game if game > 0 else None
        if isinstance(game, str):
            return (self.history.row_of_key(game) if actions is None
                    else self.history.row_of_game(game, actions))
        return None

    def adopt(self, key: object, analysis: GameAnalysis) -> None:
        """Hold an analysis that came with a game (an imported record) under its key."""
        self._kept[key] = analysis

    def analysis(self, key: object) -> GameAnalysis | None:
        """The analysis kept for a game: this session's, else the history's."""
        if key in self._kept:
            return self._kept[key]
        row = self.row_of(key)
        if row is None or self.history is None:
            return None
        before = self.history.problem
        found = self.history.analysis(row, _moves(key))
        if found is None and self.history.problem and self.history.problem != before:
            self.problem.emit(self.history.problem)
        return found

    def running(self, key: object) -> bool:
        """Whether the game is being analysed now."""
        return key in self._jobs

    def progress(self, key: object) -> tuple[int, int] | None:
        """How far the running analysis of a game is: (decisions done, in all)."""
        return self._progress.get(key) if key in self._jobs else None

    def start(self, key: object, sheet: Scoresheet, seats: Sequence[int]) -> bool:
        """Analyse the decisions of ``seats`` in a game, going on from what is kept; False
        when the game has no moves to analyse or is being analysed already."""
        if not sheet.actions or key in self._jobs:
            return False
        job = _AnalysisJob(self._signals, key, sheet, seats, self.budget_ms, self.analysis(key))
        self._jobs[key] = job
        self._progress[key] = (0, 0)
        self._pool.start(job.run)
        return True

    def cancel(self, key: object) -> None:
        """Stop a game's analysis after the decision being weighed; what is done is kept."""
        if key in self._jobs:
            self._jobs[key].stop.set()

    def _progressed(self, key: object, done: int, total: int) -> None:
        if key in self._jobs:
            self._progress[key] = (done, total)
            self.progressed.emit(key, done, total)

    def _finished(self, key: object, analysis: GameAnalysis) -> None:
        self._jobs.pop(key, None)
        self._kept[key] = analysis
        row, history = self.row_of(key), self.history
        if row is not None and history is not None \
                and not off_thread(lambda: history.keep_analysis(row, analysis, _moves(key))):
            self.problem.emit(history.problem or "")
        self.finished.emit(key, analysis)

    def close(self, wait_ms: int = 5000) -> None:
        """Stop every analysis, wait for the threads and close the history (the application
        is closing); what was done is not kept, as nobody is left to see it kept."""
        for job in self._jobs.values():
            job.stop.set()
        self._pool.waitForDone(wait_ms)
        if self._history is not None:
            self._history.close()
            self._history = None

    def _failed(self, key: object, message: str) -> None:
        self._jobs.pop(key, None)
        self.failed.emit(key, message)


def _moves(key: object) -> tuple[int, ...] | None:
    """The exact moves a key names, or None (the game's as the history holds them now)."""
    return key.actions if isinstance(key, GameKey) else None
