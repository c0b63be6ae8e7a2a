"""Property tests: whole Black Lady games under random house rules, played with random legal cards.

Each example draws a preset, flips a random selection of house rules, picks a table size the
rules allow, and plays a full game (a few deals at most) choosing among the legal cards with a
seeded ``random.Random``. A referee written from the rulings, not from the engine, follows the
events and checks that passes go where the rules send them, that tricks go to the right
player, that each deal's penalties add up and are scored as the moon rule says, and that the
game ends when it should; the views must keep the kitty and the received cards as the rules
say. What every game must do (cards in one place, views and events that hide what they must,
legal actions that work and illegal ones refused, replays) is checked in ``test_conformance``.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from hypothesis import assume, event, given
from hypothesis import strategies as st

from cardtable.engine.cards import parse_card, rank, suit
from cardtable.engine.events import DealScored, Dealt, Event, GameOver, Passed, TrickWon
from cardtable.engine.protocol import IllegalAction, OptionError, Phase, resolve_options
from cardtable.games.black_lady.events import TrickRolledOver
from cardtable.games.black_lady.options import DEAL_CAP
from cardtable.games.black_lady.rules import RULES, BlackLadyState

DECK_BIT = 64  # a second deck's card is its first-deck twin plus 64
QUEEN_SPADES, JACK_SPADES, QUEEN_HEARTS = (parse_card(t) for t in ("QS", "JS", "QH"))
BONUS_CARDS = {"10D": parse_card("10D"), "JD": parse_card("JD")}
HEARTS_SUIT = suit(parse_card("2H"))

# The numbers between a deck's joker and the next deck's first card: they name no card.
NOT_CARDS = [deck * DECK_BIT + f for deck in (0, 1) for f in range(53, DECK_BIT)]

FLIPPABLE = (
    "removal", "kitty", "kitty_seen", "passing", "no_pass", "first_lead",
    "hearts_broken", "no_points_first_trick", "club_play", "pink_lady", "black_jack",
    "black_jack_discard", "omnibus", "moon", "no_tricks_bonus", "exact_reset",
    "hearts_broken_by", "moon_needs_bonus", "no_tricks_in_moon",
)
OPTION_BY_NAME = {o.name: o for o in RULES.options}


def _values_of(name: str) -> list[Any]:
    option = OPTION_BY_NAME[name]
    if option.kind == "bool":
        return [False, True]
    return [c.value for c in option.choices]


@st.composite
def setups(draw: st.DrawFn, moon_hunt: bool = False) -> tuple[str, dict[str, Any], int, int]:
    """Draw (preset, option changes, players, seed) that ``validate`` accepts, ending quickly.

    ``moon_hunt`` keeps to one deck and penalty points, where the "feed" card choice makes
    shooting the moon common; the test then plays the game under each moon rule.
    """
    preset = draw(st.sampled_from([p.name for p in RULES.presets]))
    base = resolve_options(RULES.options, RULES.presets, None, preset)
    # Two decks get a draw of their own so that Cancellation hearts is played often.
    changes: dict[str, Any] = {"cancellation": False if moon_hunt else draw(st.booleans())}
    for name in FLIPPABLE:
        if draw(st.booleans()):
            changes[name] = draw(st.sampled_from(_values_of(name)))
    if moon_hunt:
        changes["scoring"] = "points"
    elif base["scoring"] == "points":
        # Counter scoring leaves the moon and the other extras out: it gets a smaller share.
        changes["scoring"] = draw(st.sampled_from(["points", "points", "howell", "sweepstake"]))
    values = {**base, **changes}

    if values["scoring"] != "points":
        # Counters pay only for penalty cards: the scoring extras do not apply.
        changes.update(moon="none", omnibus="off", no_tricks_bonus=False, exact_reset=False)
        changes["counters"] = draw(st.integers(min_value=15, max_value=200))
        values = {**base, **changes}

    if values["cancellation"]:
        players = draw(st.integers(min_value=6, max_value=11))
    elif values["removal"] != "culbertson" and not values["kitty"]:
        # Foster's and Morehead's removals are written for three to six players.
        players = draw(st.integers(min_value=3, max_value=6))
    else:
        players = draw(st.integers(min_value=3, max_value=5 if moon_hunt else 7))

    changes["target"] = draw(st.integers(min_value=20, max_value=100))
    open_ended = (
        not moon_hunt  # that test swaps the moon rule, which could make scores fall
        and values["scoring"] == "points"
        and players <= 4
        and values["moon"] in ("none", "old")
        and values["omnibus"] == "off"
        and draw(st.booleans())
    )
    if open_ended:
        # No deal limit: the game runs until someone reaches the target. Every deal adds at
        # least 23 points to the scores (13 hearts and the black jack at the least) and nobody
        # can lose points, so one of four seats reaches a target of 26 within five deals.
        changes.update(deal_limit=0, target=draw(st.integers(min_value=20, max_value=26)),
                       exact_reset=False, no_tricks_bonus=False)
    else:
        # Drawn from a list led by 3 so that most games see the deals rotate; 1 still comes up.
        limits = [2, 1] if moon_hunt else [3, 4, 2, 1]
        changes["deal_limit"] = draw(st.sampled_from(limits))

    try:
        RULES.validate(changes, players, preset)
    except OptionError:  # pragma: no cover - the draws above only build valid tables
        assume(False)
    seed = draw(st.integers(min_value=0, max_value=(1 << 64) - 1))
    return preset, changes, players, seed


# ---- the referee: the rulings, written independently of the engine -------------------------

def penalty_of(card: int, opts: Mapping[str, Any]) -> int:
    """Penalty points of one card: hearts 1, the black lady 13 (J♠ 10 with Black Jack, and then
    the Q♠ is plain), the Q♥ 13 with Pink Lady."""
    f = card % DECK_BIT
    if opts["black_jack"] and f == JACK_SPADES:
        return 10
    if f == QUEEN_SPADES:
        return 0 if opts["black_jack"] else 13
    if opts["pink_lady"] and f == QUEEN_HEARTS:
        return 13
    return 1 if f < 52 and suit(f) == HEARTS_SUIT else 0


def points_in(cards: Sequence[int], opts: Mapping[str, Any]) -> int:
    return sum(penalty_of(c, opts) for c in cards)


def rightful_winner(trick: Sequence[tuple[int, int]], cancellation: bool) -> int | None:
    """The seat that wins a trick: highest card of the suit led; under cancellation identical
    cards cancel, and nobody wins if two pairs cancel or every card of the led suit is gone."""
    led = suit(trick[0][1])
    faces = Counter(c % DECK_BIT for _, c in trick)
    paired = {f for f, k in faces.items() if k > 1}
    if cancellation and len(paired) >= 2:
        return None
    best_seat, best_rank = None, -1
    for seat, card in trick:
        if suit(card) != led or (cancellation and card % DECK_BIT in paired):
            continue
        if rank(card) > best_rank:
            best_seat, best_rank = seat, rank(card)
    return best_seat


def pass_receiver(passing: str, deal_no: int, players: int, giver: int) -> int | None:
    """Where ``giver`` passes in deal ``deal_no``: None when the deal is held."""
    left, right = (giver + 1) % players, (giver - 1) % players
    if passing == "left":
        return left
    if passing == "left-right":
        return left if deal_no % 2 == 0 else right
    if passing == "cycle":
        across = (giver + players // 2) % players
        turns = [left, right, across, None] if players % 2 == 0 else [left, right, None]
        return turns[deal_no % len(turns)]
    return None


def expected_deal_points(
    opts: Mapping[str, Any],
    taken: Sequence[int],
    tricks: Sequence[int],
    bonus_taken: Sequence[int],
    shooter: int | None,
    total: int,
    bonus_dealt: int,
) -> list[int]:
    """Points per seat for a deal scored in penalty points (lower is better)."""
    n = len(taken)
    # Each Omnibus card counts 10 in its taker's favour.
    bonus_points = [-10 * bonus_taken[s] for s in range(n)]
    points = [taken[s] + bonus_points[s] for s in range(n)]
    nobody_scores = False
    if shooter is not None and opts["moon"] != "none":
        omnibus = opts["omnibus"] != "off" and bonus_dealt > 0
        if omnibus or opts["moon"] == "new":
            # Omnibus take-all, or the new moon: the shooter gains the deal's total, the rest 0;
            # a bonus card the moon does not need still counts for its taker.
            points = bonus_points if omnibus and not opts["moon_needs_bonus"] else [0] * n
            points[shooter] -= total
        elif opts["moon"] == "old":
            points = [total] * n
            points[shooter] = 0
        else:  # "no-score"
            points = [0] * n
            nobody_scores = True
    in_moon = shooter is not None and opts["moon"] != "none"
    if opts["no_tricks_bonus"] and not nobody_scores and (opts["no_tricks_in_moon"] or not in_moon):
        for s in range(n):
            if tricks[s] == 0:
                points[s] -= 5
    return points


class Referee:
    """Follows a game's events and checks every rule the events make visible."""

    def __init__(self, opts: Mapping[str, Any], players: int, first: Dealt) -> None:
        self.opts = opts
        self.n = players
        self.cancellation = bool(opts["cancellation"])
        self.bonus = BONUS_CARDS.get(str(opts["omnibus"]))
        self.scores = [0] * players if opts["scoring"] == "points" else (
            [int(opts["counters"])] * players
        )
        self.pool = 0
        self.deals_scored = 0
        self.game_over: GameOver | None = None
        self.last_scored: DealScored | None = None
        self.unscored_at_end = 0
        self.moons = 0
        self.first_deal_taken: list[int] | None = None
        self.rollovers = 0
        self._new_deal(first)

    def _new_deal(self, e: Dealt) -> None:
        assert e.deal == self.deals_scored
        assert all(len(h) == len(e.hands[0]) > 0 for h in e.hands)
        self.deal_no = e.deal
        self.deal_cards = [c for h in e.hands for c in h] + list(e.kitty)
        assert len(set(self.deal_cards)) == len(self.deal_cards)
        self.kitty = list(e.kitty)
        self.total = points_in(self.deal_cards, self.opts)
        self.pass_events = 0
        self.pending: list[int] = []
        self.tricks_done = 0
        self.taken = [0] * self.n
        self.tricks = [0] * self.n
        self.bonus_taken = [0] * self.n
        self.next_leader: int | None = None

    def see(self, events: Sequence[Event], state: BlackLadyState) -> None:
        for e in events:
            assert self.game_over is None, "an event came after the end of the game"
            if isinstance(e, Dealt):
                assert not self.game_should_end(), "a new deal after the game should have ended"
                self._new_deal(e)
            elif isinstance(e, Passed):
                self._passed(e)
            elif isinstance(e, TrickRolledOver | TrickWon):
                self._trick(e)
            elif isinstance(e, DealScored):
                self._scored(e, state)
            elif isinstance(e, GameOver):
                self._over(e)

    def _passed(self, e: Passed) -> None:
        self.pass_events += 1
        assert len(e.transfers) == self.n
        for giver, receiver, cards in e.transfers:
            assert receiver == pass_receiver(str(self.opts["passing"]), self.deal_no, self.n, giver)
            assert len(cards) == 3

    def _trick(self, e: TrickRolledOver | TrickWon) -> None:
        trick = e.cards
        assert sorted(seat for seat, _ in trick) == list(range(self.n))
        if self.next_leader is not None:
            assert trick[0][0] == self.next_leader
        winner = rightful_winner(trick, self.cancellation)
        cards = [c for _, c in trick]
        if self.tricks_done == 0:
            self.pending += self.kitty  # the kitty goes with the first trick
        self.tricks_done += 1
        if isinstance(e, TrickRolledOver):
            assert self.cancellation
            assert winner is None
            assert e.leader == trick[0][0]
            self.rollovers += 1
            self.pending += cards
            self.next_leader = trick[0][0]  # the same player leads again
            return
        assert e.winner == winner
        assert sorted(e.extra) == sorted(self.pending)
        won = cards + self.pending
        self.pending = []
        assert e.points == points_in(won, self.opts)
        self.taken[e.winner] += e.points
        self.tricks[e.winner] += 1
        if self.bonus is not None:
            self.bonus_taken[e.winner] += sum(c % DECK_BIT == self.bonus for c in won)
        paired = {f for f, k in Counter(c % DECK_BIT for c in cards).items() if k > 1}
        assert sorted(e.cancelled) == sorted(c for c in cards if c % DECK_BIT in paired)
        self.next_leader = e.winner

    def _shooter(self) -> int | None:
        if self.total <= 0:
            return None
        for seat in range(self.n):
            if self.taken[seat] != self.total:
                continue
            needs_bonus = self.bonus is not None and self.opts["moon_needs_bonus"]
            if needs_bonus and self.bonus_taken[seat] != self.bonus_dealt():
                return None  # in Omnibus the take-all needs the bonus card too
            return seat
        return None

    def bonus_dealt(self) -> int:
        """How many Omnibus cards this deal holds (hands and kitty)."""
        if self.bonus is None:
            return 0
        return sum(c % DECK_BIT == self.bonus for c in self.deal_cards)

    def _scored(self, e: DealScored, state: BlackLadyState) -> None:
        opts, n = self.opts, self.n
        hold = pass_receiver(str(opts["passing"]), self.deal_no, n, 0) is None
        assert self.pass_events == (0 if hold else 1)
        assert e.deal == self.deal_no
        assert list(e.taken) == self.taken
        if self.first_deal_taken is None:
            self.first_deal_taken = list(e.taken)
        unscored = points_in(self.pending, opts)
        assert unscored == 0 or self.cancellation  # only a rolled-over last trick goes unscored
        assert sum(e.taken) + unscored == self.total
        assert e.unscored == unscored
        self.unscored_at_end = unscored

        before = self.scores
        if opts["scoring"] == "points":
            shooter = self._shooter()
            assert e.moon == (shooter if opts["moon"] != "none" else None)
            self.moons += shooter is not None
            points = expected_deal_points(
                opts, self.taken, self.tricks, self.bonus_taken, shooter, self.total,
                self.bonus_dealt(),
            )
            assert list(e.points) == points
            after = [b + p for b, p in zip(before, points, strict=True)]
            if opts["exact_reset"]:
                after = [0 if s == opts["target"] else s for s in after]
        else:
            points = self._counter_changes(e, state)
            after = [b + p for b, p in zip(before, points, strict=True)]
        assert list(e.scores) == after
        self.scores = after
        self.deals_scored += 1
        self.last_scored = e

    def _counter_changes(self, e: DealScored, state: BlackLadyState) -> list[int]:
        taken, n = self.taken, self.n
        pool_after = state.view(0).pool
        if self.opts["scoring"] == "howell":
            # Each pays its penalties once per opponent and claims what it avoided; the pool
            # empties every deal.
            assert sum(e.points) == 0
            assert pool_after == self.pool == 0
            if sum(taken) == self.total:
                return [(self.total - t) - t * (n - 1) for t in taken]
            return list(e.points)
        # Sweepstake: penalties go into the pool, the clean seats share it, odd counters stay.
        pool = self.pool + sum(taken)
        clean = [s for s in range(n) if taken[s] == 0]
        share = pool // len(clean) if clean else 0
        pool -= share * len(clean)
        assert pool_after == pool
        self.pool = pool
        return [share if t == 0 else -t for t in taken]

    def game_should_end(self) -> bool:
        limit = int(self.opts["deal_limit"]) or DEAL_CAP
        if self.deals_scored >= limit:
            return True
        if self.opts["scoring"] == "points":
            return max(self.scores) >= int(self.opts["target"])
        return min(self.scores) <= 0

    def _over(self, e: GameOver) -> None:
        assert self.game_should_end()
        assert self.last_scored is not None
        assert list(e.scores) == self.scores
        best = min(self.scores) if self.opts["scoring"] == "points" else max(self.scores)
        assert list(e.winners) == [s for s in range(self.n) if self.scores[s] == best]
        self.game_over = e


# ---- per-step checks ---------------------------------------------------------------------

def check_views_keep_the_kitty_and_the_passes(state: BlackLadyState, referee: Referee) -> None:
    """Only a taker the rules let look sees the kitty; nobody has received anything while the
    cards to pass are being chosen."""
    for s in range(state.players):
        v = state.view(s)
        if v.kitty:
            assert v.kitty_owner == s and referee.opts["kitty_seen"]
        if state.phase is Phase.PASS:
            assert v.received == ()


class Chooser:
    """Picks the cards: uniformly among the legal ones, or (style "feed") mostly so that one
    seat grabs every trick and the others throw it their penalty cards, which makes shooting the
    moon common enough for its scoring to be checked. Either way every pick is a legal card."""

    def __init__(self, seed: int, style: str, players: int, opts: Mapping[str, Any]) -> None:
        self.rnd = random.Random(seed)
        self.style = style
        self.opts = opts
        self.grabber = self.rnd.randrange(players)

    def __call__(self, state: BlackLadyState, legal: list[int]) -> int:
        rnd = self.rnd
        if self.style == "feed" and rnd.random() > 0.05:
            action = self._feed(state, legal)
        else:
            action = rnd.choice(legal)
        if self.opts["cancellation"] and rnd.random() < 0.5:
            # The list shows one card of an identical pair; the other copy is as legal.
            twin = action ^ DECK_BIT
            if twin in state.view(state.to_act).hand and state.is_legal(twin):
                action = twin
        return action

    def _feed(self, state: BlackLadyState, legal: list[int]) -> int:
        seat, grabber = state.to_act, self.grabber

        def pen(c: int) -> int:
            return penalty_of(c, self.opts)

        if state.phase is Phase.PASS:
            return min(legal, key=rank) if seat == grabber else max(legal, key=rank)
        if seat == grabber:
            return max(legal, key=lambda c: (rank(c), pen(c)))
        trick = state.view(seat).trick
        if not trick:
            return min(legal, key=lambda c: (pen(c) > 0, rank(c)))
        led = suit(trick[0][1])
        mine = [c for s, c in trick if s == grabber]
        if not mine or (
            suit(mine[0]) == led
            and all(suit(c) != led or rank(c) <= rank(mine[0]) for _, c in trick)
        ):
            # The grabber is winning or still to play: give it points, staying under its card.
            under = [c for c in legal if not mine or suit(c) != led or rank(c) < rank(mine[0])]
            return max(under or legal, key=lambda c: (pen(c), -rank(c) if not mine else rank(c)))
        return min(legal, key=lambda c: (pen(c), rank(c)))


def start(preset: str, changes: dict[str, Any], players: int, seed: int) -> BlackLadyState:
    return RULES.new_game(changes, seed, players, preset=preset)


def play_and_check(
    setup: tuple[str, dict[str, Any], int, int], choice_seed: int, style: str
) -> Referee:
    """Play a whole game with the referee and the view checks on."""
    preset, changes, players, seed = setup
    opts = RULES.validate(changes, players, preset)
    state = start(preset, changes, players, seed)
    choose = Chooser(choice_seed, style, players, opts)

    events: list[Event] = list(state.initial_events())
    assert len(events) == 1 and isinstance(events[0], Dealt)
    referee = Referee(opts, players, events[0])

    while not state.is_over:
        check_views_keep_the_kitty_and_the_passes(state, referee)
        batch = state.apply(choose(state, state.legal_actions()))
        referee.see(batch, state)
        events += batch
        assert state.is_over == (referee.game_over is not None)
        assert referee.deals_scored <= max(int(opts["deal_limit"]), 5)

    assert referee.game_over is not None
    assert state.winners == referee.game_over.winners
    assert list(state.scores) == referee.scores
    assert state.unscored_points() == referee.unscored_at_end
    assert state.sheet == [e for e in events if isinstance(e, DealScored)]

    event(f"{players} players, {opts['scoring']} scoring, cancellation {opts['cancellation']}")
    event(f"deals played: {referee.deals_scored}, cards chosen: {style}")
    for what, seen in (("a moon", referee.moons), ("a rolled-over trick", referee.rollovers),
                       ("a kitty", bool(referee.kitty))):
        event(f"{what}: {bool(seen)}")
    return referee


@given(
    setups(),
    st.integers(min_value=0, max_value=(1 << 32) - 1),
    st.sampled_from(["uniform", "feed"]),
)
def test_random_games_keep_every_rule_to_the_end(setup, choice_seed, style):
    play_and_check(setup, choice_seed, style)


@given(setups(moon_hunt=True), st.integers(min_value=0, max_value=(1 << 32) - 1))
def test_moon_shots_are_scored_by_the_moon_rule(setup, choice_seed):
    """The same game under each moon rule: the rule changes the scores, never the play, so a
    deal shot under one rule is shot under all four and each scoring gets checked."""
    preset, changes, players, seed = setup
    first_deals = []
    for moon in ("none", "no-score", "old", "new"):
        referee = play_and_check(
            (preset, {**changes, "moon": moon}, players, seed), choice_seed, "feed"
        )
        first_deals.append(referee.first_deal_taken)
        event(f"moon rule {moon}, omnibus {referee.opts['omnibus']}: moon shot {referee.moons > 0}")
    assert all(taken == first_deals[0] for taken in first_deals)


def test_a_number_that_names_no_card_is_refused_as_illegal():
    """Numbers between the joker and the next deck name no card: refused like any other."""
    state = RULES.new_game(None, 3, 4)
    log = list(state.log)
    hand = state.view(state.to_act).hand
    for action in NOT_CARDS:
        try:
            state.apply(action)
        except IllegalAction as refused:
            assert refused.reason.strip()
        else:
            raise AssertionError(f"{action} was accepted")
        assert state.log == log
        assert state.view(state.to_act).hand == hand
