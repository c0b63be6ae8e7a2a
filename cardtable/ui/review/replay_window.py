"""The Replay window: a finished (or abandoned) game told again on a table of its own, every
hand face up, with the scoresheet beside it.

The reviewer walks the game's positions (``session/replay.py``) by move, trick (a round, a
turn) or deal, with the buttons, the keys, the timeline or a click on a deal's row. A single
move forward is shown as it happened (the table's animation of that move's events); any other
jump draws the position afresh. Nothing here plays: no seat ever has a turn, and the window
only reads the game. A game without its moves here shows its scoresheet only and says why.
The analysis of the decisions is added under the scoresheet (``side_layout``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction, QBrush, QColor, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from ...controller.presenter import Presenter
from ...controller.presenters import presenter_for
from ...engine.events import Dealt, Event, TrickWon
from ...engine.protocol import Phase
from ...session.record_text import export_record
from ...session.replay import Replay
from ...session.setup import TableSnapshot
from ...storage.history_records import Scoresheet, computer_moved
from ...storage.settings import Settings
from ...texts import translated
from ..announcer import Announcer
from ..file_folders import ask_save_path
from ..game_ui import GameUi
from ..games import game_ui
from ..scoresheet_view import game_name, scoresheet_table, status_word, variant_label
from ..table.scene import TableScene
from ..table.table_view import TableView
from ..window_sizes import fit_window
from .analysis_panel import AnalysisPanel
from .analysis_worker import AnalysisDesk
from .timeline import Timeline

MARKED_ROW = QColor(255, 214, 102)  # the deal on the table, on the scoresheet
REPLAY_SIZE = (1280, 800)  # the size it opens at the first time, shrunk to a small screen
SHEET_ONLY_SIZE = (720, 520)  # a game without its moves: its scoresheet alone


class ReplayWindow(QWidget):
    """A game told again; see the module docstring. ``position`` is the number of actions
    shown; ``position_changed`` says each new one (the analysis panel follows it)."""

    position_changed = Signal(int)

    def __init__(self, sheet: Scoresheet, settings: Settings | None = None,
                 parent: QWidget | None = None, desk: AnalysisDesk | None = None,
                 key: object = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.sheet = sheet
        self.desk = desk
        self.key = key if key is not None else object()  # a game of its own for the desk
        self.settings = settings or Settings()
        self.person = sheet.person_seat if sheet.person_seat is not None else 0
        self.position = 0
        self._shown: int | None = None  # the position the table shows exactly (None: moving)
        self.replay, self.reason = self._replay_of(sheet)
        self.setWindowTitle(self.tr("Replay: {game}, {date}").format(
            game=game_name(sheet.game_id), date=sheet.started_at[:16].replace("T", " ")))
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(splitter, 1)
        closing = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        closing.rejected.connect(self.close)
        closing.button(QDialogButtonBox.StandardButton.Close).setFocusPolicy(
            Qt.FocusPolicy.NoFocus)  # the keys step through the game
        layout.addWidget(closing)
        self.table_side = self._build_table_side()
        splitter.addWidget(self.table_side)
        splitter.addWidget(self._build_sheet_side())
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        sheet_width = self._sheet_width()  # the whole scoresheet in sight, if it fits
        splitter.setSizes([max(REPLAY_SIZE[0] - sheet_width, 480), sheet_width])
        self._build_keys()
        self.analysis_panel: AnalysisPanel | None = None
        if self.replay is None:
            self.table_side.setVisible(False)
            fit_window(self, "replay-scoresheet", SHEET_ONLY_SIZE)
        else:
            if desk is not None:
                self._add_analysis(desk)
            self.go_to(0)
            fit_window(self, "replay", REPLAY_SIZE)

    def _add_analysis(self, desk: AnalysisDesk) -> None:
        """The analysis panel under the scoresheet, following the position; its costly
        decisions are marked on the timeline and a double-click on one goes there."""
        assert self.replay is not None
        panel = AnalysisPanel(desk, self.key, self.sheet, self.replay)
        split = QSplitter(Qt.Orientation.Vertical)  # the scoresheet above, the analysis below
        index = self.side_layout.indexOf(self.sheet_table)
        split.addWidget(self.sheet_table)
        split.addWidget(panel)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 3)
        split.setChildrenCollapsible(False)
        split.setSizes([2, 3])  # in proportion: two fifths of the height for the scoresheet
        self.side_layout.insertWidget(index, split, 1)
        self.position_changed.connect(panel.show_position)
        panel.jump_wanted.connect(self.go_to)
        panel.changed.connect(lambda: self.timeline.set_marks(panel.marks()))
        self.timeline.set_marks(panel.marks())
        self.analysis_panel = panel
        export = QPushButton(self.tr("Export record…"))
        export.setToolTip(self.tr("Save the game, its moves and its analysis as a plain text "
                                  "record that another Card Table can open"))
        export.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        export.clicked.connect(lambda: self.export_record())
        self.side_layout.addWidget(export)

    def export_record(self, path: str | None = None) -> bool:
        """Write the game and its analysis as a text record (``session/record_text.py``),
        asking where when no ``path`` is given; whether it was written."""
        if path is None:
            path = ask_save_path(self, self.tr("Export record"), record_file_name(self.sheet),
                                 self.tr("Card Table records (*.txt)"))
            if not path:
                return False
        analysis = self.desk.analysis(self.key) if self.desk is not None else None
        try:
            export_record(Path(path), self.sheet, analysis)
        except (OSError, ValueError) as error:
            QMessageBox.warning(self, self.tr("Export record"),
                                self.tr("The record could not be written: {error}")
                                .format(error=error))
            return False
        return True

    # ---- the game -------------------------------------------------------------------------

    def _replay_of(self, sheet: Scoresheet) -> tuple[Replay | None, str]:
        """The positions of the game, or None and why there are none."""
        if not sheet.actions:
            return None, why_no_replay(sheet)
        try:
            return Replay(sheet.game_id, sheet.options, sheet.seed, len(sheet.players),
                          sheet.actions), ""
        except (KeyError, ValueError):  # a game or rules this version does not know
            return None, self.tr(
                "This version of Card Table cannot replay this game's moves, so only its "
                "scoresheet is shown here.")

    @property
    def presenter(self) -> Presenter[object]:
        """The words of the game on the table (its caption and seat notes)."""
        return presenter_for(self.sheet.game_id)

    @property
    def game(self) -> GameUi:
        """What the window tells of the game's moves in words."""
        return game_ui(self.sheet.game_id)

    @property
    def length(self) -> int:
        """The last position (0 when there is nothing to replay)."""
        return self.replay.length if self.replay is not None else 0

    # ---- building -------------------------------------------------------------------------

    def _build_table_side(self) -> QWidget:
        side = QWidget()
        layout = QVBoxLayout(side)
        layout.setContentsMargins(0, 0, 0, 0)
        s = self.settings
        self.scene = TableScene(speed=s.animation_speed)
        self.scene.card_size = s.card_size
        self.scene.back_style = s.card_back
        self.scene.set_four_colours(s.four_colour_deck)
        self.scene.set_counts(s.loser_counts)
        self.scene.all_shown.connect(self._move_shown)
        self.scene.resized.connect(self._show_last_play)
        self.view = TableView(self.scene, side)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys step through the game
        self.view.setMinimumSize(480, 320)
        layout.addWidget(self.view, 1)
        self.move_line = Announcer(side)  # the last move, as the game's log tells it
        self.move_line.setWordWrap(True)
        layout.addWidget(self.move_line)
        self.timeline = Timeline(side)
        self.timeline.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.timeline.setRange(0, self.length)
        self.timeline.valueChanged.connect(self._slid)
        layout.addWidget(self.timeline)
        controls = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        for name, text in (("start", "|◀"), ("deal-", "◀◀"), ("trick-", "◀"), ("move-", "‹"),
                           ("move+", "›"), ("trick+", "▶"), ("deal+", "▶▶"), ("end", "▶|")):
            button = QPushButton(text)  # a sign; its tooltip names the step and its key
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setMinimumWidth(36)  # narrower than its words would have it, on a small
            button.setMaximumWidth(72)  # screen: the position's words keep their room beside
            button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            self.buttons[name] = button
            controls.addWidget(button)
        controls.addStretch(1)
        self.position_label = QLabel()
        controls.addWidget(self.position_label)
        layout.addLayout(controls)
        return side

    def _build_sheet_side(self) -> QWidget:
        side = QWidget()
        self.side_layout = QVBoxLayout(side)  # the scoresheet, then the analysis (the lead's)
        self.side_layout.setContentsMargins(0, 0, 0, 0)
        sheet = self.sheet
        winners = ", ".join(sheet.players[s] for s in sheet.winners) or "—"
        heading = QLabel(self.tr("{game} ({variant}): {status}. Winner: {names}").format(
            game=game_name(sheet.game_id), variant=variant_label(sheet.game_id, sheet.variant),
            status=status_word(sheet.status), names=winners))
        heading.setWordWrap(True)
        self.side_layout.addWidget(heading)
        self.reason_label = QLabel(self.reason)
        self.reason_label.setWordWrap(True)
        self.reason_label.setVisible(bool(self.reason))
        self.side_layout.addWidget(self.reason_label)
        self.sheet_table: QTableWidget = scoresheet_table(sheet)
        self.sheet_table.setToolTip(self.tr("Click a deal to go to its start."))
        self.sheet_table.cellClicked.connect(lambda row, _col: self.go_to_deal(row))
        self.sheet_table.verticalHeader().sectionClicked.connect(self.go_to_deal)
        self.side_layout.addWidget(self.sheet_table, 1)
        side.setMinimumWidth(260)
        return side

    def _build_keys(self) -> None:
        """Each button's step, with its key (named in its tooltip); the window takes the keys,
        as nothing in it needs the arrows for itself."""
        Key = Qt.Key
        trick_back, trick_forward = self.game.trick_steps()
        steps: dict[str, tuple[Callable[[], None], Qt.Key, str]] = {
            "start": (lambda: self.go_to(0), Key.Key_Home, self.tr("The deal of the game")),
            "deal-": (lambda: self.back("deal"), Key.Key_PageUp, self.tr("Back a deal")),
            "trick-": (lambda: self.back("trick"), Key.Key_Up, trick_back),
            "move-": (lambda: self.back("move"), Key.Key_Left, self.tr("Back a move")),
            "move+": (lambda: self.forward("move"), Key.Key_Right, self.tr("Forward a move")),
            "trick+": (lambda: self.forward("trick"), Key.Key_Down, trick_forward),
            "deal+": (lambda: self.forward("deal"), Key.Key_PageDown, self.tr("Forward a deal")),
            "end": (lambda: self.go_to(self.length), Key.Key_End, self.tr("The end of the game")),
        }
        self._keys: dict[int, Callable[[], None]] = {}
        for name, (step, key, words) in steps.items():
            button = self.buttons[name]
            button.clicked.connect(step)
            shortcut = QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)
            button.setToolTip(self.tr("{what} ({key})").format(what=words, key=shortcut))
            button.setAccessibleName(words)
            self._keys[int(key.value)] = step
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.sheet_table.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # clicks go to a deal
        closing = QAction(self.tr("Close"), self)
        keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Close)
        closing.setShortcuts([*keys, *([] if QKeySequence("Ctrl+W") in keys
                                       else [QKeySequence("Ctrl+W")])])
        closing.triggered.connect(self.close)
        self.addAction(closing)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Escape closes the last trick shown again, else the window; the other keys step
        through the game (``step_key``)."""
        if event.key() == Qt.Key.Key_Escape:
            if self.replay is not None and self.scene.recall.showing:
                self.scene.recall.hide()
            else:
                self.close()
            event.accept()
            return
        self.step_key(event)

    def step_key(self, event: QKeyEvent) -> None:
        """Left and Right a move, Up and Down a trick (a turn, a round), Page Up and Page Down
        a deal, Home and End the game's two ends."""
        step = self._keys.get(event.key())
        if step is None or self.replay is None:
            super().keyPressEvent(event)
            return
        step()
        event.accept()

    # ---- walking the game -----------------------------------------------------------------

    def forward(self, step: str) -> None:
        """To the end of the next move, trick or deal; a single move is shown as it
        happened."""
        if self.replay is not None:
            self.go_to(self.replay.forward(self.position, step), animate=step == "move")

    def back(self, step: str) -> None:
        """To the end of the previous move, trick or deal."""
        if self.replay is not None:
            self.go_to(self.replay.back(self.position, step))

    def go_to_deal(self, row: int) -> None:
        """To the start of the deal of the scoresheet's ``row`` (0: the game's first)."""
        if self.replay is None:
            return
        ends = self.replay.ends("deal")
        self.go_to(ends[row - 1] if 0 < row <= len(ends) else 0)

    def go_to(self, position: int, animate: bool = False) -> None:
        """Show the game after ``position`` actions: one move on from the table shown (with
        ``animate`` and the animations on) as it happened, any other drawn afresh."""
        if self.replay is None:
            return
        position = max(0, min(self.length, position))
        moving = (animate and self.scene.animator.enabled and position == self.position + 1)
        if moving:
            if self._shown != self.position:  # still moving: the move before lands at once
                self._draw(self.position)
            self._shown = None
            self.position = position
            self.scene.show_events(self.replay.events[position - 1])
        else:
            self.position = position
            self._draw(position)
        self._tell(position)
        self.position_changed.emit(position)

    def _move_shown(self) -> None:
        """A move has been shown: the table is drawn afresh at its position, every hand face
        up again (the move's animation lays cards as a player would see them)."""
        if self._shown is None and self.replay is not None:
            self._draw(self.position)

    def _draw(self, position: int) -> None:
        assert self.replay is not None
        state = self.replay.state_at(position)
        view = state.view(self.person)
        hands = tuple(tuple(state.view(seat).hand) for seat in range(state.players))
        self.scene.reset(TableSnapshot(view, self.sheet.players, self.person, hands))
        counts = self.settings.loser_counts
        self.scene.set_notes(self.presenter.caption(view, counts),
                             self.presenter.seat_notes(view, counts))
        self._shown = position
        self._show_last_play()

    def _show_last_play(self) -> None:
        """At the end of a trick (or round), the trick just taken, shown again at the seats
        until a click."""
        if self.replay is None or self._shown is None or self._shown == 0:
            return
        events = self.replay.events[self._shown - 1]
        won = next((e for e in events if isinstance(e, TrickWon)), None)
        if won is not None:
            self.scene.show_last_trick(won.cards, won.winner)
        elif (any(e.ends == "round" for e in events)
              and not any(isinstance(e, Dealt) for e in events)):
            self.scene.show_previous(self.replay.state_at(self._shown).view(self.person))

    def _tell(self, position: int) -> None:
        """The move that led here in words, where the game is, and the deal marked."""
        assert self.replay is not None
        self.move_line.said.clear()
        events: list[Event] = self.replay.events[position - 1] if position else []
        self.move_line.tell(events, self.sheet.players, self.person, self.game)
        if position:
            words = " ".join(self.move_line.said) or self._described(position)
            mover = self.replay.state_at(position - 1).to_act
            self.move_line.setText(
                self.tr("Last move, by the computer for you: {words}").format(words=words)
                if computer_moved(self.sheet.handovers, mover, position - 1)
                else self.tr("Last move: {words}").format(words=words))
        else:
            self.move_line.setText(self.tr("The game as dealt, before its first move."))
        deals = len(self.replay.ends("deal")) + (0 if self.replay.final.is_over else 1)
        deal = min(self.replay.deal_of(position) + 1, max(deals, 1))
        where = (self.tr("Move {move} of {moves} · Hand {deal} of {deals}")
                 if self.game.deals_are_hands
                 else self.tr("Move {move} of {moves} · Deal {deal} of {deals}"))
        self.position_label.setText(where.format(move=position, moves=self.length, deal=deal,
                                                 deals=max(deals, 1)))
        self.timeline.blockSignals(True)
        self.timeline.setValue(position)
        self.timeline.blockSignals(False)
        self._mark_row(self.marked_row())
        for name, on in (("start", position > 0), ("deal-", position > 0),
                         ("trick-", position > 0), ("move-", position > 0),
                         ("move+", position < self.length), ("trick+", position < self.length),
                         ("deal+", position < self.length), ("end", position < self.length)):
            self.buttons[name].setEnabled(on)

    def _described(self, position: int) -> str:
        """The action that led to ``position`` as the rules name it, with whose it was: for
        a move that shows nothing yet (a card put aside to pass)."""
        assert self.replay is not None
        before = self.replay.state_at(position - 1)
        seat = before.to_act
        name = self.sheet.players[seat] if 0 <= seat < len(self.sheet.players) else "?"
        action = translated(before.describe_action(self.replay.actions[position - 1]))
        if before.phase is Phase.PASS:
            return self.tr("{name} chose {cards} to pass.").format(name=name, cards=action)
        return self.tr("{name}: {action}").format(name=name, action=action)

    def _slid(self, value: int) -> None:
        self.go_to(value)

    # ---- the scoresheet -------------------------------------------------------------------

    def _sheet_width(self) -> int:
        """The width the scoresheet's columns take, up to two fifths of the window."""
        table = self.sheet_table
        header = table.horizontalHeader()
        columns = sum(max(table.sizeHintForColumn(c), header.sectionSizeHint(c))
                      for c in range(table.columnCount()))
        wanted = (table.verticalHeader().sizeHint().width() + columns + 2 * table.frameWidth()
                  + table.verticalScrollBar().sizeHint().width() + 24)  # and a little room
        return min(wanted, REPLAY_SIZE[0] * 2 // 5)

    def marked_row(self) -> int | None:
        """The scoresheet's row of the deal on the table (the last at the game's end), or
        None when that deal was never scored (a game left in the middle of a deal)."""
        if self.replay is None:
            return None
        row = self.replay.deal_of(self.position)
        rows = self.sheet_table.rowCount()
        if row >= rows and self.position == self.length and self.replay.final.is_over:
            row = rows - 1
        return row if 0 <= row < rows else None

    def _mark_row(self, marked: int | None) -> None:
        table = self.sheet_table
        for row in range(table.rowCount()):
            back = QBrush(MARKED_ROW) if row == marked else QBrush()
            ink = QBrush(Qt.GlobalColor.black) if row == marked else QBrush()
            for col in range(table.columnCount()):
                item = table.item(row, col)
                if item is not None:
                    item.setBackground(back)
                    item.setForeground(ink)
        first = table.item(marked, 0) if marked is not None else None
        if first is not None:
            table.scrollToItem(first)


def record_file_name(sheet: Scoresheet) -> str:
    """A name for a game's text record: the game and the day it was played."""
    return f"{sheet.game_id}-{sheet.started_at[:10]}.txt"


def why_no_replay(sheet: Scoresheet) -> str:
    """Why a game without its moves here has its scoresheet only ("" for a game with them)."""
    if sheet.actions:
        return ""
    if sheet.played_elsewhere:
        return QCoreApplication.translate(
            "ReplayWindow", "This game was played at a shared table: its moves are kept by the "
            "server, so only its scoresheet is shown here.")
    if sheet.hands:
        return QCoreApplication.translate(
            "ReplayWindow", "This game was recorded before the history kept every move, so "
            "only its scoresheet is shown here.")
    return QCoreApplication.translate("ReplayWindow", "No move was made in this game.")
