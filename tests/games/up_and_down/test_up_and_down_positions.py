"""Up and Down started part-way (``RULES.position``, as the world sampler starts its worlds):
the deal's number places it in the schedule, so the next deal has the schedule's size and the
last deal ends the game."""

from __future__ import annotations

from cardtable.engine.cards import SPADES
from cardtable.engine.positions import Position
from cardtable.games.up_and_down.rules import RULES, Deal

OPTIONS = {"max_cards": 3}


def dealt(size: int) -> Deal:
    """Three hands of ``size`` cards from the top of the deck, the rest the stock; spades are
    trumps."""
    deck = RULES.new_game(OPTIONS, 1, 3).table.deck
    hands = tuple(tuple(deck[seat * size:(seat + 1) * size]) for seat in range(3))
    return Deal(hands, tuple(deck[3 * size:]), SPADES)


def test_the_deal_s_number_places_it_in_the_schedule():
    schedule = RULES.new_game(OPTIONS, 1, 3).table.schedule
    for number, size in enumerate(schedule):
        state = RULES.position(OPTIONS, 3, Position(dealt(size), number, 2, (1, 0, -1), 4))
        assert (state.view(0).deal_number, state.view(0).cards_this_deal) == (number, size)
        while not state.sheet:
            state.step(state.legal_actions()[0])
        if number + 1 < len(schedule):
            assert state.deal_no == number + 1
            assert state.cards_this_deal == schedule[number + 1]
        else:
            assert state.is_over
