"""Every game's layer of the table, found by the type of the game's views (a table is laid
out afresh from a view, whose type says its game)."""

from __future__ import annotations

from typing import Any

from ...engine.registry import GAMES, game_part
from ...engine.views import SeatView
from .layer import TableLayer

LAYERS: tuple[type[TableLayer[Any]], ...] = tuple(
    game_part(rules.id, "window.table", "LAYER") for rules in GAMES)


def layer_for(view: SeatView) -> type[TableLayer[Any]]:
    """The layer that draws views like ``view``."""
    for layer in LAYERS:
        if isinstance(view, layer.view_type):
            return layer
    raise KeyError(f"no table layer for views of type {type(view).__name__}")
