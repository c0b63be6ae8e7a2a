"""How an Ugly hand turns into points, and who wins the game.

Plain functions of what each player took, so every scoring case can be checked on its own
numbers without playing a hand.

A trick is worth one point; Jacks cost 1 (♠), 2 (♣), 3 (♦) and 4 (♥). The 7♦ is the Ugly
card: its taker's Jacks cost double, and a taker without Jacks scores double for the tricks.
Taking the 7♣ (the Charm) as well cancels the doubling of Jacks, and a Charm holder without
Jacks scores four points a trick. The 7♣ alone does nothing.

>>> from ...engine.cards import parse_cards, mask_of
>>> hand_points(5, mask_of(parse_cards("7D JH")))     # Ugly with the J♥: 5 − 2 × 4
-3
>>> hand_points(5, mask_of(parse_cards("7D 7C")))     # Charm, no Jacks: 4 × 5
20
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.cards import CLUBS, DIAMONDS, HEARTS, JACK, SEVEN, SPADES, Mask, make_card

UGLY = make_card(SEVEN, DIAMONDS)
CHARM = make_card(SEVEN, CLUBS)
JACK_COST: dict[int, int] = {
    make_card(JACK, SPADES): 1,
    make_card(JACK, CLUBS): 2,
    make_card(JACK, DIAMONDS): 3,
    make_card(JACK, HEARTS): 4,
}
JACKS: Mask = sum(1 << c for c in JACK_COST)
SPECIAL: Mask = JACKS | 1 << UGLY | 1 << CHARM  # the cards that change a hand's score

MARK_UGLY = "ugly"    # took the 7♦ without the 7♣
MARK_CHARM = "charm"  # took both the 7♦ and the 7♣


def jack_cost(won: Mask) -> int:
    """The plain cost of the Jacks among the cards ``won`` (a positive number)."""
    return sum(cost for card, cost in JACK_COST.items() if won >> card & 1)


def hand_points(tricks: int, won: Mask) -> int:
    """The points one player scores for a hand: ``tricks`` taken holding the cards ``won``."""
    jacks = jack_cost(won)
    ugly = bool(won >> UGLY & 1)
    charm = ugly and bool(won >> CHARM & 1)
    if charm:
        return tricks - jacks if jacks else 4 * tricks
    if ugly:
        return tricks - 2 * jacks if jacks else 2 * tricks
    return tricks - jacks


def hand_mark(won: Mask) -> str:
    """The scoresheet mark for the cards a player took: "ugly", "charm" or ""."""
    if not won >> UGLY & 1:
        return ""
    return MARK_CHARM if won >> CHARM & 1 else MARK_UGLY


def score_hand(
    tricks: Sequence[int], won: Sequence[Mask]
) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """Points and marks for every seat, from the tricks and the cards each one took."""
    points = tuple(hand_points(t, w) for t, w in zip(tricks, won, strict=True))
    marks = tuple(hand_mark(w) for w in won)
    return points, marks


def game_winners(scores: Sequence[int]) -> tuple[int, ...]:
    """The seats with the highest total: they share the win."""
    best = max(scores)
    return tuple(seat for seat, s in enumerate(scores) if s == best)
