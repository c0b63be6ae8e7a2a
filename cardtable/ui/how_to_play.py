"""How to play each game, in plain words for a person who has never played it: the aim, a deal,
a turn, how it scores, and what to do at the table to pass, bid, name trumps, play, attack or
swap (each game writes its own: ``ui/games/<game>_help.py``). The rule sheets (``seeds/``,
Help → Rules) say everything; this page is their first screen, short enough to read before the
first deal, and in the person's language.

It opens from the New game dialog (beside the game chosen) and from Help → How to play.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..engine.registry import get
from ..texts import tr
from .games import game_ui
from .table.annotations import escape
from .window_sizes import fit_window


def how_to_play_html(game_id: str) -> str:
    """The page for a game, as rich text in the person's language."""
    title = tr("How to play {game}").format(game=get(game_id).name)
    parts = [f"<h2>{escape(title)}</h2>"]
    for heading, paragraphs in game_ui(game_id).help_words.how_to_play():
        parts.append(f"<h3>{escape(heading)}</h3>")
        parts += [f"<p>{escape(p)}</p>" for p in paragraphs]
    return "".join(parts)


class HowToPlayDialog(QDialog):
    """One game's How to play page, with the way on to its full rules."""

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.setWindowTitle(self.tr("How to play {game}").format(game=get(game_id).name))
        fit_window(self, "how-to-play", (620, 540))
        self.text = QTextBrowser()
        self.text.setHtml(how_to_play_html(game_id))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.full_rules = QPushButton(self.tr("Full rules…"))
        self.full_rules.setToolTip(self.tr("The whole rule sheet, with every house rule"))
        buttons.addButton(self.full_rules, QDialogButtonBox.ButtonRole.ActionRole)
        self.full_rules.clicked.connect(self.show_rules)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)

    def text_shown(self) -> str:
        """The page's words, for tests and accessibility."""
        return self.text.toPlainText()

    def show_rules(self) -> None:
        """Open the full rule sheet of this game."""
        from .rules_window import RulesWindow

        RulesWindow(self.game_id, self).exec()


def show_how_to_play(game_id: str, parent: QWidget | None) -> HowToPlayDialog:
    """Open the page of a game, without holding up the window behind it."""
    dialog = HowToPlayDialog(game_id, parent)
    dialog.open()
    return dialog
