"""Ugly's computer players: the rule-of-thumb player, and the search on its worlds."""

from __future__ import annotations

from ....ai.players import GamePlayers
from .normal import UglyBot
from .worlds import sample_world

PLAYERS = GamePlayers("ugly", normal=UglyBot, sampler=sample_world)
