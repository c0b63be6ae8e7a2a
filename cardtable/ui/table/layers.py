"""Every game's layer of the table, found by the type of the game's views (a table is laid
out afresh from a view, whose type says its game)."""

from __future__ import annotations

from typing import Any

from ...engine.views import SeatView
from .black_lady_table import BlackLadyTable
from .layer import TableLayer
from .ugly_table import UglyTable
from .ugo_table import UgoTable
from .ultimate_loser_table import UltimateLoserTable
from .up_and_down_table import UpAndDownTable

LAYERS: tuple[type[TableLayer[Any]], ...] = (
    BlackLadyTable, UglyTable, UpAndDownTable, UgoTable, UltimateLoserTable)


def layer_for(view: SeatView) -> type[TableLayer[Any]]:
    """The layer that draws views like ``view``."""
    for layer in LAYERS:
        if isinstance(view, layer.view_type):
            return layer
    raise KeyError(f"no table layer for views of type {type(view).__name__}")
