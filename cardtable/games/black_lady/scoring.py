"""How a finished Black Lady deal turns into points, counters and the end of the game.

These are plain functions of what each seat took, so every scoring rule can be checked on its
own numbers without playing a deal.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ...engine.protocol import OptionValue
from .options import DEAL_CAP

NO_TRICKS_BONUS = -5
OMNIBUS_BONUS = -10

MARK_MOON = "moon"
MARK_RESET = "reset"
MARK_NO_TRICKS = "no tricks"
MARK_POOL = "pool"


@dataclass(frozen=True)
class Tally:
    """What one deal left behind: penalty points, tricks and Omnibus cards per seat.

    ``bonus`` counts the Omnibus cards each seat took (two decks hold two); ``bonus_in_play`` how
    many were dealt. An empty ``bonus`` means no seat took one.
    """

    taken: tuple[int, ...]
    tricks: tuple[int, ...]
    total: int
    bonus: tuple[int, ...] = ()
    bonus_in_play: int = 0


@dataclass(frozen=True)
class Settlement:
    """A deal's effect on the game: each seat's change, the new totals, the pool and marks."""

    points: tuple[int, ...]
    scores: tuple[int, ...]
    pool: int
    moon: int | None
    marks: tuple[str, ...]


def omnibus_moon(tally: Tally, options: Mapping[str, OptionValue]) -> bool:
    """Whether a moon this deal is the Omnibus one: only with a bonus card in play."""
    return options["omnibus"] != "off" and tally.bonus_in_play > 0


def moon_shooter(tally: Tally, options: Mapping[str, OptionValue]) -> int | None:
    """Return the seat that took every penalty card (and, in Omnibus where the moon needs it,
    every bonus card in play), if any."""
    if options["moon"] == "none" or tally.total <= 0:
        return None
    needs_bonus = omnibus_moon(tally, options) and options["moon_needs_bonus"]
    for seat, taken in enumerate(tally.taken):
        if taken == tally.total:
            if needs_bonus and (not tally.bonus or tally.bonus[seat] < tally.bonus_in_play):
                return None
            return seat
    return None


def deal_points(tally: Tally, options: Mapping[str, OptionValue]) -> tuple[list[int], int | None]:
    """Return the points each seat scores for the deal (lower is better) and the moon shooter."""
    n = len(tally.taken)
    points = list(tally.taken)
    for seat, cards in enumerate(tally.bonus):
        points[seat] += OMNIBUS_BONUS * cards
    shooter = moon_shooter(tally, options)
    if shooter is not None:
        moon = options["moon"]
        omnibus = omnibus_moon(tally, options)
        if omnibus or moon == "new":
            # The shooter gains the deal's total and the rest score 0; where the moon does not
            # need the bonus card, that card still counts for whoever took it.
            kept = omnibus and not options["moon_needs_bonus"]
            points = [OMNIBUS_BONUS * cards if kept else 0 for cards in tally.bonus or [0] * n]
            points[shooter] -= tally.total
        elif moon == "no-score":
            return [0] * n, shooter
        elif moon == "old":
            points = [tally.total] * n
            points[shooter] = 0
    if no_tricks_count(tally, options, shooter):
        for seat, tricks in enumerate(tally.tricks):
            if tricks == 0:
                points[seat] += NO_TRICKS_BONUS
    return points, shooter


def no_tricks_count(
    tally: Tally, options: Mapping[str, OptionValue], shooter: int | None
) -> bool:
    """Whether the −5 for no tricks applies this deal: not in a deal nobody scores, and in a
    moon deal only where the options say so."""
    if not options["no_tricks_bonus"]:
        return False
    if shooter is None:
        return True
    nobody_scores = options["moon"] == "no-score" and not omnibus_moon(tally, options)
    return bool(options["no_tricks_in_moon"]) and not nobody_scores


def settle(
    tally: Tally,
    scores: Sequence[int],
    pool: int,
    options: Mapping[str, OptionValue],
) -> Settlement:
    """Apply a deal to the running totals (points) or counters (Foster's sweepstake or Howell)."""
    n = len(scores)
    marks = [""] * n
    if options["scoring"] == "points":
        points, shooter = deal_points(tally, options)
        new = [s + p for s, p in zip(scores, points, strict=True)]
        if shooter is not None:
            marks[shooter] = MARK_MOON
        bonus = no_tricks_count(tally, options, shooter)
        for seat in range(n):
            if bonus and tally.tricks[seat] == 0 and not marks[seat]:
                marks[seat] = MARK_NO_TRICKS
            if options["exact_reset"] and new[seat] == options["target"]:
                new[seat] = 0
                marks[seat] = MARK_RESET
        return Settlement(tuple(points), tuple(new), pool, shooter, tuple(marks))

    taken = tally.taken
    if options["scoring"] == "howell":
        all_taken = sum(taken)
        change = [(all_taken - t) - t * (n - 1) for t in taken]
    else:  # sweepstake
        change = [-t for t in taken]
        pool += sum(taken)
        clean = [seat for seat in range(n) if taken[seat] == 0]
        if clean:
            share = pool // len(clean)
            for seat in clean:
                change[seat] += share
                marks[seat] = MARK_POOL
            pool -= share * len(clean)
    new = [s + c for s, c in zip(scores, change, strict=True)]
    return Settlement(tuple(change), tuple(new), pool, None, tuple(marks))


def game_winners(
    scores: Sequence[int], deals_played: int, options: Mapping[str, OptionValue]
) -> tuple[int, ...] | None:
    """Return the winning seats if the game ends after this deal, else None.

    Points: someone reached the target, lowest wins. Counters: someone is out, most wins. Either
    way the deal limit also ends the game, and without one ``DEAL_CAP`` does: where scores can
    fall the target might never be reached. Tied seats share the win.
    """
    limit = int(options["deal_limit"]) or DEAL_CAP
    limit_reached = deals_played >= limit
    if options["scoring"] == "points":
        if not limit_reached and max(scores) < int(options["target"]):
            return None
        best = min(scores)
    else:
        if not limit_reached and min(scores) > 0:
            return None
        best = max(scores)
    return tuple(seat for seat, s in enumerate(scores) if s == best)
