"""A game started part-way, and the contract every world sampler keeps.

A computer player sees only its seat's view, but to look ahead (the Expert, ``ai/expert.py``) it
needs whole game states. Its game's world sampler makes them: a function ``(view, rng) ->
state`` declared with the game's players (``<game>/ai/players.py``; a game with an Expert of its
own may have none).

**What a sampler receives.** One seat's view at a decision (a game's ``view(seat)``; the
Expert asks for the seat to act) and a random generator. It reads those two and nothing else:
not the real game, not another seat's view, nothing kept from an earlier call. So a world
depends only on what the seat knows, and two games the seat cannot tell apart give the same
worlds from the same generator.

**What it must return.** A whole game (a *world*) at the same decision, which the seat cannot
tell from the real one: ``world.view(view.seat) == view``, so the same phase, the same seat to
act and, for that seat, the same legal actions. The cards the seat cannot see are dealt at
random among the places they could be, and so are the choices it has not seen (another seat's
pass, a hidden rock-paper-scissors choice). A sampler may refuse, with ``ValueError``, a view
that has no decision to look ahead from or that no game could show.

**What it must keep to.** Everything the view tells, and no more: how many cards each place
holds, the cards played and by whom, the suits a player has shown it lacks and whatever else a
rule would have forced, the cards the seat passed and to whom (they stay in that hand until
played), the cards it received, a kitty or a gin card it has seen. A card the view places is in
that place in every world; a card the view rules out of a place is never there.

**How it builds the world.** Through the engine's public ways only, as the structure tests
check: the game's rules start a game at the start of the view's deal from a ``Position``
(``GameRules.position``: these hands as dealt, this deal's number, this dealer, these totals),
and the deal's moves so far are then taken with the state's own ``step``, in the order the
game took them. So every field a view shows is the engine's own, and a world whose history the
rules forbid cannot be made: the engine refuses the move. The world keeps no scoresheet of the
deals before (a view shows only their totals) and is looked at only to the end of its deal; a
later deal, should a playout reach one, is shuffled from the world's own generator, seeded by
``Position.seed``, which the sampler draws from the generator it was given.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

DealT = TypeVar("DealT")


@dataclass(frozen=True)
class Position(Generic[DealT]):
    """Where a game is to start: at the start of deal ``number`` (counted from 0), dealt
    ``deal`` (the game's own hand-made deal: the hands as they were dealt, before any pass or
    play) by ``dealer``, with ``scores`` the running totals of the deals before it. ``seed``
    seeds the game's own generator. A game with more history than this to carry into the deal
    (Black Lady's pool of counters) declares its own position, built on this one."""

    deal: DealT
    number: int
    dealer: int
    scores: tuple[int, ...]
    seed: int
