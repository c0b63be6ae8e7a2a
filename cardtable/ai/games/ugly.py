"""Ugly's computer players: the rule-of-thumb player, and the search on its worlds."""

from __future__ import annotations

from ..players import GamePlayers
from ..ugly import UglyBot
from ..worlds.ugly import sample_world

PLAYERS = GamePlayers("ugly", normal=UglyBot, sampler=sample_world)
