"""Knock-Out: a trick game for three to five in which a player who takes no trick in a deal is
knocked out, and each deal has one card fewer; the last left, or the best of those left, wins.

It is defined by the tests, to show that a game plugs in whole from its own folder: the shared
suites and the app find it by looking, as they find every game."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.protocol import Option, OptionValue, Preset
from cardtable.engine.rules_base import GameRules
from cardtable.engine.views import SeatView

from .options import DEFAULT_PRESET, MAX_PLAYERS, MIN_PLAYERS, OPTIONS, PRESETS, validate
from .state import DECK, Deal, KnockOutState
from .view import KnockOutView


def check_deal(deal: Deal, players: int, hand_size: int) -> None:
    """Raise ValueError unless ``deal`` gives each seat in play ``hand_size`` cards of one
    deck, none twice, and at least two seats are in play."""
    if len(deal.hands) != players:
        raise ValueError(f"deal: {len(deal.hands)} hands given for {players} players")
    sizes = {len(h) for h in deal.hands} - {0}
    if sizes != {hand_size} or sum(1 for h in deal.hands if h) < 2:
        raise ValueError(f"deal: two or more hands of {hand_size} cards, got {sorted(sizes)}")
    cards = [c for h in deal.hands for c in h]
    if len(set(cards)) != len(cards) or not set(cards) <= set(DECK):
        raise ValueError("deal: a card is given twice, or is not in the deck")


class KnockOutRules(GameRules[KnockOutState, Deal]):
    """Knock-Out as the registry offers it. Tricks score: the most wins."""

    id = "knock-out"
    name = "Knock-Out"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    default_preset = DEFAULT_PRESET
    options: tuple[Option, ...] = OPTIONS
    presets: tuple[Preset, ...] = PRESETS
    view_type: type[SeatView] = KnockOutView
    _check_options = staticmethod(validate)

    def _start(self, values: dict[str, OptionValue], seed: int, players: int,
               deals: Sequence[Deal], dealer: int | None, scores: Sequence[int] | None,
               first_deal: int) -> KnockOutState:
        first = values["first_hand"]
        assert isinstance(first, int)
        if first * players > len(DECK):
            raise ValueError(f"{first} cards each for {players} players is more than a deck")
        if not 0 <= first_deal < first:
            raise ValueError(f"deal: use 0 to {first - 1}, not {first_deal}")
        for number, deal in enumerate(deals, first_deal):
            check_deal(deal, players, first - number)
        return KnockOutState(players, seed, values, deals, dealer, scores, first_deal)


RULES = KnockOutRules()
