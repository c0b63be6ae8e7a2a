"""First-game tips: the first time a kind of decision comes to the person (passing cards in
Ugly, bidding in Up and Down, being attacked in U-G-O…), a line on the table says what to do.

Each tip is shown once per person: the kinds whose tip was shown are remembered in the settings
(``tips_seen``), and tips can be turned off there or with the line's own "Don't show tips". The
line goes as soon as the decision is made. It lies over the table, in a place that covers no card
or plate and not the prompt, as close above the prompt as there is room.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..controller.turns import PersonTurn
from ..storage.settings import Settings
from .games import game_ui
from .table.banner import find_free
from .table.scene import TableScene

STYLE = """
QFrame#firstTip { background: rgba(20, 20, 60, 230); border: 1px solid rgba(190, 200, 255, 200);
                  border-radius: 8px; }
QLabel#tipWords { color: #f0f0ff; }
QFrame#firstTip QPushButton { padding: 2px 8px; }
"""
WIDTHS = (560, 420, 320)  # the line's widths to try, widest first: narrower wraps more


def decision_kinds(game_id: str, turn: PersonTurn) -> tuple[str, ...]:
    """The kinds of decision ``turn`` is, as the tips name them ("ugly/pass"): the game's
    declaration tells them (the decision's phase, told apart further where one phase asks
    different things: U-G-O's first round and its attacks, Ultimate Loser's lead, follow and
    swap)."""
    return tuple(f"{game_id}/{kind}" for kind in game_ui(game_id).decision_kinds(turn))


def tip_text(kind: str) -> str:
    """The tip for a kind of decision ("ugly/pass"), in the person's language, as its game
    words it; "" for a kind without one."""
    game_id, _, decision = kind.partition("/")
    try:
        game = game_ui(game_id)
    except KeyError:
        return ""
    return game.help_words.tips().get(decision, "")


class FirstTips(QFrame):
    """The tip line over the table; see the module docstring."""

    turned_off = Signal()  # the person asked for no more tips

    def __init__(self, settings: Settings, table: TableScene, parent: QWidget) -> None:
        super().__init__(parent)
        self.settings = settings
        self.table = table
        self.kind = ""  # the kind of decision whose tip is on show
        self.setObjectName("firstTip")
        self.setStyleSheet(STYLE)
        column = QVBoxLayout(self)  # the words, and under them the buttons to the right
        column.setContentsMargins(10, 4, 6, 4)
        column.setSpacing(2)
        self.words = QLabel()
        self.words.setObjectName("tipWords")
        self.words.setWordWrap(True)
        self.words.setTextFormat(Qt.TextFormat.PlainText)
        column.addWidget(self.words)
        self.got_it = QPushButton()
        self.got_it.clicked.connect(self.hide_tip)
        self.stop = QPushButton()
        self.stop.clicked.connect(self.turn_off)
        self.retranslate()
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.got_it)
        row.addWidget(self.stop)
        column.addLayout(row)
        self.setVisible(False)
        table.resized.connect(self.place)

    def show_for(self, game_id: str | None, turn: PersonTurn | None) -> None:
        """Show the tip of the first kind of this decision the person has not had a tip for,
        and remember it as seen; hide the line once the decision is made, and for a decision
        whose tips were all seen."""
        if turn is None or game_id is None or not self.settings.tips:
            self.hide_tip()
            return
        kinds = decision_kinds(game_id, turn)
        fresh = [k for k in kinds if k not in self.settings.tips_seen and tip_text(k)]
        if not fresh:
            self.hide_tip()
            return
        self.kind = fresh[0]
        self.settings.tips_seen.append(self.kind)
        self.words.setText(tip_text(self.kind))
        self.place()

    def retranslate(self) -> None:
        """Say the line's words in the person's language (again, after a change of it)."""
        self.got_it.setText(self.tr("OK"))
        self.got_it.setToolTip(self.tr("Hide this tip"))
        self.stop.setText(self.tr("Don't show tips"))
        self.stop.setToolTip(self.tr("Show no more tips (Settings can turn them on again)"))
        if self.kind:
            self.words.setText(tip_text(self.kind))
            self.place()

    def changeEvent(self, event: QEvent) -> None:
        """A new language (Settings): the tip on show is said again in it."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def text(self) -> str:
        """The tip on show, or an empty string."""
        return self.words.text() if self.isVisible() else ""

    def hide_tip(self) -> None:
        """Take the line away."""
        self.kind = ""
        self.setVisible(False)

    def set_on(self, on: bool) -> None:
        """Tips on or off (Settings); turned on again, every tip is shown afresh."""
        if on and not self.settings.tips:
            self.settings.tips_seen.clear()
        self.settings.tips = on
        if not on:
            self.hide_tip()

    def turn_off(self) -> None:
        """No more tips, now or in later games."""
        self.settings.tips = False
        self.hide_tip()
        self.turned_off.emit()

    def place(self) -> None:
        """Lie above the prompt where that covers nothing (no card, none coming to the trick,
        no plate, not the prompt), narrower if it must; else where it covers only the trick's
        empty places; on a table with no room at all, along its top edge, over the far seats
        rather than the trick or the person's hand."""
        if not self.kind:
            return
        bounds = QRectF(self.table.sceneRect()).adjusted(4, 4, -4, -4)
        prompt = self.table.overlays[0] if self.table.overlays else None
        centre = self.table.geometry.centre
        for coming in (True, False):
            taken = self.table.occupied(coming=coming)
            for width in WIDTHS:
                self._shape(min(width, bounds.width()))
                wanted = [QPointF(centre.x() - self.width() / 2, bounds.top())]
                if prompt is not None:
                    wanted.insert(0, QPointF(prompt.left(), prompt.top() - self.height() - 8))
                spot = find_free((self.width(), self.height()), wanted, bounds, taken)
                if spot is not None:
                    self._show_at(spot)
                    return
        self._shape(min(WIDTHS[0], bounds.width()))
        self._show_at(QPointF(centre.x() - self.width() / 2, bounds.top()))

    def _shape(self, width: float) -> None:
        """Wrap the words to fit ``width``."""
        layout = self.layout()
        wanted = self.sizeHint().width() if layout is None else layout.sizeHint().width()
        fixed = int(min(width, max(wanted, 200)))
        self.setFixedWidth(fixed)
        self.setFixedHeight(self.heightForWidth(fixed) if self.hasHeightForWidth()
                            else self.sizeHint().height())

    def _show_at(self, spot: QPointF) -> None:
        self.move(int(spot.x()), int(spot.y()))
        self.setVisible(True)
        self.raise_()
