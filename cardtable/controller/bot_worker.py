"""Computer players think on a worker thread; their answer comes back on the GUI thread.

A job carries a copy of what its seat may see (an immutable view) and the legal actions, never
the game state, so a slow bot can neither freeze the window nor peek at other hands. Each job is
tagged with the controller's generation: an answer for a game that has since been undone or
replaced is dropped on arrival.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from ..ai.base import Bot
from ..engine.protocol import Action
from ..engine.rng import Rng


class _Signals(QObject):
    chosen = Signal(int, int, int)  # generation, seat, action
    failed = Signal(int, int, str)  # generation, seat, message


class _BotJob(QRunnable):
    def __init__(
        self,
        signals: _Signals,
        generation: int,
        seat: int,
        bot: Bot,
        view: Any,
        legal: Sequence[Action],
        rng: Rng,
    ) -> None:
        super().__init__()
        self.signals = signals
        self.generation = generation
        self.seat = seat
        self.bot = bot
        self.view = view
        self.legal = list(legal)
        self.rng = rng

    def run(self) -> None:
        try:
            action = self.bot.choose(self.view, self.legal, self.rng)
        except Exception as error:  # a bot's failure must reach the window, not kill a thread
            self._report(self.signals.failed, f"{type(error).__name__}: {error}")
        else:
            self._report(self.signals.chosen, action)

    def _report(self, signal: Any, value: object) -> None:
        with contextlib.suppress(RuntimeError):  # the table closed while the bot thought
            signal.emit(self.generation, self.seat, value)


GUI_SWITCH_INTERVAL_S = 0.001


class BotRunner(QObject):
    """Runs bot decisions on a thread pool and reports them on the thread that owns it.

    A thinking bot is pure Python and holds the interpreter lock while it computes; the
    interpreter hands the lock to a waiting thread every switch interval. Shortening it from
    5 ms to 1 ms lets the GUI thread in promptly, so animations stay smooth while bots think.
    """

    chosen = Signal(int, int, int)
    failed = Signal(int, int, str)

    def __init__(self, pool: QThreadPool | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        sys.setswitchinterval(min(sys.getswitchinterval(), GUI_SWITCH_INTERVAL_S))
        self._pool = pool or QThreadPool.globalInstance()
        self._signals = _Signals(self)
        self._signals.chosen.connect(self.chosen)
        self._signals.failed.connect(self.failed)

    def ask(
        self, generation: int, seat: int, bot: Bot, view: Any, legal: Sequence[Action], rng: Rng
    ) -> None:
        """Start a decision; the answer arrives later through ``chosen`` or ``failed``."""
        self._pool.start(_BotJob(self._signals, generation, seat, bot, view, legal, rng))

    def wait_idle(self, msecs: int = 5000) -> bool:
        """Wait for running decisions to end (used when the app closes)."""
        return self._pool.waitForDone(msecs)
