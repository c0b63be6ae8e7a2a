"""Up and Down's layer of the table: the trick games' layer as it is, the stock beside the
trick and its turned-up trump card shown as trumps are chosen."""

from __future__ import annotations

from ...engine.games.up_and_down.view import UpAndDownView
from ..games.up_and_down import UI
from .trick_table import TrickLayer


class UpAndDownTable(TrickLayer[UpAndDownView]):
    """Up and Down at the table; see the module docstring."""

    view_type = UpAndDownView
    game = UI
