"""What a seat sees of Black Lady's events: its own cards and passes, never another's, and the
kitty only when it took it under rules that let the taker look."""

from __future__ import annotations

from cardtable.engine.cards import parse_card, parse_cards
from cardtable.engine.events import Dealt, PassChosen, Passed, TrickWon
from cardtable.engine.visibility import HIDDEN
from cardtable.games.black_lady.events import KittyTaken

from ...engine.deals import game, play


def test_a_seat_sees_only_its_own_hidden_cards():
    s = game("2C 3C 4C 5C", "2D 3D 4D 5D", "2H 3H 4H 5H", "2S 3S 4S 5S", passing="left")
    (dealt,) = s.events_for(0, s.initial_events())
    assert isinstance(dealt, Dealt)
    assert dealt.hands[0] == tuple(parse_cards("2C 3C 4C 5C"))
    assert all(set(h) == {HIDDEN} for h in dealt.hands[1:])
    events = play(s, "2C 3C 4C 2D 3D 4D 2H 3H 4H 2S 3S 4S")
    shown = s.events_for(0, events)
    chosen = [e for e in shown if isinstance(e, PassChosen)]
    assert [e.card for e in chosen[3:]] == [HIDDEN] * 9
    passed = next(e for e in shown if isinstance(e, Passed))
    visible = {(g, r): cards for g, r, cards in passed.transfers}
    assert visible[(0, 1)] == tuple(parse_cards("2C 3C 4C"))
    assert visible[(3, 0)] == tuple(parse_cards("2S 3S 4S"))
    assert visible[(1, 2)] == (HIDDEN,) * 3


def test_an_unseen_kitty_stays_face_down_and_its_points_hidden():
    for kitty_seen, seat in ((False, 1), (True, 0)):  # the rules, or the seat, keep it closed
        s = game("2C 3D", "AC 4D", "9C TC", "KC 5D", kitty="QS 2H", kitty_seen=kitty_seen)
        shown = s.events_for(seat, play(s, "2C AC 9C KC"))
        taken = next(e for e in shown if isinstance(e, KittyTaken))
        won = next(e for e in shown if isinstance(e, TrickWon))
        assert taken.seat == 1 and taken.cards == (HIDDEN, HIDDEN)
        assert won.points == 0 and won.extra == (HIDDEN, HIDDEN)


def test_a_taker_who_may_look_sees_the_kitty_and_its_points():
    s = game("2C 3D", "AC 4D", "9C TC", "KC 5D", kitty="QS 2H", kitty_seen=True)
    shown = s.events_for(1, play(s, "2C AC 9C KC"))
    taken = next(e for e in shown if isinstance(e, KittyTaken))
    won = next(e for e in shown if isinstance(e, TrickWon))
    assert set(taken.cards) == set(won.extra) == set(parse_cards("QS 2H"))
    assert won.points == 14 and parse_card("QS") in won.extra
