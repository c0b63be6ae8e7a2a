"""Every window the app has fits an 800×600 screen and opens again at the size it was left at.

The windows are found, not listed: every dialog, main window and window of its own defined
under ``cardtable.ui`` must have a maker here, so that a new one cannot escape the check. Each
is opened, must fit ``SMALL_SCREEN`` (its size and the least size its layout allows), must
remember the size the person gives it, and must not open at a remembered size the screen has
no room for.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from collections.abc import Callable
from dataclasses import replace

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QDialog, QMainWindow, QMessageBox, QWidget

import cardtable.ui
from cardtable.engine.events import GameOver
from cardtable.engine.registry import GAMES, get
from cardtable.engine.rng import Rng
from cardtable.online.link import ServerLink
from cardtable.session.setup import PERSON, GameSetup, SeatSetup
from cardtable.storage.history import History
from cardtable.storage.settings import Settings
from cardtable.ui import main_window, window_sizes
from cardtable.ui.about_dialog import AboutDialog
from cardtable.ui.game_over import GameOverBox
from cardtable.ui.history_window import HistoryWindow
from cardtable.ui.house_rules_dialog import HouseRulesDialog
from cardtable.ui.how_to_play import HowToPlayDialog
from cardtable.ui.main_window import MainWindow
from cardtable.ui.new_game_dialog import NewGameDialog
from cardtable.ui.people.connect_dialog import PlayWithPeopleDialog
from cardtable.ui.people.create_table_dialog import CreateTableDialog
from cardtable.ui.people.hosting import HostedServer
from cardtable.ui.people.lobby_window import LobbyWindow
from cardtable.ui.review.replay_window import ReplayWindow
from cardtable.ui.rules_window import RulesWindow
from cardtable.ui.scoresheet_view import ScoresheetView
from cardtable.ui.settings_dialog import SettingsDialog
from cardtable.ui.window_sizes import SMALL_SCREEN

from ..deadlines import WAIT_MS
from .test_replay_window import played


class Host(QWidget):
    """The window the others open over, holding the settings as the main window does."""

    def __init__(self, settings: Settings, history: History) -> None:
        super().__init__()
        self.settings = settings
        self.history = history
        self.others: list[QWidget] = []  # windows of their own, closed as the test ends


Maker = Callable[[Host], QWidget]


def sheet(host: Host, moves: bool = True):
    """The game the history holds, with its moves or (a game recorded long ago) without."""
    row = host.history.record(played("black-lady", options={"deal_limit": 1}))
    found = host.history.scoresheet(row)
    return found if moves else replace(found, actions=())


def game_over_box(host: Host) -> QWidget:
    seats = (SeatSetup("You", PERSON), *(SeatSetup(f"Player {n}", "rule") for n in (1, 2, 3)))
    setup = GameSetup("black-lady", 4, 1, seats, {}, "morehead")
    return GameOverBox(GameOver((0,), (1, 2, 3, 4)), setup, "Points",
                       [("Penalty", (0, 1, 2, 3))], host)


def unsaved_games_box(host: Host) -> QWidget:
    window = MainWindow(Settings(animation_speed="off"), keep_games=False)
    host.others.append(window)
    return window.unsaved_games._ask()


def table_for_eleven(host: Host) -> QWidget:
    """The Create form with a seat chooser for each of eleven players: it scrolls."""
    form = CreateTableDialog(host)
    form.choose_game("black-lady")
    form.players.setValue(11)
    return form


def house_rules(game_id: str, read_only: bool) -> Maker:
    def make(host: Host) -> QWidget:
        rules = get(game_id)
        return HouseRulesDialog(rules, rules.default_players, read_only=read_only, parent=host)
    return make


MAKERS: dict[type, dict[str, Maker]] = {
    HouseRulesDialog: {f"house rules of {rules.id}{' (read only)' if fixed else ''}":
                       house_rules(rules.id, fixed) for rules in GAMES for fixed in (False, True)},
    HistoryWindow: {"history": lambda host: HistoryWindow(host.history, host, host.settings)},
    ScoresheetView: {"scoresheet": lambda host: ScoresheetView(sheet(host), host)},
    ReplayWindow: {
        "replay": lambda host: ReplayWindow(sheet(host), host.settings, host),
        "replay without moves": lambda host: ReplayWindow(sheet(host, False), host.settings,
                                                          host)},
    SettingsDialog: {"settings": lambda host: SettingsDialog(host.settings, host)},
    NewGameDialog: {"new game": lambda host: NewGameDialog(host.settings, Rng(1), host)},
    RulesWindow: {"rules": lambda host: RulesWindow("ugly", host)},
    AboutDialog: {"about": lambda host: AboutDialog(host)},
    HowToPlayDialog: {"how to play": lambda host: HowToPlayDialog("ugo", host)},
    PlayWithPeopleDialog: {"connect": lambda host: PlayWithPeopleDialog(
        ServerLink(host), HostedServer(parent=host), "Ada", host)},
    LobbyWindow: {"lobby": lambda host: LobbyWindow(host.settings, ServerLink(host),
                                                    parent=host)},
    CreateTableDialog: {"create table": lambda host: CreateTableDialog(host),
                        "create table for eleven": table_for_eleven},
    GameOverBox: {"game over": game_over_box},
    MainWindow: {"main window": lambda host: MainWindow(host.settings, keep_games=False)},
    QMessageBox: {"unsaved games": unsaved_games_box},
}
SIZED_BY_QT = {"game over", "unsaved games"}  # message boxes fit their words, remember nothing
EVERY = [(name, make) for makers in MAKERS.values() for name, make in makers.items()]


def windows_defined_in_the_ui() -> set[type]:
    """Every dialog, main window and widget made a window of its own (``Qt.WindowType.Window``)
    that a module under ``cardtable.ui`` defines."""
    found: set[type] = set()
    for module_info in pkgutil.walk_packages(cardtable.ui.__path__, "cardtable.ui."):
        module = importlib.import_module(module_info.name)
        for _name, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ != module.__name__ or not issubclass(cls, QWidget):
                continue
            if issubclass(cls, (QDialog, QMainWindow)) or "WindowType.Window)" in (
                    inspect.getsource(cls)):
                found.add(cls)
    return found


def test_every_window_of_the_app_is_checked_here():
    missing = {cls.__qualname__ for cls in windows_defined_in_the_ui()} - {
        cls.__qualname__ for cls in MAKERS}
    assert not missing, f"windows with no maker in this test: {sorted(missing)}"


@pytest.fixture
def host(qtbot, tmp_path):
    history = History(tmp_path / "history.sqlite3")
    made = Host(Settings(animation_speed="off", computer_speed="instant"), history)
    qtbot.addWidget(made)
    yield made
    for other in made.others:
        other.close()
    history.close()


def opened(qtbot, make: Maker, host: Host) -> QWidget:
    window = make(host)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(window.isVisible, timeout=WAIT_MS)
    return window


def fits(size: QSize) -> bool:
    return size.width() <= SMALL_SCREEN.width() and size.height() <= SMALL_SCREEN.height()


@pytest.mark.parametrize("name, make", EVERY, ids=[name for name, _ in EVERY])
def test_the_window_fits_a_small_screen(qtbot, host, monkeypatch, name, make):
    for module in (window_sizes, main_window):  # the room an 800×600 screen has
        monkeypatch.setattr(module, "screen_room", lambda _window: SMALL_SCREEN)
    window = opened(qtbot, make, host)
    assert fits(window.size()), f"{name} opens at {window.size().toTuple()}"
    assert fits(window.minimumSize()), f"{name} may not be smaller than {window.minimumSize()}"
    assert fits(window.minimumSizeHint()), (
        f"{name}'s layout needs at least {window.minimumSizeHint().toTuple()}")


REMEMBERED = [(name, make) for name, make in EVERY if name not in SIZED_BY_QT]


@pytest.mark.parametrize("name, make", REMEMBERED, ids=[name for name, _ in REMEMBERED])
def test_the_window_opens_again_at_the_size_it_was_left_at(qtbot, host, name, make):
    window = opened(qtbot, make, host)
    least = window.minimumSizeHint().expandedTo(window.minimumSize())
    left_at = QSize(min(max(least.width() + 17, 600), SMALL_SCREEN.width()),
                    min(max(least.height() + 13, 450), SMALL_SCREEN.height()))
    window.resize(left_at)
    qtbot.waitUntil(lambda: window.size() == left_at, timeout=WAIT_MS)
    before = dict(host.settings.window_sizes)
    window.close()
    kept = {key: size for key, size in host.settings.window_sizes.items()
            if before.get(key) != size}
    if isinstance(window, MainWindow):  # the main window keeps its place too
        assert host.settings.window_geometry[2:] == list(left_at.toTuple())
    else:
        assert list(kept.values()) == [list(left_at.toTuple())], f"{name} kept {kept}"
    again = opened(qtbot, make, host)
    assert again.size() == left_at

    for key in kept:  # a size the screen has no room for is not used
        host.settings.window_sizes[key] = [5000, 4000]
    host.settings.window_geometry = [0, 0, 5000, 4000]
    third = opened(qtbot, make, host)
    room = window_sizes.screen_room(third)
    assert third.width() <= room.width() and third.height() <= room.height(), (
        f"{name} opens at {third.size().toTuple()}")


def test_house_rules_are_as_tall_as_their_game_s_options_need(qtbot, host):
    few = opened(qtbot, house_rules("ultimate-loser", False), host)
    many = opened(qtbot, house_rules("black-lady", False), host)
    assert few.height() < many.height() == SMALL_SCREEN.height()
    assert few.scroll_area.verticalScrollBar().maximum() == 0  # every option in sight
    assert many.scroll_area.verticalScrollBar().maximum() > 0  # the rest a scroll away
