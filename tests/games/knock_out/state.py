"""A Knock-Out game in progress: the deals, the tricks, who is knocked out, the end.

Each deal gives every seat still in play one card fewer than the deal before (seven, then six,
…, by default), and they play it out in tricks: follow suit if you can, the highest card of the
suit led wins, the winner leads the next. A seat that takes no trick in a deal is knocked out
(``KnockedOut``) and sits out the rest of the game. The game ends when one seat is left, or
after the one-card deal; whoever is left with the most tricks over the game wins.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from cardtable.engine.cards import (
    SUIT_MASKS,
    SUIT_SYMBOLS,
    Card,
    Mask,
    cards_of,
    format_card,
    mask_of,
    standard_deck,
)
from cardtable.engine.events import DealScored, Dealt, TrickWon
from cardtable.engine.protocol import Action, OptionValue, Phase
from cardtable.engine.state_base import CardGameState, Out
from cardtable.engine.texts import N_, Words
from cardtable.engine.tricks import trick_winner

from .events import KnockedOut
from .options import MARK_OUT
from .view import KnockOutView

DECK = standard_deck()


@dataclass(frozen=True)
class Deal:
    """A deal made by hand (tests, and the computer players' worlds): each seat's cards, with
    no cards for a seat knocked out before it."""

    hands: tuple[tuple[Card, ...], ...]


class KnockOutState(CardGameState):
    """The whole state of one Knock-Out game; see the module docstring."""

    __slots__ = ("dealt", "first_hand", "history", "values")

    def __init__(self, players: int, seed: int, options: Mapping[str, OptionValue],
                 deals: Sequence[Deal] = (), dealer: int | None = None,
                 scores: Sequence[int] | None = None, first_deal: int = 0) -> None:
        self.values = dict(options)
        first = options["first_hand"]
        assert isinstance(first, int)
        self.first_hand = first
        self._begin(players, seed, deals, dealer, scores, deal_no=first_deal)
        self._start_deal(None)

    @property
    def options(self) -> Mapping[str, OptionValue]:
        """The game's options."""
        return self.values

    @property
    def hand_size(self) -> int:
        """The cards each seat in play is dealt this deal."""
        return self.first_hand - self.deal_no

    def deal_record(self) -> Dealt:
        """The deal in play as it was dealt."""
        return Dealt(self.deal_no, self.dealer, tuple(tuple(cards_of(h)) for h in self.dealt))

    def view(self, seat: int) -> KnockOutView:
        """Everything ``seat`` may know: its hand and the public table."""
        mine = seat >= 0
        return KnockOutView(
            seat=seat, players=self.n, phase=self.phase, to_act=self.to_act,
            hand=tuple(cards_of(self.hands[seat])) if mine else (),
            hand_sizes=tuple(h.bit_count() for h in self.hands),
            scores=tuple(self.scores_), options=self.values,
            deal=self.deal_no, dealer=self.dealer,
            trick=tuple(zip(self.trick_seats, self.trick_cards, strict=True)),
            leader=self.leader,
            tricks=tuple(tuple(zip(ss, cs, strict=True)) for ss, cs, _ in self.history),
            trick_winners=tuple(w for _, _, w in self.history),
            tricks_won=tuple(self.tricks_won),
            in_play=self.seats_in_play, hand_size=self.hand_size,
        )

    # ---- dealing ----------------------------------------------------------------------------

    def _start_deal(self, out: Out) -> None:
        given = self._deals.get(self.deal_no)
        if given is not None:
            hands = [mask_of(h) for h in given.hands]
            for seat, hand in enumerate(hands):
                if not hand:
                    self._drop_out(seat)
        else:
            deck = list(DECK)
            self._rng.shuffle(deck)
            hands = [0] * self.n
            size = self.hand_size
            for k, seat in enumerate(self.seats_in_play):
                hands[seat] = mask_of(deck[k * size:(k + 1) * size])
        if self.out_of_play >> self.dealer & 1:
            self.dealer = self._next_in_play(self.dealer)
        self.hands = hands
        self.dealt = tuple(hands)
        self.trick_cards, self.trick_seats = [], []
        self.led_suit = -1
        self.history: list[tuple[list[int], list[Card], int]] = []
        self.tricks_won = [0] * self.n
        self.won = [0] * self.n
        self.phase = Phase.PLAY
        self.leader = self.to_act = self._next_in_play(self.dealer)
        if out is not None:
            out.append(self.deal_record())

    # ---- legality ---------------------------------------------------------------------------

    def _action_mask(self) -> Mask:
        hand = self.hands[self.to_act]
        led = self.led_suit
        return hand if led < 0 else hand & SUIT_MASKS[led] or hand

    def _why_not(self, action: int) -> str | None:
        if self.is_legal(action):
            return None
        if not 0 <= action < len(DECK):
            return f"not a card: {action!r}"
        if not self.hands[self.to_act] >> action & 1:
            return Words(N_("you do not hold the {card}"), card=format_card(action))
        return Words(N_("must follow suit: {suit} led"), suit=SUIT_SYMBOLS[self.led_suit])

    # ---- playing ----------------------------------------------------------------------------

    def _do(self, action: Action, out: Out) -> None:
        self.log.append(action)
        self.legal_cache = -1
        self._play(action, out)

    def _finish_trick(self, out: Out) -> None:
        cards, seats = self.trick_cards, self.trick_seats
        winner = seats[trick_winner(cards, self.led_suit, None)]
        self.tricks_won[winner] += 1
        self.won[winner] |= mask_of(cards)
        self.history.append((seats, cards, winner))
        if out is not None:
            out.append(TrickWon(winner, tuple(zip(seats, cards, strict=True)), 1))
        self.trick_cards, self.trick_seats = [], []
        self.led_suit = -1
        self.leader = winner
        if self.hands[winner]:
            self.to_act = winner
        else:
            self._finish_deal(out)

    def _finish_deal(self, out: Out) -> None:
        """Score the tricks, knock out whoever took none, and deal again or end the game."""
        knocked = [s for s in self.seats_in_play if not self.tricks_won[s]]
        for seat in knocked:
            self._drop_out(seat)
        self.scores_ = [s + t for s, t in zip(self.scores_, self.tricks_won, strict=True)]
        marks = tuple(MARK_OUT if s in knocked else "" for s in range(self.n))
        record = DealScored(self.deal_no, tuple(self.tricks_won), tuple(self.scores_),
                            tuple(self.tricks_won), None, marks, 0)
        if out is not None:
            out += [KnockedOut(seat) for seat in knocked]
        last = self.playing == 1 or self.hand_size == 1
        left = self.seats_in_play
        best = max(self.scores_[s] for s in left)
        winners = tuple(s for s in left if self.scores_[s] == best)
        self._close_deal(record, winners if last else None, out)
