"""The table's one banner: short messages ("Hearts are broken.", "Chloé bids 0."), one after
another, in a band of the table that no card, pile or name plate takes.

Messages queue: each is shown for a while at the chosen animation speed, then the next (a
message others wait for only as long as it takes to read, and only the latest few wait); a
sticky one (the end of a round) stays once its time is up until another comes. With animations
off the newest message is shown at once. The banner is cleared when the deal, the game or the
position changes, so nothing said of an earlier game or position stays on the table.

``free_spot`` finds where a box of words may lie without covering anything: the banner asks it
for a place between the top of the table and the trick, the prompt beside the person's hand.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import QElapsedTimer, QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtWidgets import QGraphicsScene, QGraphicsTextItem

from .animator import SPEED_FACTORS
from .annotations import HIGHLIGHT, NOTICE_BACK, escape

BANNER_MS = 1800  # how long a message is shown at normal speed
SHORTEST_MS = 900  # however fast the animations, a message stays this long
MOST_WAITING = 2  # messages waiting their turn beyond these are dropped, the oldest first
GAP = 6.0  # between the banner and what it keeps clear of


def free_spot(size: tuple[float, float], wanted: Sequence[QPointF], bounds: QRectF,
              taken: Iterable[QRectF], step: float = 6.0) -> QPointF:
    """The top-left corner for a box of ``size`` that overlaps nothing ``taken`` and stays in
    ``bounds``: the first of the ``wanted`` corners that is free, else the free corner
    nearest one of them, looking up and down from each first, then anywhere on the table;
    the first wanted corner (kept in bounds) when nothing is free."""
    spot = find_free(size, wanted, bounds, taken, step)
    if spot is not None:
        return spot
    width, height = size
    first = wanted[0] if wanted else bounds.topLeft()
    return QPointF(min(max(first.x(), bounds.left()), max(bounds.left(), bounds.right() - width)),
                   min(max(first.y(), bounds.top()), max(bounds.top(), bounds.bottom() - height)))


def find_free(size: tuple[float, float], wanted: Sequence[QPointF], bounds: QRectF,
              taken: Iterable[QRectF], step: float = 6.0,
              reach: float | None = None) -> QPointF | None:
    """As ``free_spot``, but None when no place is free; with ``reach``, only places up to
    that far above or below a wanted corner are looked at."""
    width, height = size
    rects = [r.adjusted(-GAP, -GAP, GAP, GAP) for r in taken]

    def inside(p: QPointF) -> QPointF:
        x = min(max(p.x(), bounds.left()), max(bounds.left(), bounds.right() - width))
        y = min(max(p.y(), bounds.top()), max(bounds.top(), bounds.bottom() - height))
        return QPointF(x, y)

    def free(p: QPointF, near: list[QRectF] = rects) -> bool:
        box = QRectF(p.x(), p.y(), width, height)
        return bounds.contains(box) and not any(box.intersects(r) for r in near)

    def column(p: QPointF) -> list[QRectF]:
        """What lies across the column a place slides up and down in: only those can meet it."""
        return [r for r in rects if r.right() > p.x() and r.left() < p.x() + width]

    starts = [inside(p) for p in wanted] or [inside(bounds.topLeft())]
    columns = [column(p) for p in starts]
    for p, near in zip(starts, columns, strict=True):
        if free(p, near):
            return p
    steps = int((bounds.height() if reach is None else reach) / step) + 1
    for k in range(1, steps):
        for p, near in zip(starts, columns, strict=True):
            for dy in (-k * step, k * step):
                q = QPointF(p.x(), p.y() + dy)
                if free(q, near):
                    return q
    if reach is not None:
        return None
    grid = max(step * 2, 12.0)
    spots = [QPointF(bounds.left() + i * grid, bounds.top() + j * grid)
             for i in range(int((bounds.width() - width) / grid) + 1)
             for j in range(int((bounds.height() - height) / grid) + 1)]
    first = starts[0]
    spots.sort(key=lambda q: (q.x() - first.x()) ** 2 + (q.y() - first.y()) ** 2)
    return next((q for q in spots if free(q)), None)


class Banner(QObject):
    """The one place where the table says what happens; see the module docstring. The
    scene tells it where it may lie (``room``), when the table is laid out again
    (``replace``) and when to forget everything (``clear``)."""

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.speed = "normal"
        self.item = QGraphicsTextItem()
        self.item.setDefaultTextColor(HIGHLIGHT)
        self.item.setZValue(3000)
        self.item.setVisible(False)
        self.item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        scene.addItem(self.item)
        self._queue: deque[tuple[str, bool]] = deque()
        self._sticky = False
        self._showing = ""
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._time_up)
        self._shown = QElapsedTimer()  # since the message on show came
        self._shown.start()
        # where the banner would rather lie (the middle of its top, best first) and what it
        # must not cover, asked of the scene when the banner is placed
        self.room: Callable[[], tuple[Sequence[QPointF], Sequence[QRectF]]] = lambda: ([], [])

    @property
    def duration(self) -> int:
        """How long a message is shown at the speed chosen."""
        factor = SPEED_FACTORS.get(self.speed, 1.0)
        return max(SHORTEST_MS, round(BANNER_MS * factor))

    def say(self, text: str, sticky: bool = False) -> None:
        """Show ``text`` after the messages before it (at once with animations off); a
        sticky message stays until the next. The banner never falls far behind the table:
        a message that waits cuts the one on show short once it has been read, and only the
        latest few wait."""
        if SPEED_FACTORS.get(self.speed, 1.0) == 0 or not self.timer.isActive():
            self._queue.clear()
            self._show(text, sticky)
            return
        self._queue.append((text, sticky))
        while len(self._queue) > MOST_WAITING:
            self._queue.popleft()
        left = self.timer.remainingTime()
        read = max(0, SHORTEST_MS - self._shown.elapsed())
        if left > read:
            self.timer.start(read)

    def say_now(self, text: str) -> None:
        """Show ``text`` at once, before whatever waits (the answer to a click)."""
        self._show(text, False)

    def clear(self) -> None:
        """Forget every message, shown or waiting (a new deal, game or position)."""
        self._queue.clear()
        self.timer.stop()
        self._sticky = False
        self._showing = ""
        self.item.setVisible(False)

    def text(self) -> str:
        """The message on show, or an empty string."""
        return self._showing if self.item.isVisible() else ""

    def waiting(self) -> list[str]:
        """The messages waiting their turn."""
        return [text for text, _ in self._queue]

    def replace(self) -> None:
        """The table has been laid out again: the message on show moves to its room."""
        if self.item.isVisible():
            self._place()

    def _show(self, text: str, sticky: bool) -> None:
        self._showing = text
        self._sticky = sticky
        self.item.setHtml(f"<div style='font-size:15pt; background-color:{NOTICE_BACK}'>"
                          f"&nbsp;{escape(text)}&nbsp;</div>")
        self._place()
        self.item.setVisible(True)
        self._shown.start()
        self.timer.start(self.duration if not self._queue else SHORTEST_MS)

    def _place(self) -> None:
        box = self.item.boundingRect()
        r = self.scene.sceneRect()
        places, taken = self.room()
        wanted = [QPointF(p.x() - box.width() / 2, p.y()) for p in places]
        if not wanted:
            wanted = [QPointF(r.width() / 2 - box.width() / 2, r.height() * 0.04)]
        self.item.setPos(free_spot((box.width(), box.height()), wanted, r, taken))

    def _time_up(self) -> None:
        if self._queue:
            self._show(*self._queue.popleft())
        elif not self._sticky:
            self.item.setVisible(False)
            self._showing = ""
