"""Help → Rules and Help → About."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from cardtable import __version__
from cardtable.engine.registry import GAMES
from cardtable.session.setup import PERSON, GameSetup, SeatSetup
from cardtable.storage.settings import Settings
from cardtable.ui.about_dialog import LICENCE, AboutDialog
from cardtable.ui.main_window import MainWindow
from cardtable.ui.rules_window import RulesWindow

PYPROJECT = Path(__file__).resolve().parents[2] / "pyproject.toml"


@pytest.fixture
def window(qtbot):
    w = MainWindow(Settings(animation_speed="off", computer_speed="instant"), keep_games=False)
    qtbot.addWidget(w)
    w.show()
    yield w
    w.controller._runner.wait_idle()


@pytest.fixture
def opened_rules(monkeypatch):
    """Open the Rules window without waiting for it to close; record the game it opened at."""
    opened: list[str] = []

    def fake_exec(rules: RulesWindow) -> int:
        opened.append(rules.current_game())
        return 0

    monkeypatch.setattr(RulesWindow, "exec", fake_exec)
    return opened


def test_the_rules_window_opens_at_the_game_and_offers_every_sheet(qtbot):
    rules = RulesWindow("ugly")
    qtbot.addWidget(rules)
    names = [rules.games.item(i).text() for i in range(rules.games.count())]
    assert names == [r.name for r in GAMES]
    assert rules.current_game() == "ugly"
    assert rules.text.toPlainText().startswith("Ugly\n")
    assert "Ugly is a trick-taking game" in rules.text.toPlainText()

    rules.games.setCurrentRow(4)  # a click on Ultimate Loser
    assert rules.current_game() == "ultimate-loser"
    assert "Ultimate Loser is a shedding game" in rules.text.toPlainText()
    rules.games.setFocus()
    qtbot.keyClick(rules.games, Qt.Key.Key_Up)
    assert rules.current_game() == "ugo"
    assert "U-G-O is a battle game" in rules.text.toPlainText()


def test_every_game_has_its_sheet(qtbot):
    rules = RulesWindow("black-lady")
    qtbot.addWidget(rules)
    for game in GAMES:
        rules.show_game(game.id)
        assert rules.text.toPlainText().startswith(game.name + "\n"), game.id


def test_rules_open_at_the_game_on_the_table(window, opened_rules):
    seats = (SeatSetup("Ada", PERSON), *(SeatSetup(f"Bot {i}", "rule") for i in range(1, 4)))
    window.start(GameSetup("up-and-down", 4, 8, seats, {}, None))
    window.show_rules()
    assert opened_rules == ["up-and-down"]


def test_rules_open_from_the_start_screen_at_the_game_in_focus(qtbot, window, opened_rules):
    window.show_start_screen()
    window.start_screen.focus_game("ugo")
    qtbot.mouseClick(window.start_screen.rules_button, Qt.MouseButton.LeftButton)
    window.show_rules()  # Help → Rules (F1) from the start screen too
    assert opened_rules == ["ugo", "ugo"]


def test_about_gives_the_version_and_the_licences(qtbot, window, monkeypatch):
    shown: list[str] = []
    monkeypatch.setattr(AboutDialog, "exec", lambda dialog: shown.append(dialog.text.text()))
    window.show_about()
    (text,) = shown
    assert f"Card Table {__version__}" in text
    assert "GPL-3.0-or-later" in text
    for name, licence in (("Qt", "LGPL-3.0"), ("PySide6", "LGPL-3.0"), ("platformdirs", "MIT"),
                          ("Pillow", "MIT-CMU"), ("Pillow", "HPND"), ("Python", "PSF-2.0")):
        row = next(r for r in text.split("<tr>") if f"<b>{name}</b>" in r)
        assert licence in row, name


def test_the_licence_named_in_about_is_the_one_the_package_declares():
    declared = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"]["license"]
    assert (declared["text"] if isinstance(declared, dict) else declared) == LICENCE
