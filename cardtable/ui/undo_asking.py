"""Game → Undo: asked first when it would go back further than the person may expect.

An undo goes back to the person's own last decision. When that lies before the deal in play,
or behind moves the computer made in the person's seat, one press would take back more than
the person sees on the table: the person is told how much, and that Redo brings it back.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from ..controller.game_controller import GameController
from ..controller.undo_redo import UndoReach


class UndoWords(QObject):
    """The far undo's question, a sentence at a time (in a class: its words are then found
    for translation with their plural forms)."""

    def question(self, reach: UndoReach) -> str:
        """What a far undo takes back, in the person's words."""
        if reach.deals:
            parts = [self.tr("Undo goes back to your own last move, %n deal(s) ago: every "
                             "move since is taken back.", "", reach.deals)]
        else:
            parts = [self.tr("Undo goes back to your own last move: every move since is "
                             "taken back.")]
        if reach.computer_moves:
            parts.append(self.tr("Among them are the moves the computer made for you."))
        parts.append(self.tr("Redo brings them back until you make a new move."))
        return " ".join(parts)


def far_undo_question(reach: UndoReach) -> str:
    """What a far undo takes back, in the person's words."""
    return UndoWords().question(reach)


def undo_asking_first(window: QWidget, c: GameController) -> bool:
    """Undo the person's last decision, asking first (over ``window``) when it reaches far;
    whether it was asked of the controller."""
    reach = c.undo_reach()
    if reach is not None and reach.far and QMessageBox.question(
        window, QCoreApplication.translate("UndoAsking", "Undo so far back?"),
        far_undo_question(reach),
    ) != QMessageBox.StandardButton.Yes:
        return False
    return c.undo()
