"""Composition root: the QApplication, the settings, the window, and the screenshot mode."""

from __future__ import annotations

import argparse
import os
import sys
from typing import TYPE_CHECKING

from .storage.settings import load_settings, save_settings

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget


def _ensure_platform(args: argparse.Namespace) -> None:
    """A screenshot needs no screen: draw offscreen unless a platform was chosen."""
    if args.screenshot and "QT_QPA_PLATFORM" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"


def run(args: argparse.Namespace) -> int:
    """Start the app; with ``--screenshot`` render one table to a file and quit."""
    _ensure_platform(args)
    from PySide6.QtWidgets import QApplication, QMessageBox

    from .controller.game_controller import GameSetup, SeatSetup
    from .engine.registry import get
    from .engine.rng import Rng
    from .ui.main_window import MainWindow
    from .ui.new_game_dialog import opponent_names
    from .ui.translation import install_translator

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Card Table")
    install_translator(app)
    settings, problem = load_settings()
    if args.screenshot:
        settings.animation_speed = "off"
        settings.computer_speed = "instant"
    window = MainWindow(settings)
    try:
        rules = get(args.game)
    except KeyError as error:
        print(f"cardtable: {error.args[0]}", file=sys.stderr)
        return 2
    players = args.players or getattr(rules, "default_players", rules.min_players)
    preset = args.preset or getattr(rules, "default_preset", None)
    try:
        rules.validate(None, players, preset)
    except ValueError as error:
        print(f"cardtable: {error}", file=sys.stderr)
        return 2
    seed = args.seed if args.seed is not None else Rng(int.from_bytes(os.urandom(8), "little")
                                                       ).next64() >> 1
    seats = (SeatSetup(settings.player_name),
             *(SeatSetup(name, "rule") for name in opponent_names(players - 1)))
    setup = GameSetup(rules.id, players, seed, seats, preset=preset)

    if args.screenshot:
        window.resize(1280, 800)
        window.show()
        window.controller.load(setup, scripted_moves(setup, args.moves))
        app.processEvents()
        saved = window.grab().save(args.screenshot)
        _dispose(window)
        return 0 if saved else 1

    window.show()
    if problem:
        QMessageBox.warning(window, window.tr("Settings"), problem)
    window.start(setup)
    if args.exit_after_first_frame:
        window.view.first_frame.connect(lambda: (print("first frame", flush=True), app.quit()))
    status = app.exec()
    try:
        save_settings(window.settings)
    except OSError as error:
        print(f"cardtable: the settings could not be saved: {error}", file=sys.stderr)
    _dispose(window)
    return status


def _dispose(window: QWidget) -> None:
    """Delete the window while Qt is still running: left to the interpreter's exit, the order
    in which Python and Qt free their objects is not defined."""
    from PySide6.QtWidgets import QApplication

    window.close()
    window.deleteLater()
    QApplication.processEvents()


def scripted_moves(setup: object, moves: int) -> list[int]:
    """The first ``moves`` actions of a game in which the rule-of-thumb player takes every seat."""
    from .ai import make_bot
    from .controller.game_controller import GameSetup
    from .engine.registry import get
    from .engine.rng import Rng

    assert isinstance(setup, GameSetup)
    state = get(setup.game_id).new_game(setup.options, setup.seed, setup.players, setup.preset)
    bot = make_bot("rule", setup.game_id)
    rng = Rng(setup.seed)
    while len(state.log) < moves and not state.is_over:
        seat = state.to_act
        state.step(bot.choose(state.view(seat), state.legal_actions(), rng))
    return list(state.log)
