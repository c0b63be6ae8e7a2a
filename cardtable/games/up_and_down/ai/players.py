"""Up and Down's computer players: the rule-of-thumb player, and the search on its worlds."""

from __future__ import annotations

from ....ai.players import GamePlayers
from .normal import UpAndDownBot
from .worlds import sample_world

PLAYERS = GamePlayers("up-and-down", normal=UpAndDownBot, sampler=sample_world)
