"""What a seat sees of Ultimate Loser's events: the gin card and swaps are public, the other
spare cards and the others' rock-paper-scissors choices are not."""

from __future__ import annotations

from cardtable.engine.events import Dealt
from cardtable.engine.visibility import HIDDEN
from cardtable.games.ultimate_loser.events import GinSwapped, ShapeChosen
from cardtable.games.ultimate_loser.plays import PAPER
from cardtable.games.ultimate_loser.rules import RULES


def test_the_deal_shows_the_gin_card_and_hides_the_other_spare_cards():
    state = RULES.new_game({}, 4, 4)  # 12 cards each, 4 left over
    dealt = state.initial_events()[0]
    assert isinstance(dealt, Dealt) and len(dealt.kitty) == 4
    (seen,) = state.events_for(0, [dealt])
    assert isinstance(seen, Dealt)
    assert seen.kitty == (state.gin, HIDDEN, HIDDEN, HIDDEN)
    assert seen.hands[0] == dealt.hands[0]
    assert all(set(h) == {HIDDEN} for h in seen.hands[1:])


def test_a_swap_is_seen_by_everyone_and_a_choice_only_by_its_maker():
    state = RULES.new_game({}, 4, 4)
    swap = GinSwapped(2, 5, 40)
    assert state.events_for(0, [swap]) == [swap]
    choice = ShapeChosen(2, PAPER)
    assert state.events_for(2, [choice]) == [choice]
    assert state.events_for(0, [choice]) == [ShapeChosen(2, HIDDEN)]
