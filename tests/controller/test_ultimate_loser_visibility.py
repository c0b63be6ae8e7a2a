"""What the person sees of Ultimate Loser's events: the gin card and swaps are public, the other
spare cards and the others' rock-paper-scissors choices are not."""

from __future__ import annotations

from cardtable.engine.events import Dealt, GinSwapped, ShapeChosen
from cardtable.engine.games.ultimate_loser import RULES
from cardtable.engine.games.ultimate_loser.plays import PAPER
from cardtable.engine.visibility import HIDDEN, Viewer, visible_event


def test_the_deal_shows_the_gin_card_and_hides_the_other_spare_cards():
    state = RULES.new_game({}, 4, 4)  # 12 cards each, 4 left over
    dealt = state.initial_events()[0]
    assert isinstance(dealt, Dealt) and len(dealt.kitty) == 4
    seen = visible_event(dealt, Viewer(0))
    assert isinstance(seen, Dealt)
    assert seen.kitty == (state.gin, HIDDEN, HIDDEN, HIDDEN)
    assert seen.hands[0] == dealt.hands[0]
    assert all(set(h) == {HIDDEN} for h in seen.hands[1:])


def test_a_swap_is_seen_by_everyone_and_a_choice_only_by_its_maker():
    swap = GinSwapped(2, 5, 40)
    assert visible_event(swap, Viewer(0)) == swap
    choice = ShapeChosen(2, PAPER)
    assert visible_event(choice, Viewer(2)) == choice
    assert visible_event(choice, Viewer(0)) == ShapeChosen(2, HIDDEN)
