"""What the played tricks tell every seat: the cards seen and the suits each seat lacks."""

from __future__ import annotations

from cardtable.engine.cards import CLUBS, HEARTS, SPADES, parse_card
from cardtable.engine.tricks import played_cards, shown_voids


def trick(*plays: str) -> tuple[tuple[int, int], ...]:
    return tuple((seat, parse_card(card)) for seat, card in enumerate(plays))


def test_played_cards_come_in_the_order_played():
    tricks = (trick("2C", "5C", "AH"), trick("KS"))
    assert played_cards(tricks) == [parse_card(c) for c in ("2C", "5C", "AH", "KS")]


def test_a_seat_that_does_not_follow_lacks_the_suit_led():
    voids = shown_voids((trick("2C", "5C", "AH"), ()), players=3)
    assert voids == [set(), set(), {CLUBS}]


def test_where_a_void_seat_must_trump_a_discard_shows_no_trumps_either():
    tricks = (trick("2C", "AH", "3S"),)
    assert shown_voids(tricks, players=3, trump=SPADES) == [set(), {CLUBS, SPADES}, {CLUBS}]
    assert shown_voids(tricks, players=3, trump=HEARTS) == [set(), {CLUBS}, {CLUBS, HEARTS}]
