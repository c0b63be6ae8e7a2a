"""Who played a seat when: the person may hand their seat to the computer and take it back.

The person keeps their name whatever plays for them; the scoresheet marks the deals in which the
computer made decisions for them instead. Each hand-over is kept as the stretch of the action log
the computer played, so the marks can be worked out again from a save or a record, and undo can
cut a stretch back with the log.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any, NamedTuple


class Handover(NamedTuple):
    """The computer played ``seat`` from log position ``start`` up to ``end`` (not included);
    ``end`` is None while it still plays it."""

    seat: int
    start: int
    end: int | None = None

    def covers(self, position: int) -> bool:
        """Whether the decision at ``position`` of the log was the computer's."""
        return self.start <= position and (self.end is None or position < self.end)


Handovers = tuple[Handover, ...]


def now() -> str:
    """The time now, as ISO text in local time with its offset."""
    return datetime.now(UTC).astimezone().isoformat(timespec="seconds")


def handed_over(handovers: Handovers, seat: int) -> bool:
    """Whether the computer plays ``seat`` now."""
    return any(h.seat == seat and h.end is None for h in handovers)


def hand_over(handovers: Handovers, seat: int, at: int) -> Handovers:
    """The computer starts playing ``seat`` with the decision at log position ``at``."""
    return (*handovers, Handover(seat, at))


def take_back(handovers: Handovers, seat: int, at: int) -> Handovers:
    """The person plays ``seat`` again from log position ``at`` on; a stretch in which the
    computer decided nothing is forgotten."""
    kept = []
    for h in handovers:
        if h.seat == seat and h.end is None:
            h = h._replace(end=at)
        if h.end is None or h.end > h.start:
            kept.append(h)
    return tuple(kept)


def cut_back(handovers: Handovers, length: int) -> Handovers:
    """The hand-overs of a log cut back to ``length`` actions (an undo): stretches that began
    later are gone, and one that ended later ends there."""
    kept = []
    for h in handovers:
        if h.start >= length:
            continue
        if h.end is not None and h.end > length:
            h = h._replace(end=length)
        kept.append(h)
    return tuple(kept)


def computer_played(state: Any, log: Sequence[int], handovers: Handovers) -> list[set[int]]:
    """For each scored deal, the seats whose decisions in it the computer made (some or all)
    for the person. ``state`` is a fresh game that ``log`` replays."""
    deals: list[set[int]] = []
    for position, action in enumerate(log):
        seat = state.to_act
        if any(h.seat == seat and h.covers(position) for h in handovers):
            deal = len(state.sheet)
            deals.extend(set() for _ in range(deal + 1 - len(deals)))
            deals[deal].add(seat)
        state.step(action)
    return deals
