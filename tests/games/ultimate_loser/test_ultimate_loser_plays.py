"""The table of plays: every play a hand can make is found, and only those, for every shape."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from cardtable.games.ultimate_loser.plays import (
    ALL_PLAYS,
    BY_SHAPE,
    CARDS,
    RUN,
    plays_within,
)


def every_play_tested_one_by_one(hand: int, shape: int) -> int:
    plays = BY_SHAPE.get(shape, ()) if shape else ALL_PLAYS
    return sum(1 << action for action, cards in plays if cards & hand == cards)


@given(st.sets(st.integers(0, 52), max_size=53), st.sampled_from([0, *sorted(BY_SHAPE)]))
def test_the_plays_found_are_exactly_those_the_hand_holds(cards, shape):
    hand = sum(1 << c for c in cards)
    assert plays_within(hand, shape) == every_play_tested_one_by_one(hand, shape)


def test_a_whole_suit_makes_every_straight_flush_of_that_suit():
    clubs = (1 << 13) - 1
    runs = [a for a in range(len(CARDS)) if plays_within(clubs, RUN + 5) >> a & 1]
    assert len(runs) == 9  # 2-6 up to 10-A
    assert len([1 for a in range(len(CARDS)) if plays_within(clubs) >> a & 1]) == 13 + 66
