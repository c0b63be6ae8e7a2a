"""The main window: the table or the start screen, the menus, the status line that tells what
happened, and on the table the prompt with the button for the cards chosen and the row of
choices (``table_prompt``).

It shows and forwards: the table's decisions go to the controller, the controller's news to
the table. What a game shows besides the table (its log, its game-over columns) comes from the
game's declaration (``ui/games``), so the window never asks which game is running.

The dialogs, the history and the replay are imported where they open: the window shows sooner.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QStackedWidget,
)

from ..controller.game_controller import GameController
from ..controller.keeper import GameKeeper
from ..controller.turns import Choice, PersonTurn
from ..engine.events import Event, GameOver
from ..engine.registry import get
from ..engine.rng import Rng
from ..session.setup import PERSON, GameSetup
from ..storage.history import History
from ..storage.settings import Settings, window_geometry_fits
from ..texts import chosen_name
from .announcer import Announcer
from .choice_bar import ChoiceBar
from .choice_tips import with_tips
from .elided_text import ElidedLabel, StatusBar
from .first_tips import FirstTips
from .game_log import GameLog
from .game_over import GameOverBox
from .game_ui import GameUi
from .games import game_ui
from .idle_work import while_still
from .knowledge_panel import KnowledgePanel
from .notices import Notices
from .review.analysis_worker import AnalysisDesk
from .settings_dialog import SettingsDialog
from .sound import SoundPlayer
from .start_screen import StartScreen
from .status_line import StatusLine
from .table.layer import Commit
from .table.overlays import OverlayKeys
from .table.scene import TableScene
from .table.table_tips import TableTips
from .table.table_view import TableView
from .table_prompt import TablePrompt
from .translation import use_language
from .unsaved_games import UnsavedGames
from .window_menus import WindowMenus
from .window_sizes import screen_room

NEW_WINDOW_SIZE = (1100, 760)  # the size a window opens at the first time
COMPUTER_DELAYS_MS = {"instant": 0, "fast": 250, "normal": 600, "slow": 1100}


class MainWindow(QMainWindow):
    """Card Table's window. It shows and forwards; the controller decides."""

    people_wanted = Signal()  # Game → Play with people… (the app's people part answers it)

    def __init__(self, settings: Settings, controller: GameController | None = None,
                 keep_games: bool = True) -> None:
        super().__init__()
        self.settings = settings
        self.setWindowTitle("Card Table")
        self.controller = controller or GameController(
            COMPUTER_DELAYS_MS.get(settings.computer_speed, 600), self
        )
        self.controller.expert_budget_ms = settings.expert_budget_ms
        self.keeper = GameKeeper(self.controller, parent=self)
        self.keeper.enabled = keep_games
        self.analysis_desk = AnalysisDesk(lambda: History() if keep_games else None, parent=self)
        self.keeper.problem.connect(self._cannot_save)
        self.keeper.told.connect(lambda text: self.statusBar().showMessage(text, 10000))
        self.keeper.disk_full.connect(lambda text: self.warn(text, self.tr("Disk full")))
        self.scene = TableScene(speed=settings.animation_speed)
        self.scene.card_size = settings.card_size
        self.scene.back_style = settings.card_back
        self.scene.set_four_colours(settings.four_colour_deck)
        self.let_summary_move_on(settings.deal_summary_moves_on)
        self.sound = SoundPlayer(settings.sound_volume, settings.sound_muted, self, later=True)
        self.view = TableView(self.scene, self)
        OverlayKeys(self.scene, self.view)  # a key that closes the last trick does only that
        self.view.first_frame.connect(lambda: QTimer.singleShot(0, self, self._when_still))
        self.start_screen = StartScreen(self)
        self.pages = QStackedWidget(self)  # the table, or the start screen in front of it
        self.pages.addWidget(self.view)
        self.pages.addWidget(self.start_screen)
        self.setCentralWidget(self.pages)
        self._hidden_docks: list[QDockWidget] = []
        self._seeds = Rng(int.from_bytes(os.urandom(8), "little"))
        self.unsaved_games = UnsavedGames(self, self.keeper)  # asked about before closing
        self.notices = Notices(self)  # warnings, in boxes that never hold the app up
        self.setStatusBar(StatusBar(self))  # its lines are shortened, never cut mid-word
        self._status = ElidedLabel()
        self.statusBar().addWidget(self._status)  # the two share the row by their words
        self.announcer = Announcer(self)
        self.statusBar().addWidget(self.announcer)
        self.commit_button = QPushButton()  # passes or plays the cards chosen
        self.commit_button.setVisible(False)
        self.commit_button.clicked.connect(self.scene.commit)
        self.choice_bar = ChoiceBar(self)
        self.choice_bar.chosen.connect(lambda action: self.controller.decide([action]))
        self.table_prompt = TablePrompt(self.scene, [self.commit_button, self.choice_bar],
                                        self.view.viewport())  # on the table, by the hand
        self.first_tips = FirstTips(settings, self.scene, self.view.viewport())
        self.table_tips = TableTips(self.scene)  # what the words on the table mean
        self.game_log = GameLog(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.game_log)
        self.game_log.setVisible(False)
        self.knowledge = KnowledgePanel(self.controller.knowledge_lines, self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.knowledge)
        self.knowledge.setVisible(False)
        self.menus = WindowMenus(self)
        self.menus.build()
        self.status_line = StatusLine(self, self._status)  # hears of events before the table
        self._connect()
        self._restore_geometry()

    # ---- wiring -------------------------------------------------------------------------------

    def _connect(self) -> None:
        c, s = self.controller, self.scene
        c.table_reset.connect(s.reset)
        c.events_applied.connect(s.show_events)
        s.all_shown.connect(c.animations_finished)
        c.turn_changed.connect(self._turn_changed)
        c.status_changed.connect(self.status_line.show_status)
        c.refused.connect(self._refused)
        c.bot_failed.connect(self._refused)
        c.said.connect(self._refused)
        c.game_finished.connect(self._game_finished)
        c.notes_changed.connect(s.set_notes)
        s.cue.connect(self.sound.play)
        s.decided.connect(c.decide)
        s.choices_offered.connect(self._offer_choices)
        s.commit_changed.connect(self._show_commit)
        s.log_wanted.connect(lambda: self.game_log.setVisible(True))
        self.choice_bar.left.connect(self.view.setFocus)
        c.table_reset.connect(self._table_reset)
        c.events_applied.connect(self._tell)
        c.notes_changed.connect(lambda _caption, _notes: self._sync_table())
        c.notes_changed.connect(lambda _caption, _notes: self.knowledge.refresh())
        c.hint_ready.connect(self._show_hint)
        self.knowledge.visibilityChanged.connect(lambda _shown: self.knowledge.refresh())
        c.table_reset.connect(lambda _snapshot: self.show_table())
        c.table_reset.connect(lambda _snapshot: self.table_tips.set_kinds(
            [seat.kind for seat in self.controller.setup.seats] if self.controller.setup else []))
        self._connect_start_screen()
        self._use_loser_counts(self.settings.loser_counts)
        self.status_line.follow()

    def changeEvent(self, event: QEvent) -> None:
        """A new language (Settings): every word the window shows is said again in it."""
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "start_screen"):
            self.menus.build()
            self._new_start_screen()
            self.scene.retranslate()
            self.controller.retell()
            self.status_line.retranslate()
            if self.controller.setup is not None and self.pages.currentWidget() is self.view:
                self._title_for(self.controller.setup)
        super().changeEvent(event)

    def _connect_start_screen(self) -> None:
        self.start_screen.game_chosen.connect(self.new_game)
        self.start_screen.rules_wanted.connect(self.show_rules)
        self.start_screen.back_to_game.connect(self.show_table)
        self.start_screen.people_wanted.connect(self.people_wanted.emit)

    def _new_start_screen(self) -> None:
        """Make the start screen again (its words are drawn on its tiles), in the same place."""
        old, showing = self.start_screen, self.pages.currentWidget() is self.start_screen
        self.start_screen = StartScreen(self)
        self._connect_start_screen()
        self.pages.insertWidget(self.pages.indexOf(old), self.start_screen)
        if showing:
            self.pages.setCurrentWidget(self.start_screen)
        self.pages.removeWidget(old)
        old.deleteLater()

    def at_table(self, slot: Callable[[], object]) -> Callable[[], None]:
        """A move at the table asked for from the start screen brings the table back first."""
        def act() -> None:
            self.show_table()
            slot()
        return act

    # ---- the person's actions -------------------------------------------------------------------

    def new_game(self, game_id: str | None = None) -> None:
        """Ask which game to play (``game_id`` chosen to begin with) and start it; the game in
        progress is left only once the new one is chosen."""
        from .new_game_dialog import NewGameDialog, offered_game

        dialog = NewGameDialog(self.settings, self._seeds, self)
        dialog.choose_game(game_id or offered_game(self.settings, self.controller.setup))
        if dialog.exec() == NewGameDialog.DialogCode.Accepted and self.may_leave_game():
            setup = dialog.setup()
            self.settings.player_name = chosen_name(setup.seats[setup.person].name)
            self.start(setup)

    def restart(self) -> None:
        """Deal the same game again from the start; the one in progress is left as any game
        left for another."""
        if self.may_leave_game():
            self.controller.restart()

    def may_leave_game(self) -> bool:
        """Before another game replaces the one in progress: ask (if the person wants to be
        asked), then keep the one in progress in the history as abandoned."""
        state = self.controller.state
        if state is None or state.is_over or not state.log:
            return True
        if self.settings.confirmations and QMessageBox.question(
            self, self.tr("Leave this game?"),
            self.tr("The game in progress will be kept in the history as abandoned."),
        ) != QMessageBox.StandardButton.Yes:
            return False
        self.keeper.abandon()
        return True

    def start(self, setup: GameSetup) -> None:
        """Start a game, and remember its rules as the last used for that game."""
        self.settings.last_rules.pop(setup.game_id, None)  # the game last started comes last
        self.settings.last_rules[setup.game_id] = {
            "players": setup.players, "preset": setup.preset, "values": dict(setup.options),
        }
        self.controller.new_game(setup)
        self._title_for(setup)
        self.view.setFocus()

    def resume(self, setup: GameSetup, actions: list[int]) -> None:
        """Carry on a saved game from its action log."""
        self.controller.load(setup, actions)
        self._title_for(setup)
        self.view.setFocus()

    def _title_for(self, setup: GameSetup) -> None:
        """Name the game in play in the window's title."""
        self.setWindowTitle(self.tr("{game} — Card Table").format(game=get(setup.game_id).name))

    def show_start_screen(self) -> None:
        """Show the games to choose from; a game in progress waits behind, one click away."""
        state = self.controller.state
        self.start_screen.set_game_waiting(state is not None and not state.is_over)
        if self.pages.currentWidget() is not self.start_screen:
            self._hidden_docks = [d for d in (self.game_log, self.knowledge) if d.isVisible()]
            for dock in self._hidden_docks:
                dock.setVisible(False)
            self.pages.setCurrentWidget(self.start_screen)
            self.statusBar().setVisible(False)
            self.setWindowTitle(self.tr("Card Table"))
        self.start_screen.focus_game(self.controller.setup.game_id if self.controller.setup
                                     else None)

    def show_table(self) -> None:
        """Bring the table in front of the start screen, with the panels it had; only when
        there is a game on it."""
        setup = self.controller.setup
        if self.pages.currentWidget() is self.view or setup is None:
            return
        self.pages.setCurrentWidget(self.view)
        self.statusBar().setVisible(True)
        keeps_log = game_ui(setup.game_id).keeps_log
        for dock in self._hidden_docks:  # the game's log only while its game is on the table
            dock.setVisible(dock is not self.game_log or keeps_log)
        self._hidden_docks = []
        self._title_for(setup)
        self.view.setFocus()

    def show_house_rules(self) -> None:
        """The rules of the game in progress, read-only (change them for a new game)."""
        from .house_rules_dialog import HouseRulesDialog

        setup = self.controller.setup
        if setup is None or self.controller.state is None:
            return
        HouseRulesDialog(get(setup.game_id), setup.players,
                         dict(self.controller.state.options), setup.preset,
                         read_only=True, parent=self).exec()

    def show_history(self) -> None:
        """Past games and their scoresheets."""
        from .history_window import open_history_window

        open_history_window(self, self.settings, self.analysis_desk)

    def show_settings(self) -> None:
        """Edit the settings; they take effect at once."""
        dialog = SettingsDialog(self.settings, self)
        if dialog.exec() != SettingsDialog.DialogCode.Accepted:
            return
        new = dialog.settings()
        self.settings.player_name = new.player_name
        if new.language != self.settings.language:
            self.settings.language = new.language
            app = QCoreApplication.instance()
            if app is not None:
                use_language(app, new.language)
        self.settings.confirmations = new.confirmations
        self.first_tips.set_on(new.tips)
        self.settings.loser_counts = new.loser_counts
        self.settings.expert_budget_ms = new.expert_budget_ms
        self.controller.expert_budget_ms = new.expert_budget_ms
        self._use_loser_counts(new.loser_counts)
        self.settings.computer_speed = new.computer_speed
        self.controller.bot_delay_ms = COMPUTER_DELAYS_MS.get(new.computer_speed, 600)
        self.set_animation_speed(new.animation_speed)
        self.let_summary_move_on(new.deal_summary_moves_on)
        self.set_card_size(new.card_size)
        self.set_card_back(new.card_back)
        self.set_sound(new.sound_volume, new.sound_muted)

    def warn(self, message: str, title: str = "") -> None:
        """Tell the person about a problem (once, in a box, and in the status line)."""
        self.statusBar().showMessage(message, 10000)
        self.notices.warn(title or self.tr("Card Table"), message)

    def _cannot_save(self, message: str) -> None:
        self.warn(self.tr("Your games cannot be saved: {message}. You can go on playing.")
                  .format(message=message), self.tr("Cannot save"))

    def show_last_trick(self) -> None:
        """Show the previous trick (or round, or the game's log) again."""
        if self.controller.state is None:
            return
        self.scene.show_previous(self.controller.person_view())

    def show_rules(self, game_id: str | None = None) -> None:
        """Open the rule sheets at a game: the one named, else the one on the table, else the
        one chosen on the start screen."""
        setup = self.controller.setup
        if game_id is None:
            on_table = setup is not None and self.pages.currentWidget() is self.view
            game_id = setup.game_id if setup and on_table else self.start_screen.current_game
        from .rules_window import RulesWindow

        RulesWindow(game_id, self).exec()

    def show_about(self) -> None:
        """The version, and the licences of the app and of what it is built on."""
        from .about_dialog import AboutDialog

        AboutDialog(self).exec()

    def let_summary_move_on(self, on: bool) -> None:
        """Let a deal's summary go by itself after a while, or (the default) keep it on the
        table until the person moves on, so nothing of the next deal comes before they have
        read it."""
        self.settings.deal_summary_moves_on = on
        self.scene.animator.untimed = frozenset() if on else frozenset({"score"})

    def set_animation_speed(self, speed: str) -> None:
        """Change how fast cards move."""
        self.settings.animation_speed = speed
        self.scene.set_speed(speed)

    def set_card_size(self, size: str) -> None:
        """Change the size of the cards."""
        self.settings.card_size = size
        self.scene.set_card_size(size)

    def set_four_colours(self, on: bool) -> None:
        """Draw clubs green and diamonds blue, or every suit in the usual red and black."""
        self.settings.four_colour_deck = on
        self.scene.set_four_colours(on)

    def set_card_back(self, style: int) -> None:
        """Change the design on the backs of the cards."""
        self.settings.card_back = style
        self.scene.set_back_style(style)

    def set_sound(self, volume: int, muted: bool) -> None:
        """Change how loud the table's sounds are, or silence them."""
        self.settings.sound_volume = volume
        self.settings.sound_muted = muted
        self.sound.set_volume(volume)
        self.sound.set_muted(muted)

    def game_in_play(self) -> GameUi | None:
        """The declaration of the game on the table, if there is one."""
        setup = self.controller.setup
        return game_ui(setup.game_id) if setup is not None else None

    def _table_reset(self, snapshot: object) -> None:
        """Show the game's log if it keeps one, told again from the first turn (a loaded game
        or a move taken back keeps its story), and hide it otherwise."""
        game = self.game_in_play()
        keeps_log = game is not None and game.keeps_log
        self._status.setText("")  # nothing said of the game or position before stays
        self.table_prompt.set_prompt("")
        self.game_log.clear()
        self.game_log.setVisible(keeps_log)
        if game is not None and keeps_log and self.controller.state.log:  # a new game tells
            self.game_log.add(game, self.controller.past_events(),  # its opening as dealt
                              self.scene.names, self.scene.person)
        setup = self.controller.setup
        if setup is not None:
            self.knowledge.set_seats([s.name for s in setup.seats],
                                     [i for i, s in enumerate(setup.seats) if s.kind != PERSON])

    def _show_hint(self, action: int, words: str) -> None:
        """Say the Expert's suggestion and point at its cards; nothing is played."""
        self.status_line.show_hint(self.tr("Hint: {move}").format(move=words))
        self.scene.point_at(self.controller.hint_cards(action))

    def _sync_table(self) -> None:
        if self.controller.state is not None and not self.controller.next_deal_waiting:
            self.scene.sync(self.controller.person_view())

    def _tell(self, events: list[Event]) -> None:
        """Tell the events in the game's log if it keeps one (the screen-reader line tells them
        as the table shows them: ``status_line``)."""
        game = self.game_in_play()
        if game is None:
            return
        if game.keeps_log:
            self.game_log.add(game, events, self.scene.names, self.scene.person)

    def _use_loser_counts(self, counts: str) -> None:
        """Drinks are called drinks or penalty points, as the setting says."""
        self.controller.loser_counts = counts
        self.scene.set_counts(counts)
        if self.controller.state is not None:
            self.controller.refresh_notes()  # the scene's labels follow with the notes

    def _show_commit(self, commit: Commit | None) -> None:
        """Offer the button for the cards chosen as the table describes it, or hide it."""
        self.commit_button.setVisible(commit is not None)
        if commit is not None:
            self.commit_button.setText(commit.label)
            self.commit_button.setToolTip(commit.tip)
            self.commit_button.setEnabled(commit.enabled)
        self.table_prompt.place()

    def _turn_changed(self, turn: PersonTurn | None) -> None:
        self.scene.set_turn(turn)  # which offers the turn's choices and button
        self.table_prompt.set_prompt(turn.prompt if turn is not None else "")
        self.first_tips.show_for(getattr(self.controller.setup, "game_id", None), turn)
        if turn is None:
            self._status.setText("")  # the question is answered: it is not asked any more
        claim = self.controller.can_claim()
        if claim and not self.menus.claim_action.isEnabled():
            self.scene.notice(self.tr("Your cards win every trick: Game → Claim the rest."))
        self.menus.claim_action.setEnabled(claim)
        self.menus.enable_game_actions()

    def _offer_choices(self, choices: Sequence[Choice], grab: bool) -> None:
        """Show the choices of the moment; the keyboard follows between the cards and the
        choices when it was on either (to the choices when they are the decision, ``grab``),
        so a game can be played without the mouse."""
        keyboard_here = self.view.hasFocus() or self.choice_bar.has_focus()
        self.choice_bar.show_choices(with_tips(choices, self.controller.turn,
                                               getattr(self.controller.setup, "game_id", None)))
        self.table_prompt.place()  # shown, so that a choice can take the keyboard
        if keyboard_here and grab:
            self.choice_bar.take_focus()
        if keyboard_here and not (choices and grab):
            self.view.setFocus()

    def _refused(self, reason: str) -> None:
        self.scene.notice(reason)
        self.statusBar().showMessage(reason, 4000)

    def _game_finished(self, over: GameOver) -> None:
        setup = self.controller.setup
        if setup is None:
            return
        game = game_ui(setup.game_id)
        box = GameOverBox(over, setup, game.score_word(self.controller.loser_counts),
                          game.final_columns(self.controller.state), self,
                          summary=self.scene.last_summary)
        box.finished.connect(lambda _r: self._after_game(box.clickedButton(), box))
        if self.settings.analyse_finished_games:  # the replay's modules load only then
            from .review.opening import analyse_when_over

            analyse_when_over(self.analysis_desk, setup, self.controller.state)
        box.open()
        self.game_over_box = box

    def _after_game(self, clicked: object, box: GameOverBox) -> None:
        """Deal the same game again, go back to the start screen, or replay the game, as the
        person chose."""
        setup, state = self.controller.setup, self.controller.state
        if clicked is box.home:
            self.show_start_screen()
        elif clicked is box.again and setup is not None:
            self.start(replace(setup.started_again(), seed=self.next_seed()))
        elif clicked is box.replay and setup is not None and state is not None:
            from .review.opening import replay_game

            self.replay_window = replay_game(setup, state, self.settings, self,
                                             self.analysis_desk)

    def _when_still(self) -> None:
        """After the first frame, while the table is still: the sounds, the faces drawn ahead."""
        still = self.scene.animator.is_idle
        self.sound.ready(still)
        while_still(self.view.faces_ahead(), still, self)

    def next_seed(self) -> int:
        """A fresh seed for a new game."""
        return self._seeds.next64() >> 1

    # ---- window memory --------------------------------------------------------------------------

    def _restore_geometry(self) -> None:
        """Put the window back where it was, if that was a place and size a window can take:
        a value Qt's rectangles cannot hold would end the process; and only if it fits the
        screen, else it opens at its first size, shrunk to the screen."""
        g, room = self.settings.window_geometry, screen_room(self)
        if window_geometry_fits(g) and (400 <= g[2] <= room.width()
                                        and 300 <= g[3] <= room.height()):
            self.setGeometry(QRect(*g))
        else:
            self.resize(QSize(*NEW_WINDOW_SIZE).boundedTo(room))

    def closeEvent(self, event: QCloseEvent) -> None:
        """Remember the window's place and size, unless closing would lose games (see
        ``unsaved_games``); the disk thread is stopped before the window goes."""
        if self.unsaved_games.hold_back(event):
            return
        r = self.geometry()
        self.settings.window_geometry = [r.x(), r.y(), r.width(), r.height()]
        self.scene.animator.clear()
        self.keeper.shut_down()
        self.analysis_desk.close()
        super().closeEvent(event)
