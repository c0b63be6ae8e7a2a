"""Property tests: Ugly games for three and four played with random legal actions to the end.

Each example picks a table size, a seed and a hand to start from (so the later hands, with their
big passes, come up as often as the first), and plays with a seeded ``random.Random``. A referee
written from the rules, not from the engine, follows the events and checks that every card is
dealt, passed and played as the rules say, that tricks go to the right player, that every hand
is scored by the rules of the Jacks, the Ugly card and the Charm, and that the game ends when it
should; trumps are named from the five choices, and the views show no pass before it is due.
What every game must do (cards in one place, views and events that hide what they must, legal
actions that work and illegal ones refused, replays) is checked in ``test_conformance``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from hypothesis import event, given
from hypothesis import strategies as st

from cardtable.engine.cards import parse_card, parse_cards, rank, suit
from cardtable.engine.events import (
    DealScored,
    Dealt,
    Event,
    GameOver,
    PassChosen,
    Passed,
    Played,
    TrickWon,
    TrumpChosen,
)
from cardtable.engine.protocol import Phase
from cardtable.games.ugly.rules import NO_TRUMP, RULES, TRUMP_BASE, UglyState

SEVEN_DIAMONDS, SEVEN_CLUBS = parse_card("7D"), parse_card("7C")
JACK_PRICES = dict(zip(parse_cards("JS JC JD JH"), (1, 2, 3, 4), strict=True))
HANDS = {3: 9, 4: 7}
CARDS_EACH = {3: 17, 4: 13}


@st.composite
def setups(draw: st.DrawFn) -> tuple[int, int, int]:
    """(players, seed, hand to start from, counted from 0)."""
    players = draw(st.sampled_from([3, 4]))
    seed = draw(st.integers(min_value=0, max_value=(1 << 64) - 1))
    first_hand = draw(st.integers(min_value=0, max_value=HANDS[players] - 1))
    return players, seed, first_hand


# ---- the referee ------------------------------------------------------------------------------

def rightful_winner(trick: Sequence[tuple[int, int]], trump: int | None) -> int:
    """The highest trump if any was played, else the highest card of the suit led."""
    trumped = [(rank(c), seat) for seat, c in trick if trump is not None and suit(c) == trump]
    if trumped:
        return max(trumped)[1]
    led = suit(trick[0][1])
    return max((rank(c), seat) for seat, c in trick if suit(c) == led)[1]


def points_for(tricks: int, cards: set[int]) -> tuple[int, str]:
    """A player's score and mark for a hand, straight from the rule text."""
    jacks = sum(price for jack, price in JACK_PRICES.items() if jack in cards)
    ugly = SEVEN_DIAMONDS in cards
    charm = ugly and SEVEN_CLUBS in cards
    per_trick, jack_factor = 1, 1
    if charm and not jacks:
        per_trick = 4
    elif ugly and not charm:
        if jacks:
            jack_factor = 2
        else:
            per_trick = 2
    mark = "charm" if charm else "ugly" if ugly else ""
    return per_trick * tricks - jack_factor * jacks, mark


class Referee:
    """Follows a game's events and checks every rule they make visible."""

    def __init__(self, players: int, first_hand: int, first: Dealt) -> None:
        self.n = players
        self.first_hand = first_hand
        self.first_dealer = first.dealer
        self.scores = [0] * players
        self.hands_scored = 0
        self.over: GameOver | None = None
        self.biggest_pass = 0
        self.ugly_marks = 0
        self.charm_marks = 0
        self._new_hand(first)

    @property
    def hand_number(self) -> int:
        """The hand in play, counted from 0."""
        return self.first_hand + self.hands_scored

    def _new_hand(self, e: Dealt) -> None:
        n = self.n
        assert e.deal == self.hand_number
        assert e.dealer == (self.first_dealer + self.hands_scored) % n
        assert [len(h) for h in e.hands] == [CARDS_EACH[n]] * n
        every = [c for h in e.hands for c in h]
        assert len(set(every)) == len(every)
        removed = {parse_card("2S")} if n == 3 else set()
        assert set(every) == set(range(52)) - removed
        self.dealer = e.dealer
        self.hands = [set(h) for h in e.hands]
        self.trump: int | str | None = "unnamed"
        self.chosen = [0] * n
        self.passed_to: dict[int, set[int]] = {}
        self.trick: list[tuple[int, int]] = []
        self.next_to_play = (e.dealer + 1) % n
        self.tricks = [0] * n
        self.taken: list[set[int]] = [set() for _ in range(n)]

    def see(self, events: Sequence[Event]) -> None:
        for e in events:
            assert self.over is None, "an event came after the end of the game"
            if isinstance(e, Dealt):
                assert self.hands_scored > 0 and not any(self.hands)
                self._new_hand(e)
            elif isinstance(e, TrumpChosen):
                assert self.trump == "unnamed"
                assert e.seat == (self.dealer + 1) % self.n
                self.trump = e.suit
            elif isinstance(e, PassChosen):
                assert self.trump != "unnamed"
                assert e.card in self.hands[e.seat]
                self.chosen[e.seat] += 1
            elif isinstance(e, Passed):
                self._passed(e)
            elif isinstance(e, Played):
                self._played(e)
            elif isinstance(e, TrickWon):
                self._trick(e)
            elif isinstance(e, DealScored):
                self._scored(e)
            elif isinstance(e, GameOver):
                self._over(e)

    def _passed(self, e: Passed) -> None:
        n = self.n
        count = 2 * self.hand_number + 1  # 1, 3, 5 … from the first hand (number 0)
        last = self.hand_number == HANDS[n] - 1
        assert (count == CARDS_EACH[n]) == last
        assert [g for g, _, _ in e.transfers] == list(range(n))
        for giver, receiver, cards in e.transfers:
            assert receiver == (giver + 1) % n
            assert len(cards) == count
            assert set(cards) <= self.hands[giver]
            # Chosen card by card, except in the last hand, which passes by itself.
            assert self.chosen[giver] == (0 if last else count)
        moving = {giver: set(cards) for giver, _, cards in e.transfers}
        for giver, cards in moving.items():
            self.hands[giver] -= cards
        for giver, cards in moving.items():
            self.hands[(giver + 1) % n] |= cards
            self.passed_to[(giver + 1) % n] = cards
        self.biggest_pass = max(self.biggest_pass, count)

    def _played(self, e: Played) -> None:
        assert self.passed_to, "a card was played before the passing"
        assert e.seat == self.next_to_play
        hand = self.hands[e.seat]
        assert e.card in hand
        if self.trick:
            led = suit(self.trick[0][1])
            if suit(e.card) != led:
                assert all(suit(c) != led for c in hand), "a player did not follow suit"
        hand.discard(e.card)
        self.trick.append((e.seat, e.card))
        self.next_to_play = (e.seat + 1) % self.n

    def _trick(self, e: TrickWon) -> None:
        assert list(e.cards) == self.trick
        assert sorted(seat for seat, _ in e.cards) == list(range(self.n))
        assert isinstance(self.trump, int) or self.trump is None
        winner = rightful_winner(e.cards, self.trump)
        assert e.winner == winner
        before = points_for(self.tricks[winner], self.taken[winner])[0]
        self.tricks[winner] += 1
        self.taken[winner] |= {c for _, c in e.cards}
        assert e.points == points_for(self.tricks[winner], self.taken[winner])[0] - before
        self.trick = []
        self.next_to_play = winner

    def _scored(self, e: DealScored) -> None:
        assert not any(self.hands) and not self.trick
        assert sum(self.tricks) == CARDS_EACH[self.n]
        results = [points_for(t, c) for t, c in zip(self.tricks, self.taken, strict=True)]
        assert list(e.points) == [p for p, _ in results]
        assert list(e.marks) == [m for _, m in results]
        assert list(e.taken) == self.tricks
        assert e.moon is None and e.unscored == 0
        self.scores = [s + p for s, p in zip(self.scores, e.points, strict=True)]
        assert list(e.scores) == self.scores
        self.ugly_marks += e.marks.count("ugly")
        self.charm_marks += e.marks.count("charm")
        self.hands_scored += 1

    def _over(self, e: GameOver) -> None:
        assert self.hand_number == HANDS[self.n], "the game ended early or late"
        assert list(e.scores) == self.scores
        best = max(self.scores)
        assert list(e.winners) == [s for s in range(self.n) if self.scores[s] == best]
        self.over = e


# ---- per-step checks --------------------------------------------------------------------------

def check_trumps_and_passes_in_their_phase(state: UglyState) -> None:
    """Trumps are named from the four suits and no trumps; until then nobody has chosen a pass,
    and while the passes are chosen nobody has received one."""
    if state.phase is Phase.CHOOSE_TRUMP:
        assert state.legal_actions() == [*range(TRUMP_BASE, TRUMP_BASE + 4), NO_TRUMP]
    for s in range(state.players):
        v = state.view(s)
        if state.phase is Phase.PASS:
            assert v.received == ()
        if state.phase is Phase.CHOOSE_TRUMP:
            assert v.trump == -1 and v.passing == ()


def play_and_check(players: int, seed: int, first_hand: int, choice_seed: int) -> Referee:
    state = RULES.new_game(None, seed, players, hand_number=first_hand)
    pick = random.Random(choice_seed)
    events: list[Event] = list(state.initial_events())
    assert len(events) == 1 and isinstance(events[0], Dealt)
    referee = Referee(players, first_hand, events[0])
    while not state.is_over:
        check_trumps_and_passes_in_their_phase(state)
        batch = state.apply(pick.choice(state.legal_actions()))
        referee.see(batch)
        events += batch
        assert state.is_over == (referee.over is not None)

    assert referee.over is not None
    assert state.winners == referee.over.winners
    assert list(state.scores) == referee.scores
    assert state.sheet == [e for e in events if isinstance(e, DealScored)]

    event(f"{players} players, from hand {first_hand}")
    event(f"largest pass: {referee.biggest_pass}")
    event(f"an ugly mark: {referee.ugly_marks > 0}, a charm mark: {referee.charm_marks > 0}")
    return referee


@given(setups(), st.integers(min_value=0, max_value=(1 << 32) - 1))
def test_random_games_keep_every_rule_to_the_end(setup, choice_seed):
    players, seed, first_hand = setup
    play_and_check(players, seed, first_hand, choice_seed)
