"""What the person is asked to do, on the table beside their hand: the prompt in large words,
and under it the buttons of the decision (the button for the cards chosen, the row of choices:
bids, trumps, Play/Pass, End your turn, rock-paper-scissors).

It lies over the table's view, in a place where it covers no card, trick or name plate (the
table's ``occupied`` rectangles, found by ``table.banner.free_spot``), as close above the
person's hand as there is room. The buttons are the window's, keyboard-reachable as before; the
box shows while there is a question or a button, and goes when the turn ends.

Every word in it shows whole: the box is at least as wide as its widest button, and as wide as
its words on one line or all its buttons on one row where the table has the room; else they
flow onto more rows (see ``ChoiceBar.fit_within``), and its words wrap, in smaller letters only
where nothing else fits. On a table too crowded for any of these, the words give way to the
buttons (they stay in the status line, and in the box's tooltip).

Its place is found when a decision begins (or the table changes size) and kept while the
decision lasts: a card picked, or a play named on the button, changes what the box holds, not
where it lies, so the button the person reaches for stays under the pointer.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from .choice_bar import SPACING, ChoiceBar
from .table.banner import find_free, free_spot
from .table.scene import TableScene

STYLE = """
QFrame#tablePrompt { background: rgba(8, 36, 20, 225); border: 2px solid rgba(255, 228, 130, 200);
                     border-radius: 10px; }
QLabel#promptWords { color: #ffe482; }
QFrame#tablePrompt QPushButton { padding: 4px 14px; }
"""
SIZES = {False: (13.0, 12.0), True: (10.5, 10.0)}  # words, buttons: usual, compact
WIDEST = 460  # the box's width beside the trick (wider only for one line or one row)
PAD = 12  # the box's margin left and right of what it holds
NARROWEST = 190.0  # the words wrapped narrower read badly


def on_rows(n: int) -> Callable[[ChoiceBar], int]:
    """A choice bar's width with its buttons on ``n`` + 1 rows (or as many as it has)."""
    return lambda bar: bar.row_widths()[min(n, len(bar.row_widths()) - 1)]


class TablePrompt(QFrame):
    """The prompt and the decision's buttons over the table; see the module docstring."""

    def __init__(self, table: TableScene, buttons: list[QWidget], parent: QWidget) -> None:
        super().__init__(parent)
        self.table = table
        self.setObjectName("tablePrompt")
        self.setStyleSheet(STYLE)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(PAD, 8, PAD, 8)
        outer.setSpacing(6)
        self.words = QLabel()
        self.words.setObjectName("promptWords")
        self.words.setWordWrap(True)
        self.words.setTextFormat(Qt.TextFormat.PlainText)
        outer.addWidget(self.words)
        self.row = QHBoxLayout()  # the buttons, to the right as a dialog's
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(SPACING)
        self.row.addStretch(1)
        for button in buttons:
            self.row.addWidget(button)
        outer.addLayout(self.row)
        self.buttons = buttons
        self._placed = False  # whether the box has its place for the decision on show
        self._waiting = False  # words while others play: cards come to the trick meanwhile
        self._aside = False  # a deal's summary on view: the box waits behind it
        self.setVisible(False)
        table.resized.connect(self.find_place)
        table.animator.hold_started.connect(lambda kind: self._stand_aside(kind == "score"))
        table.animator.hold_ended.connect(lambda _kind: self._stand_aside(False))

    def set_prompt(self, text: str, waiting: bool = False) -> None:
        """Say what the person is asked to do ("" when nothing is asked): a new decision,
        for which the box finds its place afresh. With ``waiting`` the words are no question
        (the computer plays for the person): the others' cards come while they show, so the
        box keeps clear of the trick."""
        self._waiting = waiting
        self.words.setText(text)
        self.words.setVisible(bool(text))
        self.find_place()

    def text(self) -> str:
        """The prompt on show, or an empty string."""
        return self.words.text() if self.isVisible() and self.words.isVisible() else ""

    def find_place(self) -> None:
        """Look for the box's place afresh (a new decision, a table of another size)."""
        self._placed = False
        self.place()

    def place(self) -> None:
        """Show the box where it covers nothing, above the person's hand, or hide it when
        it has nothing to say or offer. Once placed for a decision it stays, holding what it
        now holds, unless it then covers something."""
        wanted = bool(self.words.text()) or any(not b.isHidden() for b in self.buttons)
        if not wanted or self._aside:
            self._placed = False
            self.setVisible(False)
            self.table.set_overlays([])
            return
        bounds = QRectF(self.table.sceneRect()).adjusted(4, 4, -4, -4)
        # no card comes while the person decides
        taken = self.table.occupied(coming=self._waiting, overlays=False)
        if not (self._placed and self.isVisible() and self._stay(bounds, taken)):
            spot = self._new_spot(bounds, taken)
            self.move(int(spot.x()), int(spot.y()))
        self._placed = True
        self.setVisible(True)
        self.raise_()
        self.table.set_overlays([QRectF(self.geometry())])  # the banner keeps clear of it

    def _stand_aside(self, aside: bool) -> None:
        """Step out of sight while a deal's summary is on view (it is read first), and come
        back where the box was when it goes."""
        self._aside = aside
        self.place()

    def _new_spot(self, bounds: QRectF, taken: list[QRectF]) -> QPointF:
        """Size the box and find its place: by the hand, narrower and then in smaller words
        where the table is crowded; else anywhere free; else, on a table too crowded for the
        words, the buttons alone (the words stay in the status line, and in the box's
        tooltip); else as close above the hand as it goes."""
        self._show_words(True)
        spot = self._free_spot(bounds, taken)
        if spot is None and self._shown() and self.words.text():
            self._show_words(False)
            spot = self._free_spot(bounds, taken)
            if spot is None:
                self._show_words(True)
        if spot is not None:
            return spot
        self._use_size(False)
        self._fit(min(bounds.width(), max(self._room(), self._least_width())))
        return free_spot((self.width(), self.height()), self._wanted(), bounds, taken)

    def _free_spot(self, bounds: QRectF, taken: list[QRectF]) -> QPointF | None:
        """The first free place for the box, sized in turn as ``_new_spot`` says."""
        near = self.table.geometry.card_height * 1.2
        for compact, reach in ((False, near), (True, near), (False, None), (True, None)):
            self._use_size(compact)
            for width in self._widths(bounds):
                self._fit(width)
                spot = find_free((self.width(), self.height()), self._wanted(), bounds, taken,
                                 reach=reach)
                if spot is not None:
                    return spot
        return None

    def _show_words(self, shown: bool) -> None:
        """Show the words in the box, or only in its tooltip."""
        self.words.setVisible(shown and bool(self.words.text()))
        self.setToolTip("" if shown else self.words.text())

    def _stay(self, bounds: QRectF, taken: list[QRectF]) -> bool:
        """Fit what the box now holds where it lies, as wide as it was or as its widest
        button needs, its foot kept and the side towards the table's middle; whether it
        covers nothing there."""
        old = QRectF(self.geometry())
        self._fit(min(bounds.width(), max(old.width(), self._least_width())), exact=True)
        width, height = float(self.width()), float(self.height())
        left_of_middle = old.center().x() < self.table.geometry.centre.x()
        x = old.right() - width if left_of_middle else old.left()
        x = min(max(x, bounds.left()), bounds.right() - width)
        y = min(max(old.bottom() - height, bounds.top()), bounds.bottom() - height)
        grew = width > old.width() or height > old.height()
        if grew and find_free((width, height), [QPointF(x, y)], bounds, taken,
                              reach=0.0) is None:
            return False  # into something
        self.move(int(x), int(y))
        return True

    def _use_size(self, compact: bool) -> None:
        """Words and buttons in their usual size, or smaller on a crowded table."""
        words, buttons = SIZES[compact]
        font = QFont(self.words.font())
        font.setBold(True)
        font.setPointSizeF(words)
        self.words.setFont(font)
        for holder in self.buttons:
            for button in [holder, *holder.findChildren(QPushButton)]:
                if isinstance(button, QPushButton):
                    small = QFont(button.font())
                    small.setPointSizeF(buttons)
                    button.setFont(small)

    def _widths(self, bounds: QRectF) -> list[float]:
        """The widths to try, widest first: the words on one line, the buttons on one row,
        on two and so on, the room beside the trick, narrower; none narrower than the widest
        button or than the words read well in, none wider than the table."""
        least = self._least_width()
        rows = [self._row_width(on_rows(n))
                for n in range(max((len(b.row_widths()) for b in self._bars()), default=1))]
        line = self._words_width() + self._overhead()  # the words on one line: a low box
        wanted = {min(bounds.width(), max(width, least, NARROWEST))
                  for width in (line, *rows, self._room(), 300.0, 240.0)}
        return sorted(wanted, reverse=True)

    def _room(self) -> float:
        """The box's width beside the trick, where it would rather lie."""
        g = self.table.geometry
        return max(260.0, min(float(WIDEST), g.centre.x() - g.card_width * 0.9 - 12))

    def _shown(self) -> list[QWidget]:
        return [b for b in self.buttons if not b.isHidden()]

    def _bars(self) -> list[ChoiceBar]:
        return [b for b in self._shown() if isinstance(b, ChoiceBar)]

    def _least_width(self) -> float:
        """The narrowest box that breaks no button's label."""
        return self._row_width(lambda bar: bar.narrowest())

    def _row_width(self, bar_width: Callable[[ChoiceBar], int]) -> float:
        """The box's width with each choice bar as wide as ``bar_width`` says."""
        widths = [bar_width(b) if isinstance(b, ChoiceBar) else b.sizeHint().width()
                  for b in self._shown()]
        return float(sum(widths) + SPACING * max(len(widths) - 1, 0) + self._overhead())

    def _overhead(self) -> int:
        """What the box takes across besides what it holds: its margins and its border."""
        return 2 * PAD + 2 * self.frameWidth()

    def _fit(self, width: float, exact: bool = False) -> None:
        """Lay the buttons within ``width``, wrap the words within it, and take the size that
        needs (with ``exact``, that width whatever it holds)."""
        inner = int(width) - self._overhead()
        others = sum(b.sizeHint().width() + SPACING for b in self._shown()
                     if not isinstance(b, ChoiceBar))
        for bar in self.buttons:
            if isinstance(bar, ChoiceBar):
                bar.fit_within(inner - others)
        self.words.setMaximumWidth(inner)
        words = self._words_width()
        layout = self.layout()
        assert layout is not None
        layout.activate()
        row = self.row.sizeHint().width()
        box = int(width) if exact else min(int(width), max(words, row) + self._overhead())
        box = max(box, layout.minimumSize().width())
        self.resize(box, layout.totalHeightForWidth(box) if layout.hasHeightForWidth()
                    else layout.totalSizeHint().height())

    def _words_width(self) -> int:
        """The width the words take on one line, in their present size (0 when none)."""
        said = "" if self.words.isHidden() else self.words.text()
        return QFontMetrics(self.words.font()).horizontalAdvance(said) + 2 if said else 0

    def _wanted(self) -> list[QPointF]:
        """Where the box would rather lie, best first: above the person's hand, left of the
        trick, right of it, or in the middle."""
        g = self.table.geometry
        width, height = float(self.width()), float(self.height())
        bottom = g.seat_anchor(0).y() - g.card_height * 0.72 - 6 - height
        return [QPointF(g.centre.x() - g.card_width * 0.9 - width, bottom),
                QPointF(g.centre.x() + g.card_width * 0.9, bottom),
                QPointF(g.centre.x() - width / 2, bottom)]
