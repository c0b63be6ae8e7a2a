"""What each U-G-O card is for: Attack/Defense card, equip or special card, and its values.

Ranks 2–7 of ♣ ♥ ♠ are Attack/Defense cards: ♣ attack and defend at face value, ♠ attack
double, ♥ defend double. Ranks 2–7 of ♦ are equips, each adding half its face value (rounded
down) to both values of the card it is tucked under. 8 to the ace of every suit are special.

>>> from ...engine.cards import parse_card
>>> base_values(parse_card("5S")), base_values(parse_card("4H")), bonus(parse_card("7D"))
((10, 5), (4, 8), 3)
>>> equipped_values(parse_card("5S"), 2), equipped_values(parse_card("5S"), 2, before=True)
((12, 7), (14, 7))
>>> [role(parse_card(t)) for t in ("2C", "7D", "8D", "AS")]
['ad', 'equip', 'special', 'special']
"""

from __future__ import annotations

from ...engine.cards import ACE, DIAMONDS, HEARTS, JACK, KING, QUEEN, SPADES, TEN, Card, rank, suit

EIGHT, NINE = 6, 7  # rank indices (0 is the two)
SPECIAL_RANKS = (EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE)
SACRIFICE_RANKS = (4, 5)  # a 6 or a 7 needs one of its player's own cards given up
SPECIAL_NAMES = {ACE: "Ace", KING: "King", QUEEN: "Queen", JACK: "Jack", TEN: "Ten",
                 NINE: "Nine", EIGHT: "Eight"}


def face_value(card: Card) -> int:
    """The number on a card from 2 to 7 (higher ranks are special and have none)."""
    return rank(card) + 2


def role(card: Card) -> str:
    """"ad" for an Attack/Defense card, "equip" or "special"."""
    if rank(card) >= EIGHT:
        return "special"
    return "equip" if suit(card) == DIAMONDS else "ad"


def base_values(card: Card) -> tuple[int, int]:
    """An Attack/Defense card's attack and defence before equips."""
    return _doubled(card, face_value(card))


def equipped_values(card: Card, extra: int, before: bool = False) -> tuple[int, int]:
    """An Attack/Defense card's attack and defence with equips adding ``extra`` in all: to the
    values once doubled, or with ``before`` (the "equips" house rule) to the rank, which is
    then doubled with it."""
    if before:
        return _doubled(card, face_value(card) + extra)
    a, d = base_values(card)
    return a + extra, d + extra


def _doubled(card: Card, value: int) -> tuple[int, int]:
    """Attack and defence from one number: ♠ double the attack, ♥ the defence."""
    s = suit(card)
    return (2 * value if s == SPADES else value, 2 * value if s == HEARTS else value)


def bonus(card: Card) -> int:
    """What an equip adds to attack and to defence."""
    return face_value(card) // 2


def needs_sacrifice(card: Card) -> bool:
    """Whether playing this Attack/Defense card costs one of the player's cards on the table."""
    return rank(card) in SACRIFICE_RANKS


def leaves_the_game(card: Card) -> bool:
    """A Queen, once played or discarded, is out of the game rather than on a discard pile."""
    return rank(card) == QUEEN


__all__ = ["ACE", "EIGHT", "JACK", "KING", "NINE", "QUEEN", "SPECIAL_RANKS", "TEN"]
