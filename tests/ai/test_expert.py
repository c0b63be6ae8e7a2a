"""The Expert, on Black Lady: it plays fair (a decision depends on nothing the seat cannot see),
keeps to its thinking time, answers a forced move at once, only ever makes legal moves, and sees
what the rule of thumb misses.

Time here is a clock the test moves, never the wall clock: a reading moves it a little, and the
work the Expert does (a world dealt, a move of a playout) moves it by a set cost, so the budget
is checked the same way on any machine and the number of worlds looked at is fixed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any, ClassVar

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.ai import make_bot
from cardtable.ai.base import Bot
from cardtable.ai.expert import MIN_WORLDS, SETTLED_AFTER, ExpertBot, contenders
from cardtable.ai.registry import players_for
from cardtable.engine.cards import parse_card
from cardtable.engine.protocol import Action, Phase
from cardtable.engine.rng import Rng
from cardtable.games.black_lady.ai.normal import BlackLadyBot
from cardtable.games.black_lady.ai.worlds import sample_world
from cardtable.games.black_lady.rules import BlackLadyState

from ..engine.deals import game, play
from ..games.black_lady.test_worlds_black_lady import CONFIGS, positions, reshuffled
from .clocks import FakeClock


class ChargingBot:
    """The playout player, charging the clock for each move it thinks about."""

    name = "charging"

    def __init__(self, inner: Bot, clock: FakeClock, seconds: float) -> None:
        self.inner, self.clock, self.seconds = inner, clock, seconds

    def choose(self, view: Any, legal: Sequence[Action], rng: Rng) -> Action:
        self.clock.charge(self.seconds)
        return self.inner.choose(view, legal, rng)


def expert(clock: FakeClock, budget_ms: int) -> ExpertBot:
    """The Expert as the game offers it, on the test's clock."""
    bot = make_bot("expert", "black-lady")
    assert isinstance(bot, ExpertBot)
    assert bot.sampler is sample_world
    bot.clock = clock
    bot.budget_ms = budget_ms
    return bot


def position_at(seed: int, config: int, stop: int, choices: int = 1) -> BlackLadyState:
    """The first decision from ``stop`` on of a game of ``positions`` with at least
    ``choices`` legal actions, or its last one if it ends sooner."""
    last = None
    for k, state in enumerate(positions(seed, config)):
        last = state.clone()
        if k >= stop and len(state.legal_actions()) >= choices:
            break
    assert last is not None
    return last


# ---- fair play --------------------------------------------------------------------------------


def test_an_expert_decision_is_unchanged_when_the_hidden_cards_are_shuffled():
    checked = changed = 0
    for config, seed in ((0, 1), (4, 2), (8, 3), (6, 4)):
        for k, real in enumerate(positions(seed, config, deals=1)):
            if k % 19 or len(real.legal_actions()) < 2:
                continue
            seat = real.to_act
            other = reshuffled(real, seat, Rng(seed + k))
            assert other.view(seat) == real.view(seat)
            changed += other.hands != real.hands
            # The same clock and generator: the same number of worlds, the same worlds.
            choices = [
                expert(FakeClock(0.001), 2).choose(s.view(seat), s.legal_actions(), Rng(k))
                for s in (real, other)
            ]
            assert choices[0] == choices[1]
            checked += 1
    assert checked >= 8
    assert changed >= checked // 2  # the shuffle really moved the unseen cards


# ---- time ---------------------------------------------------------------------------------------

TIMED = ((0, 1, 30), (0, 2, 40), (10, 2, 60), (10, 3, 70))
"""(config, seed, decision) of the timed positions: four players' play, and eleven players'
play with two decks (the dearest worlds)."""


@pytest.mark.parametrize(("world_ms", "move_ms"), [(0.3, 0.02), (1.0, 0.04)])
@pytest.mark.parametrize(("config", "seed", "stop"), TIMED)
def test_a_bot_given_50_ms_returns_within_150_ms(config, seed, stop, world_ms, move_ms):
    real = position_at(seed, config, stop, choices=2)
    legal = real.legal_actions()
    assert len(legal) > 1
    assert real.phase is Phase.PLAY
    clock = FakeClock(tick=0.0001)
    bot = expert(clock, 50)

    def charged_sampler(view: Any, rng: Rng) -> BlackLadyState:
        clock.charge(world_ms / 1000)
        return sample_world(view, rng)

    bot.sampler = charged_sampler
    bot.playout_bot = ChargingBot(bot.playout_bot, clock, move_ms / 1000)
    action = bot.choose(real.view(real.to_act), legal, Rng(seed))
    assert action in legal
    assert bot.worlds_used >= MIN_WORLDS
    assert 0.025 <= clock.now <= 0.150  # it uses its budget, and stops soon after


def test_a_forced_move_is_answered_at_once_without_a_world():
    state = game("2C 3C", "4C 5C", "6C 7C", "8C 9D")
    play(state, "2C 4C 6C")  # seat 3 must follow with its only club

    def no_sampler(view: Any, rng: Rng) -> BlackLadyState:
        raise AssertionError("a forced move needs no world")

    clock = FakeClock(tick=0.001)
    bot = expert(clock, 50)
    bot.sampler = no_sampler
    legal = state.legal_actions()
    assert legal == [parse_card("8C")]
    assert bot.choose(state.view(3), legal, Rng(1)) == legal[0]
    assert bot.worlds_used == 0
    assert clock.readings == 0


# ---- stopping early --------------------------------------------------------------------------


def test_an_action_worse_in_every_world_is_dropped():
    noisy = [float(k % 7) for k in range(SETTLED_AFTER)]
    assert contenders({1: [x + 2 for x in noisy], 2: noisy, 3: [x - 5 for x in noisy]}) == [1]


def test_an_action_that_plays_like_the_best_is_dropped_for_it():
    same = [float(k % 5) for k in range(SETTLED_AFTER)]
    assert contenders({1: same, 2: list(same)}) == [1]


def test_an_action_within_the_noise_stays_while_a_clearly_worse_one_goes():
    # The first action is ahead of the second by 0.5 a world on average, but their paired
    # differences swing by 13 either way: far from three standard errors. The third loses
    # 2 points to the first in every world.
    first = [13.0 if k % 2 else 0.0 for k in range(SETTLED_AFTER)]
    second = [0.0 if k % 2 else 12.0 for k in range(SETTLED_AFTER)]
    third = [x - 2 for x in first]
    assert sum(first) > sum(second)
    assert contenders({3: third, 1: first, 2: second}) == [1, 2]


def test_an_obvious_decision_stops_long_before_the_budget():
    # Taking the trick is the only way to stop the moon, in every world the Expert can imagine.
    state = moon_position("old")
    clock = FakeClock(tick=0.001)
    bot = expert(clock, 5000)
    assert bot.choose(state.view(3), state.legal_actions(), Rng(1)) == parse_card("TD")
    assert bot.worlds_used == SETTLED_AFTER
    assert clock.now < 0.1


# ---- legal moves --------------------------------------------------------------------------------


@settings(max_examples=12)
@given(seed=st.integers(0, 2**32), config=st.integers(0, len(CONFIGS) - 1),
       stop=st.integers(0, 300))
def test_the_expert_only_ever_makes_legal_moves(seed, config, stop):
    real = position_at(seed, config, stop)
    legal = real.legal_actions()
    bot = expert(FakeClock(), 0)  # a clock that never moves: the fewest worlds
    assert bot.choose(real.view(real.to_act), legal, Rng(seed)) in legal
    searched = len(legal) > 1 and real.phase is not Phase.PASS
    assert bot.worlds_used == (MIN_WORLDS if searched else 0)


def test_the_expert_plays_by_search_and_passes_by_rule_of_thumb():
    bot = expert(FakeClock(), 0)
    normal = make_bot("rule", "black-lady")
    phases = set()
    for state in positions(6, 0, deals=1):
        legal = state.legal_actions()
        if len(legal) > 1 and state.phase not in phases:
            view = state.view(state.to_act)
            chosen = bot.choose(view, legal, Rng(6))
            if state.phase is Phase.PASS:
                assert bot.worlds_used == 0 and chosen == normal.choose(view, legal, Rng(6))
            else:
                assert bot.worlds_used == MIN_WORLDS and chosen in legal
            phases.add(state.phase)
    assert phases == {Phase.PASS, Phase.PLAY}


# ---- what search sees -------------------------------------------------------------------------


def moon_position(moon: str) -> BlackLadyState:
    """Two tricks from the end, seat 0 has taken every penalty point but the last two hearts
    (eleven hearts and the lady, 24). It leads the 9♦; seat 1, void, throws a heart; seat 2
    plays low; seat 3 holds the 10♦ and the 4♦. Ducking lets seat 0 take the heart here and
    the last one with its last club: the moon. Taking the trick stops it."""
    state = game("AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 9D",
                 "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H",
                 "2C 3D 2D 5D 6D 7D 8D JD 2S 3S 4S 5S 6S",
                 "TD 4D QD KD AD 7S 8S 9S TS JS QS KS AS", moon=moon)
    play(state, "AC AH 2C QS")
    for club, heart, two, three in zip("KQJT98765", "KQJT98765", ["5D", "6D", "7D", "8D", "JD",
                                       "2S", "3S", "4S", "5S"], ["QD", "KD", "AD", "7S", "8S",
                                       "9S", "TS", "JS", "KS"], strict=True):
        play(state, f"{club}C {heart}H {two} {three}")
    play(state, "4C 4H 6S AS  9D 3H 3D")
    assert state.taken[0] == 24 and state.to_act == 3
    return state


@pytest.mark.parametrize(("moon", "right"), [("old", "TD"), ("new", "TD"), ("none", "4D")])
def test_the_expert_stops_a_moon_shot_that_the_rule_of_thumb_lets_through(moon, right):
    state = moon_position(moon)
    view, legal = state.view(3), state.legal_actions()
    assert sorted(legal) == sorted([parse_card("TD"), parse_card("4D")])
    # The rule of thumb ducks: harmless when a moon counts for nothing, a blunder otherwise.
    assert BlackLadyBot().choose(view, legal, Rng(1)) == parse_card("4D")
    assert expert(FakeClock(0.001), 5).choose(view, legal, Rng(1)) == parse_card(right)


# ---- caution where the worlds are noisy -------------------------------------------------------


class Usual:
    """A rule of thumb that always makes the same move."""

    name = "usual"

    def __init__(self, action: Action) -> None:
        self.action = action

    def choose(self, view: Any, legal: Sequence[Action], rng: Rng) -> Action:
        return self.action


class FakeView:
    phase = Phase.PLAY
    seat = 0
    options: ClassVar[dict[str, Any]] = {}


def cautious_expert(outcomes: dict[Action, list[float]]) -> ExpertBot:
    """An Ultimate Loser Expert whose rule of thumb plays 1 and whose worlds end, for each
    action, with the given results in turn."""
    bot = ExpertBot("ultimate-loser", lambda view, rng: None, lambda: Usual(1), budget_ms=0,
                    clock=FakeClock(), tuning=players_for("ultimate-loser").tuning)
    counts = dict.fromkeys(outcomes, 0)

    def playout(world: Any, action: Action, seat: int, lower_wins: bool, seed: int) -> float:
        counts[action] += 1
        return outcomes[action][counts[action] - 1]

    bot._playout = playout  # type: ignore[method-assign]
    return bot


def test_a_noisy_gain_over_the_rule_of_thumb_is_not_trusted():
    # Action 2 looks 1 drink better on average, but once 7 better and once 5 worse.
    bot = cautious_expert({1: [0.0, 0.0], 2: [7.0, -5.0]})
    assert bot.tuning.caution > 0
    assert bot.choose(FakeView(), [1, 2], Rng(1)) == 1


def test_a_steady_gain_over_the_rule_of_thumb_is_taken():
    bot = cautious_expert({1: [0.0, 0.0], 2: [1.0, 1.0]})
    assert bot.choose(FakeView(), [1, 2], Rng(1)) == 2


def test_without_caution_the_best_mean_is_played():
    bot = cautious_expert({1: [0.0, 0.0], 2: [7.0, -5.0]})
    bot.tuning = replace(bot.tuning, caution=0.0)
    assert bot.choose(FakeView(), [1, 2], Rng(1)) == 2


# ---- Ultimate Loser's short playouts ----------------------------------------------------------


def test_an_ultimate_loser_playout_stops_after_two_rounds_and_reckons_the_rest():
    from cardtable.games.ultimate_loser.ai.normal import hand_outlook, plan
    from cardtable.games.ultimate_loser.rules import RULES as LOSER

    world = LOSER.new_game(None, 5, 4)
    bot = make_bot("expert", "ultimate-loser")
    assert isinstance(bot, ExpertBot)
    horizon = bot.tuning.horizon
    assert horizon is not None and horizon.rounds == 2
    seat = world.to_act
    action = world.legal_actions()[0]
    value = bot._playout(world, action, seat, True, 99)
    # The same playout by hand: the rule of thumb plays on until two rounds are over.
    state = world.clone()
    state.step(action)
    rng = Rng(99)
    while len(state.rounds) < 2:
        legal = state.legal_actions()
        state.step(legal[0] if len(legal) == 1 else bot.playout_bot.choose(
            state.view(state.to_act), legal, rng))
    assert not state.sheet  # the hand goes on: the rest is reckoned, not played
    reckoned = hand_outlook(state)
    assert reckoned[seat] == state.drinks[seat] + plan(state.hands[seat])[0]
    assert value == -reckoned[seat]  # its own drinks alone, fewer is better


# ---- thinking time ----------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", ["black-lady", "ugly", "up-and-down", "ultimate-loser"])
def test_every_trick_games_expert_takes_the_thinking_time_it_is_given_and_normal_none(game_id):
    # U-G-O's Expert answers at once on tuned weights (see ugo_expert): no thinking time.
    from cardtable.ai.base import Thinker, give_thinking_time

    expert_bot, normal = make_bot("expert", game_id), make_bot("rule", game_id)
    assert isinstance(expert_bot, Thinker) and not isinstance(normal, Thinker)
    give_thinking_time(expert_bot, 1234)
    give_thinking_time(normal, 1234)
    assert expert_bot.budget_ms == 1234
    assert not hasattr(normal, "budget_ms")
