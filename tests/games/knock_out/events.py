"""Knock-Out's own event: a player knocked out of the game."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.engine.events import Event


@dataclass(frozen=True)
class KnockedOut(Event):
    """``seat`` took no trick in the deal just scored and is out of the game: dealt no more
    cards, it plays no more tricks. Everyone sees it."""

    seat: int
    cue = "deal"


EVENTS = (KnockedOut,)
