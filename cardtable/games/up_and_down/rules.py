"""Up and Down: deals that climb from one card to as many as the deck allows and back down,
a trump each deal, and a bid of exactly how many tricks each player will take."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.protocol import Option, OptionValue, Preset
from ...engine.rules_base import GameRules, check_deal, table_cache
from ...engine.views import SeatView
from .options import DEFAULT_PRESET, OPTIONS, PLAYERS, PRESETS, validate
from .state import ASK, BID_BASE, NO_TRUMP, TRUMP_BASE, Deal, UpAndDownState
from .table import build_table
from .view import UpAndDownView

__all__ = [
    "ASK",
    "BID_BASE",
    "NO_TRUMP",
    "RULES",
    "TRUMP_BASE",
    "Deal",
    "UpAndDownRules",
    "UpAndDownState",
    "UpAndDownView",
]


_table_for = table_cache(build_table)


class UpAndDownRules(GameRules[UpAndDownState, Deal]):
    """Up and Down as the registry offers it. Points are good: the most points (the best
    settlement) wins."""

    id = "up-and-down"
    name = "Up and Down"
    min_players, max_players = PLAYERS
    default_preset = DEFAULT_PRESET
    options: tuple[Option, ...] = OPTIONS
    presets: tuple[Preset, ...] = PRESETS
    view_type: type[SeatView] = UpAndDownView
    _check_options = staticmethod(validate)

    def _start(
        self,
        values: dict[str, OptionValue],
        seed: int,
        players: int,
        deals: Sequence[Deal],
        dealer: int | None,
        scores: Sequence[int] | None,
        first_deal: int,
    ) -> UpAndDownState:
        table = _table_for(players, tuple(values.items()))
        for deal in deals:
            check_deal(deal.hands, deal.stock, table.deck, players)
            if deal.trump is not None and deal.trump not in (ASK, 0, 1, 2, 3):
                raise ValueError(
                    f"deal: trump must be a suit 0-3, None or {ASK}, not {deal.trump!r}"
                )
        return UpAndDownState(table, seed, deals, dealer, scores, first_deal)


RULES = UpAndDownRules()
