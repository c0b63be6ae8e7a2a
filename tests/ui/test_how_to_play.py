"""How to play: every game has its page, reached from the New game dialog and from Help; the
start screen's and the New game dialog's controls say what they are for."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLineEdit, QSpinBox

from cardtable.engine.registry import GAMES, get
from cardtable.engine.rng import Rng
from cardtable.session.setup import PERSON, GameSetup, SeatSetup
from cardtable.storage.settings import Settings
from cardtable.ui.how_to_play import HowToPlayDialog, how_to_play_html
from cardtable.ui.new_game_dialog import NewGameDialog

from ..deadlines import WAIT_MS
from ..game_facts import facts_of

GAME_IDS = [rules.id for rules in GAMES]
def page_in(parent) -> HowToPlayDialog:
    """The How to play page opened over ``parent``."""
    pages = [p for p in parent.findChildren(HowToPlayDialog) if p.isVisible()]
    assert len(pages) == 1
    return pages[0]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_a_page_that_tells_its_moves(qtbot, game_id):
    text = HowToPlayDialog(game_id).text_shown()
    assert get(game_id).name in text
    for words in facts_of(game_id).HOW_TO_PLAY_SAYS:
        assert words in text, words
    assert "<h3>" in how_to_play_html(game_id)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_new_game_dialog_opens_the_page_of_the_game_chosen(qtbot, game_id):
    dialog = NewGameDialog(Settings(), Rng(1))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.choose_game(game_id)
    qtbot.mouseClick(dialog.how_to_play, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool([p for p in dialog.findChildren(HowToPlayDialog)
                                  if p.isVisible()]), timeout=WAIT_MS)
    page = page_in(dialog)
    assert page.game_id == game_id
    assert get(game_id).name in page.windowTitle()
    page.reject()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_help_opens_the_page_of_the_game_on_the_table(qtbot, window, game_id):
    rules = get(game_id)
    players = rules.default_players
    seats = (SeatSetup("You", PERSON), *(SeatSetup(f"Bot {i}", "rule")
                                         for i in range(1, players)))
    window.start(GameSetup(game_id, players, 3, seats, {}, None))
    window.menus.name_how_to_play()  # as the Help menu opens
    action = window.menus.how_to_play_action
    assert rules.name in action.text()
    action.trigger()
    qtbot.waitUntil(lambda: bool([p for p in window.findChildren(HowToPlayDialog)
                                  if p.isVisible()]), timeout=WAIT_MS)
    page = page_in(window)
    assert page.game_id == game_id
    page.reject()


def test_help_names_the_game_chosen_on_the_start_screen(qtbot, window):
    window.show_start_screen()
    window.start_screen.focus_game("ugo")
    window.menus.name_how_to_play()
    assert get("ugo").name in window.menus.how_to_play_action.text()


def test_the_new_game_dialog_says_what_each_control_is_for(qtbot):
    dialog = NewGameDialog(Settings(), Rng(1))
    qtbot.addWidget(dialog)
    dialog.choose_game("ugly")
    controls = [*dialog.findChildren(QAbstractButton), *dialog.findChildren(QComboBox),
                *dialog.findChildren(QSpinBox), *dialog.findChildren(QLineEdit)]
    controls = [c for c in controls if c.parent() is not None and not c.isHidden()
                and not isinstance(c.parent(), (QComboBox, QSpinBox))]
    assert len(controls) >= 8  # game, how to play, rules, house rules, players, levels, name, OK
    assert all(c.toolTip() for c in controls), [c for c in controls if not c.toolTip()]


def test_the_start_screen_says_what_each_tile_and_button_is_for(qtbot, window):
    window.show_start_screen()
    screen = window.start_screen
    for button in screen.findChildren(QAbstractButton):
        assert button.toolTip(), button
    assert len(screen.findChildren(QAbstractButton)) >= len(GAMES) + 3  # the tiles, the buttons
