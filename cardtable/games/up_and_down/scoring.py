"""How Up and Down turns bids and tricks into points, and points into the final settlement.

Plain functions of numbers, so each case of the scoring table can be checked on its own.

A deal scores, for a bid ``b`` and ``t`` tricks taken:

- made exactly (``t == b > 0``): 10 per trick;
- bid nothing and took nothing: 5;
- took more than bid: 1 per trick taken;
- took fewer than bid: minus 10 per trick bid ("complete responsibility", the default) or minus
  10 per trick short ("partial responsibility").

>>> [deal_points(b, t, "complete") for b, t in ((3, 3), (0, 0), (1, 4), (3, 1))]
[30, 5, 4, -30]
>>> deal_points(3, 1, "partial")
-20

At the end each player settles with every other player for the difference of their points, so
the results add up to zero:

>>> settlement((-10, 20, 40, 30))
(-120, 0, 80, 40)
"""

from __future__ import annotations

from collections.abc import Sequence

COMPLETE = "complete"
PARTIAL = "partial"
EXACT_POINTS = 10      # per trick, for a bid made exactly
NIL_POINTS = 5         # for bidding nothing and taking nothing
OVER_POINTS = 1        # per trick, for taking more than the bid
SHORT_PENALTY = 10     # per trick bid (complete) or per trick short (partial)
LIMIT_MARK = "limit"


def deal_points(bid: int, tricks: int, responsibility: str = COMPLETE) -> int:
    """Return what one player scores for a deal with this bid and these tricks."""
    if bid < 0 or tricks < 0:
        raise ValueError(f"bid and tricks cannot be negative: {bid}, {tricks}")
    if tricks == bid:
        return NIL_POINTS if bid == 0 else EXACT_POINTS * tricks
    if tricks > bid:
        return OVER_POINTS * tricks
    if responsibility == COMPLETE:
        return -SHORT_PENALTY * bid
    if responsibility == PARTIAL:
        return -SHORT_PENALTY * (bid - tricks)
    raise ValueError(f"responsibility must be {COMPLETE!r} or {PARTIAL!r}, not {responsibility!r}")


def deal_scores(
    bids: Sequence[int], tricks: Sequence[int], responsibility: str = COMPLETE
) -> tuple[int, ...]:
    """Return every seat's points for a deal."""
    return tuple(
        deal_points(b, t, responsibility) for b, t in zip(bids, tricks, strict=True)
    )


def settlement(points: Sequence[int]) -> tuple[int, ...]:
    """Return each player's result: the sum, over every other player, of own points minus
    theirs. It equals ``players × own − total``, and the results always sum to zero."""
    total = sum(points)
    n = len(points)
    return tuple(n * p - total for p in points)


def money(points: Sequence[int], stake: int) -> tuple[int, ...]:
    """Return what each player wins (positive) or pays (negative) at ``stake`` per point."""
    return tuple(stake * s for s in settlement(points))


def over_limit(points: Sequence[int], loss_limit: int) -> tuple[int, ...]:
    """Return the seats whose settlement loss has reached the limit (none when it is 0)."""
    if loss_limit <= 0:
        return ()
    return tuple(seat for seat, s in enumerate(settlement(points)) if s <= -loss_limit)


def mark(bid: int, tricks: int) -> str:
    """Return the scoresheet mark of one seat for a deal: bid and tricks, "3/2"."""
    return f"{bid}/{tricks}"


def leaders(points: Sequence[int]) -> tuple[int, ...]:
    """Return the seats with the most points (the best settlement); ties share the win."""
    best = max(points)
    return tuple(seat for seat, p in enumerate(points) if p == best)
