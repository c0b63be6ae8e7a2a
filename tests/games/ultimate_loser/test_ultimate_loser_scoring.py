"""Ultimate Loser's drinks, the Ultimate Loser, the end of the game and the scoresheet, each on a
hand-made deal with the drinks counted by hand in the comments."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.cards import parse_cards
from cardtable.engine.events import DealScored, Dealt, Event, GameOver
from cardtable.engine.protocol import Phase
from cardtable.games.ultimate_loser.events import TrickSettled, UltimateLoserFound
from cardtable.games.ultimate_loser.options import ENDS_ROUND
from cardtable.games.ultimate_loser.rules import END_GAME, RULES, UltimateLoserState

from .test_ultimate_loser_rules import act, deal, game, settled

UL = "ultimate loser"


def of(events: list[Event], kind: type) -> list:
    return [e for e in events if isinstance(e, kind)]


# ---- drinks in a round ------------------------------------------------------------------------

def test_the_lowest_play_drinks_one():
    s = game("5C 7D", "KC 8D", "9C 6D", spare="2H")
    trick = settled(act(s, "5C", "KC", "9C"))
    assert trick.lowest == (0,)
    assert trick.drinks == (1, 0, 0)
    assert s.view(2).drinks == (1, 0, 0)


def test_all_tied_for_the_lowest_play_drink():
    s = game("KC 7D", "AH 8D", "5D 6D", "5S 6S", spare="2H")
    trick = settled(act(s, "KC", "AH", "5D", "5S"))
    assert trick.best == 1
    assert trick.lowest == (2, 3)
    assert trick.drinks == (0, 0, 1, 1)


def test_when_every_play_is_of_one_height_all_drink_the_winner_too():
    # Every play is a five: seat 0 wins with the first of them, and all three are the lowest.
    s = game("5C 7D", "5D 8D", "5H 6D", spare="2H")
    trick = settled(act(s, "5C", "5D", "5H"))
    assert trick.best == trick.leader == 0
    assert trick.lowest == (0, 1, 2)
    assert trick.drinks == (1, 1, 1)


def test_two_equal_plays_both_drink_and_the_first_wins():
    s = game("AS 7D", "AH 8D", spare="2H")
    trick = settled(act(s, "AS", "AH"))
    assert (trick.best, trick.lowest, trick.drinks) == (0, (0, 1), (1, 1))


def test_a_lone_play_makes_only_the_passers_drink():
    s = game("2C 7D", "AH 8D", "KS 9D", spare="2H")
    trick = settled(act(s, "2C", "pass", "swap 9D"))
    assert trick.best == trick.leader == 0
    assert trick.lowest == ()
    assert trick.passers == (1, 2)
    assert trick.drinks == (0, 1, 1)


def test_passers_drink_and_the_lowest_play_drinks_in_the_same_round():
    s = game("9C 7D", "2C 8D", "KS 9D", "QS 10D", spare="2H")
    trick = settled(act(s, "9C", "2C", "pass", "pass"))
    assert trick.drinks == (0, 1, 1, 1)
    assert (trick.lowest, trick.passers) == ((1,), (2, 3))


def test_each_four_of_a_kind_makes_everyone_drink():
    s = game("9C 9D 9H 9S", "5C 5D 5H 5S", "2C 3C 4C 6D", "2D 3D 4D 7D", spare="2H")
    trick = settled(act(s, "9C 9D 9H 9S", "5C 5D 5H 5S", "pass", "pass"))
    assert trick.fours == 2
    # Two fours: everyone drinks two; seat 1 also for the lowest play, seats 2 and 3 for passing.
    assert trick.drinks == (2, 3, 3, 3)


def test_a_four_card_straight_flush_is_no_four_of_a_kind():
    s = game("2C 3C 4C 5C 9D", "6H 7H 8H 9H 10D", spare="2H")
    trick = settled(act(s, "2C 3C 4C 5C", "6H 7H 8H 9H"))
    assert trick.fours == 0
    assert trick.drinks == (1, 0)


def four_player_hand(last: str = "QD", **options: object) -> tuple[UltimateLoserState, list]:
    """Four players, five cards each, played to the end of the hand's last round (settled at
    the end of the round, a house rule: see the test below)."""
    s = game("2H 3H 4H 5H 6H", "7C 8C 9C 10C JC", "AS AH AD AC KD", "KS KH KC QD QH",
             spare="2S", hand_end=ENDS_ROUND, **options)
    events = act(s, "2H 3H 4H 5H 6H", "7C 8C 9C 10C JC", "pass", "pass",
                 "rock", "scissors",
                 "AS AH AD AC", "pass",
                 "KD", last)
    return s, events


def test_a_four_makes_the_seats_without_cards_drink_too():
    _, events = four_player_hand()
    first, four, last = of(events, TrickSettled)
    # Round 1: both runs empty their hands; seat 0's is the lower, seats 2 and 3 pass.
    assert (first.best, first.leader, first.drinks) == (1, None, (1, 0, 1, 1))
    # Seat 2 wins the lead at rock-paper-scissors and leads four aces; seats 0 and 1, out of
    # cards, drink for it as well; seat 3 cannot follow and passes.
    assert (four.best, four.leader, four.fours) == (2, 2, 1)
    assert four.drinks == (1, 1, 1, 2)
    # Round 3: seat 2's king and seat 3's queen are the last cards.
    assert (last.best, last.leader, last.drinks) == (2, None, (0, 0, 0, 1))


# ---- the Ultimate Loser -----------------------------------------------------------------------

def test_the_last_player_holding_cards_is_the_ultimate_loser():
    s = game("AS", "KS", "QS", spare="2C")
    events = act(s, "AS", "KS")  # seat 2 is left holding the queen, its turn never comes
    assert of(events, UltimateLoserFound) == [UltimateLoserFound(2, 4)]
    # Seat 1 drinks for the lowest play; seat 2 drinks 4 as the Ultimate Loser.
    scored = of(events, DealScored)
    assert len(scored) == 1
    assert scored[0].points == (0, 1, 4)
    assert scored[0].marks == ("", "", UL)
    assert s.scores == (0, 1, 4)


def test_when_the_last_cards_run_out_together_the_lowest_play_is_the_ultimate_loser():
    s = game("4C", "9C", "9D", spare="2C", hand_end=ENDS_ROUND)
    events = act(s, "4C", "9C", "9D")
    assert of(events, UltimateLoserFound) == [UltimateLoserFound(0, 4)]
    assert of(events, DealScored)[0].points == (5, 0, 0)


def test_of_equal_lowest_plays_the_later_is_the_ultimate_loser():
    s = game("5C", "5D", "KC", spare="2C", hand_end=ENDS_ROUND)
    events = act(s, "5C", "5D", "KC")
    assert of(events, UltimateLoserFound) == [UltimateLoserFound(1, 4)]
    # Both fives drink for the lowest play; only the later one is the Ultimate Loser.
    assert of(events, DealScored)[0].points == (1, 5, 0)


def test_the_ultimate_loser_of_two_running_out_together_after_a_four():
    _, events = four_player_hand()
    assert of(events, UltimateLoserFound) == [UltimateLoserFound(3, 4)]
    # 2 + 1 + 2 drinks along the way, 1 for the queen, 4 as the Ultimate Loser.
    assert of(events, DealScored)[0].points == (2, 1, 2, 8)


def test_the_ultimate_loser_who_passes_with_the_last_cards():
    _, events = four_player_hand(last="pass")
    assert of(events, UltimateLoserFound) == [UltimateLoserFound(3, 4)]
    assert of(events, DealScored)[0].points == (2, 1, 2, 8)


@pytest.mark.parametrize("penalty", [0, 1, 7, 20])
def test_the_penalty_is_an_option(penalty):
    s = game("AS", "KS", "QS", spare="2C", penalty=penalty)
    events = act(s, "AS", "KS")
    assert of(events, UltimateLoserFound) == [UltimateLoserFound(2, penalty)]
    assert s.scores == (0, 1, penalty)
    assert s.view(0).penalty == penalty


def test_the_ultimate_loser_deals_the_next_hand_and_his_left_neighbour_leads():
    second = deal("2D 3D", "4D 5D", "6D 7D", spare="8D")
    s = game("AS", "KS", "QS", spare="2C", more=(second,))
    events = act(s, "AS", "pass", "QS")  # seat 1 is left holding the king
    assert of(events, UltimateLoserFound) == [UltimateLoserFound(1, 4)]
    dealt = of(events, Dealt)
    assert len(dealt) == 1 and (dealt[0].deal, dealt[0].dealer) == (1, 1)
    assert s.dealer == 1
    assert s.to_act == s.leader == 2
    assert s.view(2).hand == tuple(parse_cards("6D 7D"))
    assert s.view(0).drinks == (0, 0, 0)
    assert s.view(0).rounds == ()
    assert s.view(0).gin == parse_cards("8D")[0]


def test_the_ultimate_loser_deals_a_shuffled_hand_too():
    s = game("AS", "KS", "QS", spare="2C", dealer=0)  # seat 1 leads
    act(s, "KS", "pass", "AS")  # seat 2 keeps the queen
    assert s.deal_no == 1 and s.dealer == 2
    assert s.to_act == 0
    assert [len(h) for h in s.deal_record().hands] == [17, 17, 17]


# ---- the end of the game ----------------------------------------------------------------------

def two_hands(**options: object) -> UltimateLoserState:
    """Two hand-made hands for three players (see the test below)."""
    options.setdefault("hands", 2)
    return game("AS", "KS", "QS", spare="2C",
                more=(deal("4H", "3H", "2H", spare="5H"),), **options)


def test_the_game_ends_after_its_hands_with_the_fewest_drinks_winning():
    s = two_hands()
    events = act(s, "AS", "KS")  # seat 1 drinks 1 for the lowest play, seat 2 4 as the loser
    assert not s.is_over and not of(events, GameOver)
    assert s.dealer == 2 and s.to_act == 0
    events = act(s, "4H", "3H")  # the same again
    assert s.is_over and s.phase is Phase.GAME_OVER
    assert s.scores == (0, 2, 8)
    assert of(events, GameOver) == [GameOver((0,), (0, 2, 8))]
    assert s.winners == (0,)
    assert s.to_act == -1


def test_a_tie_for_the_fewest_drinks_shares_the_win():
    s = game("AS", "KS", "QS", "JS", spare="2C", hands=1)
    events = act(s, "AS", "KS", "QS")  # the queen is lowest, the jack last
    assert s.scores == (0, 0, 1, 4)
    assert of(events, GameOver) == [GameOver((0, 1), (0, 0, 1, 4))]


def test_the_game_counts_from_the_scores_it_starts_with():
    s = game("AS", "KS", "QS", spare="2C", hands=1, scores=[3, 0, 0])
    act(s, "AS", "KS")
    assert s.scores == (3, 1, 4)
    assert s.winners == (1,)
    assert s.sheet[-1].points == (0, 1, 4)


@pytest.mark.parametrize("hands", [1, 2, 3])
def test_a_game_has_as_many_hands_as_the_option_says(hands):
    s = RULES.new_game({"hands": hands}, 5, 4)
    pick = random.Random(hands)
    while not s.is_over:
        assert s.view(0).hands_in_game == hands
        s.apply(pick.choice(s.legal_actions()))
    assert [d.deal for d in s.sheet] == list(range(hands))
    assert all(d.marks.count(UL) == 1 for d in s.sheet)


# ---- open-ended games -------------------------------------------------------------------------

def test_an_open_ended_game_goes_on_past_five_hands():
    s = RULES.new_game(None, 9, 3, "open-ended")
    pick = random.Random(9)
    while s.deal_no < 7:
        legal = s.legal_actions()
        assert END_GAME not in legal
        assert s.is_legal(END_GAME) and s.why_illegal(END_GAME) is None
        s.apply(pick.choice(legal))
    assert not s.is_over
    assert len(s.sheet) == 7
    assert s.view(0).hands_in_game == 0


def test_ending_an_open_ended_game_files_the_drinks_of_the_hand_in_play():
    s = two_hands(hands=0)
    act(s, "AS", "KS")
    act(s, "4H", "pass", "pass")  # seats 1 and 2 drink for passing
    assert s.view(0).drinks == (0, 1, 1)
    events = act(s, "end")
    scored = of(events, DealScored)
    assert len(scored) == 1
    assert (scored[0].deal, scored[0].points, scored[0].marks) == (1, (0, 1, 1), ())
    assert s.scores == (0, 2, 5)
    assert of(events, GameOver) == [GameOver((0,), (0, 2, 5))]
    assert s.is_over and s.legal_actions() == []
    assert len(s.sheet) == 2 and s.sheet[1] == scored[0]
    assert s.sheet[0].marks == ("", "", UL)


def test_ending_a_hand_without_drinks_files_nothing():
    s = two_hands(hands=0)
    act(s, "AS", "KS")
    events = act(s, "end")
    assert of(events, DealScored) == []
    assert len(s.sheet) == 1
    assert of(events, GameOver) == [GameOver((0,), (0, 1, 4))]


def test_an_open_ended_game_can_end_during_rock_paper_scissors():
    s = game("AS", "KS", "QS", "JS", spare="2C", hands=0)
    act(s, "AS", "KS", "pass", "pass", "rock")
    assert s.phase is Phase.ROCK_PAPER_SCISSORS
    events = act(s, "end")
    assert of(events, DealScored)[0].points == (0, 1, 1, 1)
    assert s.winners == (0,)


# ---- the scoresheet ---------------------------------------------------------------------------

def test_the_scoresheet_keeps_each_hands_drinks_totals_rounds_won_and_loser():
    s, events = four_player_hand(hands=2)
    sheet = of(events, DealScored)
    assert s.sheet == sheet
    assert sheet == [DealScored(0, (2, 1, 2, 8), (2, 1, 2, 8), (0, 1, 2, 0), None,
                                ("", "", "", UL), 0)]
    assert s.view(1).scores == (2, 1, 2, 8)
    assert s.view(1).drinks == (0, 0, 0, 0)


def test_the_scoresheet_adds_hand_after_hand():
    s = two_hands()
    act(s, "AS", "KS", "4H", "3H")
    assert [d.points for d in s.sheet] == [(0, 1, 4), (0, 1, 4)]
    assert [d.scores for d in s.sheet] == [(0, 1, 4), (0, 2, 8)]
    assert [d.marks for d in s.sheet] == [("", "", UL), ("", "", UL)]
    assert [d.taken for d in s.sheet] == [(1, 0, 0), (1, 0, 0)]


def test_the_view_counts_this_hands_drinks_as_they_come():
    s = game("9C 7D", "2C 8D", "KS 9D", "QS 10D", spare="2H")
    act(s, "9C", "2C", "pass", "pass")
    assert s.view(3).drinks == (0, 1, 1, 1)
    act(s, "7D", "8D", "9D", "10D")  # seat 0 leads again; its seven is the lowest play
    assert s.view(3).drinks == (1, 1, 1, 1)
