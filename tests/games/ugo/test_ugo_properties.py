"""Property tests: U-G-O games for two to four players, with and without the optional rules,
played with random legal actions to the end.

At every step decks and piles must hold only their owner's cards and no Queen, a face-down card
must show only to its owner, no view may change when what its seat cannot see is dealt
differently, and the events must tell every hand and deck size. A referee follows the
knock-outs and works out the places, and follows the turns: whose comes next (the way the 9s
and the options send them) and when the first round is over. The game must end within
``turn_bound`` turns. What every game must do (cards in one place, views and events that hide
what they must, legal actions that work and illegal ones refused, replays) is checked in
``test_conformance``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from hypothesis import event, given
from hypothesis import strategies as st

from cardtable.engine.cards import QUEEN, TEN, copy_of, rank
from cardtable.engine.events import DealScored, Dealt, Event, GameOver
from cardtable.engine.protocol import OptionValue, Phase
from cardtable.games.ugo import actions as A
from cardtable.games.ugo.events import (
    AttackBlocked,
    CardDrawn,
    CardEquipped,
    CardPlaced,
    CardRecovered,
    CardsMilled,
    CardStolen,
    HandsRenewed,
    PlayerOut,
    SpecialCountered,
    SpecialPlayed,
    TurnStarted,
)
from cardtable.games.ugo.rules import RULES, UgoState
from cardtable.games.ugo.state import turn_bound
from cardtable.games.ugo.view import HIDDEN_CARD

MAX_ACTIONS = 5000  # far above any game seen; only a game that never ends would reach it


@st.composite
def setups(draw: st.DrawFn) -> tuple[int, int, dict[str, OptionValue], int]:
    """(players, seed, options, seed for the choice of actions)."""
    players = draw(st.integers(min_value=2, max_value=4))
    seed = draw(st.integers(min_value=0, max_value=(1 << 64) - 1))
    options: dict[str, OptionValue] = {
        "suited_aces": draw(st.booleans()), "nine_counters": draw(st.booleans()),
        "nine_reverses": draw(st.sampled_from(["turns", "attacks"])),
        "ten_stops_specials": draw(st.booleans()),
        "equips": draw(st.sampled_from(["after", "before"])),
    }
    return players, seed, options, draw(st.integers(min_value=0, max_value=(1 << 32) - 1))


# ---- per-step checks --------------------------------------------------------------------------

def check_decks_and_piles(state: UgoState) -> None:
    """Decks and piles hold only their owner's cards, and a Queen never lies on a pile: it
    leaves the game instead."""
    for owner in range(state.players):
        assert all(copy_of(c) == owner for c in state.decks[owner] + state.discards[owner])
    assert all(rank(c) == QUEEN for c in state.removed)
    assert not any(rank(c) == QUEEN for pile in state.discards for c in pile)


def with_secrets_shuffled(state: UgoState, seat: int, pick: random.Random) -> UgoState:
    """A copy of ``state`` that differs only in what ``seat`` cannot see: the cards of every
    deck, of the other hands and of the others' face-down cards are dealt out anew, each place
    keeping its size."""
    other = state.clone()
    hidden = [(s, k) for s in range(state.players) if s != seat
              for k, p in enumerate(state.tables[s]) if not p.face_up]
    pool = [c for d in other.decks for c in d]
    pool += [c for s, h in enumerate(other.hands) if s != seat for c in h]
    pool += [other.tables[s][k].card for s, k in hidden]
    pick.shuffle(pool)
    for d in other.decks:
        d[:] = [pool.pop() for _ in d]
    for s, h in enumerate(other.hands):
        if s != seat:
            h[:] = [pool.pop() for _ in h]
    for s, k in hidden:
        other.tables[s][k] = other.tables[s][k]._replace(card=pool.pop())
    assert pool == []
    return other


def check_views_hide_secrets(state: UgoState, pick: random.Random) -> None:
    """A face-down card shows only to its owner, and a view stays the same when what its seat
    cannot see is dealt differently."""
    for seat in range(state.players):
        view = state.view(seat)
        for owner, table in enumerate(view.tables):
            for shown, placed in zip(table, state.tables[owner], strict=True):
                secret = not placed.face_up and owner != seat
                assert (shown.card == HIDDEN_CARD) == secret
                assert shown.card in (HIDDEN_CARD, placed.card)
        assert with_secrets_shuffled(state, seat, pick).view(seat) == view


def check_the_first_round(state: UgoState, legal: Sequence[int], referee: Referee) -> None:
    """Until every player still in has had a turn (the one going on counts), nobody may
    attack; from then on attacks are open."""
    over = referee.alive <= referee.played
    assert state.can_attack == over
    if not over:
        assert not any(A.kind_of(a) == A.ATTACK for a in legal)


# ---- what the events tell ---------------------------------------------------------------------

class Referee:
    """Follows the events: hand and deck sizes, and every knock-out with its place.

    A player goes out alone when his turn starts with an empty deck, or together with every
    other player an 8 left short of cards; those going out together share the place below the
    players still in, or the win if nobody is left.
    """

    def __init__(self, players: int, opening: Sequence[Event],
                 options: Mapping[str, OptionValue]) -> None:
        deal = opening[0]
        assert isinstance(deal, Dealt)
        self.clockwise_turns = options["nine_reverses"] == "attacks"
        self.played: set[int] = set()  # who has had a turn
        self.turn_seat = -1
        self.hands = [len(h) for h in deal.hands]
        self.decks = [52 - len(h) for h in deal.hands]
        self.alive = set(range(players))
        self.out: list[int] = []
        self.places = [0] * players
        self.short: list[int] = []  # those an 8 left short, not yet seen going out
        self.together: list[int] = []  # all those the last 8 left short
        self.short_place = 0
        self.previous: Event = deal
        self.over: GameOver | None = None
        self.scored: DealScored | None = None
        self.see(opening[1:])

    def see(self, events: Sequence[Event]) -> None:
        for e in events:
            assert self.over is None, "an event came after the end of the game"
            if isinstance(self.previous, TurnStarted):  # each turn draws or puts out
                assert isinstance(e, CardDrawn | PlayerOut) and e.seat == self.previous.seat
            if isinstance(e, TurnStarted):
                self._turn(e)
            elif isinstance(e, CardDrawn):
                self.hands[e.seat] += 1
                self.decks[e.seat] -= 1
            elif isinstance(e, CardPlaced | CardEquipped | SpecialPlayed | AttackBlocked
                            | SpecialCountered):  # a card left the hand
                self.hands[e.seat] -= 1
            elif isinstance(e, CardsMilled):
                self.decks[e.seat] -= len(e.cards)
            elif isinstance(e, CardStolen):
                self.hands[e.thief] += 1
                self.decks[e.victim] -= 1
            elif isinstance(e, CardRecovered):
                self.hands[e.seat] += 1
            elif isinstance(e, HandsRenewed):
                self._renewed(e)
            elif isinstance(e, PlayerOut):
                self._out(e)
            elif isinstance(e, DealScored):
                self.scored = e
            elif isinstance(e, GameOver):
                self._over(e)
            self.previous = e
        assert self.short == [], "a player left short by an 8 stayed in"

    def _turn(self, e: TurnStarted) -> None:
        """A turn goes to the next player still in after the last one, the way the turns go:
        as the attacks, or always clockwise when a 9 reverses only the attacks."""
        assert e.seat in self.alive
        if self.turn_seat >= 0:
            way = 1 if self.clockwise_turns else e.direction
            n = len(self.hands)
            after = [(self.turn_seat + k * way) % n for k in range(1, n + 1)]
            assert e.seat == next(s for s in after if s in self.alive)
        self.turn_seat = e.seat
        self.played.add(e.seat)

    def _renewed(self, e: HandsRenewed) -> None:
        self.short = []
        for s in range(len(self.hands)):
            if s not in self.alive:
                assert e.discarded[s] == e.drawn[s] == ()
                continue
            assert len(e.discarded[s]) == self.hands[s]
            if self.decks[s] < self.hands[s]:
                self.short.append(s)
                assert e.drawn[s] == ()
            else:
                assert len(e.drawn[s]) == self.hands[s]
            self.decks[s] -= len(e.drawn[s])
            self.hands[s] = len(e.drawn[s])
        self.together = list(self.short)
        self.short_place = len(self.alive) - len(self.short) + 1

    def _out(self, e: PlayerOut) -> None:
        if self.short:
            assert e.seat in self.short and e.place == self.short_place
            self.short.remove(e.seat)
            if not self.short:
                self.alive -= set(self.together)
        else:  # milling never knocks out: only a draw from an empty deck
            assert isinstance(self.previous, TurnStarted) and self.previous.seat == e.seat
            assert self.decks[e.seat] == 0 and e.place == len(self.alive)
            self.alive.remove(e.seat)
        self.places[e.seat] = e.place
        self.out.append(e.seat)

    def _over(self, e: GameOver) -> None:
        assert len(self.alive) <= 1
        winners = tuple(sorted(self.alive)) or tuple(
            sorted(s for s in self.out if self.places[s] == 1))  # seat order, as the engine
        assert e.winners == winners
        for s in winners:
            self.places[s] = 1
        assert list(e.scores) == self.places
        assert self.scored is not None and self.scored.points == e.scores
        assert self.scored.marks == tuple(
            "winner" if s in winners else f"out {self.out.index(s) + 1}"
            for s in range(len(self.places)))
        self.over = e


# ---- whole games ------------------------------------------------------------------------------

def check_the_defender_is_asked(state: UgoState, target: int) -> None:
    """Right after an attack: the defender answers, with a 10 only if he holds one."""
    assert state.phase is Phase.RESPOND and state.to_act == target
    assert state.pending is not None and state.pending.kind == "attack"
    holds_ten = any(rank(c) == TEN for c in state.hands[target])
    assert state.legal_actions() == ([A.BLOCK, A.NO_BLOCK] if holds_ten else [A.NO_BLOCK])


def play_and_check(players: int, seed: int, options: dict[str, OptionValue],
                   choice_seed: int) -> tuple[UgoState, list[Event], Referee]:
    state = RULES.new_game(options, seed, players)
    pick = random.Random(choice_seed)
    events = state.initial_events()
    referee = Referee(players, events, state.options)
    decks = [len(d) for d in state.decks]
    # See ``turn_bound``: after turn 1, each turn takes a card from a deck or puts a player out.
    turns_at_most = 1 + sum(decks) + players
    assert turns_at_most <= turn_bound(players)
    for _ in range(MAX_ACTIONS):
        assert state.turn <= turns_at_most
        now = [len(d) for d in state.decks]
        assert all(a <= b for a, b in zip(now, decks, strict=True)), "a deck grew"
        decks = now
        check_decks_and_piles(state)
        check_views_hide_secrets(state, pick)
        legal = state.legal_actions()
        if state.is_over:
            assert legal == []
            break
        check_the_first_round(state, legal, referee)
        action = pick.choice(legal)
        target = state.target
        batch = state.apply(action)
        referee.see(batch)
        events += batch
        if A.kind_of(action) == A.ATTACK:
            check_the_defender_is_asked(state, target)
        assert state.is_over == (referee.over is not None)
    assert state.is_over, "the game did not end"
    return state, events, referee


def check_the_result(state: UgoState, events: list[Event], referee: Referee) -> None:
    assert referee.over is not None
    assert state.winners == referee.over.winners
    assert list(state.scores) == referee.places
    assert state.out == referee.out
    assert sorted(state.out + [s for s in state.winners if s not in state.out]) == list(
        range(state.players))
    assert state.sheet == [e for e in events if isinstance(e, DealScored)]
    assert len(state.sheet) == 1 and state.sheet[0].scores == state.scores


@given(setups())
def test_random_games_keep_every_rule_to_the_end(setup):
    players, seed, options, choice_seed = setup
    state, events, referee = play_and_check(players, seed, options, choice_seed)
    check_the_result(state, events, referee)
    changed = [f"{k}={v}" for k, v in options.items() if v != RULES.validate({}, players)[k]]
    event(f"{players} players, {'+'.join(changed) or 'standard'}")
    event(f"shared win: {len(state.winners) > 1}")
    kinds = {type(e) for e in events}
    event(f"a 10 played: {AttackBlocked in kinds}, a 9 countering: {SpecialCountered in kinds}")
    eights = [k for k, e in enumerate(events) if isinstance(e, HandsRenewed)]
    event(f"an 8 put a player out: {any(isinstance(events[k + 1], PlayerOut) for k in eights)}")
