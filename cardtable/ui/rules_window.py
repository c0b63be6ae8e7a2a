"""The Rules window: the project's rule sheet for a game, as written in ``seeds/``."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

SHEETS = Path(__file__).resolve().parents[2] / "seeds"


def rule_sheet(game_id: str) -> str | None:
    """The Markdown rule sheet of a game, or None when it cannot be found."""
    path = SHEETS / f"{game_id}.md"
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return None


class RulesWindow(QDialog):
    """Shows a game's rule sheet."""

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        self.resize(720, 640)
        layout = QVBoxLayout(self)
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(False)
        sheet = rule_sheet(game_id)
        if sheet is None:
            self.text.setPlainText(self.tr("The rule sheet for this game could not be found."))
        else:
            self.text.setMarkdown(sheet)
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
