"""Black Lady's layer of the table: the trick games' layer with the kitty (face down in the
middle, then with its taker's tricks), the black lady whose taking thuds, and the cards the
person has chosen to pass."""

from __future__ import annotations

from collections.abc import Sequence

from ....engine.cards import JACK, QUEEN, SPADES, Card, make_card
from ....ui.table.trick_table import TrickLayer
from ..view import BlackLadyView
from .ui import UI


class BlackLadyTable(TrickLayer[BlackLadyView]):
    """Black Lady at the table; see the module docstring."""

    view_type = BlackLadyView
    game = UI

    def reset(self, view: BlackLadyView) -> None:
        """The lady is the queen of spades, or the jack under the "black jack" rule."""
        self.lady = make_card(JACK if view.options.get("black_jack") else QUEEN, SPADES)
        super().reset(view)

    def kitty_of(self, view: BlackLadyView) -> tuple[int, int | None]:
        return view.kitty_size, view.kitty_owner

    def chosen_to_pass(self, view: BlackLadyView) -> Sequence[Card]:
        return view.passing

    def received_of(self, view: BlackLadyView) -> tuple[Sequence[Card], int]:
        return view.received, (view.seat - view.pass_offset) % view.players


LAYER = BlackLadyTable
