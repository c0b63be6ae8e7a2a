"""Knock-Out's layer of the table: the trick games' layer, played by the seats still in."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.ui.table.trick_table import TrickLayer

from ..view import KnockOutView
from .ui import UI


class KnockOutTable(TrickLayer[KnockOutView]):
    """Knock-Out at the table: only the seats still in play take a turn."""

    view_type = KnockOutView
    game = UI

    def seats_in_play(self, view: KnockOutView) -> Sequence[int]:
        return view.in_play


LAYER = KnockOutTable
