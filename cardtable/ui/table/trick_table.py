"""The trick games' layer: the deal and the stock it leaves undealt, the trick in the middle
played by the seats in play, the won piles, trumps and bids, and the deal's scores.

Every trick game builds its layer on it and declares in its own module what only it has; a
game whose deal begins with a pass builds on ``passing.py``'s layer, which adds the pass to
this one. A game whose rounds leave no won piles lays out its own cards instead. A click on a
card plays it, as does a card dragged onto the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar, Protocol, TypeVar

from PySide6.QtCore import QAbstractAnimation, QPointF
from PySide6.QtGui import QPolygonF
from PySide6.QtWidgets import QGraphicsTextItem

from ...controller.turns import PersonTurn
from ...engine.cards import SUIT_SYMBOLS
from ...engine.events import BidMade, DealScored, Dealt, Event, Played, TrickWon, TrumpChosen
from ...engine.protocol import Phase
from ...engine.views import Trick
from ...engine.visibility import HIDDEN
from ...texts import tr
from .annotations import TEXT, score_panel_html
from .card_item import CardItem
from .layer import TableLayer
from .layout import Place, card_bounds

if TYPE_CHECKING:
    from ..game_ui import GameUi
    from .scene import TableScene

TRICK_HOLD_MS = 1100
SCORE_HOLD_MS = 4500


class DealtView(Protocol):
    """What the trick layer reads of a view: the dealer and the deal's tricks."""

    @property
    def phase(self) -> Phase: ...
    @property
    def to_act(self) -> int: ...
    @property
    def dealer(self) -> int: ...
    @property
    def trick(self) -> Trick: ...
    @property
    def tricks(self) -> tuple[Trick, ...]: ...
    @property
    def trick_winners(self) -> Sequence[int | None]: ...


V = TypeVar("V", bound=DealtView)


class TrickLayer(TableLayer[V]):
    """The trick, the won piles and the stock; see the module docstring. ``game`` is the
    game's UI declaration, for the marks of the score panel."""

    game: ClassVar[GameUi]
    wins_piles: ClassVar[bool] = True  # each seat keeps the tricks it wins in a pile

    @property
    def deals_are_hands(self) -> bool:
        """Whether the game calls a deal a hand (the score panel says "Hand")."""
        return self.game.deals_are_hands

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.trick: list[tuple[int, CardItem]] = []
        self.in_play: Sequence[int] = range(scene.players)  # the seats that play each trick
        self.piles: list[list[CardItem]] = [[] for _ in range(scene.players)]
        self.stock: list[CardItem] = []  # the cards the deal leaves undealt
        self.count: QGraphicsTextItem | None = None  # how many cards the stock holds

    # ---- the hooks of one trick game --------------------------------------------------------

    def seats_in_play(self, view: V) -> Sequence[int]:
        """The seats still in play in a view: every seat, but in a game where players drop
        out (whose view says who is left)."""
        return range(self.scene.players)

    def stock_size(self, view: V) -> int:
        """How many cards of the deal lie undealt in the stock in a view (none in a game that
        deals every card)."""
        return 0

    def set_aside(self, event: Dealt) -> list[CardItem]:
        """After a deal: take the cards set aside that do not stay in the stock out of
        ``stock``; return those to turn face up."""
        return []

    def stock_words(self, count: int) -> str:
        """The words beside the undealt cards: how many there are."""
        return tr("Stock: {count}").format(count=count)

    def undealt(self) -> list[CardItem]:
        """The cards dealt after the hands: the stock."""
        return self.stock

    def say_played(self, event: Played) -> None:
        """Say what a card played means as it reaches the trick (most cards go unsaid)."""

    def swept_with(self, winner: int) -> list[CardItem]:
        """The cards that go to the pile of a trick's winner with the trick (none in most
        games), taken from where they lay."""
        return []

    # ---- building ---------------------------------------------------------------------------

    def reset(self, view: V) -> None:
        """The dealer, the won piles, the stock and the trick in play."""
        s = self.scene
        s.dealer = view.dealer
        self.in_play = self.seats_in_play(view)
        s.sort_person_hand()  # in the order a deal leaves it, not the view's
        self.lay_out_taken(view)
        self.trick = [(seat, s.new_item(c, face_up=True)) for seat, c in view.trick]

    def sync(self, view: V) -> None:
        """After a move: the seat to act and the dealer as the game has them, so the light
        and the button are on the right plates (a bid or a deal moves them too)."""
        s = self.scene
        self.in_play = self.seats_in_play(view)
        if (s.to_act, s.dealer) != (view.to_act, view.dealer):
            s.to_act, s.dealer = view.to_act, view.dealer
            s.update_labels()

    def lay_out_taken(self, view: V) -> None:
        """The cards out of the hands and the trick: each won trick on its winner's pile (a
        game where a trick may go untaken lays out its cards itself), and the stock."""
        s = self.scene
        for trick, winner in zip(view.tricks, view.trick_winners, strict=True):
            if winner is not None:
                self.piles[winner] += [s.new_item(c) for _, c in trick]
        self.stock = [s.new_item(HIDDEN) for _ in range(self.stock_size(view))]

    def targets(self) -> list[tuple[CardItem, Place]]:
        """The trick (several cards a seat side by side), the piles and the stock."""
        s = self.scene
        g = s.geometry
        out: list[tuple[CardItem, Place]] = []
        seen: dict[int, int] = {}
        for order, (seat, item) in enumerate(self.trick):
            place = g.trick_place(s.place_of(seat), order)
            within = seen[seat] = seen.get(seat, -1) + 1
            if within:
                place = Place(place.centre + QPointF(g.card_width * 0.26 * within, 0),
                              place.angle, place.z)
            out.append((item, place))
        for seat, pile in enumerate(self.piles):
            rel = s.place_of(seat)
            out += [(item, g.pile_place(rel, i)) for i, item in enumerate(pile)]
        out += [(item, g.stock_place(i)) for i, item in enumerate(self.stock)]
        return out

    def card_widths(self) -> dict[int, float]:
        """The undealt stock's cards are smaller."""
        width = self.scene.geometry.stock_width
        return {id(item): width for item in self.stock}

    def labels_updated(self) -> None:
        """The count of the undealt stock beside it; then each seat's name plate where it
        meets no card, pile, trick, count or caption (the first free of its spots)."""
        s = self.scene
        g = s.geometry
        self.place_count()
        if len(s.labels.items) != s.players:
            return
        taken = self.card_outlines() + g.trick_room()
        if self.wins_piles:  # a seat's pile's place is kept, before its first trick
            taken += [card_bounds(g.pile_place(rel, 0), g.card_width)
                      for rel in range(s.players)]
        for words in (s.caption.item, self.count):
            if words is not None and words.isVisible():
                taken.append(QPolygonF(words.sceneBoundingRect()))
        s.labels.place(lambda seat, w, h: g.plate_spots(s.place_of(seat), w, h),
                       s.bottom, taken)

    def place_count(self) -> None:
        """The count of the undealt stock, beside it (none without a stock)."""
        s = self.scene
        if not self.stock:
            if self.count is not None:
                self.count.setVisible(False)
            return
        if self.count is None:
            self.count = QGraphicsTextItem()
            self.count.setDefaultTextColor(TEXT)
            self.count.setZValue(900)
            s.addItem(self.count)
        self.count.setPlainText(self.stock_words(len(self.stock)))
        box = self.count.boundingRect()
        self.count.setPos(s.geometry.stock_count_point(box.width(), box.height()))
        self.count.setVisible(True)

    def clear(self) -> None:
        """The stock's count goes."""
        if self.count is not None:
            self.scene.removeItem(self.count)
            self.count = None

    # ---- events -----------------------------------------------------------------------------

    def queue(self, event: Event) -> None:
        """The steps of the trick games' events."""
        s, a = self.scene, self.scene.animator
        if isinstance(event, Dealt):
            a.add(lambda: self.deal(event))
        elif isinstance(event, Played):
            a.add(lambda: self.play(event))
        elif isinstance(event, TrumpChosen):
            a.add(lambda: self.trumps(event))
        elif isinstance(event, BidMade):
            a.add(lambda: s.say(self.said_of(event.seat, tr("{name} bid {bid}."),
                                             tr("You bid {bid}."), bid=event.bid)))
        elif isinstance(event, TrickWon):
            a.add_hold("trick", TRICK_HOLD_MS)
            a.add(lambda: self.collect(event))
        elif isinstance(event, DealScored):
            a.add(lambda: self.show_scores(event))
            a.add_hold("score", SCORE_HOLD_MS)
            a.add(s.panel.hide)
        else:
            super().queue(event)

    def deal(self, event: Dealt) -> QAbstractAnimation | None:
        """A new deal: the hands dealt from the middle one card at a time, then the stock;
        the person's cards turn face up as they arrive."""
        s = self.scene
        for item in s.all_card_items():
            s.removeItem(item)
        s.players = len(event.hands)
        s.dealer = event.dealer
        s.hands = [[s.new_item(c, face_up=(seat == s.person)) for c in hand]
                   for seat, hand in enumerate(event.hands)]
        self.in_play = [seat for seat, hand in enumerate(event.hands) if hand]
        self.piles = [[] for _ in range(s.players)]
        self.trick = []
        self.stock = [s.new_item(c) for c in event.kitty]
        shown = self.set_aside(event)
        s.selected = set()
        s.sort_person_hand()
        for item in s.all_card_items():
            item.show_face(False)
            item.setPos(s.geometry.deck_place(0).centre)
            item.setRotation(0)
        s.build_labels()
        return s.place_all(animated=True, order=self.deal_order(),
                           reveal=s.person_hand() + shown)

    def deal_order(self) -> list[CardItem]:
        """One card to each seat in turn from the dealer's left, then the cards set aside."""
        s = self.scene
        eldest = (s.dealer + 1) % s.players
        out = []
        longest = max((len(h) for h in s.hands), default=0)
        for i in range(longest):
            for k in range(s.players):
                hand = s.hands[(eldest + k) % s.players]
                if i < len(hand):
                    out.append(hand[i])
        return out + self.undealt()

    def play(self, event: Played) -> QAbstractAnimation | None:
        """A card from a hand to the trick, face up, and the turn to the next seat in play."""
        s = self.scene
        item = s.take_from_hand(event.seat, event.card)
        item.show_face(True)
        self.trick.append((event.seat, item))
        s.to_act = self.next_in_play(event.seat)
        self.say_played(event)
        return s.place_all(animated=True)  # which writes and places the labels too

    def next_in_play(self, seat: int) -> int:
        """The seat still in play to the left of ``seat``: the next to play to a trick."""
        later = [other for other in self.in_play if other > seat]
        return (later or list(self.in_play) or [seat])[0]

    def trumps(self, event: TrumpChosen) -> QAbstractAnimation | None:
        """Say what trumps are; a turned-up card is shown face up beside the stock."""
        s = self.scene
        symbol = SUIT_SYMBOLS[event.suit] if event.suit is not None else ""
        if event.seat is not None:
            text = (self.said_of(event.seat, tr("{name} named {suit} trumps."),
                                 tr("You named {suit} trumps."), suit=symbol)
                    if event.suit is not None else
                    self.said_of(event.seat, tr("{name} called no trumps."),
                                 tr("You called no trumps.")))
        else:
            text = (tr("Trumps: {suit}").format(suit=symbol) if event.suit is not None
                    else tr("No trumps this deal."))
        s.say(text)
        if event.card is None:
            return None
        shown = [i for i in self.stock if i.card == event.card] or (self.stock[-1:])
        for item in shown:
            item.card = event.card
            item.show_face(True)
        return s.place_all(animated=True)

    def collect(self, event: TrickWon) -> QAbstractAnimation | None:
        """The trick, and whatever goes with it, goes face down to the winner's pile."""
        s = self.scene
        pile = self.piles[event.winner]
        for item in [item for _, item in self.trick] + self.swept_with(event.winner):
            item.show_face(False)
            pile.append(item)
        self.trick = []
        s.to_act = event.winner
        return s.place_all(animated=True)  # which writes and places the labels too

    def show_scores(self, event: DealScored) -> None:
        """The deal's points and totals in a panel, the marks in the game's words."""
        s = self.scene
        s.scores = list(event.scores)
        s.update_labels()
        s.panel.show(score_panel_html(event, s.names, self.game.mark_on_table,
                                      hands=self.deals_are_hands, notes=s.seat_notes,
                                      person=s.person))

    def deal_summary(self, event: DealScored) -> str:
        """The deal's summary as the panel shows it, without the words to move on."""
        s = self.scene
        return score_panel_html(event, s.names, self.game.mark_on_table,
                                hands=self.deals_are_hands, notes=s.seat_notes, footer=False,
                                person=s.person)

    def show_previous(self, view: V) -> None:
        """The last trick of the deal as its cards at the seats, the winner's marked."""
        s = self.scene
        if not view.tricks:
            s.notice(tr("No trick has been played yet in this hand.") if self.deals_are_hands
                     else tr("No trick has been played yet in this deal."))
            return
        s.show_last_trick(view.tricks[-1], view.trick_winners[-1])

    # ---- the person's gestures --------------------------------------------------------------

    def dropped(self, card: int, point: QPointF, turn: PersonTurn) -> None:
        """A card dragged out of the hand onto the table is played."""
        if turn.phase is Phase.PLAY and self.scene.above_hand(point):
            self.scene.decide([card])
        super().dropped(card, point, turn)
