"""Every game's presenter, found by the game's id or by the type of its views."""

from __future__ import annotations

from typing import Any

from ..engine.registry import GAMES, game_part
from .presenter import Presenter

PRESENTERS: tuple[Presenter[Any], ...] = tuple(
    game_part(rules.id, "presenter", "PRESENTER") for rules in GAMES)


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
