"""U-G-O's computer players: the rule-of-thumb player's look over its turn, and an Expert of its
own, the same look on weights found in play against it (``ugo_expert`` says why it does not
search further). U-G-O has no world sampler."""

from __future__ import annotations

from ....ai.players import GamePlayers
from .expert import UgoExpertBot
from .normal import UgoBot

PLAYERS = GamePlayers("ugo", normal=UgoBot, expert=UgoExpertBot)
