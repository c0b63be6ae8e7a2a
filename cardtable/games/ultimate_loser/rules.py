"""Ultimate Loser: shed your cards in rounds of singles, sets and straight flushes, and do not be
the last one holding cards. Every lowest play and every pass costs a drink."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...engine.protocol import Option, OptionValue, Preset
from ...engine.rules_base import GameRules, check_deal
from ...engine.views import SeatView
from .options import (
    DEFAULT_PRESET,
    MAX_PLAYERS,
    MIN_PLAYERS,
    OPTIONS,
    PRESETS,
    deck_for,
    hand_size,
    validate,
)
from .plays import END_GAME, PASS, SWAP_BASE
from .state import Deal, UltimateLoserState
from .view import UltimateLoserView

__all__ = ["END_GAME", "PASS", "RULES", "SWAP_BASE", "Deal", "UltimateLoserRules",
           "UltimateLoserState", "UltimateLoserView"]


class UltimateLoserRules(GameRules[UltimateLoserState, Deal]):
    """Ultimate Loser as the registry offers it. Scores are drinks: the fewest wins."""

    id = "ultimate-loser"
    name = "Ultimate Loser"
    min_players, max_players = MIN_PLAYERS, MAX_PLAYERS
    default_preset = DEFAULT_PRESET
    options: tuple[Option, ...] = OPTIONS
    presets: tuple[Preset, ...] = PRESETS
    view_type: type[SeatView] = UltimateLoserView
    _check_options = staticmethod(validate)

    def lower_wins(self, options: Mapping[str, OptionValue]) -> bool:
        """Drinks are bad: the fewest wins."""
        return True

    def _start(
        self,
        values: dict[str, OptionValue],
        seed: int,
        players: int,
        deals: Sequence[Deal],
        dealer: int | None,
        scores: Sequence[int] | None,
        first_deal: int,
    ) -> UltimateLoserState:
        deck = deck_for(bool(values["joker"]))
        for deal in deals:
            check_deal(deal.hands, deal.spare, deck, players)
            if not deal.spare:
                raise ValueError("deal: at least one card must be left over for the gin card")
            if len(deal.hands[0]) > hand_size(players, bool(values["joker"])):
                raise ValueError("deal: hands larger than the deal gives")
        return UltimateLoserState(values, players, seed, deals, dealer, scores, first_deal)


RULES = UltimateLoserRules()
