"""Dealing the cards a seat cannot see among the places they could be, keeping to the suits a
place has been shown to lack: the step every world sampler of a trick game with voids needs.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ...engine.cards import RANKS_PER_SUIT, Card, Mask, cards_of, mask_of
from ...engine.rng import Rng

ALL_SUITS = 0b1111


def suit_bits(suits: Iterable[int]) -> int:
    """A set of suits as four bits (bit ``s`` for suit ``s``), the form ``deal_unseen`` reads."""
    bits = 0
    for s in suits:
        bits |= 1 << s
    return bits


def deal_unseen(pool: Mask, places: Sequence[tuple[int, int]], rng: Rng) -> list[Mask]:
    """Share every card of ``pool`` among ``places``, each given as (how many cards it takes,
    the suits it cannot hold as ``suit_bits``), and return the cards each place gets.

    Cards of suits nobody is barred from are shuffled and dealt out plainly. The others go one
    at a time, in random order, to a place drawn with weight its remaining room among the places
    that may hold the card and that leave the rest of the deal possible. Whether the rest is
    possible is Hall's condition on suits: for every set of barred suits, the cards of those
    suits still to place must fit in the room of the places that may hold one of them. With four
    suits that is at most fifteen counts, kept up to date card by card, so the deal never fails
    and never backtracks whenever the view it came from was possible at all. Weighting by room
    is what a plain deal does, so with no voids this is an ordinary random deal.
    """
    needs = [need for need, _ in places]
    allow = [ALL_SUITS & ~banned for _, banned in places]
    out = [0] * len(places)
    cards = cards_of(pool)
    if sum(needs) != len(cards):
        raise ValueError(f"{len(cards)} unseen cards for {sum(needs)} places")
    closed = 0  # the suits some place with room may not hold
    for need, banned in places:
        if need:
            closed |= banned & ALL_SUITS
    free: list[Card] = []
    tight: list[Card] = []
    for c in cards:
        (tight if closed >> (c // RANKS_PER_SUIT) & 1 else free).append(c)
    if tight:
        _deal_tight(tight, needs, allow, closed, out, rng)
    rng.shuffle(free)
    i = 0
    for p, need in enumerate(needs):
        for c in free[i:i + need]:
            out[p] |= 1 << c
        i += need
    return out


def _deal_tight(tight: list[Card], needs: list[int], allow: list[int], closed: int,
                out: list[Mask], rng: Rng) -> None:
    """Place the cards of barred suits (see ``deal_unseen``), reducing ``needs`` as it goes."""
    subsets = [s for s in range(1, ALL_SUITS + 1) if not s & ~closed]
    places = range(len(needs))
    per_suit = [0, 0, 0, 0]
    for c in tight:
        per_suit[c // RANKS_PER_SUIT] += 1
    slack = [0] * (ALL_SUITS + 1)  # room of the places touching a set of suits, less its cards
    for s in subsets:
        room = sum(needs[p] for p in places if allow[p] & s)
        slack[s] = room - sum(per_suit[k] for k in range(4) if s >> k & 1)
        if slack[s] < 0:
            raise ValueError("no deal of the unseen cards fits the voids shown")
    rng.shuffle(tight)
    for c in tight:
        bit = 1 << (c // RANKS_PER_SUIT)
        choices: list[int] = []
        total = 0
        for p in places:
            if needs[p] and allow[p] & bit and all(
                slack[s] > 0 for s in subsets if not s & bit and allow[p] & s
            ):
                choices.append(p)
                total += needs[p]
        r = rng.below(total)
        for p in choices:
            r -= needs[p]
            if r < 0:
                break
        needs[p] -= 1
        out[p] |= 1 << c
        for s in subsets:
            touches = 1 if allow[p] & s else 0
            slack[s] += 1 - touches if s & bit else -touches


def some_of(mask: Mask, k: int, rng: Rng) -> Mask:
    """``k`` cards of ``mask`` drawn at random (all of them when it holds no more than ``k``)."""
    cards = cards_of(mask)
    if k >= len(cards):
        return mask
    rng.shuffle(cards)
    return mask_of(cards[:k])


def played_in_deal(tricks: Sequence[Sequence[tuple[int, Card]]], players: int
                   ) -> tuple[list[Mask], Mask]:
    """The cards each seat has played in ``tricks`` (the deal's tricks and the one in play),
    and all of them together: cards no world may deal again."""
    played = [0] * players
    for trick in tricks:
        for who, card in trick:
            played[who] |= 1 << card
    gone = 0
    for cards in played:
        gone |= cards
    return played, gone
