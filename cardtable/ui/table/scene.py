"""The card table: the felt, the cards, the hands, the words, and the person's hand as input.

The scene holds a model of where every card lies as the person sees it and lays the items out
from it; events from the controller become queued steps on the animator, each changing the
model and gliding the items to their new places, and one ``all_shown`` says when everything has
been shown. What every game has lives here: the hands, the seat labels, notices and panels, the
person's selection and keyboard focus. What a shape of game adds (a trick, a gin card, a duel's
rows) is its layer's (``layer.py``), built afresh for the game on the table from the view's
type (``layers.py``). The layer uses the public methods below; the scene never asks which game
is running, and decides nothing: the person's decisions leave as lists of actions (``decided``).

A spectator has no seat (``person`` is ``PUBLIC``): the first seat's place is at the bottom
(``bottom``), every hand lies face down, and no card is the spectator's to use.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QAbstractAnimation, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QPainter, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
)

from ...controller.turns import Choice, PersonTurn
from ...engine.cards import rank, suit
from ...engine.events import DealScored, Dealt, Event, GameOver
from ...engine.views import SeatView
from ...engine.visibility import HIDDEN, PUBLIC
from ...session.setup import TableSnapshot
from .animator import Animator
from .annotations import Caption, Panel, SeatLabels
from .banner import Banner
from .card_item import CardItem
from .card_moves import lay_out
from .card_renderer import CardRenderer
from .cues import TurnChime
from .last_trick import LastTrick
from .layer import TableLayer
from .layers import layer_for
from .layout import Place, TableGeometry
from .overlays import CLOSING_KEYS, close_overlay

SUIT_ORDER = {0: 0, 1: 1, 3: 2, 2: 3}  # ♣ ♦ ♠ ♥: colours alternate in the person's hand

FELT = QColor(22, 102, 58)
FELT_EDGE = QColor(12, 66, 36)
FELT_MIDDLE = 112  # how much lighter the felt is in the middle, in percent (Qt's lighter())


class TableScene(QGraphicsScene):
    """The card table; see the module docstring."""

    decided = Signal(object)          # list[Action]: the person's decision
    choices_offered = Signal(object, bool)  # tuple[Choice, ...], and whether the keys go there
    commit_changed = Signal(object)   # Commit | None: the button for the cards chosen
    log_wanted = Signal()             # the person asked for the game's log of moves
    all_shown = Signal()              # every queued event has been shown
    cue = Signal(str)                 # a sound for what the table starts to show (cues.Cue)
    resized = Signal()                # the table has been laid out for a new size

    def __init__(self, renderer: CardRenderer | None = None, speed: str = "normal") -> None:
        super().__init__()
        self.renderer = renderer or CardRenderer()
        self.animator = Animator(speed, self)
        self.animator.finished.connect(self.all_shown)
        self.geometry = TableGeometry(1000, 700, 4)
        self.card_size = "medium"
        self.back_style = 0
        self.counts = "drinks"  # what a game of drinks calls them: drinks or penalty points
        self.person = 0  # the person's seat, or PUBLIC for a spectator
        self.open_hands = False  # every hand face up (a replay)
        self.players = 4
        self.names: list[str] = []
        self.scores: list[int] = []
        self.dealer = -1
        self.to_act = -1
        self.hands: list[list[CardItem]] = []
        self.selected: set[int] = set()
        self.focus_index = -1
        self.turn: PersonTurn | None = None
        self.labels = SeatLabels(self)
        self.notices = Banner(self)
        self.notices.room = lambda: (self.banner_places(), self.occupied())
        self.notices.speed = speed
        self.panel = Panel(self)
        self.recall = LastTrick(self)  # the last trick, shown again
        self.overlays: list[QRectF] = []  # what the window lays over the table
        self.last_summary = ""  # the summary of the deal just ended (for the game-over box)
        self.caption = Caption(self)
        self.layer: TableLayer[Any] = TableLayer(self)
        self.seat_notes: list[str] = []
        self.turn_chime = TurnChime()
        self.setSceneRect(0, 0, 1000, 700)

    # ---- size and settings ----------------------------------------------------------------------

    def resize_table(self, width: float, height: float) -> None:
        """Fit the table to the view; cards are placed at once (no animation on resize): the
        move in flight ends at once, as its places were the old size's."""
        self.setSceneRect(0, 0, width, height)
        self.geometry = TableGeometry(width, height, self.players, self.card_size,
                                      self.open_hands)
        self.recall.hide()  # its cards lay at the seats of the old size
        self.animator.hurry_current()
        self.place_all(animated=False)
        self.panel.centre()
        self.resized.emit()

    def set_speed(self, speed: str) -> None:
        """Animation speed: off, fast, normal or slow."""
        self.animator.speed = speed
        self.notices.speed = speed

    def set_back_style(self, style: int) -> None:
        """Card back design for every face-down card."""
        self.back_style = style
        for item in self.all_card_items():
            item.back_style = style
            item.update()

    def set_counts(self, counts: str) -> None:
        """What a game of drinks calls them ("drinks" or "penalty points"), as the person's
        setting says; the labels follow."""
        self.counts = counts
        self.update_labels()

    def retranslate(self) -> None:
        """Draw the cards' letters and the seats' words again in the language now in use."""
        self.renderer.clear()
        for item in self.all_card_items():
            item.update()
        self.update_labels()

    def set_four_colours(self, on: bool) -> None:
        """Four suit colours on the faces (clubs green, diamonds blue), or the usual two."""
        self.renderer.set_four_colours(on)
        for item in self.all_card_items():
            item.update()

    def set_card_size(self, size: str) -> None:
        """Card size: small, medium or large."""
        self.card_size = size
        r = self.sceneRect()
        self.resize_table(r.width(), r.height())

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """Green felt, lighter in the middle."""
        r = self.sceneRect()
        gradient = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.7)
        gradient.setColorAt(0.0, FELT.lighter(FELT_MIDDLE))
        gradient.setColorAt(1.0, FELT_EDGE)
        painter.fillRect(rect, QBrush(gradient))

    # ---- drawing the whole table afresh ---------------------------------------------------------

    def reset(self, snapshot: TableSnapshot) -> None:
        """Lay the table out from a snapshot, without animation (new game, undo), with the
        layer of the game the view belongs to."""
        self.animator.clear()
        view = snapshot.view
        for item in self.all_card_items():
            self.removeItem(item)
        self.layer.clear()
        self.forget_words()
        self.last_summary = ""
        self.person = snapshot.person
        self.players = view.players
        self.names = list(snapshot.names)
        self.scores = list(view.scores)
        self.dealer = -1
        self.to_act = view.to_act
        self.selected = set()
        self.turn = None
        self.turn_chime.forget()
        self.open_hands = snapshot.open_hands is not None
        r = self.sceneRect()
        self.geometry = TableGeometry(r.width(), r.height(), self.players, self.card_size,
                                      self.open_hands)
        if snapshot.open_hands is not None:  # every hand face up, sorted as the person's
            self.hands = [[self.new_item(c, face_up=True) for c in sorted(hand, key=card_order)]
                          for hand in snapshot.open_hands]
        else:
            self.hands = [
                [self.new_item(c, face_up=True) for c in view.hand] if seat == self.person
                else [self.new_item(HIDDEN) for _ in range(view.hand_sizes[seat])]
                for seat in range(self.players)
            ]
        self.layer = layer_for(view)(self)
        self.layer.reset(view)
        self.build_labels()
        self.place_all(animated=False)
        self.offer_choices((), False)  # nothing of the position before stays offered
        self.commit_changed.emit(None)

    def forget_words(self) -> None:
        """Take away every message, panel and picture of the past (a new game, deal or
        position): nothing said of what went before stays on the table."""
        self.notices.clear()
        self.panel.hide()
        self.recall.hide()

    def all_card_items(self) -> list[CardItem]:
        """Every card item on the table."""
        return [i for i in self.items() if isinstance(i, CardItem)]

    def sync(self, view: SeatView) -> None:
        """Match the table to the person's view after a move (see ``TableLayer.sync``)."""
        self.layer.sync(view)

    # ---- events in, animations out --------------------------------------------------------------

    def show_events(self, events: Sequence[Event]) -> None:
        """Queue the events' animations and start them; ``all_shown`` follows at the end.
        Each event's cue sounds as its first step starts, when the person sees it happen.
        A new deal clears the banner and panels; when the game ends, the last deal's scores
        are not held (the game-over box tells them at once)."""
        for event in events:
            if isinstance(event, Dealt):  # a new deal: what was said of the last one goes
                self.animator.add(self.forget_words)
                self.last_summary = ""
            elif isinstance(event, DealScored):  # the deal's summary has the table's eye
                self.animator.add(self.notices.clear)
                self.last_summary = self.layer.deal_summary(event)
            cue = self.layer.cue(event)
            with self.animator.cued(None if cue is None else partial(self.cue.emit, cue)):
                self.layer.queue(event)
        if any(isinstance(event, GameOver) for event in events):
            self.animator.drop_holds("score")  # the game's end comes with its last trick
        self.animator.run()

    # ---- the hooks a layer uses -----------------------------------------------------------------

    def new_item(self, card: int, face_up: bool = False) -> CardItem:
        """A card on the table, face up only when it is known; clicks and drops reach the
        layer."""
        item = CardItem(self.renderer, card, self.back_style)
        item.show_face(face_up and card != HIDDEN)
        item.clicked.connect(self._item_clicked)
        item.dropped.connect(self._item_dropped)
        self.addItem(item)
        return item

    def take_from_hand(self, seat: int, card: int) -> CardItem:
        """Take a card's item out of a seat's hand: the card itself where it is known, else a
        face-down one from the middle of the hand, which becomes that card. The item leaves
        the person's reach and is no longer dimmed."""
        hand = self.hands[seat]
        known = [i for i in hand if i.card == card and card != HIDDEN]
        if known:
            item = known[0]
        else:
            hidden = [i for i in hand if i.card == HIDDEN] or hand
            item = hidden[len(hidden) // 2]
            item.card = card
        hand.remove(item)
        item.interactive = False
        item.set_dimmed(False)
        return item

    @property
    def watching(self) -> bool:
        """Whether the table is a spectator's, who holds no cards."""
        return self.person == PUBLIC

    @property
    def bottom(self) -> int:
        """The seat whose place is at the bottom of the table: the person's, or the first
        seat's for a spectator."""
        return 0 if self.watching else self.person

    def place_of(self, seat: int) -> int:
        """Where ``seat`` sits round the table: 0 at the bottom, then on round the table."""
        return (seat - self.bottom) % self.players

    def person_hand(self) -> list[CardItem]:
        """The person's cards, as they lie left to right (a spectator holds none)."""
        return self.hands[self.person] if self.hands and not self.watching else []

    def sort_person_hand(self) -> None:
        """Order the person's hand by suit (colours alternating), then rank."""
        if self.hands and not self.watching:
            self.hands[self.person].sort(key=lambda i: card_order(i.card))

    def say(self, text: str, sticky: bool = False) -> None:
        """Show a message in the table's banner, after those before it; a sticky one stays
        until the next."""
        self.notices.say(text, sticky)

    def decide(self, actions: Sequence[int]) -> None:
        """Send the person's decision to whoever plays it."""
        self.decided.emit(list(actions))

    def offer_choices(self, choices: Sequence[Choice], take_keyboard: bool) -> None:
        """Offer a row of choices beside the table (what a picked card can do)."""
        self.choices_offered.emit(tuple(choices), take_keyboard)

    def refresh_commit(self) -> None:
        """Say again what the button for the cards chosen offers (after a pick)."""
        self.commit_changed.emit(self.layer.commit_offer(self.turn))

    def above_hand(self, point: QPointF) -> bool:
        """Whether a card let go at ``point`` left the person's hand for the table."""
        g = self.geometry
        return point.y() < g.seat_anchor(0).y() - g.card_height * 0.7

    def place_all(
        self,
        animated: bool,
        order: Sequence[CardItem] | None = None,
        reveal: Sequence[CardItem] = (),
    ) -> QAbstractAnimation | None:
        """Move every card to its place; return the animation that does it, if any.

        ``order`` staggers the moves (dealing one card after another); the cards in ``reveal``
        turn face up once they have arrived.
        """
        width, widths = self.geometry.card_width, self.layer.card_widths()
        laid = [(item, place, widths.get(id(item), width)) for item, place in self._targets()]
        moves = lay_out(laid, self.animator, animated, order or (), reveal, self.new_item, self)
        self.update_labels()
        self.notices.replace()
        return moves

    def _targets(self) -> list[tuple[CardItem, Place]]:
        out: list[tuple[CardItem, Place]] = []
        for seat, hand in enumerate(self.hands):
            out += self.layer.hand_targets(seat, hand)
        return out + self.layer.targets()

    def set_overlays(self, rects: Sequence[QRectF]) -> None:
        """What the window lays over the table (the prompt), for the banner to keep clear
        of."""
        self.overlays = list(rects)
        self.notices.replace()

    def occupied(self, coming: bool = True, overlays: bool = True) -> list[QRectF]:
        """What words laid over the table must not cover: every card where it is going, the
        trick's place at every seat (with ``coming``: cards come there while the words
        show), every word on the table and (with ``overlays``) what the window lays over
        it."""
        g = self.geometry
        w, h = g.card_width, g.card_height
        targets = self._targets()
        places = [place for _, place in targets]
        if coming:
            places += [g.trick_place(rel, 0) for rel in range(self.players)]
        mine = {id(item) for item in self.person_hand()}
        raised = {id(place) for item, place in targets if id(item) in mine}
        picked = {id(place) for item, place in targets
                  if id(item) in mine and item.card in self.selected}
        out = []
        for place in places:
            a = math.radians(place.angle)
            cw = abs(w * math.cos(a)) + abs(h * math.sin(a))
            ch = abs(w * math.sin(a)) + abs(h * math.cos(a))
            lift = h * 0.22 if id(place) in raised else 0.0  # a card the person picks rises
            up = 0.0 if id(place) in picked else lift  # a picked one has: it may drop back
            out.append(QRectF(place.centre.x() - cw / 2, place.centre.y() - ch / 2 - up,
                              cw, ch + lift))
        banner = id(self.notices.item)
        out += [item.sceneBoundingRect() for item in self.items()
                if isinstance(item, (QGraphicsTextItem, QGraphicsSimpleTextItem))
                and item.isVisible()
                and item.parentItem() is None and id(item) != banner]
        return out + (self.overlays if overlays else [])

    def banner_places(self) -> list[QPointF]:
        """Where the banner would rather lie (the middle of its top): above the trick, then
        below the top of the table."""
        g = self.geometry
        top = min((g.trick_place(rel, 0).centre.y() for rel in range(self.players)),
                  default=g.centre.y()) - g.card_height * 0.62
        return [QPointF(g.centre.x(), top - 44), QPointF(g.centre.x(), g.height * 0.04)]

    # ---- words ----------------------------------------------------------------------------------

    def notice(self, text: str) -> None:
        """Show a message from outside at once (a refused click, for instance)."""
        self.notices.say_now(text)

    def notice_text(self) -> str:
        """The notice on show, if any (for tests and accessibility)."""
        return self.notices.text()

    def overlay_text(self) -> str:
        """The text of the panel or picture on show (scores, last trick), or an empty
        string."""
        return self.panel.text() or self.recall.text()

    def show_last_trick(self, trick: Sequence[tuple[int, int]], winner: int | None) -> None:
        """Show a finished trick again as its cards at the seats that played them, the
        winner's marked, until a click or Escape."""
        self.panel.hide()
        self.recall.show(trick, winner)

    def show_previous(self, view: SeatView) -> None:
        """Show again what was played last, as the game has it (the last trick, the last
        round, or its log)."""
        self.layer.show_previous(view)

    def set_notes(self, caption: str, notes: list[str]) -> None:
        """The caption in the table's corner and a note under each seat's name."""
        self.caption.say(caption)
        self.seat_notes = list(notes)
        self.update_labels()

    def build_labels(self) -> None:
        """Make a label for each seat and write them."""
        self.labels.build(self.players)
        self.update_labels()

    def update_labels(self) -> None:
        """Write every seat's label again: name, score, dealer, whose turn, note."""
        self.labels.score_word = self.layer.score_word()
        self.labels.show_scores = self.layer.shows_scores
        if len(self.labels.items) == self.players:
            self.labels.update(self.names, self.scores, self.dealer, self.to_act, self.bottom,
                               self.geometry, self.seat_notes)
        self.layer.labels_updated()

    # ---- the person's turn ----------------------------------------------------------------------

    def set_turn(self, turn: PersonTurn | None) -> None:
        """Show what the person may do: usable cards bright, the others dimmed with a reason,
        the choices offered; a chime when a new decision is theirs."""
        self.turn = turn
        if turn is not None:
            self.to_act = self.person
        self.update_labels()
        card_turn = turn is not None and self.layer.is_card_turn(turn)
        for item in self.person_hand():
            item.interactive = card_turn
            if turn is None or not card_turn:
                item.set_dimmed(False)
            else:
                item.set_dimmed(item.card not in turn.legal, turn.reasons.get(item.card, ""))
        self.layer.show_turn(turn)
        if turn is None or not card_turn:
            self.set_focus(-1)
        else:
            usable = [i for i, item in enumerate(self.person_hand()) if item.card in turn.legal]
            if self.focus_index not in usable and usable:
                self.set_focus(usable[0])
        cue = self.turn_chime.cue(turn, None if turn is None else self.layer.turn_number(turn))
        if cue is not None:
            self.cue.emit(cue)
        self.offer_choices(turn.choices if turn is not None else (),
                           turn is None or self.layer.choices_take_keyboard(turn))
        self.refresh_commit()

    def point_at(self, cards: Sequence[int]) -> None:
        """Show the person the cards of a hint; nothing is played."""
        self.layer.point_at(cards)

    def commit(self) -> None:
        """Make the decision of the cards chosen (the button beside the table)."""
        self.layer.commit()

    def selected_cards(self) -> list[int]:
        """The cards the person has chosen, in order."""
        return sorted(self.selected)

    def card_under(self, point: QPointF) -> int | None:
        """The card lying on top at ``point`` (``HIDDEN`` when face down), or None."""
        cards = [i for i in self.items(point) if isinstance(i, CardItem) and i.isVisible()]
        return cards[0].card if cards else None

    def keyboard_cards(self) -> list[CardItem]:
        """The cards the arrow keys move over (none of them a spectator's)."""
        return [] if self.watching else self.layer.keyboard_cards()

    def set_focus(self, index: int) -> None:
        """Put the keyboard on the ``index``-th card of ``keyboard_cards`` (-1: on none)."""
        cards = self.keyboard_cards()
        for i, item in enumerate(cards):
            item.set_focused(i == index)
        self.focus_index = index if 0 <= index < len(cards) else -1

    # ---- clicks and keys ------------------------------------------------------------------------

    def _item_clicked(self, card: int) -> None:
        if self.animator.holding:
            self.animator.release()
            return
        if self.turn is not None:
            self.layer.clicked(card, self.turn)

    def _item_dropped(self, card: int, point: QPointF) -> None:
        if self.turn is not None:
            self.layer.dropped(card, point, self.turn)
        else:
            self.place_all(animated=False)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A click anywhere moves on from a finished trick or the score panel."""
        if self.animator.holding:
            self.animator.release()
            event.accept()
            return
        if self.panel.showing or self.recall.showing:
            self.panel.hide()
            self.recall.hide()
            event.accept()
            return
        card = self.card_under(event.scenePos()) if self.watching else None
        if card is not None:
            # no card is a spectator's to use: the click is handed on, to be told so
            self.decide([card])
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrows move along the cards the keys reach; Enter or Space plays (or picks) the
        card; P makes the decision of the cards chosen (passes them, plays them). While
        something lies over the table (the last trick, a held trick, a deal's summary),
        Enter, Escape or Space only closes it (``overlays``)."""
        key = event.key()
        cards = self.keyboard_cards()
        if key in CLOSING_KEYS and close_overlay(self):
            pass
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and cards:
            step = -1 if key == Qt.Key.Key_Left else 1
            start = self.focus_index if self.focus_index >= 0 else 0
            self.set_focus((start + step) % len(cards))
        elif key == Qt.Key.Key_P and self.layer.commit_offer(self.turn) is not None:
            self.layer.commit()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if 0 <= self.focus_index < len(cards):
                self._item_clicked(cards[self.focus_index].card)
        else:
            super().keyPressEvent(event)
            return
        event.accept()


def card_order(card: int) -> tuple[int, int, int]:
    """Where a card goes in a sorted hand: by suit (colours alternating), then rank."""
    return SUIT_ORDER[suit(card)], rank(card), card
