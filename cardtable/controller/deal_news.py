"""When the news of the next deal may be told: only once the person has read the summary of
the deal that ended.

A move that ends a deal brings the deal's scores and the next deal in one list of events. The
table shows the scores until the person moves on; were the next deal sent with them, its cards,
caption, notes and words would come (to the screen-reader line, to the seats' plates) while the
summary is still being read. The controller therefore sends the events up to the deal's end
first, and the next deal's only once the table has shown those.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.events import DealScored, Dealt, Event


def until_next_deal(events: Sequence[Event]) -> tuple[list[Event], list[Event]]:
    """The events up to the end of a deal, and those of the next deal that wait for the
    person to move on from its summary (none when the events hold no deal's end followed by a
    new deal: the game's end, say, comes with its last deal)."""
    ended = next((i for i, e in enumerate(events) if isinstance(e, DealScored)), None)
    if ended is None:
        return list(events), []
    dealt = next((i for i in range(ended + 1, len(events)) if isinstance(events[i], Dealt)),
                 None)
    if dealt is None:
        return list(events), []
    return list(events[:dealt]), list(events[dealt:])
