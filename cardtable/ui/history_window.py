"""The History window: past games to filter, sort and open, and the statistics."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..engine.registry import GAMES
from ..session.record_text import RecordError
from ..storage.history import History
from ..storage.history_records import GameSummary, Scoresheet
from ..storage.settings import Settings
from ..texts import tr
from .file_folders import ask_open_path
from .off_thread import off_thread
from .review.analysis_worker import AnalysisDesk
from .review.opening import import_replay, open_replay
from .review.replay_window import ReplayWindow, why_no_replay
from .scoresheet_view import ScoresheetView, variant_label
from .window_sizes import fit_window

ANY = ""


def open_history_window(parent: QWidget | None = None, settings: Settings | None = None,
                        desk: AnalysisDesk | None = None,
                        open_history: Callable[[], History] = History) -> None:
    """Show the History window over ``parent`` until the person closes it. The history's file
    is opened, checked (SQLite's integrity check) and perhaps migrated off the GUI thread
    first, since that can take longer than a frame, and closed again afterwards."""
    with off_thread(open_history) as history:
        HistoryWindow(history, parent, settings, desk).exec()


class _SortItem(QTableWidgetItem):
    """A cell that sorts by a number or a date rather than by its text."""

    def __init__(self, text: str, key: object) -> None:
        super().__init__(text)
        self.key = key
        self.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)

    def __lt__(self, other: QTableWidgetItem) -> bool:
        if isinstance(other, _SortItem):
            return bool(self.key < other.key)  # type: ignore[operator]
        return super().__lt__(other)


class HistoryWindow(QDialog):
    """Every finished (and abandoned) game, newest first; open one for its scoresheet or its
    replay (with ``settings``, the table's card size, colours and speed)."""

    COLUMNS = ("date", "game", "rules", "players", "winner", "status", "hands")

    def __init__(self, history: History, parent: QWidget | None = None,
                 settings: Settings | None = None, desk: AnalysisDesk | None = None) -> None:
        super().__init__(parent)
        self.history = history
        self.settings = settings
        self.desk = desk if desk is not None else AnalysisDesk(lambda: history, parent=self)
        self.setWindowTitle(self.tr("History"))
        layout = QVBoxLayout(self)
        self.warning = QLabel()
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet("color: #b00020")
        layout.addWidget(self.warning)
        tabs = QTabWidget()
        tabs.addTab(self._games_tab(), self.tr("Games"))
        tabs.addTab(self._statistics_tab(), self.tr("Statistics"))
        layout.addWidget(tabs)
        self.refresh()
        fit_window(self, "history", (900, 600))

    # ---- the games ------------------------------------------------------------------------

    def _games_tab(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        filters = QHBoxLayout()
        self.game_filter = QComboBox()
        self.game_filter.addItem(self.tr("All games"), ANY)
        for rules in GAMES:
            self.game_filter.addItem(rules.name, rules.id)
        self.variant_filter = QComboBox()
        self.variant_filter.addItem(self.tr("All rules"), ANY)
        for rules in GAMES:
            for preset in rules.presets:
                if self.variant_filter.findData(preset.name) < 0:
                    self.variant_filter.addItem(tr(preset.label), preset.name)
        self.variant_filter.addItem(self.tr("House rules"), "custom")
        self.player_filter = QLineEdit()
        self.player_filter.setPlaceholderText(self.tr("Player"))
        self.since = QDateEdit(QDate.currentDate().addYears(-10))
        self.until = QDateEdit(QDate.currentDate())
        for edit in (self.since, self.until):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
        for widget in (self.game_filter, self.variant_filter):
            widget.currentIndexChanged.connect(self.refresh)
        self.player_filter.textChanged.connect(self.refresh)
        self.since.dateChanged.connect(self.refresh)
        self.until.dateChanged.connect(self.refresh)
        filters.addWidget(self.game_filter)
        filters.addWidget(self.variant_filter)
        filters.addWidget(self.player_filter)
        filters.addWidget(QLabel(self.tr("from")))
        filters.addWidget(self.since)
        filters.addWidget(QLabel(self.tr("to")))
        filters.addWidget(self.until)
        layout.addLayout(filters)

        self.table = QTableWidget(0, len(self.COLUMNS))
        self.table.setHorizontalHeaderLabels([
            self.tr("Date"), self.tr("Game"), self.tr("Rules"), self.tr("Players"),
            self.tr("Winner"), self.tr("Status"), self.tr("Hands"),
        ])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setSortingEnabled(True)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.doubleClicked.connect(lambda _index: self.open_selected())
        self.table.itemSelectionChanged.connect(self._selection_changed)
        layout.addWidget(self.table, 1)
        self.no_replay = QLabel()  # why the game chosen has no replay
        self.no_replay.setWordWrap(True)
        self.no_replay.setVisible(False)
        layout.addWidget(self.no_replay)

        buttons = QHBoxLayout()
        self.open_button = QPushButton(self.tr("Open scoresheet"))
        self.open_button.clicked.connect(self.open_selected)
        self.replay_button = QPushButton(self.tr("Replay"))
        self.replay_button.setToolTip(self.tr("Play the game through again, every hand face up"))
        self.replay_button.setEnabled(False)
        self.replay_button.clicked.connect(self.replay_selected)
        self.delete_button = QPushButton(self.tr("Delete"))
        self.delete_button.clicked.connect(self.delete_selected)
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.replay_button)
        buttons.addWidget(self.delete_button)
        self.import_button = QPushButton(self.tr("Import record…"))
        self.import_button.setToolTip(self.tr("Replay a game from a text record exported by "
                                              "Card Table"))
        self.import_button.clicked.connect(lambda: self.import_record())
        buttons.addWidget(self.import_button)
        buttons.addStretch(1)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.accept)
        buttons.addWidget(close)
        layout.addLayout(buttons)
        return page

    def refresh(self) -> None:
        """Fill the table with the games that pass the filters (read off the GUI thread: a
        long history takes longer than a frame to read)."""
        game_id = self.game_filter.currentData() or None
        variant = self.variant_filter.currentData() or None
        player = self.player_filter.text().strip() or None
        since = self.since.date().toString("yyyy-MM-dd")
        until = self.until.date().addDays(1).toString("yyyy-MM-dd")
        games = off_thread(lambda: self.history.games(
            game_id=game_id, variant=variant, player=player, since=since, until=until))
        self.table.setSortingEnabled(False)
        self.table.setRowCount(len(games))
        names = {r.id: r.name for r in GAMES}
        for row, game in enumerate(games):
            winners = ", ".join(game.players[s] for s in game.winners) or "—"
            cells = [
                _SortItem(game.started_at[:16].replace("T", " "), game.started_at),
                _SortItem(names.get(game.game_id, game.game_id), game.game_id),
                _SortItem(variant_label(game.game_id, game.variant), game.variant),
                _SortItem(", ".join(game.players), ", ".join(game.players)),
                _SortItem(winners, winners),
                _SortItem(self._status_words(game), game.status),
                _SortItem(str(game.hand_count), game.hand_count),
            ]
            for col, cell in enumerate(cells):
                cell.setData(Qt.ItemDataRole.UserRole, game.row_id)
                self.table.setItem(row, col, cell)
        self.table.setSortingEnabled(True)
        self.table.resizeColumnsToContents()
        self._refresh_statistics()
        self._show_problem()

    def _status_words(self, game: GameSummary) -> str:
        """How the game ended, and where it was played when that was a shared table (its
        moves are kept by the server there, so it has no replay here)."""
        status = self.tr("finished") if game.status == "finished" else self.tr("abandoned")
        if game.shared:
            return self.tr("{status}, at a shared table").format(status=status)
        return status

    def _show_problem(self) -> None:
        """Say what is wrong with the history, found when it was opened or read just now (a
        file another program has locked, tables gone, games whose rows are damaged): the
        window shows what it can."""
        lines = [self.history.problem or ""]
        if self.history.unreadable:
            lines.append(self.tr("%n game(s) in the score history could not be read and are "
                                 "not shown; the file is left as it is.", "",
                                 len(self.history.unreadable)))
        text = "\n".join(filter(None, lines))
        self.warning.setText(text)
        self.warning.setVisible(bool(text))

    def selected_game(self) -> int | None:
        """The row id of the selected game, if any."""
        items = self.table.selectedItems()
        return items[0].data(Qt.ItemDataRole.UserRole) if items else None

    def selected_sheet(self) -> Scoresheet | None:
        """The selected game in full, or None when none is selected or its row cannot be
        read."""
        row_id = self.selected_game()
        return self.history.scoresheet(row_id) if row_id is not None else None

    def open_selected(self) -> ScoresheetView | None:
        """Show the selected game's scoresheet."""
        sheet = self.selected_sheet()
        if sheet is None:
            self._show_problem()
            return None
        view = ScoresheetView(sheet, self)
        view.open()
        return view

    def _selection_changed(self) -> None:
        """Offer the replay of the game chosen when its moves are kept, else say why not."""
        sheet = self.selected_sheet()
        why = why_no_replay(sheet) if sheet is not None else ""
        self.replay_button.setEnabled(sheet is not None and not why)
        self.no_replay.setText(why)
        self.no_replay.setVisible(bool(why))

    def replay_selected(self) -> ReplayWindow | None:
        """Open the selected game's replay, in a window that stays open beside this one."""
        sheet = self.selected_sheet()
        if sheet is None:
            self._show_problem()
            return None
        # a child, so not blocked while this window is modal
        return open_replay(sheet, self.settings, self, self.desk, self.selected_game())

    def import_record(self, path: str | None = None) -> ReplayWindow | None:
        """Replay a game from a text record (asking for the file when no ``path`` is given);
        a file that is not a readable record is refused with the reason, nothing else
        changed."""
        if path is None:
            path = ask_open_path(self, self.tr("Import record"),
                                 self.tr("Card Table records (*.txt);;All files (*)"))
            if not path:
                return None
        try:
            return import_replay(Path(path), self.settings, self, self.desk)
        except RecordError as error:
            QMessageBox.warning(self, self.tr("Import record"),
                                self.tr("This file cannot be replayed: {reason}")
                                .format(reason=error))
            return None

    def delete_selected(self, confirm: bool = True) -> bool:
        """Delete the selected game from the history, after asking."""
        row_id = self.selected_game()
        if row_id is None:
            return False
        if confirm and QMessageBox.question(
            self, self.tr("Delete"), self.tr("Delete this game from the history?")
        ) != QMessageBox.StandardButton.Yes:
            return False
        deleted = self.history.delete(row_id)
        self.refresh()
        return deleted

    # ---- statistics -------------------------------------------------------------------------

    def _statistics_tab(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.stats = QTableWidget(0, 7)
        self.stats.setHorizontalHeaderLabels([
            self.tr("Game"), self.tr("Rules"), self.tr("Player"), self.tr("Played"),
            self.tr("Won"), self.tr("Best"), self.tr("Average"),
        ])
        self.stats.setSortingEnabled(True)
        self.stats.verticalHeader().setVisible(False)
        layout.addWidget(self.stats)
        return page

    def _refresh_statistics(self) -> None:
        rows = off_thread(self.history.statistics)
        names = {r.id: r.name for r in GAMES}
        self.stats.setSortingEnabled(False)
        self.stats.setRowCount(len(rows))
        for i, row in enumerate(rows):
            cells = [
                _SortItem(names.get(row.game_id, row.game_id), row.game_id),
                _SortItem(variant_label(row.game_id, row.variant), row.variant),
                _SortItem(row.player, row.player.lower()),
                _SortItem(str(row.played), row.played),
                _SortItem(str(row.won), row.won),
                _SortItem("—" if row.best_score is None else str(row.best_score),
                          row.best_score if row.best_score is not None else float("inf")),
                _SortItem("—" if row.average_score is None else f"{row.average_score:.1f}",
                          row.average_score if row.average_score is not None else float("inf")),
            ]
            for col, cell in enumerate(cells):
                self.stats.setItem(i, col, cell)
        self.stats.setSortingEnabled(True)
        self.stats.resizeColumnsToContents()

