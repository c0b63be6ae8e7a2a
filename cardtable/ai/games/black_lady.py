"""Black Lady's computer players: the rule-of-thumb player, and the search on its worlds."""

from __future__ import annotations

from ..black_lady import BlackLadyBot
from ..players import GamePlayers
from ..worlds.black_lady import sample_world

PLAYERS = GamePlayers("black-lady", normal=BlackLadyBot, sampler=sample_world)
