"""The words on the table: the seats' name plates, short notices, and the panel for scores and
last trick.

They are drawn in the scene, above the cards, and hold no game state: the scene tells them what
to show.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QRectF, QSizeF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine.events import DealScored
from ...texts import tr
from .layout import TableGeometry, free_spot

NOTICE_MS = 1800
TEXT = QColor(240, 240, 228)
HIGHLIGHT = QColor(255, 228, 130)  # pale enough to read on the lightest felt (WCAG AA)
NOTICE_BACK = "#143d26"  # a dark felt behind notices, so they read over cards as well


def escape(text: str) -> str:
    """Make a name safe to put in the rich text of a label or panel."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


PLATE_BACK = QColor(8, 36, 20, 200)  # a plate: darker felt, so the words read on any part
PLATE_EDGE = QColor(255, 255, 255, 70)
TURN_BACK = QColor(92, 70, 8, 235)  # the plate of the seat to act: gold, with a bright rim
DEALER_BACK = QColor(250, 248, 238)
DEALER_INK = QColor(20, 20, 20)
BUTTON = 20.0  # the dealer button's diameter
PAD = 5.0
ROOM_STEP = 12.0  # a plate's room grows by this much at a time (a letter or two)
PANEL_BACK = QColor(250, 248, 238)  # opaque: nothing beneath shows through the numbers
PANEL_Z = 4000  # over everything on the table: cards, plates, banner, the last trick


class NamePlate(QGraphicsTextItem):
    """A seat's name plate: a rounded plate drawn under the words, a gold plate with a bright
    rim for the seat to act, and the dealer's button on the dealer's plate."""

    def __init__(self) -> None:
        super().__init__()
        self.acting = False
        self.dealer = False
        self.document().setDocumentMargin(PAD)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_state(self, acting: bool, dealer: bool) -> None:
        """Light the plate for the seat to act; show the button on the dealer's."""
        if dealer != self.dealer:
            self.prepareGeometryChange()
        self.acting, self.dealer = acting, dealer
        self.update()

    def boundingRect(self) -> QRectF:
        """The words, and room on the right for the dealer's button."""
        r = super().boundingRect()
        if self.dealer:
            r = r.adjusted(0, 0, BUTTON + PAD, 0)
        return r

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """The plate, the button, then the words."""
        r = self.boundingRect().adjusted(1.5, 1.5, -1.5, -1.5)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.acting:
            painter.setPen(QPen(HIGHLIGHT, 3))
            painter.setBrush(TURN_BACK)
        else:
            painter.setPen(QPen(PLATE_EDGE, 1))
            painter.setBrush(PLATE_BACK)
        painter.drawRoundedRect(r, 8, 8)
        if self.dealer:
            button = QRectF(r.right() - BUTTON - PAD + 1, r.top() + PAD, BUTTON, BUTTON)
            painter.setPen(QPen(QColor(60, 60, 60), 1))
            painter.setBrush(DEALER_BACK)
            painter.drawEllipse(button)
            font = QFont(self.font())
            font.setBold(True)
            font.setPixelSize(int(BUTTON * 0.6))
            painter.setFont(font)
            painter.setPen(DEALER_INK)
            painter.drawText(button, Qt.AlignmentFlag.AlignCenter, tr("D", "the dealer's button"))
        painter.restore()
        super().paint(painter, option, widget)  # type: ignore[arg-type]


class SeatLabels:
    """Each seat's name plate: name, score and the game's notes, the dealer's button; the plate
    of the seat to act is lit."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.items: list[NamePlate] = []
        self.score_word = ""  # what the running total is called, when not "Score"
        self.show_scores = True  # U-G-O has no running score, only decks and places
        self.dealer = -1
        self.to_act = -1
        self.stand_in = -1  # the person's seat while the computer plays it, marked on its plate

    def build(self, players: int) -> None:
        """Make one plate per seat."""
        for item in self.items:
            self.scene.removeItem(item)
        self.items = []
        font = QFont()
        font.setPointSizeF(10)
        for _ in range(players):
            label = NamePlate()
            label.setZValue(900)
            label.setFont(font)
            self.scene.addItem(label)
            self.items.append(label)

    def update(self, names: Sequence[str], scores: Sequence[int], dealer: int, to_act: int,
               person: int, geometry: TableGeometry, notes: Sequence[str] = ()) -> None:
        """Write and place every plate; ``notes`` adds a line under a seat (bid and tricks)."""
        players = len(self.items)
        self.dealer, self.to_act = dealer, to_act
        for seat, label in enumerate(self.items):
            name = escape(names[seat]) if seat < len(names) else ""
            score = scores[seat] if seat < len(scores) else 0
            colour = HIGHLIGHT.name() if seat == to_act else TEXT.name()
            note = f"<br>{escape(notes[seat])}" if seat < len(notes) and notes[seat] else ""
            if seat == self.stand_in:
                note += "<br><i>" + escape(tr("played by the computer")) + "</i>"
            score_word = self.score_word or tr("Score")
            score_line = (f"<br>{score_word}: {score}"
                          if self.show_scores else "")
            label.setHtml(f"<div style='color:{colour}'><b>{name}</b>"
                          f"{score_line}{note}</div>")
            label.set_state(seat == to_act, seat == dealer)
            box = label.boundingRect()
            label.setPos(geometry.label_point((seat - person) % players, box.width(),
                                              box.height()))

    def place(self, spots: Callable[[int, float, float], list[QRectF]], first: int,
              taken: list[QPolygonF]) -> None:
        """Put each plate, from seat ``first`` round the table, on the first of its ``spots``
        (seat, width, height) that meets nothing ``taken`` nor a plate put before it. A plate
        is placed by its room (``plate_room``), so that it does not move as the dealer's button
        comes and goes or a word grows by a letter or two."""
        players = len(self.items)
        for k in range(players):
            seat = (first + k) % players
            plate = self.items[seat]
            box = plate.boundingRect()
            room = plate_room(plate)
            spot = free_spot(spots(seat, room.width(), room.height()), taken)
            plate.setPos(spot.center() - box.center())  # in the middle of its room
            taken.append(QPolygonF(spot))

    def texts(self) -> list[str]:
        """What each plate says, for tests and accessibility; the dealer's button is said in
        words, as a screen reader cannot see it."""
        return [item.toPlainText() + ("\n" + tr("deals") if item.dealer else "")
                for item in self.items]


def plate_room(plate: NamePlate) -> QSizeF:
    """The room a plate is placed by: its size with the dealer's button, whoever deals, and
    its width rounded up to a step."""
    box = plate.boundingRect()
    width = box.width() + (0.0 if plate.dealer else BUTTON + PAD)
    return QSizeF(math.ceil(width / ROOM_STEP) * ROOM_STEP, box.height())


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
        box.setBrush(PANEL_BACK)
        box.setPen(QPen(QColor(60, 60, 60), 1.5))
        text.setParentItem(box)
        box.setZValue(PANEL_Z)
        self.scene.addItem(box)
        self.box = box
        self.centre()

    def centre(self) -> None:
        """Put the panel in the middle of the table (again, when the table has a new
        size)."""
        if self.box is None:
            return
        frame, r = self.box.rect(), self.scene.sceneRect()
        self.box.setPos(r.width() / 2 - frame.width() / 2 - frame.left(),
                        r.height() / 2 - frame.height() / 2 - frame.top())

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
                     hands: bool = False, notes: Sequence[str] = (),
                     footer: bool = True, person: int = -1) -> str:
    """The end-of-deal summary: each seat's points for the deal (moon and other marks, as
    ``mark_text`` writes them), what the seat's note says of the deal (bid and tricks taken,
    drinks) and total; ``hands`` names the deal a hand (Ultimate Loser, where the points are
    drinks); ``footer`` says how to move on; ``person`` is the person's seat, spoken to."""
    rows = []
    noted = any(notes)
    for seat, name in enumerate(names):
        mark = mark_text(event.marks[seat] if event.marks else "")
        note = (f"<td>{escape(notes[seat])}</td>" if seat < len(notes) else "<td></td>"
                ) if noted else ""
        rows.append(f"<tr><td>{escape(name)}</td>{note}"
                    f"<td align='right'>{event.points[seat]:+d}{mark}</td>"
                    f"<td align='right'><b>{event.scores[seat]}</b></td></tr>")
    heading = (tr("Hand {number}") if hands else tr("Deal {number}")).format(
        number=event.deal + 1)
    column = tr("Hand") if hands else tr("Deal")
    total = tr("Total")
    moon = ""
    if event.moon is not None:
        shot = (tr("You shot the moon!") if event.moon == person else
                tr("{name} shot the moon!").format(name=escape(names[event.moon])))
        moon = f"<p>{shot}</p>"
    return (f"<h3>{heading}</h3>{moon}<table cellspacing='6'>"
            f"<tr><th></th>{'<th></th>' if noted else ''}<th>{column}</th><th>{total}</th></tr>"
            + "".join(rows) + "</table>"
            + ("<p><i>" + tr("Click or press Enter to continue") + "</i></p>" if footer else ""))

