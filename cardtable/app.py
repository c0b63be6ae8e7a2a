"""Composition root: the QApplication, the settings, the window, and the screenshot mode.

The table is on the screen before anything it does not need: the way to tables of people is made
when the person first asks for it, and the data folders are checked just after the first frame
(the person is told the same things, a moment later)."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from .resources import APP_ID, icon_files
from .storage.settings import load_settings, save_settings
from .texts import person_name, tr

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QWidget

    from .session.setup import GameSetup
    from .storage.history import History
    from .storage.settings import Settings
    from .ui.main_window import MainWindow
    from .ui.people.play_with_people import PlayWithPeople


def _ensure_platform(args: argparse.Namespace) -> None:
    """A screenshot needs no screen: draw offscreen unless a platform was chosen."""
    if args.screenshot and "QT_QPA_PLATFORM" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"


def run(args: argparse.Namespace) -> int:
    """Start the app; with ``--screenshot`` render one table to a file and quit."""
    _ensure_platform(args)
    from PySide6.QtCore import QLocale, QTimer
    from PySide6.QtWidgets import QApplication

    from .engine.registry import DECLARED
    from .ui.main_window import NEW_WINDOW_SIZE, MainWindow
    from .ui.translation import install_translator

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Card Table")
    QApplication.setDesktopFileName(APP_ID)  # the desktop matches windows to the launcher
    QApplication.setWindowIcon(app_icon())
    settings, problem = load_settings()
    install_translator(app, None if settings.language == "system" else QLocale(settings.language))
    try:
        setup = first_setup(args, settings)
    except ValueError as error:
        print(f"cardtable: {error}", file=sys.stderr)
        return 2

    if args.screenshot:
        settings.animation_speed = "off"
        settings.computer_speed = "instant"
        settings.sound_muted = True  # a picture is taken in silence
        if args.review is not None:
            return review_screenshot(setup, settings, args.review, args.screenshot)
        window = MainWindow(settings, keep_games=False)
        window.resize(*NEW_WINDOW_SIZE)
        window.show()
        window.controller.load(setup, scripted_moves(setup, args.moves))
        app.processEvents()
        saved = window.grab().save(args.screenshot)
        _dispose(window)
        return 0 if saved else 1

    window = MainWindow(settings)
    open_people = people_opener(window)
    window.people_wanted.connect(open_people)
    window.show()
    explicit = (args.seed is not None or args.players or args.preset
                or args.game != DECLARED[0].id)  # a game other than the first is named
    if explicit or args.exit_after_first_frame:
        window.start(setup)  # the table is painted first, then the folders are checked
        window.view.first_frame.connect(lambda: QTimer.singleShot(
            0, window, lambda: tell(window, [problem, *check_storage()])))
    else:  # a game left unfinished is offered before the start screen shows
        problems = [problem, *check_storage()]
        if not offer_shared_game(window, open_people):
            open_first_table(window, None, problems)
        tell(window, problems)
    if args.exit_after_first_frame:
        window.view.first_frame.connect(lambda: (print("first frame", flush=True), app.quit()))
    status = app.exec()
    try:
        save_settings(window.settings)
    except OSError as error:
        print(f"cardtable: the settings could not be saved: {error}", file=sys.stderr)
    _dispose(window)
    return status


def people_opener(window: MainWindow) -> Callable[[], None]:
    """What Game → Play with people… does: the first time, make the app's one way to tables of
    people (its connection and the server it may host, which stops as the app quits), then
    open it. Made at start, it would hold up the first frame for a socket nobody may use."""
    made: list[PlayWithPeople] = []

    def open_people() -> None:
        if not made:
            from .ui.people.play_with_people import PlayWithPeople

            made.append(PlayWithPeople(window.settings, parent=window))
        made[0].open(window)
    return open_people


def tell(window: MainWindow, problems: list[str | None]) -> None:
    """Warn about each problem found at start, in the order found."""
    for message in filter(None, problems):
        window.warn(message)


def app_icon() -> QIcon:
    """The app's icon with every size drawn, so Qt picks a sharp one wherever it shows it."""
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QIcon

    icon = QIcon()
    for size, path in icon_files().items():
        icon.addFile(str(path), QSize(size, size))
    return icon


def first_setup(args: argparse.Namespace, settings: Settings) -> GameSetup:
    """The game to open: as the command line says, else as last played, else the defaults."""
    from .engine.registry import get
    from .engine.rng import Rng
    from .session.setup import GameSetup, SeatSetup
    from .ui.opponent_names import opponent_names

    try:
        rules = get(args.game)
    except KeyError as error:
        raise ValueError(error.args[0]) from None
    last = settings.last_rules.get(rules.id, {})
    players: int = args.players or last.get("players", rules.default_players)
    preset = args.preset or (last.get("preset") if last else rules.default_preset)
    values = {} if args.preset or args.players else dict(last.get("values", {}))
    try:
        rules.validate(values, players, preset)
    except ValueError:
        if args.preset or args.players:
            raise
        players, preset, values = 4, rules.default_preset, {}
    seed = args.seed if args.seed is not None else Rng(
        int.from_bytes(os.urandom(8), "little")).next64() >> 1
    seats = (SeatSetup(person_name(settings.player_name)),
             *(SeatSetup(name, "rule") for name in opponent_names(players - 1)))
    return GameSetup(rules.id, players, seed, seats, values, preset)


REFUSALS_SHOWN = 3  # the reasons named at start, one line each; the rest are counted only


def check_storage() -> list[str]:
    """Tidy the data folders, check the history and hand it the games an earlier session left
    waiting in its outbox; return what the person should be told (each problem once)."""
    from .storage.atomic import sweep_temporaries
    from .storage.history import History
    from .storage.in_progress import games_folder
    from .storage.outbox import Outbox
    from .storage.paths import config_dir, data_dir

    for folder in (config_dir(), data_dir(), games_folder(), Outbox().folder):
        sweep_temporaries(folder)
    with History() as history:
        problems = [history_problem(history)] if history.problem else []
        try:
            delivery = Outbox().deliver(history)
        except OSError:
            return problems  # the disk thread offers them again soon
    if delivery.set_aside:
        problems.append(tr("%n game(s) waiting for the score history could not be read; the "
                           "files were kept beside it.", "", delivery.set_aside)
                        + "\n" + "\n".join(delivery.refusals[:REFUSALS_SHOWN]))
    if delivery.left_alone:
        problems.append(tr("%n game(s) waiting for the score history were left as they are: "
                           "a newer version of Card Table wrote them, or they may not be read "
                           "here.", "", delivery.left_alone))
    return problems


def history_problem(history: History) -> str:
    """What the person is told about the history at start: why it cannot take games now, in
    their words, or what the history itself found (a damaged file set aside)."""
    from .controller.disk_worker import history_reason

    if history.cause is None:
        return history.problem or ""
    return tr("The score history cannot take games now: {reason}. Games you finish or leave "
              "are kept until it can.").format(reason=history_reason(history.cause))


def open_first_table(window: MainWindow, setup: GameSetup | None,
                     problems: list[str | None]) -> None:
    """Start the game the command line asks for; else continue the unfinished game if the
    person wants to; else show the start screen, where the person chooses a game."""
    if setup is not None:
        window.start(setup)
    elif not offer_unfinished_game(window, problems):
        window.show_start_screen()


def offer_shared_game(window: MainWindow, open_people: Callable[[], None]) -> bool:
    """Offer first to go back to a game of people left under way (the app was closed with
    its window open, or crashed): signing in then takes the person straight to the seat.
    True when the person goes back; declined, it is not offered again."""
    from PySide6.QtWidgets import QMessageBox

    from .storage.settings import keep_settings

    settings = window.settings
    if not (settings.shared_table and settings.last_server):
        return False
    answer = QMessageBox.question(
        window, tr("Continue?"),
        tr("You have a game of people under way at {server}. Sign in to go back to your "
           "seat?").format(server=settings.last_server))
    if answer == QMessageBox.StandardButton.Yes:
        window.show_start_screen()
        open_people()
        return True
    settings.shared_table = ""
    keep_settings(settings)
    return False


def offer_unfinished_game(window: MainWindow, problems: list[str | None]) -> bool:
    """Offer to continue each game in progress that no other window is playing, the latest
    first; True when one was continued. A game declined is kept in the history as abandoned."""
    from PySide6.QtWidgets import QMessageBox

    from .session.records import setup_from_saved
    from .storage.in_progress import unfinished_games
    from .ui.game_files import unfinished_game_question

    left_alone: list[str | None] = []
    for found in unfinished_games():
        if found.left_alone:
            left_alone.append(found.problem)
            continue
        if found.problem:
            problems.append(found.problem)
        if found.saved is None or found.state is None:
            continue
        setup = setup_from_saved(found.saved)
        if not window.keeper.claim(setup):
            continue  # another window took it up meanwhile
        if not found.saved.actions:
            window.keeper.forget(setup)  # nothing was played: nothing to go back to
            continue
        if found.state.is_over:  # it ended as the app stopped: kept now, not offered
            window.keeper.file_away(setup, found.state)
            continue
        answer = QMessageBox.question(
            window, tr("Continue?"),
            unfinished_game_question(setup, found.state, window.settings.loser_counts),
        )
        if answer == QMessageBox.StandardButton.Yes:
            window.resume(setup, list(found.saved.actions))
            problems += left_alone_games(left_alone)
            return True
        window.keeper.file_away(setup, found.state)
    problems += left_alone_games(left_alone)
    return False


def left_alone_games(problems: list[str | None]) -> list[str | None]:
    """One message for every game in progress left as it is (a newer version's, or one this
    user may not read): the first in full, the others counted."""
    if len(problems) <= 1:
        return problems
    return [tr("{first} %n other game(s) in progress are left as they are too.", "",
               len(problems) - 1).format(first=problems[0])]


def _dispose(window: QWidget) -> None:
    """Delete the window while Qt is still running: left to the interpreter's exit, the order
    in which Python and Qt free their objects is not defined.

    Only the deletion is carried out, not whatever else was waiting: work timed for after the
    first frame (the start-up warnings) would run now, and a box opened with ``exec()`` there
    would delete the window under itself from its own event loop."""
    from PySide6.QtCore import QCoreApplication, QEvent

    window.close()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def review_screenshot(setup: GameSetup, settings: Settings, position: int, path: str) -> int:
    """Render the replay of a whole game of rule-of-thumb players, with the analysis of the
    person's decisions, after ``position`` moves (the README's picture of a review)."""
    from PySide6.QtWidgets import QApplication

    from .session.records import game_record
    from .session.replay import Replay
    from .session.review import analyse_game
    from .sim import rule_of_thumb_game
    from .ui.review.analysis_worker import AnalysisDesk
    from .ui.review.opening import scoresheet_of
    from .ui.review.replay_window import REPLAY_SIZE, ReplayWindow

    state = rule_of_thumb_game(setup.game_id, setup.options, setup.seed, setup.players,
                               setup.preset)
    sheet = scoresheet_of(game_record(setup, state, "finished"))
    replay = Replay(sheet.game_id, sheet.options, sheet.seed, len(sheet.players), sheet.actions)
    desk = AnalysisDesk(lambda: None)
    key = setup.record_key
    desk.adopt(key, analyse_game(replay, [setup.person]))
    window = ReplayWindow(sheet, settings, None, desk, key)
    window.resize(*REPLAY_SIZE)
    window.show()
    window.go_to(position)
    QApplication.processEvents()  # the words of the position laid out before the picture
    saved = window.grab().save(path)
    window.close()
    return 0 if saved else 1


def scripted_moves(setup: object, moves: int) -> list[int]:
    """The first ``moves`` actions of a game in which the rule-of-thumb player takes every seat."""
    from .session.setup import GameSetup
    from .sim import rule_of_thumb_game

    assert isinstance(setup, GameSetup)
    return list(rule_of_thumb_game(setup.game_id, setup.options, setup.seed, setup.players,
                                   setup.preset, moves).log)
