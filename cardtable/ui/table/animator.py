"""Plays the table's animations one step after another and says once when all are done.

The scene queues steps; each step, when its turn comes, moves cards in the scene's model and
returns the animation that shows the move (or nothing). A hold keeps a finished trick or the
deal's scores on view until the person clicks or the pace runs out; a hold of an ``untimed``
kind (the deal's scores, unless the person lets them move on by themselves) waits for the
click. Whoever waits on the table listens for the one ``finished`` signal, never for timers of
their own. A step may carry a cue (a sound) that starts with it, so that the person hears a move
as they see it.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QAbstractAnimation, QObject, QTimer, Signal

SPEED_FACTORS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}

Step = Callable[[], QAbstractAnimation | None]


class _Hold:
    def __init__(self, kind: str, ms: int | None) -> None:
        self.kind = kind
        self.ms = ms  # None: until the person moves on


class Animator(QObject):
    """A queue of animation steps and holds, run in order."""

    finished = Signal()
    hold_started = Signal(str)
    hold_ended = Signal(str)

    def __init__(self, speed: str = "normal", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._steps: deque[Step | _Hold] = deque()
        self._current: QAbstractAnimation | None = None
        self._hold: _Hold | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.release)
        self._idle_notice_pending = False
        self._cue: Callable[[], None] | None = None
        self._hurrying = False
        self.speed = speed
        # the kinds of hold that last until the person moves on, whatever their time (the
        # deal's summary, unless the person lets it move on by itself)
        self.untimed: frozenset[str] = frozenset()

    @property
    def enabled(self) -> bool:
        """Whether moves are animated at all (speed "off" places cards at once)."""
        return SPEED_FACTORS.get(self.speed, 1.0) > 0

    def duration(self, base_ms: int) -> int:
        """A duration scaled to the speed setting."""
        return round(base_ms * SPEED_FACTORS.get(self.speed, 1.0))

    @property
    def busy(self) -> bool:
        """Whether something is playing, holding or waiting to play."""
        return bool(self._steps) or self._current is not None or self._hold is not None

    def is_idle(self) -> bool:
        """Whether nothing plays, holds or waits: the moment for work that can wait."""
        return not self.busy

    @property
    def holding(self) -> str | None:
        """The kind of hold in progress ("trick", "score"), if any."""
        return self._hold.kind if self._hold else None

    def add(self, step: Step) -> None:
        """Queue a step (with the cue given to ``cued``, if it is the first step there)."""
        cue, self._cue = self._cue, None
        self._steps.append(step if cue is None else self._with_cue(step, cue))

    @contextmanager
    def cued(self, cue: Callable[[], None] | None) -> Iterator[None]:
        """Give ``cue`` to the first step queued inside the block: it is called as that step
        starts, after any hold queued before it, so a sound goes with the move it belongs to.
        Steps run at once to catch up (``finish_now``) make no sound: nobody saw them."""
        self._cue = cue
        try:
            yield
        finally:
            self._cue = None

    def _with_cue(self, step: Step, cue: Callable[[], None]) -> Step:
        def cued_step() -> QAbstractAnimation | None:
            if not self._hurrying:
                cue()
            return step()

        return cued_step

    def add_hold(self, kind: str, base_ms: int) -> None:
        """Queue a pause that a click ends early (one of the ``untimed`` kinds only a click
        ends); skipped when animations are off."""
        if self.enabled:
            ms = None if kind in self.untimed else self.duration(base_ms)
            self._steps.append(_Hold(kind, ms))

    @property
    def hold_ends_by_itself(self) -> bool:
        """Whether the hold in progress ends when its time is up (else only the person ends
        it)."""
        return self._timer.isActive()

    def drop_holds(self, kind: str) -> None:
        """Take the queued holds of a kind out of the queue (the deal's scores when the game
        ends with it: the game's end comes with its last trick)."""
        self._steps = deque(s for s in self._steps
                            if not (isinstance(s, _Hold) and s.kind == kind))

    def run(self) -> None:
        """Start the queue if it is not already running."""
        if self._current is None and self._hold is None:
            self._next()

    def release(self) -> None:
        """End the current hold (a click on the table, or its time ran out)."""
        if self._hold is None:
            return
        kind = self._hold.kind
        self._hold = None
        self._timer.stop()
        self.hold_ended.emit(kind)
        self._next()

    def finish_now(self) -> None:
        """Jump every running and queued step to its end (a new game, undo, closing)."""
        if self._current is not None:
            current, self._current = self._current, None
            current.finished.disconnect(self._step_done)
            current.setCurrentTime(current.totalDuration())
            current.stop()
        self._hold = None
        self._timer.stop()
        self._hurrying = True
        try:
            while self._steps:
                item = self._steps.popleft()
                if not isinstance(item, _Hold):
                    animation = item()
                    if animation is not None:
                        animation.setCurrentTime(animation.totalDuration())
        finally:
            self._hurrying = False

    def hurry_current(self) -> None:
        """Jump the step now playing to its end, and go on with the queue (the table is laid
        out at a new size: its moves were bound for the places of the old one, and would land
        the cards there). Holds and the steps still queued are kept: they are shown as they
        come, at the new size."""
        if self._current is None:
            return
        current, self._current = self._current, None
        current.finished.disconnect(self._step_done)
        current.setCurrentTime(current.totalDuration())
        current.stop()
        self._next()

    def clear(self) -> None:
        """Drop everything queued without playing it."""
        self.finish_now()

    def _next(self) -> None:
        while self._steps:
            item = self._steps.popleft()
            if isinstance(item, _Hold):
                self._hold = item
                self.hold_started.emit(item.kind)
                if item.ms is not None:
                    self._timer.start(item.ms)
                return
            animation = item()
            if animation is not None and self.enabled and animation.totalDuration() > 0:
                self._current = animation
                animation.finished.connect(self._step_done)
                animation.start()
                return
            if animation is not None:
                animation.setCurrentTime(animation.totalDuration())
        if not self._idle_notice_pending:
            self._idle_notice_pending = True
            QTimer.singleShot(0, self, self._announce_idle)

    def _announce_idle(self) -> None:
        self._idle_notice_pending = False
        if not self.busy:
            self.finished.emit()

    def _step_done(self) -> None:
        self._current = None
        self._next()
