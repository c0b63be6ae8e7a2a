"""Ugly: an Australian trick-taking game for three or four, where tricks score and Jacks cost,
the 7♦ (Ugly) doubles what its taker scores and the 7♣ (Charm) tames it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...protocol import NO_TRUMP, TRUMP_BASE, Option, OptionValue, Preset
from .options import DEFAULT_PRESET, OPTIONS, PRESETS, deck_for, validate
from .state import Deal, UglyState
from .view import UglyView

__all__ = ["NO_TRUMP", "RULES", "TRUMP_BASE", "Deal", "UglyRules", "UglyState", "UglyView"]


class UglyRules:
    """Ugly as the registry offers it."""

    id = "ugly"
    name = "Ugly"
    min_players = 3
    max_players = 4
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
        """Tricks score: the highest total wins."""
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
        hand_number: int = 0,
    ) -> UglyState:
        """Start a game. ``deals`` (hand-made hands, used first), ``dealer`` (of the first hand
        played), ``scores`` (totals to start from) and ``hand_number`` (the hand to start at,
        counted from 0) are for tests and tutorials; a saved game needs only the seed, the
        players and the action log."""
        validate(options, players, preset)
        deck = deck_for(players)
        for deal in deals:
            _check_deal(deal, deck, players)
        return UglyState(players, seed, deals, dealer, scores, hand_number)


def _check_deal(deal: Deal, deck: Sequence[int], players: int) -> None:
    if len(deal.hands) != players:
        raise ValueError(f"deal: {len(deal.hands)} hands given for {players} players")
    sizes = {len(h) for h in deal.hands}
    if len(sizes) != 1 or 0 in sizes:
        raise ValueError(f"deal: hands must be non-empty and of one size, got {sorted(sizes)}")
    cards = [c for h in deal.hands for c in h]
    if len(set(cards)) != len(cards):
        raise ValueError("deal: a card is given twice")
    outside = set(cards) - set(deck)
    if outside:
        raise ValueError(f"deal: cards not in this game's deck: {sorted(outside)}")


RULES = UglyRules()
