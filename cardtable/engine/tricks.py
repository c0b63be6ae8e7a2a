"""What every trick game shares: following suit, trumps, the winner of a trick, cancellation.

Tricks are lists of cards in the order played; the caller keeps who played each. Functions
return positions in that list, so the same code serves every seat arrangement.

>>> from .cards import parse_cards, HEARTS, SPADES
>>> trick_winner(parse_cards("5H KH 2S AH"), HEARTS, trump=None)
3
>>> trick_winner(parse_cards("5H KH 2S AH"), HEARTS, trump=SPADES)
2
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import FACE_MASK, RANKS_PER_SUIT, SUIT_MASKS, Card, Mask


def follow_mask(hand: Mask, led_suit: int) -> Mask:
    """Return the cards a hand may play to a trick: the led suit if it holds any, else all."""
    same = hand & SUIT_MASKS[led_suit]
    return same or hand


def must_trump_mask(hand: Mask, led_suit: int, trump: int | None) -> Mask:
    """Like ``follow_mask``, but a hand void in the led suit must trump if it can."""
    same = hand & SUIT_MASKS[led_suit]
    if same:
        return same
    if trump is not None:
        trumps = hand & SUIT_MASKS[trump]
        if trumps:
            return trumps
    return hand


def _strength(card: Card, led_suit: int, trump: int | None) -> int:
    """Order cards within a trick: off-suit 0, led suit 1–13, trumps 101–113."""
    f = card & FACE_MASK
    if f >= 52:
        return 0
    s, r = divmod(f, RANKS_PER_SUIT)
    if trump is not None and s == trump:
        return 101 + r
    if s == led_suit:
        return 1 + r
    return 0


def trick_winner(cards: Sequence[Card], led_suit: int, trump: int | None = None) -> int:
    """Return the position of the winning card: the highest trump, else the highest of the led
    suit; of two identical cards (several decks) the first played wins."""
    best, best_strength = 0, -1
    for i, c in enumerate(cards):
        st = _strength(c, led_suit, trump)
        if st > best_strength:
            best, best_strength = i, st
    return best


def cancelled_faces(cards: Sequence[Card]) -> set[int]:
    """Return the faces played twice in a trick: with two decks those cards cancel each other."""
    seen: set[int] = set()
    twice: set[int] = set()
    for c in cards:
        f = c & FACE_MASK
        (twice if f in seen else seen).add(f)
    return twice


def cancellation_winner(cards: Sequence[Card], led_suit: int) -> int | None:
    """Return the winning position under cancellation, or None when nobody wins the trick.

    Identical cards cancel and cannot win; the highest uncancelled card of the led suit wins.
    Nobody wins when every card of the led suit is cancelled or when two pairs cancel.
    """
    twice = cancelled_faces(cards)
    if len(twice) >= 2:
        return None
    best, best_strength = None, 0
    for i, c in enumerate(cards):
        if c & FACE_MASK in twice:
            continue
        st = _strength(c, led_suit, None)
        if st > best_strength:
            best, best_strength = i, st
    return best


def played_cards(tricks: Sequence[Sequence[tuple[int, Card]]]) -> list[Card]:
    """Every card in the given tricks, in the order played."""
    return [card for trick in tricks for _, card in trick]


def shown_voids(
    tricks: Sequence[Sequence[tuple[int, Card]]], players: int, trump: int | None = None
) -> list[set[int]]:
    """The suits each seat has shown it lacks, from tricks of ``(seat, card)``.

    A seat that did not follow the suit led lacks it; where a void player must trump
    (``trump`` given), one that then played another suit lacks trumps too.
    """
    out: list[set[int]] = [set() for _ in range(players)]
    for trick in tricks:
        if not trick:
            continue
        led = (trick[0][1] & FACE_MASK) // RANKS_PER_SUIT
        for seat, card in trick[1:]:
            played = (card & FACE_MASK) // RANKS_PER_SUIT
            if played != led:
                out[seat].add(led)
                if trump is not None and played != trump:
                    out[seat].add(trump)
    return out
