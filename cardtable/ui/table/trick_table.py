"""The trick games' layer: the deal, passing, the trick in the middle, the won piles, the kitty
or stock, trumps and bids, and the deal's scores.

Black Lady, Ugly and Up and Down share it; each declares in its own module what only it has
(Black Lady's kitty and lady, the cards a seat has chosen to pass). Ultimate Loser builds on it
for the deal, the round in play and the scores. A click on a card plays it; while passing, a
click picks the card and the button (or P) passes the cards picked.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar, Protocol, TypeVar

from PySide6.QtCore import QAbstractAnimation, QPointF
from PySide6.QtGui import QPolygonF
from PySide6.QtWidgets import QGraphicsTextItem

from ...controller.turns import PersonTurn
from ...engine.cards import SUIT_SYMBOLS, Card
from ...engine.events import (
    BidMade,
    DealScored,
    Dealt,
    Event,
    Passed,
    Played,
    TrickWon,
    TrumpChosen,
)
from ...engine.protocol import Phase
from ...engine.views import Trick
from ...engine.visibility import HIDDEN
from ...games.black_lady.events import HeartsBroken, KittyTaken, TrickRolledOver
from ...texts import card_text, tr
from .annotations import TEXT, score_panel_html
from .card_item import CardItem
from .cues import Cue, event_cue
from .layer import Commit, TableLayer
from .layout import Place, card_bounds

if TYPE_CHECKING:
    from ..game_ui import GameUi
    from .scene import TableScene

TRICK_HOLD_MS = 1100
SCORE_HOLD_MS = 4500
RECEIVED_LIFT = 0.12  # how far a card passed to the person stands out of the hand (of its height)


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
    """The trick, the won piles, the kitty and the cancelled tricks' cards; see the module
    docstring. ``game`` is the game's UI declaration, for the marks of the score panel."""

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
        self.rolled: list[CardItem] = []
        self.kitty: list[CardItem] = []
        self.kitty_taker: int | None = None
        self.lady: Card = -1  # the card whose taking thuds; -1 in a game without one
        self.count: QGraphicsTextItem | None = None  # how many cards the stock holds

    # ---- the hooks of one trick game --------------------------------------------------------

    def seats_in_play(self, view: V) -> Sequence[int]:
        """The seats still in play in a view: every seat, but in a game where players drop
        out (whose view says who is left)."""
        return range(self.scene.players)

    def kitty_of(self, view: V) -> tuple[int, int | None]:
        """The kitty's size in a view, and who has taken it (None: nobody yet)."""
        return 0, None

    def chosen_to_pass(self, view: V) -> Sequence[Card]:
        """The cards the person has chosen to pass, as the view keeps them."""
        return ()

    def received_of(self, view: V) -> tuple[Sequence[Card], int]:
        """The cards passed to the person this deal, as the view keeps them, and the seat
        that passed them."""
        return (), -1

    def set_aside(self, event: Dealt) -> list[CardItem]:
        """After a deal: take the cards set aside that are not a kitty out of ``kitty``;
        return those to turn face up."""
        return []

    def stock_words(self, count: int) -> str:
        """The words beside the undealt cards: how many there are."""
        return tr("Kitty: {count}").format(count=count)

    def undealt(self) -> list[CardItem]:
        """The cards dealt after the hands: the kitty or stock."""
        return self.kitty

    # ---- building ---------------------------------------------------------------------------

    def reset(self, view: V) -> None:
        """The dealer, the won piles and cancelled tricks, the kitty, the trick in play, the
        cards chosen to pass and, until the deal's first card, those passed to the person."""
        s = self.scene
        s.dealer = view.dealer
        self.in_play = self.seats_in_play(view)
        s.sort_person_hand()  # in the order a deal leaves it, not the view's
        self.lay_out_taken(view)
        self.trick = [(seat, s.new_item(c, face_up=True)) for seat, c in view.trick]
        chosen = self.chosen_to_pass(view)
        if view.phase is Phase.PASS and chosen:
            s.selected = set(chosen)
        received, giver = self.received_of(view)
        if received and not view.tricks and not view.trick:  # no card played yet this deal
            for item in s.person_hand():
                if item.card in received:
                    item.set_received(self.passed_by(giver))

    def sync(self, view: V) -> None:
        """After a move: the seat to act and the dealer as the game has them, so the light
        and the button are on the right plates (a bid or a deal moves them too)."""
        s = self.scene
        self.in_play = self.seats_in_play(view)
        if (s.to_act, s.dealer) != (view.to_act, view.dealer):
            s.to_act, s.dealer = view.to_act, view.dealer
            s.update_labels()

    def lay_out_taken(self, view: V) -> None:
        """The cards out of the hands and the trick: won piles, cancelled tricks, the kitty."""
        s = self.scene
        waiting: list[int] = []
        for trick, winner in zip(view.tricks, view.trick_winners, strict=True):
            cards = [c for _, c in trick]
            if winner is None:
                waiting += cards
                continue
            self.piles[winner] += [s.new_item(c) for c in waiting + cards]
            waiting = []
        self.rolled = [s.new_item(c, face_up=True) for c in waiting]
        size, self.kitty_taker = self.kitty_of(view)
        if self.kitty_taker is not None:
            self.piles[self.kitty_taker] += [s.new_item(HIDDEN) for _ in range(size)]
        else:
            self.kitty = [s.new_item(HIDDEN) for _ in range(size)]

    def hand_targets(self, seat: int, hand: Sequence[CardItem]) -> list[tuple[CardItem, Place]]:
        """The hands as every game lays them; the cards passed to the person stand a little
        out of the hand until the deal's first card is played."""
        out = super().hand_targets(seat, hand)
        if seat != self.scene.person or not any(item.received for item in hand):
            return out
        lift = QPointF(0, self.scene.geometry.card_height * RECEIVED_LIFT)
        return [(item, Place(place.centre - lift, place.angle, place.z) if item.received
                 else place) for item, place in out]

    def targets(self) -> list[tuple[CardItem, Place]]:
        """The trick (several cards a seat side by side), the piles, the waiting cards and
        the kitty."""
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
        out += [(item, g.rollover_place(i)) for i, item in enumerate(self.rolled)]
        out += [(item, g.kitty_place(i)) for i, item in enumerate(self.kitty)]
        return out

    def card_widths(self) -> dict[int, float]:
        """The undealt stock's cards are smaller."""
        width = self.scene.geometry.stock_width
        return {id(item): width for item in self.kitty}

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
        if not self.kitty:
            if self.count is not None:
                self.count.setVisible(False)
            return
        if self.count is None:
            self.count = QGraphicsTextItem()
            self.count.setDefaultTextColor(TEXT)
            self.count.setZValue(900)
            s.addItem(self.count)
        self.count.setPlainText(self.stock_words(len(self.kitty)))
        box = self.count.boundingRect()
        self.count.setPos(s.geometry.stock_count_point(box.width(), box.height()))
        self.count.setVisible(True)

    def clear(self) -> None:
        """The stock's count goes."""
        if self.count is not None:
            self.scene.removeItem(self.count)
            self.count = None

    # ---- events -----------------------------------------------------------------------------

    def cue(self, event: Event) -> Cue | None:
        """The trick that takes the lady (if the game has one) thuds."""
        return event_cue(event, self.lady)

    def queue(self, event: Event) -> None:
        """The steps of the trick games' events."""
        s, a = self.scene, self.scene.animator
        if isinstance(event, Dealt):
            a.add(lambda: self.deal(event))
        elif isinstance(event, Passed):
            a.add(lambda: self.pass_cards(event))
        elif isinstance(event, Played):
            a.add(lambda: self.play(event))
        elif isinstance(event, TrumpChosen):
            a.add(lambda: self.trumps(event))
        elif isinstance(event, BidMade):
            a.add(lambda: s.say(self.said_of(event.seat, tr("{name} bid {bid}."),
                                             tr("You bid {bid}."), bid=event.bid)))
        elif isinstance(event, HeartsBroken):
            a.add(lambda: s.say(tr("Hearts are broken.")))
        elif isinstance(event, KittyTaken):
            a.add(lambda: self.take_kitty(event))
        elif isinstance(event, TrickWon):
            a.add_hold("trick", TRICK_HOLD_MS)
            a.add(lambda: self.collect(event))
        elif isinstance(event, TrickRolledOver):
            a.add_hold("trick", TRICK_HOLD_MS)
            a.add(self.roll_over)
        elif isinstance(event, DealScored):
            a.add(lambda: self.show_scores(event))
            a.add_hold("score", SCORE_HOLD_MS)
            a.add(s.panel.hide)
        else:
            super().queue(event)

    def deal(self, event: Dealt) -> QAbstractAnimation | None:
        """A new deal: the hands dealt from the middle one card at a time, then the kitty;
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
        self.trick, self.rolled = [], []
        self.kitty = [s.new_item(c) for c in event.kitty]
        self.kitty_taker = None
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

    def pass_cards(self, event: Passed) -> QAbstractAnimation | None:
        """The passed cards go across; the person's new cards turn face up in his hand, marked
        with who passed them until the deal's first card is played."""
        s = self.scene
        moving: list[tuple[int, int, list[CardItem], tuple[int, ...]]] = []
        for giver, receiver, cards in event.transfers:
            hand = s.hands[giver]
            if giver == s.person:
                items = [i for i in hand if i.card in cards]
            else:
                items = hand[-len(cards):] if cards else []
            for item in items:
                hand.remove(item)
            moving.append((giver, receiver, items, cards))
        received = []
        for giver, receiver, items, cards in moving:
            for item, card in zip(items, cards, strict=True):
                if receiver == s.person:
                    item.card = card
                    item.set_received(self.passed_by(giver))
                    received.append(item)
                else:
                    item.show_face(False)
                s.hands[receiver].append(item)
        s.selected = set()
        s.sort_person_hand()
        return s.place_all(animated=True, reveal=received)

    def passed_by(self, giver: int) -> str:
        """The words on a card passed to the person: who passed it."""
        names = self.scene.names
        name = names[giver] if 0 <= giver < len(names) else ""
        return tr("Passed to you by {name}").format(name=name)

    def play(self, event: Played) -> QAbstractAnimation | None:
        """A card from a hand to the trick, face up; the cards passed to the person lose
        their mark with the deal's first card."""
        s = self.scene
        for marked in s.person_hand():
            marked.set_received("")
        item = s.take_from_hand(event.seat, event.card)
        item.set_received("")
        item.show_face(True)
        self.trick.append((event.seat, item))
        s.to_act = self.next_in_play(event.seat)
        if event.card & 63 == self.lady:
            s.say(tr("The {card} has been played!").format(card=card_text(self.lady)))
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
        shown = [i for i in self.kitty if i.card == event.card] or (self.kitty[-1:])
        for item in shown:
            item.card = event.card
            item.show_face(True)
        return s.place_all(animated=True)

    def take_kitty(self, event: KittyTaken) -> None:
        """Say who takes the kitty; it goes to his pile with his next trick."""
        self.kitty_taker = event.seat
        self.scene.say(self.said_of(event.seat, tr("{name} took the kitty."),
                                    tr("You took the kitty.")))

    def collect(self, event: TrickWon) -> QAbstractAnimation | None:
        """The trick (with any cancelled tricks' cards, and the kitty when its taker wins)
        goes face down to the winner's pile."""
        s = self.scene
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
        s.to_act = event.winner
        return s.place_all(animated=True)  # which writes and places the labels too

    def roll_over(self) -> QAbstractAnimation | None:
        """A cancelled trick's cards (and an untaken kitty) wait for the next trick."""
        self.rolled += [item for _, item in self.trick]
        self.trick = []
        if self.kitty and self.kitty_taker is None:
            self.rolled += self.kitty
            self.kitty = []
        return self.scene.place_all(animated=True)

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

    def clicked(self, card: int, turn: PersonTurn) -> None:
        """Play the card, or while passing pick it (or put it back)."""
        if turn.phase is Phase.PASS:
            self.toggle_pass(card, turn)
        else:
            super().clicked(card, turn)

    def toggle_pass(self, card: int, turn: PersonTurn) -> None:
        """Pick a card to pass, up to as many as are passed, or put one back."""
        s = self.scene
        if card in s.selected:
            s.selected.discard(card)
        elif card not in turn.legal:
            s.say(turn.reasons.get(card) or tr("That card may not be passed."))
            return
        elif len(s.selected) >= turn.to_choose:
            s.say(tr("You have already chosen %n card(s).", "", turn.to_choose))
            return
        else:
            s.selected.add(card)
        s.refresh_commit()
        s.place_all(animated=False)

    def point_at(self, cards: Sequence[int]) -> None:
        """While passing, a hint names every card to pass: they are picked, as the person
        would pick them (any may be put back), and the Pass button is ready."""
        s = self.scene
        turn = s.turn
        if turn is not None and turn.phase is Phase.PASS and len(cards) == turn.to_choose:
            s.selected = set(cards)
            s.refresh_commit()
            s.place_all(animated=False)
        super().point_at(cards)

    def dropped(self, card: int, point: QPointF, turn: PersonTurn) -> None:
        """A card dragged out of the hand onto the table is played."""
        if turn.phase is Phase.PLAY and self.scene.above_hand(point):
            self.scene.decide([card])
        super().dropped(card, point, turn)

    def commit_offer(self, turn: PersonTurn | None) -> Commit | None:
        """While passing: the Pass button, ready once as many cards are picked as are
        passed."""
        if turn is None or turn.phase is not Phase.PASS:
            return None
        need = turn.to_choose
        return Commit(tr("Pass cards"), tr("Pass the chosen cards (P)"),
                      len(self.scene.selected) == need and need > 0)

    def commit(self) -> None:
        """Pass the cards picked."""
        turn = self.scene.turn
        if turn is not None and turn.phase is Phase.PASS:
            self.scene.decide(self.scene.selected_cards())
