"""The analysis of a finished game: every alternative weighed from the seat's view alone, what
each choice cost, and the sums a review shows."""

from __future__ import annotations

import itertools

import pytest

from cardtable.ai import make_bot
from cardtable.ai.analysis import weigh_decision
from cardtable.engine.cards import parse_card, parse_cards
from cardtable.engine.rng import Rng
from cardtable.session.replay import Replay
from cardtable.session.review import (
    analyse_game,
    choices,
    is_clear,
    is_costly,
    summarise,
    weigh_position,
)
from cardtable.sim import rule_of_thumb_game
from tests.engine.deals import game, play


def ticking(step: float = 0.001):
    """A clock that moves ``step`` seconds each time it is read: a search given a budget on it
    looks at the same number of worlds however fast the machine is."""
    ticks = itertools.count()
    return lambda: next(ticks) * step


def played_game(game_id: str, seed: int, players: int = 4, options=None) -> Replay:
    """A whole game of rule-of-thumb players, as a replay."""
    return Replay(game_id, options, seed, players,
                  rule_of_thumb_game(game_id, options, seed, players).log)


# ---- no hindsight ---------------------------------------------------------------------------

def test_a_decision_is_weighed_the_same_whatever_the_cards_it_could_not_see():
    # Seat 1 is to play to a club trick. Trading two hidden cards between seats 2 and 3 (both
    # still follow every suit, so nothing seat 1 saw tells them apart) changes the deal but
    # not seat 1's view, and must not change a single number of the analysis.
    hands = ("2C 5C 2H 9H", "QS 3D 4D 6H", "KS 4C 5D 7H", "AS 6C 6D 8H")
    swapped = ("2C 5C 2H 9H", "QS 3D 4D 6H", "AS 4C 5D 7H", "KS 6C 6D 8H")
    first, second = game(*hands), game(*swapped)
    play(first, "2C")
    play(second, "2C")
    assert first.view(1) == second.view(1)
    assert first.hands != second.hands  # the deals differ where seat 1 cannot see
    one = weigh_position("black-lady", first, 1, parse_card("3D"), 200, ticking())
    two = weigh_position("black-lady", second, 1, parse_card("3D"), 200, ticking())
    assert one == two
    assert max(e.worlds for e in one.estimates) >= 16  # a real search, not a shortcut


def test_the_worlds_weighed_differ_from_the_real_deal_so_hindsight_would_show():
    # The check above could not fail if every world were the real deal: the real deals differ
    # in who takes the spades, and the two analyses would then differ with them.
    hands = ("2C 5C 2H 9H", "QS 3D 4D 6H", "KS 4C 5D 7H", "AS 6C 6D 8H")
    state = game(*hands)
    play(state, "2C")
    expert = make_bot("expert", "black-lady")
    sampler = expert.sampler  # type: ignore[attr-defined]
    worlds = [sampler(state.view(1), Rng(seed)) for seed in range(20)]
    assert any(w.hands[2] != state.hands[2] for w in worlds)


# ---- a clear mistake ------------------------------------------------------------------------

def clear_mistake(card: str):
    """Seat 1 holds the Q♠ and cannot follow the club led. Thrown now, the Q♠ goes to whoever
    takes the club; kept, it must follow the spade the club's winner leads next and take the
    trick itself. Seat 1 plays ``card``. (No moon: in a deal this small, whoever takes the Q♠
    with no heart out has taken every point.)"""
    state = game("2C 2S", "QS 5D", "3C 3S", "4C 4S", moon="none")
    play(state, "2C")
    return weigh_position("black-lady", state, 1, parse_card(card), 300, ticking())


def test_keeping_the_black_lady_when_it_could_be_thrown_is_a_costly_mistake():
    decision = clear_mistake("5D")
    assert decision.best.action == parse_card("QS")
    assert decision.cost > 5  # the 13 points fall on the seat instead of another
    assert is_costly(decision)


def test_throwing_the_black_lady_costs_nothing():
    decision = clear_mistake("QS")
    assert decision.cost == 0
    assert not is_costly(decision)


def test_a_forced_move_is_no_choice_and_is_not_searched():
    state = game("2C 2S", "QS 3C", "3S 4S", "4C 5S")
    play(state, "2C")
    only = weigh_decision("black-lady", state.view(1), state.legal_actions(), Rng(1))
    assert only == [(parse_card("3C"), 0.0, 0.0, 0)]


def test_estimates_are_best_first_and_spreads_are_of_the_gap_to_the_best():
    decision = clear_mistake("5D")
    means = [e.mean for e in decision.estimates]
    assert means == sorted(means, reverse=True)
    assert decision.best.spread == 0
    assert sorted(e.action for e in decision.estimates) == sorted(parse_cards("QS 5D"))


# ---- a whole game ---------------------------------------------------------------------------

@pytest.fixture(scope="module")
def short_game() -> Replay:
    return played_game("black-lady", 11, options={"target": 30})


def test_every_choice_of_the_seats_asked_for_is_weighed_in_order(short_game):
    analysis = analyse_game(short_game, [0], budget_ms=5)
    assert [d.position for d in analysis.decisions] == choices(short_game, [0])
    assert all(d.seat == 0 for d in analysis.decisions)
    assert all(d.played == short_game.actions[d.position] for d in analysis.decisions)
    assert analysis.complete and analysis.seats == (0,)


def test_progress_is_told_after_each_decision_and_a_cancel_keeps_what_was_done(short_game):
    told = []
    stop_after = 5
    analysis = analyse_game(short_game, [2], budget_ms=5,
                            progress=lambda done, total: told.append((done, total)),
                            cancelled=lambda: len(told) >= stop_after)
    total = len(choices(short_game, [2]))
    assert told == [(n, total) for n in range(1, stop_after + 1)]
    assert not analysis.complete and len(analysis.decisions) == stop_after
    again = analyse_game(short_game, [2], budget_ms=5, earlier=analysis)
    assert again.complete and again.decisions[:stop_after] == analysis.decisions
    assert len(again.decisions) == total


def test_every_seat_on_request_keeps_the_person_s_decisions_already_weighed(short_game):
    person = analyse_game(short_game, [0], budget_ms=5)
    everyone = analyse_game(short_game, [0, 1, 2, 3], budget_ms=5, earlier=person)
    assert everyone.seats == (0, 1, 2, 3)
    assert [d for d in everyone.decisions if d.seat == 0] == list(person.decisions)
    assert {d.seat for d in everyone.decisions} == {0, 1, 2, 3}


def test_summaries_add_up_deal_by_deal_to_the_game(short_game):
    analysis = analyse_game(short_game, [0, 1], budget_ms=5)
    whole = summarise(analysis, short_game)
    deals = len(short_game.ends("deal"))
    by_deal = [summarise(analysis, short_game, deal) for deal in range(deals)]
    for k, seat in enumerate(whole):
        assert seat.decisions == sum(d[k].decisions for d in by_deal)
        assert seat.lost == pytest.approx(sum(d[k].lost for d in by_deal))
        assert seat.costly == sum(d[k].costly for d in by_deal)
        mine = [d for d in analysis.decisions if d.seat == seat.seat]
        assert seat.lost == pytest.approx(sum(d.cost for d in mine if is_clear(d)))
        if seat.costliest is not None:
            assert seat.costliest.cost == max(d.cost for d in mine)


@pytest.mark.parametrize("game_id, players", [
    ("ugly", 4), ("up-and-down", 4), ("ultimate-loser", 4), ("ugo", 2)])
def test_every_game_s_decisions_can_be_weighed(game_id, players):
    replay = played_game(game_id, 5, players)
    positions = choices(replay, [0])[:6]
    for position in positions:
        state = replay.state_at(position)
        decision = weigh_position(game_id, state, position, replay.actions[position], 20,
                                  ticking())
        legal = state.legal_actions()
        assert sorted(e.action for e in decision.estimates) == sorted(legal)
        assert decision.played in legal and decision.cost >= 0
