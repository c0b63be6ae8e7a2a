"""Black Lady's computer players: the rule-of-thumb player, and the search on its worlds."""

from __future__ import annotations

from ....ai.players import GamePlayers
from .normal import BlackLadyBot
from .worlds import sample_world

PLAYERS = GamePlayers("black-lady", normal=BlackLadyBot, sampler=sample_world)
