"""The start screen: every game, chosen by mouse or keyboard, and when it is shown."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QMessageBox, QPushButton

from cardtable import app as cardtable_app
from cardtable.engine.registry import GAMES
from cardtable.session.setup import PERSON, GameSetup, SeatSetup
from cardtable.storage.in_progress import unfinished_games
from cardtable.ui.game_pictures import game_picture
from cardtable.ui.games import GAME_UIS, game_ui
from cardtable.ui.main_window import MainWindow
from cardtable.ui.new_game_dialog import NewGameDialog
from cardtable.ui.table.card_renderer import CardRenderer

from ..deadlines import WAIT_MS


@pytest.fixture
def window(open_window):
    return open_window(settings={"confirmations": False})


@pytest.fixture
def dialogs(monkeypatch):
    """Answer the New game dialog without showing it: record the game it was opened at, and
    accept it when ``accept`` is set."""
    opened: list[str] = []
    answer = {"accept": False}

    def fake_exec(dialog: NewGameDialog) -> int:
        opened.append(dialog.game.currentData())
        return (NewGameDialog.DialogCode.Accepted if answer["accept"]
                else NewGameDialog.DialogCode.Rejected)

    monkeypatch.setattr(NewGameDialog, "exec", fake_exec)
    return opened, answer


def black_lady(seed: int = 12, **options) -> GameSetup:
    seats = (SeatSetup("Ada", PERSON), *(SeatSetup(f"Bot {i}", "rule") for i in range(1, 4)))
    return GameSetup("black-lady", 4, seed, seats, {"passing": "none", **options}, "morehead")


def play_moves(qtbot, w: MainWindow, moves: int) -> None:
    c = w.controller
    while len(c.state.log) < moves:
        qtbot.waitUntil(lambda: c.turn is not None or len(c.state.log) >= moves, timeout=WAIT_MS)
        if len(c.state.log) < moves:
            c.decide([min(c.turn.legal)])
    qtbot.waitUntil(lambda: not w.scene.animator.busy, timeout=WAIT_MS)


def test_the_start_screen_lists_every_game_with_what_each_is_about(window):
    window.show_start_screen()
    tiles = window.start_screen.tiles
    assert [t.game_id for t in tiles] == [r.id for r in GAMES]
    assert [t.name for t in tiles] == [r.name for r in GAMES]
    assert [t.about for t in tiles] == [game_ui(r.id).about() for r in GAMES]
    assert all(t.about for t in tiles) and len({t.about for t in tiles}) == len(tiles)
    assert [t.players for t in tiles] == [f"{r.min_players} to {r.max_players} players"
                                          for r in GAMES]
    assert all(t.accessibleName() == t.name and t.about in t.accessibleDescription()
               for t in tiles)


def test_every_game_has_a_picture_of_cards_on_a_clear_ground(qapp):
    renderer = CardRenderer()
    assert [ui.game_id for ui in GAME_UIS] == [r.id for r in GAMES]
    for rules in GAMES:
        image = game_picture(game_ui(rules.id).picture, 190, 118, renderer).toImage()
        assert (image.width(), image.height()) == (190, 118)
        assert image.pixelColor(0, 0).alpha() == 0  # the felt shows round the cards
        middle = image.pixelColor(95, 59)
        assert middle.alpha() == 255 and middle != QColor(0, 0, 0)  # a card in the middle


def test_clicking_a_game_opens_the_new_game_dialog_at_that_game(qtbot, window, dialogs):
    opened, answer = dialogs
    window.show_start_screen()
    assert window.pages.currentWidget() is window.start_screen
    tile = window.start_screen.tiles[1]
    qtbot.mouseClick(tile, Qt.MouseButton.LeftButton)
    assert opened == ["ugly"]
    assert window.pages.currentWidget() is window.start_screen  # cancelled: nothing changed
    assert window.controller.state is None

    answer["accept"] = True
    qtbot.mouseClick(window.start_screen.tiles[2], Qt.MouseButton.LeftButton)
    assert opened == ["ugly", "up-and-down"]
    assert window.controller.setup.game_id == "up-and-down"
    assert window.pages.currentWidget() is window.view
    assert window.windowTitle() == "Up and Down — Card Table"


def test_the_keyboard_moves_between_the_games_and_enter_opens_one(qtbot, window, dialogs):
    opened, _answer = dialogs
    window.show_start_screen()
    screen = window.start_screen
    tiles = screen.tiles
    assert screen.focusWidget() is tiles[0]
    qtbot.keyClick(tiles[0], Qt.Key.Key_Left)
    assert screen.focusWidget() is tiles[0]  # at the edge the focus stays
    qtbot.keyClick(tiles[0], Qt.Key.Key_Right)
    qtbot.keyClick(tiles[1], Qt.Key.Key_Right)
    assert screen.focusWidget() is tiles[2]
    qtbot.keyClick(tiles[2], Qt.Key.Key_Tab)
    assert screen.focusWidget() is tiles[3]
    qtbot.keyClick(tiles[3], Qt.Key.Key_Return)
    assert opened == [tiles[3].game_id]
    qtbot.keyClick(tiles[3], Qt.Key.Key_Left)
    qtbot.keyClick(tiles[2], Qt.Key.Key_Enter)
    assert opened == [tiles[3].game_id, tiles[2].game_id]


def test_the_games_reflow_into_centred_rows_in_a_narrow_window(qtbot, window):
    """However many games there are, the rows are as even as they can be: every row but the
    last full, the last no longer and centred under the others."""
    window.show_start_screen()
    window.resize(760, 760)
    screen = window.start_screen
    qtbot.waitUntil(lambda: screen.width() <= 760, timeout=WAIT_MS)
    tiles = screen.tiles
    qtbot.waitUntil(lambda: tiles[-1].y() > tiles[0].y(), timeout=WAIT_MS)
    rows = [[t for t in tiles if t.y() == y] for y in sorted({t.y() for t in tiles})]
    assert [t for row in rows for t in row] == tiles
    assert all(len(row) == len(rows[0]) for row in rows[:-1])
    assert len(rows[-1]) <= len(rows[0]) <= len(rows[-1]) + len(rows) - 1

    def middle(row: list) -> float:
        return (row[0].geometry().center().x() + row[-1].geometry().center().x()) / 2

    assert all(abs(middle(row) - middle(rows[0])) <= 2 for row in rows)
    screen.focus_game(tiles[1].game_id)
    qtbot.keyClick(tiles[1], Qt.Key.Key_Down)  # a row down, as far along
    assert screen.focusWidget() is tiles[1 + len(rows[0])]


def test_a_game_in_progress_waits_behind_the_start_screen(qtbot, window):
    window.start(black_lady())
    play_moves(qtbot, window, 4)
    log = list(window.controller.state.log)
    window.show_start_screen()
    assert window.start_screen.back_button.isVisibleTo(window)
    assert not window.statusBar().isVisible()
    qtbot.mouseClick(window.start_screen.back_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.view
    assert window.statusBar().isVisible()
    assert window.controller.state.log[:len(log)] == log
    assert window.windowTitle() == "Black Lady — Card Table"


def test_a_move_asked_for_from_the_start_screen_brings_the_table_back(qtbot, window):
    window.start(black_lady(seed=9))
    play_moves(qtbot, window, 2)
    window.show_start_screen()
    window.menus.last_trick_action.trigger()
    assert window.pages.currentWidget() is window.view


def test_without_a_game_the_start_screen_offers_no_way_back(window):
    window.show_start_screen()
    assert not window.start_screen.back_button.isVisibleTo(window)
    window.show_table()  # nothing to show: the start screen stays
    assert window.pages.currentWidget() is window.start_screen


def test_a_first_start_shows_the_start_screen(window):
    problems: list[str | None] = []
    cardtable_app.open_first_table(window, None, problems)
    assert window.pages.currentWidget() is window.start_screen
    assert window.controller.state is None and problems == []


def test_a_resumed_game_is_shown_instead_of_the_start_screen(qtbot, window, open_window,
                                                             monkeypatch):
    window.start(black_lady(seed=3))
    play_moves(qtbot, window, 8)
    log = list(window.controller.state.log)
    window.close()  # writes the autosave
    assert list(next(unfinished_games()).saved.actions) == log

    monkeypatch.setattr(QMessageBox, "question",
                        staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes))
    again = open_window()
    cardtable_app.open_first_table(again, None, [])
    assert again.pages.currentWidget() is again.view
    assert again.controller.state.log == log


def test_a_declined_game_leaves_the_start_screen(qtbot, window, open_window, monkeypatch):
    window.start(black_lady(seed=4))
    play_moves(qtbot, window, 8)
    window.close()
    monkeypatch.setattr(QMessageBox, "question",
                        staticmethod(lambda *a, **k: QMessageBox.StandardButton.No))
    again = open_window()
    cardtable_app.open_first_table(again, None, [])
    assert again.pages.currentWidget() is again.start_screen


def test_a_game_named_on_the_command_line_starts_at_once(window):
    cardtable_app.open_first_table(window, black_lady(seed=5), [])
    assert window.pages.currentWidget() is window.view
    assert window.controller.setup.seed == 5


def test_at_the_end_of_a_game_the_person_may_go_back_to_the_start_screen(qtbot, window):
    window.start(black_lady(seed=6, deal_limit=1))
    c = window.controller
    while not c.state.is_over:
        qtbot.waitUntil(lambda: c.turn is not None or c.state.is_over, timeout=WAIT_MS)
        if not c.state.is_over:
            c.decide([min(c.turn.legal)])
    qtbot.waitUntil(lambda: hasattr(window, "game_over_box"), timeout=WAIT_MS)
    box = window.game_over_box
    home = next(b for b in box.buttons()
                if isinstance(b, QPushButton) and b.text() == "Start screen")
    qtbot.mouseClick(home, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.start_screen, timeout=WAIT_MS)
    assert not window.start_screen.back_button.isVisibleTo(window)  # the game is over


@pytest.mark.parametrize("size", [(800, 600), (1100, 760), (1920, 1080)])
def test_every_tile_and_button_shows_whole_and_none_covers_another(qtbot, window, size):
    """A low window gives up the tiles' pictures before their words: nothing overlaps and
    every word lies inside its tile."""
    window.show_start_screen()
    window.resize(*size)
    screen = window.start_screen
    qtbot.waitUntil(lambda: screen.height() <= size[1] and screen.width() <= size[0],
                    timeout=WAIT_MS)
    qtbot.waitUntil(lambda: screen.layout().geometry().height() == screen.height(),
                    timeout=WAIT_MS)
    window.show()
    qtbot.waitExposed(window)
    parts = [*screen.tiles, screen.rules_button, screen.people_button, *screen._heading]
    boxes = [part.geometry() for part in parts]
    assert all(screen.rect().contains(box) for box in boxes), [b for b in boxes
                                                               if not screen.rect().contains(b)]
    overlaps = [(a, b) for i, a in enumerate(parts) for b in parts[i + 1:]
                if a.geometry().intersects(b.geometry())]
    assert overlaps == []
    for tile in screen.tiles:
        bottom = tile.panel().bottom()
        assert all(box.bottom() <= bottom for box, *_ in tile.words()), tile.name
    assert all(tile.picture_height > 0 for tile in screen.tiles)  # the cards still show
