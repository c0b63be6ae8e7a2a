"""The fixed facts of one Up and Down game, worked out once from the options.

Everything here holds for the whole game and is shared by every copy of a state.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from ...engine.cards import SEVEN, TWO, Card, Mask, mask_of, short_deck
from ...engine.protocol import OptionValue
from .options import deck_size, schedule


@dataclass(frozen=True)
class Table:
    """The deck, the deal schedule and the rule switches of one game."""

    players: int
    options: Mapping[str, OptionValue]
    deck: tuple[Card, ...]
    deck_mask: Mask
    schedule: tuple[int, ...]   # cards per hand in each deal, in order
    turn_up: bool               # trumps from the top card of the stock (else drawn at random)
    responsibility: str         # "complete" or "partial"
    loss_limit: int             # 0: no limit
    stake: int


def build_table(options: Mapping[str, OptionValue], players: int) -> Table:
    """Work out a game's fixed facts from validated options."""
    deck = tuple(short_deck(SEVEN if deck_size(options) == 32 else TWO))
    return Table(
        players=players,
        options=MappingProxyType(dict(options)),
        deck=deck,
        deck_mask=mask_of(deck),
        schedule=schedule(options, players),
        turn_up=options["trump"] == "turn-up",
        responsibility=str(options["responsibility"]),
        loss_limit=int(options["loss_limit"]),
        stake=int(options["stake"]),
    )
