"""Up and Down's layer of the table: the trick games' layer, with the undealt stock as a
compact pile in the corner, its turned-up trump card face up on top."""

from __future__ import annotations

from ....ui.table.trick_table import TrickLayer
from ..options import deck_size
from ..view import UpAndDownView
from .ui import UI


class UpAndDownTable(TrickLayer[UpAndDownView]):
    """Up and Down at the table; see the module docstring."""

    view_type = UpAndDownView
    game = UI

    def stock_size(self, view: UpAndDownView) -> int:
        """What the deal leaves of the deck; nobody takes it."""
        return max(0, deck_size(view.options) - view.players * view.cards_this_deal)

    def reset(self, view: UpAndDownView) -> None:
        """The turned-up trump card lies face up on the stock."""
        super().reset(view)
        if view.trump_card is not None and self.stock:
            top = self.stock[-1]
            top.card = view.trump_card
            top.show_face(True)


LAYER = UpAndDownTable
