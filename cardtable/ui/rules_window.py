"""The Rules window: the project's rule sheets, one per game, as written in ``seeds/``."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..engine.registry import GAMES
from ..resources import rule_sheet_file
from .window_sizes import fit_window


def rule_sheet(game_id: str) -> str | None:
    """The Markdown rule sheet of a game, or None when it cannot be found."""
    try:
        return rule_sheet_file(game_id).read_text(encoding="utf-8")
    except OSError:
        return None


class RulesWindow(QDialog):
    """Shows the rule sheets of every game, a list of the games beside the open sheet."""

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        self.games = QListWidget()
        self.games.setAccessibleName(self.tr("Games"))
        for rules in GAMES:
            item = QListWidgetItem(rules.name)
            item.setData(Qt.ItemDataRole.UserRole, rules.id)
            self.games.addItem(item)
        self.games.setFixedWidth(self.games.sizeHintForColumn(0) + 32)
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(False)
        self.games.currentItemChanged.connect(lambda item, _old: self._show(item))
        sheets = QHBoxLayout()
        sheets.addWidget(self.games)
        sheets.addWidget(self.text, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(sheets)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.show_game(game_id)
        fit_window(self, "rules", (900, 680))

    def show_game(self, game_id: str) -> None:
        """Open the sheet of a game (the first game's for an id the list does not hold)."""
        found = [i for i in range(self.games.count())
                 if self.games.item(i).data(Qt.ItemDataRole.UserRole) == game_id]
        self.games.setCurrentRow(found[0] if found else 0)

    def current_game(self) -> str:
        """The id of the game whose sheet is open."""
        game_id: str = self.games.currentItem().data(Qt.ItemDataRole.UserRole)
        return game_id

    def _show(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        sheet = rule_sheet(item.data(Qt.ItemDataRole.UserRole))
        if sheet is None:
            self.text.setPlainText(self.tr("The rule sheet for this game could not be found."))
        else:
            self.text.setMarkdown(sheet)
