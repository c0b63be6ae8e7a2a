"""The replay check every game's property tests end with: a game is its seed, options and
action log, so playing the log again from a fresh start must give the same game, and applying
it move by move the same events the table was shown."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from cardtable.engine.events import Event


def assert_replays_alike(state: Any, events: Sequence[Event], start: Callable[[], Any]) -> Any:
    """Check that ``state``'s log, stepped from ``start()``, ends in the same game, and applied
    from another ``start()`` tells ``events`` again; return the stepped game for more checks."""
    again = start()
    for action in state.log:
        again.step(action)
    assert again.log == state.log
    assert again.scores == state.scores
    assert again.sheet == state.sheet
    assert again.phase == state.phase
    assert again.winners == state.winners
    assert again.deal_record() == state.deal_record()

    fresh = start()
    told: list[Event] = list(fresh.initial_events())
    for action in state.log:
        told += fresh.apply(action)
    assert told == list(events)
    return again
