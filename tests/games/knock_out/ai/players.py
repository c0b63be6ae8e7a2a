"""Knock-Out's computer players: the rule-of-thumb player, and the search on its worlds."""

from __future__ import annotations

from cardtable.ai.players import GamePlayers

from .normal import KnockOutBot
from .worlds import sample_world

PLAYERS = GamePlayers("knock-out", normal=KnockOutBot, sampler=sample_world)
