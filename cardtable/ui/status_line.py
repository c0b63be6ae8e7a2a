"""Every word of the status bar and the table's words around the hand belong to the position on
show: nothing said of a position that is gone stays, and nothing of one still to come is said
early.

- A new position (a new game, a move taken back, a game opened) forgets the screen-reader line
  and the status bar's passing message: they were about the position that went.
- A hint is about one position: its message goes when the person moves on.
- A new language says the screen-reader line again in it, and takes away the passing messages
  (the status bar's, the table's banner) said in the old one.
- A new deal's caption and seat notes (Up and Down's deal and trumps, its bids) show as its
  cards are dealt, and what the screen-reader line says of the new deal waits for it too: until
  then the table still shows the deal that ended.
- While a deal's summary is on view, the controller's line (who is thinking) waits: it speaks
  of the deal to come.
- While the computer plays the person's seat, the person's plate and the words by the hand say
  so, and how to take the seat back.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QLabel

from ..controller.turns import PersonTurn
from ..engine.events import Dealt, Event
from .table.cues import Cue

if TYPE_CHECKING:
    from .main_window import MainWindow


def stand_in_words() -> str:
    """What the words by the hand say while the computer plays the person's seat."""
    return QCoreApplication.translate(
        "StatusLine", "The computer is playing for you — Game → Take my seat back")


class StatusLine(QObject):
    """Keeps the status bar and the table's words current; see the module docstring. Made
    before the window wires the table (``follow`` after), so that it hears of a batch of
    events before the table starts to show it."""

    def __init__(self, window: MainWindow, status: QLabel) -> None:
        super().__init__(window)
        self.window = window
        self.status = status  # who is thinking, whose turn: the controller's line
        self.status_words = ""  # the controller's last line, shown once no summary is up
        self.summary_on = False  # a deal's summary on view: the next deal's line waits
        self.hint = ""  # the hint's message on show, if any
        self.held: list[Event] = []  # what the line will say of the deal about to be dealt
        self.deal_words: tuple[str, list[str]] | None = None  # its caption and seat notes
        window.controller.events_applied.connect(self._events_coming)

    def follow(self) -> None:
        """Listen to the controller and the table, after the window's own slots."""
        c, w = self.window.controller, self.window
        c.table_reset.connect(lambda _snapshot: self.forget())
        c.table_reset.connect(lambda _snapshot: self.show_stand_in())
        c.setup_changed.connect(self.show_stand_in)
        c.game_finished.connect(lambda _over: self.show_stand_in())  # no seat to take back
        c.turn_changed.connect(self._turn_changed)
        w.scene.cue.connect(self._cue)
        w.scene.all_shown.connect(self._all_shown)
        w.scene.animator.hold_started.connect(lambda kind: self._summary(kind == "score"))
        w.scene.animator.hold_ended.connect(lambda _kind: self._summary(False))

    def show_status(self, text: str) -> None:
        """The controller's line (who thinks, whose turn), held while a deal's summary is on
        view: it speaks of the deal to come."""
        self.status_words = text
        if not self.summary_on:
            self.status.setText(text)

    def _summary(self, on: bool) -> None:
        self.summary_on = on
        self.status.setText("" if on else self.status_words)

    # ---- a new position, a new language -------------------------------------------------------

    def forget(self) -> None:
        """A new position: nothing said of the one before stays on the line or the bar."""
        w = self.window
        w.statusBar().clearMessage()
        w.announcer.forget()
        self.status.setText("")
        self.hint, self.held, self.deal_words, self.status_words = "", [], None, ""

    def retranslate(self) -> None:
        """A new language: the line said again in it; passing messages in the old one go."""
        w = self.window
        w.statusBar().clearMessage()
        w.scene.notices.clear()
        self.hint = ""
        w.announcer.retranslate()
        self.show_stand_in()
        if w.pages.currentWidget() is w.start_screen:
            w.setWindowTitle(QCoreApplication.translate("MainWindow", "Card Table"))

    # ---- a hint ---------------------------------------------------------------------------------

    def show_hint(self, text: str) -> None:
        """Show a hint's words on the table and the bar until the person moves on."""
        self.hint = text
        self.window.scene.notice(text)
        self.window.statusBar().showMessage(text)

    def _turn_changed(self, turn: PersonTurn | None) -> None:
        """The person has moved (or the moment has passed): the hint was about the position
        before. Then the words by the hand say who plays the seat."""
        w = self.window
        if turn is None and self.hint:
            if w.statusBar().currentMessage() == self.hint:
                w.statusBar().clearMessage()
            if w.scene.notice_text() == self.hint:
                w.scene.notices.clear()
            self.hint = ""
        self.show_stand_in()

    # ---- a new deal -----------------------------------------------------------------------------

    def _events_coming(self, events: Sequence[Event]) -> None:
        """Before the table shows a batch: what the line says of a new deal waits for its
        cards, and so does the caption of the new deal (read now, from the position the batch
        leads to)."""
        w = self.window
        game = w.game_in_play()
        if game is None:
            return
        deal = next((i for i, e in enumerate(events) if isinstance(e, Dealt)), None)
        now = list(events) if deal is None else list(events[:deal])
        w.announcer.tell(now, w.scene.names, w.scene.person, game)
        if deal is not None:
            self._tell_held()  # a deal before still unsaid is said first
            c = w.controller
            view = c.person_view()
            if c.presenter is not None:
                self.deal_words = (c.presenter.caption(view, c.loser_counts),
                                   c.seat_notes(view))
            self.held = list(events[deal:])

    def _cue(self, cue: str) -> None:
        """The new deal's cards start to move: its caption, notes and words with them."""
        if cue != Cue.DEAL or self.deal_words is None:
            return
        caption, notes = self.deal_words
        self.deal_words = None
        self.window.scene.set_notes(caption, notes)
        self._tell_held()

    def _all_shown(self) -> None:
        """The table has shown everything it was sent: nothing waits for a deal any more."""
        self.deal_words = None
        self._tell_held()

    def _tell_held(self) -> None:
        """Say what was held for the new deal."""
        w = self.window
        game = w.game_in_play()
        held, self.held = self.held, []
        if held and game is not None:
            w.announcer.tell(held, w.scene.names, w.scene.person, game)

    # ---- the computer in the person's seat ------------------------------------------------------

    def show_stand_in(self) -> None:
        """Mark the person's plate, and say by the hand, while the computer plays the seat."""
        w, c = self.window, self.window.controller
        handed = c.can_take_seat_back()
        labels = w.scene.labels
        stand_in = c.person if handed else -1
        if labels.stand_in != stand_in:
            labels.stand_in = stand_in
            w.scene.update_labels()
        if c.turn is None:
            w.table_prompt.set_prompt(stand_in_words() if handed else "", waiting=handed)
