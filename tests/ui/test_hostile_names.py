"""Names and places that no file can hold are refused where they are typed or restored: the OK
button of the Settings and New game dialogs says why, naming house rules warns, and a window
geometry Qt cannot hold gives the default window instead of ending the process."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QDialogButtonBox, QInputDialog, QMessageBox

from cardtable.engine.rng import Rng
from cardtable.games.black_lady.rules import RULES
from cardtable.storage.rule_sets import RuleSetStore
from cardtable.storage.settings import Settings
from cardtable.ui.house_rules_dialog import HouseRulesDialog
from cardtable.ui.main_window import NEW_WINDOW_SIZE, MainWindow
from cardtable.ui.new_game_dialog import NewGameDialog
from cardtable.ui.settings_dialog import SettingsDialog, player_name_problem
from cardtable.ui.window_sizes import screen_room

CONTROL = "Your name cannot contain line breaks or control characters."
BAD_NAMES = [
    ("Ada\x07", CONTROL), ("Tab\there", CONTROL), ("Para\u2029graph", CONTROL),
    ("", "Please enter your name."), ("   ", "Please enter your name."),
]


@pytest.mark.parametrize("make", [
    lambda: SettingsDialog(Settings()),
    lambda: NewGameDialog(Settings(), Rng(1)),
], ids=["settings", "new-game"])
@pytest.mark.parametrize(("name", "problem"), BAD_NAMES)
def test_the_ok_button_says_why_a_name_cannot_be_kept(qtbot, make, name, problem):
    dialog = make()
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    dialog.name.setText(name)
    assert not ok.isEnabled()
    assert ok.toolTip() == problem and dialog.problem.text() == problem
    dialog.name.setText("Ada")
    assert ok.isEnabled() and problem not in ok.toolTip() and dialog.problem.text() == ""


def test_a_name_that_cannot_be_stored_is_refused_in_words():
    # Qt drops a lone surrogate from a line edit; the check refuses it wherever it comes from.
    assert player_name_problem("Ada\ud800") == "Your name holds characters that cannot be stored."
    assert player_name_problem("n" * 41) == "Your name can have at most 40 characters."
    assert player_name_problem(" Zoë ") == ""


@pytest.mark.parametrize(("name", "warning"), [
    ("Half \ud800", "A name cannot hold characters that cannot be stored."),
    ("Bell\x07", "A name cannot contain line breaks or control characters."),
])
def test_house_rules_are_not_saved_under_a_name_no_file_can_hold(qtbot, tmp_path, monkeypatch,
                                                                 name, warning):
    store = RuleSetStore(tmp_path / "sets.json")
    warned: list[str] = []
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: (name, True)))
    monkeypatch.setattr(QMessageBox, "warning",
                        staticmethod(lambda _p, _t, text, *r, **k: warned.append(text)))
    d = HouseRulesDialog(RULES, 4, store=store)
    qtbot.addWidget(d)
    d.save_button.click()
    assert warned == [warning]
    assert store.names(RULES.id) == [] and not store.path.exists()


@pytest.mark.parametrize("geometry", [[0, 0, 2**31, 800], [0, 0, 10**30, 800],
                                      [-(2**40), 0, 900, 700]])
def test_a_window_geometry_qt_cannot_hold_gives_the_default_window(qtbot, geometry):
    w = MainWindow(Settings(animation_speed="off", computer_speed="instant",
                            window_geometry=geometry), keep_games=False)
    qtbot.addWidget(w)
    first = QSize(*NEW_WINDOW_SIZE).boundedTo(screen_room(w))  # the first size, on this screen
    assert (w.width(), w.height()) == (first.width(), first.height())
    w.controller._runner.wait_idle()


def test_a_window_geometry_within_bounds_is_restored(qtbot):
    w = MainWindow(Settings(animation_speed="off", computer_speed="instant",
                            window_geometry=[10, 20, 700, 500]), keep_games=False)
    qtbot.addWidget(w)
    assert (w.x(), w.y(), w.width(), w.height()) == (10, 20, 700, 500)
    w.controller._runner.wait_idle()


def test_the_house_rules_dialog_opens_over_a_store_of_nested_brackets(qtbot, tmp_path):
    path = tmp_path / "sets.json"
    path.write_text("[" * 50_000, encoding="utf-8")
    d = HouseRulesDialog(RULES, 4, store=RuleSetStore(path))
    qtbot.addWidget(d)
    assert "nested more than 100 levels deep" in d.notice.text()
    assert (tmp_path / "sets.json.damaged-1").exists()
