"""Work that would stall the window runs on the thread pool while the GUI thread waits for it.

Reading a save (its whole game replayed to check it) or opening the score history (its file
checked by SQLite) can take longer than a frame. ``off_thread`` runs such work on the pool and
keeps the GUI thread's event loop turning meanwhile, so the table goes on painting and its
animations and timers go on; input from the person is held back until the work is done, so
nothing they click can land in the middle of it, and the caller gets the work's result (or its
exception) in the same place as before, as if the work had been done in line.

The pool runs a plain callable: a QRunnable subclass that Python also keeps a reference to can
be deleted by the pool in the worker thread while the GUI thread still holds it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TypeVar, cast

from PySide6.QtCore import QEventLoop, QObject, QThreadPool, Signal

T = TypeVar("T")


class _Courier(QObject):
    """Lives on the GUI thread; its signal, emitted on the worker, is delivered there."""

    arrived = Signal()


def off_thread(work: Callable[[], T], pool: QThreadPool | None = None) -> T:
    """Do ``work`` on ``pool`` (the global one by default) and return what it returns, or
    raise what it raised, on the calling thread, whose event loop turns until then."""
    outcome: dict[str, object] = {}
    loop = QEventLoop()
    courier = _Courier()
    courier.arrived.connect(loop.quit)
    lent = [courier]  # the worker lets go of it before it ends: it is deleted on this thread
    let_go = threading.Event()

    def run() -> None:
        messenger = lent.pop()
        try:
            outcome["value"] = work()
        except BaseException as error:  # every failure goes back to the caller
            outcome["error"] = error
        try:
            messenger.arrived.emit()
        finally:
            del messenger
            let_go.set()

    (pool or QThreadPool.globalInstance()).start(run)
    while not outcome:  # an answer that came before the loop began is not waited for
        loop.exec(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
    let_go.wait()  # a moment at most: the worker is past its work
    if "error" in outcome:
        raise cast(BaseException, outcome["error"])
    return cast(T, outcome["value"])
