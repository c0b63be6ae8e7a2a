"""Ugly's layer of the table: the trick games' layer, with the cards the person has chosen to
pass."""

from __future__ import annotations

from collections.abc import Sequence

from ....engine.cards import Card
from ....ui.table.trick_table import TrickLayer
from ..view import UglyView
from .ui import UI


class UglyTable(TrickLayer[UglyView]):
    """Ugly at the table; see the module docstring."""

    view_type = UglyView
    game = UI

    def chosen_to_pass(self, view: UglyView) -> Sequence[Card]:
        return view.passing

    def received_of(self, view: UglyView) -> tuple[Sequence[Card], int]:
        return view.received, (view.seat - view.pass_offset) % view.players


LAYER = UglyTable
