"""The games the engine knows, in the order the app lists them, and lookup by id."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .games.black_lady import RULES as BLACK_LADY
from .games.ugly import RULES as UGLY
from .games.ugo import RULES as UGO
from .games.ultimate_loser import RULES as ULTIMATE_LOSER
from .games.up_and_down import RULES as UP_AND_DOWN
from .protocol import Action, Rules, State

GAMES: tuple[Rules, ...] = (BLACK_LADY, UGLY, UP_AND_DOWN, UGO, ULTIMATE_LOSER)

PLANNED: tuple[tuple[str, str], ...] = ()


class UnknownGame(KeyError):
    """Raised for a game id the registry does not know."""


def get(game_id: str) -> Rules:
    """Return the rules of a game by id ("black-lady" …)."""
    for rules in GAMES:
        if rules.id == game_id:
            return rules
    known = ", ".join(r.id for r in GAMES)
    raise UnknownGame(f"no game {game_id!r}; known: {known}")


def replay(
    game_id: str,
    options: Mapping[str, Any] | None,
    seed: int,
    players: int,
    actions: Sequence[Action],
) -> State:
    """Rebuild a game from its tuple (game, options, seed, actions): a save, an undo point, a
    golden file. Raises IllegalAction at the first action the rules refuse."""
    state = get(game_id).new_game(options, seed, players)
    for action in actions:
        state.step(action)
    return state
