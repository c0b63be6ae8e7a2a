"""Black Lady (American Hearts): the historic rule sets of Foster, Culbertson and Morehead, and
their variants (Pink Lady, Black Jack, Omnibus, Cancellation hearts), as one engine."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...engine.positions import Position
from ...engine.protocol import Caution, Option, OptionValue, Preset
from ...engine.rules_base import GameRules, check_deal, table_cache
from ...engine.views import SeatView
from .options import DEFAULT_PRESET, OPTIONS, PRESETS, cautions, validate
from .state import BlackLadyState, Deal
from .table import build_table
from .view import BlackLadyView

__all__ = ["RULES", "BlackLadyPosition", "BlackLadyRules", "BlackLadyState", "BlackLadyView",
           "Deal"]


_table_for = table_cache(build_table)


@dataclass(frozen=True)
class BlackLadyPosition(Position[Deal]):
    """A Black Lady game part-way (see ``Position``), with the counters in the ``pool``: under
    the sweepstake, those paid in for penalty cards and not yet shared among the players who
    took none."""

    pool: int = 0


class BlackLadyRules(GameRules[BlackLadyState, Deal]):
    """Black Lady as the registry offers it."""

    id = "black-lady"
    name = "Black Lady"
    min_players = 3
    max_players = 11
    default_preset = DEFAULT_PRESET
    options: tuple[Option, ...] = OPTIONS
    presets: tuple[Preset, ...] = PRESETS
    view_type: type[SeatView] = BlackLadyView
    _check_options = staticmethod(validate)

    def lower_wins(self, options: Mapping[str, OptionValue]) -> bool:
        """Penalty points: the lowest wins; Foster's counters: the most wins."""
        return options.get("scoring", "points") == "points"

    def cautions(self, options: Mapping[str, OptionValue], players: int) -> tuple[Caution, ...]:
        """What the house-rules form should warn of in these (valid) options."""
        return cautions(options, players)

    def position(
        self, options: Mapping[str, Any] | None, players: int, at: Position[Deal]
    ) -> BlackLadyState:
        """Start a game part-way (see ``GameRules.position``), with the counters in the pool
        that a ``BlackLadyPosition`` carries into its deal."""
        state = super().position(options, players, at)
        if isinstance(at, BlackLadyPosition):
            state.pool = at.pool
        return state

    def _start(
        self,
        values: dict[str, OptionValue],
        seed: int,
        players: int,
        deals: Sequence[Deal],
        dealer: int | None,
        scores: Sequence[int] | None,
        first_deal: int,
    ) -> BlackLadyState:
        table = _table_for(players, tuple(values.items()))
        for deal in deals:
            check_deal(deal.hands, deal.kitty, table.deck, players)
            if deal.kitty and not values["kitty"]:
                raise ValueError("deal: a kitty is given but the kitty option is off")
        return BlackLadyState(table, seed, deals, dealer, scores, first_deal)


RULES = BlackLadyRules()
