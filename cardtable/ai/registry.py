"""Every game's computer players, in the order the engine lists the games, and a bot of any kind
for any of them."""

from __future__ import annotations

from ..engine.registry import GAMES as ENGINE_GAMES
from ..engine.registry import game_part
from .base import Bot
from .players import BOT_KINDS, GamePlayers

GAMES: tuple[GamePlayers, ...] = tuple(
    game_part(rules.id, "ai.players", "PLAYERS") for rules in ENGINE_GAMES)


def players_for(game_id: str) -> GamePlayers:
    """The computer players of the game ``game_id``."""
    for players in GAMES:
        if players.game_id == game_id:
            return players
    raise ValueError(f"no computer players for the game {game_id!r}")


def make_bot(kind: str, game_id: str) -> Bot:
    """Return a bot of ``kind`` ("random", "easy", "rule" or "expert") for a game."""
    try:
        factory = BOT_KINDS[kind]
    except KeyError:
        raise ValueError(f"no bot kind {kind!r}; use one of {', '.join(BOT_KINDS)}") from None
    return factory(players_for(game_id))
