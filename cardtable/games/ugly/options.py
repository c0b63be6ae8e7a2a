"""Ugly's table: who may play, which card leaves the deck, how many hands and passes there are.

The seed describes one game and no variants, so Ugly has no house rules: a single preset holds
the rules as described. The number of hands and the passes follow from the number of players.

>>> hands_in_game(4), [pass_count(h, 4) for h in range(7)]
(7, [1, 3, 5, 7, 9, 11, 13])
>>> hands_in_game(3), pass_count(8, 3)
(9, 17)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.cards import SPADES, TWO, Card, make_card, standard_deck
from ...engine.protocol import Option, OptionError, OptionValue, Preset, resolve_options
from ...engine.rules_base import check_players
from ...engine.texts import N_

MIN_PLAYERS, MAX_PLAYERS = 3, 4
TWO_OF_SPADES = make_card(TWO, SPADES)

OPTIONS: tuple[Option, ...] = ()

PRESETS: tuple[Preset, ...] = (
    Preset(
        "standard", N_("Standard"),
        N_("The game as played in Australia: trumps named by the player left of the dealer, "
        "1, 3, 5 … cards passed left, Jacks cost and the 7♦ and 7♣ change their price."),
        {},
    ),
)

DEFAULT_PRESET = "standard"


def removed_cards(players: int) -> tuple[Card, ...]:
    """The cards taken out before the deal: the 2♠ with three players, none with four."""
    return (TWO_OF_SPADES,) if players == 3 else ()


def deck_for(players: int) -> tuple[Card, ...]:
    """The cards dealt: the full pack, less the 2♠ with three players (17 cards each)."""
    removed = set(removed_cards(players))
    return tuple(c for c in standard_deck() if c not in removed)


def hand_size(players: int) -> int:
    """Cards each player is dealt: 17 with three players, 13 with four."""
    return len(deck_for(players)) // players


def hands_in_game(players: int) -> int:
    """How many hands make a game: the passes grow by two from one until the whole hand goes."""
    return (hand_size(players) + 1) // 2


def pass_count(hand_number: int, players: int) -> int:
    """Cards each player passes left in hand ``hand_number`` (counted from 0): 1, 3, 5 …"""
    return 2 * hand_number + 1


def validate(
    options: Mapping[str, Any] | None, players: int, preset: str | None = None
) -> dict[str, OptionValue]:
    """Return the (empty) checked options for ``players``; raise OptionError naming the fault."""
    for name in options or {}:
        raise OptionError(name, "Ugly has no house rules; leave the options empty")
    values = resolve_options(OPTIONS, PRESETS, None, preset)
    check_players(players, "Ugly", MIN_PLAYERS, MAX_PLAYERS)
    return values
