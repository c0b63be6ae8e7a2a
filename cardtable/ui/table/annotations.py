"""The words on the table: seat labels, short notices, and the panel for scores and last trick.

They are drawn in the scene, above the cards, and hold no game state: the scene tells them what
to show.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QGraphicsTextItem

from ...engine.events import DealScored
from ...texts import card_text, tr
from .layout import TableGeometry

NOTICE_MS = 1800
TEXT = QColor(240, 240, 228)
HIGHLIGHT = QColor(255, 228, 130)  # pale enough to read on the lightest felt (WCAG AA)
NOTICE_BACK = "#143d26"  # a dark felt behind notices, so they read over cards as well


def escape(text: str) -> str:
    """Make a name safe to put in the rich text of a label or panel."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class SeatLabels:
    """Each seat's name and score, with a mark for the dealer; the seat to act is highlighted."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.items: list[QGraphicsTextItem] = []
        self.score_word = ""  # what the running total is called, when not "Score"
        self.show_scores = True  # U-G-O has no running score, only decks and places

    def build(self, players: int) -> None:
        """Make one label per seat."""
        for item in self.items:
            self.scene.removeItem(item)
        self.items = []
        font = QFont()
        font.setPointSizeF(10.5)
        for _ in range(players):
            label = QGraphicsTextItem()
            label.setZValue(900)
            label.setFont(font)
            self.scene.addItem(label)
            self.items.append(label)

    def update(self, names: Sequence[str], scores: Sequence[int], dealer: int, to_act: int,
               person: int, geometry: TableGeometry, notes: Sequence[str] = ()) -> None:
        """Write and place every label; ``notes`` adds a line under a seat (bid and tricks)."""
        players = len(self.items)
        for seat, label in enumerate(self.items):
            name = escape(names[seat]) if seat < len(names) else ""
            score = scores[seat] if seat < len(scores) else 0
            dealer_mark = " ◆" if seat == dealer else ""
            colour = HIGHLIGHT.name() if seat == to_act else TEXT.name()
            note = f"<br>{escape(notes[seat])}" if seat < len(notes) and notes[seat] else ""
            score_word = self.score_word or tr("Score")
            score_line = (f"<br>{score_word}: {score}"
                          if self.show_scores else "")
            label.setHtml(f"<div style='color:{colour}'><b>{name}</b>{dealer_mark}"
                          f"{score_line}{note}</div>")
            box = label.boundingRect()
            label.setPos(geometry.label_point((seat - person) % players, box.width(),
                                              box.height()))

    def texts(self) -> list[str]:
        """What each label says, for tests and accessibility."""
        return [item.toPlainText() for item in self.items]


class Notice(QObject):
    """A short message at the top of the table that fades after a moment."""

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.item = QGraphicsTextItem()
        self.item.setDefaultTextColor(HIGHLIGHT)
        self.item.setZValue(3000)
        self.item.setVisible(False)
        scene.addItem(self.item)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(lambda: self.item.setVisible(False))

    def say(self, text: str, sticky: bool = False) -> None:
        """Show ``text``; a sticky notice stays until the next one."""
        self.item.setHtml(f"<div style='font-size:15pt; background-color:{NOTICE_BACK}'>"
                          f"&nbsp;{escape(text)}&nbsp;</div>")
        r = self.scene.sceneRect()
        self.item.setPos(r.width() / 2 - self.item.boundingRect().width() / 2, r.height() * 0.04)
        self.item.setVisible(True)
        if sticky:
            self.timer.stop()
        else:
            self.timer.start(NOTICE_MS)

    def text(self) -> str:
        """The notice on show, or an empty string."""
        return self.item.toPlainText().strip() if self.item.isVisible() else ""


class Caption:
    """A line in the table's top-left corner: the deal in progress, the trumps."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.item = QGraphicsTextItem()
        self.item.setDefaultTextColor(TEXT)
        self.item.setZValue(950)
        font = QFont()
        font.setPointSizeF(11)
        self.item.setFont(font)
        self.item.setPos(12, 8)
        scene.addItem(self.item)

    def say(self, text: str) -> None:
        """Show ``text`` (an empty text hides the caption)."""
        self.item.setPlainText(text)
        self.item.setVisible(bool(text))

    def text(self) -> str:
        """What the caption says."""
        return self.item.toPlainText() if self.item.isVisible() else ""


class Panel:
    """A card-coloured panel in the middle of the table: the deal's scores, the last trick."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.box: QGraphicsRectItem | None = None

    def show(self, html: str) -> None:
        """Show a panel with rich text, replacing any other."""
        self.hide()
        text = QGraphicsTextItem()
        text.setDefaultTextColor(QColor(20, 20, 20))
        font = QFont()
        font.setPointSizeF(12.5)
        text.setFont(font)
        text.setHtml(html)
        frame = text.boundingRect().adjusted(-16, -10, 16, 10)
        box = QGraphicsRectItem(frame)
        box.setBrush(QColor(250, 248, 238, 240))
        box.setPen(QPen(QColor(60, 60, 60), 1.5))
        text.setParentItem(box)
        box.setZValue(2000)
        r = self.scene.sceneRect()
        box.setPos(r.width() / 2 - frame.width() / 2 - frame.left(),
                   r.height() / 2 - frame.height() / 2 - frame.top())
        self.scene.addItem(box)
        self.box = box

    def hide(self) -> None:
        """Take the panel away."""
        if self.box is not None:
            self.scene.removeItem(self.box)
            self.box = None

    @property
    def showing(self) -> bool:
        """Whether a panel is on show."""
        return self.box is not None

    def text(self) -> str:
        """The panel's text, or an empty string."""
        if self.box is None:
            return ""
        texts = [i for i in self.box.childItems() if isinstance(i, QGraphicsTextItem)]
        return texts[0].toPlainText() if texts else ""


def score_panel_html(event: DealScored, names: Sequence[str], mark_text: Callable[[str], str],
                     hands: bool = False) -> str:
    """The end-of-deal panel: each seat's points for the deal (moon and other marks, as
    ``mark_text`` writes them) and total; ``hands`` names the deal a hand (Ultimate Loser,
    where the points are drinks)."""
    rows = []
    for seat, name in enumerate(names):
        mark = mark_text(event.marks[seat] if event.marks else "")
        rows.append(f"<tr><td>{escape(name)}</td>"
                    f"<td align='right'>{event.points[seat]:+d}{mark}</td>"
                    f"<td align='right'><b>{event.scores[seat]}</b></td></tr>")
    heading = (tr("Hand {number}") if hands else tr("Deal {number}")).format(
        number=event.deal + 1)
    column = tr("Hand") if hands else tr("Deal")
    total = tr("Total")
    moon = ""
    if event.moon is not None:
        moon = "<p>" + tr("{name} shot the moon!").format(name=escape(names[event.moon])) + "</p>"
    return (f"<h3>{heading}</h3>{moon}<table cellspacing='6'>"
            f"<tr><th></th><th>{column}</th><th>{total}</th></tr>"
            + "".join(rows) + "</table><p><i>" + tr("Click to continue") + "</i></p>")


def last_trick_html(trick: Sequence[tuple[int, int]], names: Sequence[str]) -> str:
    """The last-trick panel: who played what, in order."""
    rows = "".join(f"<tr><td>{escape(names[seat])}</td><td><b>{card_text(card)}</b></td></tr>"
                   for seat, card in trick)
    title = tr("Last trick")
    return f"<h3>{title}</h3><table cellspacing='6'>{rows}</table>"
