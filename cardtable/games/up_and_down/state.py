"""An Up and Down game in progress: the deal schedule, trumps, bidding, trick play, scoring.

Each deal runs: the cards are dealt and trumps shown (no decision: drawn at random or turned up
from the stock), then every seat bids once, starting left of the dealer (action
``BID_BASE + n`` bids ``n`` tricks), then the cards are played (the action is the card). After
the last trick the deal is scored and the next one dealt, until the schedule is played out or
the loss limit is reached. ``apply`` returns events for the table; ``step`` does the same work
without building them, for search and simulation.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine.cards import (
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
from ...engine.events import BidMade, DealScored, Dealt, Event, TrickWon, TrumpChosen
from ...engine.protocol import BID_BASE, NO_TRUMP, TRUMP_BASE, Action, IllegalAction, Phase
from ...engine.state_base import (
    CardGameState,
    Out,
    ShownTricks,
    TrickRecord,
    shown_tricks,
    trump_action_name,
)
from ...engine.texts import N_, Words
from ...engine.tricks import must_trump_mask
from .scoring import LIMIT_MARK, deal_scores, leaders, mark, money, over_limit, settlement
from .table import Table
from .view import UpAndDownView, new_view

__all__ = ["ASK", "BID_BASE", "NO_TRUMP", "TRUMP_BASE", "Deal", "UpAndDownState"]

ASK = -1  # in a hand-made deal: find trumps as the options say

_BID = Phase.BID
_PLAY = Phase.PLAY
_B = (1 << 13) - 1
_BIT: tuple[Mask, ...] = tuple(1 << c for c in range(52))
_BIDS: dict[tuple[int, int | None], tuple[tuple[Action, ...], Mask]] = {}


def _bid_actions(cards: int, hook: int | None) -> tuple[tuple[Action, ...], Mask]:
    """The bid actions open with ``cards`` in hand when ``hook`` (or None) is barred, as a
    tuple and as a mask; there are few such pairs, so each is worked out once."""
    found = _BIDS.get((cards, hook))
    if found is None:
        actions = tuple(BID_BASE + b for b in range(cards + 1) if b != hook)
        mask = 0
        for a in actions:
            mask |= 1 << a
        found = _BIDS[(cards, hook)] = (actions, mask)
    return found


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


class UpAndDownState(CardGameState):
    """The whole state of one Up and Down game; see the module docstring for the actions.

    It keeps its own ``legal_actions`` and ``step`` for speed: a follow-suit list is served from
    the per-suit tables, the bids are read from a table of bid lists (a list read off a mask of
    bits 300 and up costs more), and ``step`` plays a card without the calls ``apply`` needs.
    """

    __slots__ = (
        "bid_list",
        "bid_sum",
        "bids_made",
        "cards_this_deal",
        "deal_hands",
        "end_reason",
        "first_bidder",
        "history",
        "stock",
        "table",
        "tricks_shown",
        "trump",
        "trump_card",
    )

    table: Table
    history: list[TrickRecord]
    """The deal's finished tricks: who played, the cards, the winner."""
    tricks_shown: ShownTricks
    """The finished tricks as views show them, so far as built (see ``shown_tricks``)."""

    def __init__(
        self,
        table: Table,
        seed: int,
        deals: Sequence[Deal] = (),
        dealer: int | None = None,
        scores: Sequence[int] | None = None,
        first_deal: int = 0,
    ) -> None:
        self.table = table
        self._begin(table.players, seed, deals, dealer, scores, deal_no=first_deal)
        self.end_reason = ""
        self._start_deal(None)

    # ---- the public API ---------------------------------------------------------------------

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
        phase = self.phase
        if phase is _PLAY:
            led = self.led_suit
            if led >= 0:
                shift = 13 * led
                chunk = self.hands[self.to_act] >> shift & _B
                if chunk:
                    self.legal_cache = chunk << shift
                    return list(SUIT_SUBSETS[led][chunk])
        elif phase is _BID:
            actions, self.legal_cache = _bid_actions(self.cards_this_deal, self.forbidden_bid())
            return list(actions)
        return CardGameState.legal_actions(self)

    def step(self, action: Action) -> None:
        """Take an action like ``apply`` but build no events: the fast path for search."""
        m = self.legal_cache
        if m < 0:
            m = 0 if self.is_over else self._action_mask()
        if type(action) is not int or action < 0 or not m >> action & 1:
            raise IllegalAction(self.why_illegal(action) or "not allowed now")
        self.log.append(action)
        self.legal_cache = -1
        if self.phase is _BID:
            self._bid(action - BID_BASE, None)
            return
        # ``_do`` and ``CardGameState._play`` written out without events, saving two calls on
        # every card of every playout. ``_play`` is the same move with events; the two must
        # change together.
        seat = self.to_act
        self.hands[seat] ^= 1 << action
        cards = self.trick_cards
        cards.append(action)
        self.trick_seats.append(seat)
        if len(cards) == 1:
            self.led_suit = action // 13  # one deck and no joker: the suit is the block
        if len(cards) < self.n:
            self.to_act = seat + 1 if seat + 1 < self.n else 0
        else:
            self._finish_trick(None)

    def _why_not(self, action: int) -> str | None:
        if self.phase is _BID:
            return self._why_not_bid(action)
        if BID_BASE <= action <= BID_BASE + 52:
            return Words(N_("the bidding is over: play a card"))
        if not is_card(action) or not self.table.deck_mask >> action & 1:
            return f"not a card of this game: {action!r}"
        hand = self.hands[self.to_act]
        if not hand >> action & 1:
            return Words(N_("you do not hold the {card}"), card=format_card(action))
        led, trump = self.led_suit, self.trump
        if led < 0:
            return None
        if hand & SUIT_MASKS[led]:
            if suit(action) == led:
                return None
            return Words(N_("must follow suit: {suit} led"), suit=SUIT_SYMBOLS[led])
        if trump is not None and hand & SUIT_MASKS[trump] and suit(action) != trump:
            return Words(N_("must trump: void in {suit}"), suit=SUIT_SYMBOLS[led])
        return None

    def _why_not_bid(self, action: Action) -> str | None:
        k = self.cards_this_deal
        b = action - BID_BASE
        if not 0 <= b <= 52:
            if is_card(action):
                return Words(N_("the bidding comes first: bid a number of tricks before playing"))
            return f"not a bid: {action!r}"
        if b > k:
            return Words(N_("bids go from 0 to %n: there is/are only %n card(s) in hand", "", k),
                         n=k)
        if b == self.forbidden_bid():
            return Words(N_("the dealer, bidding last, may not bid {bid}: the bids would add up "
                            "to the %n card(s) in hand", "", k), n=k, bid=b)
        return None

    def describe_action(self, action: Action) -> str:
        """Name an action for people: "Q♠", "Bid 3", "Trumps: ♥", "No trumps"."""
        if BID_BASE <= action <= BID_BASE + 52:
            return Words(N_("Bid {bid}"), bid=action - BID_BASE)
        return trump_action_name(action) or format_card(action)

    def view(self, seat: int) -> UpAndDownView:
        """Everything ``seat`` may know: its hand, the trumps, the bids and the table (for
        ``PUBLIC``, all but a hand)."""
        tricks, trick_winners = self.tricks_shown = shown_tricks(self.history, self.tricks_shown)
        return new_view({
            "seat": seat,
            "players": self.n,
            "phase": self.phase,
            "to_act": self.to_act,
            "deal": self.deal_no,
            "dealer": self.dealer,
            "hand": tuple(cards_of(self.hands[seat])) if seat >= 0 else (),
            "hand_sizes": tuple(map(int.bit_count, self.hands)),
            "trick": tuple(zip(self.trick_seats, self.trick_cards, strict=True)),
            "leader": self.leader,
            "tricks": tricks,
            "trick_winners": trick_winners,
            "tricks_won": tuple(self.tricks_won),
            "scores": tuple(self.scores_),
            "options": self.table.options,
            "trump": self.trump,
            "trump_card": self.trump_card,
            "bids": tuple(self.bid_list),
            "first_bidder": self.first_bidder,
            "cards_this_deal": self.cards_this_deal,
            "deal_number": self.deal_no,
            "deals_in_game": len(self.table.schedule),
            "forbidden_bid": self.forbidden_bid(),
            "settlement": settlement(self.scores_),
        })

    # ---- dealing ----------------------------------------------------------------------------

    def _start_deal(self, out: Out) -> None:
        n, t = self.n, self.table
        first = (self.dealer + 1) % n
        trump: int | None = ASK
        given = self._deals.get(self.deal_no)
        if given is not None:
            hands = [mask_of(h) for h in given.hands]
            k = len(given.hands[0])
            stock = tuple(given.stock)
            trump = given.trump
        else:
            k = t.schedule[self.deal_no]
            deck = list(t.deck)
            self._rng.shuffle(deck)
            hands = [0] * n
            # The cards are all different, so the sum of their bits is their mask (summed in
            # C, where ``mask_of`` loops in Python).
            bits = _BIT.__getitem__
            for i in range(n):  # one card at a time, starting left of the dealer
                hands[(first + i) % n] = sum(map(bits, deck[i : k * n : n]))
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
        self.trick_cards = []
        self.trick_seats = []
        self.led_suit = -1
        self.tricks_won = [0] * n
        self.won = [0] * n
        self.history = []
        self.tricks_shown = ((), ())
        self.leader = first
        self.phase = _BID
        self.to_act = first
        self.legal_cache = -1
        if out is not None:
            out.append(self.deal_record())
            out.append(TrumpChosen(trump, None, card))

    # ---- doing ------------------------------------------------------------------------------

    def _action_mask(self) -> Mask:
        """The bids the seat to act may make (as ``BID_BASE + n``), or the cards it may play."""
        if self.phase is _BID:
            return _bid_actions(self.cards_this_deal, self.forbidden_bid())[1]
        hand = self.hands[self.to_act]
        led = self.led_suit
        return hand if led < 0 else must_trump_mask(hand, led, self.trump)

    def _do(self, action: Action, out: Out) -> None:
        self.log.append(action)
        self.legal_cache = -1
        if self.phase is _BID:
            self._bid(action - BID_BASE, out)
        else:
            self._play(action, out)

    def _bid(self, bid: int, out: Out) -> None:
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

    def _finish_trick(self, out: Out) -> None:
        cards, seats = self.trick_cards, self.trick_seats
        bits = 0
        for c in cards:
            bits |= 1 << c
        # One deck: the winner is the highest trump played, else the highest card of the suit
        # led, and the highest card of a suit is the highest bit of that suit in the trick.
        trump = self.trump
        trumps = bits & SUIT_MASKS[trump] if trump is not None else 0
        top = (trumps or bits & SUIT_MASKS[self.led_suit]).bit_length() - 1
        winner = seats[cards.index(top)]
        self.tricks_won[winner] += 1
        self.won[winner] |= bits
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

    def _finish_deal(self, out: Out) -> None:
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
        winners = None
        if last or broke:
            self.end_reason = "limit" if broke else "schedule"
            winners = leaders(self.scores_)
        self._close_deal(record, winners, out)

    # ---- for tests and tools ----------------------------------------------------------------

    def card_places(self) -> list[tuple[Card, str]]:
        """Every card of the current deal with where it is: a hand, a trick pile, the trick in
        play, the turned-up trump card or the rest of the stock. A card listed twice would be a
        bug."""
        places = super().card_places()
        places += [(c, "turned up" if c == self.trump_card else "stock") for c in self.stock]
        return places
