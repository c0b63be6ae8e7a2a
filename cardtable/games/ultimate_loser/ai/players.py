"""Ultimate Loser's computer players: the rule-of-thumb player, and the search on its worlds
with playouts cut short.

A whole Ultimate Loser hand played out for each of a dozen plays costs so much that a quarter of
a second bought one or two worlds, and what the others drink is mostly out of the seat's hands.
Two rounds ahead and the rule of thumb's reckoning of the hand left give a dozen worlds or more;
own drinks only; and a gain over the rule of thumb's choice must stand clear of the noise.
Measured on duplicate hands, the whole-hand search drank as much as the rule of thumb or more,
this one clearly less (docs/performance.md).
"""

from __future__ import annotations

from ....ai.expert import Horizon, Tuning
from ....ai.players import GamePlayers
from ..rules import UltimateLoserState
from .normal import UltimateLoserBot, hand_outlook
from .worlds import sample_world


def rounds_done(state: UltimateLoserState) -> int:
    """How many rounds of the hand in progress are over."""
    return len(state.rounds)


PLAYERS = GamePlayers(
    "ultimate-loser", normal=UltimateLoserBot, sampler=sample_world,
    tuning=Tuning(caution=2.0, own_points=True, horizon=Horizon(2, rounds_done, hand_outlook)),
)
