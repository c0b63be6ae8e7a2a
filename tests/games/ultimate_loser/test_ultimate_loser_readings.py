"""The readings of Ultimate Loser's open sentences that a table may choose, each value on a
hand-made deal whose result would differ under the other: when the hand ends, whether a winner
tied for the lowest play drinks, and whether four singles of a rank make a FourPlay."""

from __future__ import annotations

import pytest

from cardtable.engine.events import DealScored, Event
from cardtable.games.ultimate_loser.events import CombinationPlayed, TurnPassed, UltimateLoserFound
from cardtable.games.ultimate_loser.options import ENDS_ONE_LEFT, ENDS_ROUND

from .test_ultimate_loser_rules import act, game, settled


def of(events: list[Event], kind: type) -> list:
    return [e for e in events if isinstance(e, kind)]


# ---- the end of the hand ----------------------------------------------------------------------

@pytest.mark.parametrize(("hand_end", "moves", "loser", "points"), [
    # By default the hand ends as the 4♣ goes: the 5♣ alone is left, whatever it could do.
    (ENDS_ONE_LEFT, ("2C", "3C", "4C"), 3, (1, 0, 0, 4)),
    # Settled at the end of the round, the 5♣ runs out too, and the lowest play of the round,
    # the 2♣ that ran out first, makes its player the Ultimate Loser.
    (ENDS_ROUND, ("2C", "3C", "4C", "5C"), 0, (5, 0, 0, 0)),
])
def test_the_hand_ends_when_one_player_alone_holds_cards_or_at_the_end_of_the_round(
        hand_end, moves, loser, points):
    s = game("2C", "3C", "4C", "5C", spare="2D", hand_end=hand_end, hands=1)
    events = act(s, *moves)
    assert s.is_over
    assert of(events, UltimateLoserFound) == [UltimateLoserFound(loser, 4)]
    assert of(events, DealScored)[0].points == points


def test_the_round_cut_short_is_settled_as_it_stands():
    s = game("2C", "3C", "4C", "5C", spare="2D", hands=1)
    events = act(s, "2C", "3C", "4C")
    trick = settled(events)
    # The 4♣ was the best play so far, the 2♣ the lowest; seat 3 neither played nor passed.
    assert (trick.best, trick.leader, trick.lowest, trick.passers) == (2, None, (0,), ())
    assert trick.drinks == (1, 0, 0, 0)
    assert [e.seat for e in of(events, CombinationPlayed)] == [0, 1, 2]
    assert s.view(3).rounds[-1].plays == s.view(0).rounds[-1].plays
    assert len(s.view(3).rounds[-1].plays) == 3


@pytest.mark.parametrize(("hand_end", "moves", "points"), [
    # The pair of nines empties the leader's hand: the other player cannot follow it anyway.
    (ENDS_ONE_LEFT, ("9C 9D",), (0, 4)),
    (ENDS_ROUND, ("9C 9D", "pass"), (0, 5)),  # made to pass first, and drink for it
])
def test_a_lead_of_the_last_cards_may_end_the_hand_before_anyone_follows(
        hand_end, moves, points):
    s = game("9C 9D", "KC 7D", spare="2D", hand_end=hand_end, hands=1)
    events = act(s, *moves)
    assert of(events, UltimateLoserFound) == [UltimateLoserFound(1, 4)]
    assert of(events, DealScored)[0].points == points
    assert len(of(events, TurnPassed)) == len(moves) - 1


def test_while_two_still_hold_cards_the_round_goes_on_under_either_reading():
    for hand_end in (ENDS_ONE_LEFT, ENDS_ROUND):
        s = game("2C 2D", "3C 3D", "4C 6D", "5C 7D", spare="2H", hand_end=hand_end)
        act(s, "2C 2D", "3C 3D")  # two seats are out; seats 2 and 3 still hold cards
        assert s.to_act == 2 and s.deal_no == 0


# ---- a winner tied for the lowest play --------------------------------------------------------

@pytest.mark.parametrize(("tied_winner_drinks", "lowest", "drinks"), [
    (True, (0, 1, 2), (1, 1, 1)),   # all three fives are the lowest, the winning one too
    (False, (1, 2), (0, 1, 1)),     # the winner is spared; the other two drink
])
def test_when_every_play_ties_the_winner_drinks_only_if_the_house_rules_say(
        tied_winner_drinks, lowest, drinks):
    s = game("5C 7D", "5D 8D", "5H 6D", spare="2H", tied_winner_drinks=tied_winner_drinks)
    trick = settled(act(s, "5C", "5D", "5H"))
    assert (trick.best, trick.lowest, trick.drinks) == (0, lowest, drinks)


@pytest.mark.parametrize("tied_winner_drinks", [True, False])
def test_a_winner_above_the_lowest_play_never_drinks_for_it(tied_winner_drinks):
    s = game("KC 7D", "KH 8D", "5D 6D", "5S 6S", spare="2H",
             tied_winner_drinks=tied_winner_drinks)
    trick = settled(act(s, "KC", "KH", "5D", "5S"))
    assert (trick.best, trick.lowest, trick.drinks) == (0, (2, 3), (0, 0, 1, 1))


def test_a_lone_play_is_not_tied_with_anything():
    s = game("2C 7D", "AH 8D", spare="2H")
    trick = settled(act(s, "2C", "pass"))
    assert (trick.lowest, trick.drinks) == ((), (0, 1))


# ---- FourPlay with four singles ---------------------------------------------------------------

@pytest.mark.parametrize(("four_singles", "fours", "drinks"), [
    (False, 0, (1, 1, 1, 1, 1)),  # the four nines tie for the lowest play; seat 4 passed
    (True, 1, (2, 2, 2, 2, 2)),   # and everyone drinks one more for the FourPlay
])
def test_four_singles_of_a_rank_in_one_round_make_a_fourplay_by_a_house_rule(
        four_singles, fours, drinks):
    s = game("9C 2D", "9D 3D", "9H 4D", "9S 5D", "KS 6D", spare="2H",
             four_singles=four_singles)
    trick = settled(act(s, "9C", "9D", "9H", "9S", "pass"))
    assert (trick.fours, trick.drinks) == (fours, drinks)


def test_four_singles_count_for_the_seats_already_out_too():
    # Played out to the end of the round, so that all four kings are played after seat 4 has
    # led its last card.
    s = game("KC 2D", "KD 3D", "KH 4D", "KS 5D", "AS 6D", spare="2H", four_singles=True,
             hand_end=ENDS_ROUND)
    act(s, "2D", "3D", "4D", "5D", "AS")  # the ace wins the first round
    trick = settled(act(s, "6D", "KC", "KD", "KH", "KS"))
    assert trick.fours == 1
    # Seat 4 drinks for its lowest 6♦ and, though its hand was empty when the kings came, for
    # the FourPlay; the others for the FourPlay.
    assert trick.drinks == (1, 1, 1, 1, 2)


def test_two_pairs_of_a_rank_are_no_fourplay_of_singles():
    s = game("9C 9D 2C", "9H 9S 3C", spare="2H", four_singles=True)
    trick = settled(act(s, "9C 9D", "9H 9S"))
    assert trick.fours == 0
    assert trick.drinks == (1, 1)  # the two equal pairs are both the lowest play
