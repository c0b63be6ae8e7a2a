"""The analysis beside a replay: the Expert's view of each decision, what the choices cost, and
where the costly ones are.

The panel asks the application's ``AnalysisDesk`` to weigh the person's decisions (or every
seat's, on request), shows the run's progress with a way to stop it, and then, for the move
just shown on the table, says in words what the best alternative was expected to bring against
the move made, with every alternative's estimate beneath. A summary gives each seat's points
lost to choices in the deal on the table and in the game, and a list holds the costly
decisions, each a double-click away. The costly decisions are marked on the timeline too.
Decisions the computer made for the person (Game → Let the computer play for me) are told as
the computer's, and left out of the person's losses, costly decisions and marks.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...session.replay import Replay
from ...session.review import is_costly, summarise
from ...storage.analysis_records import Decision, GameAnalysis
from ...storage.history_records import Scoresheet, computer_moved
from ...texts import translated
from ..table.annotations import escape
from .analysis_worker import AnalysisDesk

COSTLY_MARK = QColor(200, 30, 30)


class AnalysisPanel(QWidget):
    """See the module docstring. ``jump_wanted`` asks the window to show a position."""

    jump_wanted = Signal(int)
    changed = Signal()  # a new analysis is shown (the timeline's marks follow)

    def __init__(self, desk: AnalysisDesk, key: object, sheet: Scoresheet, replay: Replay,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.desk = desk
        self.key = key
        self.sheet = sheet
        self.replay = replay
        self.names = sheet.players
        self.person = sheet.person_seat
        self.handovers = sheet.handovers
        self.analysis: GameAnalysis | None = None
        self.position = 0
        self._by_position: dict[int, Decision] = {}
        self._costliest: list[Decision | None] = []  # each summary row's, to go to it
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self._build_controls())
        layout.addWidget(self.progress)
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.verdict)
        self.alternatives = self._table((self.tr("Move"), self.tr("Expected"), "±",
                                         self.tr("Worlds")))
        expected = QTableWidgetItem(self.tr("Expected"))
        self.alternatives.setHorizontalHeaderItem(1, expected)
        expected.setToolTip(self.tr(
            "What the move was expected to bring the player, in points as the Expert counts "
            "a result (against the other players' average where the game is won by ranking), "
            "judged from what the player could see at that moment. Higher is better."))
        layout.addWidget(self.alternatives, 2)
        self.summary = self._table((self.tr("Player"), self.tr("Lost this deal"),
                                    self.tr("Lost in the game"), self.tr("Costly"),
                                    self.tr("Costliest")), stretch=4)
        self.summary.cellDoubleClicked.connect(self._jump_to_costliest)
        self.summary.setToolTip(self.tr(
            "Expected points lost against the Expert's best choice, counting only the "
            "differences clear of the luck of the sampled deals."))
        layout.addWidget(self.summary)
        self.summary.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.summary.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        heading = QLabel(self.tr("Costly decisions (double-click one to see it):"))
        layout.addWidget(heading)
        self.mistakes = QListWidget()
        self.mistakes.itemActivated.connect(self._jump)
        self.mistakes.itemDoubleClicked.connect(self._jump)
        layout.addWidget(self.mistakes, 1)
        desk.progressed.connect(self._progressed)
        desk.finished.connect(self._finished)
        desk.failed.connect(self._failed)
        self._take(desk.analysis(key))
        self._show_run()

    # ---- building -------------------------------------------------------------------------

    def _build_controls(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.analyse_button = QPushButton(self.tr("Analyse"))
        self.analyse_button.setToolTip(self.tr(
            "The Expert weighs every alternative of each decision from what the player could "
            "see at that moment, and says what each choice cost."))
        self.analyse_button.clicked.connect(self.start)
        self.every_seat = QCheckBox(self.tr("Every seat"))
        self.every_seat.setToolTip(self.tr("Weigh the computer players' decisions too."))
        if self.person is None:  # nobody's game in particular: every seat it is
            self.every_seat.setChecked(True)
            self.every_seat.setEnabled(False)
        self.cancel_button = QPushButton(self.tr("Stop"))
        self.cancel_button.clicked.connect(lambda: self.desk.cancel(self.key))
        self.progress = QProgressBar()
        self.progress.setFormat(self.tr("%v of %m decisions"))
        for widget in (self.analyse_button, self.every_seat, self.cancel_button):
            widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrows walk the game
            row.addWidget(widget)
        row.addStretch(1)
        return row

    def _table(self, headings: tuple[str, ...], stretch: int = 0) -> QTableWidget:
        """A read-only table of ``headings``; column ``stretch`` takes the room left (its text
        cut short when there is none)."""
        table = QTableWidget(0, len(headings))
        table.setHorizontalHeaderLabels(list(headings))
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 6)
        return table

    # ---- running --------------------------------------------------------------------------

    def seats(self) -> list[int]:
        """The seats to analyse: the person's, or every seat when asked (or nobody's game)."""
        if self.every_seat.isChecked() or self.person is None:
            return list(range(len(self.names)))
        return [self.person]

    def start(self) -> None:
        """Analyse the seats asked for, going on from what is kept."""
        if self.desk.start(self.key, self.sheet, self.seats()):
            self.status.setText(self.tr("Weighing the decisions…"))
        self._show_run()

    def _progressed(self, key: object, done: int, total: int) -> None:
        if key == self.key:
            self._show_run()

    def _finished(self, key: object, analysis: GameAnalysis) -> None:
        if key == self.key:
            self._take(analysis)
            self._show_run()

    def _failed(self, key: object, message: str) -> None:
        if key == self.key:
            self._show_run()
            self.status.setText(self.tr("The analysis stopped on an error: {message}")
                                .format(message=message))

    def _show_run(self) -> None:
        running = self.desk.running(self.key)
        progress = self.desk.progress(self.key)
        self.analyse_button.setEnabled(not running)
        self.every_seat.setEnabled(not running and self.person is not None)
        self.cancel_button.setEnabled(running)
        self.progress.setVisible(running)
        if progress is not None:
            done, total = progress
            self.progress.setRange(0, max(total, 1))
            self.progress.setValue(done)
        if not running:
            self.status.setText(self._state_words())

    def _state_words(self) -> str:
        analysis = self.analysis
        if analysis is None:
            return self.tr("Not analysed yet. Analyse weighs each of your decisions "
                           "(about a second each).")
        who = (self.tr("every seat") if len(analysis.seats) == len(self.names)
               else ", ".join(self.names[s] for s in analysis.seats))
        if not analysis.complete:
            return self.tr("Stopped after %n decision(s) of {who}: Analyse goes on from "
                           "there.", "", len(analysis.decisions)).format(who=who)
        return self.tr("%n decision(s) of {who} weighed, {ms} ms each.", "",
                       len(analysis.decisions)).format(who=who, ms=analysis.budget_ms)

    # ---- showing --------------------------------------------------------------------------

    def _take(self, analysis: GameAnalysis | None) -> None:
        self.analysis = analysis
        self._by_position = {d.position: d for d in analysis.decisions} if analysis else {}
        self.mistakes.clear()
        for decision in self._own_decisions():
            if is_costly(decision):
                item = QListWidgetItem(self._mistake_words(decision))
                item.setData(Qt.ItemDataRole.UserRole, decision.position + 1)
                self.mistakes.addItem(item)
        self.show_position(self.position)
        self.changed.emit()

    def marks(self) -> dict[int, QColor]:
        """The timeline's marks: each costly decision, just after it was made."""
        return {d.position + 1: COSTLY_MARK for d in self._own_decisions() if is_costly(d)}

    def _own_decisions(self) -> list[Decision]:
        """The decisions analysed that the seats made themselves: not those the computer made
        for the person."""
        if self.analysis is None:
            return []
        return [d for d in self.analysis.decisions if not self._computers(d)]

    def _computers(self, decision: Decision) -> bool:
        """Whether the computer made this decision for the person."""
        return computer_moved(self.handovers, decision.seat, decision.position)

    def show_position(self, position: int) -> None:
        """Say what the Expert made of the move that led to ``position``."""
        self.position = position
        self._show_summary()
        decision = self._by_position.get(position - 1)
        self.alternatives.setRowCount(0)
        if position == 0:
            self.verdict.setText("")
            return
        if decision is None:
            self.verdict.setText(self._unweighed_words(position - 1))
            return
        self.verdict.setText(self._verdict(decision))
        rows = decision.estimates
        self.alternatives.setRowCount(len(rows))
        bold = QFont()
        bold.setBold(True)
        for row, estimate in enumerate(rows):
            cells = (self._move(decision.position, estimate.action),
                     f"{estimate.mean:+.1f}",
                     f"{estimate.spread:.1f}" if row and estimate.worlds else "",
                     str(estimate.worlds) if estimate.worlds else "")
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if estimate.action == decision.played:
                    item.setFont(bold)
                self.alternatives.setItem(row, col, item)

    def _show_summary(self) -> None:
        table = self.summary
        table.setVisible(self.analysis is not None)
        if self.analysis is None:
            table.setRowCount(0)
            return
        deal = self.replay.deal_of(self.position)
        game = summarise(self.analysis, self.replay, handovers=self.handovers)
        this_deal = summarise(self.analysis, self.replay, deal, self.handovers)
        table.setRowCount(len(game))
        table.setFixedHeight(table.horizontalHeader().sizeHint().height()
                             + len(game) * table.verticalHeader().defaultSectionSize()
                             + 2 * table.frameWidth() + 2)  # every seat's row, no more
        self._costliest = [whole.costliest for whole in game]
        for row, (whole, part) in enumerate(zip(game, this_deal, strict=True)):
            worst = whole.costliest
            cells = (self.names[whole.seat], f"{part.lost:.1f}", f"{whole.lost:.1f}",
                     str(whole.costly),
                     self.tr("move {move}: {played} ({cost})").format(
                         move=worst.position + 1,
                         played=self._move(worst.position, worst.played),
                         cost=f"−{worst.cost:.1f}") if worst is not None else "")
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col == len(cells) - 1 and worst is not None:
                    item.setToolTip(self.tr("Double-click to see it"))
                table.setItem(row, col, item)

    # ---- words ----------------------------------------------------------------------------

    def _move(self, position: int, action: int) -> str:
        """An action as the game names it, in the person's language."""
        return translated(self.replay.state_at(position).describe_action(action))

    def _verdict(self, decision: Decision) -> str:
        name = escape(self.names[decision.seat])
        played = escape(self._move(decision.position, decision.played))
        computers = self._computers(decision)
        if len(decision.estimates) == 1:
            return (self.tr("The computer played {move} for you, the only move there was.")
                    if computers else
                    self.tr("{name} played {move}, the only move there was.")).format(
                name=name, move=played)
        if decision.cost <= 0:
            return (self.tr("The computer played {move} for you, the Expert's choice too.")
                    if computers else
                    self.tr("{name} played {move}, the Expert's choice too.")).format(
                name=name, move=played)
        best = escape(self._move(decision.position, decision.best.action))
        text = self._costly_words(decision, computers).format(
            name=name, move=played, best=best, gain=f"{decision.cost:+.1f}",
            spread=f"{decision.chosen.spread:.1f}")
        if is_costly(decision) and not computers:
            return f"<b style='color:#c81e1e'>{text}</b>"
        return text

    def _costly_words(self, decision: Decision, computers: bool) -> str:
        """What a move that cost something is told in: the Expert's reckoning or its sample,
        for a move of the seat's own or one the computer made for the person."""
        if all(e.worlds == 0 for e in decision.estimates):
            if computers:
                return self.tr("The computer played {move} for you. {best} here: {gain} in "
                               "the Expert's reckoning against {move}.")
            return self.tr("{name} played {move}. {best} here: {gain} in the Expert's "
                           "reckoning against {move}.")
        if computers:
            return self.tr("The computer played {move} for you. {best} here: {gain} points "
                           "expected against {move} (±{spread}).")
        return self.tr("{name} played {move}. {best} here: {gain} points expected "
                       "against {move} (±{spread}).")

    def _unweighed_words(self, position: int) -> str:
        if self.analysis is None:
            return ""
        seat = self.replay.state_at(position).to_act
        if seat not in self.analysis.seats:
            return self.tr("{name}'s moves were not analysed (Every seat weighs them).").format(
                name=escape(self.names[seat]))
        if self.analysis.complete:
            return self.tr("{name} had no choice here.").format(name=escape(self.names[seat]))
        return self.tr("Not weighed yet: the analysis stopped before this move.")

    def _mistake_words(self, decision: Decision) -> str:
        return self.tr("Deal {deal}, move {move}: {name} played {played}; {best} was better by "
                       "{cost}").format(
            deal=self.replay.deal_of(decision.position) + 1, move=decision.position + 1,
            name=self.names[decision.seat],
            played=self._move(decision.position, decision.played),
            best=self._move(decision.position, decision.best.action),
            cost=f"{decision.cost:.1f}")

    def _jump_to_costliest(self, row: int, _column: int) -> None:
        worst = self._costliest[row] if 0 <= row < len(self._costliest) else None
        if worst is not None:
            self.jump_wanted.emit(worst.position + 1)

    def _jump(self, item: QListWidgetItem) -> None:
        self.jump_wanted.emit(int(item.data(Qt.ItemDataRole.UserRole)))
