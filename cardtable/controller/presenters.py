"""Every game's presenter, found by the game's id or by the type of its views."""

from __future__ import annotations

from typing import Any

from .games.black_lady import PRESENTER as BLACK_LADY
from .games.ugly import PRESENTER as UGLY
from .games.ugo import PRESENTER as UGO
from .games.ultimate_loser import PRESENTER as ULTIMATE_LOSER
from .games.up_and_down import PRESENTER as UP_AND_DOWN
from .presenter import Presenter

PRESENTERS: tuple[Presenter[Any], ...] = (BLACK_LADY, UGLY, UP_AND_DOWN, UGO, ULTIMATE_LOSER)


def presenter_for(game_id: str) -> Presenter[Any]:
    """The presenter of the game ``game_id``."""
    for presenter in PRESENTERS:
        if presenter.game_id == game_id:
            return presenter
    raise KeyError(f"no presenter for the game {game_id!r}")


def presenter_of(view: Any) -> Presenter[Any]:
    """The presenter of the game ``view`` belongs to."""
    for presenter in PRESENTERS:
        if isinstance(view, presenter.view_type):
            return presenter
    raise KeyError(f"no presenter for views of type {type(view).__name__}")
