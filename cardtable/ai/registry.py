"""Every game's computer players, in the order the engine lists the games, and a bot of any kind
for any of them."""

from __future__ import annotations

from .base import Bot
from .games.black_lady import PLAYERS as BLACK_LADY
from .games.ugly import PLAYERS as UGLY
from .games.ugo import PLAYERS as UGO
from .games.ultimate_loser import PLAYERS as ULTIMATE_LOSER
from .games.up_and_down import PLAYERS as UP_AND_DOWN
from .players import BOT_KINDS, GamePlayers

GAMES: tuple[GamePlayers, ...] = (BLACK_LADY, UGLY, UP_AND_DOWN, UGO, ULTIMATE_LOSER)


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
