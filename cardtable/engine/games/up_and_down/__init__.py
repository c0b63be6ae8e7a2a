"""Up and Down: deals that climb from one card to as many as the deck allows and back down,
a trump each deal, and a bid of exactly how many tricks each player will take."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from ...protocol import Option, OptionValue, Preset
from .options import DEFAULT_PRESET, OPTIONS, PRESETS, validate
from .state import ASK, BID_BASE, NO_TRUMP, TRUMP_BASE, Deal, UpAndDownState
from .table import Table, build_table
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


class UpAndDownRules:
    """Up and Down as the registry offers it."""

    id = "up-and-down"
    name = "Up and Down"
    min_players = 2
    max_players = 6
    default_players = 4
    default_preset = DEFAULT_PRESET
    options: tuple[Option, ...] = OPTIONS
    presets: tuple[Preset, ...] = PRESETS

    def validate(
        self, options: Mapping[str, Any] | None, players: int, preset: str | None = None
    ) -> dict[str, OptionValue]:
        """Return the full, checked options for ``players``; raise OptionError naming the fault."""
        return validate(options, players, preset)

    def lower_wins(self, options: Mapping[str, OptionValue]) -> bool:
        """Points are good: the most points (the best settlement) wins."""
        return False

    def new_game(
        self,
        options: Mapping[str, Any] | None,
        seed: int,
        players: int,
        preset: str | None = None,
        *,
        deals: Sequence[Deal] = (),
        dealer: int | None = None,
        scores: Sequence[int] | None = None,
    ) -> UpAndDownState:
        """Start a game. ``deals`` (hand-made deals, used first), ``dealer`` and ``scores``
        (running points to start from) are for tests and tutorials; a saved game needs only the
        options, the seed, the players and the action log."""
        values = validate(options, players, preset)
        table = _table_for(players, tuple(values.items()))
        for deal in deals:
            _check_deal(deal, table.deck, players)
        return UpAndDownState(table, seed, deals, dealer, scores)


def _check_deal(deal: Deal, deck: Sequence[int], players: int) -> None:
    if len(deal.hands) != players:
        raise ValueError(f"deal: {len(deal.hands)} hands given for {players} players")
    sizes = {len(h) for h in deal.hands}
    if len(sizes) != 1 or 0 in sizes:
        raise ValueError(f"deal: hands must be non-empty and of one size, got {sorted(sizes)}")
    cards = [c for h in deal.hands for c in h] + list(deal.stock)
    if len(set(cards)) != len(cards):
        raise ValueError("deal: a card is given twice")
    outside = set(cards) - set(deck)
    if outside:
        raise ValueError(f"deal: cards not in this game's deck: {sorted(outside)}")
    if deal.trump is not None and deal.trump not in (ASK, 0, 1, 2, 3):
        raise ValueError(f"deal: trump must be a suit 0-3, None or {ASK}, not {deal.trump!r}")


@lru_cache(maxsize=64)
def _table_for(players: int, values: tuple[tuple[str, OptionValue], ...]) -> Table:
    """The table for these options, shared by every game that uses them (it is read-only)."""
    return build_table(dict(values), players)


RULES = UpAndDownRules()
