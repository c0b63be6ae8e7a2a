"""The Game menu: New game opens on the game being played, a game's actions are offered only
while they can do something (with the menu closed too: their shortcuts follow), and Undo asks
first when it would go back further than the deal in play."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMessageBox

from cardtable.controller.undo_redo import UndoReach
from cardtable.session.setup import PERSON, GameSetup, SeatSetup
from cardtable.ui.main_window import MainWindow
from cardtable.ui.new_game_dialog import NewGameDialog
from cardtable.ui.undo_asking import far_undo_question

from ..deadlines import WAIT_MS


def game(game_id: str = "black-lady", players: int = 4, **options) -> GameSetup:
    seats = (SeatSetup("Ada", PERSON), *(SeatSetup(f"Bot {i}", "rule") for i in range(1, players)))
    return GameSetup(game_id, players, 5, seats, options)


def wait_for_turn(qtbot, w: MainWindow) -> None:
    c = w.controller
    qtbot.waitUntil(lambda: c.turn is not None and not c.busy, timeout=WAIT_MS)


def dialog_opened_on(monkeypatch, w: MainWindow) -> tuple[str, int]:
    """Press F2 and read which game and how many players the dialog offers (then cancel)."""
    seen: list[tuple[str, int]] = []

    def look(dialog: NewGameDialog) -> int:
        seen.append((dialog.game.currentData(), dialog.players.value()))
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(NewGameDialog, "exec", look)
    w.menus.new_action.trigger()
    assert len(seen) == 1
    return seen[0]


def test_new_game_opens_on_the_game_in_play_else_the_one_last_started(
        qtbot, monkeypatch, open_window):
    w = open_window()
    w.start(game("ugly", 3))
    w.start(game("black-lady", 4))
    w.start(game("ugly", 3))  # started again: the last one started
    assert dialog_opened_on(monkeypatch, w) == ("ugly", 3)
    w.start(game("up-and-down", 5))
    assert dialog_opened_on(monkeypatch, w) == ("up-and-down", 5)
    fresh = open_window(settings={"last_rules": dict(w.settings.last_rules)})
    fresh.show_start_screen()  # no game: the one last started, with its players
    assert dialog_opened_on(monkeypatch, fresh) == ("up-and-down", 5)


GAME_ACTIONS = ("undo_action", "redo_action", "hint_action", "last_trick_action",
                "restart_action", "save_action", "claim_action", "hand_over_action",
                "take_back_action", "end_action", "house_rules_action", "start_screen_action")


def test_with_no_game_no_game_action_is_offered_and_their_keys_do_nothing(qtbot, window):
    window.show_start_screen()
    assert [name for name in GAME_ACTIONS if getattr(window.menus, name).isEnabled()] == []
    told: list[str] = []
    window.controller.refused.connect(told.append)
    window.statusBar().messageChanged.connect(lambda text: told.append(text) if text else None)
    window.activateWindow()
    for key, held in ((Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier),
                      (Qt.Key.Key_H, Qt.KeyboardModifier.NoModifier),
                      (Qt.Key.Key_L, Qt.KeyboardModifier.NoModifier)):
        qtbot.keyClick(window.start_screen, key, held)
    assert told == [] and window.pages.currentWidget() is window.start_screen


def test_the_game_actions_follow_the_game_with_the_menu_closed(qtbot, window):
    w, c = window, window.controller
    menus = w.menus
    w.start(game(passing="none"))
    wait_for_turn(qtbot, w)
    on = {name for name in GAME_ACTIONS if getattr(menus, name).isEnabled()}
    assert on == {"hint_action", "last_trick_action", "restart_action", "save_action",
                  "hand_over_action", "house_rules_action", "start_screen_action"}
    before = list(c.state.log)
    assert c.decide([min(c.turn.legal)])
    assert menus.undo_action.isEnabled()  # while the computer players answer, too
    assert not menus.hint_action.isEnabled()  # no hint until it is the person's turn
    wait_for_turn(qtbot, w)
    played = list(c.state.log)
    w.activateWindow()
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    wait_for_turn(qtbot, w)
    assert c.state.log == before and menus.redo_action.isEnabled()
    assert not menus.undo_action.isEnabled()  # nothing of the person's before
    qtbot.keyClick(w.view, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    wait_for_turn(qtbot, w)
    assert c.state.log == played and not menus.redo_action.isEnabled()


def test_an_undo_past_the_deal_in_play_asks_first(qtbot, monkeypatch, window):
    w, c = window, window.controller
    w.start(game(passing="none"))
    wait_for_turn(qtbot, w)
    mine = list(c.state.log)
    assert c.decide([min(c.turn.legal)])
    wait_for_turn(qtbot, w)
    deal = c.state.deal_no
    assert c.hand_seat_to_computer()
    qtbot.waitUntil(lambda: c.state.deal_no > deal, timeout=WAIT_MS)
    assert c.take_seat_back()
    wait_for_turn(qtbot, w)
    shown = list(c.state.log)
    asked: list[str] = []
    answer = [QMessageBox.StandardButton.No]

    def question(_parent, _title, text, *_rest) -> QMessageBox.StandardButton:
        asked.append(text)
        return answer[0]

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    w.menus.undo_action.trigger()
    assert len(asked) == 1 and "move, 1 deal" in asked[0] and "computer" in asked[0]
    assert c.state.log == shown  # No: nothing taken back
    answer[0] = QMessageBox.StandardButton.Yes
    w.menus.undo_action.trigger()
    wait_for_turn(qtbot, w)
    assert c.state.log == mine
    w.menus.redo_action.trigger()
    wait_for_turn(qtbot, w)
    assert c.state.log == shown


def test_an_undo_in_the_deal_in_play_asks_nothing(qtbot, monkeypatch, window):
    w, c = window, window.controller
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *_args: 1 / 0))
    w.start(game(passing="none"))
    wait_for_turn(qtbot, w)
    before = list(c.state.log)
    assert c.decide([min(c.turn.legal)])
    wait_for_turn(qtbot, w)
    w.menus.undo_action.trigger()
    wait_for_turn(qtbot, w)
    assert c.state.log == before


def test_news_of_an_undo_that_waits_is_shown(qtbot, window):
    window.controller.said.emit("Undo: as soon as the table has shown this move.")
    assert window.statusBar().currentMessage() == "Undo: as soon as the table has shown this move."



def test_the_question_says_what_a_far_undo_takes_back():
    in_this_deal = far_undo_question(UndoReach(0, True))
    assert "deal" not in in_this_deal and "the computer made for you" in in_this_deal
    assert "computer" not in far_undo_question(UndoReach(2, False))
    assert not UndoReach(0, False).far  # nothing to ask
