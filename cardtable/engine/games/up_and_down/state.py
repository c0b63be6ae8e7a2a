"""An Up and Down game in progress: the deal schedule, trumps, bidding, trick play, scoring.

Each deal runs: the cards are dealt and trumps shown (no decision: drawn at random or turned up
from the stock), then every seat bids once, starting left of the dealer (action
``BID_BASE + n`` bids ``n`` tricks), then the cards are played (the action is the card). After
the last trick the deal is scored and the next one dealt, until the schedule is played out or
the loss limit is reached. ``apply`` returns events for the table; ``step`` does the same work
without building them, for search and simulation.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ...cards import (
    SUIT_MASKS,
    SUIT_SUBSETS,
    SUIT_SYMBOLS,
    Card,
    Mask,
    cards_of,
    format_card,
    is_card,
    mask_of,
    suit,
)
from ...events import (
    BidMade,
    DealScored,
    Dealt,
    Event,
    GameOver,
    Played,
    TrickWon,
    TrumpChosen,
)
from ...protocol import BID_BASE, NO_TRUMP, TRUMP_BASE, Action, IllegalAction, OptionValue, Phase
from ...rng import Rng
from ...tricks import must_trump_mask, trick_winner
from .scoring import LIMIT_MARK, deal_scores, leaders, mark, money, over_limit, settlement
from .table import Table
from .view import UpAndDownView

__all__ = ["ASK", "BID_BASE", "NO_TRUMP", "TRUMP_BASE", "Deal", "UpAndDownState"]

ASK = -1  # in a hand-made deal: find trumps as the options say

_BID = Phase.BID
_PLAY = Phase.PLAY
_B = (1 << 13) - 1
_ONE_DECK = 1 << 52


@dataclass(frozen=True)
class Deal:
    """A deal given by hand (tests, tutorials).

    ``hands`` are the seats' cards (all the same size, which sets the deal's size whatever the
    schedule says); ``stock`` the undealt cards, top first; ``trump`` a suit, None for no
    trumps, or ``ASK`` (-1) to draw or turn up trumps as the options say.
    """

    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...] = ()
    trump: int | None = ASK


class UpAndDownState:
    """The whole state of one Up and Down game; see the module docstring for the actions."""

    __slots__ = (
        "_deals",
        "_rng",
        "bid_list",
        "bid_sum",
        "bids_made",
        "cards_this_deal",
        "deal_hands",
        "deal_no",
        "dealer",
        "end_reason",
        "first_bidder",
        "hands",
        "history",
        "is_over",
        "leader",
        "led_suit",
        "legal_cache",
        "log",
        "n",
        "phase",
        "scores_",
        "seed",
        "sheet",
        "stock",
        "table",
        "to_act",
        "trick_cards",
        "trick_seats",
        "tricks_won",
        "trump",
        "trump_card",
        "winners",
        "won",
    )

    def __init__(
        self,
        table: Table,
        seed: int,
        deals: Sequence[Deal] = (),
        dealer: int | None = None,
        scores: Sequence[int] | None = None,
    ) -> None:
        self.table = table
        self.n = n = table.players
        self.seed = seed
        self._rng = Rng(seed)
        self._deals = tuple(deals)
        self.log: list[Action] = []
        self.deal_no = 0
        drawn = self._rng.below(n)  # drawn even when given, so the deals do not depend on it
        self.dealer = drawn if dealer is None else dealer % n
        if scores is not None:
            if len(scores) != n:
                raise ValueError(f"scores: need {n} numbers, got {len(scores)}")
            self.scores_ = list(scores)
        else:
            self.scores_ = [0] * n
        self.sheet: list[DealScored] = []
        self.winners: tuple[int, ...] = ()
        self.is_over = False
        self.end_reason = ""
        self.legal_cache = -1
        self._start_deal(None)

    # ---- the public API ---------------------------------------------------------------------

    @property
    def scores(self) -> tuple[int, ...]:
        """Running points (higher is better)."""
        return tuple(self.scores_)

    @property
    def options(self) -> Mapping[str, OptionValue]:
        """The game's options, read-only."""
        return self.table.options

    @property
    def players(self) -> int:
        """The number of seats."""
        return self.n

    @property
    def bids(self) -> tuple[int | None, ...]:
        """Each seat's bid this deal, None until it has bid."""
        return tuple(self.bid_list)

    @property
    def deals_in_game(self) -> int:
        """How many deals the schedule holds (a loss limit can stop the game sooner)."""
        return len(self.table.schedule)

    def settlement(self) -> tuple[int, ...]:
        """Each seat's result in points if the game were settled now: the sum over every other
        seat of own points minus theirs. The results add up to zero."""
        return settlement(self.scores_)

    def money(self) -> tuple[int, ...]:
        """Each seat's settlement times the stake: won (positive) or paid (negative)."""
        return money(self.scores_, self.table.stake)

    def over_limit(self) -> tuple[int, ...]:
        """The seats whose settlement loss has reached the loss limit (none without a limit)."""
        return over_limit(self.scores_, self.table.loss_limit)

    def forbidden_bid(self) -> int | None:
        """The bid the last bidder may not make now (the hook), or None."""
        if self.phase is not _BID or self.bids_made != self.n - 1:
            return None
        hook = self.cards_this_deal - self.bid_sum
        return hook if hook >= 0 else None

    def initial_events(self) -> list[Event]:
        """The events that set up the current deal, for a table that has just opened."""
        return [self.deal_record(), TrumpChosen(self.trump, None, self.trump_card)]

    def deal_record(self) -> Dealt:
        """The current deal as it was dealt; the undealt stock stands in the kitty's place."""
        return Dealt(
            self.deal_no,
            self.dealer,
            tuple(tuple(cards_of(h)) for h in self.deal_hands),
            self.stock,
        )

    def legal_actions(self) -> list[Action]:
        """The actions the seat to act may take, in ascending order."""
        if self.is_over:
            return []
        if self.phase is _BID:
            hook = self.forbidden_bid()
            return [BID_BASE + b for b in range(self.cards_this_deal + 1) if b != hook]
        hand = self.hands[self.to_act]
        led = self.led_suit
        if led >= 0:
            shift = 13 * led
            chunk = hand >> shift & _B
            if chunk:
                self.legal_cache = chunk << shift
                return list(SUIT_SUBSETS[led][chunk])
        return cards_of(self._play_mask())

    def is_legal(self, action: Action) -> bool:
        """Tell whether ``action`` may be taken now."""
        if self.is_over or type(action) is not int:
            return False
        if self.phase is _BID:
            b = action - BID_BASE
            return 0 <= b <= self.cards_this_deal and b != self.forbidden_bid()
        return 0 <= action < _ONE_DECK.bit_length() and bool(self._play_mask() >> action & 1)

    def apply(self, action: Action) -> list[Event]:
        """Take an action for the seat to act and return what happened.

        Raises IllegalAction with the reason, leaving the state unchanged.
        """
        if not self.is_legal(action):
            raise IllegalAction(self.why_illegal(action) or "not allowed now")
        out: list[Event] = []
        self._do(action, out)
        return out

    def step(self, action: Action) -> None:
        """Take an action like ``apply`` but build no events: the fast path for search."""
        if not self.is_legal(action):
            raise IllegalAction(self.why_illegal(action) or "not allowed now")
        self._do(action, None)

    def why_illegal(self, action: Action) -> str | None:
        """Return the reason an action is not allowed now, or None if it is allowed."""
        if self.is_over:
            return "the game is over"
        if type(action) is not int:
            return f"not an action: {action!r}"
        if self.phase is _BID:
            return self._why_not_bid(action)
        if BID_BASE <= action <= BID_BASE + 52:
            return "the bidding is over: play a card"
        if not is_card(action) or not self.table.deck_mask >> action & 1:
            return f"not a card of this game: {action!r}"
        hand = self.hands[self.to_act]
        if not hand >> action & 1:
            return f"you do not hold the {format_card(action)}"
        led, trump = self.led_suit, self.trump
        if led < 0:
            return None
        if hand & SUIT_MASKS[led]:
            return None if suit(action) == led else f"must follow suit: {SUIT_SYMBOLS[led]} led"
        if trump is not None and hand & SUIT_MASKS[trump] and suit(action) != trump:
            return f"must trump: void in {SUIT_SYMBOLS[led]}"
        return None

    def _why_not_bid(self, action: Action) -> str | None:
        k = self.cards_this_deal
        b = action - BID_BASE
        if not 0 <= b <= 52:
            if is_card(action):
                return "the bidding comes first: bid a number of tricks before playing"
            return f"not a bid: {action!r}"
        cards = f"{k} card" if k == 1 else f"{k} cards"
        if b > k:
            return f"bids go from 0 to {k}: there {'is' if k == 1 else 'are'} only {cards} in hand"
        if b == self.forbidden_bid():
            return (
                f"the dealer, bidding last, may not bid {b}: the bids would add up to the "
                f"{cards} in hand"
            )
        return None

    def describe_action(self, action: Action) -> str:
        """Name an action for people: "Q♠", "Bid 3", "Trumps: ♥", "No trumps"."""
        if BID_BASE <= action <= BID_BASE + 52:
            return f"Bid {action - BID_BASE}"
        if action == NO_TRUMP:
            return "No trumps"
        if TRUMP_BASE <= action < NO_TRUMP:
            return f"Trumps: {SUIT_SYMBOLS[action - TRUMP_BASE]}"
        return format_card(action)

    def clone(self) -> UpAndDownState:
        """Return an independent copy (lists copied, the shared table and records reused)."""
        other = object.__new__(UpAndDownState)
        for name in UpAndDownState.__slots__:
            value = getattr(self, name)
            setattr(other, name, value.copy() if isinstance(value, list) else value)
        other._rng = Rng(self._rng.state)
        return other

    def view(self, seat: int) -> UpAndDownView:
        """Everything ``seat`` may know: its hand, the trumps, the bids and the table."""
        return UpAndDownView(
            seat=seat,
            players=self.n,
            phase=self.phase,
            to_act=self.to_act,
            deal=self.deal_no,
            dealer=self.dealer,
            hand=tuple(cards_of(self.hands[seat])),
            hand_sizes=tuple(h.bit_count() for h in self.hands),
            trick=tuple(zip(self.trick_seats, self.trick_cards, strict=True)),
            leader=self.leader,
            tricks=tuple(tuple(zip(ss, cs, strict=True)) for ss, cs, _ in self.history),
            trick_winners=tuple(w for _, _, w in self.history),
            tricks_won=tuple(self.tricks_won),
            scores=tuple(self.scores_),
            options=self.table.options,
            trump=self.trump,
            trump_card=self.trump_card,
            bids=tuple(self.bid_list),
            first_bidder=self.first_bidder,
            cards_this_deal=self.cards_this_deal,
            deal_number=self.deal_no,
            deals_in_game=len(self.table.schedule),
            forbidden_bid=self.forbidden_bid(),
            settlement=settlement(self.scores_),
        )

    # ---- dealing ----------------------------------------------------------------------------

    def _start_deal(self, out: list[Event] | None) -> None:
        n, t = self.n, self.table
        first = (self.dealer + 1) % n
        trump: int | None = ASK
        if self.deal_no < len(self._deals):
            given = self._deals[self.deal_no]
            hands = [mask_of(h) for h in given.hands]
            k = len(given.hands[0])
            stock = tuple(given.stock)
            trump = given.trump
        else:
            k = t.schedule[self.deal_no]
            deck = list(t.deck)
            self._rng.shuffle(deck)
            hands = [0] * n
            for i in range(n):  # one card at a time, starting left of the dealer
                hands[(first + i) % n] = mask_of(deck[i : k * n : n])
            stock = tuple(deck[k * n :])
        card: Card | None = None
        if trump == ASK:
            if t.turn_up:
                card = stock[0] if stock else None
                trump = suit(card) if card is not None else None
            else:
                trump = self._rng.below(4)
        self.hands = hands
        self.deal_hands = tuple(hands)
        self.stock = stock
        self.trump = trump
        self.trump_card = card
        self.cards_this_deal = k
        self.first_bidder = first
        self.bid_list: list[int | None] = [None] * n
        self.bid_sum = 0
        self.bids_made = 0
        self.trick_cards: list[Card] = []
        self.trick_seats: list[int] = []
        self.led_suit = -1
        self.tricks_won = [0] * n
        self.won = [0] * n
        self.history: list[tuple[list[int], list[Card], int]] = []
        self.leader = first
        self.phase = _BID
        self.to_act = first
        self.legal_cache = -1
        if out is not None:
            out.append(self.deal_record())
            out.append(TrumpChosen(trump, None, card))

    # ---- doing ------------------------------------------------------------------------------

    def _play_mask(self) -> Mask:
        m = self.legal_cache
        if m < 0:
            hand = self.hands[self.to_act]
            led = self.led_suit
            m = self.legal_cache = hand if led < 0 else must_trump_mask(hand, led, self.trump)
        return m

    def _do(self, action: Action, out: list[Event] | None) -> None:
        self.log.append(action)
        self.legal_cache = -1
        if self.phase is _BID:
            self._bid(action - BID_BASE, out)
        else:
            self._play(action, out)

    def _bid(self, bid: int, out: list[Event] | None) -> None:
        seat = self.to_act
        self.bid_list[seat] = bid
        self.bid_sum += bid
        self.bids_made += 1
        if out is not None:
            out.append(BidMade(seat, bid))
        if self.bids_made < self.n:
            self.to_act = (seat + 1) % self.n
        else:
            self.phase = _PLAY
            self.to_act = self.leader = self.first_bidder

    def _play(self, card: Card, out: list[Event] | None) -> None:
        seat = self.to_act
        self.hands[seat] ^= 1 << card
        self.trick_cards.append(card)
        self.trick_seats.append(seat)
        if len(self.trick_cards) == 1:
            self.led_suit = suit(card)
        if out is not None:
            out.append(Played(seat, card))
        if len(self.trick_cards) < self.n:
            self.to_act = seat + 1 if seat + 1 < self.n else 0
        else:
            self._finish_trick(out)

    def _finish_trick(self, out: list[Event] | None) -> None:
        cards, seats = self.trick_cards, self.trick_seats
        winner = seats[trick_winner(cards, self.led_suit, self.trump)]
        self.tricks_won[winner] += 1
        self.won[winner] |= mask_of(cards)
        self.history.append((seats, cards, winner))
        self.trick_cards = []
        self.trick_seats = []
        self.led_suit = -1
        if out is not None:
            out.append(TrickWon(winner, tuple(zip(seats, cards, strict=True)), 0))
        if self.hands[winner]:
            self.to_act = self.leader = winner
        else:
            self.leader = winner
            self._finish_deal(out)

    def _finish_deal(self, out: list[Event] | None) -> None:
        t = self.table
        bids = [b if b is not None else 0 for b in self.bid_list]
        points = deal_scores(bids, self.tricks_won, t.responsibility)
        self.scores_ = [s + p for s, p in zip(self.scores_, points, strict=True)]
        last = self.deal_no + 1 >= len(t.schedule)
        broke = over_limit(self.scores_, t.loss_limit)
        marks = [mark(b, w) for b, w in zip(bids, self.tricks_won, strict=True)]
        for seat in broke:
            marks[seat] += " " + LIMIT_MARK
        record = DealScored(
            self.deal_no, points, tuple(self.scores_), tuple(self.tricks_won), None, tuple(marks)
        )
        self.sheet.append(record)
        if out is not None:
            out.append(record)
        if last or broke:
            self.end_reason = "limit" if broke else "schedule"
            self.winners = leaders(self.scores_)
            self.phase = Phase.GAME_OVER
            self.is_over = True
            self.to_act = -1
            if out is not None:
                out.append(GameOver(self.winners, tuple(self.scores_)))
            return
        self.deal_no += 1
        self.dealer = (self.dealer + 1) % self.n
        self._start_deal(out)

    # ---- for tests and tools ----------------------------------------------------------------

    def card_places(self) -> list[tuple[Card, str]]:
        """Every card of the current deal with where it is: a hand, a trick pile, the trick in
        play, the turned-up trump card or the rest of the stock. A card listed twice would be a
        bug."""
        places: list[tuple[Card, str]] = []
        for seat, h in enumerate(self.hands):
            places += [(c, f"hand {seat}") for c in cards_of(h)]
        for seat, w in enumerate(self.won):
            places += [(c, f"won {seat}") for c in cards_of(w)]
        places += [(c, "trick") for c in self.trick_cards]
        places += [(c, "turned up" if c == self.trump_card else "stock") for c in self.stock]
        return places
