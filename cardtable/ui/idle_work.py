"""Work that waits for a still table, done a piece at a time.

Some work can be done at any moment but costs tens of milliseconds (starting Qt's multimedia,
drawing every card face ahead of need). Done in one piece, or in pieces run back to back (a zero
timer runs before the next frame is due), or beside the work of a deal beginning, it would halt
the cards on screen. So its pieces come a frame's time apart, each only while nothing moves on
the table (the person's turn), and, for work that must not wait for ever, after a time of
patience whatever the table is doing. The pause holds across every such work: two of them
(the sounds, the faces) take turns rather than add their pieces up in one frame.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from PySide6.QtCore import QElapsedTimer, QObject, QTimer

STEP_PAUSE_MS = 25  # between two pieces: a moving card's frame fits in it
_DONE = object()  # what ``next`` gives when the work is done
_last_piece = QElapsedTimer()  # when the last piece of any work ran


def _pause_left_ms() -> int:
    """How long until the next piece, of whichever work, may run (0: now)."""
    if not _last_piece.isValid():
        return 0
    return max(0, STEP_PAUSE_MS - _last_piece.elapsed())


def while_still(pieces: Iterator[None], still: Callable[[], bool], owner: QObject,
                done: Callable[[], None] = lambda: None,
                patience_ms: int | None = None) -> None:
    """Do the work of ``pieces`` (each ``next`` a piece) while ``still()`` holds, a piece per
    turn of the event loop at most every ``STEP_PAUSE_MS`` (of all such work together); then
    call ``done``. After ``patience_ms`` the pieces no longer wait for a still table. The
    timers are ``owner``'s: the work stops when it goes."""
    waited = QElapsedTimer()
    waited.start()

    def step() -> None:
        patient = patience_ms is None or not waited.hasExpired(patience_ms)
        if patient and not still():
            QTimer.singleShot(STEP_PAUSE_MS, owner, step)
            return
        pause = _pause_left_ms()
        if pause:
            QTimer.singleShot(pause, owner, step)
            return
        _last_piece.start()
        if next(pieces, _DONE) is not _DONE:
            QTimer.singleShot(STEP_PAUSE_MS, owner, step)
            return
        done()

    step()
