"""The small things of the dialogs and files (issue 18): each fixed, each held here."""

from __future__ import annotations

from cardtable.engine.rng import Rng
from cardtable.storage.settings import Settings
from cardtable.ui.new_game_dialog import NewGameDialog


def test_the_new_game_dialog_shrinks_when_fewer_players_are_chosen(qtbot):
    d = NewGameDialog(Settings(), Rng(1))
    qtbot.addWidget(d)
    d.choose_game("up-and-down")
    d.show()
    qtbot.waitExposed(d)
    d.players.setValue(d.players.maximum())
    qtbot.waitUntil(lambda: len(d.levels) == 5 and d.height() > 250)
    tall = d.height()
    d.players.setValue(d.players.minimum())
    qtbot.waitUntil(lambda: d.height() < tall)
    fresh = NewGameDialog(Settings(), Rng(1))
    qtbot.addWidget(fresh)
    fresh.choose_game("up-and-down")
    fresh.players.setValue(fresh.players.minimum())
    fresh.show()
    qtbot.waitExposed(fresh)
    assert d.height() <= fresh.height() + 4  # no blank area where the levels were
