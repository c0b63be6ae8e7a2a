"""Ugly started part-way (``RULES.position``, as the world sampler starts its worlds): a
position is the hand-made start ``hand_number`` gives, so the hand's number sets how many
cards pass, and the last hand ends the game."""

from __future__ import annotations

from cardtable.engine.positions import Position
from cardtable.games.ugly.rules import RULES, Deal


def dealt(hand_number: int) -> Deal:
    """The hands a seeded four-handed game deals at ``hand_number``."""
    return Deal(RULES.new_game(None, 5, 4, hand_number=hand_number).deal_record().hands)


def test_a_position_is_the_start_that_hand_number_gives():
    for number in (0, 2, 5):
        state = RULES.position(None, 4, Position(dealt(number), number, 1, (3, -2, 0, 4), 7))
        same = RULES.new_game(None, 7, 4, deals=[dealt(number)], dealer=1,
                              scores=[3, -2, 0, 4], hand_number=number)
        assert state.view(2) == same.view(2)
        assert state.view(2).pass_count == min(2 * number + 1, len(state.view(2).hand))


def test_the_game_s_last_hand_ends_the_game():
    last = RULES.new_game(None, 5, 4).hands_in_game - 1
    for number, over in ((last, True), (last - 1, False)):
        state = RULES.position(None, 4, Position(dealt(number), number, 0, (0, 0, 0, 0), 1))
        while not state.sheet:
            state.step(state.legal_actions()[0])
        assert state.sheet[0].deal == number
        assert state.is_over is over
