"""What a world sampler keeps at any moment of a real game (the contract in
``engine/positions.py``), for the sampler tests that walk random games and check it step by step
(``tests/games/<game>/test_worlds_<game>.py``), and the small moves those walks are made of."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardtable.engine.cards import cards_of, suit
from cardtable.engine.rng import Rng

Sampler = Callable[[Any, Rng], Any]
"""A game's ``sample_world``: a seat's view and random numbers in, a whole game out."""


def play_randomly(state: Any, rng: Rng) -> None:
    """One random legal action."""
    legal = state.legal_actions()
    state.step(legal[rng.below(len(legal))])


def in_suits(mask: int, suits: set[int]) -> list[int]:
    """The cards of ``mask`` in any of ``suits``."""
    return [c for c in cards_of(mask) if suit(c) in suits]


def check_sampler(state: Any, sample_world: Sampler, check_world: Callable[[Any, Any], None],
                  signature: Callable[[Any], object], steps: int) -> None:
    """The sampler at this moment of the real game ``state``, ``steps`` moves into the walk:
    the world dealt for the seat to act passes ``check_world``; any seat's view can be sampled
    from, an idle one's too (the knowledge panel asks for idle seats); and the same random
    numbers give the same world (its ``signature``) from any real game with the seat's view."""
    seat = state.to_act
    view = state.view(seat)
    check_world(state, sample_world(view, Rng(steps)))
    players = view.players
    idle = (seat + 1 + steps % (players - 1)) % players
    assert sample_world(state.view(idle), Rng(steps)).view(idle) == state.view(idle)
    other_real = sample_world(view, Rng(steps + 1))
    assert signature(sample_world(other_real.view(seat), Rng(7))) == signature(
        sample_world(view, Rng(7))
    )
