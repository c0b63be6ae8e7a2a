"""Knock-Out's rules on hand-made deals: the turn skips a seat that is out, a seat that takes
no trick is knocked out, the dealer and the leader are seats still in, and the game ends with
one left or after the one-card deal."""

from __future__ import annotations

import pytest

from cardtable import sim
from cardtable.engine.cards import parse_cards
from cardtable.engine.events import DealScored, GameOver, TrickWon
from cardtable.engine.protocol import IllegalAction, OptionError

from .events import KnockedOut
from .options import MARK_OUT
from .rules import RULES
from .state import Deal


def deal(*hands: str) -> Deal:
    return Deal(tuple(tuple(parse_cards(h)) if h else () for h in hands))


def test_a_seat_without_a_trick_is_knocked_out_and_skipped_from_then_on():
    state = RULES.new_game({"first_hand": 2}, 1, 3, dealer=2,
                           deals=[deal("AS KS", "2H 3H", "QS 4D")])
    assert state.to_act == 0  # the dealer's left
    events = []
    for card in parse_cards("AS 2H QS KS 3H 4D"):
        events += state.apply(card)
    knocked = [e for e in events if isinstance(e, KnockedOut)]
    assert [e.seat for e in knocked] == [1, 2]
    (scored,) = [e for e in events if isinstance(e, DealScored)]
    assert scored.marks == ("", MARK_OUT, MARK_OUT)
    assert state.is_over and state.winners == (0,)
    assert isinstance(events[-1], GameOver)


def test_the_trick_is_as_big_as_the_seats_in_play_and_the_turn_skips_the_out():
    state = RULES.new_game({"first_hand": 3}, 5, 4, dealer=3, deals=[
        deal("AS AH 2C", "2S 3S 4S", "KS 2H 3C", "5S 6S 7S"),
        deal("KC QC", "", "JC 10C", "")])
    for card in parse_cards("AS 2S KS 5S AH 3S 2H 6S 2C 4S 3C 7S"):
        state.apply(card)  # seat 0 takes two tricks, seat 2 the last (3♣ over 2♣)
    view = state.view(0)
    assert view.in_play == (0, 2) and view.hand_size == 2
    assert view.hand_sizes == (2, 0, 2, 0)
    assert (state.dealer, state.to_act) == (0, 2)  # the dealer's left, past the seat out
    state.apply(parse_cards("JC")[0])
    assert state.to_act == 0  # seat 3 is out
    events = state.apply(parse_cards("KC")[0])
    (won,) = [e for e in events if isinstance(e, TrickWon)]
    assert (won.winner, len(won.cards)) == (0, 2)  # a trick of the two seats in play


def test_the_dealer_is_a_seat_still_in_play():
    state = RULES.new_game({"first_hand": 2}, 2, 3, dealer=0,
                           deals=[deal("AS 2H", "2S 3S", "KS AH"), deal("AC", "", "AD")])
    assert state.to_act == 1
    for card in parse_cards("2S KS AS 2H 3S AH"):
        state.apply(card)  # seat 0 takes the spades, seat 2 the hearts, seat 1 nothing
    assert state.view(0).in_play == (0, 2)
    assert state.dealer == 2  # seat 1 would have dealt, but it is out
    assert state.to_act == 0


def test_a_card_not_following_suit_is_refused_with_the_suit():
    state = RULES.new_game({"first_hand": 2}, 1, 3, dealer=2,
                           deals=[deal("AS KH", "2S 3H", "QS 4D")])
    state.apply(parse_cards("AS")[0])
    with pytest.raises(IllegalAction, match="follow suit"):
        state.apply(parse_cards("3H")[0])


def test_a_first_deal_bigger_than_the_deck_allows_is_refused():
    with pytest.raises(OptionError):
        RULES.validate({"first_hand": 11}, 4)
    with pytest.raises(ValueError):
        RULES.new_game({"first_hand": 10}, 1, 5, deals=[deal("AS", "KS", "QS", "JS", "10S")])


def test_the_simulator_marks_who_was_knocked_out_with_the_game_s_own_symbol(capsys):
    assert sim.main(["--game", "knock-out", "--players", "4", "--games", "1", "--seed", "2",
                     "--option", "first_hand=3"]) == 0
    text = capsys.readouterr().out
    row = next(line for line in text.splitlines() if line.strip().startswith("1 "))
    assert row.split()[1:] == ["+0k", "0", "+3", "3", "+0k", "0", "+0k", "0"]
    assert "winner: 1:rule   (k knocked out)" in text
