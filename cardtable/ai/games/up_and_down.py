"""Up and Down's computer players: the rule-of-thumb player, and the search on its worlds."""

from __future__ import annotations

from ..players import GamePlayers
from ..up_and_down import UpAndDownBot
from ..worlds.up_and_down import sample_world

PLAYERS = GamePlayers("up-and-down", normal=UpAndDownBot, sampler=sample_world)
