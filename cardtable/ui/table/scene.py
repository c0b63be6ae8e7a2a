"""The table: seats, hands, the trick and the won piles, moved by animation as events arrive.

The scene holds a model of where every card lies as the person sees it (lists of card items per
hand, trick and pile) and lays the items out from it. Events from the controller become queued
steps: a step changes the model, then the items glide to their new places. The scene decides
nothing about the game; it reports clicks and drops, and says when everything has been shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any, cast

from PySide6.QtCore import (
    QAbstractAnimation,
    QParallelAnimationGroup,
    QPointF,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QPainter, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
)

from ...controller.turns import PersonTurn
from ...engine.cards import JACK, QUEEN, SPADES, SUIT_SYMBOLS, make_card, rank, suit
from ...engine.events import (
    BidMade,
    DealScored,
    Dealt,
    Event,
    GameOver,
    HeartsBroken,
    KittyTaken,
    Passed,
    Played,
    TrickRolledOver,
    TrickWon,
    TrumpChosen,
)
from ...engine.protocol import Phase
from ...engine.visibility import HIDDEN
from ...session.setup import TableSnapshot
from ...texts import card_text
from .animator import Animator
from .annotations import Caption, Notice, Panel, SeatLabels, last_trick_html, score_panel_html
from .card_item import CardItem
from .card_moves import MOVE_MS, moves_to
from .card_renderer import CardRenderer
from .cues import TurnChime, event_cue
from .duel_table import DuelTable
from .hand_input import HandInput
from .layout import Place, TableGeometry
from .loser_table import LoserTable

DEAL_STAGGER_MS = 28
TRICK_HOLD_MS = 1100
SCORE_HOLD_MS = 4500
SUIT_ORDER = {0: 0, 1: 1, 3: 2, 2: 3}  # ♣ ♦ ♠ ♥: colours alternate in the person's hand

FELT = QColor(22, 102, 58)
FELT_EDGE = QColor(12, 66, 36)
FELT_MIDDLE = 112  # how much lighter the felt is in the middle, in percent (Qt's lighter())


class TableScene(HandInput, QGraphicsScene):
    """The card table; see the module docstring."""

    card_clicked = Signal(int)       # the person wants to play this card
    selection_changed = Signal(int)  # how many cards are chosen (to pass, or to play together)
    combination_chosen = Signal(list)  # Ultimate Loser: play these cards together
    swap_requested = Signal(int)     # Ultimate Loser: swap this card for the gin card
    pass_requested = Signal()        # pass the cards chosen
    all_shown = Signal()             # every queued event has been shown
    cue = Signal(str)                # a sound for what the table starts to show (cues.Cue)

    def __init__(self, renderer: CardRenderer | None = None, speed: str = "normal") -> None:
        super().__init__()
        self.renderer = renderer or CardRenderer()
        self.animator = Animator(speed, self)
        self.animator.finished.connect(self.all_shown)
        self.geometry = TableGeometry(1000, 700, 4)
        self.card_size = "medium"
        self.back_style = 0
        self.person = 0
        self.players = 4
        self.names: list[str] = []
        self.scores: list[int] = []
        self.dealer = 0
        self.to_act = -1
        self.lady = make_card(QUEEN, SPADES)
        self.hands: list[list[CardItem]] = []
        self.trick: list[tuple[int, CardItem]] = []
        self.piles: list[list[CardItem]] = []
        self.rolled: list[CardItem] = []
        self.kitty: list[CardItem] = []
        self.kitty_taker: int | None = None
        self.selected: set[int] = set()
        self.focus_index = -1
        self.turn: PersonTurn | None = None
        self._instant = False
        self.labels = SeatLabels(self)
        self.notices = Notice(self)
        self.panel = Panel(self)
        self.caption = Caption(self)
        self.loser = LoserTable(self)
        self.duel = DuelTable(self)
        self.seat_notes: list[str] = []
        self.turn_chime = TurnChime()
        self.setSceneRect(0, 0, 1000, 700)

    # ---- size and settings ----------------------------------------------------------------------

    def resize_table(self, width: float, height: float) -> None:
        """Fit the table to the view; cards are placed at once (no animation on resize)."""
        self.setSceneRect(0, 0, width, height)
        self.geometry = TableGeometry(width, height, self.players, self.card_size)
        self._place_all(animated=False)

    def set_speed(self, speed: str) -> None:
        """Animation speed: off, fast, normal or slow."""
        self.animator.speed = speed

    def set_back_style(self, style: int) -> None:
        """Card back design for every face-down card."""
        self.back_style = style
        for item in self.all_card_items():
            item.back_style = style
            item.update()

    def retranslate(self) -> None:
        """Draw the cards' letters and the seats' words again in the language now in use."""
        self.renderer.clear()
        for item in self.all_card_items():
            item.update()
        self._update_labels()

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
        """Lay the table out from a snapshot, without animation (new game, undo)."""
        self.animator.clear()
        view = snapshot.view
        for item in self.all_card_items():
            self.removeItem(item)
        self.loser.clear()
        self.duel.clear()
        self.panel.hide()
        self.person = snapshot.person
        self.players = view.players
        self.names = list(snapshot.names)
        self.scores = list(view.scores)
        self.dealer = getattr(view, "dealer", -1)  # U-G-O has no dealer
        self.to_act = view.to_act
        self.lady = (make_card(JACK if view.options.get("black_jack") else QUEEN, SPADES)
                     if "black_jack" in view.options else -1)  # only Black Lady has a lady
        self.selected = set()
        self.turn = None
        self.turn_chime.forget()
        r = self.sceneRect()
        self.geometry = TableGeometry(r.width(), r.height(), self.players, self.card_size)
        self.hands = [[] for _ in range(self.players)]
        self.piles = [[] for _ in range(self.players)]
        self.trick, self.rolled, self.kitty = [], [], []
        self.kitty_taker = getattr(view, "kitty_owner", None)
        for seat in range(self.players):
            if seat == self.person:
                self.hands[seat] = [self._new_item(c, face_up=True) for c in view.hand]
            else:
                self.hands[seat] = [self._new_item(HIDDEN) for _ in range(view.hand_sizes[seat])]
        self.loser.active = hasattr(view, "gin")
        if self.loser.active:
            self.loser.reset(cast(Any, view))
        if hasattr(view, "tables"):
            self.duel.reset(cast(Any, view))
        else:
            self._lay_out_tricks(view)
        chosen: tuple[int, ...] = getattr(view, "passing", ())
        if view.phase is Phase.PASS and chosen:
            self.selected = set(chosen)
        self._build_labels()
        self._place_all(animated=False)

    def _lay_out_tricks(self, view: Any) -> None:
        """The trick games' cards outside the hands: won piles, the kitty, the trick."""
        waiting: list[int] = []
        for trick, winner in zip(view.tricks, view.trick_winners, strict=True):
            if self.loser.active:  # Ultimate Loser's played cards leave the game
                break
            cards = [c for _, c in trick]
            if winner is None:
                waiting += cards
                continue
            self.piles[winner] += [self._new_item(c) for c in waiting + cards]
            waiting = []
        self.rolled = [self._new_item(c, face_up=True) for c in waiting]
        kitty_size = getattr(view, "kitty_size", 0)
        if self.kitty_taker is not None:
            self.piles[self.kitty_taker] += [self._new_item(HIDDEN) for _ in range(kitty_size)]
        else:
            self.kitty = [self._new_item(HIDDEN) for _ in range(kitty_size)]
        self.trick = [(seat, self._new_item(c, face_up=True)) for seat, c in view.trick]

    def all_card_items(self) -> list[CardItem]:
        """Every card item on the table."""
        return [i for i in self.items() if isinstance(i, CardItem)]

    # ---- events in, animations out --------------------------------------------------------------

    def show_events(self, events: Sequence[Event]) -> None:
        """Queue the events' animations and start them; ``all_shown`` follows at the end.
        Each event's cue sounds as its first step starts, when the person sees it happen."""
        for event in events:
            cue = event_cue(event, self.lady)
            with self.animator.cued(None if cue is None else partial(self.cue.emit, cue)):
                self._queue(event)
        self.animator.run()

    def set_turn(self, turn: PersonTurn | None) -> None:
        """Show what the person may do, with a chime when a new decision is theirs."""
        super().set_turn(turn)
        cue = self.turn_chime.cue(turn)
        if cue is not None:
            self.cue.emit(cue)

    def _queue(self, event: Event) -> None:
        a = self.animator
        if self.loser.queue(event) or self.duel.queue(event):
            return
        if isinstance(event, Dealt):
            a.add(lambda: self._deal(event))
        elif isinstance(event, Passed):
            a.add(lambda: self._pass(event))
        elif isinstance(event, Played):
            a.add(lambda: self._play(event))
        elif isinstance(event, TrumpChosen):
            a.add(lambda: self._trumps(event))
        elif isinstance(event, BidMade):
            a.add(lambda: self._say(self.tr("{name} bids {bid}.").format(
                name=self.names[event.seat], bid=event.bid)))
        elif isinstance(event, HeartsBroken):
            a.add(lambda: self._say(self.tr("Hearts are broken.")))
        elif isinstance(event, KittyTaken):
            a.add(lambda: self._take_kitty(event))
        elif isinstance(event, TrickWon):
            a.add_hold("trick", TRICK_HOLD_MS)
            a.add(lambda: self._collect(event))
        elif isinstance(event, TrickRolledOver):
            a.add_hold("trick", TRICK_HOLD_MS)
            a.add(self._roll_over)
        elif isinstance(event, DealScored):
            a.add(lambda: self._show_scores(event))
            a.add_hold("score", SCORE_HOLD_MS)
            a.add(self.panel.hide)
        elif isinstance(event, GameOver):
            a.add(lambda: self._game_over(event))

    def _deal(self, event: Dealt) -> QAbstractAnimation | None:
        for item in self.all_card_items():
            self.removeItem(item)
        self.players = len(event.hands)
        self.dealer = event.dealer
        self.hands = [
            [self._new_item(c, face_up=(seat == self.person)) for c in hand]
            for seat, hand in enumerate(event.hands)
        ]
        self.piles = [[] for _ in range(self.players)]
        self.trick, self.rolled = [], []
        self.kitty = [self._new_item(c) for c in event.kitty]
        self.kitty_taker = None
        shown = self.loser.take_spare(self.kitty) if event.face_up else []
        if shown:
            self.kitty = []
        self.selected = set()
        self._sort_person_hand()
        for item in self.all_card_items():
            item.show_face(False)
            place = self.geometry.deck_place(0)
            item.setPos(place.centre)
            item.setRotation(0)
        self._build_labels()
        return self._place_all(animated=True, order=self._deal_order(),
                               reveal=self.hands[self.person] + shown)

    def _deal_order(self) -> list[CardItem]:
        eldest = (self.dealer + 1) % self.players
        out = []
        longest = max((len(h) for h in self.hands), default=0)
        for i in range(longest):
            for k in range(self.players):
                hand = self.hands[(eldest + k) % self.players]
                if i < len(hand):
                    out.append(hand[i])
        return out + self.kitty + self.loser.spare + ([self.loser.gin] if self.loser.gin else [])

    def _pass(self, event: Passed) -> QAbstractAnimation | None:
        moving: list[tuple[int, list[CardItem], tuple[int, ...]]] = []
        for giver, receiver, cards in event.transfers:
            hand = self.hands[giver]
            if giver == self.person:
                items = [i for i in hand if i.card in cards]
            else:
                items = hand[-len(cards):] if cards else []
            for item in items:
                hand.remove(item)
            moving.append((receiver, items, cards))
        for receiver, items, cards in moving:
            for item, card in zip(items, cards, strict=True):
                if receiver == self.person:
                    item.card = card
                    item.show_face(True)
                else:
                    item.show_face(False)
                self.hands[receiver].append(item)
        self.selected = set()
        self._sort_person_hand()
        return self._place_all(animated=True)

    def _play(self, event: Played) -> QAbstractAnimation | None:
        hand = self.hands[event.seat]
        known = [i for i in hand if i.card == event.card]
        if known:
            item = known[0]
        else:
            hidden = [i for i in hand if i.card == HIDDEN] or hand
            item = hidden[len(hidden) // 2]
            item.card = event.card
        hand.remove(item)
        item.show_face(True)
        item.set_dimmed(False)
        item.interactive = False
        self.trick.append((event.seat, item))
        self.to_act = (event.seat + 1) % self.players
        if event.card & 63 == self.lady:
            self._say(self.tr("The {card} has been played!").format(card=card_text(self.lady)))
        self._update_labels()
        return self._place_all(animated=True)

    def _trumps(self, event: TrumpChosen) -> QAbstractAnimation | None:
        """Say what trumps are; a turned-up card is shown face up beside the stock."""
        symbol = SUIT_SYMBOLS[event.suit] if event.suit is not None else ""
        if event.seat is not None:
            text = (self.tr("{name} names {suit} trumps.").format(name=self.names[event.seat],
                                                                   suit=symbol)
                    if event.suit is not None else
                    self.tr("{name} calls no trumps.").format(name=self.names[event.seat]))
        else:
            text = (self.tr("Trumps: {suit}").format(suit=symbol) if event.suit is not None
                    else self.tr("No trumps this deal."))
        self._say(text)
        if event.card is None:
            return None
        shown = [i for i in self.kitty if i.card == event.card] or (self.kitty[-1:])
        for item in shown:
            item.card = event.card
            item.show_face(True)
        return self._place_all(animated=True)

    def _take_kitty(self, event: KittyTaken) -> None:
        self.kitty_taker = event.seat
        self._say(self.tr("{name} takes the kitty.").format(name=self.names[event.seat]))

    def _collect(self, event: TrickWon) -> QAbstractAnimation | None:
        pile = self.piles[event.winner]
        for _, item in self.trick:
            item.show_face(False)
            pile.append(item)
        for item in self.rolled:
            item.show_face(False)
            pile.append(item)
        if self.kitty_taker == event.winner and self.kitty:
            pile += self.kitty
            self.kitty = []
        self.trick, self.rolled = [], []
        self.to_act = event.winner
        self._update_labels()
        return self._place_all(animated=True)

    def _roll_over(self) -> QAbstractAnimation | None:
        self.rolled += [item for _, item in self.trick]
        self.trick = []
        if self.kitty and self.kitty_taker is None:
            self.rolled += self.kitty
            self.kitty = []
        return self._place_all(animated=True)

    # ---- scores and notices ---------------------------------------------------------------------

    def _show_scores(self, event: DealScored) -> None:
        self.scores = list(event.scores)
        self._update_labels()
        self.panel.show(score_panel_html(event, self.names, hands=self.loser.active))

    def _game_over(self, event: GameOver) -> None:
        self.scores = list(event.scores)
        self._update_labels()
        names = ", ".join(self.names[s] for s in event.winners)
        self._say(self.tr("Game over. Winner: {names}").format(names=names), sticky=True)

    def _say(self, text: str, sticky: bool = False) -> None:
        self.notices.say(text, sticky)

    def notice(self, text: str) -> None:
        """Show a message from outside (a refused click, for instance)."""
        self.notices.say(text)

    def notice_text(self) -> str:
        """The notice on show, if any (for tests and accessibility)."""
        return self.notices.text()

    def overlay_text(self) -> str:
        """The text of the panel on show (scores, last trick), or an empty string."""
        return self.panel.text()

    def show_last_trick(self, trick: Sequence[tuple[int, int]] | None) -> None:
        """Show the previous trick again, in a panel that a click closes."""
        if not trick:
            self._say(self.tr("No trick has been played yet in this deal."))
            return
        self.panel.show(last_trick_html(trick, self.names))

    def set_notes(self, caption: str, notes: list[str]) -> None:
        """The caption in the table's corner and a note under each seat's name."""
        self.caption.say(caption)
        self.seat_notes = list(notes)
        self._update_labels()

    def _build_labels(self) -> None:
        self.labels.build(self.players)
        self._update_labels()

    def _update_labels(self) -> None:
        self.labels.score_word = self.loser.total_word() if self.loser.active else ""
        self.labels.show_scores = not self.duel.active
        if len(self.labels.items) == self.players:
            self.labels.update(self.names, self.scores, self.dealer, self.to_act, self.person,
                               self.geometry, self.seat_notes)
        if self.duel.active:
            self.duel.place_labels()
            self.duel.refresh_texts()

    # ---- clicks and keys anywhere on the table -------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A click anywhere moves on from a finished trick or the score panel."""
        if self.animator.holding:
            self.animator.release()
            event.accept()
            return
        if self.panel.showing:
            self.panel.hide()
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrows move along the hand (and in U-G-O on over the cards in play); Enter or Space
        plays (or picks) the card; P passes the cards chosen to pass, and in Ultimate Loser
        plays the cards picked."""
        key = event.key()
        cards = self.keyboard_cards()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and cards:
            step = -1 if key == Qt.Key.Key_Left else 1
            start = self.focus_index if self.focus_index >= 0 else 0
            self._set_focus((start + step) % len(cards))
        elif key == Qt.Key.Key_P and self.turn is not None and self.turn.combining:
            self.combination_chosen.emit(sorted(self.selected))  # play the cards picked
        elif key == Qt.Key.Key_P and self.turn is not None and self.turn.phase is Phase.PASS:
            self.pass_requested.emit()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.animator.holding:
                self.animator.release()
            elif 0 <= self.focus_index < len(cards):
                self._item_clicked(cards[self.focus_index].card)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    # ---- placing cards --------------------------------------------------------------------------

    def _new_item(self, card: int, face_up: bool = False) -> CardItem:
        item = CardItem(self.renderer, card, self.back_style)
        item.show_face(face_up and card != HIDDEN)
        item.clicked.connect(self._item_clicked)
        item.dropped.connect(self._item_dropped)
        self.addItem(item)
        return item

    def _sort_person_hand(self) -> None:
        if self.hands:
            self.hands[self.person].sort(key=lambda i: (SUIT_ORDER[suit(i.card)], rank(i.card),
                                                         i.card))

    def _targets(self) -> list[tuple[CardItem, Place]]:
        g = self.geometry
        out: list[tuple[CardItem, Place]] = []
        for seat, hand in enumerate(self.hands):
            rel = (seat - self.person) % self.players
            raised = {i for i, item in enumerate(hand) if item.card in self.selected} \
                if seat == self.person else None
            if self.duel.stacked and seat != self.person:  # U-G-O, 3 or 4 players
                out += self.duel.hand_targets(seat, hand)
                continue
            out += list(zip(hand, g.hand_places(rel, len(hand), raised), strict=True))
        seen: dict[int, int] = {}
        for order, (seat, item) in enumerate(self.trick):
            place = g.trick_place((seat - self.person) % self.players, order)
            within = seen[seat] = seen.get(seat, -1) + 1  # Ultimate Loser: several cards a seat
            if within:
                place = Place(place.centre + QPointF(g.card_width * 0.26 * within, 0),
                              place.angle, place.z)
            out.append((item, place))
        for seat, pile in enumerate(self.piles):
            rel = (seat - self.person) % self.players
            out += [(item, g.pile_place(rel, i)) for i, item in enumerate(pile)]
        out += [(item, g.rollover_place(i)) for i, item in enumerate(self.rolled)]
        out += [(item, g.kitty_place(i)) for i, item in enumerate(self.kitty)]
        return out + self.loser.targets() + self.duel.targets()

    def _place_all(
        self,
        animated: bool,
        order: Sequence[CardItem] | None = None,
        reveal: Sequence[CardItem] = (),
    ) -> QAbstractAnimation | None:
        """Move every card to its place; return the animation that does it, if any.

        ``order`` staggers the moves (dealing one card after another); the cards in ``reveal``
        turn face up as they arrive.
        """
        turning = {id(item) for item in reveal}
        animate = animated and self.animator.enabled and not self._instant
        group = QParallelAnimationGroup(self)
        rank_in_order = {id(item): i for i, item in enumerate(order or [])}
        width = self.geometry.card_width
        sizes = self.duel.sizes()
        for item, place in self._targets():
            item.set_width(sizes.get(id(item), width))
            item.setZValue(place.z)
            if not animate:
                item.setPos(place.centre)
                item.setRotation(place.angle)
                if id(item) in turning:
                    item.show_face(True)
                continue
            moves = moves_to(item, place, self.animator.duration(MOVE_MS))
            delay = rank_in_order.get(id(item))
            if id(item) in turning and not moves:
                item.show_face(True)
            for move in moves:
                if id(item) in turning:
                    move.finished.connect(lambda item=item: item.show_face(True))
                if delay:
                    sequence = QSequentialAnimationGroup(group)
                    sequence.addPause(self.animator.duration(DEAL_STAGGER_MS) * delay)
                    sequence.addAnimation(move)
                    group.addAnimation(sequence)
                else:
                    group.addAnimation(move)
        self._update_labels()
        if group.animationCount() == 0:
            group.deleteLater()
            return None
        group.finished.connect(group.deleteLater)
        return group
