"""Up and Down scoring: every case of the scoring table in both responsibility modes, the final
settlement (with the rule text's worked example), money, the loss limit and the scoresheet marks.

The scoring table, for a bid b and t tricks taken:
  made exactly, b > 0 ............ 10 × t
  bid 0 and took 0 ............... 5
  took more than bid ............. 1 per trick taken
  took fewer, complete ........... −10 × b
  took fewer, partial ............ −10 × (b − t)
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable.engine.cards import SPADES, parse_cards
from cardtable.engine.events import DealScored, GameOver
from cardtable.engine.protocol import Phase
from cardtable.games.up_and_down.rules import BID_BASE, RULES, Deal
from cardtable.games.up_and_down.scoring import (
    deal_points,
    deal_scores,
    leaders,
    mark,
    money,
    over_limit,
    settlement,
)


def make_game(*hands: str, trump: int | None = SPADES, dealer: int | None = None,
              scores: list[int] | None = None, **options: object):
    n = len(hands)
    d = Deal(tuple(tuple(parse_cards(h)) for h in hands), (), trump)
    return RULES.new_game(options, 1, n, deals=[d], dealer=n - 1 if dealer is None else dealer,
                          scores=scores)


def run(state, bids: list[int], cards: str) -> list:
    events = []
    for b in bids:
        events += state.apply(BID_BASE + b)
    for c in parse_cards(cards):
        events += state.apply(c)
    return events


# ---- the table, case by case ----------------------------------------------------------------

@pytest.mark.parametrize("mode", ["complete", "partial"])
@pytest.mark.parametrize(
    ("bid", "tricks", "expected"),
    [
        (1, 1, 10),   # made exactly: 10 × 1
        (3, 3, 30),   # made exactly: 10 × 3
        (7, 7, 70),   # made exactly: 10 × 7
        (0, 0, 5),    # nothing bid, nothing taken: 5
        (0, 1, 1),    # more than bid: 1 per trick taken, 1
        (0, 4, 4),    # more than bid: 4 tricks, 4
        (2, 5, 5),    # more than bid: 5 tricks, 5 (not 10 × anything)
        (1, 2, 2),    # one over: 2 tricks, 2
    ],
)
def test_cases_that_do_not_depend_on_responsibility(mode, bid, tricks, expected):
    assert deal_points(bid, tricks, mode) == expected


@pytest.mark.parametrize(
    ("bid", "tricks", "complete", "partial"),
    [
        (1, 0, -10, -10),  # complete: −10 × 1; partial: −10 × (1 − 0)
        (3, 1, -30, -20),  # complete: −10 × 3; partial: −10 × (3 − 1)
        (4, 3, -40, -10),  # complete: −10 × 4; partial: −10 × (4 − 3)
        (5, 0, -50, -50),  # nothing taken: both lose 10 per trick bid
        (8, 2, -80, -60),  # complete: −10 × 8; partial: −10 × (8 − 2)
    ],
)
def test_falling_short_costs_per_trick_bid_or_per_trick_short(bid, tricks, complete, partial):
    assert deal_points(bid, tricks, "complete") == complete
    assert deal_points(bid, tricks, "partial") == partial


def test_complete_responsibility_is_the_default():
    assert deal_points(3, 1) == -30
    assert RULES.validate(None, 4)["responsibility"] == "complete"


def test_bad_numbers_are_refused():
    with pytest.raises(ValueError):
        deal_points(-1, 0)
    with pytest.raises(ValueError):
        deal_points(2, 1, "none")


def test_deal_scores_score_every_seat():
    # Bids 2, 0, 1, 0 and tricks 2, 1, 0, 0: 20 (made), 1 (over), −10 (short), 5 (nil made).
    assert deal_scores([2, 0, 1, 0], [2, 1, 0, 0]) == (20, 1, -10, 5)


# ---- the settlement -------------------------------------------------------------------------

def test_the_rule_texts_settlement_example():
    # Player 1: (−10 − 20) + (−10 − 40) + (−10 − 30) = −120
    # Player 2: (20 + 10) + (20 − 40) + (20 − 30) = 0
    # Player 3: (40 + 10) + (40 − 20) + (40 − 30) = 80
    # Player 4: (30 + 10) + (30 − 20) + (30 − 40) = 40
    assert settlement((-10, 20, 40, 30)) == (-120, 0, 80, 40)


@given(st.lists(st.integers(-500, 500), min_size=2, max_size=6))
def test_the_settlement_is_the_sum_of_differences_with_every_other_player(points):
    pairwise = tuple(
        sum(points[i] - points[j] for j in range(len(points)) if j != i)
        for i in range(len(points))
    )
    assert settlement(points) == pairwise
    assert sum(settlement(points)) == 0


def test_money_is_the_settlement_times_the_stake():
    assert money((-10, 20, 40, 30), 5) == (-600, 0, 400, 200)


def test_the_loss_limit_names_the_seats_that_reached_it():
    # Settlements −120, 0, 80, 40: a limit of 120 is reached (reaching counts), 121 is not.
    assert over_limit((-10, 20, 40, 30), 120) == (0,)
    assert over_limit((-10, 20, 40, 30), 121) == ()
    assert over_limit((-10, 20, 40, 30), 0) == ()  # 0: no limit


def test_marks_and_leaders():
    assert mark(3, 2) == "3/2"
    assert leaders((5, 9, 9)) == (1, 2)


# ---- through the engine ---------------------------------------------------------------------

def test_a_played_deal_is_scored_and_marked_with_bids_and_tricks():
    # Spades are trumps, three players, two cards each; seat 0 bids first and leads.
    # Trick 1: A♥ K♥ 7♠ → seat 2 trumps and wins. Trick 2: seat 2 leads 8♣, Q♥ and J♥ are
    # discards (no clubs, no trumps), seat 2 wins again.
    # Bids 1, 0, 0 (total 1, not 2: the hook is respected).
    # Seat 0: bid 1, took 0 → −10. Seat 1: bid 0, took 0 → 5. Seat 2: bid 0, took 2 → 2.
    s = make_game("AH QH", "KH JH", "7S 8C", trump=SPADES)
    events = run(s, [1, 0, 0], "AH KH 7S 8C QH JH")
    scored = [e for e in events if isinstance(e, DealScored)]
    assert len(scored) == 1
    assert scored[0].points == (-10, 5, 2)
    assert scored[0].taken == (0, 0, 2)
    assert scored[0].marks == ("1/0", "0/0", "0/2")
    assert scored[0].scores == (-10, 5, 2)
    assert s.scores == (-10, 5, 2)
    assert s.sheet == scored


def test_partial_responsibility_through_the_engine():
    # No trumps; seat 0 bids 2 and takes 1: partial costs −10 × (2 − 1) = −10.
    # Trick 1: A♥ K♥ Q♥ → seat 0. Trick 2: seat 0 leads 7♣, 8♣ and 9♣ follow → seat 2 wins.
    s = make_game("AH 7C", "KH 8C", "QH 9C", trump=None, responsibility="partial")
    run(s, [2, 1, 0], "AH KH QH 7C 8C 9C")
    # Seat 1: bid 1, took 0 → −10. Seat 2: bid 0, took 1 → 1.
    assert s.sheet[0].points == (-10, -10, 1)
    assert s.sheet[0].marks == ("2/1", "1/0", "0/1")


def test_running_totals_start_from_given_scores():
    s = make_game("AH QH", "KH JH", "7S 8C", trump=SPADES, scores=[100, 0, -4])
    run(s, [1, 0, 0], "AH KH 7S 8C QH JH")
    assert s.scores == (90, 5, -2)


def test_the_final_settlement_and_money_come_from_the_state():
    # One deal only (a cap of 1 card and the longest deal played once), stake 3.
    s = make_game("AH QH", "KH JH", "7S 8C", trump=SPADES, max_cards=1, stake=3)
    events = run(s, [1, 0, 0], "AH KH 7S 8C QH JH")
    assert s.is_over and s.phase is Phase.GAME_OVER
    assert s.end_reason == "schedule"
    # Points −10, 5, 2 (total −3): settlements 3 × p + 3 = −27, 18, 9.
    assert s.settlement() == (-27, 18, 9)
    assert s.money() == (-81, 54, 27)
    over = events[-1]
    assert isinstance(over, GameOver)
    assert over.winners == (1,) and over.scores == (-10, 5, 2)
    assert s.winners == (1,)


def test_seat_with_the_most_points_wins_and_ties_share():
    # No trumps. Seat 0 takes the only trick with the A♥ and made its bid of 1 → 10; seat 1
    # bid 0 and took 0 → 5; seat 2 bid 1 and took 0 → −10. Seat 1 starts 5 ahead, so seats 0
    # and 1 end level on 10 and share the win.
    s = RULES.new_game(
        {"max_cards": 1}, 1, 3,
        deals=[Deal(((parse_cards("AH")[0],), (parse_cards("KH")[0],),
                     (parse_cards("QH")[0],)), (), None)],
        dealer=2, scores=[0, 5, 0],
    )
    run(s, [1, 0, 1], "AH KH QH")
    assert s.scores == (10, 10, -10)
    assert s.winners == (0, 1)


def test_the_docstring_examples_hold():
    import doctest

    from cardtable.games.up_and_down import options, scoring

    for module in (scoring, options):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0
