"""Property tests: whole Up and Down games under random house rules, played with random legal
actions.

Each example draws the options (deck, schedule, trumps, responsibility, loss limit, stake), a
table of two to six and a seed, and plays the game to its end choosing among the legal actions
with a seeded ``random.Random``. A referee written from the rulings, not from the engine,
follows the events and checks the deal sizes, the rotation of the deal, the trumps, the order
of bidding and the hook, following suit and the must-trump rule, the winner of every trick, the
scoring of every deal and the end of the game, and every view agrees with it on the seat's
hand and the scores. What every game must do (cards in one place, views and events that hide
what they must, legal actions that work and illegal ones refused, replays) is checked in
``test_conformance``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from hypothesis import event, given
from hypothesis import strategies as st

from cardtable.engine.cards import rank, suit
from cardtable.engine.events import (
    BidMade,
    DealScored,
    Dealt,
    Event,
    GameOver,
    Played,
    TrickWon,
    TrumpChosen,
)
from cardtable.engine.protocol import Phase
from cardtable.games.up_and_down.rules import RULES, UpAndDownState


@st.composite
def setups(draw: st.DrawFn) -> tuple[dict[str, Any], int, int]:
    """Draw (options, players, seed). The cap is often off, so that with turned-up trumps a
    deal that uses the whole deck (32 or 52 cards shared by 2 or 4) is played without trumps."""
    players = draw(st.integers(min_value=2, max_value=6))
    options: dict[str, Any] = {
        "deck": draw(st.sampled_from(["32", "52"])),
        "longest_deal": draw(st.sampled_from(["once", "per-player"])),
        "trump": draw(st.sampled_from(["random", "turn-up"])),
        "responsibility": draw(st.sampled_from(["complete", "partial"])),
        "stake": draw(st.integers(min_value=1, max_value=5)),
        "loss_limit": draw(st.sampled_from([0, 0, 40, 150, 600])),
    }
    options["max_cards"] = draw(st.sampled_from([0, 0, 1, 3, 5, 9]))
    seed = draw(st.integers(min_value=0, max_value=(1 << 64) - 1))
    return options, players, seed


# ---- the referee: the rulings, written independently of the engine -------------------------

def expected_schedule(opts: Mapping[str, Any], players: int) -> list[int]:
    """1, 2 … up to the deck shared out (or the cap), the top once or per player, down to 1."""
    top = (32 if opts["deck"] == "32" else 52) // players
    if opts["max_cards"]:
        top = min(top, opts["max_cards"])
    repeats = players if opts["longest_deal"] == "per-player" else 1
    return list(range(1, top)) + [top] * repeats + list(range(top - 1, 0, -1))


def score(bid: int, tricks: int, responsibility: str) -> int:
    if bid == tricks:
        return 5 if bid == 0 else 10 * tricks
    if tricks > bid:
        return tricks
    return -10 * bid if responsibility == "complete" else -10 * (bid - tricks)


def settle(points: Sequence[int]) -> list[int]:
    return [sum(p - q for j, q in enumerate(points) if j != i) for i, p in enumerate(points)]


def rightful_winner(trick: Sequence[tuple[int, int]], trump: int | None) -> int:
    led = suit(trick[0][1])
    trumps = [(rank(c), seat) for seat, c in trick if trump is not None and suit(c) == trump]
    if trumps:
        return max(trumps)[1]
    return max((rank(c), seat) for seat, c in trick if suit(c) == led)[1]


class Referee:
    """Follows a game's events and checks every rule they make visible."""

    def __init__(self, opts: Mapping[str, Any], players: int, first: Sequence[Event]) -> None:
        self.opts = opts
        self.n = players
        self.deck_size = 32 if opts["deck"] == "32" else 52
        self.schedule = expected_schedule(opts, players)
        self.scores = [0] * players
        self.deals_scored = 0
        self.dealer: int | None = None
        self.over: GameOver | None = None
        self.no_trump_deals = 0
        self.limit_hit = False
        self.see(first)

    def see(self, events: Sequence[Event]) -> None:
        for e in events:
            assert self.over is None, "an event came after the end of the game"
            if isinstance(e, Dealt):
                self._dealt(e)
            elif isinstance(e, TrumpChosen):
                self._trump(e)
            elif isinstance(e, BidMade):
                self._bid(e)
            elif isinstance(e, Played):
                self._played(e)
            elif isinstance(e, TrickWon):
                self._trick(e)
            elif isinstance(e, DealScored):
                self._scored(e)
            elif isinstance(e, GameOver):
                self._over(e)

    def _dealt(self, e: Dealt) -> None:
        assert e.deal == self.deals_scored
        assert not self.game_should_end(), "a new deal after the game should have ended"
        if self.dealer is not None:
            assert e.dealer == (self.dealer + 1) % self.n, "the deal passes to the left"
        self.dealer = e.dealer
        k = self.schedule[e.deal]
        assert [len(h) for h in e.hands] == [k] * self.n
        cards = [c for h in e.hands for c in h] + list(e.kitty)
        assert len(set(cards)) == len(cards) == self.deck_size
        low = 5 if self.deck_size == 32 else 0  # the seven is rank 5
        assert all(c < 52 and rank(c) >= low for c in cards)
        self.k = k
        self.hands = [set(h) for h in e.hands]
        self.stock = list(e.kitty)
        self.trump: int | str | None = "unknown"
        self.bids: list[int] = []
        self.next_seat = (e.dealer + 1) % self.n
        self.trick: list[tuple[int, int]] = []
        self.tricks = [0] * self.n

    def _trump(self, e: TrumpChosen) -> None:
        assert self.trump == "unknown" and not self.bids, "trumps are shown before the bidding"
        assert e.seat is None
        if self.opts["trump"] == "random":
            assert e.card is None and e.suit in (0, 1, 2, 3)
        elif self.stock:
            assert e.card == self.stock[0] and e.suit == suit(self.stock[0])
        else:
            assert e.card is None and e.suit is None
            self.no_trump_deals += 1
        self.trump = e.suit

    def _bid(self, e: BidMade) -> None:
        assert self.trump != "unknown"
        assert e.seat == self.next_seat, "bids go round to the left from left of the dealer"
        assert 0 <= e.bid <= self.k
        self.bids.append(e.bid)
        if len(self.bids) == self.n:
            assert e.seat == self.dealer
            assert sum(self.bids) != self.k, "the hook: the bids may not add up to the cards"
        self.next_seat = (e.seat + 1) % self.n

    def _played(self, e: Played) -> None:
        assert len(self.bids) == self.n, "a card before the bidding ended"
        assert e.seat == self.next_seat
        hand = self.hands[e.seat]
        assert e.card in hand
        if self.trick:
            led = suit(self.trick[0][1])
            has_led = any(suit(c) == led for c in hand)
            trump = self.trump if isinstance(self.trump, int) else None
            has_trump = trump is not None and any(suit(c) == trump for c in hand)
            if has_led:
                assert suit(e.card) == led, "must follow suit"
            elif has_trump:
                assert suit(e.card) == trump, "must trump when void"
        hand.discard(e.card)
        self.trick.append((e.seat, e.card))
        self.next_seat = (e.seat + 1) % self.n

    def _trick(self, e: TrickWon) -> None:
        assert list(e.cards) == self.trick and len(self.trick) == self.n
        trump = self.trump if isinstance(self.trump, int) else None
        assert e.winner == rightful_winner(self.trick, trump)
        assert e.points == 0
        if sum(self.tricks) == 0:
            assert self.trick[0][0] == (self.dealer + 1) % self.n, "the first bidder leads"
        self.tricks[e.winner] += 1
        self.trick = []
        self.next_seat = e.winner

    def _scored(self, e: DealScored) -> None:
        assert sum(self.tricks) == self.k and not any(self.hands)
        # The bids were made from left of the dealer: put them back in seat order.
        first = (self.dealer + 1) % self.n
        bids = [0] * self.n
        for i, b in enumerate(self.bids):
            bids[(first + i) % self.n] = b
        points = [score(b, t, self.opts["responsibility"]) for b, t in
                  zip(bids, self.tricks, strict=True)]
        assert list(e.points) == points
        self.scores = [s + p for s, p in zip(self.scores, points, strict=True)]
        assert list(e.scores) == self.scores
        assert list(e.taken) == self.tricks
        limit = self.opts["loss_limit"]
        broke = [limit > 0 and s <= -limit for s in settle(self.scores)]
        self.limit_hit = any(broke)
        assert list(e.marks) == [
            f"{b}/{t}" + (" limit" if x else "")
            for b, t, x in zip(bids, self.tricks, broke, strict=True)
        ]
        self.deals_scored += 1

    def game_should_end(self) -> bool:
        return self.deals_scored >= len(self.schedule) or self.limit_hit

    def _over(self, e: GameOver) -> None:
        assert self.game_should_end()
        assert list(e.scores) == self.scores
        best = max(self.scores)
        assert list(e.winners) == [s for s in range(self.n) if self.scores[s] == best]
        self.over = e


# ---- per-step checks ---------------------------------------------------------------------

def check_views_follow_the_referee(state: UpAndDownState, referee: Referee) -> None:
    """Each seat's view holds the hand the referee saw dealt and played from, and its scores."""
    n = state.players
    for s in range(n):
        v = state.view(s)
        if not state.is_over:
            assert set(v.hand) == referee.hands[s]
            assert v.hand_sizes == tuple(len(referee.hands[o]) for o in range(n))
        assert v.scores == tuple(referee.scores)


def play_and_check(setup: tuple[dict[str, Any], int, int], choice_seed: int) -> Referee:
    """Play a whole game with the referee and the view checks on."""
    options, players, seed = setup
    opts = RULES.validate(options, players)
    state = RULES.new_game(options, seed, players)
    pick = random.Random(choice_seed)

    events: list[Event] = list(state.initial_events())
    referee = Referee(opts, players, events)
    while True:
        check_views_follow_the_referee(state, referee)
        if state.is_over:
            break
        batch = state.apply(pick.choice(state.legal_actions()))
        referee.see(batch)
        events += batch
        assert state.is_over == (referee.over is not None)

    assert referee.over is not None
    assert state.phase is Phase.GAME_OVER
    assert state.winners == referee.over.winners
    assert list(state.scores) == referee.scores
    assert state.sheet == [e for e in events if isinstance(e, DealScored)]
    assert list(state.settlement()) == settle(referee.scores)
    assert sum(state.settlement()) == 0
    assert list(state.money()) == [opts["stake"] * x for x in settle(referee.scores)]
    assert state.end_reason == ("limit" if referee.limit_hit else "schedule")

    event(f"{players} players, {opts['deck']} cards, trumps {opts['trump']}")
    event(f"ended by: {state.end_reason}")
    event(f"a no-trump deal: {referee.no_trump_deals > 0}")
    return referee


@given(setups(), st.integers(min_value=0, max_value=(1 << 32) - 1))
def test_random_games_keep_every_rule_to_the_end(setup, choice_seed):
    play_and_check(setup, choice_seed)
