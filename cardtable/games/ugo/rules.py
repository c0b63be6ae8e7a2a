"""U-G-O: a duel for two to four players with ordinary decks, in the spirit of the trading-card
games: Attack/Defense cards on the table, equips, special cards, and decks milled to nothing."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.protocol import Option, OptionValue, Preset
from ...engine.rules_base import CheckedRules
from ...engine.views import SeatView
from .options import DEFAULT_PRESET, MAX_PLAYERS, MIN_PLAYERS, OPTIONS, PRESETS, validate
from .state import Deal, UgoState
from .view import UgoView

__all__ = ["RULES", "Deal", "UgoRules", "UgoState", "UgoView"]


class UgoRules(CheckedRules):
    """U-G-O as the registry offers it. Scores are places: 1 wins. It deals decks and hands, not
    deals, so it starts its games itself."""

    id = "ugo"
    name = "U-G-O"
    min_players, max_players = MIN_PLAYERS, MAX_PLAYERS
    default_players = 2
    default_preset = DEFAULT_PRESET
    options: tuple[Option, ...] = OPTIONS
    presets: tuple[Preset, ...] = PRESETS
    view_type: type[SeatView] = UgoView
    _check_options = staticmethod(validate)

    def lower_wins(self, options: Mapping[str, OptionValue]) -> bool:
        """Places: the lowest (1) wins."""
        return True

    def new_game(
        self,
        options: Mapping[str, Any] | None,
        seed: int,
        players: int,
        preset: str | None = None,
        *,
        deal: Deal | None = None,
        first: int | None = None,
    ) -> UgoState:
        """Start a game. ``deal`` (hand-made decks and hands) and ``first`` (who plays first)
        are for tests and tutorials; a saved game needs only the seed and the action log."""
        values = self._check_options(options, players, preset)
        if deal is not None:
            _check_deal(deal, players)
        return UgoState(values, players, seed, deal, first)


def _check_deal(deal: Deal, players: int) -> None:
    if len(deal.decks) != players or len(deal.hands) != players:
        raise ValueError(f"deal: need a deck and a hand for each of {players} players")
    cards = [c for d in deal.decks for c in d] + [c for h in deal.hands for c in h]
    if len(set(cards)) != len(cards):
        raise ValueError("deal: a card is given twice")
    bad = [c for c in cards if not 0 <= c >> 6 < players or c & 63 > 51]
    if bad:
        raise ValueError(f"deal: not a card of this table: {bad[0]}")


RULES = UgoRules()
