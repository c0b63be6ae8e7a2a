"""The window's menus: Game, View and Help, made afresh at the start and in a new language.

Every action is kept on the window under the name the rest of the window uses
(``window.undo_action`` …). A game's actions are enabled only while they can do something,
kept so as the game goes on (their shortcuts work with the menu closed, and a disabled
action's shortcut does nothing).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenuBar

from ..engine.registry import get
from ..storage.settings import ANIMATION_SPEEDS, CARD_SIZES
from .game_files import open_game, save_game_as
from .how_to_play import show_how_to_play
from .menu_parts import add_action, add_choices
from .table.card_backs import BACK_STYLES
from .undo_asking import undo_asking_first

if TYPE_CHECKING:
    from .main_window import MainWindow


class WindowMenus(QObject):
    """The window's menu bar and its actions."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        c = window.controller
        for signal in (c.table_reset, c.events_applied, c.game_finished,
                       window.pages.currentChanged):
            signal.connect(lambda _news: self.enable_game_actions())
        c.setup_changed.connect(self.enable_game_actions)

    def build(self) -> None:
        """Make the menu bar afresh (at the start, and in a new language); every action
        belongs to its menu and goes with it."""
        w = self.window
        w.setMenuBar(QMenuBar(w))
        game = w.menuBar().addMenu(self.tr("&Game"))
        self.new_action = add_action(game, self.tr("&New game…"), w.new_game,
                                       QKeySequence(Qt.Key.Key_F2))
        add_action(game, self.tr("Play with &people…"), w.people_wanted.emit)
        self.start_screen_action = add_action(game, self.tr("Start &screen"),
                                              w.show_start_screen)
        self.restart_action = add_action(game, self.tr("&Restart"), w.restart)
        add_action(game, self.tr("&Open…"), lambda: open_game(w),
                     QKeySequence.StandardKey.Open)
        self.save_action = add_action(game, self.tr("Save &as…"), lambda: save_game_as(w),
                                      QKeySequence.StandardKey.SaveAs)
        game.addSeparator()
        self.undo_action = add_action(game, self.tr("&Undo"),
                                        w.at_table(lambda: undo_asking_first(w, w.controller)),
                                        QKeySequence.StandardKey.Undo)
        self.redo_action = add_action(game, self.tr("&Redo"), w.at_table(w.controller.redo),
                                      QKeySequence("Ctrl+Shift+Z"))
        self.last_trick_action = add_action(game, self.tr("&Last trick"),
                                              w.at_table(w.show_last_trick),
                                              QKeySequence(Qt.Key.Key_L))
        self.claim_action = add_action(game, self.tr("&Claim the rest"),
                                         w.at_table(w.controller.claim))
        self.hint_action = add_action(game, self.tr("&Hint"),
                                        w.at_table(w.controller.hint),
                                        QKeySequence(Qt.Key.Key_H))
        self.hand_over_action = add_action(
            game, self.tr("Let the &computer play for me"),
            w.at_table(w.controller.hand_seat_to_computer))
        self.take_back_action = add_action(game, self.tr("&Take my seat back"),
                                             w.at_table(w.controller.take_seat_back))
        self.end_action = add_action(game, self.tr("&End the game"),
                                       w.at_table(w.controller.end_game))
        game.addSeparator()
        self.house_rules_action = add_action(game, self.tr("House &rules…"),
                                             w.show_house_rules)
        add_action(game, self.tr("&History…"), w.show_history, QKeySequence("Ctrl+H"))
        add_action(game, self.tr("&Settings…"), w.show_settings,
                     QKeySequence.StandardKey.Preferences)
        game.addSeparator()
        add_action(game, self.tr("&Quit"), w.close, QKeySequence.StandardKey.Quit)

        view = w.menuBar().addMenu(self.tr("&View"))
        speed_menu = view.addMenu(self.tr("&Animation speed"))
        speed_names = {"off": self.tr("Off"), "fast": self.tr("Fast"),
                       "normal": self.tr("Normal"), "slow": self.tr("Slow")}
        add_choices(speed_menu, ANIMATION_SPEEDS, speed_names, w.settings.animation_speed,
                    w.set_animation_speed)
        size_menu = view.addMenu(self.tr("Card &size"))
        size_names = {"small": self.tr("Small"), "medium": self.tr("Medium"),
                      "large": self.tr("Large")}
        add_choices(size_menu, CARD_SIZES, size_names, w.settings.card_size,
                    w.set_card_size)
        self.knowledge_action = w.knowledge.toggleViewAction()
        self.knowledge_action.setText(self.tr("What does the &computer know?"))
        self.knowledge_action.setShortcut(QKeySequence("Ctrl+K"))
        view.addAction(self.knowledge_action)
        back_menu = view.addMenu(self.tr("Card &back"))
        back_names = {0: self.tr("Red lattice"), 1: self.tr("Blue rings"),
                      2: self.tr("Green chevrons")}
        add_choices(back_menu, tuple(range(BACK_STYLES)), back_names, w.settings.card_back,
                    w.set_card_back)
        self.four_colours_action = QAction(self.tr("&Four-colour deck"), view)
        self.four_colours_action.setCheckable(True)
        self.four_colours_action.setChecked(w.settings.four_colour_deck)
        self.four_colours_action.toggled.connect(w.set_four_colours)
        view.addAction(self.four_colours_action)

        help_menu = w.menuBar().addMenu(self.tr("&Help"))
        add_action(help_menu, self.tr("&Rules"), w.show_rules,
                     QKeySequence(QKeySequence.StandardKey.HelpContents))
        self.how_to_play_action = add_action(
            help_menu, self.tr("&How to play"),
            lambda: show_how_to_play(self.game_in_view(), w))
        help_menu.aboutToShow.connect(self.name_how_to_play)
        self.name_how_to_play()
        add_action(help_menu, self.tr("&About Card Table"), w.show_about)
        game.aboutToShow.connect(self.enable_game_actions)
        self.enable_game_actions()

    def name_how_to_play(self) -> None:
        """Help → How to play names the game it opens."""
        self.how_to_play_action.setText(self.tr("&How to play {game}").format(
            game=get(self.game_in_view()).name))

    def game_in_view(self) -> str:
        """The game on the table, or else the one chosen on the start screen."""
        w = self.window
        setup = w.controller.setup
        on_table = setup is not None and w.pages.currentWidget() is w.view
        return setup.game_id if setup is not None and on_table else w.start_screen.current_game

    def enable_game_actions(self) -> None:
        """Offer only what can be done now; with no game, none of a game's actions."""
        w = self.window
        c = w.controller
        game = c.state is not None
        going_on = game and not c.state.is_over
        self.start_screen_action.setEnabled(w.pages.currentWidget() is not w.start_screen)
        self.restart_action.setEnabled(game and c.plays_here())
        self.save_action.setEnabled(game and c.plays_here())
        self.house_rules_action.setEnabled(game)
        self.undo_action.setEnabled(c.can_undo())
        self.redo_action.setEnabled(c.can_redo())
        self.last_trick_action.setEnabled(game)
        self.claim_action.setEnabled(c.can_claim())
        self.hint_action.setEnabled(going_on and not c.busy)
        self.end_action.setEnabled(c.can_end_game())
        handed = c.can_take_seat_back()
        self.take_back_action.setEnabled(handed)
        self.hand_over_action.setEnabled(not handed and going_on)
