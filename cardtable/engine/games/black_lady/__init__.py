"""Black Lady (American Hearts): the historic rule sets of Foster, Culbertson and Morehead, and
their variants (Pink Lady, Black Jack, Omnibus, Cancellation hearts), as one engine."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from ...protocol import Option, OptionValue, Preset
from .options import DEFAULT_PRESET, OPTIONS, PRESETS, validate
from .state import BlackLadyState, Deal
from .table import Table, build_table
from .view import BlackLadyView

__all__ = ["RULES", "BlackLadyRules", "BlackLadyState", "BlackLadyView", "Deal"]


class BlackLadyRules:
    """Black Lady as the registry offers it."""

    id = "black-lady"
    name = "Black Lady"
    min_players = 3
    max_players = 11
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
        """Penalty points: the lowest wins; Foster's counters: the most wins."""
        return options.get("scoring", "points") == "points"

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
    ) -> BlackLadyState:
        """Start a game. ``deals`` (hand-made deals, used first), ``dealer`` and ``scores``
        (running totals to start from) are for tests and tutorials; a saved game needs only the
        options, the seed, the players and the action log."""
        values = validate(options, players, preset)
        table = _table_for(players, tuple(values.items()))
        for deal in deals:
            _check_deal(deal, table.deck, players, bool(values["kitty"]))
        return BlackLadyState(table, seed, deals, dealer, scores)


def _check_deal(deal: Deal, deck: Sequence[int], players: int, kitty: bool) -> None:
    if len(deal.hands) != players:
        raise ValueError(f"deal: {len(deal.hands)} hands given for {players} players")
    sizes = {len(h) for h in deal.hands}
    if len(sizes) != 1 or 0 in sizes:
        raise ValueError(f"deal: hands must be non-empty and of one size, got {sorted(sizes)}")
    cards = [c for h in deal.hands for c in h] + list(deal.kitty)
    if len(set(cards)) != len(cards):
        raise ValueError("deal: a card is given twice")
    outside = set(cards) - set(deck)
    if outside:
        raise ValueError(f"deal: cards not in this game's deck: {sorted(outside)}")
    if deal.kitty and not kitty:
        raise ValueError("deal: a kitty is given but the kitty option is off")


@lru_cache(maxsize=64)
def _table_for(players: int, values: tuple[tuple[str, OptionValue], ...]) -> Table:
    """The table for these options, shared by every game that uses them (it is read-only)."""
    return build_table(dict(values), players)


RULES = BlackLadyRules()
