"""Ugly's layer of the table: the trick games' layer with the pass."""

from __future__ import annotations

from ....ui.table.passing import PassingLayer
from ..view import UglyView
from .ui import UI


class UglyTable(PassingLayer[UglyView]):
    """Ugly at the table; see the module docstring."""

    view_type = UglyView
    game = UI


LAYER = UglyTable
