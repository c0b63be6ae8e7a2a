"""Ugly's scoring: tricks, Jacks, the Ugly card and the Charm, with every sum worked by hand.

The first group checks the scoring function on its own numbers; the second plays small hands to
the end and checks the scoresheet row the engine writes.
"""

from __future__ import annotations

import doctest

import pytest

from cardtable.engine.cards import mask_of, parse_cards
from cardtable.engine.events import DealScored, TrickWon
from cardtable.games.ugly.scoring import (
    game_winners,
    hand_mark,
    hand_points,
    jack_cost,
    score_hand,
)

from .test_ugly_deals import play, playing


def took(cards: str) -> int:
    return mask_of(parse_cards(cards))


# ---- the sums ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("jack", "cost"), [("JS", 1), ("JC", 2), ("JD", 3), ("JH", 4)])
def test_each_jack_has_its_own_cost(jack, cost):
    assert jack_cost(took(jack)) == cost
    # Three tricks and that one Jack: 3 − cost.
    assert hand_points(3, took(jack)) == 3 - cost


@pytest.mark.parametrize(("tricks", "cards", "points"), [
    (0, "", 0),                       # nothing taken
    (4, "2C AS KH", 4),               # plain cards: a point a trick
    (5, "JS JC", 2),                  # 5 − 1 − 2
    (5, "JS JC JD JH", -5),           # 5 − (1 + 2 + 3 + 4) = 5 − 10
    (2, "JH JD", -5),                 # 2 − 4 − 3
])
def test_tricks_score_one_and_jacks_cost_their_price(tricks, cards, points):
    assert hand_points(tricks, took(cards)) == points


@pytest.mark.parametrize(("tricks", "cards", "points"), [
    (3, "7D", 6),                     # Ugly, no Jack: 2 × 3
    (1, "7D", 2),                     # Ugly, no Jack, one trick: 2 × 1
    (4, "7D JH", -4),                 # Ugly with J♥: 4 − 2 × 4
    (4, "7D JS", 2),                  # Ugly with J♠: 4 − 2 × 1
    (4, "7D JC JD", -6),              # Ugly with J♣ and J♦: 4 − 2 × (2 + 3)
    (6, "7D JS JC JD JH", -14),       # Ugly with all four: 6 − 2 × 10
])
def test_the_ugly_card_doubles_jacks_or_else_doubles_tricks(tricks, cards, points):
    assert hand_points(tricks, took(cards)) == points
    assert hand_mark(took(cards)) == "ugly"


@pytest.mark.parametrize(("tricks", "cards", "points"), [
    (3, "7D 7C", 12),                 # Charm, no Jack: 4 × 3
    (5, "7D 7C 2H", 20),              # Charm, no Jack: 4 × 5
    (3, "7D 7C JH", -1),              # Charm with J♥: 3 − 4 (the doubling is cancelled)
    (4, "7D 7C JS JH", -1),           # Charm with J♠ and J♥: 4 − (1 + 4)
    (6, "7D 7C JS JC JD JH", -4),     # Charm with all four: 6 − 10
])
def test_the_charm_with_the_ugly_card_cancels_the_doubling(tricks, cards, points):
    assert hand_points(tricks, took(cards)) == points
    assert hand_mark(took(cards)) == "charm"


@pytest.mark.parametrize(("tricks", "cards", "points"), [
    (3, "7C", 3),                     # Charm alone: no effect, 3 tricks
    (3, "7C JD", 0),                  # Charm alone with J♦: 3 − 3
    (2, "7C JS JH", -3),              # Charm alone with J♠ and J♥: 2 − 5
])
def test_the_charm_alone_does_nothing(tricks, cards, points):
    assert hand_points(tricks, took(cards)) == points
    assert hand_mark(took(cards)) == ""


def test_a_whole_table_is_scored_and_marked_seat_by_seat():
    # Four players, 13 tricks: seat 0 took the 7♦ and the J♣ in 5 tricks: 5 − 2 × 2 = 1.
    # Seat 1 took the 7♣ and the J♥ in 4 tricks: 4 − 4 = 0 (the 7♣ alone does nothing).
    # Seat 2 took the J♠ and the J♦ in 3 tricks: 3 − 1 − 3 = −1. Seat 3: 1 trick, 1 point.
    points, marks = score_hand(
        (5, 4, 3, 1), (took("7D JC 2S"), took("7C JH"), took("JS JD"), took("AH"))
    )
    assert points == (1, 0, -1, 1)
    assert marks == ("ugly", "", "", "")


def test_the_highest_total_wins_and_ties_share():
    assert game_winners((3, 9, -2, 4)) == (1,)
    assert game_winners((7, 2, 7)) == (0, 2)
    assert game_winners((-3, -1, -5, -1)) == (1, 3)


# ---- played to the end ------------------------------------------------------------------------

def scored(events) -> DealScored:
    return next(e for e in events if isinstance(e, DealScored))


def test_ugly_without_jacks_doubles_the_tricks():
    # No trumps and no Jack in play. Seat 0 leads the 7♦; nobody else has a diamond, so seat 0
    # takes it with the 2♣, 3♣ and 4♣ thrown on it. Then seat 0 leads the A♠ and wins again.
    # Seat 0: the Ugly card, no Jack, two tricks: 2 × 2 = 4; everyone else 0.
    s = playing("7D AS", "2C 2S", "3C 3S", "4C 4S")
    events = play(s, "7D 2C 3C 4C AS 2S 3S 4S")
    row = scored(events)
    assert row.points == (4, 0, 0, 0)
    assert row.taken == (2, 0, 0, 0)
    assert row.marks == ("ugly", "", "", "")
    assert row.scores == (4, 0, 0, 0)


def test_ugly_with_jacks_doubles_their_cost():
    # No trumps. Seat 0 leads the 7♦ and takes it; seats 1 and 3, out of diamonds, throw the
    # J♥ and the J♠; seat 2 throws the 2♣. Then seat 0 leads the A♠ and takes the second trick.
    # Seat 0: two tricks, the Ugly card, Jacks worth 4 + 1 = 5, doubled: 2 − 10 = −8.
    s = playing("7D AS", "JH 2S", "2C 3S", "JS 4S")
    events = play(s, "7D JH 2C JS AS 2S 3S 4S")
    row = scored(events)
    assert row.points == (-8, 0, 0, 0)
    assert row.marks == ("ugly", "", "", "")
    # The trick record shows what each trick did to its winner's hand: the first took him from
    # 0 to 1 − 2 × 5 = −9, the second from −9 to −8.
    assert [e.points for e in events if isinstance(e, TrickWon)] == [-9, 1]


def test_ugly_and_charm_without_jacks_score_four_a_trick():
    # Trumps ♠. Seat 0 leads the 7♦ and takes it with the 7♣, 2♣, 3♣ thrown on it; then the
    # A♠. Seat 0: both sevens, no Jack, two tricks: 4 × 2 = 8.
    s = playing("7D AS", "7C 2S", "2C 3S", "3C 4S", trump="S")
    events = play(s, "7D 7C 2C 3C AS 2S 3S 4S")
    row = scored(events)
    assert row.points == (8, 0, 0, 0)
    assert row.marks == ("charm", "", "", "")


def test_ugly_and_charm_with_jacks_count_the_jacks_once():
    # No trumps. Seat 0 leads the 7♦; the others have no diamond and throw the 7♣, the J♣ and
    # the J♥, so seat 0 takes them all; then seat 0 wins the A♠ trick too. Seat 0: two tricks,
    # both sevens, Jacks 2 + 4 = 6 at their normal price: 2 − 6 = −4.
    s = playing("7D AS", "7C 2S", "JC 3S", "JH 4S")
    events = play(s, "7D 7C JC JH AS 2S 3S 4S")
    row = scored(events)
    assert row.points == (-4, 0, 0, 0)
    assert row.marks == ("charm", "", "", "")


def test_three_players_charm_with_a_single_jack():
    # No trumps, three players. Seat 0 leads the 7♣, seat 1 plays the 8♣ and seat 2, with no
    # club, throws the 7♦: seat 1 takes both sevens. Seat 1 leads the A♠; seat 2 follows with the
    # 3♠ and seat 0 with the J♠, and seat 1 takes that too. Seat 1: two tricks, both sevens and
    # the J♠, which costs its normal 1: 2 − 1 = 1.
    s = playing("7C JS", "8C AS", "7D 3S")
    events = play(s, "7C 8C 7D AS 3S JS")
    row = scored(events)
    assert row.points == (0, 1, 0)
    assert row.marks == ("", "charm", "")


def test_the_sevens_split_between_two_players():
    # No trumps. Seat 0 leads the 7♣, the only club: seat 1 throws the J♦, seats 2 and 3 the 2♥
    # and 3♥. Seat 0: one trick with the 7♣ (no effect alone) and the J♦: 1 − 3 = −2.
    # Seat 0 leads the 4♥: seat 1 has no heart and throws the 7♦, seat 2 plays the 5♥ and seat 3
    # the 8♥, which wins. Seat 3: one trick with the Ugly card and no Jack: 2 × 1 = 2.
    s = playing("7C 4H", "JD 7D", "2H 5H", "3H 8H")
    events = play(s, "7C JD 2H 3H 4H 7D 5H 8H")
    row = scored(events)
    assert row.points == (-2, 0, 0, 2)
    assert row.marks == ("", "", "", "ugly")


def test_the_totals_carry_from_hand_to_hand():
    s = playing("7D AS", "JH 2S", "2C 3S", "JS 4S", scores=[10, -3, 0, 5])
    events = play(s, "7D JH 2C JS AS 2S 3S 4S")  # seat 0 scores −8, as worked out above
    assert scored(events).scores == (2, -3, 0, 5)
    assert s.scores == (2, -3, 0, 5)
    assert s.sheet == [scored(events)]
    assert s.view(0).hand_number == 1 and not s.is_over  # the second hand, counted from 0


def test_the_docstring_examples_hold():
    from cardtable.games.ugly import options, scoring

    for module in (options, scoring):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0
