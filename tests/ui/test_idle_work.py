"""Work that waits for a still table: a piece at a time, a pause apart across every such work
(one work may finish before the other begins), none while the table moves."""

from __future__ import annotations

import time
from collections.abc import Iterator
from itertools import pairwise

from PySide6.QtCore import QObject

from cardtable.ui.idle_work import STEP_PAUSE_MS, while_still

from ..deadlines import WAIT_MS


def pieces(name: str, count: int, ran: list[tuple[str, float]]) -> Iterator[None]:
    for _ in range(count):
        ran.append((name, time.perf_counter()))
        yield


def test_two_works_take_turns_a_pause_apart(qtbot):
    owner = QObject()
    ran: list[tuple[str, float]] = []
    done: list[str] = []
    while_still(pieces("sounds", 3, ran), lambda: True, owner, lambda: done.append("sounds"))
    while_still(pieces("faces", 3, ran), lambda: True, owner, lambda: done.append("faces"))
    qtbot.waitUntil(lambda: sorted(done) == ["faces", "sounds"], timeout=WAIT_MS)
    assert sorted(name for name, _ in ran) == ["faces"] * 3 + ["sounds"] * 3
    apart = [(b - a) * 1000 for (_, a), (_, b) in pairwise(ran)]
    assert min(apart) >= STEP_PAUSE_MS - 1, apart  # never two pieces in one frame


def test_no_piece_runs_while_the_table_moves(qtbot):
    owner = QObject()
    ran: list[tuple[str, float]] = []
    moving = [True]
    checked = [0]

    def still() -> bool:
        checked[0] += 1
        return not moving[0]

    done: list[str] = []
    while_still(pieces("faces", 2, ran), still, owner, lambda: done.append("faces"))
    qtbot.waitUntil(lambda: checked[0] >= 3, timeout=WAIT_MS)  # asked again and again
    assert ran == []
    moving[0] = False
    qtbot.waitUntil(lambda: done == ["faces"], timeout=WAIT_MS)
    assert len(ran) == 2
