"""Cards as integers: reading and writing them, bitmask hands, decks, and the shared trick rules.

Expected numbers come from the documented encoding: a face is ``suit * 13 + rank`` with the
suits ordered ♣ ♦ ♥ ♠ and ranks from the two (0) to the ace (12); the joker's face is 52; a
second deck's card sits 64 numbers above the first deck's.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable.engine.cards import (
    ACE,
    CLUBS,
    DIAMONDS,
    HEARTS,
    JACK,
    KING,
    QUEEN,
    SEVEN,
    SPADES,
    SUIT_MASKS,
    SUITS,
    TEN,
    TWO,
    CardParseError,
    cards_of,
    copy_of,
    count,
    face,
    format_card,
    format_cards,
    is_card,
    is_joker,
    iter_cards,
    joker,
    make_card,
    mask_of,
    multi_deck,
    parse_card,
    parse_cards,
    rank,
    short_deck,
    sort_key,
    standard_deck,
    suit,
    suit_mask,
    with_jokers,
    without,
)
from cardtable.engine.tricks import (
    cancellation_winner,
    cancelled_faces,
    follow_mask,
    must_trump_mask,
    trick_winner,
)

SECOND = 64  # how far a second deck's copy of a card sits above the first deck's


def encoded(rank_index: int, suit_index: int, deck: int = 0) -> int:
    """The card number the encoding documents, worked out by hand rather than by the module."""
    return deck * SECOND + suit_index * 13 + rank_index


def cs(text: str) -> list[int]:
    return parse_cards(text)


# ---- reading and writing ------------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Q♠", encoded(10, 3)),
        ("QS", encoded(10, 3)),
        ("qs", encoded(10, 3)),
        ("  Qs ", encoded(10, 3)),
        ("10H", encoded(8, 2)),
        ("10♥", encoded(8, 2)),
        ("TH", encoded(8, 2)),
        ("th", encoded(8, 2)),
        ("2C", 0),
        ("2♣", 0),
        ("AC", 12),
        ("2D", 13),
        ("A♦", 25),
        ("2H", 26),
        ("2S", 39),
        ("AS", 51),
        ("J♤", encoded(9, 3)),
        ("K♡", encoded(11, 2)),
        ("3♢", encoded(1, 1)),
        ("7♧", encoded(5, 0)),
    ],
)
def test_parse_card_reads_every_spelling(text, expected):
    assert parse_card(text) == expected


@pytest.mark.parametrize("text", ["Joker", "joker", "JOKER", "JK"])
def test_parse_card_reads_the_joker(text):
    assert parse_card(text) == 52
    assert parse_card(text, copy=1) == 52 + SECOND
    assert is_joker(parse_card(text))


def test_parse_card_with_a_copy_marks_the_deck():
    assert parse_card("QS", copy=1) == encoded(10, 3, deck=1)
    assert parse_card("2C", copy=3) == 3 * SECOND


@pytest.mark.parametrize(
    ("card", "text"),
    [
        (encoded(10, 3), "Q♠"),
        (encoded(8, 2), "10♥"),
        (encoded(0, 0), "2♣"),
        (encoded(12, 1), "A♦"),
        (encoded(9, 3, deck=1), "J♠"),
        (52, "Joker"),
        (52 + SECOND, "Joker"),
    ],
)
def test_format_card_writes_rank_then_suit_symbol(card, text):
    assert format_card(card) == text


@pytest.mark.parametrize("number", [-1, 53, 63, 64 + 53, 4 * SECOND, 1000])
def test_format_card_refuses_a_number_that_names_no_card(number):
    assert not is_card(number)
    with pytest.raises(ValueError):
        format_card(number)


def test_is_card_accepts_every_face_and_joker_of_four_decks_only():
    accepted = [n for n in range(-5, 5 * SECOND) if is_card(n)]
    assert accepted == [deck * SECOND + f for deck in range(4) for f in range(53)]
    assert not is_card(True)
    assert not is_card("QS")


def test_format_cards_joins_with_spaces_in_the_given_order():
    assert format_cards([encoded(12, 3), encoded(0, 0), 52]) == "A♠ 2♣ Joker"
    assert format_cards([]) == ""


def test_parse_cards_keeps_the_written_order_and_accepts_commas():
    assert parse_cards("10h, 2c AS") == [encoded(8, 2), encoded(0, 0), encoded(12, 3)]
    assert parse_cards("  ") == []
    assert parse_cards("QS", copy=1) == [encoded(10, 3, deck=1)]


ALL_TWO_DECKS = [*multi_deck(2), joker(0), joker(1)]


@pytest.mark.parametrize("card", ALL_TWO_DECKS)
def test_every_card_of_two_decks_survives_printing_and_parsing(card):
    symbol_text = format_card(card)
    assert parse_card(symbol_text, copy=copy_of(card)) == card
    if not is_joker(card):
        letter_text = symbol_text[:-1] + "CDHS"[suit(card)]
        assert parse_card(letter_text, copy=copy_of(card)) == card
        assert parse_card(letter_text.lower(), copy=copy_of(card)) == card


def test_printing_two_decks_gives_each_face_name_exactly_twice():
    names = [format_card(c) for c in multi_deck(2)]
    assert len(set(names)) == 52
    assert all(names.count(n) == 2 for n in set(names))


@pytest.mark.parametrize(
    "text",
    ["", " ", "Q", "S", "QX", "ZS", "11H", "0H", "10", "Q♠♠", "QQS", "JOKERS", "Q S", "♠Q",
     "1O H", "KH,"],
)
def test_unreadable_texts_raise_card_parse_error(text):
    with pytest.raises(CardParseError):
        parse_card(text)


def test_card_parse_error_is_a_value_error_and_names_the_text():
    with pytest.raises(ValueError, match="QX"):
        parse_card("QX")


def test_parse_cards_fails_on_the_first_bad_word():
    with pytest.raises(CardParseError, match="XX"):
        parse_cards("2C XX 3C")


# ---- card helpers -------------------------------------------------------------------------

@pytest.mark.parametrize("deck", [0, 1, 3])
@pytest.mark.parametrize("s", SUITS)
@pytest.mark.parametrize("r", range(13))
def test_make_card_and_its_inverses(r, s, deck):
    card = make_card(r, s, deck)
    assert card == encoded(r, s, deck)
    assert (rank(card), suit(card), copy_of(card)) == (r, s, deck)
    assert face(card) == encoded(r, s)
    assert not is_joker(card)


def test_joker_has_no_suit_and_ranks_above_the_ace():
    for deck in range(4):
        j = joker(deck)
        assert is_joker(j)
        assert suit(j) == -1
        assert rank(j) == 13 > ACE
        assert face(j) == 52
        assert copy_of(j) == deck


def test_rank_constants_follow_the_documented_order():
    assert [TWO, SEVEN, TEN, JACK, QUEEN, KING, ACE] == [0, 5, 8, 9, 10, 11, 12]
    assert [CLUBS, DIAMONDS, HEARTS, SPADES] == [0, 1, 2, 3]


def test_suit_mask_holds_exactly_the_suit_in_the_chosen_decks():
    for s in SUITS:
        one = suit_mask(s, copies=1)
        assert cards_of(one) == [encoded(r, s) for r in range(13)]
        two = suit_mask(s, copies=2)
        assert cards_of(two) == [encoded(r, s) for r in range(13)] + [
            encoded(r, s, 1) for r in range(13)
        ]
        assert all(SUIT_MASKS[s] >> c & 1 for c in cards_of(two))
        assert not SUIT_MASKS[s] >> joker(0) & 1
    union = 0
    for s in SUITS:
        assert union & SUIT_MASKS[s] == 0
        union |= SUIT_MASKS[s]
    assert count(union & mask_of(multi_deck(2))) == 104


def test_sort_key_orders_by_suit_then_rank_then_deck():
    hand = [encoded(12, 3, 1), encoded(12, 3), encoded(0, 0, 1), encoded(11, 2), encoded(0, 0)]
    ordered = sorted(hand, key=sort_key)
    assert ordered == [encoded(0, 0), encoded(0, 0, 1), encoded(11, 2), encoded(12, 3),
                       encoded(12, 3, 1)]


# ---- bitmask hands ------------------------------------------------------------------------

def test_mask_of_sets_one_bit_per_card_and_ignores_repeats():
    assert mask_of([]) == 0
    assert mask_of([0]) == 1
    assert mask_of([3, 0, 3]) == 0b1001
    assert mask_of([64]) == 1 << 64


def test_cards_of_lists_ascending_across_chunk_and_deck_boundaries():
    cards = [127, 116, 65, 64, 63, 52, 51, 39, 26, 25, 13, 12, 1, 0, 200, 255]
    assert cards_of(mask_of(cards)) == sorted(cards)
    assert list(iter_cards(mask_of(cards))) == sorted(cards)
    assert cards_of(0) == []
    assert count(mask_of(cards)) == len(cards)


def test_cards_of_is_stable_when_called_twice_on_the_same_chunk():
    m = mask_of([13 + 2, 13 + 5, 64 + 13 + 2])
    assert cards_of(m) == [15, 18, 79]
    assert cards_of(m) == [15, 18, 79]


@given(st.sets(st.integers(min_value=0, max_value=255)))
def test_mask_round_trip_for_any_set_of_cards(cards):
    m = mask_of(cards)
    assert cards_of(m) == sorted(cards)
    assert list(iter_cards(m)) == sorted(cards)
    assert count(m) == len(cards)


# ---- decks --------------------------------------------------------------------------------

def test_standard_deck_is_the_52_faces_in_order():
    deck = standard_deck()
    assert deck == list(range(52))
    assert {(suit(c), rank(c)) for c in deck} == {(s, r) for s in range(4) for r in range(13)}
    assert standard_deck(copy=1) == [c + SECOND for c in range(52)]


def test_short_deck_keeps_seven_to_ace_in_each_suit():
    deck = short_deck()
    assert len(deck) == 32
    assert len(set(deck)) == 32
    assert all(rank(c) >= SEVEN for c in deck)
    for s in SUITS:
        assert sorted(rank(c) for c in deck if suit(c) == s) == list(range(SEVEN, ACE + 1))
    assert len(short_deck(lowest_rank=TEN)) == 20


def test_multi_deck_two_has_104_distinct_cards_each_face_twice():
    deck = multi_deck(2)
    assert len(deck) == 104
    assert len(set(deck)) == 104
    for f in range(52):
        assert sorted(c for c in deck if face(c) == f) == [f, f + SECOND]
    assert {copy_of(c) for c in deck} == {0, 1}
    assert multi_deck(1) == standard_deck()


def test_with_jokers_adds_one_joker_per_deck_copy():
    deck = with_jokers(standard_deck(), 2)
    assert len(deck) == 54
    assert deck[-2:] == [52, 52 + SECOND]
    assert with_jokers(standard_deck(), 0) == standard_deck()


def test_without_removes_the_named_cards_and_keeps_the_order():
    deck = standard_deck()
    removed = cs("2C 2D 3C")
    rest = without(deck, removed)
    assert rest == [c for c in deck if c not in removed]
    assert len(rest) == 49


def test_without_takes_the_higher_copy_first():
    deck = multi_deck(2)
    two_clubs = encoded(0, 0)
    once = without(deck, [two_clubs])
    assert two_clubs in once
    assert two_clubs + SECOND not in once
    assert len(once) == 103
    twice = without(deck, [two_clubs, two_clubs])
    assert two_clubs not in twice
    assert two_clubs + SECOND not in twice
    # Naming the second deck's copy still means "one card of that face".
    assert without(deck, [two_clubs + SECOND]) == once


def test_without_removes_cards_one_per_entry_in_the_given_order():
    deck = multi_deck(2)
    two_clubs, two_hearts = cs("2C 2H")
    rest = without(deck, [two_clubs, two_hearts, two_clubs])
    assert set(deck) - set(rest) == {two_clubs, two_hearts + SECOND, two_clubs + SECOND}
    assert rest == [c for c in deck if c in set(rest)]


def test_without_refuses_a_card_that_is_not_there():
    with pytest.raises(ValueError):
        without(standard_deck(), cs("2C 2C"))
    with pytest.raises(ValueError):
        without(short_deck(), cs("2C"))


# ---- trick rules --------------------------------------------------------------------------

def test_trick_winner_without_trumps_is_the_highest_of_the_led_suit():
    assert trick_winner(cs("5H KH 2S AH"), HEARTS) == 3
    assert trick_winner(cs("5H AS AD 2H"), HEARTS) == 0
    assert trick_winner(cs("9C 10C 3C"), CLUBS) == 1


def test_trick_winner_with_trumps_goes_to_the_highest_trump():
    assert trick_winner(cs("5H KH 2S AH"), HEARTS, trump=SPADES) == 2
    assert trick_winner(cs("5H 3S KS AH"), HEARTS, trump=SPADES) == 2
    assert trick_winner(cs("5H KH AD AH"), HEARTS, trump=SPADES) == 3
    # A trump lead is simply the led suit and the highest trump wins.
    assert trick_winner(cs("3S 2S QS"), SPADES, trump=SPADES) == 2


def test_trick_winner_gives_identical_cards_to_the_first_played():
    ace = encoded(12, 2)
    assert trick_winner([encoded(3, 2), ace, ace + SECOND], HEARTS) == 1
    assert trick_winner([encoded(3, 2), ace + SECOND, ace], HEARTS) == 1


def test_trick_winner_never_gives_the_trick_to_a_joker():
    assert trick_winner([encoded(2, 0), joker(0)], CLUBS) == 0
    assert trick_winner([encoded(2, 0), joker(0)], CLUBS, trump=SPADES) == 0


def test_follow_mask_keeps_the_led_suit_or_frees_a_void_hand():
    hand = mask_of(cs("2C 9C KH 3S"))
    assert cards_of(follow_mask(hand, CLUBS)) == cs("2C 9C")
    assert cards_of(follow_mask(hand, SPADES)) == cs("3S")
    assert follow_mask(hand, DIAMONDS) == hand
    second = mask_of([encoded(4, 1, 1), encoded(0, 0)])
    assert cards_of(follow_mask(second, DIAMONDS)) == [encoded(4, 1, 1)]


def test_must_trump_mask_forces_a_trump_only_when_void():
    hand = mask_of(cs("2C 9C KH 3S 7S"))
    assert cards_of(must_trump_mask(hand, CLUBS, SPADES)) == cs("2C 9C")
    assert cards_of(must_trump_mask(hand, DIAMONDS, SPADES)) == cs("3S 7S")
    assert must_trump_mask(hand, DIAMONDS, None) == hand
    no_trumps = mask_of(cs("2C KH"))
    assert must_trump_mask(no_trumps, DIAMONDS, SPADES) == no_trumps


def test_cancellation_winner_without_a_pair_is_the_plain_winner():
    assert cancellation_winner(cs("5H KH 2S AH"), HEARTS) == 3


def test_cancellation_winner_skips_a_cancelled_top_card():
    ace, king = encoded(12, 2), encoded(11, 2)
    trick = [king, ace, encoded(4, 0), ace + SECOND]
    assert cancelled_faces(trick) == {ace}
    assert cancellation_winner(trick, HEARTS) == 0


def test_cancellation_winner_is_none_when_every_led_card_cancels():
    five = encoded(3, 2)
    trick = [five, encoded(12, 0), five + SECOND, encoded(12, 3)]
    assert cancellation_winner(trick, HEARTS) is None


def test_cancellation_winner_is_none_when_two_pairs_cancel():
    five, nine, ace = encoded(3, 2), encoded(7, 0), encoded(12, 2)
    trick = [five, nine, five + SECOND, nine + SECOND, ace]
    assert cancelled_faces(trick) == {five, nine}
    assert cancellation_winner(trick, HEARTS) is None


def test_cancellation_of_an_off_suit_pair_leaves_the_led_suit_to_win():
    king_clubs = encoded(11, 0)
    trick = [encoded(0, 2), king_clubs, king_clubs + SECOND]
    assert cancellation_winner(trick, HEARTS) == 0
