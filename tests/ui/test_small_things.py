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


def test_house_rules_of_a_game_in_progress_say_why_and_stay_readable(qtbot):
    from PySide6.QtWidgets import QLabel

    from cardtable.engine.registry import get
    from cardtable.ui.house_rules_dialog import HouseRulesDialog

    d = HouseRulesDialog(get("black-lady"), 4, None, "morehead", read_only=True)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    assert d.fixed_note.isVisible()
    assert "fixed for the game in progress" in d.fixed_note.text()
    moon = d.readouts["moon"]
    assert isinstance(moon, QLabel) and moon.isEnabled()
    assert moon.text() == d.editors["moon"].currentText()  # the whole choice, not cut off
    d.scroll_area.ensureWidgetVisible(moon)
    qtbot.waitUntil(lambda: moon.visibleRegion().boundingRect().width() > 0)
    assert moon.heightForWidth(moon.width()) <= moon.height()  # every wrapped line shown


def test_the_moon_choice_fits_in_the_house_rules_dialog(qtbot):
    from cardtable.engine.registry import get
    from cardtable.ui.house_rules_dialog import HouseRulesDialog

    d = HouseRulesDialog(get("black-lady"), 4, None, "morehead")
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    combo = d.editors["moon"]
    wanted = combo.fontMetrics().horizontalAdvance(combo.currentText())
    assert combo.width() > wanted + 20  # the text and the arrow, nothing cut off
