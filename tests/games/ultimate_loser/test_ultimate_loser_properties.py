"""Property tests: Ultimate Loser games for two to seven players, with and without the joker,
played with random legal actions to the end.

Each example draws the table, the options (a game of one to three hands, or an open-ended game
that the table ends after some moves, and each reading of the house rules), a seed and a
chooser. A referee written from the rules,
not from the engine, follows the events: it checks every deal, that each play is a real
combination of the shape led and from the player's hand, that the turn goes round as it should,
and works out each round's drinks, winner and next leader, rock-paper-scissors, the Ultimate
Loser, the scoresheet and the winners for itself, and every view agrees with it. Then, at one
point of the game, the view of each seat must stay the same when the cards it cannot see are
dealt differently. What every game must do (cards in one place, views and events that hide
what they must, legal actions that work and illegal ones refused, replays) is checked in
``test_conformance``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from hypothesis import event, given
from hypothesis import strategies as st

from cardtable.engine.cards import Card, rank, suit
from cardtable.engine.events import DealScored, Dealt, Event, GameOver
from cardtable.engine.protocol import Phase
from cardtable.games.ultimate_loser.events import (
    CombinationPlayed,
    GinSwapped,
    ShapeChosen,
    ShapesShown,
    TrickSettled,
    TurnPassed,
    UltimateLoserFound,
)
from cardtable.games.ultimate_loser.options import ENDS_ONE_LEFT, ENDS_ROUND
from cardtable.games.ultimate_loser.plays import CARDS, FOUR, PAPER, ROCK, SCISSORS, SHAPE
from cardtable.games.ultimate_loser.rules import END_GAME, RULES, Deal, UltimateLoserState

from .test_ultimate_loser_rules import DEAL_SIZES

UL = "ultimate loser"
WINS_OVER = {ROCK: SCISSORS, SCISSORS: PAPER, PAPER: ROCK}
MAX_STEPS = 20_000  # far beyond any game; reaching it means play does not end


@dataclass(frozen=True)
class Setup:
    """One example: the table, the options, the seed, whether the first hand is ``stacked``
    (see ``stacked_deal``), the chooser (``greedy``: see ``choose``), when an open-ended game is
    ended (after ``stop`` actions) and where in the game the deeper checks are made. Stacked
    hands and the greedy chooser make fours, long runs and hands running out together common."""

    players: int
    joker: bool
    hands: int
    penalty: int
    hand_end: str
    tied_winner_drinks: bool
    four_singles: bool
    seed: int
    stacked: bool
    choices: int
    greedy: bool
    stop: int
    probe: int

    @property
    def options(self) -> dict[str, Any]:
        return {"joker": self.joker, "hands": self.hands, "penalty": self.penalty,
                "hand_end": self.hand_end, "tied_winner_drinks": self.tied_winner_drinks,
                "four_singles": self.four_singles}


setups = st.builds(
    Setup,
    players=st.integers(min_value=2, max_value=7),
    joker=st.booleans(),
    hands=st.integers(min_value=0, max_value=3),
    penalty=st.integers(min_value=0, max_value=6),
    hand_end=st.sampled_from([ENDS_ONE_LEFT, ENDS_ROUND]),
    tied_winner_drinks=st.booleans(),
    four_singles=st.booleans(),
    seed=st.integers(min_value=0, max_value=(1 << 64) - 1),
    stacked=st.booleans(),
    choices=st.integers(min_value=0, max_value=(1 << 32) - 1),
    greedy=st.booleans(),
    stop=st.integers(min_value=0, max_value=400),
    probe=st.integers(min_value=0, max_value=1 << 20),
)


# ---- the referee ------------------------------------------------------------------------------

def kind(cards: Sequence[Card]) -> tuple[str, int]:
    """What a play is, from the rules: one to four cards of a rank (the joker only alone), or a
    straight flush of three or more, ace high only. Anything else is no play."""
    ranks = sorted(rank(c) for c in cards)
    if len(set(ranks)) == 1 and len(cards) <= 4 and (len(cards) == 1 or ranks[0] < 13):
        return "set", len(cards)
    suits = {suit(c) for c in cards}
    assert len(cards) >= 3 and len(suits) == 1 and -1 not in suits, f"no play: {cards}"
    assert ranks == list(range(ranks[0], ranks[0] + len(cards))), f"no run: {cards}"
    return "run", len(cards)


def top(cards: Sequence[Card]) -> int:
    """The rank that decides a round: a set's rank or a run's highest card (the joker 13)."""
    return max(rank(c) for c in cards)


def is_four(cards: Sequence[Card]) -> bool:
    return kind(cards) == ("set", 4)


class Referee:
    """Follows a game's events and checks every rule they make visible."""

    def __init__(self, setup: Setup, first: Dealt) -> None:
        self.n = setup.players
        self.setup = setup
        self.deck = set(range(53 if setup.joker else 52))
        self.scores = [0] * self.n
        self.hands_scored = 0
        self.stopping = False  # set by the driver just before the table ends the game
        self.over: GameOver | None = None
        self.loser: int | None = None
        self.seen = {"rock-paper-scissors": 0, "fours": 0, "swaps": 0, "out together": 0,
                     "joker played": 0, "straight flush": 0, "ended mid-round": 0,
                     "four singles": 0, "winner tied lowest": 0}
        self._new_hand(first)

    def _new_hand(self, e: Dealt) -> None:
        n = self.n
        assert e.deal == self.hands_scored
        if self.hands_scored:
            assert e.dealer == self.loser, "the Ultimate Loser deals the next hand"
        size, spare = DEAL_SIZES[n][self.setup.joker]
        assert [len(h) for h in e.hands] == [size] * n
        assert len(e.kitty) == spare
        every = [c for h in e.hands for c in h] + list(e.kitty)
        assert len(every) == len(set(every)) and set(every) == self.deck
        self.hands = [set(h) for h in e.hands]
        self.gin = e.kitty[0]
        self.hand_drinks = [0] * n
        self.rounds_won = [0] * n
        self.loser = None
        self._open_round((e.dealer + 1) % n)

    def _open_round(self, leader: int | None) -> None:
        self.leader = leader  # None while rock-paper-scissors decides it
        self.plays: list[tuple[int, tuple[Card, ...]]] = []
        self.passers: list[int] = []
        self.turns: list[int] = []
        self.swapper: int | None = None
        self.rps: list[int] = []
        self.chosen: dict[int, int] = {}

    def see(self, events: Sequence[Event]) -> None:
        for e in events:
            assert self.over is None, "an event came after the end of the game"
            assert self.swapper is None or isinstance(e, TurnPassed), "a swap is a pass"
            if isinstance(e, Dealt):
                assert self.loser is not None and not self.plays
                self._new_hand(e)
            elif isinstance(e, CombinationPlayed):
                self._played(e)
            elif isinstance(e, GinSwapped):
                self._swapped(e)
            elif isinstance(e, TurnPassed):
                self._passed(e)
            elif isinstance(e, TrickSettled):
                self._settled(e)
            elif isinstance(e, ShapeChosen):
                self._chosen(e)
            elif isinstance(e, ShapesShown):
                self._shown(e)
            elif isinstance(e, UltimateLoserFound):
                assert e.seat == self.loser and e.penalty == self.setup.penalty
                self.hand_drinks[e.seat] += e.penalty
            elif isinstance(e, DealScored):
                self._scored(e)
            elif isinstance(e, GameOver):
                self._over(e)
            else:
                raise AssertionError(f"an event Ultimate Loser does not make: {e}")

    def _played(self, e: CombinationPlayed) -> None:
        cards = set(e.cards)
        assert cards and cards <= self.hands[e.seat], "a play from cards not held"
        shape = kind(e.cards)
        if not self.plays:
            assert self.leader is not None and e.seat == self.leader, "the wrong seat led"
            self.hands[e.seat] -= cards
            n = self.n
            self.turns = [s for s in ((e.seat + k) % n for k in range(1, n)) if self.hands[s]]
        else:
            assert self.turns and e.seat == self.turns.pop(0), "out of turn"
            assert shape == kind(self.plays[0][1]), "not the shape led"
            self.hands[e.seat] -= cards
        self.plays.append((e.seat, e.cards))
        holders = sum(1 for h in self.hands if h)
        if self.setup.hand_end == ENDS_ONE_LEFT and holders == 1 and self.turns:
            self.turns = []  # the hand is over the moment one player alone holds cards
            self.seen["ended mid-round"] += 1
        self.seen["joker played"] += 52 in cards
        self.seen["straight flush"] += shape[0] == "run"

    def _swapped(self, e: GinSwapped) -> None:
        assert self.plays and self.turns and e.seat == self.turns[0], "a swap out of turn"
        assert e.taken == self.gin and e.given in self.hands[e.seat]
        self.hands[e.seat] = self.hands[e.seat] - {e.given} | {e.taken}
        self.gin = e.given
        self.swapper = e.seat
        self.seen["swaps"] += 1

    def _passed(self, e: TurnPassed) -> None:
        assert self.plays, "the leader passed"
        assert self.turns and e.seat == self.turns.pop(0), "a pass out of turn"
        assert self.swapper in (None, e.seat)
        self.swapper = None
        self.passers.append(e.seat)

    def _settled(self, e: TrickSettled) -> None:
        n, plays = self.n, self.plays
        assert plays and not self.turns, "a round settled before everyone acted"
        tops = [top(cards) for _, cards in plays]
        order = sorted(range(len(plays)), key=lambda i: (-tops[i], i))
        best = plays[order[0]][0]
        drinks = [0] * n
        for seat in self.passers:
            drinks[seat] += 1
        others = order if self.setup.tied_winner_drinks else order[1:]
        lowest: list[int] = []
        if len(plays) > 1:
            low = min(tops[i] for i in others)
            lowest = sorted(plays[i][0] for i in others if tops[i] == low)
        self.seen["winner tied lowest"] += best in lowest
        for seat in lowest:
            drinks[seat] += 1
        fours = sum(is_four(cards) for _, cards in plays)
        if self.setup.four_singles and len(plays[0][1]) == 1:
            ranks = [rank(cards[0]) for _, cards in plays]  # the joker is 13: never four
            full = sum(1 for r in range(13) if ranks.count(r) == 4)
            self.seen["four singles"] += full
            fours += full
        drinks = [d + fours for d in drinks]
        holders = [s for s in range(n) if self.hands[s]]
        leader = next((plays[i][0] for i in order if self.hands[plays[i][0]]), None)
        assert (e.best, e.drinks, e.lowest, e.passers, e.fours) == (
            best, tuple(drinks), tuple(lowest), tuple(self.passers), fours)
        self.hand_drinks = [a + b for a, b in zip(self.hand_drinks, drinks, strict=True)]
        self.rounds_won[best] += 1
        self.seen["fours"] += fours
        round_leader = plays[0][0]
        if len(holders) <= 1:
            assert e.leader is None
            if holders:
                self.loser = holders[0]
            else:  # the lowest play, the later of equals
                assert self.setup.hand_end == ENDS_ROUND, "the last cards ran out together"
                self.loser = plays[min(range(len(plays)), key=lambda i: (tops[i], -i))][0]
                self.seen["out together"] += 1
            self._open_round(None)
        elif leader is None:
            assert e.leader is None
            self._open_round(None)
            self.rps = sorted(holders, key=lambda s: (s - round_leader - 1) % n)
            self.seen["rock-paper-scissors"] += 1
        else:
            assert e.leader == leader
            self._open_round(leader)

    def _chosen(self, e: ShapeChosen) -> None:
        assert self.rps and e.seat == self.rps[len(self.chosen)], "a choice out of turn"
        assert e.shape in WINS_OVER
        self.chosen[e.seat] = e.shape

    def _shown(self, e: ShapesShown) -> None:
        assert len(self.chosen) == len(self.rps)
        assert e.shapes == tuple((s, self.chosen[s]) for s in self.rps)
        shapes = set(self.chosen.values())
        if len(shapes) == 2:
            a, b = shapes
            winning = a if WINS_OVER[a] == b else b
            still_in = [s for s in self.rps if self.chosen[s] == winning]
        else:  # all the same, or all three: a draw
            still_in = list(self.rps)
        assert e.still_in == tuple(still_in)
        self.chosen = {}
        if len(still_in) == 1:
            self._open_round(still_in[0])
        else:
            self.rps = still_in

    def _scored(self, e: DealScored) -> None:
        n = self.n
        assert e.deal == self.hands_scored
        if self.loser is None:  # the table ended the game in the middle of a hand
            assert self.stopping and e.marks == () and any(self.hand_drinks)
        else:
            assert e.marks == tuple(UL if s == self.loser else "" for s in range(n))
            assert len([s for s in range(n) if self.hands[s]]) <= 1
        assert list(e.points) == self.hand_drinks
        assert list(e.taken) == self.rounds_won
        assert e.moon is None and e.unscored == 0
        self.scores = [s + p for s, p in zip(self.scores, e.points, strict=True)]
        assert list(e.scores) == self.scores
        self.hands_scored += 1
        self.hand_drinks = [0] * n

    def _over(self, e: GameOver) -> None:
        if self.setup.hands:
            assert self.hands_scored == self.setup.hands, "the game ended early or late"
        else:
            assert self.stopping, "an open-ended game ended by itself"
        assert list(e.scores) == self.scores
        fewest = min(self.scores)
        assert list(e.winners) == [s for s in range(self.n) if self.scores[s] == fewest]
        self.over = e


# ---- per-step checks --------------------------------------------------------------------------

def check_views_follow_the_referee(state: UltimateLoserState, referee: Referee) -> None:
    """Each seat's view holds the hand, the gin card, the drinks, the scores and the
    rock-paper-scissors the referee worked out."""
    face_down = [c for c, p in state.card_places() if p == "spare"]
    for s in range(state.players):
        v = state.view(s)
        assert set(v.hand) == referee.hands[s]
        assert v.gin == referee.gin and v.stock_size == len(face_down)
        assert v.drinks == tuple(referee.hand_drinks)
        assert v.scores == tuple(referee.scores)
        if state.phase is Phase.ROCK_PAPER_SCISSORS:
            assert v.shape_players == tuple(referee.rps)
            assert v.shapes_chosen == tuple(referee.chosen)
            assert v.my_shape == referee.chosen.get(s, 0)
        else:
            assert v.shape_players == v.shapes_chosen == () and v.my_shape == 0


def check_legal_actions(state: UltimateLoserState) -> list[int]:
    legal = state.legal_actions()
    assert legal, f"seat {state.to_act} has nothing to do in {state.phase}"
    assert END_GAME not in legal
    assert state.is_legal(END_GAME) == (state.options["hands"] == 0)
    if state.phase is Phase.ROCK_PAPER_SCISSORS:
        assert legal == [ROCK, PAPER, SCISSORS]
    return legal


# ---- the deeper checks at one point of the game -----------------------------------------------

def stacked_deal(setup: Setup) -> Deal:
    """The pack in rank order (2♣ 2♦ 2♥ 2♠ 3♣ …), cut at a place the seed picks and dealt out
    in blocks, so that the hands hold fours of a kind."""
    deck = sorted(range(53 if setup.joker else 52), key=lambda c: (rank(c), suit(c)))
    cut = setup.seed % len(deck)
    deck = deck[cut:] + deck[:cut]
    size = DEAL_SIZES[setup.players][setup.joker][0]
    hands = tuple(tuple(deck[k * size:(k + 1) * size]) for k in range(setup.players))
    return Deal(hands, tuple(deck[setup.players * size:]))


def start(setup: Setup) -> UltimateLoserState:
    """A new game for the example; the later hands are always shuffled."""
    deals = [stacked_deal(setup)] if setup.stacked else []
    return RULES.new_game(setup.options, setup.seed, setup.players, deals=deals)


def replayed(setup: Setup, log: Sequence[int], deals: Sequence[Deal] = (),
             dealer: int | None = None) -> UltimateLoserState:
    """The game after ``log``; with ``deals`` (and the first ``dealer``) dealt as given."""
    if deals:
        state = RULES.new_game(setup.options, setup.seed, setup.players, deals=deals,
                               dealer=dealer)
    else:
        state = start(setup)
    for action in log:
        state.step(action)
    return state


def check_views_do_not_depend_on_hidden_cards(setup: Setup, log: Sequence[int],
                                              dealt: Sequence[Dealt]) -> None:
    """For each seat, deal the cards it cannot know differently, play the same actions, and
    ask for the same view. ``dealt`` are the hands of the game so far, the last in play."""
    state = replayed(setup, log)
    places = state.card_places()
    first_dealer = dealt[0].dealer
    for seat in range(setup.players):
        view = state.view(seat)
        # Cards in other hands or face down that were never the gin card in this hand.
        unseen = {"spare"} | {f"hand {o}" for o in range(setup.players) if o != seat}
        ever_gin = {dealt[-1].kitty[0]} | {g for r in view.rounds for _, g, _ in r.swaps}
        ever_gin |= {g for _, g, _ in view.swaps}
        hidden = sorted(c for c, p in places if p in unseen and c not in ever_gin)
        if len(hidden) < 2:
            continue
        moved = dict(zip(hidden, hidden[1:] + hidden[:1], strict=True))
        last = dealt[-1]
        other = Deal(tuple(tuple(moved.get(c, c) for c in h) for h in last.hands),
                     tuple(moved.get(c, c) for c in last.kitty))
        deals = [Deal(d.hands, d.kitty) for d in dealt[:-1]] + [other]
        alternative = replayed(setup, log, deals, first_dealer)
        spread = {p for c, p in places if c in moved}
        assert (alternative.hands != state.hands) == (len(spread) > 1)
        assert alternative.view(seat) == view, f"seat {seat} sees a hidden card"


# ---- the game ---------------------------------------------------------------------------------

def choose(legal: Sequence[int], pick: random.Random, greedy: bool) -> int:
    """A random legal action; a greedy chooser half the time plays a four of a kind if it can,
    else the play with the most cards."""
    if greedy and pick.random() < 0.5:
        return max(legal, key=lambda a: (SHAPE[a] == FOUR, CARDS[a].bit_count(), a)
                   if a < len(CARDS) else (False, 0, a))
    return pick.choice(legal)


def play_and_check(setup: Setup) -> None:
    state = start(setup)
    pick = random.Random(setup.choices)
    events: list[Event] = list(state.initial_events())
    assert len(events) == 1 and isinstance(events[0], Dealt)
    referee = Referee(setup, events[0])
    dealt_by_step: list[list[Dealt]] = []
    dealt = [events[0]]
    while not state.is_over:
        assert len(state.log) < MAX_STEPS, "random play did not end"
        check_views_follow_the_referee(state, referee)
        legal = check_legal_actions(state)
        dealt_by_step.append(list(dealt))
        if setup.hands == 0 and len(state.log) >= setup.stop:
            referee.stopping = True
            batch = state.apply(END_GAME)
        else:
            batch = state.apply(choose(legal, pick, setup.greedy))
        referee.see(batch)
        events += batch
        dealt += [e for e in batch if isinstance(e, Dealt)]
        assert state.is_over == (referee.over is not None)
    assert state.legal_actions() == [] and not state.is_legal(END_GAME)

    assert referee.over is not None
    assert state.winners == referee.over.winners
    assert list(state.scores) == referee.scores
    assert state.sheet == [e for e in events if isinstance(e, DealScored)]
    assert list(state.scores) == [sum(d.points[s] for d in state.sheet)
                                  for s in range(setup.players)]
    if setup.hands:
        assert len(state.sheet) == setup.hands

    step = setup.probe % len(state.log)
    check_views_do_not_depend_on_hidden_cards(setup, state.log[:step], dealt_by_step[step])

    event(f"{setup.players} players" + (" with the joker" if setup.joker else ""))
    event("open-ended" if setup.hands == 0 else f"{setup.hands} hands")
    event("greedy" if setup.greedy else "uniform")
    event("stacked" if setup.stacked else "shuffled")
    for name, count in referee.seen.items():
        event(f"{name}: {count > 0}")


@given(setups)
def test_random_games_keep_every_rule_to_the_end(setup):
    play_and_check(setup)
