"""What lies over the table for a moment and waits for the person: the last trick shown again,
a finished trick or a deal's summary held on view, a panel of scores.

The key that closes one of them is spent on it: Enter, Escape or Space pressed while one is on
show closes it and does nothing else, wherever in the table the keyboard is (on the cards, on
a row of choices, on the button that passes the cards chosen). Without that, the Enter that
closes the last trick would also take the choice the keyboard was on.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

from .animator import Animator
from .annotations import Panel
from .last_trick import LastTrick

CLOSING_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape, Qt.Key.Key_Space)


class Overlaid(Protocol):
    """What may lie over a table (the scene holds each): the last trick, a hold of the
    animator, the panel of scores."""

    recall: LastTrick
    animator: Animator
    panel: Panel


def close_overlay(scene: Overlaid) -> bool:
    """Close what lies over the table, the last trick first, then move on from a hold (a
    finished trick, a deal's summary), then close a panel; whether there was one."""
    if scene.recall.showing:
        scene.recall.hide()
    elif scene.animator.holding:
        scene.animator.release()
    elif scene.panel.showing:
        scene.panel.hide()
    else:
        return False
    return True


class OverlayKeys(QObject):
    """Spends a closing key on what lies over the table, for every widget of the table's
    ``view`` (the view itself, the row of choices and the button on it)."""

    def __init__(self, scene: Overlaid, view: QWidget) -> None:
        super().__init__(view)
        self.scene = scene
        self.view = view
        app = QCoreApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A closing key pressed in the table closes what lies over it, and goes no further."""
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() in CLOSING_KEYS and isinstance(watched, QWidget)
                and (watched is self.view or self.view.isAncestorOf(watched))):
            return close_overlay(self.scene)
        return False
