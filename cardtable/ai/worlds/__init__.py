"""Worlds a seat cannot tell apart from the real one: the Expert's way of not cheating.

A computer player sees only its seat's view. To look ahead it needs whole game states, so for
each game a sampler deals the cards the seat cannot see at random among the places they could
be (the other hands, a kitty, a stock), keeping to everything the seat knows: hand sizes, the
suits a player has shown he lacks, the cards it passed and to whom, the cards already played.
The sampler reads the view and nothing else, so a decision made on sampled worlds depends only
on what the seat knows; and a sampled world is consistent exactly when its view for the seat is
the view it was made from (``world.view(seat) == view``), which is what the tests check.

A game's sampler is declared with its players (``ai/games/<game>.py``).
"""

from __future__ import annotations

from typing import Any, Protocol

from ...engine.rng import Rng


class WorldSampler(Protocol):
    """Deals the unseen cards of a game at random, consistently with one seat's view."""

    def __call__(self, view: Any, rng: Rng) -> Any:
        """A full game state at the same decision as ``view``, with ``state.view(view.seat)``
        equal to ``view``."""
        ...

