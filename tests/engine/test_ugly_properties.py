"""Property tests: Ugly games for three and four played with random legal actions to the end.

Each example picks a table size, a seed and a hand to start from (so the later hands, with their
big passes, come up as often as the first), and plays with a seeded ``random.Random``. A referee
written from the rules, not from the engine, follows the events and checks that every card is
dealt, passed and played as the rules say, that tricks go to the right player, that every hand
is scored by the rules of the Jacks, the Ugly card and the Charm, and that the game ends when it
should. At every step every card must be in exactly one place and no view may show another
seat's hidden cards. The finished log must replay to the same game, and an illegal action must
be refused with a reason and change nothing.
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
from cardtable.engine.games.ugly import NO_TRUMP, RULES, TRUMP_BASE, UglyState
from cardtable.engine.protocol import IllegalAction, Phase

from .replays import assert_replays_alike

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

def check_cards_are_each_in_one_place(state: UglyState) -> None:
    places = state.card_places()
    cards = [c for c, _ in places]
    assert len(cards) == len(set(cards)), f"a card is in two places: {places}"
    assert set(cards) == {c for h in state.deal_record().hands for c in h}


def check_views_hide_other_hands(state: UglyState) -> None:
    n = state.players
    views = [state.view(s) for s in range(n)]
    hands = [set(v.hand) for v in views]
    for s, v in enumerate(views):
        assert v.seat == s and v.players == n
        assert list(v.hand_sizes) == [len(h) for h in hands]
        if state.phase is Phase.PASS:
            assert v.received == ()
        if state.phase is Phase.CHOOSE_TRUMP:
            assert v.trump == -1 and v.passing == ()
        known = hands[s] | set(v.passing) | set(v.received)
        for o in range(n):
            if o != s:
                # Only cards this seat passed to its left-hand neighbour may be known there.
                left = o == (s + 1) % n and state.phase is Phase.PLAY
                allowed = set(v.passing) if left else set()
                assert known & hands[o] <= allowed, f"seat {s} sees seat {o}'s cards"


def check_every_legal_action_works_on_a_clone(state: UglyState) -> list[int]:
    legal = state.legal_actions()
    if state.is_over:
        assert legal == []
        return legal
    assert legal, f"seat {state.to_act} has nothing to do in {state.phase}"
    if state.phase is Phase.CHOOSE_TRUMP:
        assert legal == [*range(TRUMP_BASE, TRUMP_BASE + 4), NO_TRUMP]
    log_before = list(state.log)
    for action in legal:
        other = state.clone()
        other.apply(action)
        assert other.log == [*log_before, action]
    assert state.log == log_before
    assert state.legal_actions() == legal
    return legal


def play_and_check(players: int, seed: int, first_hand: int, choice_seed: int) -> Referee:
    state = RULES.new_game(None, seed, players, hand_number=first_hand)
    pick = random.Random(choice_seed)
    events: list[Event] = list(state.initial_events())
    assert len(events) == 1 and isinstance(events[0], Dealt)
    referee = Referee(players, first_hand, events[0])
    while True:
        check_cards_are_each_in_one_place(state)
        check_views_hide_other_hands(state)
        legal = check_every_legal_action_works_on_a_clone(state)
        if state.is_over:
            break
        batch = state.apply(pick.choice(legal))
        referee.see(batch)
        events += batch
        assert state.is_over == (referee.over is not None)

    assert referee.over is not None
    assert state.winners == referee.over.winners
    assert list(state.scores) == referee.scores
    assert state.sheet == [e for e in events if isinstance(e, DealScored)]

    assert_replays_alike(state, events,
                         lambda: RULES.new_game(None, seed, players, hand_number=first_hand))

    event(f"{players} players, from hand {first_hand}")
    event(f"largest pass: {referee.biggest_pass}")
    event(f"an ugly mark: {referee.ugly_marks > 0}, a charm mark: {referee.charm_marks > 0}")
    return referee


@given(setups(), st.integers(min_value=0, max_value=(1 << 32) - 1))
def test_random_games_keep_every_rule_to_the_end(setup, choice_seed):
    players, seed, first_hand = setup
    play_and_check(players, seed, first_hand, choice_seed)


@given(
    setups(),
    st.integers(min_value=0, max_value=(1 << 32) - 1),
    st.integers(min_value=0, max_value=700),
    st.data(),
)
def test_an_illegal_action_is_refused_and_changes_nothing(setup, choice_seed, steps, data):
    players, seed, first_hand = setup
    state = RULES.new_game(None, seed, players, hand_number=first_hand)
    pick = random.Random(choice_seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(pick.choice(state.legal_actions()))

    legal = set(state.legal_actions())
    everything = [*range(-2, 70), *range(TRUMP_BASE - 2, NO_TRUMP + 3), 1000]
    illegal = [a for a in everything if a not in legal]
    action = data.draw(st.sampled_from(illegal), label="illegal action")
    event(f"phase {state.phase.value}")

    views = [state.view(s) for s in range(players)]
    log = list(state.log)
    for attempt in (state.apply, state.step):
        try:
            attempt(action)
        except IllegalAction as refused:
            assert refused.reason.strip()
            assert str(refused) == refused.reason
            assert state.why_illegal(action) == refused.reason
        else:
            raise AssertionError(f"{action} was accepted; legal were {sorted(legal)}")
        assert [state.view(s) for s in range(players)] == views
        assert state.log == log
        assert set(state.legal_actions()) == legal
        assert not state.is_legal(action)

    if not state.is_over:
        first = min(legal)
        assert state.why_illegal(first) is None
        state.apply(first)  # the refusal left a working game behind
        assert state.log == [*log, first]
