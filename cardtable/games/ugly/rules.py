"""Ugly: an Australian trick-taking game for three or four, where tricks score and Jacks cost,
the 7♦ (Ugly) doubles what its taker scores and the 7♣ (Charm) tames it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...engine.protocol import NO_TRUMP, TRUMP_BASE, Option, OptionValue, Preset
from ...engine.rules_base import GameRules, check_deal
from ...engine.views import SeatView
from .options import (
    DEFAULT_PRESET,
    MAX_PLAYERS,
    MIN_PLAYERS,
    OPTIONS,
    PRESETS,
    deck_for,
    validate,
)
from .state import Deal, UglyState
from .view import UglyView

__all__ = ["NO_TRUMP", "RULES", "TRUMP_BASE", "Deal", "UglyRules", "UglyState", "UglyView"]


class UglyRules(GameRules[UglyState, Deal]):
    """Ugly as the registry offers it. Tricks score: the highest total wins."""

    id = "ugly"
    name = "Ugly"
    min_players, max_players = MIN_PLAYERS, MAX_PLAYERS
    default_preset = DEFAULT_PRESET
    options: tuple[Option, ...] = OPTIONS
    presets: tuple[Preset, ...] = PRESETS
    view_type: type[SeatView] = UglyView
    _check_options = staticmethod(validate)

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
        hand_number: int = 0,
    ) -> UglyState:
        """Start a game. ``deals`` (hand-made hands, used first), ``dealer`` (of the first hand
        played), ``scores`` (totals to start from) and ``hand_number`` (the hand to start at,
        counted from 0) are for tests and tutorials; a saved game needs only the seed, the
        players and the action log."""
        values = self._check_options(options, players, preset)
        return self._start(values, seed, players, deals, dealer, scores, hand_number)

    def _start(
        self,
        values: dict[str, OptionValue],
        seed: int,
        players: int,
        deals: Sequence[Deal],
        dealer: int | None,
        scores: Sequence[int] | None,
        first_deal: int,
    ) -> UglyState:
        deck = deck_for(players)
        for deal in deals:
            check_deal(deal.hands, (), deck, players)
        return UglyState(players, seed, deals, dealer, scores, first_deal)


RULES = UglyRules()
