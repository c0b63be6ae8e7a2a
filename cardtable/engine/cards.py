"""Cards as small integers, hands as bitmasks, and the decks the games are dealt from.

A card is an ``int``: the low six bits are its *face* and the bits above them are the *copy*
(which deck of several it came from, or in U-G-O which player owns it). Faces 0–51 are the
ordinary cards, suit-major in the order ♣ ♦ ♥ ♠ and rank-minor from 2 up to the ace, and face
52 is the joker. With one deck a card and its face are the same number, so the common case pays
nothing for the rare one.

A set of cards is an ``int`` bitmask with bit ``card`` set for each card in it. Searching
programs copy hands by the thousand, and an ``int`` copies, compares and intersects in one step.

>>> format_card(parse_card("QS"))
'Q♠'
>>> [format_card(c) for c in cards_of(mask_of(parse_cards("10h 2c AS")))]
['2♣', '10♥', 'A♠']
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

Card = int
Mask = int

CLUBS, DIAMONDS, HEARTS, SPADES = 0, 1, 2, 3
SUITS = (CLUBS, DIAMONDS, HEARTS, SPADES)
SUIT_SYMBOLS = ("♣", "♦", "♥", "♠")
SUIT_LETTERS = ("C", "D", "H", "S")
RANK_NAMES = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
# Rank indices: 0 is the two, 12 the ace.
TWO, THREE, SEVEN, TEN, JACK, QUEEN, KING, ACE = 0, 1, 5, 8, 9, 10, 11, 12

JOKER_FACE = 52
COPY_SHIFT = 6
FACE_MASK = (1 << COPY_SHIFT) - 1
MAX_COPIES = 4
RANKS_PER_SUIT = 13
SUIT_BITS = (1 << RANKS_PER_SUIT) - 1


class CardParseError(ValueError):
    """Raised when a text cannot be read as a card."""


def make_card(rank: int, suit: int, copy: int = 0) -> Card:
    """Return the card of ``rank`` (0 = two … 12 = ace) and ``suit``, from deck ``copy``."""
    return (copy << COPY_SHIFT) | (suit * RANKS_PER_SUIT + rank)


def joker(copy: int = 0) -> Card:
    """Return the joker of deck ``copy``."""
    return (copy << COPY_SHIFT) | JOKER_FACE


def face(card: Card) -> int:
    """Return the face of a card: which of the 53 pictures it shows, whatever deck it is from."""
    return card & FACE_MASK


def copy_of(card: Card) -> int:
    """Return which deck (or owner) a card comes from."""
    return card >> COPY_SHIFT


def suit(card: Card) -> int:
    """Return the suit of a card; the joker has none and answers -1."""
    f = card & FACE_MASK
    return -1 if f == JOKER_FACE else f // RANKS_PER_SUIT


def rank(card: Card) -> int:
    """Return the rank index of a card (0 = two … 12 = ace); the joker ranks 13, above all."""
    f = card & FACE_MASK
    return RANKS_PER_SUIT if f == JOKER_FACE else f % RANKS_PER_SUIT


def is_joker(card: Card) -> bool:
    """Tell whether a card is a joker."""
    return card & FACE_MASK == JOKER_FACE


def suit_mask(s: int, copies: int = MAX_COPIES) -> Mask:
    """Return the bitmask of every card of suit ``s`` in the first ``copies`` decks."""
    block = SUIT_BITS << (s * RANKS_PER_SUIT)
    return sum(block << (c << COPY_SHIFT) for c in range(copies))


SUIT_MASKS: tuple[Mask, ...] = tuple(suit_mask(s) for s in SUITS)


def is_card(value: object) -> bool:
    """Tell whether a value is a card number: a face from 0 to 52 in one of the four decks."""
    return (
        isinstance(value, int)
        and not isinstance(value, bool)
        and 0 <= value < MAX_COPIES << COPY_SHIFT
        and value & FACE_MASK <= JOKER_FACE
    )


def format_card(card: Card) -> str:
    """Write a card as people do: rank then suit symbol ("10♥", "Q♠"), or "Joker"."""
    if not is_card(card):
        raise ValueError(f"not a card number: {card!r}")
    if is_joker(card):
        return "Joker"
    return RANK_NAMES[rank(card)] + SUIT_SYMBOLS[suit(card)]


def format_cards(cards: Iterable[Card]) -> str:
    """Write several cards separated by spaces."""
    return " ".join(format_card(c) for c in cards)


_SUIT_BY_TEXT = {t: s for s in SUITS for t in (SUIT_SYMBOLS[s], SUIT_LETTERS[s])}
_SUIT_BY_TEXT.update({"♧": CLUBS, "♢": DIAMONDS, "♡": HEARTS, "♤": SPADES})
_RANK_BY_TEXT = {name: r for r, name in enumerate(RANK_NAMES)}
_RANK_BY_TEXT.update({"T": TEN, "1": ACE})


def parse_card(text: str, copy: int = 0) -> Card:
    """Read one card ("Q♠", "QS", "qs", "10H", "TH", "Joker"); raise CardParseError if not."""
    t = text.strip().upper()
    if t in ("JOKER", "JK", "🃏"):
        return joker(copy)
    if len(t) < 2 or t[-1] not in _SUIT_BY_TEXT or t[:-1] not in _RANK_BY_TEXT:
        raise CardParseError(f"not a card: {text!r} (write it like 'Q♠', 'QS' or '10H')")
    return make_card(_RANK_BY_TEXT[t[:-1]], _SUIT_BY_TEXT[t[-1]], copy)


def parse_cards(text: str, copy: int = 0) -> list[Card]:
    """Read cards separated by spaces or commas, in the order written."""
    return [parse_card(word, copy) for word in text.replace(",", " ").split()]


def mask_of(cards: Iterable[Card]) -> Mask:
    """Return the bitmask holding the given cards."""
    m = 0
    for c in cards:
        m |= 1 << c
    return m


_CHUNK = 13
_CHUNK_BITS = (1 << _CHUNK) - 1
_CHUNK_CARDS: dict[int, tuple[Card, ...]] = {}


def _suit_table(base: int) -> tuple[tuple[Card, ...], ...]:
    table: list[tuple[Card, ...]] = [()] * (1 << _CHUNK)
    for chunk in range(1, 1 << _CHUNK):
        high = chunk.bit_length() - 1
        table[chunk] = table[chunk ^ (1 << high)] + (base + high,)
    return tuple(table)


# Every subset of each suit of the first deck, as the ascending tuple of its cards: a legal-move
# list is one lookup per suit (built at import, about 30 ms and 3 MB).
SUIT_SUBSETS: tuple[tuple[tuple[Card, ...], ...], ...] = tuple(
    _suit_table(base) for base in (0, 13, 26, 39)
)
_T0, _T1, _T2, _T3 = SUIT_SUBSETS
_FIRST_DECK = 1 << 52


def cards_of(mask: Mask) -> list[Card]:
    """Return the cards of a bitmask in ascending order (suit-major, rank-minor)."""
    if mask < _FIRST_DECK:
        b = _CHUNK_BITS
        return [*_T0[mask & b], *_T1[mask >> 13 & b], *_T2[mask >> 26 & b], *_T3[mask >> 39]]
    return _cards_of_any(mask)


def _cards_of_any(mask: Mask) -> list[Card]:
    """Return the cards of a bitmask in ascending order (suit-major, rank-minor).

    The mask is read thirteen bits at a time through a table filled as chunks are first met:
    legal-move lists are built on every step of a search, so this is the hot path.
    """
    out: list[Card] = []
    base = 0
    while mask:
        chunk = mask & _CHUNK_BITS
        if chunk:
            key = (base << _CHUNK) | chunk
            found = _CHUNK_CARDS.get(key)
            if found is None:
                found = _CHUNK_CARDS[key] = tuple(
                    base + i for i in range(_CHUNK) if chunk >> i & 1
                )
            out.extend(found)
        mask >>= _CHUNK
        base += _CHUNK
    return out


def iter_cards(mask: Mask) -> Iterator[Card]:
    """Yield the cards of a bitmask in ascending order without building a list."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def count(mask: Mask) -> int:
    """Return how many cards a bitmask holds."""
    return mask.bit_count()


def sort_key(card: Card) -> tuple[int, int, int]:
    """Key that orders a hand as people sort it: by suit, then rank, then deck."""
    return (suit(card), rank(card), copy_of(card))


# ---- decks ---------------------------------------------------------------------------------

def standard_deck(copy: int = 0) -> list[Card]:
    """Return the 52 cards of one deck, in face order."""
    return [(copy << COPY_SHIFT) | f for f in range(52)]


def short_deck(lowest_rank: int = SEVEN, copy: int = 0) -> list[Card]:
    """Return a deck with the cards below ``lowest_rank`` removed (7 gives the 32-card deck)."""
    return [c for c in standard_deck(copy) if rank(c) >= lowest_rank]


def multi_deck(decks: int) -> list[Card]:
    """Return ``decks`` full decks shuffled together, each card marked with its deck."""
    return [c for d in range(decks) for c in standard_deck(d)]


def with_jokers(deck: list[Card], jokers: int = 1) -> list[Card]:
    """Return ``deck`` with jokers added (one per deck copy counted from 0)."""
    return deck + [joker(j) for j in range(jokers)]


def without(deck: Iterable[Card], removed: Iterable[Card]) -> list[Card]:
    """Return the deck with one card of each removed face taken out, in removal order.

    With several decks the highest deck's copy goes first, so removing 2♣ twice from two decks
    takes out both twos of clubs.
    """
    remaining = list(deck)
    for r in removed:
        matches = [c for c in remaining if c & FACE_MASK == r & FACE_MASK]
        if not matches:
            raise ValueError(f"cannot remove {format_card(r)}: not in the deck")
        remaining.remove(max(matches))
    return remaining
