"""Worlds a seat cannot tell from the real one: the Expert's way of not cheating.

A computer player sees only its seat's view. To look ahead it needs whole game states, so for
each game a sampler deals the cards the seat cannot see at random among the places they could
be, keeping to everything the seat knows, and builds the game at the view's decision through
the engine's public ways. What a sampler receives, what it must return and what it must keep
to is the contract in ``engine/positions.py``; a sampled world is consistent exactly when its
view for the seat is the view it was made from (``world.view(seat) == view``), which is what
the tests check.

A game's sampler is declared with its players (``<game>/ai/players.py``); ``dealing`` deals
around the voids a trick game's plays have shown, for any sampler that needs it.
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

