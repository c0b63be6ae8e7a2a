"""The duel's log beside the table takes a share of the window, so that a small window keeps
room for the table and cards a person can read."""

from __future__ import annotations

import pytest

from cardtable.session.setup import GameSetup

from ..deadlines import WAIT_MS
from ..games.ugo.window.test_ugo_table import duel
from .test_more_games import wait_for_turn


@pytest.mark.parametrize("size", [(800, 600), (1100, 760), (1920, 1080)])
def test_the_log_leaves_the_table_most_of_the_window(qtbot, open_window, size):
    w = open_window(keep_games=False, size=size)
    w.start(GameSetup("ugo", 2, 7, duel(), {}, None))
    wait_for_turn(qtbot, w, lambda: False)
    qtbot.waitUntil(lambda: w.game_log.isVisible(), timeout=WAIT_MS)
    assert w.game_log.width() <= 0.3 * w.width()
    if size == (800, 600):  # the hand's cards at a size a person can read
        assert min(item.width for item in w.scene.person_hand()) >= 50
    w.resize(size[0] - 100, size[1])  # smaller still: the log keeps to its share
    qtbot.waitUntil(lambda: w.width() == size[0] - 100
                    and w.scene.sceneRect().width() == w.view.viewport().width(),
                    timeout=WAIT_MS)
    assert w.game_log.width() <= 0.3 * w.width()
